/**
 * A play-off's ranking (flow/playoff-rank.ts rankedByKeys): the order Array.prototype.sort gives the players by
 * their keys (the order the flow used before), on random tables of keys with many ties, NaN among them.
 */
import { describe, expect, it } from 'vitest';
import { rankedByKeys } from '../../src/engine/flow/playoff-rank.ts';
import { createRng } from '../../src/engine/rng.ts';

/** The oracle: the players sorted by their keys in turn, the lower first (a stable sort). */
function sorted(seats: number[], scores: number[][]): number[] {
  const compare = (x: number[], y: number[]) => {
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
    return 0;
  };
  return seats.slice().sort((p, q) => compare(scores[p]!, scores[q]!));
}

describe('rankedByKeys', () => {
  it('orders players as a stable sort by their keys does', () => {
    const rng = createRng(99);
    for (let trial = 0; trial < 20_000; trial++) {
      const n = 1 + rng.int(7),
        keys = 1 + rng.int(3);
      const seats = Array.from({ length: n }, (_, i) => i);
      // Shuffled seats (the order of play from forehand), few values (ties), now and then a NaN, -0 or infinity.
      for (let i = n - 1; i > 0; i--) {
        const j = rng.int(i + 1);
        [seats[i], seats[j]] = [seats[j]!, seats[i]!];
      }
      const odd = [NaN, -0, Infinity, -Infinity];
      const scores = seats.map(() =>
        Array.from({ length: keys }, () => (rng.int(25) === 0 ? odd[rng.int(odd.length)]! : rng.int(3) - 1)),
      );
      const given = seats.slice();
      expect(rankedByKeys(seats, scores)).toEqual(sorted(seats, scores));
      expect(seats).toEqual(given);
    }
  });
});
