/**
 * Trick play by random bots under rules that read effective suits alone (the usual follow-suit and
 * trumping rules): the simulator's commonest deal, played on bit masks.
 *
 * Why a loop of its own: a random bot needs only how many cards are legal and which is the k-th.
 * Each seat's hand is kept as a bit mask per effective suit (a bit per card of that suit, in the
 * order of the cards' numbers) with its count, so a card costs one table lookup for the suits it may
 * be played from (`allowedSuits`, the one place those rules are read, tabled once per variant), one
 * random draw and a few bit operations: no list of legal cards, no view, no history.
 *
 * The k-th legal card is counted in a fixed order (by effective suit, then by card number), so a
 * deal is the one `playDeal` plays with a bot that sorts the legal cards in that order before it
 * draws (tests/random-deal.test.ts plays every shipped variant both ways).
 */
import { allowedSuits, trickBid } from '../compile/play-rules.ts';
import type { CardTables } from '../compile/cards.ts';
import type { CompiledPhase, CompiledVariant } from '../compile/compile.ts';
import type { Rng } from './rng.ts';
import type { DealOutcome } from './state.ts';

/**
 * The suits a player may play from, looked up: `allowed[(led + 1) << width | handSuits]` is
 * `allowedSuits` of the rules for the suit led (-1 leading) and the suits held, for every pair.
 */
export interface SuitTable { width: number; allowed: Int32Array }

/** Tables are built for packs of at most this many effective suits (2^8 sets of suits held, by 9 suits led). */
const TABLE_WIDTH = 8;

const tables = new WeakMap<CompiledVariant, SuitTable | null>();

/**
 * The legal suits of `cv`'s trick play as a table (see SuitTable), when the leader's and the
 * followers' rules read effective suits alone and the pack has few enough suits; else null.
 */
export function suitTableOf(cv: CompiledVariant): SuitTable | null {
  let table = tables.get(cv);
  if (table === undefined) tables.set(cv, table = buildTable(cv));
  return table;
}

function buildTable(cv: CompiledVariant): SuitTable | null {
  const { leading, following } = cv.play.bySuit;
  const width = cv.deck.suits.length + 1;
  if (!leading || !following || width > TABLE_WIDTH) return null;
  const allowed = new Int32Array((width + 1) << width);
  for (let led = -1; led < width; led++) {
    for (let held = 0; held < 1 << width; held++) allowed[((led + 1) << width) | held] = allowedSuits(led < 0 ? leading : following, held, led);
  }
  return { width, allowed };
}

/** Most cards of one effective suit a mask holds (a bit each, in a 32-bit integer). */
const SLOTS = 31;

/**
 * The cards under one trump, looked up: each card's place among the cards of its effective suit
 * (`slot`, by card number), the card at each place (`cardAt[suit * 32 + slot]`), and each card's
 * bid for a trick by the suit led (`bid[led * size + card]`, `trickBid` of the winner clause).
 */
interface Slots { slot: Int8Array; cardAt: Int16Array; bid: Int32Array; order: readonly number[] }

const slotsByTable = new WeakMap<CardTables, Slots | null>();

/**
 * The slots of `t` under the winner clause's `order` (see Slots), or null when an effective suit
 * has more cards than a mask holds.
 */
function slotsOf(t: CardTables, width: number, order: readonly number[]): Slots | null {
  let s = slotsByTable.get(t);
  if (s !== undefined && (s === null || s.order === order)) return s;
  s = buildSlots(t, width, order);
  slotsByTable.set(t, s);
  return s;
}

function buildSlots(t: CardTables, width: number, order: readonly number[]): Slots | null {
  const size = t.eff.length;
  const used = new Int8Array(width);
  const slot = new Int8Array(size), cardAt = new Int16Array(width * 32), bid = new Int32Array(width * size);
  for (let c = 0; c < size; c++) {
    const e = t.eff[c]!;
    if (used[e]! >= SLOTS) return null;
    slot[c] = used[e]!;
    cardAt[e * 32 + used[e]!] = c;
    used[e]!++;
    for (let led = 0; led < width; led++) bid[led * size + c] = trickBid(order, t, led, c);
  }
  return { slot, cardAt, bid, order };
}

/**
 * A deal part-way through: the trick on the table (led by participant number `leader`), the tricks
 * done of `total`, and the points and tricks taken so far, by seat.
 */
export interface DealPosition { leader: number; trick: readonly number[]; done: number; total: number; points: readonly number[]; tricks: readonly number[] }

const NO_CARDS: readonly number[] = Object.freeze([]);

/** Buffers reused from deal to deal (see `playRandomBySuit`). */
export interface MaskScratch { masks: Int32Array; counts: Int16Array; held: Int32Array; sizes: Int16Array }

/** Fresh buffers for `playRandomBySuit`. */
export const maskScratch = (): MaskScratch =>
  ({ masks: new Int32Array(0), counts: new Int16Array(0), held: new Int32Array(0), sizes: new Int16Array(0) });

