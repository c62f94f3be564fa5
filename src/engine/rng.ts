/**
 * A small seeded random generator (mulberry32): same seed, same games, on every machine.
 */

/** A random source: `next()` in [0, 1), `int(n)` in 0..n-1. */
export interface Rng { next(): number; int(n: number): number }

/**
 * mulberry32 with its state in a field. A class rather than closures over a variable: V8 inlines
 * its methods into the simulator's loops, where a draw per card is a measurable part of a deal.
 */
class Mulberry32 implements Rng {
  private a: number;
  constructor(seed: number) { this.a = seed >>> 0; }
  next(): number {
    const a = this.a = (this.a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number { return Math.floor(this.next() * n); }
}

/** A generator seeded with a 32-bit integer. */
export function createRng(seed: number): Rng {
  return new Mulberry32(seed);
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

/** Shuffles the first `n` places of `xs` in place, as `shuffle` does an array of them: the same draws, the same order. */
export function shuffleInts(xs: Int16Array, n: number, rng: Rng): void {
  for (let i = n - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const x = xs[i]!;
    xs[i] = xs[j]!;
    xs[j] = x;
  }
}
