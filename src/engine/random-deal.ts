/**
 * Trick play by random bots, played on bit masks: the simulator's commonest deal. Under rules that
 * read effective suits alone (the usual follow-suit and trumping rules), and under rules with card
 * predicates too (`undertrump`, `beating`, `points`, a rank or a card; see compile/play-masks.ts).
 *
 * Why a loop of its own: a random bot needs only how many cards are legal and which is the k-th.
 * Each participant's hand is kept as a bit mask per effective suit (a bit per card of that suit, in
 * the order of the cards' numbers) with its count, so a card costs one table lookup for the suits it
 * may be played from (`allowedSuits`, the one place those rules are read, tabled once per variant),
 * one random draw and a few bit operations: no list of legal cards, no view, no history. Clauses
 * after the first that reads more than suits are read on the masks card by card: each predicate's
 * mask form gives the slots it takes (a whole suit, fixed cards, the trumps below the trick's
 * strongest, the cards whose bid beats the trick's), built from the same tables (`power`,
 * `trickBid`) as its per-card test.
 *
 * The slots stay in card-number order whatever the rules (a predicate's slots are a mask, not a
 * range), so the k-th legal card is counted in one fixed order (by effective suit, then by card
 * number), and a deal is the one `playDeal` plays with a bot that sorts the legal cards in that
 * order before it draws (tests/random-deal.test.ts plays every shipped variant both ways).
 */
import { allowedSuits, trickBid, type SuitRule } from '../compile/play-rules.ts';
import { maskRulesOf, suitFormOf, type CardMask, type MaskCond, type MaskRule } from '../compile/play-masks.ts';
import type { CardTables } from '../compile/cards.ts';
import type { CompiledPhase, CompiledVariant } from '../compile/compile.ts';
import type { Rng } from './rng.ts';
import type { DealOutcome } from './state.ts';

/**
 * The suits a player may play from, looked up: `allowed[(led + 1) << width | handSuits]` is
 * `allowedSuits` of the rules for the suit led (-1 leading) and the suits held, for every pair.
 * `rest`: the clauses after those the table holds (the first that reads more than suits and all
 * after it), in mask form, for the leader and for the followers; null when there are none.
 */
export interface SuitTable { width: number; allowed: Int32Array; rest: { leading: readonly MaskRule[]; following: readonly MaskRule[] } | null }

/** Tables are built for packs of at most this many effective suits (2^8 sets of suits held, by 9 suits led). */
const TABLE_WIDTH = 8;

const tables = new WeakMap<CompiledVariant, SuitTable | null>();
const maskTables = new WeakMap<CompiledVariant, SuitTable | null>();

/**
 * The legal suits of `cv`'s trick play as a table (see SuitTable), when the leader's and the
 * followers' rules read effective suits alone and the pack has few enough suits; else null.
 */
export function suitTableOf(cv: CompiledVariant): SuitTable | null {
  let table = tables.get(cv);
  if (table === undefined) tables.set(cv, table = buildTable(cv));
  return table;
}

/**
 * The table for rules that read card predicates too (compile/play-masks.ts): the clauses up to the
 * first that reads more than suits are tabled, the rest (`SuitTable.rest`) read on the masks card
 * by card. The same table as `suitTableOf` when the rules read suits alone; null when a clause has
 * no mask form or the pack has too many suits.
 */
export function maskTableOf(cv: CompiledVariant): SuitTable | null {
  const bySuit = suitTableOf(cv);
  if (bySuit) return bySuit;
  let table = maskTables.get(cv);
  if (table === undefined) maskTables.set(cv, table = buildMaskTable(cv));
  return table;
}

function buildTable(cv: CompiledVariant): SuitTable | null {
  const { leading, following } = cv.play.bySuit;
  const width = cv.deck.suits.length + 1;
  if (!leading || !following || width > TABLE_WIDTH) return null;
  return { width, allowed: tableOf(width, leading, following), rest: null };
}

function buildMaskTable(cv: CompiledVariant): SuitTable | null {
  const { leading, following } = maskRulesOf(cv.play);
  const width = cv.deck.suits.length + 1;
  if (!leading || !following || width > TABLE_WIDTH) return null;
  const lead = splitBySuit(leading), follow = splitBySuit(following);
  return { width, allowed: tableOf(width, lead.suits, follow.suits), rest: { leading: lead.rest, following: follow.rest } };
}

