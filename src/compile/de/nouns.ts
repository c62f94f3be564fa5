/**
 * German nouns and their articles: what a German sentence needs to put a card, a suit, a tally or a
 * player into a case ("der Ober", "den König", "dem Spieler links", "keine Herzkarte"). The words
 * layer (the rules, refusals and results in German) builds every noun phrase through `phrase`, never
 * by gluing an article to a title, so that gender, case and number always agree.
 *
 * The pack's cards have their German names here, by the pip and the pack that ../pack.ts (the one
 * module that knows the packs) finds for them: a German-suited pack has Eichel, Laub, Herz,
 * Schellen with Ass, König, Ober, Unter; a French one Kreuz, Pik, Herz, Karo with Ass, König, Dame,
 * Bube; so every variant's cards read as a German table names them. A variant's own German title
 * for a suit or rank (its `titles de` block, or a German card word among its titles: Daus) comes
 * before the pack's.
 */
import type { Gender, Noun } from '../../core/lang.ts';
import { type PackStyle, type Pip, pipOfEnglish } from '../pack.ts';

export type { Gender, Noun };

/** The four cases. */
export type Case = 'nom' | 'acc' | 'dat' | 'gen';

/** Which article a phrase takes: the definite (der), the indefinite (ein), the negative (kein), or none. */
export type Determiner = 'def' | 'indef' | 'neg' | 'none';

const DEF: Record<Gender | 'pl', Record<Case, string>> = {
  m: { nom: 'der', acc: 'den', dat: 'dem', gen: 'des' },
  f: { nom: 'die', acc: 'die', dat: 'der', gen: 'der' },
  n: { nom: 'das', acc: 'das', dat: 'dem', gen: 'des' },
  pl: { nom: 'die', acc: 'die', dat: 'den', gen: 'der' },
};
const NEG_PLURAL: Record<Case, string> = { nom: 'keine', acc: 'keine', dat: 'keinen', gen: 'keiner' };
const INDEF: Record<Gender, Record<Case, string>> = {
  m: { nom: 'ein', acc: 'einen', dat: 'einem', gen: 'eines' },
  f: { nom: 'eine', acc: 'eine', dat: 'einer', gen: 'einer' },
  n: { nom: 'ein', acc: 'ein', dat: 'einem', gen: 'eines' },
};

/** The article of `gender` (or the plural) in `kase`: "der", "den", "einer", "keinem", "" for none. */
export function article(det: Determiner, gender: Gender, kase: Case, plural = false): string {
  if (det === 'none') return '';
  if (det === 'def') return DEF[plural ? 'pl' : gender][kase];
  if (plural) return det === 'neg' ? NEG_PLURAL[kase] : '';
  const a = INDEF[gender][kase];
  return det === 'neg' ? `k${a}` : a;
}

/**
 * A noun's form in `kase`: the dative plural adds -n where the nominative plural ends in neither -n
 * nor -s ("den Stichen", "den Assen"); a masculine or neuter genitive singular adds -s or -es
 * ("des Königs", "des Asses"); a weak masculine ends in -n outside the nominative ("dem Buben").
 * An English title never changes.
 */
export function form(noun: Noun, kase: Case, plural = false): string {
  if (noun.english) return plural ? noun.many : noun.one;
  if (plural) return kase === 'dat' && !/[ns]$/.test(noun.many) ? `${noun.many}n` : noun.many;
  if (noun.weak && kase !== 'nom')
    return noun.one.endsWith('e') || noun.one.endsWith('r') ? `${noun.one}n` : `${noun.one}en`;
  if (kase === 'gen' && noun.gender !== 'f') return /(s|ß|x|z)$/.test(noun.one) ? `${noun.one}es` : `${noun.one}s`;
  return noun.one;
}

/** A noun phrase: "der Ober", "den König", "einer Herzkarte", "keine Trümpfe", "Striche". */
export function phrase(noun: Noun, det: Determiner, kase: Case, plural = false): string {
  const a = article(det, noun.gender, kase, plural);
  const n = form(noun, kase, plural);
  return a ? `${a} ${n}` : n;
}

/** A noun from its parts; `many` defaults to `one` (Ober, Unter, Zehner). */
export const noun = (one: string, gender: Gender, many = one): Noun => ({ one, many, gender });

/** A weak masculine noun ("Bube": den Buben, dem Buben, des Buben). */
const weak = (one: string, many: string): Noun => ({ one, many, gender: 'm', weak: true });

/** The German word of each pack's suits, by its pip (../pack.ts decides the pip). */
const SUITS: ReadonlyMap<Pip, Noun> = new Map([
  // German-suited
  ['acorn', noun('Eichel', 'f', 'Eicheln')],
  ['leaf', noun('Laub', 'n', 'Laub')],
  ['bell', noun('Schellen', 'f', 'Schellen')],
  // both
  ['heart', noun('Herz', 'n', 'Herz')],
  // French-suited
  ['club', noun('Kreuz', 'n', 'Kreuz')],
  ['spade', noun('Pik', 'n', 'Pik')],
  ['diamond', noun('Karo', 'n', 'Karo')],
]);

