/**
 * Which pack a deck is, decided in this one place from the deck's own titles, and what its suits
 * and courts are called in that pack, in English and in German. A deck one of whose suit titles is
 * a suit only a German-suited pack has (Acorns, Leaves, Bells; Eichel, Laub, Grün, Schellen) is
 * German-suited: its suits read Acorns, Leaves, Hearts, Bells and its courts titled Unter and Ober
 * read so ("the Ober of Hearts"), as the English sources write them; any other deck is a French
 * pack, whose words are the deck's first titles (Clubs, Spades, Hearts, Diamonds; Jack, Queen,
 * King, Ace). The card faces (src/islands/card-pack.ts), the English words (./words.ts) and the
 * German ones (./de/names.ts, ./de/nouns.ts) all read the pack from here, so they cannot disagree.
 */
import type { Noun } from '../core/lang.ts';
import type { Deck } from './cards.ts';

/** The two packs: German-suited (acorns, leaves, hearts, bells) or French (spades, hearts, diamonds, clubs). */
export type PackStyle = 'french' | 'german';

/** A suit's pip, also the id of its symbol in the card sprite (public/cards.svg). */
export type Pip = 'spade' | 'heart' | 'diamond' | 'club' | 'acorn' | 'leaf' | 'bell';

/** A suit as the packs know it: its pip, the packs that have it, its words, and the titles (lower case) that name it. */
interface PackSuit {
  pip: Pip;
  packs: readonly PackStyle[];
  /** Its English words: one card of it ("Leaf", as in "each Leaf"), the suit ("Leaves"). */
  en: { one: string; many: string };
  de: Noun;
  titles: readonly string[];
  red: boolean;
}

const SUITS: readonly PackSuit[] = [
  {
    pip: 'acorn',
    packs: ['german'],
    en: { one: 'Acorn', many: 'Acorns' },
    de: { one: 'Eichel', many: 'Eicheln', gender: 'f' },
    titles: ['acorns', 'eichel'],
    red: false,
  },
  {
    pip: 'leaf',
    packs: ['german'],
    en: { one: 'Leaf', many: 'Leaves' },
    de: { one: 'Laub', many: 'Laub', gender: 'n' },
    titles: ['leaves', 'laub', 'grün'],
    red: false,
  },
  {
    pip: 'bell',
    packs: ['german'],
    en: { one: 'Bell', many: 'Bells' },
    de: { one: 'Schellen', many: 'Schellen', gender: 'f' },
    titles: ['bells', 'schellen'],
    red: false,
  },
  {
    pip: 'heart',
    packs: ['german', 'french'],
    en: { one: 'Heart', many: 'Hearts' },
    de: { one: 'Herz', many: 'Herz', gender: 'n' },
    titles: ['hearts', 'herz'],
    red: true,
  },
  {
    pip: 'spade',
    packs: ['french'],
    en: { one: 'Spade', many: 'Spades' },
    de: { one: 'Pik', many: 'Pik', gender: 'n' },
    titles: ['spades', 'pik', 'schippe'],
    red: false,
  },
  {
    pip: 'diamond',
    packs: ['french'],
    en: { one: 'Diamond', many: 'Diamonds' },
    de: { one: 'Karo', many: 'Karo', gender: 'n' },
    titles: ['diamonds', 'karo', 'ecke'],
    red: true,
  },
  {
    pip: 'club',
    packs: ['french'],
    en: { one: 'Club', many: 'Clubs' },
    de: { one: 'Kreuz', many: 'Kreuz', gender: 'n' },
    titles: ['clubs', 'kreuz'],
    red: false,
  },
];

/** A German-suited pack's courts, by the titles (lower case) that name them: their corner index and English word. */
const GERMAN_COURTS: ReadonlyMap<string, { index: string; en: string }> = new Map([
  ['unter', { index: 'U', en: 'Unter' }],
  ['ober', { index: 'O', en: 'Ober' }],
  ['könig', { index: 'K', en: 'King' }],
]);

/** Rank titles and symbols (lower case) that name an ace. */
const ACES: ReadonlySet<string> = new Set(['a', 'ace', 'ass', 'daus', 'sau']);

/**
 * The German words of each pack's courts, by the English title of the French court they stand for:
 * a German-suited pack has Ober and Unter where a French one has Dame and Bube.
 */
const COURTS_DE: ReadonlyMap<PackStyle, ReadonlyMap<string, Noun>> = new Map([
  [
    'french',
    new Map<string, Noun>([
      ['ace', { one: 'Ass', many: 'Asse', gender: 'n' }],
      ['king', { one: 'König', many: 'Könige', gender: 'm' }],
      ['queen', { one: 'Dame', many: 'Damen', gender: 'f' }],
      ['jack', { one: 'Bube', many: 'Buben', gender: 'm', weak: true }],
    ]),
  ],
  [
    'german',
    new Map<string, Noun>([
      ['ace', { one: 'Ass', many: 'Asse', gender: 'n' }],
      ['king', { one: 'König', many: 'Könige', gender: 'm' }],
      ['queen', { one: 'Ober', many: 'Ober', gender: 'm' }],
      ['jack', { one: 'Unter', many: 'Unter', gender: 'm' }],
    ]),
  ],
]);