/** `allowedSuits` of `leading` (led -1) and `following` for every suit led and set of suits held. */
function tableOf(width: number, leading: readonly SuitRule[], following: readonly SuitRule[]): Int32Array {
  const allowed = new Int32Array((width + 1) << width);
  for (let led = -1; led < width; led++) {
    for (let held = 0; held < 1 << width; held++) allowed[((led + 1) << width) | held] = allowedSuits(led < 0 ? leading : following, held, led);
  }
  return allowed;
}

/** The clauses up to the first that reads more than suits (as SuitRules), and the rest. */
function splitBySuit(rules: readonly MaskRule[]): { suits: SuitRule[]; rest: readonly MaskRule[] } {
  const suits: SuitRule[] = [];
  for (const rule of rules) {
    const s = suitFormOf(rule);
    if (!s) break;
    suits.push(s);
  }
  return { suits, rest: rules.slice(suits.length) };
}

/** Most cards of one effective suit a mask holds (a bit each, in a 32-bit integer). */
const SLOTS = 31;

/**
 * A card predicate (CardMask) on one set of tables' slots: effective suits taken whole (`suits`, and
 * the suit led when `led`), the slots of the cards it takes by what they are or by their points
 * (`fixed`, a mask per effective suit, null: none; `fixedSuits`, the suits where it has any), and
 * the parts read from the trick. `plain`:
 * whole suits alone (a question about the suits held, without a look at the cards).
 */
interface SlotPred { suits: number; led: boolean; fixed: Int32Array | null; fixedSuits: number; undertrump: boolean; beating: boolean; plain: boolean }

/** A MaskCond whose card sets are SlotPreds. */
type SlotCond =
  | { kind: 'holding' | 'holding-only'; card: SlotPred }
  | Exclude<MaskCond, { kind: 'holding' | 'holding-only' | 'and' | 'or' | 'not' }>
  | { kind: 'and' | 'or'; left: SlotCond; right: SlotCond }
  | { kind: 'not'; cond: SlotCond };

/** A MaskRule on one set of tables' slots. */
interface SlotRule { when: SlotCond | null; card: SlotPred; negate: boolean }

/**
 * The cards under one trump, looked up: each card's place among the cards of its effective suit
 * (`slot`, by card number), the card at each place (`cardAt[suit * 32 + slot]`), and each card's
 * bid for a trick by the suit led (`bid[led * size + card]`, `trickBid` of the winner clause).
 * For the clauses read card by card (`rest`, null when none): `below[card]`, the slots of the weaker
 * cards (by `power`) of its effective suit, and `above[(led * size + card) * width + suit]`, the
 * slots of `suit` whose bid beats the card's; `reach`, the suits those clauses may narrow, and
 * `gate`, the suits of which a player must hold one for one of them to apply (see `reachIndex`).
 */
interface Slots {
  slot: Int8Array; cardAt: Int16Array; bid: Int32Array; order: readonly number[];
  from: SuitTable['rest']; rest: { leading: SlotRule[]; following: SlotRule[] } | null; below: Int32Array; above: Int32Array;
  reach: Int32Array; gate: Int32Array;
}

/**
 * Where `Slots.reach` and `Slots.gate` keep `reachOfAll` and `gateOfAll` of the leader's clauses (`leading`) or the followers' in a
 * trick where `led` was led (-1: none yet), with a trump in it or not (`trumped`).
 */
const reachIndex = (leading: boolean, led: number, trumped: boolean, width: number): number =>
  ((leading ? 0 : width + 1) + led + 1) * 2 + (trumped ? 1 : 0);

const slotsByTable = new WeakMap<CardTables, Slots | null>();

/**
 * The slots of `t` under the winner clause's `order` and the clauses `rest` (see Slots), or null
 * when an effective suit has more cards than a mask holds.
 */
function slotsOf(t: CardTables, width: number, order: readonly number[], rest: SuitTable['rest']): Slots | null {
  let s = slotsByTable.get(t);
  if (s !== undefined && (s === null || (s.order === order && s.from === rest))) return s;
  s = buildSlots(t, width, order, rest);
  slotsByTable.set(t, s);
  return s;
}

