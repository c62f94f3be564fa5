/**
 * A search of one variant (verify) tries each deal as the flow settles it (explore/search.ts
 * stepsFrom: flow/settle.ts withCards applied once, when the steps are made, rather than at every
 * transition). Checked here against the deals as dealt (the steps a diff search makes, which the
 * flow completes itself): breadth first over every shipped variant and house rule, quiet and with a
 * log, the same status, state value and context (as JSON, key for key) after every deal.
 */
import { describe, expect, it } from 'vitest';
import type { LeafState } from '../../src/engine/machine.ts';
import { startState, stepsFrom } from '../../src/explore/search.ts';
import { compiled, shippedFiles } from '../helpers.ts';

const files = shippedFiles();

/** Transitions tried per variant and kind of game. */
const TRANSITIONS = 1_500;

describe('a search of one variant tries each deal as the flow settles it', () => {
  /** Deals compared (else the tests above prove nothing). */
  let compared = 0;
  for (const file of files) {
    for (const quiet of [true, false]) {
      it(`${file.split('/').pop()} (${quiet ? 'quiet' : 'with a log'}): the same states as the deals as dealt`, () => {
        const cv = compiled(file);
        const search = startState(cv, undefined, { quiet, owned: true });
        let frontier: LeafState[] = [search.start];
        let transitions = 0;
        for (let depth = 0; depth < 8 && frontier.length > 0 && transitions < TRANSITIONS; depth++) {
          const next: LeafState[] = [];
          for (const from of frontier) {
            if (from.base.status !== 'active' || transitions >= TRANSITIONS) continue;
            const settled = stepsFrom(cv, from.context);
            // The same variant as the other of a pair: the steps as dealt.
            const dealt = stepsFrom(cv, from.context, cv);
            expect(settled.length).toBe(dealt.length);
            for (let i = 0; i < settled.length; i++) {
              expect(settled[i]!.participants).toEqual(dealt[i]!.participants);
              const a = search.next(from, dealt[i]!.outcome);
              const b = search.next(from, settled[i]!.outcome);
              transitions++;
              expect(b.base.status).toBe(a.base.status);
              expect(b.base.value).toEqual(a.base.value);
              expect(JSON.stringify(b.context)).toBe(JSON.stringify(a.context));
              compared++;
              // A few of each level go on (the rest are repeats of their kind).
              if (next.length < 60) next.push(b);
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
