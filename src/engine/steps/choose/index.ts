/**
 * The choice step with its hooks: it reads the game as the deal begins when an option is offered
 * only under a condition, and names an option by its title.
 */
import type { ChoiceStep } from '../../../compile/deal-steps.ts';
import type { StepKind } from '../step.ts';
import { choose } from './rules.ts';

/** The choice step kind. */
export const chooseKind: StepKind<ChoiceStep> = {
  ...choose,
  // A choice after play reads the game for its seat (a measure of the deal just played) as well.
  readsGame: (step) => step.afterPlay === true || step.options.some((o) => o.when !== null),
  afterPacket: (step) => step.packet,
  moveTitle: (step, move) =>
    move.kind === 'choose' ? (step.options.find((o) => o.id === move.option)?.title ?? null) : null,
};
