/**
 * The rules of a pass (`give N to next, previous, across, none`), as pure functions: which
 * direction a deal passes in, who receives from whom, whether a set of cards may be given, and the
 * hands once everyone has given. Every player gives before anyone receives, so nobody passes on a
 * card they were just given.
 */
import type { GiveDirection } from '../../../compile/deal-steps.ts';

export type { GiveDirection };

/** The direction of the deal with 0-based index `deal` in the game: the list goes round. */
export function passDirection(directions: readonly GiveDirection[], deal: number): GiveDirection {
  return directions[((deal % directions.length) + directions.length) % directions.length]!;
}

/**
 * Who receives `seat`'s cards: the next or previous participant in order of play, or the one
 * opposite (half the table along). Null for `none`, and for `across` at an odd table (nobody sits
 * opposite: the checker refuses an odd table, but players who drop out can make one).
 */
export function receiverOf(participants: readonly number[], seat: number, dir: GiveDirection): number | null {
  const n = participants.length;
  const i = participants.indexOf(seat);
  if (i < 0 || n < 2 || dir === 'none') return null;
  if (dir === 'across') return n % 2 === 0 ? participants[(i + n / 2) % n]! : null;
  return participants[(i + (dir === 'next' ? 1 : n - 1)) % n]!;
}

/** Whether anybody passes at all this deal. */
export const passes = (participants: readonly number[], dir: GiveDirection): boolean =>
  participants.length > 0 && receiverOf(participants, participants[0]!, dir) !== null;

/**
 * Why `cards` may not be what `seat` gives, in words, or null when they may: exactly `count`
 * cards, each held, none twice, and only once per pass. `names` names the cards.
 */
export function giveRefusal(
  names: readonly string[],
  hand: readonly number[],
  cards: readonly number[],
  count: number,
  alreadyGiven: boolean,
): string | null {
  if (alreadyGiven) return 'they have already given their cards in this pass';
  if (cards.length !== count) return `each player gives ${count} card${count === 1 ? '' : 's'}, not ${cards.length}`;
  const seen = new Set<number>();
  for (const c of cards) {
    if (seen.has(c)) return `${names[c]} is given twice`;
    seen.add(c);
    if (!hand.includes(c)) return `${names[c]} is not in their hand`;
  }
  return null;
}

/**
 * The hands after a pass: each giver's cards leave their hand and join their receiver's. `gifts`
 * holds each seat's cards (null for a seat that gives nothing); applied all at once.
 */
export function handsAfterPass(
  hands: readonly (readonly number[])[],
  gifts: readonly (readonly number[] | null)[],
  participants: readonly number[],
  dir: GiveDirection,
): number[][] {
  const out = hands.map((h, q) => {
    const given = gifts[q];
    return given ? h.filter((c) => !given.includes(c)) : [...h];
  });
  for (const q of participants) {
    const to = receiverOf(participants, q, dir);
    const given = gifts[q];
    if (to !== null && given) out[to]!.push(...given);
  }
  return out;
}