/** The German word of each pack's courts, by the English title of the French court they stand for. */
const COURTS: ReadonlyMap<PackStyle, ReadonlyMap<string, Noun>> = new Map([
  [
    'french',
    new Map([
      ['ace', noun('Ass', 'n', 'Asse')],
      ['king', noun('König', 'm', 'Könige')],
      ['queen', noun('Dame', 'f', 'Damen')],
      ['jack', weak('Bube', 'Buben')],
    ]),
  ],
  [
    'german',
    new Map([
      ['ace', noun('Ass', 'n', 'Asse')],
      ['king', noun('König', 'm', 'Könige')],
      ['queen', noun('Ober', 'm', 'Ober')],
      ['jack', noun('Unter', 'm', 'Unter')],
    ]),
  ],
]);

/** German words a variant may give as a rank's or suit's own German title, with their grammar. */
const KNOWN: ReadonlyMap<string, Noun> = new Map(
  [
    noun('Daus', 'n', 'Däuser'),
    noun('Sau', 'f', 'Säue'),
    noun('Ass', 'n', 'Asse'),
    noun('König', 'm', 'Könige'),
    noun('Ober', 'm', 'Ober'),
    noun('Unter', 'm', 'Unter'),
    noun('Dame', 'f', 'Damen'),
    weak('Bube', 'Buben'),
    weak('Bauer', 'Bauern'),
    noun('Zehner', 'm', 'Zehner'),
    noun('Banner', 'n', 'Banner'),
    noun('Eichel', 'f', 'Eicheln'),
    noun('Laub', 'n', 'Laub'),
    noun('Grün', 'n', 'Grün'),
    noun('Herz', 'n', 'Herz'),
    noun('Schellen', 'f', 'Schellen'),
    noun('Rosen', 'f', 'Rosen'),
    noun('Schilten', 'f', 'Schilten'),
    noun('Kreuz', 'n', 'Kreuz'),
    noun('Pik', 'n', 'Pik'),
    noun('Karo', 'n', 'Karo'),
    noun('Schippe', 'f', 'Schippen'),
    noun('Ecke', 'f', 'Ecken'),
  ].map((n) => [n.one, n]),
);

/** Number cards: "die Sieben", "die Zehn" (a number card is feminine, as German names it). */
const NUMBERS: ReadonlyMap<string, Noun> = new Map([
  ['2', noun('Zwei', 'f', 'Zweien')],
  ['3', noun('Drei', 'f', 'Dreien')],
  ['4', noun('Vier', 'f', 'Vieren')],
  ['5', noun('Fünf', 'f', 'Fünfen')],
  ['6', noun('Sechs', 'f', 'Sechsen')],
  ['7', noun('Sieben', 'f', 'Sieben')],
  ['8', noun('Acht', 'f', 'Achten')],
  ['9', noun('Neun', 'f', 'Neunen')],
  ['10', noun('Zehn', 'f', 'Zehnen')],
]);

/** The grammar of a German word a variant gives as a title, when it is a known card word; else null. */
export const knownCardWord = (title: string): Noun | null => KNOWN.get(title) ?? null;

/**
 * A suit in German: the variant's own German title when it gives one, else the pack's name for it
 * (by the suit's English title), else the English title kept as it is (marked English).
 */
export function suitNoun(englishTitle: string, germanTitle?: Noun | null): Noun {
  const pip = pipOfEnglish(englishTitle);
  return germanTitle ?? (pip && SUITS.get(pip)) ?? { ...noun(englishTitle, 'n'), english: true };
}

/**
 * A rank in German: the variant's own German title, else the pack's (a German-suited pack has Ober
 * and Unter where a French one has Dame and Bube), a number card by its number, else the English
 * title kept (marked English).
 */
export function rankNoun(
  symbol: string,
  englishTitle: string | undefined,
  pack: PackStyle,
  germanTitle?: Noun | null,
): Noun {
  if (germanTitle) return germanTitle;
  const n = NUMBERS.get(symbol);
  if (n) return n;
  const court = COURTS.get(pack)!.get((englishTitle ?? '').toLowerCase());
  return court ?? { ...noun(englishTitle ?? symbol, 'm'), english: englishTitle !== undefined };
}

/**
 * "a card of the suit" as one German word where the suit is a plain word ("Herzkarte",
 * "Eichelkarte"), hyphenated where the suit's name is not one word ("Rote-Rosen-Karte" would be
 * wrong: such a suit reads "Karte der Farbe Rote Rosen").
 */
export function suitCardNoun(suit: Noun): Noun {
  if (/^\p{Lu}\p{Ll}+$/u.test(suit.one) && !suit.english) return noun(`${suit.one}karte`, 'f', `${suit.one}karten`);
  return noun(`Karte der Farbe ${suit.one}`, 'f', `Karten der Farbe ${suit.one}`);
}

/** A card's name: suit and rank joined, the rank's gender ("der Herz-König", "die Schellen-Sieben"). */
export function cardNoun(suit: Noun, rank: Noun): Noun {
  return {
    ...rank,
    one: `${suit.one}-${rank.one}`,
    many: `${suit.one}-${rank.many}`,
    english: suit.english || rank.english,
  };
}
