/**
 * A small seeded random generator (mulberry32): same seed, same games, on every machine.
 */

/** A random source: `next()` in [0, 1), `int(n)` in 0..n-1. */
export interface Rng { next(): number; int(n: number): number; state(): number }

/** A generator seeded with a 32-bit integer. */
export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n) => Math.floor(next() * n), state: () => a };
}

/** Shuffles `xs` in place (Fisher–Yates) and returns it. */
export function shuffle<T>(xs: T[], rng: Rng): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const x = xs[i]!;
    xs[i] = xs[j]!;
    xs[j] = x;
  }
  return xs;
}
