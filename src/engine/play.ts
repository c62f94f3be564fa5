/**
 * Dealing, and one deal's moves as seen from a single seat: which cards are legal, why a move is
 * refused, and what it does. The rules themselves are the step kinds' (src/engine/steps); these
 * functions ask the step the deal is at.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import type { ScoreScope } from '../compile/expr.ts';
import { shuffleInts, type Rng } from './rng.ts';
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

/** Hands per seat and the trump suit (index, or -1 for none). */
export interface DealtCards {
  hands: number[][];
  trump: number;
  stock: number[] /** The turned trump card, or -1. */;
  upcard: number;
  /** The talon dealt apart (`talon N`), empty when none is (or it was dealt into a hand: `talon N to SEAT`). */
  talon: number[];
}

/**
 * The pack a deal shuffles, reused and grown as needed (its first `cv.deck.size` places are the
 * pack): a deal reads it only until it returns (the hands and the stock are copies). A typed array
 * (no `length` setter, a call into the runtime, per deal): dealing is a measurable part of a
 * simulated deal. tests/engine/deal-cards.test.ts compares the deal with a plain card-by-card form.
 */
let pack = new Int16Array(64);

/** Where the next card of each seat's hand goes as the packets go round (one list, reused: see dealCards). */
let dealtTo = new Int32Array(16);

/**
 * Shuffles and deals per the variant's `deal` and `trump` clauses to `participants` (from forehand).
 * `into`: hands (by seat) the caller gives up to be dealt into, such as the last deal's (a
 * simulation plays a deal out before it deals the next): a hand of the size dealt is written over
 * in place, so that most deals make no new hands.
 */
export function dealCards(
  cv: CompiledVariant,
  s: GameState,
  rng: Rng,
  participants = participantsOf(cv, s),
  into?: number[][],
): DealtCards {
  const size = cv.deck.size;
  if (pack.length < size) pack = new Int16Array(size);
  for (let c = 0; c < size; c++) pack[c] = c;
  shuffleInts(pack, size, rng);
  const seats = s.players.length;
  // Packets go round from forehand, or from the dealer when the variant says so.
  const n = participants.length,
    packets = cv.deal.packets;
  let each = 0;
  for (let p = 0; p < packets.length; p++) each += packets[p]!;
  const talonSize = cv.deal.talon?.count ?? 0;
  // The player dealt the talon as well (`talon N to SEAT`), found from the deal's dealer: -1 for none.
  const talonSeat = cv.talonTo ? cv.talonTo(dealContext(cv, s).seats) : -1;
  const talonTo = participants.includes(talonSeat) ? talonSeat : -1;
  const hands = handsFor(into, seats, participants, each, talonTo, talonSize);
  if (dealtTo.length < seats) dealtTo = new Int32Array(seats);
  for (let q = 0; q < seats; q++) dealtTo[q] = 0;
  const at = cv.deal.from === 'dealer' ? Math.max(0, participants.indexOf(s.dealer)) : 0;
  let next = 0;
  for (let p = 0; p < packets.length; p++) {
    const packet = packets[p]!;
    for (let j = 0, i = at; j < n; j++, i = i + 1 === n ? 0 : i + 1) {
      const q = participants[i]!;
      const hand = hands[q]!;
      let k = dealtTo[q]!;
      for (let c = 0; c < packet; c++) hand[k++] = pack[next++]!;
      dealtTo[q] = k;
    }
  }
  // The talon: the next cards of the pack after the hands, into a hand or apart.
  const talon: number[] = [];
  for (let c = 0; c < talonSize && next < size; c++) {
    if (talonTo >= 0) hands[talonTo]![dealtTo[talonTo]!++] = pack[next++]!;
    else talon.push(pack[next++]!);
  }
  const stock: number[] = [];
  for (let c = next; c < size; c++) stock.push(pack[c]!);
  // The scope is built only for a trump clause with a condition: most deals never read it.
  let sc: ReturnType<typeof stateScope> | null = null;
  let rule: CompiledVariant['trumpRules'][number] | undefined;
  for (let k = 0; k < cv.trumpRules.length; k++) {
    const r = cv.trumpRules[k]!;
    if (!r.when || r.when((sc ??= stateScope(s, undefined, participants)), -1)) {
      rule = r;
      break;
    }
  }
  let upcard = -1;
  switch (rule?.source) {
    case 'bottom-of-pack':
      upcard = pack[size - 1]!;
      break;
    case 'top-of-stock':
      upcard = stock[0] ?? lastToDealer(hands, s.dealer, next);
      break;
    case 'dealer-last-card':
      upcard = lastToDealer(hands, s.dealer, next);
      break;
    default:
      upcard = -1;
  }
  return { hands, trump: upcard < 0 ? -1 : Math.floor(upcard / cv.deck.ranks.length), stock, upcard, talon };
}

/**
 * Hands by seat to deal `each` cards to each of `participants` into (`extra` more to seat `more`,
 * who is dealt the talon too), every other seat's empty: each hand of `into` already of its size
 * kept (written over by index, so it stays a packed array), any other made anew at its size.
 */
function handsFor(
  into: number[][] | undefined,
  seats: number,
  participants: readonly number[],
  each: number,
  more = -1,
  extra = 0,
): number[][] {
  const hands = into ?? [];
  // Another table's hands (never in one run): the seats past this table's dropped.
  if (hands.length > seats) hands.length = seats;
  for (let q = 0; q < seats; q++) {
    const want = participants.includes(q) ? each + (q === more ? extra : 0) : 0;
    if (hands[q]?.length === want) continue;
    // Zeros to start with: every place is written before it is read (a pushed list, never a holey one).
    const hand: number[] = [];
    for (let k = 0; k < want; k++) hand.push(0);
    hands[q] = hand;
  }
  return hands;
}

/**
 * The last card dealt to `dealer`; a dealer who is not dealt in (a play-off dealt for others) turns
 * the last card dealt (of the `dealt` first cards of the pack), -1 when none was.
 */
function lastToDealer(hands: readonly number[][], dealer: number, dealt: number): number {
  const hand = hands[dealer];
  if (hand && hand.length > 0) return hand[hand.length - 1]!;
  return dealt > 0 ? pack[dealt - 1]! : -1;
}

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
