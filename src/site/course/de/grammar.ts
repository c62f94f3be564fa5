/**
 * What the course's German sentences are made with: the seats' names (the reader is „du“, with the
 * verb's second person), numbers one to twelve as words in running text with the noun's gender and
 * case („einen Strich“, „drei Stiche“), and the nouns a deal's figures are counted in.
 */
import type { Gender, Noun } from '../../../core/lang.ts';
import { figureDe, oneDe } from '../../../compile/de/words.ts';
import { type Case, noun, phrase } from '../../../compile/de/nouns.ts';

/** The seats' names on a German page, the reader first (as the Play page names them). */
export const SEATS_DE: readonly string[] = ['Du', 'Ada', 'Ben', 'Cleo', 'Dora', 'Emil'];

/** A seat as the subject of a sentence, with its verb: „du spielst“, „Ada spielt“ (`you`, `they`: the two forms). */
export const seatDoes = (seat: number, you: string, they: string): string =>
  seat === 0 ? `du ${you}` : `${SEATS_DE[seat]} ${they}`;

/** A seat in running text, in `kase`: „du“, „dich“, „dir“, or the seat's name. */
export function seatIn(seat: number, kase: Case = 'nom'): string {
  if (seat !== 0) return SEATS_DE[seat]!;
  return kase === 'acc' ? 'dich' : kase === 'dat' ? 'dir' : 'du';
}

const WORDS = [
  'null',
  'ein',
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zehn',
  'elf',
  'zwölf',
];
const ONE: Record<Gender, Record<Case, string>> = {
  m: { nom: 'ein', acc: 'einen', dat: 'einem', gen: 'eines' },
  f: { nom: 'eine', acc: 'eine', dat: 'einer', gen: 'einer' },
  n: { nom: 'ein', acc: 'ein', dat: 'einem', gen: 'eines' },
};

/** A number of things in running text: one to twelve as words („einen Strich“, „drei Stiche“), else digits („45 Augen“). */
export function countWordsDe(n: number, x: Noun, kase: Case = 'acc'): string {
  const plural = !oneDe(Math.abs(n));
  const word = n === 1 ? ONE[x.gender][kase] : n >= 0 && n <= 12 ? WORDS[n]! : figureDe(n);
  return `${word} ${phrase(x, 'none', kase, plural)}`;
}

/** A number alone in running text: „drei“, „zwölf“, „45“. */
export const numberDe = (n: number): string => (n >= 2 && n <= 12 ? WORDS[n]! : n === 1 ? 'eins' : figureDe(n));

/** A trick. */
export const STICH: Noun = noun('Stich', 'm', 'Stiche');
/** A card. */
export const KARTE: Noun = noun('Karte', 'f', 'Karten');

/** What a deal's points are called in German, by the English noun (src/engine/nouns.ts): Augen, Punkte, Strafpunkte. */
export function pointsNounDe(english: 'card points' | 'points' | 'penalty points'): Noun {
  if (english === 'card points') return noun('Auge', 'n', 'Augen');
  if (english === 'penalty points') return noun('Strafpunkt', 'm', 'Strafpunkte');
  return noun('Punkt', 'm', 'Punkte');
}

/** „als Erster“ … „als Sechster“: a place among those out of cards; past six, „als 7.“. */
export function placeDe(n: number): string {
  const w = ['', 'Erster', 'Zweiter', 'Dritter', 'Vierter', 'Fünfter', 'Sechster'][n];
  return `als ${w || `${n}.`}`;
}
