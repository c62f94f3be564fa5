import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { checkPath } from '../src/check/check.ts';
import { compileVariant } from '../src/compile/compile.ts';
import { memoryReader } from '../src/resolve/load.ts';
import { replay } from '../src/scenario/replay.ts';

const base = readFileSync('variants/hindersche-pagat.stw', 'utf8');

/** A house rule over Pagat, checked and compiled. */
function house(rules: string) {
  const files = { 'hindersche-pagat': base, house: `variant house "House"\nextends hindersche-pagat\nsource house "Our table"\n${rules}\n` };
  const { variant, diagnostics } = checkPath(memoryReader(files), 'house');
  expect(diagnostics.map((d) => d.message)).toEqual([]);
  return compileVariant(variant!);
}
const run = (cv: ReturnType<typeof house>, deals: unknown[]) =>
  replay(cv, { variant: 'house', players: ['N', 'W', 'S', 'E'], dealer: 'N', deals });
const pts = (n: number, w: number, s: number, e: number) => ({ points: { N: n, W: w, S: s, E: e } });

describe('play-offs interrupt the flow and resume it exactly once', () => {
  it('a tie in a `game over` effect is played off, and the play-off loser loses the game', () => {
    const cv = house('override last-one-in: game over when deals = 2: most marks loses game with 1 frame [house]');
    const t = run(cv, [pts(50, 30, 35, 25), pts(20, 55, 35, 30), { points: { N: 40, W: 30 }, tricks: { N: 5, W: 4 } }]);
    expect(t.log[1]!.playoff?.sort()).toEqual(['N', 'W']);
    expect(t.log[1]!.gameOver).toBeNull();
    expect(t.log[2]!.kind).toBe('playoff');
    expect(t.log[2]!.gameOver).toEqual({ loser: 'N', frameMarks: 1 });
    expect(t.log[2]!.tallies.frame).toEqual({ N: 1, W: 0, S: 0, E: 0 });
  });

  it('`after deal` clauses run once per deal, after its play-off', () => {
    const cv = house(`seen: tally per player "deals seen" [house]
counted (after most-points): after deal: add 1 seen to everyone [house]`);
    const t = run(cv, [pts(45, 45, 30, 20), { points: { N: 40, W: 30 }, tricks: { N: 5, W: 4 } }, pts(50, 30, 35, 25)]);
    expect(t.log[0]!.tallies.seen).toEqual({ N: 0, W: 0, S: 0, E: 0 });
    expect(t.log[1]!.tallies.seen).toEqual({ N: 1, W: 1, S: 1, E: 1 });
    expect(t.log[2]!.tallies.seen).toEqual({ N: 2, W: 2, S: 2, E: 2 });
  });

  it('a tie in an `after deal` effect is played off too', () => {
    const cv = house(`bonus: tally per player "bonus" [house]
tie-bonus (after most-points): after deal: add 1 bonus to most marks [house]`);
    const t = run(cv, [pts(50, 30, 35, 25), pts(20, 55, 35, 30), { points: { N: 40, W: 30 }, tricks: { N: 5, W: 4 } }]);
    expect(t.log[0]!.tallies.bonus).toEqual({ N: 1, W: 0, S: 0, E: 0 });
    expect(t.log[1]!.playoff?.sort()).toEqual(['N', 'W']);
    expect(t.log[2]!.tallies.bonus).toEqual({ N: 2, W: 0, S: 0, E: 0 });
    expect(t.log[2]!.tallies.marks).toEqual({ N: 1, W: 1, S: 0, E: 0 });
  });
});
