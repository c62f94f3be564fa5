/**
 * Dealing, and one deal's moves as seen from a single seat: which cards are legal, why a move is
 * refused, and what it does. The rules themselves are the step kinds' (src/engine/steps); these
 * functions ask the step the deal is at.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import type { ScoreScope } from '../compile/expr.ts';
import { leadScope, participantsOf } from './flow/order.ts';
import { stateScope } from './flow/scopes.ts';
import { dealTeams, teamsOutOf } from './flow/teams.ts';
import type { DealContext, DealOutcome, GameState, PlayState } from './state.ts';
import {
  advanceSteps,
  applyStepMove,
  dealDone,
  enterStep,
  explainMove,
  legalStepMoves,
  moveTitle,
  readsGame,
} from './steps/index.ts';
import { takeRefused as takeRefusedIn } from './steps/tricks/rules.ts';

export { phaseOfPlay, tablesFor } from './steps/common.ts';
export { takeTrick } from './steps/tricks/rules.ts';
export { pickUp } from './steps/beating/rules.ts';

/** Starts a deal's steps: forehand (or the play-off's leader) moves first unless a step says otherwise. */
export function startPlay(
  cv: CompiledVariant,
  s: GameState,
  hands: number[][],
  trump: number,
  upcard = -1,
  talon: readonly number[] = [],
  stock: readonly number[] = [],
): PlayState {
  // Who leads may depend on the cards (`lead holder of 2C`): the order of play is found from them.
  const teams = dealTeams(cv, s, hands);
  const p = startPlayIn(
    cv,
    s.phase,
    participantsOf(cv, s, hands),
    hands,
    trump,
    dealContext(cv, s, upcard, talon, stock),
  );
  return teams ? { ...p, teams } : p;
}

/**
 * The context of the next deal of `s` (see DealContext), with the turned trump card if known, the
 * talon dealt apart and the stock, in the order it is drawn (each kept only when there is one and,
 * for the stock, when the deal's phase draws from it: other deals' contexts are as before).
 */
export const dealContext = (
  cv: CompiledVariant,
  s: GameState,
  upcard = -1,
  talon: readonly number[] = [],
  stock: readonly number[] = [],
): DealContext => {
  const lead = leadScope(cv, s);
  const draws = stock.length > 0 && cv.phases.find((ph) => ph.id === s.phase)?.draw !== undefined;
  return {
    ...(talon.length > 0 ? { talon: [...talon] } : {}),
    ...(draws ? { stock: [...stock] } : {}),
    index: s.dealNumber,
    seats: {
      seats: s.players.length,
      out: [...s.out],
      tied: s.playoff?.pending[0]?.group ?? [],
      dealer: s.dealer,
      playoffDealer: -1,
    },
    upcard,
    lead: { ...lead, seats: { ...lead.seats, out: [...lead.seats.out] } },
    // Only a game that has made a choice has the list: other deals keep their shape.
    ...(s.chosen ? { chosen: s.chosen } : {}),
    ...(gameRead(cv, s) ? { game: stateScope(s) } : {}),
  };
};

/** Whether the next deal of `s` has a step that reads the game as it begins (see StepKind.readsGame). */
const gameRead = (cv: CompiledVariant, s: GameState): boolean => {
  const phase = cv.phases.find((ph) => ph.id === s.phase);
  return phase !== undefined && readsGame(phase);
};

/** A context for a deal played apart from a game (tests, a deal alone): the first deal, dealt by the last participant. */
const looseContext = (participants: number[], seats: number): DealContext => ({
  index: 0,
  seats: {
    seats,
    out: new Array<boolean>(seats).fill(false),
    tied: [],
    dealer: participants.at(-1) ?? 0,
    playoffDealer: -1,
  },
  upcard: -1,
});

/** Starts the steps of a deal in `phase` among `participants` (in order from forehand); `hands` by seat. */
export function startPlayIn(
  cv: CompiledVariant,
  phase: string,
  participants: number[],
  hands: number[][],
  trump: number,
  deal: DealContext = looseContext(participants, hands.length),
): PlayState {
  return advanceSteps(cv, enterStep(cv, withTeamsOut(cv, newDeal(phase, participants, hands, trump, deal)), 0));
}

/** `p` (changed) with the teams that go out together, when the variant's do (`, out together`). */
function withTeamsOut(cv: CompiledVariant, p: PlayState): PlayState {
  const teams = teamsOutOf(cv, p.deal.seats, p.hands);
  if (teams) p.teamsOut = teams;
  return p;
}

/** A dealt deal before its first step has started (the machine starts each step on entering its substate). */
export function dealState(
  cv: CompiledVariant,
  s: GameState,
  hands: number[][],
  trump: number,
  upcard = -1,
  talon: readonly number[] = [],
  stock: readonly number[] = [],
): PlayState {
  const p = newDeal(s.phase, participantsOf(cv, s, hands), hands, trump, dealContext(cv, s, upcard, talon, stock));
  // Teams found from the cards, from the hands as dealt (a variant with `partner of ... is ...` only).
  const teams = dealTeams(cv, s, hands);
  if (teams) p.teams = teams;
  withTeamsOut(cv, p);
  return p;
}

