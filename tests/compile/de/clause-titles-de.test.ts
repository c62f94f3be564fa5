/**
 * Rules' names in German (src/compile/de/clause-titles.ts): every clause of every shipped and gallery
 * file named in German, with its condition and reading, no English part left outside „…“, and
 * samples checked by hand; `wordsFor` gives them per language.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clauseTitle } from '../../../src/compile/clause-titles.ts';
import { afterAnother } from '../../../src/compile/clause-words.ts';
import { clauseTitleDe } from '../../../src/compile/de/clause-titles.ts';
import { wordsFor } from '../../../src/compile/rule-words.ts';
import { germanNames } from './titles.ts';

const FILES = ['variants', 'variants/house'].flatMap((d) =>
  readdirSync(d)
    .filter((f) => f.endsWith('.stw'))
    .map((f) => `${d}/${f}`),
);

const ENGLISH = /\b(the|when|must|may|and|of|or|is|are|a|to|with|player|players|trick|card|cards|each|every|not)\b/;

/** Every clause's German name in `path`, by id (the last of an id in several phases wins). */
function titles(path: string): Map<string, string> {
  const { variant, names } = germanNames(path);
  return new Map(
    variant.clauses.map((c) => [c.id, clauseTitleDe(c.node, names, afterAnother(variant, c.id, c.phase))]),
  );
}

describe('rules named in German', () => {
  it.each(FILES)('%s: every clause has a German name', (path) => {
    for (const [id, t] of titles(path)) {
      expect(t.replace(/„[^“]*“/g, '„…“'), `${id}: ${t}`).not.toMatch(ENGLISH);
      expect(t, id).toMatch(/^\p{Lu}/u);
      expect(t, id).not.toMatch(/ {2}|,$|, ,|undefined|null/);
    }
  });

  it('samples checked by hand, with the condition and the reading', () => {
    const pagat = titles('variants/hindersche-pagat.stw');
    expect(pagat.get('upcard-four')).toBe('Die Trumpfkarte, wenn vier Spieler mitspielen');
    expect(pagat.get('upcard-fewer')).toBe('Die Trumpfkarte, sonst');
    expect(pagat.get('follow-or-trump')).toBe('Bedienen oder Trumpf');
    expect(pagat.get('marks')).toBe('Die Striche');
    expect(pagat.get('march-1')).toBe('Was als Durchmarsch zählt');
    expect(pagat.get('playoff-dealer-now')).toBe(
      'Wer ein Stechen gibt, nach der Lesart „The first tied player from the tied deal’s dealer“',
    );
    expect(titles('variants/house/hindersche-butzen-overtrump.stw').get('butzen-overtrump')).toBe(
      'Spielen: eine Karte, die den Stich schlägt',
    );
    expect(titles('variants/house/kein-stich-hearts-broken.stw').get('no-hearts-lead')).toBe(
      'Welche Karten nicht ausgespielt werden dürfen: Herzkarten',
    );
  });

  it('wordsFor gives each language its names', () => {
    const { variant, names } = germanNames('variants/kein-stich.stw');
    const c = variant.clauses[0]!;
    expect(wordsFor('de').clauseTitle(c.node, names)).toBe(clauseTitleDe(c.node, names));
    expect(wordsFor('en').clauseTitle(c.node, names)).toBe(clauseTitle(c.node, names));
  });
});