function buildSlots(t: CardTables, width: number, order: readonly number[], from: SuitTable['rest']): Slots | null {
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
  const below = new Int32Array(from ? size : 0), above = new Int32Array(from ? width * size * width : 0);
  if (from) {
    for (let c = 0; c < size; c++) {
      for (let d = 0; d < size; d++) {
        if (t.eff[d] === t.eff[c] && t.power[d]! < t.power[c]!) below[c]! |= 1 << slot[d]!;
        for (let led = 0; led < width; led++) if (bid[led * size + d]! > bid[led * size + c]!) above[(led * size + c) * width + t.eff[d]!]! |= 1 << slot[d]!;
      }
    }
  }
  const onSlots = (rules: readonly MaskRule[]): SlotRule[] => rules.map((r) => slotRule(r, t, slot, width));
  const rest = from && { leading: onSlots(from.leading), following: onSlots(from.following) };
  const reach = new Int32Array(rest ? reachIndex(false, width, false, width) : 0), gate = new Int32Array(reach.length);
  if (rest) {
    for (const leading of [true, false]) {
      const rules = leading ? rest.leading : rest.following;
      for (let led = -1; led < width; led++) {
        for (const trumped of [false, true]) {
          reach[reachIndex(leading, led, trumped, width)] = reachOfAll(rules, led, trumped, width);
          gate[reachIndex(leading, led, trumped, width)] = gateOfAll(rules, led);
        }
      }
    }
  }
  return { slot, cardAt, bid, order, from, rest, below, above, reach, gate };
}

function slotRule(r: MaskRule, t: CardTables, slot: Int8Array, width: number): SlotRule {
  return { when: r.when && slotCond(r.when, t, slot, width), card: slotPred(r.card, t, slot, width), negate: r.negate };
}

function slotCond(c: MaskCond, t: CardTables, slot: Int8Array, width: number): SlotCond {
  switch (c.kind) {
    case 'holding': case 'holding-only': return { kind: c.kind, card: slotPred(c.card, t, slot, width) };
    case 'and': case 'or': return { kind: c.kind, left: slotCond(c.left, t, slot, width), right: slotCond(c.right, t, slot, width) };
    case 'not': return { kind: 'not', cond: slotCond(c.cond, t, slot, width) };
    default: return c;
  }
}

/** `m` on the slots of `t`: the cards it takes by what they are (`cards`) or by their points, as masks. */
function slotPred(m: CardMask, t: CardTables, slot: Int8Array, width: number): SlotPred {
  let fixed: Int32Array | null = null, fixedSuits = 0;
  if (m.cards || m.points) {
    fixed = new Int32Array(width);
    for (let c = 0; c < t.eff.length; c++) {
      if (m.cards?.[c] === 1 || (m.points && t.points[c] !== 0)) { fixed[t.eff[c]!]! |= 1 << slot[c]!; fixedSuits |= 1 << t.eff[c]!; }
    }
  }
  const plain = fixed === null && !m.undertrump && !m.beating;
  return { suits: m.suits.bits, led: m.suits.led, fixed, fixedSuits, undertrump: m.undertrump, beating: m.beating, plain };
}

/**
 * Where a trick stands, for the clauses read card by card: the suit led (-1 leading) and the card
 * led, the card of the highest bid, the strongest trump played (-1: none), the trick's number (from
 * 1), and the player's row of masks, suits held and number of cards.
 */
interface TrickState { led: number; ledCard: number; topCard: number; topTrump: number; trickNo: number; row: number; held: number; size: number }

/** Bits set in `x` (a 32-bit mask). */
function bitCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
}

/** The effective suits `p` takes whole in the trick `at` (`beating` takes every card from the leader). */
const wholeSuits = (p: SlotPred, at: TrickState): number =>
  p.suits | (p.led && at.led >= 0 ? 1 << at.led : 0) | (p.beating && at.led < 0 ? -1 : 0);

/** The effective suits of which `p` may take some cards (see `partOf`) in the trick `at`. */
const partSuits = (p: SlotPred, at: TrickState, width: number): number =>
  p.fixedSuits | (p.undertrump && at.topTrump >= 0 && at.led !== width - 1 ? 1 << (width - 1) : 0) | (p.beating && at.led >= 0 ? -1 : 0);

