/**
 * Builds a compiled variant's XState 5 machine: rubber → game → phase → deal → trick → play.
 * States are named after the variant's phases. Guards and actions call the pure flow functions
 * of engine/flow.ts and engine/play.ts, so the machine decides only *when* a rule applies.
 *
 * Two ways through a deal share this one flow: `DEAL` carries a whole deal's outcome (scenarios,
 * fast simulation); `CARDS` then `PLAY`/`TAKE`/`COUNT` play it card by card (the site).
 */
import { and, assign, createActor, not, setup, type SnapshotFrom, type ActorRefFrom } from 'xstate';
import { asRunError } from './errors.ts';
import type { CompiledVariant } from '../compile/compile.ts';
import {
  checkGameOver, endPhase, gameLost, initialState, newGame, phaseOver, playoffPending, recordEntry, redealAllowed,
  redealt, rubberDone, settleDeal, settlePlayoff, settleRubber, stateScope,
} from './flow.ts';
import {
  isComplete, outcomeOf, passRefused, passTurn, pickUp, pickUpRefused, playCard, startPlay, takeRefused, takeTrick, whyRefused,
} from './play.ts';
import type { DealOutcome, GameState } from './state.ts';

/** Events the machine accepts. Seats are indices into the players list. */
export type GameEvent =
  | { type: 'DEAL'; outcome: DealOutcome }
  | { type: 'CARDS'; hands: number[][]; trump: number }
  | { type: 'PLAY'; seat: number; card: number }
  | { type: 'TAKE'; seat: number }
  | { type: 'PASS'; seat: number }
  | { type: 'PICKUP'; seat: number }
  | { type: 'COUNT' }
  | { type: 'REDEAL'; seat: number };

/** What a machine is started with: players in order of play and the first dealer's seat. */
export interface GameInput { players: string[]; dealer: number }

