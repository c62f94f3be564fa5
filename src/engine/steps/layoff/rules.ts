/**
 * Laying off (Domino, Elfer raus): cards are laid in one row per suit, built up and down from the
 * starting rank. The first card is the starting card itself, laid by its holder (or, `from any J`,
 * any card of the starting rank, from forehand on); a later card must extend a row by one rank, or
 * open a new suit's row with a card of the starting rank. With `rows wrap` a row goes on past the
 * Ace to the lowest rank and down past the lowest to the Ace. A player who cannot lay a card passes;
 * the first to lay all their cards is first out.
 */
import type { Deck } from '../../../compile/cards.ts';
import type { LayoffStep } from '../../../compile/steps.ts';
import type { PlayState } from '../../state.ts';
import { allPlaced, nextHolding, notHere, placeOut, removeCard, turnRefusal } from '../common.ts';
import type { Move, Refusal, StepKind } from '../step.ts';

/** The rows on the table: per suit, the lowest and highest rank index laid (-1 when the row is not opened). */
export interface Rows {
  lo: number[];
  hi: number[];
  laid: number;
}

/** How a lay-off opens and grows: its starting card, whether any card of that rank opens, whether rows wrap. */
export type RowRule = Pick<LayoffStep, 'start' | 'anyOfRank' | 'wrap'>;

/** Empty rows for `deck`. */
export const emptyRows = (deck: Deck): Rows => ({
  lo: deck.suits.map(() => -1),
  hi: deck.suits.map(() => -1),
  laid: 0,
});

/**
 * Whether `card` may be laid on `rows`. In a wrapping row `lo` is where it starts and it runs up
 * from there, round past the Ace, to `hi`; a full row takes nothing more.
 */
export function fits(deck: Deck, rows: Rows, rule: RowRule, card: number): boolean {
  const n = deck.ranks.length;
  const suit = Math.floor(card / n),
    rank = card % n;
  if (rows.laid === 0) return rule.anyOfRank ? rank === rule.start % n : card === rule.start;
  const lo = rows.lo[suit]!,
    hi = rows.hi[suit]!;
  if (lo < 0) return rank === rule.start % n;
  if (!rule.wrap) return rank === lo - 1 || rank === hi + 1;
  if ((hi - lo + n) % n === n - 1) return false;
  return rank === (lo - 1 + n) % n || rank === (hi + 1) % n;
}

/** The cards of `hand` that may be laid now. */
export function layable(deck: Deck, rows: Rows, rule: RowRule, hand: readonly number[]): number[] {
  return hand.filter((c) => fits(deck, rows, rule, c));
}

/** How many cards of `hand` may be laid now (`layable`'s length, without the list). */
export function layableCount(deck: Deck, rows: Rows, rule: RowRule, hand: readonly number[]): number {
  // Loops without a callback or a list (here and below): a simulated lay-off deal asks at every move.
  let n = 0;
  for (let i = 0; i < hand.length; i++) if (fits(deck, rows, rule, hand[i]!)) n++;
  return n;
}

/** The `k`-th card of `layable(deck, rows, rule, hand)` (k below its length), without the list. */
export function layableAt(deck: Deck, rows: Rows, rule: RowRule, hand: readonly number[], k: number): number {
  for (let i = 0; i < hand.length; i++) if (fits(deck, rows, rule, hand[i]!) && k-- === 0) return hand[i]!;
  return -1;
}

/**
 * When every player still in has passed in a row (possible only with cards out of play), nobody can
 * lay again: the rest are placed by the fewest cards left, ties in order of play.
 */
export function placeStuck(participants: number[], hands: number[][], places: number[]): number[] {
  const out = [...places];
  let placed = out.filter((x) => x > 0).length;
  const left = participants.filter((q) => out[q] === 0).sort((a, b) => hands[a]!.length - hands[b]!.length);
  for (const q of left) out[q] = ++placed;
  return out;
}

/** Lays `card` on `rows`, changing them (assumed to fit, by `fits` with the same `wrap`). */
export function lay(deck: Deck, rows: Rows, card: number, wrap = false): void {
  const n = deck.ranks.length;
  const suit = Math.floor(card / n),
    rank = card % n;
  const { lo, hi } = rows;
  if (lo[suit]! < 0) {
    lo[suit] = rank;
    hi[suit] = rank;
  } else if (wrap) {
    if (rank === (lo[suit]! - 1 + n) % n) lo[suit] = rank;
    else hi[suit] = rank;
  } else {
    lo[suit] = Math.min(lo[suit]!, rank);
    hi[suit] = Math.max(hi[suit]!, rank);
  }
  rows.laid++;
}

/**
 * The parts of a lay-off deal that its moves change. `layOn` and `passOn` change them in place: the
 * step works on a copy of the deal (`layCard`, `passTurn`), the simulator's loop on its own
 * (play-out.ts); the rules of a move are written once, here.
 */
