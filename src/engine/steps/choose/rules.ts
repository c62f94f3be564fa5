/**
 * A choice at the table (`choice [every deal | once a game] by SEAT: ID "Title", ...`): before play
 * (or `after play`, before the deal is scored), the player at SEAT chooses one of the options offered
 * (`"S:choose:ID"`); scoring and other conditions read it as `chosen ID`. A choice made once a game is made in the game's first deal with
 * the step and stands for its other deals; a deal that offers no option goes on without a choice.
 */
import type { ChoiceStep } from '../../../compile/deal-steps.ts';
import type { Move, Refusal, StepKind } from '../step.ts';
import { chooserOf, chosenBefore, notOffered, offered, titles } from './options.ts';

/** The choosing step. */
export const choose: StepKind<ChoiceStep> = {
  start(_cv, step, p) {
    const chosen = p.chosen ?? [];
    const earlier = chosenBefore(step, p);
    if (earlier) return { ...p, chosen: [...chosen, earlier.id], made: true };
    const turn = chooserOf(step, p);
    // A choice after play whose seat names nobody (no moon shot) is not made: the deal scores as usual.
    if (turn < 0) return { ...p, chosen, made: true };
    return { ...p, chosen, turn, made: offered(step, p, turn).length === 0 };
  },
  toMove: (_cv, _step, p) => (p.made ? [] : [p.turn]),
  legal: (_cv, step, p, seat): Move[] =>
    p.made || seat !== p.turn ? [] : offered(step, p, seat).map((o) => ({ kind: 'choose', option: o.id })),
  explain(_cv, step, p, seat, move): Refusal | null {
    const rule = `(rule ${step.id})`;
    if (p.made)
      return {
        clause: step.id,
        // A choice after play whose seat names nobody (no moon shot) is not made in this deal.
        reason:
          step.afterPlay && chooserOf(step, p) < 0
            ? `nobody makes this choice in this deal ${rule}`
            : `the choice is already made ${rule}`,
      };
    if (move.kind !== 'choose')
      return { clause: step.id, reason: `first a choice is made: ${titles(offered(step, p, p.turn))} ${rule}` };
    if (seat !== p.turn) return { clause: 'turn', reason: `another player makes this choice ${rule}` };
    const option = step.options.find((o) => o.id === move.option);
    if (!option)
      return { clause: step.id, reason: `that is not one of the options: ${titles(offered(step, p, seat))} ${rule}` };
    const why = notOffered(step, option, p, seat);
    return why ? { clause: step.id, reason: `${why} ${rule}` } : null;
  },
  apply(_cv, _step, p, seat, move) {
    if (move.kind !== 'choose') return p;
    return {
      ...p,
      chosen: [...(p.chosen ?? []), move.option],
      made: true,
      plays: [...p.plays, `${seat}:choose:${move.option}`],
    };
  },
  done: (_cv, _step, p) => p.made,
};
