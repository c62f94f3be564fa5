/**
 * The search's stepping (src/explore/search.ts `next`): an owned machine settles each deal tried
 * into a copy of the state it is tried from (flow/states.ts ownedCopy), and no snapshot is made. Breadth
 * first over every shipped variant and house rule, quiet (verify) and logging (diff): after every
 * deal the same status, state value and context (as JSON, key for key) as the machine that copies at
 * every step, stepped by snapshots as the search did before; the state stepped from is left as it
 * was (JSON before and after), however many deals are tried from it; states revived from their
 * packed form step alike; and so does XState's macrostep, which the search falls back to.
 */
import { describe, expect, it } from 'vitest';
import type { GameSnapshot, LeafState } from '../../src/engine/machine.ts';
import { keepLeaf, reviveLeaf, startState, stepsFrom } from '../../src/explore/search.ts';
import { Packer } from '../../src/explore/packed.ts';
import { compiled, shippedFiles } from '../helpers.ts';

const files = shippedFiles();

/** Transitions tried per variant and kind of game. */
const TRANSITIONS = 1_500;

describe('the search steps an owned machine from a copy of each state', () => {
  /** Deals compared (else the tests above prove nothing). */
  let compared = 0;
  for (const file of files) {
    for (const quiet of [true, false]) {
      it(`${file.split('/').pop()} (${quiet ? 'quiet' : 'with a log'}): the states of the snapshot step, the state stepped from unchanged`, () => {
        const cv = compiled(file);
        const old = startState(cv, undefined, { quiet });
        const owned = startState(cv, undefined, { quiet, owned: true });
        const packer = new Packer();
        let frontier: { snap: GameSnapshot; state: LeafState }[] = [{ snap: old.snapshot, state: owned.start }];
        let transitions = 0;
        for (let depth = 0; depth < 8 && frontier.length > 0 && transitions < TRANSITIONS; depth++) {
          const next: typeof frontier = [];
          for (const [i, { snap, state }] of frontier.entries()) {
            if (snap.status !== 'active' || transitions >= TRANSITIONS) continue;
            // Every other state as the search holds it: packed, then revived.
            const from =
              i % 2 === 1 && depth > 0
                ? reviveLeaf(owned.machine, owned.snapshot, keepLeaf(packer, state, null), packer)
                : state;
            const before = JSON.stringify(from.context);
            for (const st of stepsFrom(cv, snap.context)) {
              const a = old.step(snap, st.outcome);
              const b = owned.next(from, st.outcome);
              transitions++;
              expect(b.base.status).toBe(a.status);
              expect(b.base.value).toEqual(a.value);
              expect(JSON.stringify(b.context)).toBe(JSON.stringify(a.context));
              expect(JSON.stringify(from.context)).toBe(before);
              // What `next` falls back to when the quick walk gives up (XState's macrostep), tried on every few deals.
              if (transitions % 5 === 0) {
                const c = owned.nextByXState(from, st.outcome);
                expect(c.base.status).toBe(a.status);
                expect(c.base.value).toEqual(a.value);
                expect(JSON.stringify(c.context)).toBe(JSON.stringify(a.context));
                expect(JSON.stringify(from.context)).toBe(before);
              }
              compared++;
              // A few of each level go on (the rest are repeats of their kind).
              if (next.length < 60) next.push({ snap: a, state: b });
            }
          }
          frontier = next;
        }
      });
    }
  }

  it('compared many deals (else the tests above prove nothing)', () => {
    expect(compared).toBeGreaterThan(50_000);
  });
});
