/**
 * Which cards are trumps, as the engine plays them, and a hand in the order the engine ranks it:
 * the one place a front-end asks (the Play table marks and sorts the hand by it), so that a card
 * the rules make a trump is shown as one whatever suit is printed on it.
 *
 * In a trick deal the answer is the compiled card tables' (src/compile/cards.ts): a card is a trump
 * when its effective suit is the trump pseudo-suit, so a special card ranked among the trumps (a
 * Jack of the other suit of the trump's colour) is one, and a deal without trumps has none. In a
 * beating deal (steps/beating/trumps.ts, the step's `isTrump` and `handKey` hooks) the permanent trumps (a rank that beats every other card) are
 * trumps for everyone, and each player's own trump suit for that player.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import { trumpSuit } from '../compile/cards.ts';
import type { PlayState } from './state.ts';
import { phaseOfPlay, tablesFor } from './steps/common.ts';
import { kindOf, playStepOf } from './steps/index.ts';

/** The play step of the deal's phase, with its kind (whose own trumps, if it has them, decide). */
function playOf(cv: CompiledVariant, p: PlayState) {
  const step = playStepOf(phaseOfPlay(cv, p));
  return { step, kind: kindOf(step) };
}

/**
 * Whether `card` is a trump for `seat` in deal `p`, by the engine's own rules: the card tables'
 * trump pseudo-suit in a trick deal (special cards included), the permanent trumps and the seat's
 * own trump suit in a beating deal.
 */
export function isTrump(cv: CompiledVariant, p: PlayState, seat: number, card: number): boolean {
  const { step, kind } = playOf(cv, p);
  return kind.isTrump ? kind.isTrump(cv, step, p, seat, card) : tablesFor(cv, p).eff[card] === trumpSuit(cv.deck);
}

/**
 * `hand` in the order the engine ranks it for `seat`: the trumps first, strongest first; then the
 * other suits in the pack's order, each strongest first. Trick deals rank by the card tables'
 * power; beating deals by the beating rules (permanent trumps by suit, the pack's first suit
 * highest; then ranks in the pack's order, the last highest). A new array; `hand` is not changed.
 */
export function rankedHand(cv: CompiledVariant, p: PlayState, seat: number, hand: readonly number[]): number[] {
  const { step, kind } = playOf(cv, p);
  // A sort key per card: its group (0 for trumps, 1 + suit for the others), then its strength.
  const key = (c: number): [number, number] => {
    if (kind.handKey) return kind.handKey(cv, step, p, seat, c);
    const t = tablesFor(cv, p);
    const eff = t.eff[c]!;
    return [eff === trumpSuit(cv.deck) ? 0 : 1 + eff, t.power[c]!];
  };
  const keys = new Map(hand.map((c) => [c, key(c)]));
  return [...hand].sort((a, b) => {
    const [ga, sa] = keys.get(a)!,
      [gb, sb] = keys.get(b)!;
    return ga - gb || sb - sa || a - b;
  });
}
