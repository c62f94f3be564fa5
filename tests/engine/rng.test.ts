/**
 * The seeded generator keeps its state in an Int32Array (src/engine/rng.ts) for speed. Every figure
 * a seed gives depends on its numbers, so they must be mulberry32's as the plain form below writes
 * it (the state a uint32 in a variable): any seed (negative, fractional, 2^32 or more), many draws,
 * `next` and `int` alike; and `shuffleInts` must shuffle as `shuffle` does.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng, shuffle, shuffleInts } from '../../src/engine/rng.ts';

/** mulberry32, written plainly. */
function plain(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the seeded generator', () => {
  it("draws mulberry32's numbers for any seed", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: 0, max: 2 ** 32 - 1 }),
          fc.integer(),
          fc.double({ min: -1e12, max: 1e12, noNaN: true }),
        ),
        fc.integer({ min: 1, max: 1000 }),
        (seed, n) => {
          const rng = createRng(seed),
            ref = plain(seed);
          for (let k = 0; k < 500; k++) {
            const x = ref();
            if (k % 2 === 0) expect(rng.next()).toBe(x);
            else expect(rng.int(n)).toBe(Math.floor(x * n));
          }
        },
      ),
      { numRuns: 300, seed: 20261126 },
    );
  });

  it('int(n) is Math.floor(next() * n) for counts small and large, up to 2^31 (int truncates)', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.oneof(fc.integer({ min: 1, max: 64 }), fc.integer({ min: 2 ** 30, max: 2 ** 31 })),
        (seed, n) => {
          const rng = createRng(seed),
            ref = plain(seed);
          for (let k = 0; k < 200; k++) expect(rng.int(n)).toBe(Math.floor(ref() * n));
        },
      ),
      { numRuns: 300, seed: 20261126 },
    );
  });

  it('runs through states of 2^31 and more (the state wraps as a uint32 would)', () => {
    const rng = createRng(0x7fffffff),
      ref = plain(0x7fffffff);
    for (let k = 0; k < 100_000; k++) expect(rng.next()).toBe(ref());
  });

  it('shuffleInts shuffles the first n places as shuffle does an array', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 64 }), (seed, n) => {
        const xs = new Int16Array(n + 3).fill(-1);
        for (let c = 0; c < n; c++) xs[c] = c;
        shuffleInts(xs, n, createRng(seed));
        expect([...xs.subarray(0, n)]).toEqual(
          shuffle(
            Array.from({ length: n }, (_, c) => c),
            createRng(seed),
          ),
        );
        expect([...xs.subarray(n)]).toEqual([-1, -1, -1]);
      }),
      { numRuns: 200, seed: 20261126 },
    );
  });
});
