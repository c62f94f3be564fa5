/**
 * Builds a compiled variant's XState 5 machine: rubber → game → phase → deal → its declared steps
 * (one substate each, named by the step's clause id) → counting. States are named after the
 * variant's phases and steps. Guards and actions call the flow functions of engine/flow/ and
 * the step kinds of engine/steps, so the machine decides *when* a rule applies and which step is on.
 *
 * Two ways through a deal share this one flow: `DEAL` carries a whole deal's outcome (scenarios,
 * fast simulation); `CARDS` then `MOVE`s (or their aliases `PLAY`/`PASS`/`PICKUP`/`TAKE`), then
 * `COUNT` play it move by move (the site, played scenarios). Tags: `awaiting-move` while a step waits
 * for a move, `counting` once the cards are played, `awaiting-deal` and `awaiting-playoff` between deals.
 */
import { and, assign, enqueueActions, not, setup, type SnapshotFrom, type ActorRefFrom } from 'xstate';
import { asRunError } from './errors.ts';
import type { CompiledVariant } from '../compile/compile.ts';
import { recordEntry, recordEntryInPlace, type LogOptions, type RecordOptions } from './flow/entry.ts';
import { playoffPending, settlePlayoff, settlePlayoffInPlace } from './flow/playoffs.ts';
import { redealAllowed, redealt, redealtInPlace } from './flow/redeal.ts';
import {
  checkGameOver,
  checkGameOverInPlace,
  endPhase,
  endPhaseInPlace,
  gameLost,
  newGame,
  newGameInPlace,
  phaseOver,
  rubberDone,
  settleRubber,
  settleRubberInPlace,
} from './flow/rubber.ts';
import { stateScope } from './flow/scopes.ts';
import { choicePending, phaseAfter, phaseChoiceRefusal, phaseChosen } from './flow/phase-choice.ts';
import { settleDeal, settleDealInPlace } from './flow/settle.ts';
import { initialState } from './flow/states.ts';
import { dealState, outcomeOf } from './play.ts';
import type { DealOutcome, GameState } from './state.ts';
import { enterStep, kindOf, type Move } from './steps/index.ts';
import type { CompiledStep } from '../compile/steps.ts';
import type { PlainFlow, PlainGuard } from './quick-step.ts';

/** Events the machine accepts. Seats are indices into the players list. */
export type GameEvent =
  | { type: 'DEAL'; outcome: DealOutcome }
  /** The cards as dealt; `upcard` is the turned trump card when known (an exchange with the table takes it). */
  | { type: 'CARDS'; hands: number[][]; trump: number; upcard?: number; talon?: number[]; stock?: number[] }
  /** A move of the step the deal is at (checked by the step's `explain`, made by its `apply`). */
  | { type: 'MOVE'; seat: number; move: Move }
  /** Aliases of MOVE: a card, taking the last trick, a pass, picking up (the whole trick, or `count` from its top). */
  | { type: 'PLAY'; seat: number; card: number }
  | { type: 'TAKE'; seat: number }
  | { type: 'PASS'; seat: number }
  | { type: 'PICKUP'; seat: number; count?: number | null }
  | { type: 'COUNT' }
  /** A redeal asked for; `hand`: the asker's cards as dealt and the deal's trump (-1: none), which its condition reads. */
  | { type: 'REDEAL'; seat: number; hand?: { cards: readonly number[]; trump: number } }
  /** Raised by the machine itself when a play-off has settled its tie: back to ordinary deals. */
  | { type: 'PLAYOFF_SETTLED' };

/** The move an event stands for (MOVE or one of its aliases), or null. */
function moveOf(e: GameEvent): Move | null {
  switch (e.type) {
    case 'MOVE':
      return e.move;
    case 'PLAY':
      return { kind: 'card', card: e.card };
    case 'PASS':
      return { kind: 'pass' };
    case 'PICKUP':
      return { kind: 'pickup', count: e.count ?? null };
    case 'TAKE':
      return { kind: 'take' };
    default:
      return null;
  }
}

const MOVE_EVENTS = ['MOVE', 'PLAY', 'PASS', 'PICKUP', 'TAKE'] as const;

/** The key of the state where the next phase is chosen: a space keeps it apart from every phase id. */
const CHOOSING = 'phase choice';

/** `states` with the state where the phase is chosen beside them, when the variant has one. */
const withChoice = <T extends object, C extends object>(states: Record<string, T>, choice: C | null) =>
  choice ? { ...states, [CHOOSING]: choice } : states;

/** What a machine is started with: players in order of play and the first dealer's seat. */
export interface GameInput {
  players: string[];
  dealer: number;
}

/**
 * How a machine keeps its log. `quiet`: the entry of a deal is made only when the deal ends the game
 * (GameState.draft until then): for simulation and `verify`, which read no other entry. The flow
 * and every state but the entry are the same.
 */
