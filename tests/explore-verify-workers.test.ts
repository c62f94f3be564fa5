/**
 * `verify` on several threads (src/cli/verify-pool.ts) against one (verifyClaims): the same
 * verdicts, counterexamples, checked counts and figures, byte for byte, on bounds that cut a level
 * in the middle (by states and by transitions) and by depth. Every level from the second goes to
 * the threads, cut into pieces of a few states, so that pieces are merged in an order other than
 * the one they come back in, and a state a thread made before is sent as known.
 */
import { describe, expect, it } from 'vitest';
import type { Bounds } from '../src/explore/search.ts';
import { verifyClaims } from '../src/explore/verify.ts';
import { verifyOnThreads, type Tuning } from '../src/cli/verify-pool.ts';
import { compiled } from './helpers.ts';

/** Every level with more than one state on the threads, in small pieces. */
const SMALL_PIECES: Tuning = { parallelFrom: 2, startFrom: 1, piecesPerThread: 6, minPiece: 3 };

/** Variants with claims (some that fail, so counterexamples too). */
const TARGETS = ['hindersche-pagat', 'hindersche-swedish', 'hindersi-jass', 'kein-stich', 'hindersche-schoch'];

/** Bounds that cut a level by states, by transitions (both in the middle of a level), and by depth. */
const BOUNDS: Bounds[] = [
  { maxDepth: 9, maxStates: 333 },
  { maxDepth: 12, maxStates: 100_000, maxTransitions: 1_777 },
  { maxDepth: 4, maxStates: 100_000 },
];

describe('verify on several threads gives what one thread gives', () => {
  for (const target of TARGETS) {
    it(`${target}: the same report for 1, 2 and 3 threads`, async () => {
      const id = target.replace(/^.*\//, '').replace(/\.stw$/, '');
      const cv = compiled(target.includes('/') ? target : id);
      expect(cv.claims.length).toBeGreaterThan(0);
      for (const bounds of BOUNDS) {
        const one = JSON.stringify(verifyClaims(cv, bounds));
        for (const threads of [2, 3]) {
          const many = JSON.stringify(await verifyOnThreads(cv, bounds, { target, options: {} }, threads, SMALL_PIECES));
          expect(many, `${JSON.stringify(bounds)} on ${threads} threads`).toBe(one);
        }
      }
    }, 60_000);
  }

  it('with the default tuning, on a search large enough to use the workers', async () => {
    const cv = compiled('hindersche-pagat');
    const bounds = { maxDepth: 6, maxStates: 12_000 };
    const many = JSON.stringify(await verifyOnThreads(cv, bounds, { target: 'hindersche-pagat', options: {} }, 2));
    expect(many).toBe(JSON.stringify(verifyClaims(cv, bounds)));
  }, 60_000);
});
