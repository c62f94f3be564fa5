/**
 * A comparison with a number written in the clause (`points >= 100`, `total marks > 4`) is compiled
 * with the number read once (compareTo in expr.ts), not through a function per test. It must hold
 * exactly where the general comparison holds: the same clause with the number written as a sum
 * (`100 + 0`, which takes the general path) is the reference, for every operator, on random values
 * (including values read as missing, which count as 0).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compileCond, type ExprEnv, type ScoreScope } from '../../src/compile/expr.ts';
import type { Cond, NumExpr } from '../../src/parse/ast.ts';

const loc = null as never;
const env: ExprEnv = { readings: {}, tallies: new Set(['marks']), ties: 'playoff', shared: new Set(), events: [] };
const OPS = ['=', '!=', '<', '<=', '>', '>='] as const;
const num = (value: number): NumExpr => ({ kind: 'Num', loc, value });
const compare = (op: (typeof OPS)[number], left: NumExpr, right: NumExpr): Cond => ({
  kind: 'Compare',
  loc,
  op,
  left,
  right,
});

/** A scope whose only values are `points` and `marks` by seat (a seat past the arrays reads 0). */
function scopeOf(points: number[], marks: number[]): ScoreScope {
  return {
    seats: 4,
    participants: [0, 1, 2, 3],
    points,
    tricks: [],
    places: [],
    cards: null,
    tallies: { marks },
    out: [],
    eventBy: [],
    phase: 'p',
    deals: 0,
    eventCounts: [],
    fired: {},
  } as ScoreScope;
}

describe('a comparison with a written number', () => {
  const lefts: [string, NumExpr][] = [
    ['points', { kind: 'Value', loc, name: { name: 'points', loc } } as NumExpr],
    ['marks', { kind: 'Value', loc, name: { name: 'marks', loc } } as NumExpr],
    ['total marks', { kind: 'Total', loc, tally: { name: 'marks', loc } } as NumExpr],
  ];
  for (const [name, left] of lefts) {
    it(`holds where the general comparison holds: ${name} against a number, every operator`, () => {
      fc.assert(
        fc.property(
          fc.array(fc.integer({ min: -3, max: 3 }), { maxLength: 4 }),
          fc.array(fc.integer({ min: -3, max: 3 }), { maxLength: 4 }),
          fc.integer({ min: -4, max: 4 }),
          (points, marks, k) => {
            const s = scopeOf(points, marks);
            for (const op of OPS) {
              const fast = compileCond(compare(op, left, num(k)), env);
              const general = compileCond(
                compare(op, left, { kind: 'Arith', loc, op: '+', left: num(k), right: num(0) } as NumExpr),
                env,
              );
              for (let p = 0; p < 4; p++) expect(fast(s, p), `${name} ${op} ${k} for seat ${p}`).toBe(general(s, p));
            }
          },
        ),
        { numRuns: 300 },
      );
    });
  }
});
