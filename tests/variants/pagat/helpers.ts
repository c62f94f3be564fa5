/**
 * Small helpers for the hand-worked Pagat scoring tests (tests/scoring/pagat-*.test.ts).
 * They only build scenario input and read transcripts; every expected value is written out
 * in the test files themselves, worked by hand from the Pagat text (../shared/seeds/000_*.txt)
 * and the default readings declared in variants/hindersche-pagat.stw.
 */
import { expect } from 'vitest';
import { runScenario, type Transcript } from '../../../src/scenario/run.ts';
import { ScenarioInputError } from '../../../src/scenario/errors.ts';

export { runScenario, ScenarioInputError, type Transcript };

/** Seats in order of play (anticlockwise): W plays after N, S after W, E after S. */
export const SEATS = ['N', 'W', 'S', 'E'];

/** `"N50 W30 S35 E25"` → `{ N: 50, W: 30, S: 35, E: 25 }`. */
export function per(s: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const tok of s.trim().split(/\s+/)) {
    const m = /^([A-Z]+)(\d+)$/.exec(tok);
    if (!m) throw new Error(`bad token ${tok}`);
    out[m[1]!] = Number(m[2]);
  }
  return out;
}

/** A scored deal: `deal('N50 W30 S35 E25', 'N3 W2 S2 E2')`. */
export function deal(points: string, tricks?: string): Record<string, unknown> {
  return tricks === undefined ? { points: per(points) } : { points: per(points), tricks: per(tricks) };
}

/** A Hübscher thrown in at `askedBy`'s request. */
export const redeal = (askedBy: string) => ({ redeal: true, askedBy });

/** A Hindersche (Pagat) scenario with N W S E in order of play, N dealing first unless given. */
export function scenario(deals: unknown[], extra: Record<string, unknown> = {}) {
  return { variant: 'hindersche-pagat', players: SEATS, dealer: 'N', deals, ...extra };
}

/** Runs the scenario and fails the test if the run reports a rule violation. */
export function run(deals: unknown[], extra: Record<string, unknown> = {}): Transcript {
  const t = runScenario(scenario(deals, extra));
  expect(t.error, `unexpected rule violation: ${JSON.stringify(t.error)}`).toBeUndefined();
  return t;
}

/** The marks on the slate after log entry `i` (0-based), every player listed. */
export function marks(t: Transcript, i: number): Record<string, number> {
  const e = t.log[i];
  expect(e, `log entry ${i + 1} missing (log has ${t.log.length})`).toBeDefined();
  return e!.tallies.marks as Record<string, number>;
}

/** The lost games on the frame after log entry `i`. */
export function frame(t: Transcript, i: number): Record<string, number> {
  const e = t.log[i];
  expect(e, `log entry ${i + 1} missing (log has ${t.log.length})`).toBeDefined();
  return e!.tallies.frame as Record<string, number>;
}

/** Sorted copy, for comparing player sets (`out`, `playoff`, `players`). */
export const set = (xs: string[] | null | undefined) => (xs ? [...xs].sort() : xs);

/** Expects `fn` to throw a ScenarioInputError whose message matches every pattern. */
export function expectInputError(fn: () => unknown, ...patterns: RegExp[]): ScenarioInputError {
  let caught: unknown;
  try {
    fn();
  } catch (e) {
    caught = e;
  }
  expect(caught, 'expected a ScenarioInputError, nothing was thrown').toBeInstanceOf(ScenarioInputError);
  const msg = (caught as Error).message;
  for (const p of patterns) expect(msg).toMatch(p);
  return caught as ScenarioInputError;
}

/**
 * Four phase-1 deals in which N, W, S and E in turn have the most points: one mark each,
 * four marks, nobody clean. Dealers N, W, S, E; the next deal is dealt by N.
 */
export const FOUR_LOSERS = [
  deal('N50 W30 S35 E25', 'N3 W2 S2 E2'),
  deal('N20 W55 S35 E30', 'N1 W4 S2 E2'),
  deal('N30 W20 S60 E30', 'N2 W2 S3 E2'),
  deal('N30 W30 S20 E60', 'N2 W2 S2 E3'),
];