/**
 * Plays `hands` (by seat; left as they were) among `participants` (in order from forehand) to the
 * end of the deal by the trick rules in `table` (see `suitTableOf`) under the card tables `t` (the
 * phase's, for the deal's trump), each card drawn at random from
 * the legal ones in the order of the file's comment. Returns points and tricks by seat, or null
 * when the pack does not fit the masks (the caller plays the deal its general way). `from`: a deal
 * taken up part-way (a search's play-out), `hands` being the cards still held.
 */
export function playRandomBySuit(cv: CompiledVariant, phase: CompiledPhase, table: SuitTable,
  hands: readonly (readonly number[])[], participants: readonly number[], t: CardTables, rng: Rng, scratch: MaskScratch, from?: DealPosition): DealOutcome | null {
  const { width, allowed: legalSuits } = table;
  const slots = slotsOf(t, width, cv.play.order);
  if (!slots) return null;
  const { slot, cardAt, bid } = slots;
  const size = t.eff.length;
  const eff = t.eff, cardPoints = t.points, trickValues = phase.trickValues;
  const seats = hands.length, n = participants.length;
  // A row per seat: a mask and a count per effective suit (the trump pseudo-suit last).
  if (scratch.masks.length < seats * width) { scratch.masks = new Int32Array(seats * width); scratch.counts = new Int16Array(seats * width); }
  if (scratch.held.length < seats) { scratch.held = new Int32Array(seats); scratch.sizes = new Int16Array(seats); }
  const { masks, counts, held, sizes } = scratch;
  masks.fill(0, 0, seats * width);
  counts.fill(0, 0, seats * width);
  held.fill(0, 0, seats);
  for (let j = 0; j < n; j++) {
    const q = participants[j]!, hand = hands[q]!;
    sizes[q] = hand.length;
    for (let i = 0; i < hand.length; i++) {
      const c = hand[i]!, e = eff[c]!;
      masks[q * width + e]! |= 1 << slot[c]!;
      counts[q * width + e]!++;
      held[q]! |= 1 << e;
    }
  }
  const points: number[] = [];
  const tricks: number[] = [];
  for (let q = 0; q < seats; q++) { points.push(from ? from.points[q] ?? 0 : 0); tricks.push(from ? from.tricks[q] ?? 0 : 0); }
  let leader = from ? from.leader : 0;
  for (let k = from ? from.done : 0, deals = from ? from.total : cv.deal.count; k < deals; k++) {
    // The suit led, and the trick's highest bid so far and its place (see `trickBid`).
    let led = -1, top = 0, best = 0, pts = trickValues[k] ?? 0;
    // A deal taken up part-way: the cards already in this trick count as played.
    const onTable = from && k === from.done ? from.trick : NO_CARDS;
    for (let j = 0; j < onTable.length; j++) {
      const card = onTable[j]!;
      if (j === 0) { led = eff[card]!; top = bid[led * size + card]!; } else if (bid[led * size + card]! > top) { top = bid[led * size + card]!; best = j; }
      pts += cardPoints[card]!;
    }
    for (let j = onTable.length, at = (leader + j) % n; j < n; j++, at = at + 1 === n ? 0 : at + 1) {
      const seat = participants[at]!, row = seat * width, handSuits = held[seat]!;
      const allowed = legalSuits[((led + 1) << width) | handSuits]!;
      // How many cards are legal, and the one drawn: the k-th, by suit then by number.
      let legal = sizes[seat]!;
      if (allowed !== handSuits) {
        legal = 0;
        for (let m = allowed & handSuits; m !== 0; m &= m - 1) legal += counts[row + 31 - Math.clz32(m & -m)]!;
      }
      // No card to play (hands of uneven sizes): not a deal this loop can finish; the caller's way plays it.
      if (legal === 0) return null;
      let pick = legal === 1 ? 0 : rng.int(legal);
      let e = 0;
      for (let m = allowed & handSuits; ; m &= m - 1) {
        e = 31 - Math.clz32(m & -m);
        const c = counts[row + e]!;
        if (pick < c) break;
        pick -= c;
      }
      let bits = masks[row + e]!;
      for (; pick > 0; pick--) bits &= bits - 1;
      const bit = bits & -bits;
      const card = cardAt[e * 32 + 31 - Math.clz32(bit)]!;
      masks[row + e]! &= ~bit;
      if (--counts[row + e]! === 0) held[seat]! &= ~(1 << e);
      sizes[seat]!--;
      if (j === 0) { led = e; top = bid[led * size + card]!; } else {
        const b = bid[led * size + card]!;
        if (b > top) { top = b; best = j; }
      }
      pts += cardPoints[card]!;
    }
    leader = leader + best < n ? leader + best : leader + best - n;
    const w = participants[leader]!;
    points[w]! += pts;
    tricks[w]! += 1;
  }
  return { points, tricks };
}
