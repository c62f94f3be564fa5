/**
 * `pickExtreme` (the `most points` / `fewest marks` picks of every deal) against a plain reading of
 * its rule: order the pool best first (a stable sort), choose those strictly inside the cut, and
 * when the players at the cut are more than the places still open, report them as a tie. Random
 * pools with few distinct values (so ties are common), every number of places, both directions.
 * And the compiled sets that pick (`most points`, `players where marks = 0`) on random scopes
 * against the same plain readings, one scope after another (the picks reuse their lists).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compileSet, pickExtreme, type ExprEnv, type ScoreScope, type Selection } from '../../src/compile/expr.ts';
import type { PlayerSet } from '../../src/parse/ast.ts';

/** The rule as written, with arrays and a sort: what pickExtreme must equal. */
function plainPick(
  pool: number[],
  value: (q: number) => number,
  slots: number,
  dir: 'most' | 'fewest',
  name: string,
): Selection {
  const sorted = [...pool].sort((p, q) => (dir === 'most' ? value(q) - value(p) : value(p) - value(q)));
  if (slots >= sorted.length) return { chosen: sorted, tie: null };
  if (slots <= 0) return { chosen: [], tie: null };
  const cut = value(sorted[slots - 1]!);
  const chosen = sorted.filter((q, i) => i < slots && value(q) !== cut);
  const group = sorted.filter((q) => value(q) === cut);
  const open = slots - chosen.length;
  if (group.length === open) return { chosen: [...chosen, ...group], tie: null };
  return { chosen, tie: { group, slots: open, dir, value: name } };
}

describe('pickExtreme', () => {
  it('chooses and ties as the plain rule does', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 0, maxLength: 7 }),
        fc.integer({ min: -1, max: 8 }),
        fc.constantFrom('most' as const, 'fewest' as const),
        (values, slots, dir) => {
          // Seats in a shuffled order of play, as a deal's participants are.
          const pool = values.map((_, q) => q).sort((a, b) => ((a * 5 + 3) % 7) - ((b * 5 + 3) % 7));
          const value = (q: number) => values[q]!;
          expect(pickExtreme(pool, value, slots, dir, 'points')).toEqual(plainPick(pool, value, slots, dir, 'points'));
        },
      ),
      { numRuns: 3000 },
    );
  });
});

const loc = null as never;
const ident = (name: string) => ({ name, loc });
const env: ExprEnv = { readings: {}, tallies: new Set(['marks']), ties: 'playoff', shared: new Set(), events: [] };

/** A scope of `values.length` seats: points and marks by seat, some seats out, the rest dealt in from `first`. */
function scopeOf(points: number[], marks: number[], out: boolean[], first: number): ScoreScope {
  const n = points.length;
  const participants: number[] = [];
  for (let k = 0; k < n; k++) if (!out[(first + k) % n]) participants.push((first + k) % n);
  return {
    seats: n,
    participants,
    points,
    tricks: points.map(() => 0),
    places: points.map(() => 0),
    cards: null,
    tallies: { marks },
    out,
    eventBy: [],
    phase: 'p',
    deals: 0,
    eventCounts: [],
    fired: {},
  };
}

describe('compiled picks of players', () => {
  it('`most points`, `fewest marks` and `players where marks = 0` read as the plain rule on scope after scope', () => {
    const most = compileSet(
      { kind: 'Extreme', loc, dir: 'most', value: ident('points'), count: null } as PlayerSet,
      env,
    );
    const fewest = compileSet(
      { kind: 'Extreme', loc, dir: 'fewest', value: ident('marks'), count: null } as PlayerSet,
      env,
    );
    const clean = compileSet(
      {
        kind: 'Where',
        loc,
        cond: {
          kind: 'Compare',
          loc,
          op: '=',
          left: { kind: 'Value', loc, name: ident('marks') },
          right: { kind: 'Num', loc, value: 0 },
        },
      } as PlayerSet,
      env,
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 2 }), fc.boolean()), {
          minLength: 2,
          maxLength: 6,
        }),
        fc.nat(5),
        (seats, first) => {
          const s = scopeOf(
            seats.map((x) => x[0]),
            seats.map((x) => x[1]),
            seats.map((x) => x[2]),
            first % seats.length,
          );
          expect(most(s)).toEqual(plainPick(s.participants, (q) => s.points[q]!, 1, 'most', 'points'));
          expect(fewest(s)).toEqual(plainPick(s.participants, (q) => s.tallies.marks![q]!, 1, 'fewest', 'marks'));
          const zero = s.out.map((o, q) => (!o && s.tallies.marks![q] === 0 ? q : -1)).filter((q) => q >= 0);
          expect(clean(s)).toEqual({ chosen: zero, tie: null });
        },
      ),
      { numRuns: 2000 },
    );
  });
});
