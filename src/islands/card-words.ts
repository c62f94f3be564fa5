/**
 * Cards and refused cards in words, for the site's pages (browser-safe: no build-time imports). A
 * card is drawn as its face (./card-pack.ts decides the pack and how each card looks), with its name
 * in words for screen readers; a refused card is explained by the engine's sentence
 * (src/engine/explain.ts).
 */
import type { CompiledVariant } from '../compile/compile.ts';
import { cardName, refusalSentence, suitName } from '../engine/explain.ts';
import { type Pip, redPip, suitPip } from '../compile/pack.ts';
import { cardDrawing, type CardDrawing } from './card-pack.ts';

export { refusalSentence, suitName };

/** A card as a page draws it: its deck name, its name in words, rank and suit symbol, colour, and its face. */
export interface TutorialCard {
  id: string;
  name: string;
  rank: string;
  symbol: string;
  suit: string;
  red: boolean;
  face: CardDrawing;
}

/** Suit symbols for text, by the pip the suit's pack draws it with (../compile/pack.ts); acorns, leaves and bells have none. */
const SYMBOLS: ReadonlyMap<Pip, string> = new Map([
  ['spade', '♠'],
  ['heart', '♥'],
  ['diamond', '♦'],
  ['club', '♣'],
]);

/**
 * Suit `s` of `cv`'s deck for text beside its name: its symbol (none for a pip without one, the
 * suit's initial where its pack does not know it) and whether it is printed in red, as its face is.
 */
export function suitMark(cv: CompiledVariant, s: number): { symbol: string; red: boolean } {
  const pip = suitPip(cv.deck, s);
  return { symbol: pip ? (SYMBOLS.get(pip) ?? '') : suitName(cv, s).charAt(0), red: redPip(pip) };
}

/** The card `c` of `cv`'s deck, for a page. */
export function cardOf(cv: CompiledVariant, c: number): TutorialCard {
  const n = cv.deck.ranks.length;
  const suit = suitName(cv, Math.floor(c / n));
  const face = cardDrawing(cv.deck, c);
  return {
    id: cv.deck.names[c]!,
    name: cardName(cv, c),
    rank: cv.deck.ranks[c % n]!,
    symbol: (face.pip && SYMBOLS.get(face.pip)) || suit.charAt(0),
    suit,
    red: face.red,
    face,
  };
}