/** The slots of effective suit `e` that `p` takes card by card (not as a whole suit) in the trick `at`. */
function partOf(p: SlotPred, e: number, at: TrickState, s: Slots, width: number, size: number): number {
  let m = p.fixed === null ? 0 : p.fixed[e]!;
  // Undertrump: the trick's strongest trump is above it, and trumps were not led (see compileCard).
  if (p.undertrump && e === width - 1 && at.led !== e && at.topTrump >= 0) m |= s.below[at.topTrump]!;
  if (p.beating && at.led >= 0) m |= s.above[(at.led * size + at.topCard) * width + e]!;
  return m;
}

/** The slots of effective suit `e` that `p` accepts in the trick `at` (-1: every slot). */
const acceptedIn = (p: SlotPred, e: number, at: TrickState, s: Slots, width: number, size: number): number =>
  ((wholeSuits(p, at) >>> e) & 1) === 1 ? -1 : partOf(p, e, at, s, width, size);

/**
 * The effective suits in which `p` may take a card in a trick where `led` was led (-1: none yet),
 * `trumped` if a trump is in it: a set that reaches none of the suits a player may play from keeps
 * none or all of their cards, and cannot narrow. Cheaper to ask than which cards it takes.
 */
const reachOf = (p: SlotPred, led: number, trumped: boolean, width: number): number =>
  p.suits | (p.led && led >= 0 ? 1 << led : 0) | (p.beating ? -1 : 0) | p.fixedSuits | (p.undertrump && trumped && led !== width - 1 ? 1 << (width - 1) : 0);

/**
 * The effective suits in which one of `rules` may take a card (the union of their `reachOf`): a
 * player whose legal suits miss them all is not narrowed. It changes only when the trick's suit
 * led is known and when its first trump falls, so the loop asks it then, not card by card.
 */
function reachOfAll(rules: readonly SlotRule[], led: number, trumped: boolean, width: number): number {
  let reach = 0;
  for (let k = 0; k < rules.length; k++) reach |= reachOf(rules[k]!.card, led, trumped, width);
  return reach;
}

/**
 * The effective suits of which a player must hold one for one of `rules` to apply in a trick where
 * `led` was led (-1: none yet): a clause whose condition is `holding` a set of whole suits applies
 * only to a hand with a card of them (see `holds`); any other clause may apply to any hand (-1).
 * Asked with the reach, it spares the card-by-card reading of a hand no clause can narrow.
 */
function gateOfAll(rules: readonly SlotRule[], led: number): number {
  let gate = 0;
  for (const { when } of rules) gate |= when !== null && when.kind === 'holding' && when.card.plain ? when.card.suits | (when.card.led && led >= 0 ? 1 << led : 0) : -1;
  return gate;
}

/** Whether `c` holds for the player at `at` (their whole hand: `masks` from `at.row`). */
function holds(c: SlotCond, at: TrickState, masks: Int32Array, s: Slots, width: number, size: number): boolean {
  switch (c.kind) {
    case 'holding':
      if (c.card.plain) return heldIn(c.card, at);
      for (let m = at.held; m !== 0; m &= m - 1) {
        const e = 31 - Math.clz32(m & -m);
        if ((masks[at.row + e]! & acceptedIn(c.card, e, at, s, width, size)) !== 0) return true;
      }
      return false;
    case 'holding-only':
      for (let m = at.held; m !== 0; m &= m - 1) {
        const e = 31 - Math.clz32(m & -m);
        if ((masks[at.row + e]! & ~acceptedIn(c.card, e, at, s, width, size)) !== 0) return false;
      }
      return at.size > 0;
    case 'first-trick': return at.trickNo === 1;
    case 'last-trick': return at.size === 1;
    case 'led-trump': return at.led === width - 1;
    case 'led-suit': return at.ledCard >= 0 && Math.floor(at.ledCard / c.ranks) === c.suit;
    case 'const': return c.holds;
    case 'and': return holds(c.left, at, masks, s, width, size) && holds(c.right, at, masks, s, width, size);
    case 'or': return holds(c.left, at, masks, s, width, size) || holds(c.right, at, masks, s, width, size);
    case 'not': return !holds(c.cond, at, masks, s, width, size);
  }
}

/** The slots a clause's set takes in part in each effective suit, for `narrow` (reused). */
const parts = new Int32Array(TABLE_WIDTH);

/** Whether the player at `at` holds a card of the whole suits `p` takes (`p.plain`; see `holds`). */
const heldIn = (p: SlotPred, at: TrickState): boolean => (at.held & (p.led && at.led >= 0 ? p.suits | (1 << at.led) : p.suits)) !== 0;

