/**
 * Where cards chosen by a rule go (`give cards CARDS to SEAT`, `give talon to SEAT`), as pure
 * functions: each card's receiver is found from the hands as the step begins, so that every card
 * moves once and no card's move decides another's (a Heart passed on is not passed on again).
 */
import type { CompiledVariant } from '../../../compile/compile.ts';
import type { GiveRuleStep } from '../../../compile/deal-steps.ts';
import type { SeatScope } from '../../../compile/expr.ts';
import type { PlayState } from '../../state.ts';

/** One card moving: from whom (-1: the talon) to whom. */
export interface CardMove {
  card: number;
  from: number;
  to: number;
}

/**
 * The cards that move in deal `p` and where: the rule's cards held by a player dealt in (or the
 * talon's cards not in a hand), each to the seat found for it, when that seat is dealt in and is
 * not its holder already. A seat that cannot be found (nobody chose that suit) leaves the card.
 */
export function cardMoves(cv: CompiledVariant, step: GiveRuleStep, p: PlayState): CardMove[] {
  const holderOf = (c: number): number => p.participants.find((q) => p.hands[q]!.includes(c)) ?? -1;
  const ranks = cv.deck.ranks.length;
  const scope: SeatScope = {
    ...p.deal.seats,
    hands: p.hands,
    cardIndex: (name: string) => cv.deck.byName.get(name) ?? -1,
    suitOf: (c: number) => Math.floor(c / ranks),
    personalTrumps: p.trumps,
    participants: p.participants,
  };
  const candidates = step.cards
    ? step.cards.flatMap((on, c) => (on ? [c] : []))
    : (p.deal.talon ?? []).filter((c) => holderOf(c) < 0);
  const out: CardMove[] = [];
  for (const card of candidates) {
    const from = holderOf(card);
    if (step.cards && from < 0) continue;
    const to = step.seat({ ...scope, card });
    if (to >= 0 && to !== from && p.participants.includes(to)) out.push({ card, from, to });
  }
  return out;
}

/** The hands after `moves`, all at once (new lists; `hands` is not changed). */
export function handsAfter(hands: readonly (readonly number[])[], moves: readonly CardMove[]): number[][] {
  const out = hands.map((h) => [...h]);
  for (const m of moves) {
    if (m.from >= 0) out[m.from] = out[m.from]!.filter((c) => c !== m.card);
    out[m.to]!.push(m.card);
  }
  return out;
}
