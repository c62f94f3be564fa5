/**
 * Dealing and card-by-card play of one deal, driven by the compiled rules: who receives which
 * cards, the trump, which cards are legal, who takes each trick, and Schleipfe.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import type { ScoreScope } from '../compile/expr.ts';
import { legalCards, refusingClause, type PlayView } from '../compile/play-rules.ts';
import { shuffle, type Rng } from './rng.ts';
import { emptyRows, fits, lay, layable, placeStuck } from './layoff.ts';
import { beatingChoices, personalTrumps } from './beating.ts';
import { participantsOf, stateScope } from './flow.ts';
import type { DealOutcome, GameState, PlayState } from './state.ts';

/** Hands per seat and the trump suit (index, or -1 for none). */
export interface DealtCards { hands: number[][]; trump: number; stock: number[] }

/** Shuffles and deals per the variant's `deal` and `trump` clauses to `participants` (from forehand). */
export function dealCards(cv: CompiledVariant, s: GameState, rng: Rng, participants = participantsOf(cv, s)): DealtCards {
  const pack: number[] = [];
  for (let c = 0; c < cv.deck.size; c++) pack.push(c);
  shuffle(pack, rng);
  const hands: number[][] = s.players.map(() => []);
  // Packets go round from forehand, or from the dealer when the variant says so.
  const at = cv.deal.from === 'dealer' ? Math.max(0, participants.indexOf(s.dealer)) : 0;
  const order = [...participants.slice(at), ...participants.slice(0, at)];
  let next = 0;
  let lastDealt = -1;
  let lastToDealer = -1;
  for (const size of cv.deal.packets) {
    for (const q of order) {
      for (let k = 0; k < size; k++) {
        const c = pack[next++]!;
        hands[q]!.push(c);
        lastDealt = c;
        if (q === s.dealer) lastToDealer = c;
      }
    }
  }
  // A dealer who is not dealt in (a play-off dealt for others) turns the last card dealt.
  if (lastToDealer < 0) lastToDealer = lastDealt;
  const stock = pack.slice(next);
  const sc = stateScope(s, undefined, participants);
  const rule = cv.trumpRules.find((r) => !r.when || r.when(sc, -1));
  let upcard = -1;
  switch (rule?.source) {
    case 'bottom-of-pack': upcard = pack[pack.length - 1]!; break;
    case 'top-of-stock': upcard = stock[0] ?? lastToDealer; break;
    case 'dealer-last-card': upcard = lastToDealer; break;
    default: upcard = -1;
  }
  return { hands, trump: upcard < 0 ? -1 : Math.floor(upcard / cv.deck.ranks.length), stock };
}

/** The compiled phase a deal in progress belongs to. */
export const phaseOfPlay = (cv: CompiledVariant, p: PlayState) => cv.phases.find((ph) => ph.id === p.phase)!;

/** Starts card play: forehand (or the play-off's leader) to lead; in a lay-off deal, the holder of the starting card. */
export function startPlay(cv: CompiledVariant, s: GameState, hands: number[][], trump: number): PlayState {
  // Who leads may depend on the cards (`lead holder of 2C`): the order of play is found from them.
  return startPlayIn(cv, s.phase, participantsOf(cv, s, hands), hands, trump);
}

/** Starts card play in `phase` among `participants` (in order from forehand); `hands` by seat. */
export function startPlayIn(cv: CompiledVariant, phase: string, participants: number[], hands: number[][], trump: number): PlayState {
  const mode = cv.phases.find((ph) => ph.id === phase)!.mode;
  const beating = mode.kind === 'beating' ? personalTrumps(mode, participants, hands, hands.length) : null;
  const first = mode.kind === 'layoff' ? participants.find((q) => hands[q]!.includes(mode.start)) ?? participants[0]!
    : beating ? beating.leader : participants[0]!;
  return {
    phase,
    trump,
    hands: hands.map((h) => [...h]),
    participants,
    turn: first,
    trick: [],
    trickSeats: [],
    tricksPlayed: 0,
    points: hands.map(() => 0),
    tricks: hands.map(() => 0),
    lastTrick: null,
    plays: [],
    rows: mode.kind === 'layoff' ? emptyRows(cv.deck) : null,
    places: hands.map(() => 0),
    trumps: beating?.trumps ?? null,
    trickSize: 0,
  };
}

