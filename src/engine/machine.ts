/**
 * Builds a compiled variant's XState 5 machine: rubber → game → phase → deal → its declared steps
 * (one substate each, named by the step's clause id) → counting. States are named after the
 * variant's phases and steps. Guards and actions call the pure flow functions of engine/flow.ts and
 * the step kinds of engine/steps, so the machine decides *when* a rule applies and which step is on.
 *
 * Two ways through a deal share this one flow: `DEAL` carries a whole deal's outcome (scenarios,
 * fast simulation); `CARDS` then `MOVE`s (or their aliases `PLAY`/`PASS`/`PICKUP`/`TAKE`), then
 * `COUNT` play it move by move (the site, played scenarios). Tags: `awaiting-move` while a step waits
 * for a move, `counting` once the cards are played, `awaiting-deal` and `awaiting-playoff` between deals.
 */
import { and, assign, enqueueActions, not, setup, type SnapshotFrom, type ActorRefFrom } from 'xstate';
import { runGame, type GameRunner } from './runner.ts';
import { asRunError } from './errors.ts';
import type { CompiledVariant } from '../compile/compile.ts';
import {
  checkGameOver, endPhase, gameLost, initialState, newGame, phaseOver, playoffPending, recordEntry, redealAllowed,
  redealt, rubberDone, settleDeal, settlePlayoff, settleRubber, stateScope,
} from './flow.ts';
import { dealState, outcomeOf } from './play.ts';
import type { DealOutcome, GameState } from './state.ts';
import { enterStep, kindOf, type Move } from './steps/index.ts';
import type { CompiledStep } from '../compile/steps.ts';

/** Events the machine accepts. Seats are indices into the players list. */
export type GameEvent =
  | { type: 'DEAL'; outcome: DealOutcome }
  /** The cards as dealt; `upcard` is the turned trump card when known (an exchange with the table takes it). */
  | { type: 'CARDS'; hands: number[][]; trump: number; upcard?: number }
  /** A move of the step the deal is at (checked by the step's `explain`, made by its `apply`). */
  | { type: 'MOVE'; seat: number; move: Move }
  /** Aliases of MOVE: a card, taking the last trick, a pass, picking up (the whole trick, or `count` from its top). */
  | { type: 'PLAY'; seat: number; card: number }
  | { type: 'TAKE'; seat: number }
  | { type: 'PASS'; seat: number }
  | { type: 'PICKUP'; seat: number; count?: number | null }
  | { type: 'COUNT' }
  | { type: 'REDEAL'; seat: number }
  /** Raised by the machine itself when a play-off has settled its tie: back to ordinary deals. */
  | { type: 'PLAYOFF_SETTLED' };

/** The move an event stands for (MOVE or one of its aliases), or null. */
export function moveOf(e: GameEvent): Move | null {
  switch (e.type) {
    case 'MOVE': return e.move;
    case 'PLAY': return { kind: 'card', card: e.card };
    case 'PASS': return { kind: 'pass' };
    case 'PICKUP': return { kind: 'pickup', count: e.count ?? null };
    case 'TAKE': return { kind: 'take' };
    default: return null;
  }
}

const MOVE_EVENTS = ['MOVE', 'PLAY', 'PASS', 'PICKUP', 'TAKE'] as const;

/** What a machine is started with: players in order of play and the first dealer's seat. */
export interface GameInput { players: string[]; dealer: number }

