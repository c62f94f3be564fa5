/**
 * Cards that pass on when picked up (`on pickup: give cards CARDS to SEAT`): once a player has
 * picked up, each card of the set among those just picked up goes at once to the seat found for it,
 * with no move. Every receiver is found from the hands as the pick-up left them, so no card's move
 * decides another's. A seat that cannot be found, is the picker, or is out of the deal (no cards
 * left, or not dealt in) leaves the card where it is. The step (rules.ts) and the simulator's loop
 * (play-out.ts) both move the cards here, so the two cannot differ.
 */
import type { CompiledVariant } from '../../../compile/compile.ts';
import type { SeatScope } from '../../../compile/expr.ts';
import type { PassOn } from '../../../compile/steps.ts';
import type { PlayState } from '../../state.ts';
import { removeCard } from '../common.ts';

/** One card passing on: from the player who picked it up to its receiver. */
interface Passed {
  card: number;
  from: number;
  to: number;
}

/** Whether `q` still plays in deal `p`: dealt in and not out of cards (`active` seats during play). */
const inPlay = (p: PlayState, q: number): boolean => p.places[q] === 0 && p.participants.includes(q);

/** The cards of `picked` (just picked up by `seat` in `p`) that `rule` moves, each with its receiver. */
function passes(cv: CompiledVariant, rule: PassOn, p: PlayState, seat: number, picked: readonly number[]): Passed[] {
  const out: Passed[] = [];
  const ranks = cv.deck.ranks.length;
  const seats = p.deal.seats;
  // `active` during play means still in this deal: the game's players out and the deal's placed ones are not.
  const notIn = p.hands.map((_, q) => seats.out[q] === true || !inPlay(p, q));
  for (const card of picked) {
    if (!rule.cards[card]) continue;
    const scope: SeatScope = {
      ...seats,
      out: notIn,
      hands: p.hands,
      cardIndex: (name: string) => cv.deck.byName.get(name) ?? -1,
      suitOf: (c: number) => Math.floor(c / ranks),
      personalTrumps: p.trumps,
      participants: p.participants,
      card,
    };
    const to = rule.seat(scope);
    if (to >= 0 && to !== seat && inPlay(p, to)) out.push({ card, from: seat, to });
  }
  return out;
}

/**
 * Moves the cards `rule` passes on from those `seat` has just picked up (`picked`), in `p` itself
 * (the simulator's deal, owned by its loop). Returns the cards moved.
 */
export function passOnInPlace(
  cv: CompiledVariant,
  rule: PassOn,
  p: PlayState,
  seat: number,
  picked: readonly number[],
): readonly Passed[] {
  const moves = passes(cv, rule, p, seat, picked);
  for (const m of moves) {
    removeCard(p.hands[m.from]!, m.card);
    p.hands[m.to]!.push(m.card);
  }
  return moves;
}

/**
 * `p` (a new deal, `seat` having just picked up `picked`) with the cards `rule` passes on moved, in
 * new hands, and each written to the log as `from:give:card>to` (as cards moved by rule before play).
 */
export function passedOn(
  cv: CompiledVariant,
  rule: PassOn,
  p: PlayState,
  seat: number,
  picked: readonly number[],
): PlayState {
  if (!picked.some((c) => rule.cards[c])) return p;
  const q: PlayState = { ...p, hands: p.hands.map((h) => [...h]) };
  const moves = passOnInPlace(cv, rule, q, seat, picked);
  return moves.length === 0
    ? p
    : { ...q, plays: [...q.plays, ...moves.map((m) => `${m.from}:give:${m.card}>${m.to}`)] };
}