export type Table = Pick<PlayState, 'participants' | 'hands' | 'places' | 'rows' | 'turn' | 'passes'>;

/** Lays `card` (held, and fitting): a player whose hand is empty goes out; the last one in takes the last place (placeOut, as in a beating deal). */
export function layOn(deck: Deck, step: LayoffStep, p: Table, seat: number, card: number): void {
  removeCard(p.hands[seat]!, card);
  lay(deck, p.rows!, card, step.wrap);
  placeOut(p, seat);
  p.turn = nextHolding(p, seat, p.hands);
}

/** How many participants still hold cards. */
function holding(p: Pick<Table, 'participants' | 'hands'>): number {
  let left = 0;
  for (let i = 0; i < p.participants.length; i++) if (p.hands[p.participants[i]!]!.length > 0) left++;
  return left;
}

/** `layOn` a copy of `prev`. */
function layCard(deck: Deck, step: LayoffStep, prev: PlayState, seat: number, card: number): PlayState {
  const { lo, hi, laid } = prev.rows!;
  const p: PlayState = {
    ...prev,
    hands: prev.hands.map((h, i) => (i === seat ? [...h] : h)),
    rows: { lo: [...lo], hi: [...hi], laid },
    places: [...prev.places],
    plays: [...prev.plays, `${seat}:${card}`],
  };
  layOn(deck, step, p, seat, card);
  return p;
}

/**
 * Passes for `seat` (assumed allowed), `passes` being the passes in a row with this one: a full
 * round of passes ends the deal (see `placeStuck`).
 */
export function passOn(p: Table, seat: number, passes: number): void {
  if (p.passes) p.passes[seat]! += 1;
  p.turn = nextHolding(p, seat, p.hands);
  if (passes >= holding(p)) p.places = placeStuck(p.participants, p.hands, p.places);
}

/** Passes for `seat` (assumed allowed) on a copy of `prev` (see `passOn`). */
function passTurn(prev: PlayState, seat: number): PlayState {
  const p: PlayState = { ...prev, plays: [...prev.plays, `${seat}:pass`] };
  if (prev.passes) p.passes = [...prev.passes];
  let passes = 0;
  for (let i = p.plays.length - 1; i >= 0 && p.plays[i]!.endsWith(':pass'); i--) passes++;
  passOn(p, seat, passes);
  return p;
}

/** The lay-off step. */
export const layoff: StepKind<LayoffStep> = {
  start(cv, step, p) {
    // The holder of the starting card begins; with `from any J`, forehand (who passes if they hold none).
    const first = step.anyOfRank
      ? p.participants[0]!
      : (p.participants.find((q) => p.hands[q]!.includes(step.start)) ?? p.participants[0]!);
    // Passes are counted only where a rule reads them (the step's `counts`), so other deals keep their shape.
    return step.counts
      ? { ...p, turn: first, rows: emptyRows(cv.deck), passes: p.hands.map(() => 0) }
      : { ...p, turn: first, rows: emptyRows(cv.deck) };
  },
  toMove: (_cv, _step, p) => (allPlaced(p) ? [] : [p.turn]),
  legal(cv, step, p, seat): Move[] {
    if (seat !== p.turn || allPlaced(p)) return [];
    const cards = layable(cv.deck, p.rows!, step, p.hands[seat]!);
    return cards.length ? cards.map((card) => ({ kind: 'card', card })) : [{ kind: 'pass' }];
  },
  explain(cv, step, p, seat, move): Refusal | null {
    if (move.kind === 'give') return notHere(step, 'giving cards');
    if (move.kind === 'name') return notHere(step, 'naming a suit');
    if (move.kind === 'choose') return notHere(step, 'choosing an option');
    if (move.kind === 'take') return { clause: 'no-take-trick', reason: 'a lay-off has no tricks to take' };
    const turn = turnRefusal(allPlaced(p), p, seat);
    if (turn) return turn;
    if (move.kind === 'pickup') return { clause: 'no-pickup', reason: 'there is no trick to pick up in a lay-off' };
    if (move.kind === 'pass') {
      return layable(cv.deck, p.rows!, step, p.hands[seat]!).length > 0
        ? { clause: step.clause, reason: `a player holding a card that can be laid must lay it (rule ${step.clause})` }
        : null;
    }
    if (!p.hands[seat]!.includes(move.card)) return { clause: 'hand', reason: 'they do not hold that card' };
    return fits(cv.deck, p.rows!, step, move.card)
      ? null
      : { clause: step.clause, reason: `that card does not fit a row (rule ${step.clause})` };
  },
  apply: (cv, step, p, seat, move) =>
    move.kind === 'pass' ? passTurn(p, seat) : move.kind === 'card' ? layCard(cv.deck, step, p, seat, move.card) : p,
  done: (_cv, _step, p) => allPlaced(p),
};
