/**
 * How a beating deal is said: what on the table makes a refusal apply (the `situation` hook, read by
 * ../../explain.ts after the rule that refuses a card).
 */
import type { CompiledVariant } from '../../../compile/compile.ts';
import type { BeatingStep } from '../../../compile/steps.ts';
import { rankWord } from '../../../compile/words.ts';
import { cardName, suitName } from '../../explain.ts';
import { playCard } from '../../play.ts';
import type { PlayState } from '../../state.ts';

/** The card on top and whose trump suit it is, the seat's own trump suit, and the permanent trumps. */
export function beatingSituation(
  cv: CompiledVariant,
  step: BeatingStep,
  p: PlayState,
  seat: number,
  card: number,
  names: readonly string[],
  you: number,
): string {
  if (!p.trick.length || !p.trumps) return '';
  const mine = seat === you;
  const n = cv.deck.ranks.length;
  const top = p.trick.at(-1)!;
  const by = p.trickSeats.at(-1)!;
  const own = p.trumps[seat]!;
  const permanent = step.permanent;
  const perm = permanent >= 0 ? ` ${rankWord(cv.deck, permanent)}s beat any other card.` : '';
  return (
    `On top lies the ${cardName(cv, top)}, played by ${by === you ? 'you' : names[by]}${p.trumps[by]! >= 0 ? ` (whose trump suit is ${suitName(cv, p.trumps[by]!)})` : ''}; ` +
    `${mine ? 'your' : `${names[seat]}’s`} trump suit is ${own >= 0 ? suitName(cv, own) : 'none'}, and the ${cardName(cv, card)} is ${Math.floor(card / n) === own ? 'of it' : 'not of it'}.${perm}`
  );
}

/** How a deal scored by places ends, for a replay's refusal of a move after it. */
export const placesOver = (): string => 'the deal is over (every player has a place)';

/** What beating with `card` would do, for the Play table's hint: go out with it, or beat the card on top. */
export function beatingHint(cv: CompiledVariant, _step: BeatingStep, p: PlayState, seat: number, card: number): string {
  const after = playCard(cv, p, seat, card);
  return after.hands[seat]!.length === 0
    ? `the ${cardName(cv, card)}: your last card, you go out`
    : `the ${cardName(cv, card)} beats the card on top`;
}

/** A tutorial position in a beating deal: worth more where a card of one's own trump suit, not the suit on top, may be played. */
export function beatingPosition(
  cv: CompiledVariant,
  _step: BeatingStep,
  p: PlayState,
  legal: readonly number[],
): { setting: string[]; worth: number } {
  const n = cv.deck.ranks.length;
  let worth = 0;
  if (p.trumps && p.trick.length) {
    const top = Math.floor(p.trick.at(-1)! / n);
    if (legal.some((c) => Math.floor(c / n) === p.trumps![0] && Math.floor(c / n) !== top)) worth = 5;
  }
  return {
    setting: [p.trick.length ? `Beat the card on top, or pick the trick up. It is your turn.` : 'You lead.'],
    worth,
  };
}