/**
 * Narrows the cards of the player at `sc.at` in the suits `suits` (those the tabled clauses allow,
 * `legal` of them) by `rules`, as `legalCards` does clause by clause: a clause that applies keeps
 * the cards its set accepts (rejects, negated) unless that would keep none or all. The cards left
 * are written to `sc.cur` (a mask per effective suit) and counted; -1 when no clause narrowed (the
 * masks themselves are then what is legal). The player's masks are copied to `cur` when a clause
 * first applies, and each clause then reads and narrows `cur` alone. What does not change in a
 * deal is read from the scratch rather than passed: a call with fewer arguments in the draw loop
 * made the loop faster (Jass about 2-5%).
 */
function narrow(rules: readonly SlotRule[], sc: MaskScratch, suits: number, legal: number): number {
  const at = sc.at, masks = sc.masks, cur = sc.cur, s = sc.slots!, width = sc.width, size = sc.cards;
  let copied = false, narrowed = false;
  for (let k = 0; k < rules.length; k++) {
    const rule = rules[k]!, p = rule.card, when = rule.when;
    const whole = wholeSuits(p, at) & suits, part = partSuits(p, at, width) & suits & ~whole;
    // A set that takes no card now keeps none or all of them: the clause cannot narrow.
    if ((whole | part) === 0) continue;
    // `holding` whole suits, the commonest condition, is asked here: `holds` is recursive, a call.
    if (when !== null && !(when.kind === 'holding' && when.card.plain ? heldIn(when.card, at) : holds(when, at, masks, s, width, size))) continue;
    if (!copied) {
      for (let m = suits; m !== 0; m &= m - 1) { const e = 31 - Math.clz32(m & -m); cur[e] = masks[at.row + e]!; }
      copied = true;
    }
    let taken = 0;
    for (let m = whole; m !== 0; m &= m - 1) taken += bitCount(cur[31 - Math.clz32(m & -m)]!);
    // The slots taken in part, kept for the narrowing below (`parts`, by suit).
    for (let m = part; m !== 0; m &= m - 1) {
      const e = 31 - Math.clz32(m & -m);
      const a = partOf(p, e, at, s, width, size);
      parts[e] = a;
      taken += bitCount(cur[e]! & a);
    }
    const kept = rule.negate ? legal - taken : taken;
    if (kept === 0 || kept === legal) continue;
    // Negated, the clause drops what it takes; else it drops the rest.
    for (let m = rule.negate ? whole : suits & ~whole & ~part; m !== 0; m &= m - 1) cur[31 - Math.clz32(m & -m)] = 0;
    for (let m = part; m !== 0; m &= m - 1) {
      const e = 31 - Math.clz32(m & -m);
      cur[e]! &= rule.negate ? ~parts[e]! : parts[e]!;
    }
    narrowed = true;
    legal = kept;
  }
  return narrowed ? legal : -1;
}

/** The `pick`-th card (from 0) of the masks `cur` in the suits `suits`, by suit then by number, as its place in `cardAt` (suit * 32 + slot). */
function kthOf(cur: Int32Array, suits: number, pick: number): number {
  for (let m = suits; m !== 0; m &= m - 1) {
    const e = 31 - Math.clz32(m & -m);
    const c = bitCount(cur[e]!);
    if (pick >= c) { pick -= c; continue; }
    let bits = cur[e]!;
    for (; pick > 0; pick--) bits &= bits - 1;
    return e * 32 + 31 - Math.clz32(bits & -bits);
  }
  return -1;
}

/**
 * A deal part-way through: the trick on the table (led by participant number `leader`), the tricks
 * done of `total`, and the points and tricks taken so far, by seat.
 */
export interface DealPosition { leader: number; trick: readonly number[]; done: number; total: number; points: readonly number[]; tricks: readonly number[] }

const NO_CARDS: readonly number[] = Object.freeze([]);

/**
 * Buffers reused from deal to deal (see `playRandomBySuit`): a row per participant (by place from
 * forehand, not by seat: the loop then never looks a seat up) of a mask and a count per effective
 * suit, the suits held and the number of cards; scratch for the clauses read card by card.
 */
export interface MaskScratch {
  masks: Int32Array; counts: Int16Array; held: Int32Array; sizes: Int16Array; cur: Int32Array; at: TrickState;
  /** The deal's number of effective suits (the width of a row) and of cards, for `narrow`. */
  width: number; cards: number;
  /** The tables of the last deal played and their slots (see `slotsOf`). */
  t: CardTables | null; slots: Slots | null;
}

