/**
 * A beating deal's trumps, for the table that marks and sorts a hand (../../trumps.ts): the
 * permanent trumps (a rank that beats every other card) are trumps for everyone, and each player's
 * own trump suit for that player.
 */
import type { CompiledVariant } from '../../../compile/compile.ts';
import type { BeatingStep } from '../../../compile/steps.ts';
import type { PlayState } from '../../state.ts';

/** Whether `card` is a trump for `seat`: of the permanent rank, or of the seat's own trump suit. */
export function beatingTrump(
  cv: CompiledVariant,
  step: BeatingStep,
  p: PlayState,
  seat: number,
  card: number,
): boolean {
  const n = cv.deck.ranks.length;
  return (
    card % n === step.permanent ||
    (p.trumps !== null && p.trumps[seat]! >= 0 && Math.floor(card / n) === p.trumps[seat])
  );
}

/**
 * `card`'s place in `seat`'s sorted hand, as [group, strength]: the permanent trumps first, by suit
 * (the pack's first suit highest), then the seat's trump suit, then the other suits in the pack's
 * order; within a group, ranks in the pack's order, the last highest.
 */
export function beatingHandKey(
  cv: CompiledVariant,
  step: BeatingStep,
  p: PlayState,
  seat: number,
  card: number,
): [number, number] {
  const n = cv.deck.ranks.length;
  const suit = Math.floor(card / n);
  if (card % n === step.permanent) return [0, 2 * n + (cv.deck.suits.length - suit)];
  if (beatingTrump(cv, step, p, seat, card)) return [0, card % n];
  return [1 + suit, card % n];
}
