/**
 * Which pack a deck is, decided in this one place from the deck's own titles, and what its suits
 * and courts are called in that pack in English. A deck one of whose suit titles is a suit only a
 * German-suited pack has (Acorns, Leaves, Bells; Eichel, Laub, Grün, Schellen) is German-suited: its
 * suits read Acorns, Leaves, Hearts, Bells and its courts titled Unter and Ober read so ("the Ober
 * of Hearts"), as the English sources write them; any other deck is a French pack, whose words are
 * the deck's first titles (Clubs, Spades, Hearts, Diamonds; Jack, Queen, King, Ace). The card faces
 * (src/islands/card-pack.ts), the English words (./words.ts) and the German ones (./de/names.ts,
 * whose German card words are kept by pip and pack in ./de/nouns.ts, out of the English pages'
 * bundles) all read the pack from here, so they cannot disagree.
 */
import type { Deck } from './cards.ts';

/** The two packs: German-suited (acorns, leaves, hearts, bells) or French (spades, hearts, diamonds, clubs). */
export type PackStyle = 'french' | 'german';

/** A suit's pip, also the id of its symbol in the card sprite (public/cards.svg). */
export type Pip = 'spade' | 'heart' | 'diamond' | 'club' | 'acorn' | 'leaf' | 'bell';

/**
 * Each pip, the titles (lower case) that name it, its English title first, and the packs that
 * have it (g: German-suited, f: French). Kept small: every page that names or draws a card loads it.
 */
const PIPS: readonly (readonly [Pip, string, string])[] = [
  ['acorn', 'acorns eichel', 'g'],
  ['leaf', 'leaves laub grün', 'g'],
  ['bell', 'bells schellen', 'g'],
  ['heart', 'hearts herz', 'gf'],
  ['spade', 'spades pik schippe', 'f'],
  ['diamond', 'diamonds karo ecke', 'f'],
  ['club', 'clubs kreuz', 'f'],
];

/** The pips by a title naming them (lower case), with the packs that have them; a title two packs share (Hearts) names one pip. */
const BY_TITLE: ReadonlyMap<string, readonly [Pip, string]> = new Map(
  PIPS.flatMap(([pip, titles, packs]) => titles.split(' ').map((t) => [t, [pip, packs]] as const)),
);

/** Each pip's English title ("Leaves"). */
const ENGLISH: ReadonlyMap<Pip, string> = new Map(PIPS.map(([pip, titles]) => [pip, titles.split(' ')[0]!]));

/** A German-suited pack's courts, by the titles (lower case) that name them: their corner index and English word. */
const GERMAN_COURTS: ReadonlyMap<string, readonly [string, string]> = new Map([
  ['unter', ['U', 'Unter']],
  ['ober', ['O', 'Ober']],
  ['könig', ['K', 'King']],
]);

/** Rank titles and symbols (lower case) that name an ace. */
const ACES: ReadonlySet<string> = new Set(['a', 'ace', 'ass', 'daus', 'sau']);

const lower = (titles: readonly string[] | undefined): string[] => (titles ?? []).map((t) => t.toLowerCase());
const capitalised = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);

/** Whether `deck` is German-suited: one of its suit titles is a suit only a German-suited pack has. */
export function packStyle(deck: Pick<Deck, 'suitNames'>): PackStyle {
  const german = deck.suitNames.some((titles) => lower(titles).some((t) => BY_TITLE.get(t)?.[1] === 'g'));
  return german ? 'german' : 'french';
}

/** The pip of suit `s` in a pack of `style`: the first of its titles that names a suit of that pack; null when none does. */
export function suitPip(deck: Pick<Deck, 'suitNames'>, s: number, style: PackStyle = packStyle(deck)): Pip | null {
  for (const t of lower(deck.suitNames[s])) {
    const x = BY_TITLE.get(t);
    if (x?.[1].includes(style.charAt(0))) return x[0];
  }
  return null;
}