function newDeal(
  phase: string,
  participants: number[],
  hands: number[][],
  trump: number,
  deal: DealContext,
): PlayState {
  return {
    phase,
    step: 0,
    trump,
    hands: hands.map((h) => [...h]),
    participants,
    turn: participants[0]!,
    trick: [],
    trickSeats: [],
    tricksPlayed: 0,
    points: hands.map(() => 0),
    tricks: hands.map(() => 0),
    lastTrick: null,
    plays: [],
    rows: null,
    places: hands.map(() => 0),
    trumps: null,
    trickSize: 0,
    deal,
    gifts: null,
    made: false,
    // The stock to draw from, when the deal draws (other deals keep their shape).
    ...(deal.stock ? { stock: [...deal.stock] } : {}),
  };
}

/** Cards `seat` may play now (empty when it is not their turn). */
export function legalPlays(cv: CompiledVariant, p: PlayState, seat: number): number[] {
  const out: number[] = [];
  for (const m of legalStepMoves(cv, p, seat)) if (m.kind === 'card') out.push(m.card);
  return out;
}

/** Why `card` may not be played by `seat` now: a clause id, `turn`, `hand`; or null when it may. */
export function whyRefused(cv: CompiledVariant, p: PlayState, seat: number, card: number): string | null {
  return explainMove(cv, p, seat, { kind: 'card', card })?.clause ?? null;
}

/** Why `seat` may not pass now (only a lay-off player with nothing to lay may), or null. */
export function passRefused(cv: CompiledVariant, p: PlayState, seat: number): string | null {
  return explainMove(cv, p, seat, { kind: 'pass' })?.clause ?? null;
}

/** Why `seat` may not choose `option` now (a refusal in words), or null when it may. */
export function chooseRefused(cv: CompiledVariant, p: PlayState, seat: number, option: string): string | null {
  return explainMove(cv, p, seat, { kind: 'choose', option })?.reason ?? null;
}

/** The options `seat` may choose now, by id and title (none when it is not their choice). */
export function choicesFor(cv: CompiledVariant, p: PlayState, seat: number): { option: string; title: string }[] {
  const out: { option: string; title: string }[] = [];
  for (const m of legalStepMoves(cv, p, seat))
    if (m.kind === 'choose') out.push({ option: m.option, title: moveTitle(cv, m) ?? '' });
  return out;
}

/** Why `seat` may not pick up the whole trick now (beating deals only), or null. */
export function pickUpRefused(
  cv: CompiledVariant,
  p: PlayState,
  seat: number,
  count: number | null = null,
): string | null {
  return explainMove(cv, p, seat, { kind: 'pickup', count })?.clause ?? null;
}

/** True when the deal is played to its end (every trick; in lay-off and beating deals, every player placed). */
export function isComplete(cv: CompiledVariant, p: PlayState): boolean {
  return dealDone(cv, p);
}

/** Plays `card` for `seat` (assumed legal): in tricks, a full trick goes to its winner. */
export function playCard(cv: CompiledVariant, prev: PlayState, seat: number, card: number): PlayState {
  return applyStepMove(cv, prev, seat, { kind: 'card', card });
}

/**
 * Whether `seat` may take the last trick although `winner` won it (Schleipfe): the variant must
 * have the action, the trick must be complete with no card led since, and the rule on who must hold.
 */
export function takeRefused(cv: CompiledVariant, p: PlayState, seat: number, scope: ScoreScope): string | null {
  return takeRefusedIn(cv, p, seat, scope);
}

/** Whether `p` is a deal of places (laid off or beaten: rows or personal trumps on the table), not one of tricks. */
export const ofPlaces = (p: PlayState): boolean => Boolean(p.rows || p.trumps);

/** The outcome of a finished deal. */
export const outcomeOf = (p: PlayState): DealOutcome =>
  // A deal in tricks leaves no card in hand: the flow fills in `cards` (zeros), as for the fast path's outcome.
  withChosen(
    p,
    ofPlaces(p)
      ? withCounts(p, { points: p.points, tricks: p.tricks, places: p.places, cards: p.hands.map((h) => h.length) })
      : { points: p.points, tricks: p.tricks },
  );

/** `o` with the passes and pick-ups of deal `p`, where it counted them (a deal that did not keeps its outcome's shape). */
function withCounts(p: PlayState, o: DealOutcome): DealOutcome {
  if (p.passes) o.passes = p.passes.slice();
  if (p.pickups) o.pickups = p.pickups.slice();
  return o;
}

/**
 * `o` with the options chosen in deal `p`, when it had a choice, and its teams found from the cards,
 * when it has them (a deal without either keeps its outcome's shape).
 */
const withChosen = (p: PlayState, o: DealOutcome): DealOutcome => {
  const c = p.chosen ? { ...o, chosen: p.chosen } : o;
  return p.teams ? { ...c, teams: p.teams } : c;
};
