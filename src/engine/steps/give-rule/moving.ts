/**
 * Where cards chosen by a rule go (`give cards CARDS to SEAT`, `give N of CARDS to SEAT`, `give talon
 * to SEAT`), as pure functions: each card's receiver is found from the hands as the step begins, so
 * that every card moves once and no card's move decides another's (a Heart passed on is not passed on
 * again).
 */
import type { CompiledVariant } from '../../../compile/compile.ts';
import type { GiveRuleStep } from '../../../compile/deal-steps.ts';
import type { SeatScope } from '../../../compile/expr.ts';
import type { PlayState } from '../../state.ts';
import { givenTrumps } from '../beating/rules.ts';

/** One card moving: from whom (-1: the talon) to whom. */
export interface CardMove {
  card: number;
  from: number;
  to: number;
}

/** The player dealt in who holds `card` in deal `p`, or -1. */
const holderOf = (p: PlayState, card: number): number => p.participants.find((q) => p.hands[q]!.includes(card)) ?? -1;

/**
 * Where `card`, held by `from` (-1: the talon), goes in deal `p` (the hands as the step began): the
 * seat found for it, when that seat is dealt in and is not its holder already; else -1.
 */
function receiver(cv: CompiledVariant, step: GiveRuleStep, p: PlayState, card: number, from: number): number {
  const ranks = cv.deck.ranks.length;
  const scope: SeatScope = {
    ...p.deal.seats,
    hands: p.hands,
    cardIndex: (name: string) => cv.deck.byName.get(name) ?? -1,
    suitOf: (c: number) => Math.floor(c / ranks),
    personalTrumps: p.trumps ?? (step.trumpsBy ? givenTrumps(step.trumpsBy, p) : null),
    participants: p.participants,
    card,
  };
  const to = step.seat(scope);
  return to >= 0 && to !== from && p.participants.includes(to) ? to : -1;
}

/**
 * The cards that move by themselves in deal `p` and where: the rule's cards held by a player dealt
 * in (or the talon's cards not in a hand), each to the seat found for it. A seat that cannot be found
 * (nobody chose that suit) leaves the card.
 */
export function cardMoves(cv: CompiledVariant, step: GiveRuleStep, p: PlayState): CardMove[] {
  const candidates = step.cards
    ? step.cards.flatMap((on, c) => (on ? [c] : []))
    : (p.deal.talon ?? []).filter((c) => holderOf(p, c) < 0);
  const out: CardMove[] = [];
  for (const card of candidates) {
    const from = holderOf(p, card);
    if (step.cards && from < 0) continue;
    const to = receiver(cv, step, p, card, from);
    if (to >= 0) out.push({ card, from, to });
  }
  return out;
}

/** The cards each seat gives in deal `p` (`gifts`, by seat; null or empty: none), each to the seat found for it. */
export function giftMoves(
  cv: CompiledVariant,
  step: GiveRuleStep,
  p: PlayState,
  gifts: readonly (readonly number[] | null)[],
): CardMove[] {
  const out: CardMove[] = [];
  for (const from of p.participants) {
    for (const card of gifts[from] ?? []) {
      const to = receiver(cv, step, p, card, from);
      if (to >= 0) out.push({ card, from, to });
    }
  }
  return out;
}

/** The cards of the rule's set in `seat`'s hand, in the order of the hand. */
export const setCards = (step: GiveRuleStep, p: PlayState, seat: number): number[] =>
  (p.hands[seat] ?? []).filter((c) => step.cards?.[c] === true);

/** The hands after `moves`, all at once (new lists; `hands` is not changed). */
export function handsAfter(hands: readonly (readonly number[])[], moves: readonly CardMove[]): number[][] {
  const out = hands.map((h) => [...h]);
  for (const m of moves) {
    if (m.from >= 0) out[m.from] = out[m.from]!.filter((c) => c !== m.card);
    out[m.to]!.push(m.card);
  }
  return out;
}