/** The pip whose English title is `title` ("Acorns": acorn), or null: how the German words find a suit by its English title. */
export function pipOfEnglish(title: string): Pip | null {
  const x = BY_TITLE.get(title.toLowerCase());
  return x && ENGLISH.get(x[0]) === title.toLowerCase() ? x[0] : null;
}

/** Whether a suit drawn with `pip` is printed in red (hearts, diamonds). */
export const redPip = (pip: Pip | null): boolean => pip === 'heart' || pip === 'diamond';

/**
 * Rank `r` as the pack has it: a number card's number, an ace (one pip), a German-suited pack's
 * court titled Unter, Ober or König (its corner index U, O, K and English word), or another court
 * (its symbol).
 */
export function rankInPack(
  deck: Pick<Deck, 'ranks' | 'rankNames'>,
  r: number,
  style: PackStyle,
): { index: string; pips: number; court: string | null } {
  const symbol = deck.ranks[r]!;
  const n = Number(symbol);
  if (Number.isInteger(n) && n >= 2 && n <= 10) return { index: symbol, pips: n, court: null };
  const titles = lower(deck.rankNames[r]);
  if ([symbol.toLowerCase(), ...titles].some((t) => ACES.has(t))) return { index: 'A', pips: 1, court: null };
  const court = style === 'german' ? titles.map((t) => GERMAN_COURTS.get(t)).find((x) => x !== undefined) : undefined;
  return { index: court?.[0] ?? symbol, pips: 0, court: court?.[1] ?? null };
}

/** The English title of suit `s` a German-suited pack gives it ("Acorns"), or null (a French pack, or a suit it does not know). */
const germanSuitEn = (deck: Pick<Deck, 'suitNames'>, s: number): string | null => {
  const pip = packStyle(deck) === 'german' ? suitPip(deck, s, 'german') : null;
  return pip && capitalised(ENGLISH.get(pip)!);
};

/**
 * Suit `s`'s English words in its pack, one card of it and the suit: a German-suited pack's suits
 * as that pack has them ("Leaf", "Leaves"; whatever the deck's first title), else the deck's first
 * title ("Heart", "Hearts"; "card of Rosen", "Rosen"), else its symbol.
 */
export function suitWordsEn(deck: Pick<Deck, 'suits' | 'suitNames'>, s: number): { one: string; many: string } {
  const german = germanSuitEn(deck, s);
  if (german) return { one: german.replace(/ves$/, 'f').replace(/s$/, ''), many: german };
  const name = deck.suitNames[s]?.[0];
  if (!name) return { one: `${deck.suits[s]} card`, many: `${deck.suits[s]} cards` };
  return name.endsWith('s')
    ? { one: name.slice(0, -1), many: name }
    : { one: `card of ${name}`, many: `cards of ${name}` };
}

/** Suit `s`'s English title in its pack ("Acorns" in a German-suited pack, "Clubs" in a French one), or its symbol. */
export const suitTitleEn = (deck: Pick<Deck, 'suits' | 'suitNames'>, s: number): string =>
  germanSuitEn(deck, s) ?? deck.suitNames[s]?.[0] ?? deck.suits[s]!;

/**
 * Rank `r`'s English title in its pack: a German-suited pack's Unter, Ober, King and Ace as that
 * pack has them (the Unter where the deck's first title says Jack), else the deck's first title
 * ("Queen"), else its symbol ("10").
 */
export function rankTitleEn(deck: Pick<Deck, 'ranks' | 'rankNames' | 'suitNames'>, r: number): string {
  const first = deck.rankNames[r]?.[0];
  if (packStyle(deck) !== 'german') return first ?? deck.ranks[r]!;
  const x = rankInPack(deck, r, 'german');
  return x.court ?? (x.pips === 1 && first !== undefined ? 'Ace' : (first ?? deck.ranks[r]!));
}
