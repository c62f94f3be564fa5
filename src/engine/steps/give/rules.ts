/**
 * The pass step (`give N to next, previous, across, none`): every participant gives N cards at once
 * (`"N:give:QS,KH,AH"`), in any order; nobody receives until everyone has given. The direction of
 * the deal is the list's entry for the deal's index in the game, round again after the last; a deal
 * whose direction is `none` (or `across` at an odd table) has nothing to do.
 */
import type { GiveStep } from '../../../compile/deal-steps.ts';
import type { PlayState } from '../../state.ts';
import { giveRefusal, handsAfterPass, passDirection, passes, receiverOf } from './passing.ts';
import type { Move, Refusal, StepKind } from '../step.ts';

/**
 * The most sets of cards `legal` lists for one player (hands of many cards have very many subsets):
 * the first ones in the order of the hand. Bots choose among them; any other set is still allowed.
 */
const MAX_GIVE_CHOICES = 4096;

/** Up to `max` subsets of `count` cards of `hand`, in order of the hand. */
export function subsets(hand: readonly number[], count: number, max = MAX_GIVE_CHOICES): number[][] {
  const out: number[][] = [];
  if (count < 1 || count > hand.length) return out;
  const at = Array.from({ length: count }, (_, k) => k);
  // Each round moves to the next combination of positions; bounded by `max`.
  while (out.length < max) {
    out.push(at.map((k) => hand[k]!));
    let i = count - 1;
    while (i >= 0 && at[i] === hand.length - count + i) i--;
    if (i < 0) break;
    at[i]! += 1;
    for (let j = i + 1; j < count; j++) at[j] = at[j - 1]! + 1;
  }
  return out;
}

const waiting = (p: PlayState): number[] => (p.gifts ? p.participants.filter((q) => p.gifts![q] === null) : []);

/** The pass step. */
export const give: StepKind<GiveStep> = {
  start(_cv, step, p) {
    const dir = passDirection(step.directions, p.deal.index);
    const active = passes(p.participants, dir);
    return { ...p, gifts: active ? p.hands.map(() => null) : null, made: !active };
  },
  toMove: (_cv, _step, p) => waiting(p),
  legal(_cv, step, p, seat): Move[] {
    if (!waiting(p).includes(seat)) return [];
    return subsets(p.hands[seat]!, step.count).map((cards) => ({ kind: 'give', cards }));
  },
  explain(cv, step, p, seat, move): Refusal | null {
    if (p.made || !p.gifts) return { clause: step.id, reason: `no cards are passed in this deal (rule ${step.id})` };
    if (!p.participants.includes(seat)) return { clause: 'turn', reason: 'they are not dealt in' };
    if (move.kind !== 'give') {
      return {
        clause: step.id,
        reason: `every player first passes ${step.count} card${step.count === 1 ? '' : 's'} (rule ${step.id})`,
      };
    }
    const why = giveRefusal(cv.deck.names, p.hands[seat]!, move.cards, step.count, p.gifts[seat] !== null);
    return why ? { clause: step.id, reason: `${why} (rule ${step.id})` } : null;
  },
  apply(_cv, step, p, seat, move) {
    if (move.kind !== 'give' || !p.gifts) return p;
    const gifts = p.gifts.map((g, q) => (q === seat ? [...move.cards] : g));
    const plays = [...p.plays, `${seat}:give:${move.cards.join(',')}`];
    if (p.participants.some((q) => gifts[q] === null)) return { ...p, gifts, plays };
    const dir = passDirection(step.directions, p.deal.index);
    return { ...p, hands: handsAfterPass(p.hands, gifts, p.participants, dir), gifts: null, made: true, plays };
  },
  done: (_cv, _step, p) => p.made,
  giveAsked(_cv, step, p, seat) {
    if (!waiting(p).includes(seat)) return null;
    const to = receiverOf(p.participants, seat, passDirection(step.directions, p.deal.index));
    return { count: step.count, cards: [...p.hands[seat]!], set: null, to };
  },
};
