/**
 * The German rules read as a rulebook, not as a machine (the German review of issue 30): no
 * "die Zahl der Spieler, die …, 4 ist", no "führt eine Zählung", no "Andernfalls gilt: Wenn …",
 * no marks "gelöscht", counts one to twelve as words with the noun's gender and case, following
 * suit said "bedienen", no double stop after an ordinal, quotes inside „…“ as ‚…‘. Each pattern
 * over every clause of every shipped variant and gallery house rule, and samples checked by hand.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { afterAnother } from '../../../src/compile/clause-words.ts';
import { ruleWordsDe } from '../../../src/compile/de/clause-words.ts';
import { noun } from '../../../src/compile/de/nouns.ts';
import { countDe, nestQuotes, numberDe, ordinalDe, tidy } from '../../../src/compile/de/words.ts';
import { germanNames } from './titles.ts';

const FILES = [
  ...readdirSync('variants')
    .filter((f) => f.endsWith('.stw'))
    .map((f) => `variants/${f}`),
  ...readdirSync('variants/house')
    .filter((f) => f.endsWith('.stw'))
    .map((f) => `variants/house/${f}`),
];

/** Every clause of `path` in German, by clause id (the last of an id in several phases wins). */
function german(path: string): Map<string, string> {
  const { variant, names } = germanNames(path);
  return new Map(variant.clauses.map((c) => [c.id, ruleWordsDe(c.node, names, afterAnother(variant, c.id, c.phase))]));
}

/** Machine-shaped German, each with what a rulebook says instead. */
const MACHINE: [RegExp, string][] = [
  [/Zahl der/, 'a count said as a rulebook says it ("wenn vier Spieler mitspielen")'],
  [/Zählung/, 'a tally declared as "Für jeden Spieler werden Striche gezählt"'],
  [/Andernfalls/, 'an else-chain as "Sonst …" or "Wenn nicht, aber …"'],
  [/gelöscht/, 'marks are "weggewischt"'],
  [/(?<![\d.,−-])\b([1-9]|1[0-2]) \p{Lu}/u, 'a count one to twelve before a noun as a word ("drei Stiche")'],
  [/(?<!\.)\.\.(?!\.)/, 'one stop after an ordinal at the end of a sentence'],
  [/„[^“]*„/, 'quotes inside „…“ as ‚…‘'],
  [/eine Karte der ausgespielten Farbe (hat|spielen)/, 'following suit is "bedienen"'],
];

describe('German rules read as a rulebook', () => {
  it.each(FILES)('%s: no machine-shaped German', (path) => {
    for (const [id, s] of german(path))
      for (const [pattern, instead] of MACHINE) expect(s, `${id}: ${instead}`).not.toMatch(pattern);
  });
});

describe('numbers in running text', () => {
  const strich = noun('Strich', 'm', 'Striche');
  const partie = noun('Partie', 'f', 'Partien');
  const spiel = noun('Spiel', 'n', 'Spiele');
  it('one to twelve as words, "ein" agreeing with the noun in gender and case', () => {
    expect(countDe(1, strich)).toBe('einen Strich');
    expect(countDe(1, strich, 'nom')).toBe('ein Strich');
    expect(countDe(1, partie, 'dat')).toBe('einer Partie');
    expect(countDe(1, spiel, 'nom')).toBe('ein Spiel');
    expect(countDe(3, noun('Stich', 'm', 'Stiche'))).toBe('drei Stiche');
    expect(countDe(12, partie, 'dat')).toBe('zwölf Partien');
  });
  it('digits for nothing, negatives and above twelve', () => {
    expect(countDe(13, strich)).toBe('13 Striche');
    expect(countDe(0, strich)).toBe('0 Striche');
    expect(countDe(-1, strich)).toBe('−1 Strich');
    expect(numberDe(1)).toBe('eins');
    expect(numberDe(40)).toBe('40');
  });
  it('ordinals as words to twelve, digits with one stop after', () => {
    expect(ordinalDe(4, 'e')).toBe('vierte');
    expect(ordinalDe(1, 'en')).toBe('ersten');
    expect(ordinalDe(13, 'e')).toBe('13.');
    expect(tidy(`Es ist der ${ordinalDe(13, 'e')}.`)).toBe('Es ist der 13.');
  });
  it('quotes inside German quotes are ‚…‘', () => {
    expect(nestQuotes('nach der Lesart „Der „Alte“ zählt“')).toBe('nach der Lesart „Der ‚Alte‘ zählt“');
    expect(nestQuotes('„The "old man" counts“ und „x“')).toBe('„The ‚old man‘ counts“ und „x“');
  });
});