/** The tables for this deal's phase and trump. */
export const tablesFor = (cv: CompiledVariant, p: PlayState) => phaseOfPlay(cv, p).tables[p.trump < 0 ? cv.deck.suits.length : p.trump]!;

function viewOf(cv: CompiledVariant, p: PlayState, seat: number): PlayView {
  const t = tablesFor(cv, p);
  // The deal's history, only when a rule reads it: the cards of `plays` (`seat:card`; not `seat:pass`).
  const played = cv.play.history ? p.plays.map((x) => Number(x.slice(x.indexOf(':') + 1))).filter((c) => Number.isInteger(c)) : [];
  return { t, hand: p.hands[seat]!, trick: p.trick, led: p.trick.length ? t.eff[p.trick[0]!]! : -1, handSuits: 0, trickNo: p.tricksPlayed + 1, played };
}

/** Cards `seat` may play now (empty when it is not their turn). */
export function legalPlays(cv: CompiledVariant, p: PlayState, seat: number): number[] {
  if (seat !== p.turn || isComplete(cv, p)) return [];
  const mode = phaseOfPlay(cv, p).mode;
  if (mode.kind === 'layoff') return layable(cv.deck, p.rows!, mode.start, p.hands[seat]!);
  if (mode.kind === 'beating') return beatingChoices(cv.deck, mode, p.trumps!, p.trick.at(-1) ?? -1, p.trickSeats.at(-1) ?? -1, p.hands[seat]!, seat);
  return [...legalCards(cv.play, viewOf(cv, p, seat), [])];
}

/** Why `card` may not be played by `seat` now: a clause id, `turn`, `hand`; or null when it may. */
export function whyRefused(cv: CompiledVariant, p: PlayState, seat: number, card: number): string | null {
  if (isComplete(cv, p)) return 'deal-over';
  if (seat !== p.turn) return 'turn';
  const mode = phaseOfPlay(cv, p).mode;
  if (mode.kind === 'layoff') {
    if (!p.hands[seat]!.includes(card)) return 'hand';
    return fits(cv.deck, p.rows!, mode.start, card) ? null : mode.clause;
  }
  if (mode.kind === 'beating') {
    if (!p.hands[seat]!.includes(card)) return 'hand';
    return legalPlays(cv, p, seat).includes(card) ? null : mode.clause;
  }
  return refusingClause(cv.play, viewOf(cv, p, seat), card);
}

/** Why `seat` may not pass now (only a lay-off player with nothing to lay may), or null. */
export function passRefused(cv: CompiledVariant, p: PlayState, seat: number): string | null {
  const mode = phaseOfPlay(cv, p).mode;
  if (isComplete(cv, p)) return 'deal-over';
  if (seat !== p.turn) return 'turn';
  if (mode.kind !== 'layoff') return 'no-pass';
  return layable(cv.deck, p.rows!, mode.start, p.hands[seat]!).length > 0 ? mode.clause : null;
}

/** Why `seat` may not pick up the trick now (beating deals only), or null. */
export function pickUpRefused(cv: CompiledVariant, p: PlayState, seat: number): string | null {
  const mode = phaseOfPlay(cv, p).mode;
  if (isComplete(cv, p)) return 'deal-over';
  if (seat !== p.turn) return 'turn';
  if (mode.kind !== 'beating') return 'no-pickup';
  if (p.trick.length === 0) return mode.clause;
  return mode.pickUpAtWill || legalPlays(cv, p, seat).length === 0 ? null : mode.clause;
}