/** Fresh buffers for `playRandomBySuit`. */
export const maskScratch = (): MaskScratch => ({
  width: 0, cards: 0, masks: new Int32Array(0), counts: new Int16Array(0), held: new Int32Array(0), sizes: new Int16Array(0), cur: new Int32Array(TABLE_WIDTH),
  at: { led: -1, ledCard: -1, topCard: -1, topTrump: -1, trickNo: 1, row: 0, held: 0, size: 0 }, t: null, slots: null,
});

/** Puts the hands of `participants` into the masks of `scratch` (rows by participant), sized for them first. */
function loadMasks(scratch: MaskScratch, hands: readonly (readonly number[])[], participants: readonly number[], eff: Int8Array, slot: Int8Array, width: number): void {
  const n = participants.length;
  if (scratch.masks.length < n * width) { scratch.masks = new Int32Array(n * width); scratch.counts = new Int16Array(n * width); }
  if (scratch.held.length < n) { scratch.held = new Int32Array(n); scratch.sizes = new Int16Array(n); }
  const { masks, counts, held, sizes } = scratch;
  // Zeroed in a loop: `fill` is a call into the runtime, for a few words each.
  for (let i = 0; i < n * width; i++) { masks[i] = 0; counts[i] = 0; }
  for (let p = 0, row = 0; p < n; p++, row += width) {
    const hand = hands[participants[p]!]!;
    let suits = 0;
    for (let i = 0; i < hand.length; i++) {
      const c = hand[i]!, e = eff[c]!;
      masks[row + e]! |= 1 << slot[c]!;
      counts[row + e]!++;
      suits |= 1 << e;
    }
    held[p] = suits;
    sizes[p] = hand.length;
  }
}

/**
 * Plays `hands` (by seat; left as they were) among `participants` (in order from forehand) to the
 * end of the deal by the trick rules in `table` (see `suitTableOf`, `maskTableOf`) under the card
 * tables `t` (the phase's, for the deal's trump), each card drawn at random from
 * the legal ones in the order of the file's comment. Returns points and tricks by seat, or null
 * when the pack does not fit the masks (the caller plays the deal its general way). `from`: a deal
 * taken up part-way (a search's play-out), `hands` being the cards still held.
 */
