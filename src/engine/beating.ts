/**
 * Beating (Bauernheinrich): a card must beat the card before it — a higher card of its suit, the
 * player's personal trump, or a higher permanent trump — or the player picks the trick up into
 * the hand. A trick beaten up to its full size leaves play and its last player leads. A player who
 * has no cards left is out; the first out takes place 1.
 */
import type { Deck } from '../compile/cards.ts';
import type { BeatingMode } from '../compile/compile.ts';

export type { BeatingMode };

/** Each seat's personal trump suit for a deal (-1 for players not dealt in), and who leads. */
export function personalTrumps(mode: BeatingMode, participants: number[], hands: number[][], seats: number): { trumps: number[]; leader: number } {
  const trumps = new Array<number>(seats).fill(-1);
  const at = Math.max(0, participants.findIndex((q) => hands[q]!.includes(mode.holder)));
  mode.personal.forEach((suit, k) => {
    if (k < participants.length) trumps[participants[(at + k) % participants.length]!] = suit;
  });
  return { trumps, leader: participants[at]! };
}

/** Whether `card` played by `seat` beats `prev` played by `prevSeat`. */
export function beats(deck: Deck, mode: BeatingMode, trumps: number[], prev: number, prevSeat: number, card: number, seat: number): boolean {
  const n = deck.ranks.length;
  const rank = (c: number) => c % n, suit = (c: number) => Math.floor(c / n);
  const permanent = (c: number) => rank(c) === mode.permanent;
  if (permanent(prev)) return permanent(card) && suit(card) < suit(prev);
  if (permanent(card)) return true;
  if (suit(card) === suit(prev)) return rank(card) > rank(prev);
  if (suit(card) !== trumps[seat]) return false;
  return mode.trumpBeatsTrump || suit(prev) !== trumps[prevSeat];
}

/** The cards of `hand` that `seat` may play on `prev` (any card when leading). */
export function beatingChoices(deck: Deck, mode: BeatingMode, trumps: number[], prev: number, prevSeat: number, hand: readonly number[], seat: number): number[] {
  if (prev < 0) return [...hand];
  const beaters = hand.filter((c) => beats(deck, mode, trumps, prev, prevSeat, c, seat));
  if (!mode.suitFirst) return beaters;
  const n = deck.ranks.length;
  const inSuit = beaters.filter((c) => Math.floor(c / n) === Math.floor(prev / n) && c % n !== mode.permanent);
  return inSuit.length > 0 ? inSuit : beaters;
}
