/**
 * 95% confidence intervals for the figures a simulation reports: Wilson's interval for a share
 * (it stays inside 0..1 and behaves for rare events, where the normal approximation does not), and
 * the normal interval for a mean (the runs are thousands of games, where it is accurate).
 */

/** The z value of a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

/** A figure with its 95% confidence interval `[low, high]`. */
export interface Estimate {
  value: number;
  low: number;
  high: number;
}

/** The share `hits / n` with Wilson's 95% interval; 0 with [0, 1] when there is nothing to count. */
export function shareEstimate(hits: number, n: number): Estimate {
  if (n <= 0) return { value: 0, low: 0, high: 1 };
  const p = hits / n;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z95 / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { value: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/**
 * The mean of `n` values from their sum and sum of squares, with the normal 95% interval (the
 * sample variance, n − 1). One value, or none, has no spread to speak of: its interval is the point.
 */
export function meanEstimate(sum: number, squares: number, n: number): Estimate {
  if (n <= 0) return { value: 0, low: 0, high: 0 };
  const mean = sum / n;
  const variance = n > 1 ? Math.max(0, (squares - n * mean * mean) / (n - 1)) : 0;
  const half = Z95 * Math.sqrt(variance / n);
  return { value: mean, low: mean - half, high: mean + half };
}

/**
 * The two-sided p-value of a normal test statistic `z`: the chance of a value at least as far from
 * 0 were there no difference. erfc(|z|/√2) by the Chebyshev fit of Numerical Recipes (`erfcc`,
 * relative error below 1.2e-7), enough for a verdict at 5%.
 */
export function twoSidedP(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * x);
  const poly =
    -x * x -
    1.26551223 +
    t *
      (1.00002368 +
        t *
          (0.37409196 +
            t *
              (0.09678418 +
                t *
                  (-0.18628806 +
                    t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
  return Math.min(1, t * Math.exp(poly));
}

/**
 * Holm's step-down adjustment of the p-values `ps` of several tests made together: a difference
 * whose adjusted p-value is below 5% is unlikely to be chance even among all of them (the chance of
 * any false verdict stays below 5%, whatever the tests' dependence). In the order given.
 */
export function holm(ps: readonly number[]): number[] {
  const m = ps.length;
  const order = ps.map((_, i) => i).sort((a, b) => ps[a]! - ps[b]! || a - b);
  const adjusted = new Array<number>(m).fill(1);
  let running = 0;
  order.forEach((i, k) => {
    running = Math.max(running, Math.min(1, (m - k) * ps[i]!));
    adjusted[i] = running;
  });
  return adjusted;
}

/** The level below which an adjusted p-value makes a difference significant. */
export const ALPHA = 0.05;

/** Rounds for reports: 4 decimals, and never `-0`. */
export const round4 = (x: number): number => Math.round(x * 10000) / 10000 + 0;

/** An estimate rounded for a report. */
export const rounded = (e: Estimate): Estimate => ({
  value: round4(e.value),
  low: round4(e.low),
  high: round4(e.high),
});
