/**
 * How a variant's cards are drawn. Which pack a deck is, and which pip each suit and which corner
 * index each rank has, is decided in one place, src/compile/pack.ts, from the deck's own titles (a
 * German-suited pack draws acorn, leaf, heart and bell pips and its Unter, Ober, König as U, O, K;
 * a French one ♠ ♥ ♦ ♣ pips and J, Q, K, A); a suit none of whose titles the pack knows is drawn
 * with its letter. Only the compiler's pack module and types, so that pages and islands can both
 * draw cards.
 */
import type { Deck } from '../compile/cards.ts';
import { type PackStyle, type Pip, packStyle, rankInPack, redPip, suitPip } from '../compile/pack.ts';

export type { PackStyle, Pip };

/** How one card is drawn: its pack, its corner index, its pip (null: a suit drawn as `letter`), and its middle. */
export interface CardDrawing {
  style: PackStyle;
  /** The corner index: "7", "10", "K", "U". */
  index: string;
  pip: Pip | null;
  /** The suit's letter, drawn where the suit has no known pip. */
  letter: string;
  /** Pips in the middle: 2–10 for a number card, 1 for an ace, 0 for a court card (drawn with its index large). */
  pips: number;
  /** Whether the suit is printed in red (for text beside the card). */
  red: boolean;
}

/** The corner index and middle of rank `r`: a number card's pips, an ace's one pip, a court card's letter. */
export function rankDrawing(
  deck: Pick<Deck, 'ranks' | 'rankNames'>,
  r: number,
  style: PackStyle,
): { index: string; pips: number } {
  const { index, pips } = rankInPack(deck, r, style);
  return { index, pips };
}

/** How card `c` of `deck` is drawn (cards are numbered suit by suit, ranks low to high within a suit). */
export function cardDrawing(
  deck: Pick<Deck, 'suits' | 'ranks' | 'suitNames' | 'rankNames'>,
  c: number,
  style: PackStyle = packStyle(deck),
): CardDrawing {
  const n = deck.ranks.length;
  const s = Math.floor(c / n);
  const pip = suitPip(deck, s, style);
  return { style, ...rankDrawing(deck, c % n, style), pip, letter: deck.suits[s]!, red: redPip(pip) };
}

/** The pips of each pack, and its court cards' indexes: the faces its sprite holds (with 2–10 and A). */
export const PACKS: ReadonlyMap<PackStyle, { pips: readonly Pip[]; courts: readonly string[] }> = new Map([
  ['french', { pips: ['spade', 'heart', 'diamond', 'club'], courts: ['J', 'Q', 'K'] }],
  ['german', { pips: ['acorn', 'leaf', 'heart', 'bell'], courts: ['U', 'O', 'K'] }],
]);

/** The id of the card's face in its pack's sprite ("heart-7", "acorn-U"), or null where the sprite has none (a suit or court it does not know). */
export function faceId(d: CardDrawing): string | null {
  const known = d.pips > 0 || PACKS.get(d.style)!.courts.includes(d.index);
  return d.pip && known ? `${d.pip}-${d.index}` : null;
}
