/**
 * The rules of an exchange with the table (`exchange 6 of trump for trump card`), as pure
 * functions: the card that may be exchanged, who holds it, and the hands after the swap. The turned
 * trump card lies where the deal put it: in the stock, or in the hand it was dealt into (the
 * dealer's, when the bottom card of a pack dealt out is turned). The exchanged card takes its place.
 */

/** The card of rank index `rank` in the trump suit (cards are `suit * ranks + rank`), or -1 without trumps. */
export const exchangeCard = (ranks: number, rank: number, trump: number): number =>
  trump < 0 || rank < 0 ? -1 : trump * ranks + rank;

/**
 * Who may exchange: the participant holding `card`, when a trump card is turned (`upcard`), is not
 * that card and is not already in the same hand. -1 when nobody may.
 */
export function exchanger(
  hands: readonly (readonly number[])[],
  participants: readonly number[],
  card: number,
  upcard: number,
): number {
  if (card < 0 || upcard < 0 || card === upcard) return -1;
  const q = participants.find((p) => hands[p]!.includes(card));
  if (q === undefined || hands[q]!.includes(upcard)) return -1;
  return q;
}

/** Why `seat` may not give `cards` in exchange, in words, or null when it may. */
export function exchangeRefusal(
  names: readonly string[],
  holder: number,
  seat: number,
  card: number,
  cards: readonly number[],
): string | null {
  if (seat !== holder)
    return holder < 0
      ? 'nobody can exchange for the trump card in this deal'
      : `only the holder of ${names[card]} may exchange it for the trump card`;
  if (cards.length !== 1 || cards[0] !== card) return `only ${names[card]} may be given for the trump card`;
  return null;
}

/** The hands after `seat` swaps `card` for `upcard` (taken from whichever hand holds it; from the stock if none). */
export function handsAfterExchange(
  hands: readonly (readonly number[])[],
  seat: number,
  card: number,
  upcard: number,
): number[][] {
  return hands.map((h, q) => {
    if (q === seat) return [...h.filter((c) => c !== card), upcard];
    return h.includes(upcard) ? h.map((c) => (c === upcard ? card : c)) : [...h];
  });
}
