/**
 * Cards and refused cards in words, for the site's pages (browser-safe: no build-time imports). A
 * card is drawn as its face (./card-pack.ts decides the pack and how each card looks), with its name
 * in words for screen readers; a refused card is explained by the engine's sentence
 * (src/engine/explain.ts).
 */
import type { CompiledVariant } from '../compile/compile.ts';
import { cardName, refusalSentence, suitName } from '../engine/explain.ts';
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

/** Suit symbols by the suit's English name (the deck's first title), for text; other suits show their initial. */
export const SYMBOLS: ReadonlyMap<string, string> = new Map([
  ['Spades', '♠'],
  ['Hearts', '♥'],
  ['Diamonds', '♦'],
  ['Clubs', '♣'],
]);
/** Suits written in red. */
export const RED: ReadonlySet<string> = new Set(['Hearts', 'Diamonds']);

/** The card `c` of `cv`'s deck, for a page. */
export function cardOf(cv: CompiledVariant, c: number): TutorialCard {
  const n = cv.deck.ranks.length;
  const suit = suitName(cv, Math.floor(c / n));
  const face = cardDrawing(cv.deck, c);
  return {
    id: cv.deck.names[c]!,
    name: cardName(cv, c),
    rank: cv.deck.ranks[c % n]!,
    symbol: SYMBOLS.get(suit) ?? suit.charAt(0),
    suit,
    red: face.red,
    face,
  };
}
