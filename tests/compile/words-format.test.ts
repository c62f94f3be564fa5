/**
 * The small words helpers every page shares (src/compile/words.ts), built on Intl.PluralRules,
 * Intl.ListFormat and Intl.NumberFormat instead of hand-written rules: plurals that agree with
 * their figure ("1 mark", "2 marks"), lists ("a, b and c"), ordinals, and one minus sign (U+2212)
 * for every negative figure a player reads (issue 26).
 */
import { describe, expect, it } from 'vitest';
import {
  agree,
  count,
  figure,
  list,
  ordinal,
  plural,
  signed,
  tallyAmount,
  tallyUnit,
} from '../../src/compile/words.ts';

describe('the words helpers', () => {
  it('agree a noun with its figure', () => {
    expect(count(1, 'mark')).toBe('1 mark');
    expect(count(2, 'mark')).toBe('2 marks');
    expect(count(0, 'game won', 'games won')).toBe('0 games won');
    expect(plural(1, 'trick', 'tricks')).toBe('trick');
    expect(plural(5, 'trick', 'tricks')).toBe('tricks');
  });

  it('write negatives with the minus sign, never a hyphen', () => {
    expect(figure(-50)).toBe('−50');
    expect(figure(50)).toBe('50');
    expect(signed(5)).toBe('+5');
    expect(signed(-5)).toBe('−5');
    expect(signed(0)).toBe('0');
    expect(signed(0, '±0')).toBe('±0');
    expect(count(-2, 'stake')).toBe('−2 stakes');
    for (const n of [-1, -50, -1234]) expect(figure(n)).not.toContain('-');
  });

  it('list and rank as British English does', () => {
    expect(list([])).toBe('');
    expect(list(['You'])).toBe('You');
    expect(list(['You', 'Ada'])).toBe('You and Ada');
    expect(list(['You', 'Ada', 'Ben'])).toBe('You, Ada and Ben');
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '111th',
    ]);
  });

  it('make a verb agree with its subjects, "You" taking the plural', () => {
    expect(`You ${agree(['You'], 'is', 'are')} out`).toBe('You are out');
    expect(`Ada ${agree(['Ada'], 'is', 'are')} out`).toBe('Ada is out');
    expect(`${list(['Ada', 'Ben'])} ${agree(['Ada', 'Ben'], 'is', 'are')} out`).toBe('Ada and Ben are out');
  });

  it('say an amount of a tally in its own unit, from the tally’s title', () => {
    expect(tallyAmount(1, 'Marks')).toBe('1 mark');
    expect(tallyAmount(3, 'Marks')).toBe('3 marks');
    expect(tallyAmount(1, 'Last places')).toBe('1 last place');
    expect(tallyAmount(2, 'Frame')).toBe('2 on the frame');
    expect(tallyUnit('Wins')).toEqual({ one: 'win', other: 'wins' });
  });
});
