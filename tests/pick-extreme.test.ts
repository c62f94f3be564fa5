/**
 * `pickExtreme` (the `most points` / `fewest marks` picks of every deal) against a plain reading of
 * its rule: order the pool best first (a stable sort), choose those strictly inside the cut, and
 * when the players at the cut are more than the places still open, report them as a tie. Random
 * pools with few distinct values (so ties are common), every number of places, both directions.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pickExtreme, type Selection } from '../src/compile/expr.ts';

/** The rule as written, with arrays and a sort: what pickExtreme must equal. */
function plainPick(pool: number[], value: (q: number) => number, slots: number, dir: 'most' | 'fewest', name: string): Selection {
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
    fc.assert(fc.property(
      fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 0, maxLength: 7 }),
      fc.integer({ min: -1, max: 8 }),
      fc.constantFrom('most' as const, 'fewest' as const),
      (values, slots, dir) => {
        // Seats in a shuffled order of play, as a deal's participants are.
        const pool = values.map((_, q) => q).sort((a, b) => ((a * 5 + 3) % 7) - ((b * 5 + 3) % 7));
        const value = (q: number) => values[q]!;
        expect(pickExtreme(pool, value, slots, dir, 'points')).toEqual(plainPick(pool, value, slots, dir, 'points'));
      },
    ), { numRuns: 3000 });
  });
});
