/** The Simulate panel's live status speaks at a new quarter, a few seconds apart at most often, and leaves the end to the report. */
import { describe, expect, it } from 'vitest';
import { ANNOUNCE_GAP_MS, saidAt, worthSaying } from '../../src/islands/sim-announce.ts';

/** What is said over a run whose progress comes `every` ms, one game at a time, of `total` games. */
function spoken(total: number, every: number): number[] {
  let said = saidAt(0, total, 0);
  const out: number[] = [];
  for (let done = 1; done <= total; done++) {
    const at = done * every;
    if (worthSaying(said, done, total, at)) {
      said = saidAt(done, total, at);
      out.push(done);
    }
  }
  return out;
}

describe('worthSaying', () => {
  it('says each quarter of a slow run once, not the end', () => {
    expect(spoken(1000, 100)).toEqual([250, 500, 750]);
  });
  it('says nothing between start and end of a run shorter than the gap', () => {
    expect(spoken(1000, (ANNOUNCE_GAP_MS - 1) / 1000)).toEqual([]);
  });
  it('waits out the gap when quarters come fast', () => {
    // A quarter every 2.5 s: the first quarter comes too soon after the start; the half is said at 5 s;
    // three quarters come 2.5 s after it, too soon; the end is the report's.
    expect(spoken(100, 100)).toEqual([50]);
  });
});
