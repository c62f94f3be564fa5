/**
 * Which cards are trumps, as the engine plays them, and a hand in the order the engine ranks it:
 * the one place a front-end asks (the Play table marks and sorts the hand by it), so that a card
 * the rules make a trump is shown as one whatever suit is printed on it.
 *
 * In a trick deal the answer is the compiled card tables' (src/compile/cards.ts): a card is a trump
 * when its effective suit is the trump pseudo-suit, so a special card ranked among the trumps (a
 * Jack of the other suit of the trump's colour) is one, and a deal without trumps has none. In a
 * beating deal (steps/beating.ts) the permanent trumps (a rank that beats every other card) are
 * trumps for everyone, and each player's own trump suit for that player.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import { trumpSuit } from '../compile/cards.ts';
import type { BeatingStep } from '../compile/steps.ts';
import type { PlayState } from './state.ts';
import { phaseOfPlay, tablesFor } from './steps/common.ts';

/** The play step of the deal's phase when it is a beating one, else null. */
function beatingStep(cv: CompiledVariant, p: PlayState): BeatingStep | null {
  const play = phaseOfPlay(cv, p).steps.at(-1);
  return play?.kind === 'beating' ? play : null;
}

/**
 * Whether `card` is a trump for `seat` in deal `p`, by the engine's own rules: the card tables'
 * trump pseudo-suit in a trick deal (special cards included), the permanent trumps and the seat's
 * own trump suit in a beating deal.
 */
export function isTrump(cv: CompiledVariant, p: PlayState, seat: number, card: number): boolean {
  const beating = beatingStep(cv, p);
  if (!beating) return tablesFor(cv, p).eff[card] === trumpSuit(cv.deck);
  const n = cv.deck.ranks.length;
  return card % n === beating.permanent || (p.trumps !== null && p.trumps[seat]! >= 0 && Math.floor(card / n) === p.trumps[seat]);
}

/**
 * `hand` in the order the engine ranks it for `seat`: the trumps first, strongest first; then the
 * other suits in the pack's order, each strongest first. Trick deals rank by the card tables'
 * power; beating deals by the beating rules (permanent trumps by suit, the pack's first suit
 * highest; then ranks in the pack's order, the last highest). A new array; `hand` is not changed.
 */
export function rankedHand(cv: CompiledVariant, p: PlayState, seat: number, hand: readonly number[]): number[] {
  const n = cv.deck.ranks.length;
  const suits = cv.deck.suits.length;
  const beating = beatingStep(cv, p);
  // A sort key per card: its group (0 for trumps, 1 + suit for the others), then its strength.
  const key = (c: number): [number, number] => {
    const suit = Math.floor(c / n);
    if (beating) {
      if (c % n === beating.permanent) return [0, 2 * n + (suits - suit)];
      if (isTrump(cv, p, seat, c)) return [0, c % n];
      return [1 + suit, c % n];
    }
    const t = tablesFor(cv, p);
    const eff = t.eff[c]!;
    return [eff === trumpSuit(cv.deck) ? 0 : 1 + eff, t.power[c]!];
  };
  const keys = new Map(hand.map((c) => [c, key(c)]));
  return [...hand].sort((a, b) => {
    const [ga, sa] = keys.get(a)!, [gb, sb] = keys.get(b)!;
    return ga - gb || sb - sa || a - b;
  });
}
