/**
 * Seeded runs of scored deals for the score-sheet tests: a random walk over the deals the witness
 * search tries (src/explore/search.ts), so every deal is one the variant's machine accepts and the
 * expectations come from replaying it, never from numbers written into a test.
 */
import type { CompiledVariant } from '../src/compile/compile.ts';
import { awaiting } from '../src/engine/machine.ts';
import { createRng } from '../src/engine/rng.ts';
import { pathToScenario, startState, stepsFrom, type Step } from '../src/explore/search.ts';
import type { Scenario } from '../src/scenario/replay.ts';

/** `n` scored deals chosen with `seed` (fewer if the rubber ends first), as a scenario for `players`. */
export function seededScenario(cv: CompiledVariant, seed: number, n: number, players: string[]): Scenario {
  const s = startState(cv, players);
  const rng = createRng(seed);
  let snap = s.snapshot;
  const path: Step[] = [];
  while (path.length < n && awaiting(snap) !== 'rubber-over') {
    const steps = stepsFrom(cv, snap.context);
    const step = steps[rng.int(steps.length)]!;
    path.push(step);
    snap = s.step(snap, step.outcome);
  }
  return pathToScenario(cv.id, players, path);
}