/** Builds the machine for a compiled variant. */
export function createGameMachine(cv: CompiledVariant) {
  /** After a settlement (a state of its own, not the machine's): the game's end checked, the entry recorded. */
  const settled = (s: GameState): GameState => recordEntry(cv, s.playoff ? s : checkGameOver(cv, s), false, true);
  // The guards and the deal's settlement as plain functions: XState is given them (below), and the
  // quick step of an ordinary deal (quickTransition) calls the same ones.
  const guards = {
    playoffPending: (context: GameState) => playoffPending(context),
    phaseOver: (context: GameState) => phaseOver(cv, context),
    gameLost: (context: GameState) => gameLost(context),
  };
  // The last settlement is remembered: when the quick step leaves a deal to XState (a phase ends, a
  // game is lost), XState's assignment asks again for the same context and event. Pure, so reusable.
  let last: { context: GameState; event: GameEvent; settled: GameState } | null = null;
  const settleDealt = (context: GameState, event: GameEvent): GameState => {
    if (last && last.context === context && last.event === event) return last.settled;
    const result = settled(settleDeal(cv, context, (event as { outcome: DealOutcome }).outcome));
    last = { context, event, settled: result };
    return result;
  };
  const m = setup({
    types: {
      context: {} as GameState,
      events: {} as GameEvent,
      input: {} as GameInput,
    },
    guards: {
      playoffPending: ({ context }) => guards.playoffPending(context),
      isPlayoff: ({ context }) => context.playoff !== null,
      phaseOver: ({ context }) => guards.phaseOver(context),
      gameLost: ({ context }) => guards.gameLost(context),
      rubberDone: ({ context }) => rubberDone(cv, context),
      redealAllowed: ({ context, event }) => event.type === 'REDEAL' && redealAllowed(cv, context, event.seat),
    },
    actions: {
      record: assign(({ context }) => recordEntry(cv, context, false)),
      closeEntry: assign(({ context }) => recordEntry(cv, context, true)),
      // A deal settled, the game's end checked (not during a play-off) and the entry brought up to
      // date, in one assignment: XState copies the snapshot for each one, and this runs every deal.
      settleDeal: assign(({ context, event }) => settleDealt(context, event)),
      settlePlayoff: assign(({ context, event }) => settled(settlePlayoff(cv, context, (event as { outcome: DealOutcome }).outcome))),
      settlePlayed: assign(({ context }) => settled({ ...settleDeal(cv, context, outcomeOf(context.play!)), play: null })),
      settlePlayedPlayoff: assign(({ context }) => settled({ ...settlePlayoff(cv, context, outcomeOf(context.play!)), play: null })),
      startPlay: assign(({ context, event }) => {
        const e = event as { hands: number[][]; trump: number; upcard?: number };
        return { play: dealState(cv, context, e.hands, e.trump, e.upcard ?? -1) };
      }),
      // Back to ordinary deals once a play-off has nothing left to settle (see the `playoff` state).
      endPlayoff: enqueueActions(({ context, enqueue }) => {
        if (!playoffPending(context)) enqueue.raise({ type: 'PLAYOFF_SETTLED' });
      }),
      redeal: assign(({ context }) => redealt(cv, context)),
      checkGameOver: assign(({ context }) => (context.playoff ? context : checkGameOver(cv, context))),
      endPhase: assign(({ context }) => endPhase(cv, context)),
      newGame: assign(({ context }) => newGame(cv, context)),
      settleRubber: assign(({ context }) => settleRubber(cv, context)),
    },
  });

  // An ordinary deal is one internal transition (settle, check, record: one action); the eventless
  // transitions below route onward only when something happens: a play-off, a phase ending,
  // a lost game. This keeps a deal to one cheap macrostep in fast simulation.
  const settling = (settle: 'settleDeal' | 'settlePlayoff' | 'settlePlayed' | 'settlePlayedPlayoff') =>
    (settle === 'settlePlayoff' || settle === 'settlePlayedPlayoff' ? [settle, 'endPlayoff'] as const : [settle] as const);

  /** Whether `event` is a move that `step` allows now (the deal must be at that step). */
  const allowed = (step: CompiledStep, context: GameState, event: GameEvent): boolean => {
    const move = moveOf(event);
    if (!move || !context.play) return false;
    const seat = (event as { seat: number }).seat;
    // The game's scope is built only for a take-trick, whose condition may read scores.
    return kindOf(step).explain(cv, step, context.play, seat, move, move.kind === 'take' ? stateScope(context) : undefined) === null;
  };
  const applied = (step: CompiledStep) => assign(({ context, event }: { context: GameState; event: GameEvent }) =>
    ({ play: kindOf(step).apply(cv, step, context.play!, (event as { seat: number }).seat, moveOf(event)!) }));
  const onMove = (step: CompiledStep) => Object.fromEntries(MOVE_EVENTS.map((type) =>
    [type, { guard: ({ context, event }: { context: GameState; event: GameEvent }) => allowed(step, context, event), actions: applied(step) }]));

  /**
   * A deal played move by move: one substate per declared step, entered in order (each step's
   * `start` on entry), on to the next when the step is `done`; after the last, counting. `name`
   * keeps the ids of the ordinary deal's and the play-off's copies apart.
   */
  const playStates = (ph: CompiledVariant['phases'][number], name: string, count: object) => {
    const keys: string[] = [];
    for (const st of ph.steps) keys.push(keys.includes(st.id) || st.id === 'counting' ? `${st.id}-${keys.length + 1}` : st.id);
    const counting = `phase-${ph.id}-${name}-counting`;
    const last = ph.steps[ph.steps.length - 1]!;
    return {
      initial: keys[0]!,
      states: {
        ...Object.fromEntries(ph.steps.map((st, i) => [keys[i]!, {
          tags: ['awaiting-move'],
          entry: assign(({ context }: { context: GameState }) => ({ play: enterStep(cv, context.play!, i) })),
          on: onMove(st),
          always: { guard: ({ context }: { context: GameState }) => kindOf(st).done(cv, st, context.play!), target: keys[i + 1] ?? `#${counting}` },
        }])),
        counting: { id: counting, tags: ['counting'], on: { ...onMove(last), COUNT: count } },
      },
    };
  };

  /** Each phase's `deal` state config, as XState is given it: what the quick step reads. */
  const quickDeals = new Map<string, { on: { DEAL: { actions: readonly string[] } }; always: readonly { guard: string; target: string }[] }>();
  const phaseStates = Object.fromEntries(cv.phases.map((ph, i) => {
    const next = cv.phases[i + 1];
    // The last phase has nowhere to go when it ends: only a lost game leaves it.
    const onward = [
      { guard: 'gameLost' as const, target: '#game-over' },
      ...(next ? [{ guard: 'phaseOver' as const, target: 'ending' }] : []),
    ];
    const deal = {
      tags: ['awaiting-deal'],
      on: {
        DEAL: { actions: settling('settleDeal') },
        CARDS: { target: 'play', actions: 'startPlay' as const },
        REDEAL: { guard: 'redealAllowed' as const, actions: ['redeal' as const, 'record' as const] },
      },
      always: [{ guard: 'playoffPending' as const, target: 'playoff' }, ...onward],
    };
    quickDeals.set(ph.id, deal);
    return [ph.id, {
      id: `phase-${ph.id}`,
      initial: 'deal',
      states: {
        deal,
        playoff: {
          tags: ['awaiting-playoff'],
          on: {
            DEAL: { actions: settling('settlePlayoff') },
            CARDS: { target: 'playoff-play', actions: 'startPlay' as const },
            REDEAL: { guard: 'redealAllowed' as const, actions: ['redeal' as const, 'record' as const] },
            // The explicit way back: raised by `endPlayoff` when the tie is settled.
            PLAYOFF_SETTLED: { target: 'deal' },
          },
          always: onward.map((t) => ({ ...t, guard: and([not('playoffPending'), t.guard]) })),
        },
        play: playStates(ph, 'deal', { target: `#phase-${ph.id}.deal`, actions: settling('settlePlayed') }),
        'playoff-play': playStates(ph, 'playoff', { target: `#phase-${ph.id}.playoff`, actions: settling('settlePlayedPlayoff') }),
        ending: {
          entry: ['endPhase' as const, 'checkGameOver' as const, 'record' as const],
          always: [
            // A tie in an end-of-phase (or final) effect is played off first, in the phase that follows.
            { guard: 'playoffPending' as const, target: next ? `#phase-${next.id}.playoff` : 'playoff' },
            { guard: 'gameLost' as const, target: '#game-over' },
            { target: next ? `#phase-${next.id}` : 'deal' },
          ],
        },
      },
    }];
  }));

  const machine = m.createMachine({
    id: cv.id,
    // XState's pure `transition()` builds an inert actor without input for each call: give it an
    // empty table instead of failing (the search in src/explore calls `transition` in a loop).
    context: ({ input }) => initialState(cv, input?.players ?? [], input?.dealer ?? 0),
    initial: 'game',
    states: {
      game: { initial: cv.phases[0]!.id, states: phaseStates },
      gameOver: {
        id: 'game-over',
        entry: 'closeEntry',
        always: [
          { guard: 'rubberDone', target: 'rubberOver', actions: 'settleRubber' },
          { target: 'game', actions: 'newGame' },
        ],
      },
      rubberOver: { type: 'final' },
    },
  });
  // The phase and game states above a `deal` state have no eventless transitions of their own (the
  // quick step checks only the `deal` state's): true of the config above, checked here all the same.
  const ancestorsQuiet = Object.values(phaseStates).every((p) => !('always' in p));
  quickSteps.set(machine, (snapshot, event) => {
    if (!ancestorsQuiet || event.type !== 'DEAL' || snapshot.status !== 'active') return null;
    const game = (snapshot.value as { game?: unknown }).game;
    if (typeof game !== 'object' || game === null) return null;
    const phase = Object.keys(game)[0]!;
    const deal = quickDeals.get(phase);
    if (!deal || (game as Record<string, unknown>)[phase] !== 'deal') return null;
    const { actions } = deal.on.DEAL;
    if (actions.length !== 1 || actions[0] !== 'settleDeal') return null;
    const context = settleDealt(snapshot.context, event);
    // An eventless transition that would be taken (a play-off, a lost game, a phase over) is left to XState.
    for (const t of deal.always) if (!Object.hasOwn(guards, t.guard) || guards[t.guard as keyof typeof guards](context)) return null;
    return { ...snapshot, context };
  });
  return machine;
}

