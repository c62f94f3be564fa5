/**
 * What playing a card would do, in words for the Play table's hint, by the kind of the deal's play
 * step: a registry apart from ./index.ts, so that a page that only replays deals (the slate) does
 * not carry the hints, nor the objective they read (../bot-objective.ts). Each kind's hint is in its
 * folder (`tricks/hint.ts`, `beating/words.ts`, `layoff/words.ts`).
 */
import type { CompiledVariant } from '../../compile/compile.ts';
import type { CompiledStep } from '../../compile/steps.ts';
import type { PlayState } from '../state.ts';
import { beatingHint } from './beating/words.ts';
import { layoffHint } from './layoff/words.ts';
import { tricksHint } from './tricks/hint.ts';

/**
 * What playing `card` from `seat` would do at `step` in deal `p` ("the Ace of Spades: you would hold
 * the trick so far"), said to the player at seat `you`; `names` are the seats' names. Empty for a
 * step that gives no hint.
 */
export function stepHint(
  cv: CompiledVariant,
  step: CompiledStep,
  p: PlayState,
  seat: number,
  card: number,
  names: readonly string[],
  you: number,
): string {
  if (step.kind === 'tricks') return tricksHint(cv, step, p, seat, card, names, you);
  if (step.kind === 'beating') return beatingHint(cv, step, p, seat, card);
  if (step.kind === 'layoff') return layoffHint(cv, step, p, seat, card);
  return '';
}
