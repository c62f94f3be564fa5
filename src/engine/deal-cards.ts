/**
 * Shuffling and dealing: a deal's hands, turned trump card, talon and stock, per the variant's
 * `deal` and `trump` clauses, from a seeded random source. A module apart from a deal's moves
 * (./play.ts), which a replay of given cards needs without the shuffle.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import { shuffleInts, type Rng } from './rng.ts';
import { participantsOf } from './flow/order.ts';
import type { GameState } from './state.ts';
import { stateScope } from './flow/scopes.ts';
import { dealContext } from './play.ts';

/** Hands per seat and the trump suit (index, or -1 for none). */
export interface DealtCards {
  hands: number[][];
  trump: number;
  stock: number[] /** The turned trump card, or -1. */;
  upcard: number;
  /** The talon dealt apart (`talon N`), empty when none is (or it was dealt into a hand: `talon N to SEAT`). */
  talon: number[];
}

/**
 * The pack a deal shuffles, reused and grown as needed (its first `cv.deck.size` places are the
 * pack): a deal reads it only until it returns (the hands and the stock are copies). A typed array
 * (no `length` setter, a call into the runtime, per deal): dealing is a measurable part of a
 * simulated deal. tests/engine/deal-cards.test.ts compares the deal with a plain card-by-card form.
 */
let pack = new Int16Array(64);

/** Where the next card of each seat's hand goes as the packets go round (one list, reused: see dealCards). */
let dealtTo = new Int32Array(16);

/**
 * Shuffles and deals per the variant's `deal` and `trump` clauses to `participants` (from forehand).
 * `into`: hands (by seat) the caller gives up to be dealt into, such as the last deal's (a
 * simulation plays a deal out before it deals the next): a hand of the size dealt is written over
 * in place, so that most deals make no new hands.
 */
export function dealCards(
  cv: CompiledVariant,
  s: GameState,
  rng: Rng,
  participants = participantsOf(cv, s),
  into?: number[][],
): DealtCards {
  const size = cv.deck.size;
  if (pack.length < size) pack = new Int16Array(size);
  for (let c = 0; c < size; c++) pack[c] = c;
  shuffleInts(pack, size, rng);
  const seats = s.players.length;
  // Packets go round from forehand, or from the dealer when the variant says so.
  const n = participants.length,
    packets = cv.deal.packets;
  let each = 0;
  for (let p = 0; p < packets.length; p++) each += packets[p]!;
  const talonSize = cv.deal.talon?.count ?? 0;
  // The player dealt the talon as well (`talon N to SEAT`), found from the deal's dealer: -1 for none.
  const talonSeat = cv.talonTo ? cv.talonTo(dealContext(cv, s).seats) : -1;
  const talonTo = participants.includes(talonSeat) ? talonSeat : -1;
  const hands = handsFor(into, seats, participants, each, talonTo, talonSize);
  if (dealtTo.length < seats) dealtTo = new Int32Array(seats);
  for (let q = 0; q < seats; q++) dealtTo[q] = 0;
  const at = cv.deal.from === 'dealer' ? Math.max(0, participants.indexOf(s.dealer)) : 0;
  let next = 0;
  for (let p = 0; p < packets.length; p++) {
    const packet = packets[p]!;
    for (let j = 0, i = at; j < n; j++, i = i + 1 === n ? 0 : i + 1) {
      const q = participants[i]!;
      const hand = hands[q]!;
      let k = dealtTo[q]!;
      for (let c = 0; c < packet; c++) hand[k++] = pack[next++]!;
      dealtTo[q] = k;
    }
  }
  // The talon: the next cards of the pack after the hands, into a hand or apart.
  const talon: number[] = [];
  for (let c = 0; c < talonSize && next < size; c++) {
    if (talonTo >= 0) hands[talonTo]![dealtTo[talonTo]!++] = pack[next++]!;
    else talon.push(pack[next++]!);
  }
  const stock: number[] = [];
  for (let c = next; c < size; c++) stock.push(pack[c]!);
  // The scope is built only for a trump clause with a condition: most deals never read it.
  let sc: ReturnType<typeof stateScope> | null = null;
  let rule: CompiledVariant['trumpRules'][number] | undefined;
  for (let k = 0; k < cv.trumpRules.length; k++) {
    const r = cv.trumpRules[k]!;
    if (!r.when || r.when((sc ??= stateScope(s, undefined, participants)), -1)) {
      rule = r;
      break;
    }
  }
  let upcard = -1;
  switch (rule?.source) {
    case 'bottom-of-pack':
      upcard = pack[size - 1]!;
      break;
    case 'top-of-stock':
      upcard = stock[0] ?? lastToDealer(hands, s.dealer, next);
      break;
    case 'dealer-last-card':
      upcard = lastToDealer(hands, s.dealer, next);
      break;
    default:
      upcard = -1;
  }
  return { hands, trump: upcard < 0 ? -1 : Math.floor(upcard / cv.deck.ranks.length), stock, upcard, talon };
}

/**
 * Hands by seat to deal `each` cards to each of `participants` into (`extra` more to seat `more`,
 * who is dealt the talon too), every other seat's empty: each hand of `into` already of its size
 * kept (written over by index, so it stays a packed array), any other made anew at its size.
 */
function handsFor(
  into: number[][] | undefined,
  seats: number,
  participants: readonly number[],
  each: number,
  more = -1,
  extra = 0,
): number[][] {
  const hands = into ?? [];
  // Another table's hands (never in one run): the seats past this table's dropped.
  if (hands.length > seats) hands.length = seats;
  for (let q = 0; q < seats; q++) {
    const want = participants.includes(q) ? each + (q === more ? extra : 0) : 0;
    if (hands[q]?.length === want) continue;
    // Zeros to start with: every place is written before it is read (a pushed list, never a holey one).
    const hand: number[] = [];
    for (let k = 0; k < want; k++) hand.push(0);
    hands[q] = hand;
  }
  return hands;
}

/**
 * The last card dealt to `dealer`; a dealer who is not dealt in (a play-off dealt for others) turns
 * the last card dealt (of the `dealt` first cards of the pack), -1 when none was.
 */
function lastToDealer(hands: readonly number[][], dealer: number, dealt: number): number {
  const hand = hands[dealer];
  if (hand && hand.length > 0) return hand[hand.length - 1]!;
  return dealt > 0 ? pack[dealt - 1]! : -1;
}