/** The quick step of each machine built here (see quickTransition). */
const quickSteps = new WeakMap<object, (snapshot: GameSnapshot, event: GameEvent) => GameSnapshot | null>();

/**
 * The snapshot after an ordinary `DEAL` that leaves the game where it was (no play-off, phase end
 * or lost game), without running XState's macrostep: the `deal` state's own transition (one
 * assignment) applied to the context, and its eventless guards read, from the same config and
 * functions the machine is built from. Null for anything else (or if the settlement throws): send
 * the event to the machine. Simulations and searches settle most deals this way.
 */
export function quickTransition(machine: GameMachine, snapshot: GameSnapshot, event: GameEvent): GameSnapshot | null {
  const quick = quickSteps.get(machine);
  if (!quick) return null;
  try {
    return quick(snapshot, event);
  } catch {
    // The machine itself fails the same way, where XState reports it.
    return null;
  }
}

/** The machine type for a compiled variant. */
export type GameMachine = ReturnType<typeof createGameMachine>;
/** A snapshot of a running game. */
export type GameSnapshot = SnapshotFrom<GameMachine>;
/** A running game. */
export type GameActor = ActorRefFrom<GameMachine>;

/** What the game waits for in `snapshot`, read from its tags: the scenario contract's `awaiting` (or `play` mid-deal). */
export function awaiting(snapshot: GameSnapshot): 'deal' | 'playoff' | 'play' | 'rubber-over' {
  if (snapshot.status === 'done') return 'rubber-over';
  if (snapshot.hasTag('awaiting-move') || snapshot.hasTag('counting')) return 'play';
  return snapshot.hasTag('awaiting-playoff') ? 'playoff' : 'deal';
}

