/**
 * A small seeded random generator (mulberry32): same seed, same games, on every machine.
 */

/** A random source: `next()` in [0, 1), `int(n)` in 0..n-1 (`n` a count, at most 2^31). */
export interface Rng {
  next(): number;
  int(n: number): number;
}

/**
 * mulberry32 with its state in a one-element Int32Array. A class rather than closures over a
 * variable: V8 inlines its methods into the simulator's loops, where a draw per card is a measurable
 * part of a deal. The state in a typed array rather than a field: a state of 2^31 or more is no
 * small integer, and a field holding it is read and written through a boxed number; a draw took
 * about 7 ns with the field and 2.5 ns with the array (measured, Node 24). The state's bits are the
 * same either way (the first step reads them as int32 or uint32 alike), so are the numbers drawn.
 */
class Mulberry32 implements Rng {
  private readonly s = new Int32Array(1);
  constructor(seed: number) {
    this.s[0] = seed;
  }
  next(): number {
    const a = (this.s[0] = (this.s[0]! + 0x6d2b79f5) | 0);
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /**
   * `Math.floor(next() * n)` for a count `n` up to 2^31 (every caller draws from a list or a count
   * of cards): the product is in [0, n), so `| 0` truncates it to the same number, without the
   * check V8 puts after a floored double that it must turn into an integer (a compare and two
   * branches per draw, 3-5% of a simulated deal). A guard for larger `n` brought the check back.
   */
  int(n: number): number {
    return (this.next() * n) | 0;
  }
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
