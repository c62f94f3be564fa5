/**
 * The quick walk of a game run without an actor (runner.ts `startGame`, given `quickWalk`) or stepped by a search: XState's
 * macrostep for a `DEAL`, walked over the machine's own config with the plain functions its
 * guards and actions are built from (quick-step.ts). Apart from machine.ts so that the pages, which
 * play through actors and never take this path, do not load it.
 */
import { quickFlowOf, type GameEvent, type GameInput, type GameMachine, type GameSnapshot } from './machine.ts';
import { QuickStep } from './quick-step.ts';
import type { Walk } from './runner.ts';

/** The quick walk of each machine, made on first use from what the machine was built from. */
const walks = new WeakMap<object, QuickStep | null>();

/** The machine quickTransition stepped last, and its walk: a run sends one machine's deals (a WeakMap look-up a deal). */
const last: { machine: GameMachine | null; walk: QuickStep | null } = { machine: null, walk: null };

/** `machine`'s walk (null for a machine not built by createGameMachine). */
function walkOf(machine: GameMachine): QuickStep | null {
  if (machine === last.machine) return last.walk;
  let walk = walks.get(machine);
  if (walk === undefined) {
    const made = quickFlowOf(machine);
    walks.set(machine, (walk = made ? new QuickStep(machine, made.flow, made.owned) : null));
  }
  last.machine = machine;
  last.walk = walk;
  return walk;
}

/**
 * The snapshot after `event` without running XState's macrostep: the machine's own transitions,
 * guards and entry actions walked with the plain functions its named guards and actions are built
 * from, for a `DEAL` wherever it leads (a play-off, a phase's end, the next game). Null when the
 * walk cannot follow XState exactly (moves of a deal in play, the rubber's end) or the rules fail:
 * send the event to the machine. Simulations and searches settle deals this way.
 */
export function quickTransition(machine: GameMachine, snapshot: GameSnapshot, event: GameEvent): GameSnapshot | null {
  if (event.type !== 'DEAL') return null;
  return walkOf(machine)?.step(snapshot, event) ?? null;
}

/** The machine's first snapshot for `input` by the same walk (see quickTransition), or null: ask XState. */
export function quickInitial(machine: GameMachine, input: GameInput): GameSnapshot | null {
  return walkOf(machine)?.initial(input) ?? null;
}

/** The quick walk as runner.ts `startGame` takes it. */
export const quickWalk: Walk = { transition: quickTransition, initial: quickInitial };
