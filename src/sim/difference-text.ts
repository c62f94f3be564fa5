/**
 * How the figures of a simulation read, in the CLI's tables and the site's alike. A share (who
 * loses, games reaching a phase, deals with an event) is a percentage, its difference in the same
 * points; any other figure is a number, written with as many decimals as the others of its row, so
 * that a value and its interval line up (`7.23 (7.16 to 7.30)`, `5 (5 to 5)`). No imports: the
 * site's panel loads it without the simulator.
 */

/** The compared figures that are shares of games or deals (`figure` of a Difference). */
const SHARES = new Set(['lost', 'phase reached', 'event rate']);

/** Decimals of a number that is not a whole one: figures are means over thousands of games, read to two places. */
const DECIMALS = 2;

/**
 * `xs` written alike: whole numbers as they are when all of them are whole, else each to DECIMALS
 * places; thousands grouped, and a true minus sign (none for a zero rounded from below).
 */
export function numberTexts(xs: readonly number[]): string[] {
  const places = xs.every((x) => Number.isInteger(x)) ? 0 : DECIMALS;
  const scale = 10 ** places;
  return xs.map((x) =>
    (Math.round(x * scale) / scale + 0)
      .toLocaleString('en', { minimumFractionDigits: places, maximumFractionDigits: places })
      .replace('-', '−'),
  );
}

/** `x`, a share, as a percentage to one decimal, with a true minus sign. */
const percent = (x: number): string => `${(Math.round(x * 1000) / 10 + 0).toFixed(1).replace('-', '−')}%`;

/** The numbers of one compared figure: each variant's value, and the difference with its interval. */
export interface DifferenceNumbers {
  figure: string;
  a: number;
  b: number;
  difference: { value: number; low: number; high: number };
}

/** A compared figure's cells: the first variant's value, the second's, and `difference (low to high)`. */
export function differenceCells(d: DifferenceNumbers): [string, string, string] {
  const xs = [d.a, d.b, d.difference.value, d.difference.low, d.difference.high];
  const [a, b, value, low, high] = SHARES.has(d.figure) ? xs.map(percent) : numberTexts(xs);
  return [a!, b!, `${value} (${low} to ${high})`];
}

/**
 * What `significant` means in a comparison, in a sentence, for the CLI's table and the site's: the
 * intervals are each figure's own, the verdicts are made together (compare.ts verdicts), over the
 * figures that could differ (one equal in every game, its interval the point 0, is no test).
 */
export function significanceNote(ds: readonly { difference: { value: number; low: number; high: number } }[]): string {
  const tested = ds.filter(({ difference: d }) => d.value !== 0 || d.low !== d.high).length;
  return `significant: unlikely to be chance even among the ${tested} figure${tested === 1 ? '' : 's'} that could differ (Holm's correction at 5%); each interval is 95% for its figure alone`;
}