/** True when every card has been played (lay-off and beating deals: when every player has a place). */
export function isComplete(cv: CompiledVariant, p: PlayState): boolean {
  if (p.rows || p.trumps) return p.places.filter((x) => x > 0).length >= p.participants.length;
  return p.tricksPlayed === cv.deal.count && p.trick.length === 0;
}

/** The next participant after `seat` who still holds cards. */
function nextHolding(p: PlayState, seat: number, hands: number[][]): number {
  const i = p.participants.indexOf(seat);
  for (let k = 1; k <= p.participants.length; k++) {
    const q = p.participants[(i + k) % p.participants.length]!;
    if (hands[q]!.length > 0) return q;
  }
  return seat;
}

/** Lays `card` (a lay-off deal): a player whose hand is empty goes out; the last one in takes the last place. */
function layCard(cv: CompiledVariant, prev: PlayState, seat: number, card: number): PlayState {
  const hands = prev.hands.map((h, i) => (i === seat ? h.filter((c) => c !== card) : h));
  const p: PlayState = { ...prev, hands, rows: lay(cv.deck, prev.rows!, card), places: [...prev.places], plays: [...prev.plays, `${seat}:${card}`] };
  let placed = p.places.filter((x) => x > 0).length;
  if (hands[seat]!.length === 0) p.places[seat] = ++placed;
  const left = p.participants.filter((q) => hands[q]!.length > 0);
  if (left.length === 1) p.places[left[0]!] = ++placed;
  p.turn = nextHolding(p, seat, hands);
  return p;
}

/** Places a player who has just run out of cards, and the last one when only one holds cards. */
function placeOut(p: PlayState, seat: number): void {
  let placed = p.places.filter((x) => x > 0).length;
  if (p.hands[seat]!.length === 0 && p.places[seat] === 0) p.places[seat] = ++placed;
  const left = p.participants.filter((q) => p.hands[q]!.length > 0);
  if (left.length === 1) p.places[left[0]!] = ++placed;
  if (left.length === 0) for (const q of p.participants) if (p.places[q] === 0) p.places[q] = ++placed;
}

/** Plays `card` on the trick (a beating deal); a trick beaten to its full size leaves play and its last player leads. */
function beatWith(prev: PlayState, seat: number, card: number): PlayState {
  const size = prev.trick.length === 0 ? prev.participants.filter((q) => prev.hands[q]!.length > 0).length : prev.trickSize;
  const p: PlayState = { ...prev, hands: prev.hands.map((h, i) => (i === seat ? h.filter((c) => c !== card) : h)), places: [...prev.places],
    trick: [...prev.trick, card], trickSeats: [...prev.trickSeats, seat], trickSize: size, plays: [...prev.plays, `${seat}:${card}`] };
  if (p.trick.length >= size) {
    p.trick = [];
    p.trickSeats = [];
    p.tricksPlayed += 1;
    p.turn = p.hands[seat]!.length > 0 ? seat : nextHolding(p, seat, p.hands);
  } else {
    p.turn = nextHolding(p, seat, p.hands);
  }
  placeOut(p, seat);
  return p;
}

/** Picks the trick up into `seat`'s hand (a beating deal); the next player leads. */
export function pickUp(prev: PlayState, seat: number): PlayState {
  const hands = prev.hands.map((h, i) => (i === seat ? [...h, ...prev.trick] : h));
  const p: PlayState = { ...prev, hands, trick: [], trickSeats: [], places: [...prev.places], plays: [...prev.plays, `${seat}:pickup`] };
  p.turn = nextHolding(p, seat, hands);
  placeOut(p, seat);
  return p;
}

