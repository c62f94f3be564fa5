/**
 * The step kinds with their fast forms and their search bot's reading of the log: the simulator's
 * loop (`playInLoop`), random play-outs in place (`playOut`) and what a deal's log shows a searching
 * bot (`passesShow`, `pickUpsShow`). Each lives in its kind's folder; they are registered here,
 * apart from STEP_KINDS, because only the simulator and the bots need them: the pages' engine plays
 * one move at a time, and the forms' code (the bit masks above all) would otherwise weigh on every
 * page that plays or scores a game.
 */
import type { CompiledStep } from '../../compile/steps.ts';
import { playBeatingAtRandom } from './beating/play-out.ts';
import { replay } from './beating/search.ts';
import { STEP_KINDS } from './index.ts';
import { playLayoffAtRandom } from './layoff/play-out.ts';
import { passesShow } from './layoff/search.ts';
import type { StepKind } from './step.ts';
import { playTricksInLoop } from './tricks/fast.ts';

/** Each step kind with its fast forms (a kind without any is as STEP_KINDS has it). */
function withFastForms(): typeof STEP_KINDS {
  return {
    ...STEP_KINDS,
    tricks: { ...STEP_KINDS.tricks, playInLoop: playTricksInLoop },
    beating: {
      ...STEP_KINDS.beating,
      playOut: playBeatingAtRandom,
      // The replay needs each player's trump suit: without them (not chosen yet) the log is not read.
      pickUpsShow: (cv, step, view, entries, sizes, held, gone, excluded) =>
        !!view.trumps && replay(cv, step, view, entries, sizes, held, gone, excluded),
    },
    layoff: { ...STEP_KINDS.layoff, playOut: playLayoffAtRandom, passesShow },
  };
}

/**
 * Each step kind with its fast forms. Made by a call marked pure, so that a bundle that never reads
 * it (the pages' engine, which imports the bots' table but plays no search) leaves it and the forms out.
 */
export const FAST_STEP_KINDS: typeof STEP_KINDS = /* @__PURE__ */ withFastForms();

/** The module of `step`'s kind with its fast forms. */
export const fastKindOf = <S extends CompiledStep>(step: S): StepKind<S> =>
  FAST_STEP_KINDS[step.kind] as unknown as StepKind<S>;