const lower = (titles: readonly string[] | undefined): string[] => (titles ?? []).map((t) => t.toLowerCase());

/** The packs' suits by a title naming them (lower case); a title two packs share (Hearts) names one pip. */
const BY_TITLE: ReadonlyMap<string, PackSuit> = new Map(SUITS.flatMap((x) => x.titles.map((t) => [t, x] as const)));
const BY_PIP: ReadonlyMap<Pip, PackSuit> = new Map(SUITS.map((x) => [x.pip, x]));

/** The packs' suits by their English title (lower case). */
const BY_ENGLISH: ReadonlyMap<string, PackSuit> = new Map(SUITS.map((x) => [x.en.many.toLowerCase(), x]));

/** The German word of the packs' suit whose English title is `title` ("Acorns": Eichel), or null. */
export const suitDeOfTitle = (title: string): Noun | null => BY_ENGLISH.get(title.toLowerCase())?.de ?? null;

/** The German word, in a pack of `style`, of the court whose English title is `title` ("Queen": Ober or Dame), or null. */
export const courtDeOfTitle = (style: PackStyle, title: string): Noun | null =>
  COURTS_DE.get(style)!.get(title.toLowerCase()) ?? null;

/** Whether `deck` is German-suited: one of its suit titles is a suit only a German-suited pack has. */
export function packStyle(deck: Pick<Deck, 'suitNames'>): PackStyle {
  const german = deck.suitNames.some((titles) =>
    lower(titles).some((t) => BY_TITLE.get(t)?.packs.every((p) => p === 'german')),
  );
  return german ? 'german' : 'french';
}

/** The pip of suit `s` in a pack of `style`: the first of its titles that names a suit of that pack; null when none does. */
export function suitPip(deck: Pick<Deck, 'suitNames'>, s: number, style: PackStyle = packStyle(deck)): Pip | null {
  for (const t of lower(deck.suitNames[s])) {
    const x = BY_TITLE.get(t);
    if (x?.packs.includes(style)) return x.pip;
  }
  return null;
}

/** Whether a suit drawn with `pip` is printed in red (hearts, diamonds). */
export const redPip = (pip: Pip | null): boolean => pip !== null && BY_PIP.get(pip)!.red;

/**
 * Rank `r` as the pack has it: a number card's number, an ace (one pip), a German-suited pack's
 * court titled Unter, Ober or König (its corner index U, O, K), or another court (its symbol).
 */
export function rankInPack(
  deck: Pick<Deck, 'ranks' | 'rankNames'>,
  r: number,
  style: PackStyle,
): { index: string; pips: number; court: { index: string; en: string } | null } {
  const symbol = deck.ranks[r]!;
  const n = Number(symbol);
  if (Number.isInteger(n) && n >= 2 && n <= 10) return { index: symbol, pips: n, court: null };
  const titles = lower(deck.rankNames[r]);
  if ([symbol.toLowerCase(), ...titles].some((t) => ACES.has(t))) return { index: 'A', pips: 1, court: null };
  const court =
    style === 'german' ? (titles.map((t) => GERMAN_COURTS.get(t)).find((x) => x !== undefined) ?? null) : null;
  return { index: court?.index ?? symbol, pips: 0, court };
}

/**
 * Suit `s`'s English words in its pack: a German-suited pack's suits as that pack has them
 * (Acorns, Leaves, Hearts, Bells, whatever the deck's first title), else the deck's first title
 * ("Hearts": a Heart; "Rosen": a card of Rosen), else its symbol.
 */
export function suitWordsEn(deck: Pick<Deck, 'suits' | 'suitNames'>, s: number): { one: string; many: string } {
  const style = packStyle(deck);
  const pip = style === 'german' ? suitPip(deck, s, style) : null;
  if (pip) return BY_PIP.get(pip)!.en;
  const name = deck.suitNames[s]?.[0];
  if (!name) return { one: `${deck.suits[s]} card`, many: `${deck.suits[s]} cards` };
  return name.endsWith('s')
    ? { one: name.slice(0, -1), many: name }
    : { one: `card of ${name}`, many: `cards of ${name}` };
}

/** Suit `s`'s English title in its pack ("Acorns" in a German-suited pack, "Clubs" in a French one), or its symbol. */
export function suitTitleEn(deck: Pick<Deck, 'suits' | 'suitNames'>, s: number): string {
  const style = packStyle(deck);
  const pip = style === 'german' ? suitPip(deck, s, style) : null;
  return pip ? BY_PIP.get(pip)!.en.many : (deck.suitNames[s]?.[0] ?? deck.suits[s]!);
}

/**
 * Rank `r`'s English title in its pack: a German-suited pack's Unter, Ober, King and Ace as that
 * pack has them (the Unter where the deck's first title says Jack), else the deck's first title
 * ("Queen"), else its symbol ("10").
 */
export function rankTitleEn(deck: Pick<Deck, 'ranks' | 'rankNames' | 'suitNames'>, r: number): string {
  const first = deck.rankNames[r]?.[0];
  if (packStyle(deck) !== 'german') return first ?? deck.ranks[r]!;
  const x = rankInPack(deck, r, 'german');
  if (x.court) return x.court.en;
  if (x.pips === 1 && first !== undefined) return 'Ace';
  return first ?? deck.ranks[r]!;
}
