/**
 * How a trick deal is said: what on the table makes a refusal apply (the `situation` hook, read by
 * ../../explain.ts after the rule that refuses a card).
 */
import type { CompiledVariant } from '../../../compile/compile.ts';
import type { TricksStep } from '../../../compile/steps.ts';
import { suitName } from '../../explain.ts';
import type { PlayState } from '../../state.ts';

/** The suit led and whether the seat holds it, and the trump suit. */
export function tricksSituation(
  cv: CompiledVariant,
  _step: TricksStep,
  p: PlayState,
  seat: number,
  _card: number,
  names: readonly string[],
  you: number,
): string {
  if (!p.trick.length) return '';
  const mine = seat === you;
  const n = cv.deck.ranks.length;
  const hand = p.hands[seat]!;
  const led = Math.floor(p.trick[0]! / n);
  const holds = hand.some((c) => Math.floor(c / n) === led);
  return `${suitName(cv, led)} were led, and ${mine ? 'you' : names[seat]} ${holds ? (mine ? 'hold' : 'holds') : mine ? 'hold no' : 'holds no'} ${suitName(cv, led)}${p.trump >= 0 ? `; trumps are ${suitName(cv, p.trump)}` : ''}.`;
}

/** How a trick deal ends, for a replay's refusal of a move after it. */
export const tricksOver = (p: PlayState): string => `the deal is over (all ${p.tricksPlayed} tricks have been played)`;

/** A tutorial position in trick play: the trumps, and who led. */
export function tricksPosition(
  cv: CompiledVariant,
  _step: TricksStep,
  p: PlayState,
  _legal: readonly number[],
  names: readonly string[],
): { setting: string[]; worth: number } {
  return {
    setting: [
      p.trump >= 0 ? `Trumps are ${suitName(cv, p.trump)}.` : 'There are no trumps.',
      p.trick.length ? `${names[p.trickSeats[0]!]} led; it is your turn.` : 'You lead.',
    ],
    worth: 0,
  };
}
