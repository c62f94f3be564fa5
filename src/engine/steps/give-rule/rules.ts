/**
 * Cards moved by rule (`give cards CARDS to SEAT`, `give talon to SEAT`): nobody chooses, so the
 * step is made as it starts, each move written to the deal's log (`"N:give:6H>E"`, `"-1:give:..."`
 * for the talon, by seat index); any move a player tries during it is refused by the next step.
 */
import type { GiveRuleStep } from '../../../compile/deal-steps.ts';
import type { Move, Refusal, StepKind } from '../step.ts';
import { cardMoves, handsAfter } from './moving.ts';

/** The step of cards moved by rule. */
export const giveRule: StepKind<GiveRuleStep> = {
  start(cv, step, p) {
    const moves = cardMoves(cv, step, p);
    const plays = moves.map((m) => `${m.from}:give:${m.card}>${m.to}`);
    return { ...p, hands: handsAfter(p.hands, moves), plays: [...p.plays, ...plays], made: true };
  },
  toMove: () => [],
  legal: (): Move[] => [],
  explain: (_cv, step): Refusal => ({ clause: step.id, reason: `the cards move by themselves (rule ${step.id})` }),
  apply: (_cv, _step, p) => p,
  done: () => true,
  givesTalon: (step) => step.cards === null,
};
