/**
 * The nouns words are built with (src/engine/nouns.ts): what a deal's points are called and what
 * play ends with, read from each variant's clauses.
 */
import { describe, expect, it } from 'vitest';
import { pointsNoun, rubberNoun } from '../src/engine/nouns.ts';
import { compiled } from './helpers.ts';

describe('the nouns of a variant', () => {
  it('"points" in a phase whose tricks count, "card points" where only cards do', () => {
    const ks = compiled('kein-stich');
    expect(pointsNoun(ks, 'no-tricks')).toBe('points');
    expect(pointsNoun(ks, 'no-hearts')).toBe('card points');
    const pagat = compiled('hindersche-pagat');
    expect(pointsNoun(pagat, pagat.phases[0]!.id)).toBe('card points');
  });
  it('"game" where the rubber is one game, "rubber" where it is more', () => {
    expect(rubberNoun(compiled('kein-stich'))).toBe('game');
    expect(rubberNoun(compiled('bauernheinrich'))).toBe('game');
    expect(rubberNoun(compiled('hindersche-pagat'))).toBe('rubber'); // rubber 4 games
  });
});