/** Builds the machine for a compiled variant. */
export function createGameMachine(cv: CompiledVariant) {
  const m = setup({
    types: {
      context: {} as GameState,
      events: {} as GameEvent,
      input: {} as GameInput,
    },
    guards: {
      playoffPending: ({ context }) => playoffPending(context),
      isPlayoff: ({ context }) => context.playoff !== null,
      phaseOver: ({ context }) => phaseOver(cv, context),
      gameLost: ({ context }) => gameLost(context),
      rubberDone: ({ context }) => rubberDone(cv, context),
      legalPlay: ({ context, event }) =>
        event.type === 'PLAY' && context.play !== null && whyRefused(cv, context.play, event.seat, event.card) === null,
      pickUpAllowed: ({ context, event }) =>
        event.type === 'PICKUP' && context.play !== null && pickUpRefused(cv, context.play, event.seat) === null,
      passAllowed: ({ context, event }) =>
        event.type === 'PASS' && context.play !== null && passRefused(cv, context.play, event.seat) === null,
      takeAllowed: ({ context, event }) =>
        event.type === 'TAKE' && context.play !== null && takeRefused(cv, context.play, event.seat, stateScope(context)) === null,
      allPlayed: ({ context }) => context.play !== null && isComplete(cv, context.play),
      redealAllowed: ({ context, event }) => event.type === 'REDEAL' && redealAllowed(cv, context, event.seat),
    },
    actions: {
      record: assign(({ context }) => recordEntry(cv, context, false)),
      closeEntry: assign(({ context }) => recordEntry(cv, context, true)),
      settleDeal: assign(({ context, event }) => settleDeal(cv, context, (event as { outcome: DealOutcome }).outcome)),
      settlePlayoff: assign(({ context, event }) => settlePlayoff(cv, context, (event as { outcome: DealOutcome }).outcome)),
      settlePlayed: assign(({ context }) => ({ ...settleDeal(cv, context, outcomeOf(context.play!)), play: null })),
      settlePlayedPlayoff: assign(({ context }) => ({ ...settlePlayoff(cv, context, outcomeOf(context.play!)), play: null })),
      startPlay: assign(({ context, event }) => {
        const e = event as { hands: number[][]; trump: number };
        return { play: startPlay(cv, context, e.hands, e.trump) };
      }),
      playCard: assign(({ context, event }) => {
        const e = event as { seat: number; card: number };
        return { play: playCard(cv, context.play!, e.seat, e.card) };
      }),
      take: assign(({ context, event }) => ({ play: takeTrick(context.play!, (event as { seat: number }).seat) })),
      pass: assign(({ context, event }) => ({ play: passTurn(context.play!, (event as { seat: number }).seat) })),
      pickUp: assign(({ context, event }) => ({ play: pickUp(context.play!, (event as { seat: number }).seat) })),
      redeal: assign(({ context }) => redealt(cv, context)),
      checkGameOver: assign(({ context }) => (context.playoff ? context : checkGameOver(cv, context))),
      endPhase: assign(({ context }) => endPhase(cv, context)),
      newGame: assign(({ context }) => newGame(cv, context)),
      settleRubber: assign(({ context }) => settleRubber(cv, context)),
    },
  });

  // An ordinary deal is one internal transition (settle, check, record); the eventless
  // transitions below route onward only when something happens: a play-off, a phase ending,
  // a lost game. This keeps a deal to one cheap macrostep in fast simulation.
  const settled = (settle: 'settleDeal' | 'settlePlayoff' | 'settlePlayed' | 'settlePlayedPlayoff') =>
    [settle, 'checkGameOver', 'record'] as const;
  const phaseStates = Object.fromEntries(cv.phases.map((ph, i) => {
    const next = cv.phases[i + 1];
    // The last phase has nowhere to go when it ends: only a lost game leaves it.
    const onward = [
      { guard: 'gameLost' as const, target: '#game-over' },
      ...(next ? [{ guard: 'phaseOver' as const, target: 'ending' }] : []),
    ];
    return [ph.id, {
      id: `phase-${ph.id}`,
      initial: 'deal',
      states: {
        deal: {
          on: {
            DEAL: { actions: settled('settleDeal') },
            CARDS: { target: 'play', actions: 'startPlay' as const },
            REDEAL: { guard: 'redealAllowed' as const, actions: ['redeal' as const, 'record' as const] },
          },
          always: [{ guard: 'playoffPending' as const, target: 'playoff' }, ...onward],
        },
        playoff: {
          on: {
            DEAL: { actions: settled('settlePlayoff') },
            CARDS: { target: 'play', actions: 'startPlay' as const },
            REDEAL: { guard: 'redealAllowed' as const, actions: ['redeal' as const, 'record' as const] },
          },
          always: onward.map((t) => ({ ...t, guard: and([not('playoffPending'), t.guard]) }))
            .concat([{ guard: not('playoffPending'), target: 'deal' }]),
        },
        play: {
          initial: 'trick',
          states: {
            trick: {
              on: {
                PLAY: { guard: 'legalPlay' as const, actions: 'playCard' as const },
                PASS: { guard: 'passAllowed' as const, actions: 'pass' as const },
                PICKUP: { guard: 'pickUpAllowed' as const, actions: 'pickUp' as const },
                TAKE: { guard: 'takeAllowed' as const, actions: 'take' as const },
              },
              always: { guard: 'allPlayed' as const, target: 'counting' },
            },
            counting: {
              on: {
                TAKE: { guard: 'takeAllowed' as const, actions: 'take' as const },
                COUNT: [
                  { guard: 'isPlayoff' as const, target: `#phase-${ph.id}.playoff`, actions: settled('settlePlayedPlayoff') },
                  { target: `#phase-${ph.id}.deal`, actions: settled('settlePlayed') },
                ],
              },
            },
          },
        },
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

  return m.createMachine({
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
}

/** The machine type for a compiled variant. */
export type GameMachine = ReturnType<typeof createGameMachine>;
/** A snapshot of a running game. */
export type GameSnapshot = SnapshotFrom<GameMachine>;
/** A running game. */
export type GameActor = ActorRefFrom<GameMachine>;

/** What the game waits for in `snapshot`: the scenario contract's `awaiting` (or `play` mid-deal). */
export function awaiting(snapshot: GameSnapshot): 'deal' | 'playoff' | 'play' | 'rubber-over' {
  if (snapshot.status === 'done') return 'rubber-over';
  const s = snapshot.context;
  return s.play ? 'play' : s.playoff ? 'playoff' : 'deal';
}

/**
 * Starts a game of `cv` on `machine`. A failure inside the machine stops the actor (XState keeps it
 * in the snapshot); `sendChecked` turns it into a RunError, so nobody reads a stopped game as a short one.
 */
export function startGame(cv: CompiledVariant, machine: GameMachine, input: GameInput): GameActor {
  const actor = createActor(machine, { input });
  // With an error listener XState does not rethrow the failure later, outside any caller's reach.
  actor.subscribe({ error: () => {} });
  actor.start();
  throwIfFailed(cv, actor);
  return actor;
}

/** Sends `event`; throws the machine's failure, if it failed, as a RunError naming the clause. */
export function sendChecked(cv: CompiledVariant, actor: GameActor, event: GameEvent): void {
  actor.send(event);
  throwIfFailed(cv, actor);
}

function throwIfFailed(cv: CompiledVariant, actor: GameActor): void {
  const snap = actor.getSnapshot();
  if (snap.status === 'error') throw asRunError(cv, snap.error);
}