export function playRandomBySuit(cv: CompiledVariant, phase: CompiledPhase, table: SuitTable,
  hands: readonly (readonly number[])[], participants: readonly number[], t: CardTables, rng: Rng, scratch: MaskScratch, from?: DealPosition): DealOutcome | null {
  const { width, allowed: legalSuits } = table;
  // The slots of the last deal's tables are kept in the scratch: most deals follow one of the same tables.
  let slots = scratch.slots;
  if (scratch.t !== t || slots === null || slots.order !== cv.play.order || slots.from !== table.rest) {
    slots = slotsOf(t, width, cv.play.order, table.rest);
    if (!slots) return null;
    scratch.t = t;
    scratch.slots = slots;
  }
  const { slot, cardAt, bid, rest, reach: reachTable, gate: gateTable } = slots;
  const size = t.eff.length;
  const eff = t.eff, cardPoints = t.points, power = t.power, trickValues = phase.trickValues;
  const seats = hands.length, n = participants.length;
  loadMasks(scratch, hands, participants, eff, slot, width);
  const { masks, counts, held, sizes, cur, at: state } = scratch;
  const points: number[] = [];
  const tricks: number[] = [];
  for (let q = 0; q < seats; q++) { points.push(from ? from.points[q] ?? 0 : 0); tricks.push(from ? from.tricks[q] ?? 0 : 0); }
  const trumps = width - 1;
  scratch.width = width;
  scratch.cards = size;
  let leader = from ? from.leader : 0;
  for (let k = from ? from.done : 0, deals = from ? from.total : cv.deal.count; k < deals; k++) {
    // The suit led, and the trick's highest bid so far and its place (see `trickBid`).
    let led = -1, top = 0, best = 0, pts = trickValues[k] ?? 0;
    // For the clauses read card by card: the card led, the card of the highest bid, the strongest trump (-1: none).
    let ledCard = -1, topCard = -1, topTrump = -1;
    // The rows of the suit led in `bid` and in the table of legal suits.
    let bidRow = 0, ledRow = 0;
    // A deal taken up part-way: the cards already in this trick count as played.
    const onTable = from && k === from.done ? from.trick : NO_CARDS;
    for (let j = 0; j < onTable.length; j++) {
      const card = onTable[j]!, e = eff[card]!;
      if (j === 0) { led = e; bidRow = led * size; ledRow = (led + 1) << width; top = bid[bidRow + card]!; ledCard = topCard = card; } else if (bid[bidRow + card]! > top) { top = bid[bidRow + card]!; best = j; topCard = card; }
      if (e === trumps && (topTrump < 0 || power[card]! > power[topTrump]!)) topTrump = card;
      pts += cardPoints[card]!;
    }
    // The clauses read card by card for the player to move, and the suits they may narrow (reachOfAll).
    let rules = rest === null ? null : led < 0 ? rest.leading : rest.following;
    let reach = rules === null ? 0 : reachTable[reachIndex(led < 0, led, topTrump >= 0, width)]!;
    let gate = rules === null ? 0 : gateTable[reachIndex(led < 0, led, false, width)]!;
    // `p`: the participant to play (by place from forehand), whose masks are row p.
    for (let j = onTable.length, p = leader + j < n ? leader + j : leader + j - n; j < n; j++, p = p + 1 === n ? 0 : p + 1) {
      const row = p * width, handSuits = held[p]!;
      const allowed = legalSuits[ledRow | handSuits]! & handSuits;
      // How many cards are legal.
      let legal = sizes[p]!;
      if (allowed !== handSuits) {
        legal = 0;
        for (let m = allowed; m !== 0; m &= m - 1) legal += counts[row + 31 - Math.clz32(m & -m)]!;
      }
      // No card to play (hands of uneven sizes): not a deal this loop can finish; the caller's way plays it.
      if (legal === 0) return null;
      // Clauses read card by card narrow the legal cards (into `cur`: how many are left), or leave them (-1).
      let narrowed = -1;
      if ((reach & allowed) !== 0 && (gate & handSuits) !== 0) {
        state.led = led; state.ledCard = ledCard; state.topCard = topCard; state.topTrump = topTrump;
        state.trickNo = k + 1; state.row = row; state.held = handSuits; state.size = sizes[p]!;
        narrowed = narrow(rules!, scratch, allowed, legal);
      }
      // The card drawn, as its place in `cardAt` (suit * 32 + slot): the k-th legal card, by suit then
      // by number. One draw for both ways (V8 inlines the generator once).
      const choices = narrowed < 0 ? legal : narrowed;
      let pick = choices === 1 ? 0 : rng.int(choices), drawn = 0;
      if (narrowed < 0) {
        let e = 0;
        for (let m = allowed; ; m &= m - 1) {
          e = 31 - Math.clz32(m & -m);
          const c = counts[row + e]!;
          if (pick < c) break;
          pick -= c;
        }
        let bits = masks[row + e]!;
        for (; pick > 0; pick--) bits &= bits - 1;
        drawn = e * 32 + 31 - Math.clz32(bits & -bits);
      } else drawn = kthOf(cur, allowed, pick);
      const card = cardAt[drawn]!, e = drawn >> 5;
      masks[row + e]! &= ~(1 << (drawn & 31));
      if (--counts[row + e]! === 0) held[p]! &= ~(1 << e);
      sizes[p]!--;
      if (j === 0) { led = e; bidRow = led * size; ledRow = (led + 1) << width; top = bid[bidRow + card]!; ledCard = topCard = card; } else {
        const b = bid[bidRow + card]!;
        if (b > top) { top = b; best = j; topCard = card; }
      }
      pts += cardPoints[card]!;
      if (rest === null) continue;
      // What the clauses read card by card changes with the suit led and the first trump: their reach with it.
      const trumping = e === trumps && topTrump < 0;
      if (e === trumps && (topTrump < 0 || power[card]! > power[topTrump]!)) topTrump = card;
      if (j === 0 || trumping) {
        rules = rest.following;
        reach = reachTable[reachIndex(false, led, topTrump >= 0, width)]!;
        gate = gateTable[reachIndex(false, led, false, width)]!;
      }
    }
    leader = leader + best < n ? leader + best : leader + best - n;
    const w = participants[leader]!;
    points[w]! += pts;
    tricks[w]! += 1;
  }
  return { points, tricks };
}
