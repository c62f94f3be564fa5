/**
 * 95% confidence intervals for the figures a simulation reports: Wilson's interval for a share
 * (it stays inside 0..1 and behaves for rare events, where the normal approximation does not), and
 * the normal interval for a mean (the runs are thousands of games, where it is accurate).
 */

/** The z value of a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

/** A figure with its 95% confidence interval `[low, high]`. */
export interface Estimate { value: number; low: number; high: number }

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

/** Whether an interval for a difference leaves out 0: the difference is significant at the 5% level. */
export const significant = (e: Estimate): boolean => e.low > 0 || e.high < 0;

/** Rounds for reports: 4 decimals, and never `-0`. */
export const round4 = (x: number): number => Math.round(x * 10000) / 10000 + 0;

/** An estimate rounded for a report. */
export const rounded = (e: Estimate): Estimate => ({ value: round4(e.value), low: round4(e.low), high: round4(e.high) });
