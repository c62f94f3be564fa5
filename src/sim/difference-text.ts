/**
 * How a compared figure reads, in the CLI's table and the site's alike: a share (who loses, games
 * reaching a phase, deals with an event) as a percentage, as the report of one variant gives it,
 * its difference in the same points; any other figure as a number to three decimals. No imports:
 * the site's panel loads it without the simulator.
 */

/** The compared figures that are shares of games or deals (`figure` of a Difference). */
const SHARES = new Set(['lost', 'phase reached', 'event rate']);

/** A formatter for the values of the compared figure `figure`, with a true minus sign. */
export function differenceFormat(figure: string): (x: number) => string {
  return SHARES.has(figure)
    ? (x) => `${(Math.round(x * 1000) / 10).toFixed(1).replace('-', '−')}%`
    : (x) => (Math.round(x * 1000) / 1000).toString().replace('-', '−');
}
