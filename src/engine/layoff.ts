/**
 * Laying off (Domino, Elfer raus): cards are laid in one row per suit, built up and down from the
 * starting rank. The first card is the starting card itself, laid by its holder; a later card must
 * extend a row by one rank, or open a new suit's row with a card of the starting rank. A player
 * who cannot lay a card passes; the first to lay all their cards is first out.
 */
import type { Deck } from '../compile/cards.ts';

/** The rows on the table: per suit, the lowest and highest rank index laid (-1 when the row is not opened). */
export interface Rows { lo: number[]; hi: number[]; laid: number }

/** Empty rows for `deck`. */
export const emptyRows = (deck: Deck): Rows => ({ lo: deck.suits.map(() => -1), hi: deck.suits.map(() => -1), laid: 0 });

/** Whether `card` may be laid on `rows` (the starting card `start` opens the table). */
export function fits(deck: Deck, rows: Rows, start: number, card: number): boolean {
  if (rows.laid === 0) return card === start;
  const n = deck.ranks.length;
  const suit = Math.floor(card / n), rank = card % n;
  if (rows.lo[suit]! < 0) return rank === start % n;
  return rank === rows.lo[suit]! - 1 || rank === rows.hi[suit]! + 1;
}

/** The cards of `hand` that may be laid now. */
export function layable(deck: Deck, rows: Rows, start: number, hand: readonly number[]): number[] {
  return hand.filter((c) => fits(deck, rows, start, c));
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

/** Rows with `card` laid (assumed to fit). */
export function lay(deck: Deck, rows: Rows, card: number): Rows {
  const n = deck.ranks.length;
  const suit = Math.floor(card / n), rank = card % n;
  const lo = [...rows.lo], hi = [...rows.hi];
  lo[suit] = lo[suit]! < 0 ? rank : Math.min(lo[suit]!, rank);
  hi[suit] = hi[suit]! < 0 ? rank : Math.max(hi[suit]!, rank);
  return { lo, hi, laid: rows.laid + 1 };
}
