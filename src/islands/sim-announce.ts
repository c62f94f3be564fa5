/**
 * When the Simulate panel's live status speaks during a run. Progress arrives up to ten times a
 * second; a screen reader reading each would say nothing else. So the status is written at the
 * start and the end, and in between only when the run has passed a further quarter and a few
 * seconds have gone by since it last spoke.
 */

/** The least time between two progress announcements, in milliseconds of the run. */
export const ANNOUNCE_GAP_MS = 5000;

/** What was last said of a run: the quarter it had reached (0 at the start) and when (ms into the run). */
export interface Said {
  quarter: number;
  atMs: number;
}

/**
 * Whether progress `done` of `total` games, `atMs` into the run, is worth saying after `said`: a
 * quarter not yet said (the last one is the end, which the report says) and a gap long enough.
 */
export function worthSaying(said: Said, done: number, total: number, atMs: number): boolean {
  const quarter = Math.floor((4 * done) / Math.max(1, total));
  return quarter > said.quarter && quarter < 4 && atMs - said.atMs >= ANNOUNCE_GAP_MS;
}

/** What is said at `done` of `total`, `atMs` into the run (the next `said`). */
export const saidAt = (done: number, total: number, atMs: number): Said => ({
  quarter: Math.floor((4 * done) / Math.max(1, total)),
  atMs,
});
