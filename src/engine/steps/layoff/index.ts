/** Laying off in suit rows: its rules (rules.ts), random play-out (play-out.ts), search (search.ts) and words (words.ts). */
import type { LayoffStep } from '../../../compile/steps.ts';
import type { StepKind } from '../step.ts';
import { placesOver } from '../beating/words.ts';
import { layoff } from './rules.ts';
import { layoffPosition, layoffSituation } from './words.ts';

/** The lay-off step kind with its hooks. */
export const layoffKind: StepKind<LayoffStep> = {
  ...layoff,
  situation: layoffSituation,
  overWords: placesOver,
  position: layoffPosition,
  scenarioMoves: () => [{ text: '; a pass in a lay-off is ' }, { code: '"S:pass"' }],
};