/** Passes for `seat` (assumed allowed); a full round of passes ends the deal (see `placeStuck`). */
export function passTurn(prev: PlayState, seat: number): PlayState {
  const p: PlayState = { ...prev, turn: nextHolding(prev, seat, prev.hands), plays: [...prev.plays, `${seat}:pass`] };
  const holding = p.participants.filter((q) => p.hands[q]!.length > 0).length;
  let passes = 0;
  for (let i = p.plays.length - 1; i >= 0 && p.plays[i]!.endsWith(':pass'); i--) passes++;
  if (passes >= holding) p.places = placeStuck(p.participants, p.hands, p.places);
  return p;
}

/** Plays `card` for `seat` (assumed legal) and, when the trick is full, gives it to its winner. */
export function playCard(cv: CompiledVariant, prev: PlayState, seat: number, card: number): PlayState {
  if (prev.rows) return layCard(cv, prev, seat, card);
  if (prev.trumps) return beatWith(prev, seat, card);
  const p: PlayState = { ...prev, hands: prev.hands.map((h, i) => (i === seat ? h.filter((c) => c !== card) : h)),
    trick: [...prev.trick, card], trickSeats: [...prev.trickSeats, seat], points: [...prev.points], tricks: [...prev.tricks],
    plays: [...prev.plays, `${seat}:${card}`] };
  if (p.trick.length < p.participants.length) {
    const i = p.participants.indexOf(seat);
    p.turn = p.participants[(i + 1) % p.participants.length]!;
    return p;
  }
  const t = tablesFor(cv, p);
  const w = p.trickSeats[cv.play.winner(t, p.trick)]!;
  let pts = 0;
  for (const c of p.trick) pts += t.points[c]!;
  p.tricksPlayed += 1;
  pts += phaseOfPlay(cv, p).trickValues[p.tricksPlayed - 1]!;
  p.points[w]! += pts;
  p.tricks[w]! += 1;
  p.lastTrick = { cards: p.trick, seats: p.trickSeats, winner: w, takenBy: w, points: pts };
  p.trick = [];
  p.trickSeats = [];
  p.turn = w;
  return p;
}

/**
 * Whether `seat` may take the last trick although `winner` won it (Schleipfe): the variant must
 * have the action, the trick must be complete with no card led since, and the rule on who must hold.
 */
export function takeRefused(cv: CompiledVariant, p: PlayState, seat: number, scope: ScoreScope): string | null {
  const a = cv.takeTrick;
  if (!a) return 'no-take-trick';
  if (!p.lastTrick || p.trick.length > 0) return a.id;
  if (a.when && !a.when(scope, seat)) return a.id;
  if (p.lastTrick.takenBy === seat || !p.participants.includes(seat)) return a.id;
  if (a.who === 'highest-of-led') {
    const t = tablesFor(cv, p);
    const led = t.eff[p.lastTrick.cards[0]!]!;
    const trumped = p.lastTrick.cards.some((c) => t.eff[c] === cv.trump) && led !== cv.trump;
    if (!trumped) return a.id;
    let best = 0;
    p.lastTrick.cards.forEach((c, i) => { if (t.eff[c] === led && t.power[c]! > t.power[p.lastTrick!.cards[best]!]!) best = i; });
    if (p.lastTrick.seats[best] !== seat) return a.id;
  }
  return null;
}

/** Moves the last trick (points and count) to `seat`, who then leads. */
export function takeTrick(prev: PlayState, seat: number): PlayState {
  const last = prev.lastTrick!;
  const p: PlayState = { ...prev, points: [...prev.points], tricks: [...prev.tricks] };
  p.points[last.takenBy]! -= last.points;
  p.tricks[last.takenBy]! -= 1;
  p.points[seat]! += last.points;
  p.tricks[seat]! += 1;
  p.lastTrick = { ...last, takenBy: seat };
  p.turn = seat;
  return p;
}

/** The outcome of a finished deal. */
export const outcomeOf = (p: PlayState): DealOutcome => {
  const cards = p.hands.map((h) => h.length);
  return p.rows || p.trumps ? { points: p.points, tricks: p.tricks, places: p.places, cards } : { points: p.points, tricks: p.tricks, cards };
};
