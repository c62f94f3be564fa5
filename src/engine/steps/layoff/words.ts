/**
 * How a lay-off is said: what on the table makes a refusal apply (the `situation` hook, read by
 * ../../explain.ts after the rule that refuses a card).
 */
import type { CompiledVariant } from '../../../compile/compile.ts';
import type { LayoffStep } from '../../../compile/steps.ts';
import { rankWord } from '../../../compile/words.ts';
import { cardName, suitName } from '../../explain.ts';
import type { PlayState } from '../../state.ts';

/** The rows on the table, and the card a new row opens with. */
export function layoffSituation(
  cv: CompiledVariant,
  step: LayoffStep,
  p: PlayState,
  _seat: number,
  _card: number,
  _names: readonly string[],
  _you: number,
): string {
  if (!p.rows) return '';
  const n = cv.deck.ranks.length;
  const open = cv.deck.suits.map((_, s) => s).filter((s) => p.rows!.lo[s]! >= 0);
  const start = step.start;
  const rank = (r: number) => rankWord(cv.deck, r);
  const rows = open.map((s) =>
    p.rows!.lo[s] === p.rows!.hi[s]
      ? `${suitName(cv, s)}: the ${rank(p.rows!.lo[s]!)} alone`
      : `${suitName(cv, s)} from the ${rank(p.rows!.lo[s]!)} to the ${rank(p.rows!.hi[s]!)}`,
  );
  return rows.length
    ? `The rows on the table: ${rows.join('; ')}. A card fits next to a row's end card, one rank above or below; a new row opens with a ${rank(step.start % n)}.`
    : `No row is open yet: the lay-off starts with the ${cardName(cv, start)}.`;
}

/** What laying `card` would do, for the Play table's hint (a card offered fits a row). */
export const layoffHint = (
  cv: CompiledVariant,
  _step: LayoffStep,
  _p: PlayState,
  _seat: number,
  card: number,
): string => `the ${cardName(cv, card)} fits a row`;

/** A tutorial position in a lay-off: lay a card, or pass. */
export const layoffPosition = (
  _cv: CompiledVariant,
  _step: LayoffStep,
  p: PlayState,
): { setting: string[]; worth: number } => ({
  setting: [p.rows?.laid ? 'Lay a card that fits a row, or pass if none does. It is your turn.' : 'It is your turn.'],
  worth: 0,
});
