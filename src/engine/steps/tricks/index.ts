/**
 * Play in tricks: its rules (rules.ts) and what the rest of the project asks of it: its words
 * (words.ts; its hint, hint.ts, is read through ../hint-registry.ts) and the simulator's fast forms (fast.ts, its loop; random-deal.ts, bit masks).
 */
import type { TricksStep } from '../../../compile/steps.ts';
import type { StepKind } from '../step.ts';
import { tricks } from './rules.ts';
import { tricksOver, tricksPosition, tricksSituation } from './words.ts';

/** The tricks step kind with its hooks. */
export const tricksKind: StepKind<TricksStep> = {
  ...tricks,
  takesTricks: true,
  situation: tricksSituation,
  overWords: tricksOver,
  position: tricksPosition,
};
