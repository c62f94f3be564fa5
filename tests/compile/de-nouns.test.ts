import { describe, expect, it } from 'vitest';
import { cardNoun, phrase, rankNoun, suitCardNoun, suitNoun } from '../../src/compile/de/nouns.ts';
import { langOf } from '../../src/core/lang.ts';

describe('German nouns', () => {
  const king = rankNoun('K', 'King', 'german');
  const seven = rankNoun('7', undefined, 'german');
  const jack = rankNoun('J', 'Jack', 'french');
  it('put a card into each case with the rank’s gender', () => {
    const card = cardNoun(suitNoun('Hearts'), king);
    expect(['nom', 'acc', 'dat', 'gen'].map((k) => phrase(card, 'def', k as 'nom'))).toEqual([
      'der Herz-König',
      'den Herz-König',
      'dem Herz-König',
      'des Herz-Königs',
    ]);
    expect(phrase(cardNoun(suitNoun('Bells'), seven), 'def', 'dat')).toBe('der Schellen-Sieben');
  });
  it('name the courts by the pack: Ober and Unter in a German-suited pack, Dame and Bube in a French one', () => {
    expect(rankNoun('Q', 'Queen', 'german').one).toBe('Ober');
    expect(rankNoun('Q', 'Queen', 'french').one).toBe('Dame');
    expect(phrase(jack, 'def', 'dat')).toBe('dem Buben');
    expect(phrase(rankNoun('J', 'Jack', 'german'), 'def', 'dat')).toBe('dem Unter');
  });
  it('decline plurals and the negative article', () => {
    expect(phrase(king, 'def', 'dat', true)).toBe('den Königen');
    expect(phrase(king, 'neg', 'nom', true)).toBe('keine Könige');
    expect(phrase(suitCardNoun(suitNoun('Hearts')), 'neg', 'acc')).toBe('keine Herzkarte');
    expect(phrase(suitCardNoun(suitNoun('Acorns')), 'indef', 'dat', false)).toBe('einer Eichelkarte');
  });
  it('keep an English title as it is, marked English', () => {
    const stars = suitNoun('Stars');
    expect(stars.english).toBe(true);
    expect(phrase(suitCardNoun(stars), 'indef', 'acc')).toBe('eine Karte der Farbe Stars');
  });
  it('read a language from a locale string', () => {
    expect(['de_CH.UTF-8', 'de', 'en-GB', 'fr_FR', '', undefined].map(langOf)).toEqual([
      'de',
      'de',
      'en',
      null,
      null,
      null,
    ]);
  });
});
