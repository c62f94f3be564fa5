/**
 * Personal trumps chosen (`play beating, personal trumps chosen [with repeats]`): before the
 * beating starts, each participant in order of play from forehand names a suit (`"S:trump:H"`) as
 * their personal trump; two players may name the same suit only `with repeats`. Who leads is the
 * variant's `lead`, not the choice.
 */
import type { ChooseTrumpsStep } from '../../../compile/deal-steps.ts';
import { choosable, chooseRefusal, nextChooser } from './personal-choice.ts';
import type { Move, Refusal, StepKind } from '../step.ts';

/** The choosing step. */
export const chooseTrumps: StepKind<ChooseTrumpsStep> = {
  start: (_cv, _step, p) => ({ ...p, trumps: p.hands.map(() => -1), turn: p.participants[0]! }),
  toMove(_cv, _step, p) {
    const q = nextChooser(p.participants, p.trumps!);
    return q < 0 ? [] : [q];
  },
  legal(cv, step, p, seat): Move[] {
    if (seat !== nextChooser(p.participants, p.trumps!)) return [];
    return choosable(
      cv.deck.suits.length,
      p.participants.map((q) => p.trumps![q]!),
      step.repeats,
    ).map((suit) => ({ kind: 'name', suit }));
  },
  explain(cv, step, p, seat, move): Refusal | null {
    if (move.kind !== 'name')
      return { clause: step.clause, reason: `every player first chooses a personal trump suit (rule ${step.clause})` };
    const why = chooseRefusal(cv.deck.suits, p.participants, p.trumps!, seat, move.suit, step.repeats);
    if (!why) return null;
    return {
      clause: why.startsWith('it is not their turn') ? 'turn' : step.clause,
      reason: `${why} (rule ${step.clause})`,
    };
  },
  apply(_cv, _step, p, seat, move) {
    if (move.kind !== 'name') return p;
    const trumps = p.trumps!.map((t, q) => (q === seat ? move.suit : t));
    const next = nextChooser(p.participants, trumps);
    return { ...p, trumps, turn: next < 0 ? p.turn : next, plays: [...p.plays, `${seat}:trump:${move.suit}`] };
  },
  done: (_cv, _step, p) => nextChooser(p.participants, p.trumps!) < 0,
};
