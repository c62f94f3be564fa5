/**
 * A game run on its machine without an actor: each event goes through the machine's transition
 * (XState's macrostep, or a faster walk for some events: see `Walk`), one snapshot after another.
 * The machine has no side effects beyond `assign` and `raise`, both computed in the step, so
 * nothing an actor would do is lost; an actor's mailbox, observers and inspection are not paid
 * for on every deal of a simulation or a replay.
 */
import { createActor, type AnyActorScope } from 'xstate';
import type { CompiledVariant } from '../compile/compile.ts';
import { asRunError } from './errors.ts';
import type { GameEvent, GameInput, GameMachine, GameSnapshot } from './machine.ts';

/** What a caller of `startGame` holds: the current snapshot, a way to send events, and `stop`. */
export interface GameRunner {
  getSnapshot(): GameSnapshot;
  /** Sends `event`; a failure inside the machine is thrown as a RunError naming the clause. */
  send(event: GameEvent): void;
  stop(): void;
}

/**
 * An actor scope that runs nothing (what XState's own pure `transition()` builds for every call),
 * built once from public parts: an unstarted actor, its system, and no-op effects.
 */
export function inertScope(machine: GameMachine, input: GameInput): AnyActorScope {
  const self = createActor(machine, { input });
  const none = () => {};
  return {
    self,
    id: '',
    sessionId: '',
    system: self.system,
    defer: none,
    logger: none,
    stopChild: none,
    emit: none,
    actionExecutor: none,
  };
}

/**
 * One inert scope per machine, for every game run on it: the scope's actor is never started and
 * its input never read (each game's input goes to `getInitialSnapshot`), and a simulation starts
 * a game every few deals.
 */
const scopes = new WeakMap<GameMachine, AnyActorScope>();

/**
 * A faster way through the machine for some events (quick-machine.ts `quickWalk`): each returns the
 * snapshot XState would, or null to leave the event to XState.
 */
export interface Walk {
  transition(machine: GameMachine, snapshot: GameSnapshot, event: GameEvent): GameSnapshot | null;
  initial(machine: GameMachine, input: GameInput): GameSnapshot | null;
}

/** No faster way: every event through XState (the same snapshots; what the pages' replays use). */
const XSTATE_ONLY: Walk = { transition: () => null, initial: () => null };

/**
 * Starts a game of `cv` on `machine`, run without an actor; `walk` takes the events it can (a
 * simulation passes the quick walk, which the pages do not load). A failure inside the machine is
 * thrown as a RunError (and kept in the snapshot, as an actor keeps it), so nobody reads a stopped
 * game as a short one. Like an actor's, a finished or failed game ignores further events.
 */
export function startGame(
  cv: CompiledVariant,
  machine: GameMachine,
  input: GameInput,
  walk: Walk = XSTATE_ONLY,
): GameRunner {
  let scope = scopes.get(machine);
  if (!scope) scopes.set(machine, (scope = inertScope(machine, input)));
  let snapshot: GameSnapshot;
  try {
    // What XState's initialTransition() does, with the scope built once (or walked: machine.ts).
    snapshot = walk.initial(machine, input) ?? machine.getInitialSnapshot(scope, input);
  } catch (e) {
    throw asRunError(cv, e);
  }
  if (snapshot.status === 'error') throw asRunError(cv, snapshot.error);
  return {
    getSnapshot: () => snapshot,
    send(event) {
      if (snapshot.status !== 'active') return;
      try {
        snapshot = walk.transition(machine, snapshot, event) ?? machine.transition(snapshot, event, scope);
      } catch (e) {
        snapshot = { ...snapshot, status: 'error', error: e } as GameSnapshot;
        throw asRunError(cv, e);
      }
    },
    stop() {},
  };
}
