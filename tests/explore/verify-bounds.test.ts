/**
 * `verify`'s search against the plain breadth-first search it stands for (written out here: every
 * transition made on snapshots of a machine that copies at every step, keyed, kept when new and
 * within the bound), on bounds that cut it off by states, by transitions and by depth: the same
 * states, transitions, depth and completeness. The search passes over transitions once its bound on
 * states is reached (counted, not made) and settles into copies of states: neither may change these.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CompiledVariant } from '../../src/compile/compile.ts';
import type { GameSnapshot } from '../../src/engine/machine.ts';
import { KeySet } from '../../src/explore/key-set.ts';
import { addKey, startState, stepsFrom, writeKey, type Bounds, type SearchStats } from '../../src/explore/search.ts';
import { verifyClaims } from '../../src/explore/verify.ts';
import { compiled } from '../helpers.ts';

/** The plain search's figures (it judges no claim: it never stops early). */
function plainSearch(cv: CompiledVariant, bounds: Bounds): SearchStats {
  const { snapshot, step, reads } = startState(cv, undefined, { quiet: true });
  const seen = new KeySet();
  addKey(seen, snapshot, reads);
  const maxTransitions = bounds.maxTransitions ?? Infinity;
  let frontier: GameSnapshot[] = [snapshot];
  let transitions = 0,
    depth = 0,
    complete = true;
  while (frontier.length > 0 && depth < bounds.maxDepth && transitions < maxTransitions) {
    depth++;
    const next: GameSnapshot[] = [];
    for (const s of frontier) {
      if (s.status !== 'active' || transitions >= maxTransitions) continue;
      for (const st of stepsFrom(cv, s.context)) {
        const after = step(s, st.outcome);
        transitions++;
        seen.begin();
        writeKey(seen, after, reads);
        if (seen.has()) continue;
        if (seen.size >= bounds.maxStates) {
          complete = false;
          continue;
        }
        seen.add();
        next.push(after);
      }
    }
    frontier = next;
  }
  if (frontier.some((f) => f.status === 'active') || transitions >= maxTransitions) complete = false;
  return { states: seen.size, transitions, depth, complete };
}

const VARIANTS = readdirSync('variants')
  .filter((f) => f.endsWith('.stw'))
  .map((f) => f.slice(0, -4));

/** Bounds that stop a search by states (most), by transitions, and by depth. */
const BOUNDS: Bounds[] = [
  { maxDepth: 9, maxStates: 400 },
  { maxDepth: 12, maxStates: 2_500 },
  { maxDepth: 12, maxStates: 100_000, maxTransitions: 3_000 },
  { maxDepth: 3, maxStates: 100_000 },
];

describe('verify searches as the plain breadth-first search', () => {
  for (const id of VARIANTS) {
    it(`${id}: the same states, transitions, depth and completeness`, () => {
      const cv = compiled(id);
      // One claim that always holds, so that verify goes on to its bounds (it stops once every claim has failed).
      const bare = { ...cv, claims: [{ id: 'always', text: 'always', when: null, holds: () => true }] as never };
      for (const bounds of BOUNDS)
        expect(verifyClaims(bare, bounds).stats, JSON.stringify(bounds)).toEqual(plainSearch(bare, bounds));
    });
  }
});