export interface MachineOptions {
  quiet?: boolean;
  /**
   * The game owns its states: whoever runs it reads a snapshot only until the next event is sent
   * (a simulation's blocks), so each step settles into the state it is given instead of a copy
   * (the in-place steps of engine/flow/, see flow/states.ts ownState). The states, entries and snapshots are the same values as otherwise.
   * Never for a game whose snapshots are kept (a search, a replay, the site).
   */
  owned?: boolean;
}

/** Builds the machine for a compiled variant. */
export function createGameMachine(cv: CompiledVariant, options: MachineOptions = {}) {
  const quiet = options.quiet ?? false;
  const owned = options.owned ?? false;
  // Made once per machine, not per step: every deal passes them.
  const log: LogOptions = { quiet };
  const keepOpen: RecordOptions = { quiet, close: false };
  const close: RecordOptions = { quiet, close: true };
  // The steps that change the state: in place when the game owns its states, else pure (a new state each).
  const gameOver = owned ? checkGameOverInPlace : checkGameOver;
  const record = owned ? recordEntryInPlace : recordEntry;
  const settle = owned ? settleDealInPlace : settleDeal;
  const settleOff = owned ? settlePlayoffInPlace : settlePlayoff;
  /**
   * After a settlement (a state of its own, not the machine's): the game's end checked, the entry
   * recorded, in place (whoever owns the machine's states, this one is the settlement's alone).
   */
  const settled = (s: GameState): GameState => recordEntryInPlace(cv, s.playoff ? s : gameOver(cv, s), keepOpen);
  /** What each guard built below with XState's `and`/`not` stands for: the quick walk reads this, not XState's guard object. */
  const combined = new WeakMap<object, PlainGuard>();
  /** `guard` (built with `and`/`not`), recorded as standing for `plain` (see `combined`). */
  const recorded = <G extends object>(guard: G, plain: PlainGuard): G => {
    combined.set(guard, plain);
    return guard;
  };
  // The named guards and actions as plain functions of the context (and event): XState is given
  // them (below), and the quick walk of a macrostep (quick-step.ts) calls the same ones.
  const flow: PlainFlow = {
    // XState's pure `transition()` builds an inert actor without input for each call: give it an
    // empty table instead of failing (the search in src/explore calls `transition` in a loop).
    context: (input) => {
      const i = input as Partial<GameInput> | undefined;
      return initialState(cv, i?.players ?? [], i?.dealer ?? 0);
    },
    guards: {
      playoffPending: (context) => playoffPending(context),
      isPlayoff: (context) => context.playoff !== null,
      phaseOver: (context) => phaseOver(cv, context),
      gameLost: (context) => gameLost(context),
      rubberDone: (context) => rubberDone(cv, context),
      choicePending: (context) => choicePending(context),
    },
    actions: {
      record: (context) => record(cv, context, keepOpen),
      closeEntry: (context) => record(cv, context, close),
      // A deal settled, the game's end checked (not during a play-off) and the entry brought up to
      // date, in one assignment: XState copies the snapshot for each one, and this runs every deal.
      settleDeal: (context, event) => settled(settle(cv, context, (event as { outcome: DealOutcome }).outcome, log)),
      settlePlayoff: (context, event) =>
        settled(settleOff(cv, context, (event as { outcome: DealOutcome }).outcome, log)),
      settlePlayed: (context) => settled({ ...settleDeal(cv, context, outcomeOf(context.play!), log), play: null }),
      settlePlayedPlayoff: (context) =>
        settled({ ...settlePlayoff(cv, context, outcomeOf(context.play!), log), play: null }),
      redeal: (context) => (owned ? redealtInPlace : redealt)(cv, context, log),
      checkGameOver: (context) => (context.playoff ? context : gameOver(cv, context)),
      endPhase: (context) => (owned ? endPhaseInPlace : endPhase)(cv, context),
      newGame: (context) => (owned ? newGameInPlace : newGame)(cv, context),
      settleRubber: (context) => (owned ? settleRubberInPlace : settleRubber)(cv, context),
      choosePhase: (context, event) => phaseChosen(context, (event as { move: { option: string } }).move.option),
    },
    raises: {
      // Back to ordinary deals once a play-off has nothing left to settle (see the `playoff` state).
      endPlayoff: (context) => (playoffPending(context) ? null : { type: 'PLAYOFF_SETTLED' }),
    },
    combined,
  };
  const { guards: g, actions: a, raises: r } = flow;
  const m = setup({
    types: {
      context: {} as GameState,
      events: {} as GameEvent,
      input: {} as GameInput,
    },
    guards: {
      playoffPending: ({ context }) => g.playoffPending!(context),
      isPlayoff: ({ context }) => g.isPlayoff!(context),
      phaseOver: ({ context }) => g.phaseOver!(context),
      gameLost: ({ context }) => g.gameLost!(context),
      rubberDone: ({ context }) => g.rubberDone!(context),
      choicePending: ({ context }) => g.choicePending!(context),
      redealAllowed: ({ context, event }) =>
        event.type === 'REDEAL' && redealAllowed(cv, context, event.seat, event.hand),
    },
    actions: {
      record: assign(({ context, event }) => a.record!(context, event)),
      closeEntry: assign(({ context, event }) => a.closeEntry!(context, event)),
      settleDeal: assign(({ context, event }) => a.settleDeal!(context, event)),
      settlePlayoff: assign(({ context, event }) => a.settlePlayoff!(context, event)),
      settlePlayed: assign(({ context, event }) => a.settlePlayed!(context, event)),
      settlePlayedPlayoff: assign(({ context, event }) => a.settlePlayedPlayoff!(context, event)),
      startPlay: assign(({ context, event }) => {
        const e = event as { hands: number[][]; trump: number; upcard?: number; talon?: number[]; stock?: number[] };
        return { play: dealState(cv, context, e.hands, e.trump, e.upcard ?? -1, e.talon, e.stock) };
      }),
      endPlayoff: enqueueActions(({ context, enqueue }) => {
        const raised = r.endPlayoff!(context);
        if (raised) enqueue.raise(raised);
      }),
      redeal: assign(({ context, event }) => a.redeal!(context, event)),
      checkGameOver: assign(({ context, event }) => a.checkGameOver!(context, event)),
      endPhase: assign(({ context, event }) => a.endPhase!(context, event)),
      newGame: assign(({ context, event }) => a.newGame!(context, event)),
      settleRubber: assign(({ context, event }) => a.settleRubber!(context, event)),
      choosePhase: assign(({ context, event }) => a.choosePhase!(context, event)),
    },
  });

  // An ordinary deal is one internal transition (settle, check, record: one action); the eventless
  // transitions below route onward only when something happens: a play-off, a phase ending,
  // a lost game. This keeps a deal to one cheap macrostep in fast simulation.
  const settling = (settle: 'settleDeal' | 'settlePlayoff' | 'settlePlayed' | 'settlePlayedPlayoff') =>
    settle === 'settlePlayoff' || settle === 'settlePlayedPlayoff'
      ? ([settle, 'endPlayoff'] as const)
      : ([settle] as const);

  /** Whether `event` is a move that `step` allows now (the deal must be at that step). */
  const allowed = (step: CompiledStep, context: GameState, event: GameEvent): boolean => {
    const move = moveOf(event);
    if (!move || !context.play) return false;
    const seat = (event as { seat: number }).seat;
    // The game's scope is built only for a take-trick, whose condition may read scores.
    return (
      kindOf(step).explain(
        cv,
        step,
        context.play,
        seat,
        move,
        move.kind === 'take' ? stateScope(context) : undefined,
      ) === null
    );
  };
  const applied = (step: CompiledStep) =>
    assign(({ context, event }: { context: GameState; event: GameEvent }) => ({
      play: kindOf(step).apply(cv, step, context.play!, (event as { seat: number }).seat, moveOf(event)!),
    }));
  const onMove = (step: CompiledStep) =>
    Object.fromEntries(
      MOVE_EVENTS.map((type) => [
        type,
        {
          guard: ({ context, event }: { context: GameState; event: GameEvent }) => allowed(step, context, event),
          actions: applied(step),
        },
      ]),
    );

  /**
   * A deal played move by move: one substate per declared step, entered in order (each step's
   * `start` on entry), on to the next when the step is `done`; after the last, counting. `name`
   * keeps the ids of the ordinary deal's and the play-off's copies apart.
   */
  const playStates = (ph: CompiledVariant['phases'][number], name: string, count: object) => {
    const keys: string[] = [];
    for (const st of ph.steps)
      keys.push(keys.includes(st.id) || st.id === 'counting' ? `${st.id}-${keys.length + 1}` : st.id);
    const counting = `phase-${ph.id}-${name}-counting`;
    const last = ph.steps[ph.steps.length - 1]!;
    return {
      initial: keys[0]!,
      states: {
        ...Object.fromEntries(
          ph.steps.map((st, i) => [
            keys[i]!,
            {
              tags: ['awaiting-move'],
              entry: assign(({ context }: { context: GameState }) => ({ play: enterStep(cv, context.play!, i) })),
              on: onMove(st),
              always: {
                guard: ({ context }: { context: GameState }) => kindOf(st).done(cv, st, context.play!),
                target: keys[i + 1] ?? `#${counting}`,
              },
            },
          ]),
        ),
        counting: { id: counting, tags: ['counting'], on: { ...onMove(last), COUNT: count } },
      },
    };
  };

  // With phases chosen at the table, a game waiting for the choice goes to CHOOSING from a phase's
  // `deal` (as a game begins, after a phase's end and its play-off) or `ending`.
  const choosing = cv.phaseChoice ? [{ guard: 'choicePending' as const, target: '#phase-choice' }] : [];
  const phaseStates = Object.fromEntries(
    cv.phases.map((ph, i) => {
      const next = cv.phaseChoice ? phaseAfter(cv, ph) : cv.phases[i + 1];
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
        always: [{ guard: 'playoffPending' as const, target: 'playoff' }, ...choosing, ...onward],
      };
      return [
        ph.id,
        {
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
              always: onward.map((t) => ({
                ...t,
                guard: recorded(and([not('playoffPending'), t.guard]), { and: [{ not: 'playoffPending' }, t.guard] }),
              })),
            },
            play: playStates(ph, 'deal', { target: `#phase-${ph.id}.deal`, actions: settling('settlePlayed') }),
            'playoff-play': playStates(ph, 'playoff', {
              target: `#phase-${ph.id}.playoff`,
              actions: settling('settlePlayedPlayoff'),
            }),
            ending: {
              entry: ['endPhase' as const, 'checkGameOver' as const, 'record' as const],
              always: [
                // A tie at the end of a phase before a choice of phase is played off in the phase that ended.
                ...(cv.phaseChoice
                  ? [
                      {
                        guard: recorded(and(['playoffPending', 'choicePending']), {
                          and: ['playoffPending', 'choicePending'],
                        }),
                        target: 'playoff',
                      },
                    ]
                  : []),
                // A tie in an end-of-phase (or final) effect is played off first, in the phase that follows.
                { guard: 'playoffPending' as const, target: next ? `#phase-${next.id}.playoff` : 'playoff' },
                { guard: 'gameLost' as const, target: '#game-over' },
                ...choosing,
                { target: next ? `#phase-${next.id}` : 'deal' },
              ],
            },
          },
        },
      ];
    }),
  );

  /**
   * The state where the next phase is chosen (a variant with `phases ... chosen by` only): a move
   * `choose` naming a phase offered goes to that phase (one transition each: the target is the phase).
   */
  function choiceState() {
    const choice = cv.phaseChoice;
    if (!choice) return null;
    const to = (id: string) => ({
      guard: ({ context, event }: { context: GameState; event: GameEvent }) => {
        const move = moveOf(event);
        return (
          move?.kind === 'choose' &&
          move.option === id &&
          phaseChoiceRefusal(cv, context, (event as { seat: number }).seat, move) === null
        );
      },
      target: `#phase-${id}`,
      actions: 'choosePhase' as const,
    });
    return { id: 'phase-choice', tags: ['awaiting-phase-choice'], on: { MOVE: choice.phases.map(to) } };
  }

  const machine = m.createMachine({
    id: cv.id,
    context: ({ input }) => flow.context(input),
    initial: 'game',
    states: {
      game: { initial: cv.phases[0]!.id, states: withChoice(phaseStates, choiceState()) },
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
  quickFlows.set(machine, { flow, owned });
  return machine;
}

/**
 * A state as a search holds it: `base`, a snapshot of the leaf state it is in (its status, value and
 * tags are the state's; its context is not), and its own `context`. A snapshot is made from it only
 * for a state the search keeps; most it reaches it has seen already.
 */
export interface LeafState {
  base: GameSnapshot;
  context: GameState;
}

/**
 * What the quick walk of `machine` is built from (its plain flow, and whether its games own their
 * states): for the walk of a game run without an actor (quick-machine.ts) and a search's walk
 * (explore/leaf-walk.ts). Neither is loaded with the machine: pages that play through actors
 * never take that path.
 */
export function quickFlowOf(machine: GameMachine): { flow: PlainFlow; owned: boolean } | undefined {
  return quickFlows.get(machine);
}

const quickFlows = new WeakMap<object, { flow: PlainFlow; owned: boolean }>();

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
  if (typeof game === 'string') return game === CHOOSING ? snapshot.context.phase : game;
  if (typeof game === 'object' && game !== null) return Object.keys(game)[0]!;
  return snapshot.context.phase;
}

/** Whether the deal in `snapshot` is played out and waits to be counted (`COUNT`). */
export const isCounting = (snapshot: GameSnapshot): boolean => snapshot.hasTag('counting');

/** What `sendChecked` sends to: an actor of the machine, or a game started by `startGame` (runner.ts). */
type GameHandle = Pick<GameActor, 'getSnapshot'> & { send(event: GameEvent): void };

/** Sends `event`; throws the machine's failure, if it failed, as a RunError naming the clause. */
export function sendChecked(cv: CompiledVariant, actor: GameHandle, event: GameEvent): void {
  actor.send(event);
  const snap = actor.getSnapshot();
  if (snap.status === 'error') throw asRunError(cv, snap.error);
}
