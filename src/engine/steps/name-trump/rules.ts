/**
 * A trump named by a player (`trump named by SEAT`): the seat, counted from the deal's dealer,
 * names any suit of the deck (`"S:trump:H"`); it is the deal's trump from then on. A seat that is
 * not dealt in (a play-off) leaves the naming to the forehand.
 */
import type { CompiledVariant } from '../../../compile/compile.ts';
import type { NameTrumpStep } from '../../../compile/deal-steps.ts';
import type { PlayState } from '../../state.ts';
import type { Move, Refusal, StepKind } from '../step.ts';

/** Who names the trump in deal `p`. */
const namerOf = (step: NameTrumpStep, p: PlayState): number => {
  const q = step.seat(p.deal.seats);
  return p.participants.includes(q) ? q : p.participants[0]!;
};

const suitsOf = (cv: CompiledVariant): Move[] => cv.deck.suits.map((_, suit) => ({ kind: 'name', suit }));

/** The naming step. */
export const nameTrump: StepKind<NameTrumpStep> = {
  start: (_cv, step, p) => ({ ...p, turn: namerOf(step, p), made: false }),
  toMove: (_cv, _step, p) => (p.made ? [] : [p.turn]),
  legal: (cv, _step, p, seat) => (p.made || seat !== p.turn ? [] : suitsOf(cv)),
  explain(cv, step, p, seat, move): Refusal | null {
    if (p.made) return { clause: step.id, reason: `the trump is already named (rule ${step.id})` };
    if (move.kind !== 'name') return { clause: step.id, reason: `the trump is named first (rule ${step.id})` };
    if (seat !== p.turn) return { clause: 'turn', reason: `another player names the trump (rule ${step.id})` };
    if (move.suit < 0 || move.suit >= cv.deck.suits.length)
      return { clause: step.id, reason: 'the trump must be a suit of the deck' };
    return null;
  },
  apply(_cv, _step, p, seat, move) {
    if (move.kind !== 'name') return p;
    return { ...p, trump: move.suit, made: true, plays: [...p.plays, `${seat}:trump:${move.suit}`] };
  },
  done: (_cv, _step, p) => p.made,
  afterPacket: (step) => step.packet,
};
