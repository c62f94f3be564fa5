/**
 * Beating and picking up: its rules (rules.ts), its random play-out (play-out.ts), what its log
 * tells the search (search.ts), its trumps (trumps.ts) and its words (words.ts).
 */
import type { BeatingStep } from '../../../compile/steps.ts';
import type { StepKind } from '../step.ts';
import { beating } from './rules.ts';
import { beatingHandKey, beatingTrump } from './trumps.ts';
import { beatingPosition, beatingSituation, placesOver } from './words.ts';

/** The beating step kind with its hooks. */
export const beatingKind: StepKind<BeatingStep> = {
  ...beating,
  situation: beatingSituation,
  position: beatingPosition,
  overWords: placesOver,
  isTrump: beatingTrump,
  handKey: beatingHandKey,
  permanentRank: (step) => step.permanent,
  scenarioMoves: (step) => [
    { text: '; picking up the trick is ' },
    { code: '"S:pickup"' },
    ...(step.pickUp.kind !== 'all' ? [{ text: ', its top two cards ' }, { code: '"S:pickup:2"' }] : []),
  ],
  leadBy: (step) => ({ card: step.holder >= 0 ? step.holder : undefined, clause: step.clause }),
};
