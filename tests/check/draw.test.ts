/**
 * The checks of drawing from the stock (`draw N each after trick`, check-draw.ts) and of `stock`
 * in conditions (play-condition), each at its exact place; and the trick values counted with the draws.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkPath } from '../../src/check/check.ts';
import { memoryReader } from '../../src/resolve/load.ts';

const files = {
  'hindersche-pagat': readFileSync('variants/hindersche-pagat.stw', 'utf8'),
  bauernheinrich: readFileSync('variants/bauernheinrich.stw', 'utf8'),
};
const HP = 'variant t "T"\n  extends hindersche-pagat\nsource table "House rule" by "us"\n';
const BH = 'variant t "T"\n  extends bauernheinrich\nsource table "House rule" by "us"\n';
/** The diagnostics of `text` (the house rule `t`) as `code line:col message`. */
const check = (text: string) =>
  checkPath(memoryReader({ ...files, t: text }), 't').diagnostics.map(
    (d) => `${d.code} ${d.loc.start.line}:${d.loc.start.column} ${d.message}`,
  );
const FIVE = 'override dealing: deal 5 each in packets 3 2 from forehand, rest to stock [table]\n';

describe('draw: the checker', () => {
  it('accepts a draw after each trick, and `stock` in a card-play rule', () => {
    expect(
      check(
        `${HP}${FIVE}draw: draw 1 each after trick [table]\noverride follow-or-trump: must play led or trump when holding led and stock = 0 [table]\n`,
      ),
    ).toEqual([]);
  });
  it('accepts a draw where only a smaller table than the largest leaves a stock (players who drop out)', () => {
    expect(check(`${HP}draw: draw 1 each after trick [table]\n`)).toEqual([]);
  });
  it('refuses a draw of no card, at the number (draw-count)', () => {
    expect(check(`${HP}${FIVE}draw: draw 0 each after trick [table]\n`)).toEqual([
      'draw-count 5:12 drawing 0 cards draws nothing',
    ]);
  });
  it('refuses a draw in a deal played by going out (draw-play)', () => {
    expect(check(`${BH}draw: draw 1 each after trick [table]\n`)).toEqual([
      'draw-play 4:7 cards are drawn after each trick, but this deal is played by beating (rule beat), which has no tricks',
    ]);
  });
  it('refuses a draw that no table can make: the pack is dealt out even to two players (draw-stock)', () => {
    expect(
      check(
        `${HP}override dealing: deal 18 each in packets 6 6 6 from forehand [table]\ndraw: draw 1 each after trick [table]\n`,
      ).filter((d) => d.startsWith('draw')),
    ).toEqual([
      'draw-stock 5:7 4 players of 18 cards leave no stock in a pack of 36: nobody ever draws a card from it, even at a table of two',
    ]);
  });
  it('refuses two draws in force at once (conflicting-clauses)', () => {
    expect(
      check(`${HP}${FIVE}draw: draw 1 each after trick [table]\ndraw-two: draw 2 each after trick [table]\n`),
    ).toEqual([
      'conflicting-clauses 6:1 `draw-two` and `draw` are both `draw` clauses in force at once; only one can be',
    ]);
  });
  it('counts the tricks drawn in a declared total (points-total): nine tricks of five cards dealt and four drawn', () => {
    const points = (total: number) =>
      `override card-points: points A 11, K 4, Q 3, J 2, 10 10, old-man 12, little-man 12, each trick 1 total ${total} [table]\n`;
    expect(check(`${HP}${FIVE}draw: draw 1 each after trick [table]\n${points(149)}`)).toEqual([]);
    expect(check(`${HP}${FIVE}draw: draw 1 each after trick [table]\n${points(145)}`)).toEqual([
      'points-total 6:104 the card points add up to 149, not the declared 145 (whichever suit is trumps)',
    ]);
  });
  it('refuses `stock` outside card play, at the word (play-condition)', () => {
    expect(check(`${HP}phase vier-strich {\n  extra: when stock = 0: add 1 marks to everyone [table]\n}\n`)).toEqual([
      'play-condition 5:15 `stock` has a meaning only while cards are played',
    ]);
  });
  it('refuses a talon dealt into one hand in a deal that draws (unequal-hands)', () => {
    expect(
      check(
        `${HP}override dealing: deal 5 each in packets 3 2 from forehand, talon 2 to dealer [table]\ndraw: draw 1 each after trick [table]\n`,
      ).filter((d) => d.startsWith('unequal-hands')),
    ).toEqual([
      'unequal-hands 4:61 a talon dealt into one hand leaves it larger than the others, but this deal is played in tricks, one card from each hand',
    ]);
  });
  it('reports `draw` misspelled as a syntax error, not a stack trace', () => {
    const found = check(`${HP}draw: draw 1 each after tricks [table]\n`);
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]).toMatch(/^syntax 4:/);
  });
});