/** Sentences checked by hand, one per pattern the review named. */
const SAMPLES: [string, string, string][] = [
  ['variants/kein-stich.stw', 'follow-suit', 'Wer bedienen kann, muss bedienen.'],
  [
    'variants/hindersche-pagat.stw',
    'marks',
    'Für jeden Spieler werden Striche gezählt: Striche auf der Tafel; zu jeder Partie wird neu gezählt.',
  ],
  ['variants/kein-stich.stw', 'pot', 'Am Tisch wird eine Kasse geführt: die Kasse.'],
  [
    'variants/hindersche-pagat.stw',
    'final',
    'Wenn nicht, aber noch zwei Spieler im Spiel sind, wird dem Spieler mit den wenigsten Punkten ein Strich weggewischt.',
  ],
  [
    'variants/hindersche-pagat.stw',
    'all-on-35',
    'Wenn nicht, aber noch vier Spieler im Spiel sind und jeder Spieler genau 35 Punkte hat, erhält jeder Spieler einen Strich.',
  ],
  [
    'variants/hindersche-pagat.stw',
    'lost-all-four',
    'Am Ende der Phase, wenn genau ein Spieler Striche hat, verliert jeder Spieler, der Striche hat, die Partie und erhält 2 auf den Rahmen.',
  ],
  [
    'variants/hindersche-pagat.stw',
    'phase-1-end',
    'Die Phase endet, wenn alle Spieler zusammen mindestens vier Striche haben.',
  ],
  ['variants/hindersche-pagat.stw', 'rubber', 'Ein Robber besteht aus vier Partien.'],
  ['variants/bauernheinrich.stw', 'rubber', 'Ein Robber besteht aus einer Partie.'],
  ['variants/bauernheinrich.stw', 'hand-over', 'Die Partie endet, wenn ein Spiel dieser Phase gespielt ist.'],
  [
    'variants/hindersche-schoch.stw',
    'three-way-most',
    'Wenn nicht, aber genau drei Spieler die meisten Punkte haben, erhält jeder Spieler, der die meisten Punkte hat, einen Strich (nur nach der Lesart „All three take a mark“, wenn sie gewählt ist).',
  ],
  [
    'variants/house/hindersche-tie-marks-both.stw',
    'tied-most',
    'Wenn nicht, aber mehr als ein Spieler die meisten Punkte hat, erhält jeder Spieler, der die meisten Punkte hat, einen Strich.',
  ],
  [
    'variants/kein-stich-black-pig.stw',
    'domino-pay',
    'Die Kasse zahlt jedem Spieler auf dem ersten Platz 100 in seinen Einsatz aus; die Kasse zahlt jedem Spieler auf dem zweiten Platz 50 in seinen Einsatz aus; die Kasse zahlt jedem Spieler auf dem dritten Platz 10 in seinen Einsatz aus.',
  ],
  ['variants/hindersche-pagat.stw', 'players', 'Es spielen vier Spieler; gespielt wird gegen den Uhrzeigersinn.'],
  [
    'variants/bauernheinrich.stw',
    'dealing',
    'Jeder Spieler erhält acht Karten in Paketen zu drei, zwei und drei, gegeben ab Vorhand; übrige Karten bilden den Stock.',
  ],
  [
    'variants/house/kein-stich-hearts-discard.stw',
    'hearts-discard',
    'Wer nicht bedienen kann, muss eine Herzkarte spielen.',
  ],
  [
    'variants/house/hindersche-stock.stw',
    'follow-or-trump',
    'Wer bedienen kann, muss bedienen oder einen Trumpf spielen, wenn der Stock leer ist.',
  ],
];

describe('German rulebook samples checked by hand', () => {
  it.each(SAMPLES)('%s %s', (path, id, sentence) => {
    expect(german(path).get(id)).toBe(sentence);
  });
});
