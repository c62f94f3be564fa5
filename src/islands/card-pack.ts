/**
 * Which pack a variant's cards are drawn from, decided in this one place from the deck's own titles:
 * a pack with Acorns, Leaves or Bells among its suit titles is German-suited (acorn, leaf, heart and
 * bell pips; Unter, Ober, König as U, O, K), any other a French one (♠ ♥ ♦ ♣ pips; J, Q, K, A). A
 * suit no title of which is known is drawn with its letter. Types only from the compiler, so that
 * pages and islands can both draw cards.
 */
import type { Deck } from '../compile/cards.ts';

/** The two pack styles the site draws. */
export type PackStyle = 'french' | 'german';

/** A suit's pip, the id of its symbol in the card sprite (public/cards.svg). */
export type Pip = 'spade' | 'heart' | 'diamond' | 'club' | 'acorn' | 'leaf' | 'bell';

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

/** Suit titles, in lower case, by the pip a German-suited pack draws; the ones other than Hearts mark a pack as German. */
const GERMAN_SUITS: ReadonlyMap<string, Pip> = new Map([
  ['acorns', 'acorn'],
  ['eichel', 'acorn'],
  ['leaves', 'leaf'],
  ['laub', 'leaf'],
  ['grün', 'leaf'],
  ['bells', 'bell'],
  ['schellen', 'bell'],
  ['hearts', 'heart'],
  ['herz', 'heart'],
]);

/** Suit titles, in lower case, by the pip a French-suited pack draws. */
const FRENCH_SUITS: ReadonlyMap<string, Pip> = new Map([
  ['spades', 'spade'],
  ['pik', 'spade'],
  ['schippe', 'spade'],
  ['hearts', 'heart'],
  ['herz', 'heart'],
  ['diamonds', 'diamond'],
  ['karo', 'diamond'],
  ['ecke', 'diamond'],
  ['clubs', 'club'],
  ['kreuz', 'club'],
]);

/** Pips printed in red. */
const RED_PIPS: ReadonlySet<Pip> = new Set(['heart', 'diamond']);

/** A German pack's court titles, in lower case, by their corner index. */
const GERMAN_COURTS: ReadonlyMap<string, string> = new Map([
  ['unter', 'U'],
  ['ober', 'O'],
  ['könig', 'K'],
]);

/** Rank titles and symbols, in lower case, that name an ace (one large pip in the middle). */
const ACES: ReadonlySet<string> = new Set(['a', 'ace', 'ass', 'daus', 'sau']);

const titlesOf = (names: readonly string[] | undefined): string[] => (names ?? []).map((t) => t.toLowerCase());

/** Whether `deck` is German-suited: one of its suit titles is a suit only a German pack has. */
export function packStyle(deck: Pick<Deck, 'suitNames'>): PackStyle {
  const german = deck.suitNames.some((names) =>
    titlesOf(names).some((t) => GERMAN_SUITS.get(t) !== undefined && GERMAN_SUITS.get(t) !== 'heart'),
  );
  return german ? 'german' : 'french';
}

/** The pip of suit `s` in a pack of `style`, from the first of its titles that style knows; null when none is known. */
export function suitPip(deck: Pick<Deck, 'suitNames'>, s: number, style: PackStyle = packStyle(deck)): Pip | null {
  const known = style === 'german' ? GERMAN_SUITS : FRENCH_SUITS;
  for (const t of titlesOf(deck.suitNames[s])) {
    const pip = known.get(t);
    if (pip) return pip;
  }
  return null;
}

/** Whether a suit drawn with `pip` is red. */
const isRedPip = (pip: Pip | null): boolean => pip !== null && RED_PIPS.has(pip);

/** The corner index and middle of rank `r`: a number card's pips, an ace's one pip, a court card's letter. */
export function rankDrawing(
  deck: Pick<Deck, 'ranks' | 'rankNames'>,
  r: number,
  style: PackStyle,
): { index: string; pips: number } {
  const symbol = deck.ranks[r]!;
  const n = Number(symbol);
  if (Number.isInteger(n) && n >= 2 && n <= 10) return { index: symbol, pips: n };
  const titles = titlesOf(deck.rankNames[r]);
  if ([symbol.toLowerCase(), ...titles].some((t) => ACES.has(t))) return { index: 'A', pips: 1 };
  const court = style === 'german' ? titles.map((t) => GERMAN_COURTS.get(t)).find((x) => x !== undefined) : undefined;
  return { index: court ?? symbol, pips: 0 };
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
  return { style, ...rankDrawing(deck, c % n, style), pip, letter: deck.suits[s]!, red: isRedPip(pip) };
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