/**
 * The phase `snapshot` is in, read from its state value (`{ game: { PHASE: ... } }`); between games
 * and after the rubber, where the value names no phase, the phase the game state records.
 */
export function phaseOf(snapshot: GameSnapshot): string {
  const v = snapshot.value as unknown;
  const game = typeof v === 'object' && v !== null && Object.hasOwn(v, 'game') ? (v as { game: unknown }).game : null;
  if (typeof game === 'string') return game;
  if (typeof game === 'object' && game !== null) return Object.keys(game)[0]!;
  return snapshot.context.phase;
}

/** Whether the deal in `snapshot` is waiting for a move (a card, a pass, cards given...). */
export const awaitingMove = (snapshot: GameSnapshot): boolean => snapshot.hasTag('awaiting-move');

/** Whether the deal in `snapshot` is played out and waits to be counted (`COUNT`). */
export const isCounting = (snapshot: GameSnapshot): boolean => snapshot.hasTag('counting');

/**
 * Starts a game of `cv` on `machine`, run without an actor (see runner.ts). A failure inside the
 * machine is thrown by `send` (and by `sendChecked`) as a RunError, so nobody reads a stopped game as a short one.
 */
export function startGame(cv: CompiledVariant, machine: GameMachine, input: GameInput): GameRunner {
  return runGame(cv, machine, input);
}

/** What `sendChecked` sends to: an actor of the machine, or a game started by `startGame`. */
export type GameHandle = Pick<GameActor, 'getSnapshot'> & { send(event: GameEvent): void };

/** Sends `event`; throws the machine's failure, if it failed, as a RunError naming the clause. */
export function sendChecked(cv: CompiledVariant, actor: GameHandle, event: GameEvent): void {
  actor.send(event);
  const snap = actor.getSnapshot();
  if (snap.status === 'error') throw asRunError(cv, snap.error);
}
