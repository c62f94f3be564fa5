/**
 * The nouns words are built with (src/engine/nouns.ts): what a deal's points are called and what
 * play ends with, read from each variant's clauses.
 */
import { describe, expect, it } from 'vitest';
import { pointsNoun, rubberNoun } from '../../src/engine/nouns.ts';
import { compiled } from '../helpers.ts';

describe('the nouns of a variant', () => {
  it('"penalty points" where a deal’s points are paid, "points" where tricks count, "card points" where only cards do', () => {
    // Kein Stich pays each deal's points into the pot: they are penalties, not card points (issue 26).
    const ks = compiled('kein-stich');
    expect(pointsNoun(ks, 'no-tricks')).toBe('penalty points');
    expect(pointsNoun(ks, 'no-hearts')).toBe('penalty points');
    const pagat = compiled('hindersche-pagat');
    expect(pointsNoun(pagat, pagat.phases[0]!.id)).toBe('card points');
    // Added to a tally, not paid: points of the cards and tricks, not penalties.
    const jass = compiled('hindersi-jass');
    expect(pointsNoun(jass, jass.phases[0]!.id)).toBe('points');
    // A phase whose tricks count by themselves and whose points are not paid.
    const march = compiled('kein-stich-march');
    expect(march.phases.filter((ph) => pointsNoun(march, ph.id) === 'penalty points').length).toBeGreaterThan(3);
  });
  it('"game" where the rubber is one game, "rubber" where it is more', () => {
    expect(rubberNoun(compiled('kein-stich'))).toBe('game');
    expect(rubberNoun(compiled('bauernheinrich'))).toBe('game');
    expect(rubberNoun(compiled('hindersche-pagat'))).toBe('rubber'); // rubber 4 games
  });
});
