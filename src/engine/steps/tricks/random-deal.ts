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
 * `trickBid`) as its per-card test, and looked up by what the trick shows (TakeTable, made once
 * per card tables), so that the loop narrows a player's cards without a call.
 *
 * The slots stay in card-number order whatever the rules (a predicate's slots are a mask, not a
 * range), so the k-th legal card is counted in one fixed order (by effective suit, then by card
 * number), and a deal is the one `playDeal` plays with a bot that sorts the legal cards in that
 * order before it draws (tests/engine/random-deal.test.ts plays every shipped variant both ways).
 */
import { allowedSuits, trickBid, type PlayRules, type SuitRule } from '../../../compile/play-rules.ts';
import { maskRulesOf, suitFormOf, type CardMask, type MaskCond, type MaskRule } from '../../../compile/play-masks.ts';
import type { CardTables } from '../../../compile/cards.ts';
import type { CompiledPhase, CompiledVariant } from '../../../compile/compile.ts';
import type { Rng } from '../../rng.ts';
import type { DealOutcome } from '../../state.ts';

/**
 * The suits a player may play from, looked up: `allowed[(led + 1) << width | handSuits]` is
 * `allowedSuits` of the rules for the suit led (-1 leading) and the suits held, for every pair.
 * `rest`: the clauses after those the table holds (the first that reads more than suits and all
 * after it), in mask form, for the leader and for the followers; null when there are none.
 */
export interface SuitTable {
  width: number;
  allowed: Int32Array;
  rest: { leading: readonly MaskRule[]; following: readonly MaskRule[] } | null;
}

/** Tables are built for packs of at most this many effective suits (2^8 sets of suits held, by 9 suits led). */
const TABLE_WIDTH = 8;

// Keyed by the compiled rules, not the variant: a phase with card-play rules of its own has its own.
const tables = new WeakMap<PlayRules, SuitTable | null>();
const maskTables = new WeakMap<PlayRules, SuitTable | null>();

/** The card-play rules of `phase` of `cv` (the game's when no phase is given). */
const rulesOf = (cv: CompiledVariant, phase?: CompiledPhase): PlayRules => phase?.play ?? cv.play;

/**
 * The legal suits of the trick play of `cv` (in the deals of `phase`, if given) as a table (see
 * SuitTable), when the leader's and the followers' rules read effective suits alone and the pack has
 * few enough suits; else null.
 */
export function suitTableOf(cv: CompiledVariant, phase?: CompiledPhase): SuitTable | null {
  const play = rulesOf(cv, phase);
  let table = tables.get(play);
  if (table === undefined) tables.set(play, (table = buildTable(play)));
  return table;
}

/**
 * The table for rules that read card predicates too (compile/play-masks.ts): the clauses up to the
 * first that reads more than suits are tabled, the rest (`SuitTable.rest`) read on the masks card
 * by card. The same table as `suitTableOf` when the rules read suits alone; null when a clause has
 * no mask form or the pack has too many suits.
 */
export function maskTableOf(cv: CompiledVariant, phase?: CompiledPhase): SuitTable | null {
  const bySuit = suitTableOf(cv, phase);
  if (bySuit) return bySuit;
  const play = rulesOf(cv, phase);
  let table = maskTables.get(play);
  if (table === undefined) maskTables.set(play, (table = buildMaskTable(play)));
  return table;
}

function buildTable(play: PlayRules): SuitTable | null {
  const { leading, following } = play.bySuit;
  const width = play.source.deck.suits.length + 1;
  if (!leading || !following || width > TABLE_WIDTH) return null;
  return { width, allowed: tableOf(width, leading, following), rest: null };
}

function buildMaskTable(play: PlayRules): SuitTable | null {
  const { leading, following } = maskRulesOf(play);
  const width = play.source.deck.suits.length + 1;
  if (!leading || !following || width > TABLE_WIDTH) return null;
  const lead = splitBySuit(leading),
    follow = splitBySuit(following);
  return {
    width,
    allowed: tableOf(width, lead.suits, follow.suits),
    rest: { leading: lead.rest, following: follow.rest },
  };
}

/** `allowedSuits` of `leading` (led -1) and `following` for every suit led and set of suits held. */
function tableOf(width: number, leading: readonly SuitRule[], following: readonly SuitRule[]): Int32Array {
  const allowed = new Int32Array((width + 1) << width);
  for (let led = -1; led < width; led++) {
    for (let held = 0; held < 1 << width; held++)
      allowed[((led + 1) << width) | held] = allowedSuits(led < 0 ? leading : following, held, led);
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
interface SlotPred {
  suits: number;
  led: boolean;
  fixed: Int32Array | null;
  fixedSuits: number;
  undertrump: boolean;
  beating: boolean;
  plain: boolean;
}

/** A MaskCond whose card sets are SlotPreds. */
type SlotCond =
  | { kind: 'holding' | 'holding-only'; card: SlotPred }
  | Exclude<MaskCond, { kind: 'holding' | 'holding-only' | 'and' | 'or' | 'not' }>
  | { kind: 'and' | 'or'; left: SlotCond; right: SlotCond }
  | { kind: 'not'; cond: SlotCond };

/** A MaskRule on one set of tables' slots. */
interface SlotRule {
  when: SlotCond | null;
  card: SlotPred;
  negate: boolean;
}

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
  slot: Int8Array;
  cardAt: Int16Array;
  bid: Int32Array;
  order: readonly number[];
  /** What the draw loop looks up, in one array (see DEAL_CARD_AT), and the table of legal suits it copies. */
  deal: Int32Array;
  allowed: Int32Array;
  from: SuitTable['rest'];
  rest: { leading: SlotRule[]; following: SlotRule[] } | null;
  below: Int32Array;
  above: Int32Array;
  reach: Int32Array;
  gate: Int32Array;
  /** The clauses read card by card as tables (see TakeTable), for the leader and for the followers; null when there are none. */
  takeLeading: TakeTable | null;
  takeFollowing: TakeTable | null;
  /** How many values of the trick's top card and strongest trump the tables tell apart (1: not read; see `trickKey`). */
  topSpan: number;
  trumpSpan: number;
}

/**
 * One side's clauses read card by card (the leader's or the followers'), as a table: what each
 * clause's set takes, looked up by what the trick shows (`trickKey`) instead of worked out from it,
 * so that the loop narrows a player's cards itself, without a call (a call in the draw loop made
 * every card slower: values kept in registers across it are saved and reloaded around it; Jass card
 * play was 8% slower with an empty call). For a trick's key and clause `k`, `take[(key * count + k)
 * * (width + TAKE_AFTER) + x]`: for `x` an effective suit, the slots of that suit the clause's set takes
 * (`acceptedIn`: -1, the whole suit); at `x = width + TAKE_HOLDING`, the suits of which a hand must
 * hold a card for the clause to apply (`conditionSuits`; -1: any hand); at `width + TAKE_FLAGS`,
 * whether it is negated (NEGATED) and whether its condition is more than that, asked of the hand by
 * `holds` (ASKS: `when[k]`); at `width + TAKE_WHOLE` and `width + TAKE_PART`, the suits it takes
 * whole and those it takes in part, so that the loop visits those alone, without a test per suit.
 * One array: the loop keeps fewer at hand. `topSpan`, `trumpSpan`: as in Slots.
 */
interface TakeTable {
  count: number;
  topSpan: number;
  trumpSpan: number;
  when: readonly (SlotCond | null)[];
  take: Int32Array;
}

/** Where a clause's entry in `TakeTable.take` keeps its condition's suits and its flags, after its suits' slots (of `width` suits). */
const TAKE_HOLDING = 0,
  TAKE_FLAGS = 1,
  TAKE_WHOLE = 2,
  TAKE_PART = 3,
  TAKE_AFTER = 4,
  NEGATED = 1,
  ASKS = 2;

/** The most entries a TakeTable's `take` may have (4 Mi: 16 MB); a deal under tables with more is played the general way. */
const MAX_TAKE = 1 << 22;

/**
 * Where a TakeTable keeps a trick where `led` was led (-1: none yet), the card of the highest bid
 * `topCard` and the strongest trump `topTrump` (-1: none) are: the spans are 1 when no clause reads
 * the card (see Slots).
 */
const trickKey = (led: number, topCard: number, topTrump: number, topSpan: number, trumpSpan: number): number =>
  ((led + 1) * topSpan + (topSpan === 1 ? 0 : topCard + 1)) * trumpSpan + (trumpSpan === 1 ? 0 : topTrump + 1);

/**
 * Where `Slots.reach` and `Slots.gate` keep `reachOfAll` and `gateOfAll` of the leader's clauses (`leading`) or the followers' in a
 * trick where `led` was led (-1: none yet), with a trump in it or not (`trumped`).
 */
const reachIndex = (leading: boolean, led: number, trumped: boolean, width: number): number =>
  ((leading ? 0 : width + 1) + led + 1) * 2 + (trumped ? 1 : 0);

const slotsByTable = new WeakMap<CardTables, Slots | null>();

/**
 * Where `Slots.deal` keeps what the draw loop looks up, in one array rather than four (each array
 * the loop reads is a pointer and a length to keep at hand, where registers are few): the card at
 * each place (`cardAt`, from DEAL_CARD_AT), the legal suits (`SuitTable.allowed`, from DEAL_ALLOWED),
 * each card's points (from DEAL_POINTS) and its bids by suit led (`bid`, after the points).
 */
const DEAL_CARD_AT = 0,
  DEAL_ALLOWED = TABLE_WIDTH * 32,
  DEAL_POINTS = DEAL_ALLOWED + ((TABLE_WIDTH + 1) << TABLE_WIDTH);

/**
 * The slots of `t` under the winner clause's `order` and the table of legal suits `table` (its
 * clauses read card by card; see Slots), or null when an effective suit has more cards than a mask
 * holds or the clauses' tables would be too large (MAX_TAKE).
 */
function slotsOf(t: CardTables, table: SuitTable, order: readonly number[]): Slots | null {
  let s = slotsByTable.get(t);
  if (s !== undefined && (s === null || (s.order === order && s.from === table.rest && s.allowed === table.allowed)))
    return s;
  s = buildSlots(t, table, order);
  slotsByTable.set(t, s);
  return s;
}

function buildSlots(t: CardTables, table: SuitTable, order: readonly number[]): Slots | null {
  const { width, rest: from, allowed } = table;
  const size = t.eff.length;
  const used = new Int8Array(width);
  const slot = new Int8Array(size),
    cardAt = new Int16Array(width * 32),
    bid = new Int32Array(width * size);
  for (let c = 0; c < size; c++) {
    const e = t.eff[c]!;
    if (used[e]! >= SLOTS) return null;
    slot[c] = used[e]!;
    cardAt[e * 32 + used[e]!] = c;
    used[e]!++;
    for (let led = 0; led < width; led++) bid[led * size + c] = trickBid(order, t, led, c);
  }
  const below = new Int32Array(from ? size : 0),
    above = new Int32Array(from ? width * size * width : 0);
  if (from) {
    for (let c = 0; c < size; c++) {
      for (let d = 0; d < size; d++) {
        if (t.eff[d] === t.eff[c] && t.power[d]! < t.power[c]!) below[c]! |= 1 << slot[d]!;
        for (let led = 0; led < width; led++)
          if (bid[led * size + d]! > bid[led * size + c]!)
            above[(led * size + c) * width + t.eff[d]!]! |= 1 << slot[d]!;
      }
    }
  }
  const onSlots = (rules: readonly MaskRule[]): SlotRule[] => rules.map((r) => slotRule(r, t, slot, width));
  const rest = from && { leading: onSlots(from.leading), following: onSlots(from.following) };
  const reach = new Int32Array(rest ? reachIndex(false, width, false, width) : 0),
    gate = new Int32Array(reach.length);
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
  const topSpan = rest && readsAny(rest, (p) => p.beating) ? size + 1 : 1;
  const trumpSpan = rest && readsAny(rest, (p) => p.undertrump) ? size + 1 : 1;
  if (
    (width + 1) *
      topSpan *
      trumpSpan *
      Math.max(rest?.leading.length ?? 0, rest?.following.length ?? 0) *
      (width + TAKE_AFTER) >
    MAX_TAKE
  )
    return null;
  const deal = new Int32Array(DEAL_POINTS + size + width * size);
  deal.set(cardAt, DEAL_CARD_AT);
  deal.set(allowed, DEAL_ALLOWED);
  deal.set(t.points, DEAL_POINTS);
  deal.set(bid, DEAL_POINTS + size);
  const partial = {
    slot,
    cardAt,
    bid,
    order,
    deal,
    allowed,
    from,
    rest,
    below,
    above,
    reach,
    gate,
    takeLeading: null,
    takeFollowing: null,
    topSpan,
    trumpSpan,
  };
  if (!rest) return partial;
  return {
    ...partial,
    takeLeading: takeTableOf(rest.leading, true, partial, t, width),
    takeFollowing: takeTableOf(rest.following, false, partial, t, width),
  };
}

/** The card sets a condition reads. */
const predsOf = (c: SlotCond | null): SlotPred[] => {
  if (c === null) return [];
  switch (c.kind) {
    case 'holding':
    case 'holding-only':
      return [c.card];
    case 'and':
    case 'or':
      return [...predsOf(c.left), ...predsOf(c.right)];
    case 'not':
      return predsOf(c.cond);
    default:
      return [];
  }
};

/** Whether a clause of `rest` has a card set, in its condition or of the cards it takes, for which `reads` holds. */
const readsAny = (rest: NonNullable<Slots['rest']>, reads: (p: SlotPred) => boolean): boolean =>
  [...rest.leading, ...rest.following].some((r) => reads(r.card) || predsOf(r.when).some(reads));

/** Whether the condition `when` asks only whether a hand holds a card of whole suits (no condition: of any suit). */
const plainCond = (when: SlotCond | null): boolean => when === null || (when.kind === 'holding' && when.card.plain);

/**
 * `rules` (the leader's when `leading`) as a TakeTable under the slots `s`: each clause's set read by
 * `acceptedIn` for every trick the loop may key.
 */
function takeTableOf(rules: readonly SlotRule[], leading: boolean, s: Slots, t: CardTables, width: number): TakeTable {
  const size = t.eff.length,
    count = rules.length,
    stride = width + TAKE_AFTER;
  const take = new Int32Array((width + 1) * s.topSpan * s.trumpSpan * count * stride);
  // Every trick the loop may key: the suit led (none for the leader), then each top card and strongest
  // trump the clauses read (-1 first: none).
  const at: TrickState = { led: -1, ledCard: -1, topCard: -1, topTrump: -1, trickNo: 1, row: 0, held: 0, size: 0 };
  for (let led = leading ? -1 : 0; led < (leading ? 0 : width); led++) {
    // The top card is read once a card is on the table: from the leader's card on.
    for (let top = leading || s.topSpan === 1 ? -1 : 0; top < (leading || s.topSpan === 1 ? 0 : size); top++) {
      for (let trump = -1; trump < (s.trumpSpan === 1 ? 0 : size); trump++) {
        if (trump >= 0 && t.eff[trump] !== width - 1) continue;
        at.led = led;
        at.topCard = top;
        at.topTrump = trump;
        const key = trickKey(led, top, trump, s.topSpan, s.trumpSpan);
        for (let k = 0; k < count; k++) {
          const { card, when, negate } = rules[k]!,
            entry = (key * count + k) * stride;
          let whole = 0,
            part = 0;
          for (let e = 0; e < width; e++) {
            const a = acceptedIn(card, e, at, s, width, size);
            take[entry + e] = a;
            if (a === -1) whole |= 1 << e;
            else if (a !== 0) part |= 1 << e;
          }
          take[entry + width + TAKE_HOLDING] = conditionSuits(when, led);
          take[entry + width + TAKE_FLAGS] = (negate ? NEGATED : 0) | (plainCond(when) ? 0 : ASKS);
          take[entry + width + TAKE_WHOLE] = whole;
          take[entry + width + TAKE_PART] = part;
        }
      }
    }
  }
  return { count, topSpan: s.topSpan, trumpSpan: s.trumpSpan, when: rules.map((r) => r.when), take };
}

/**
 * The suits of which a player must hold a card for a clause with the condition `when` to apply in a
 * trick where `led` was led (-1: none yet), when it asks that alone (`holding` whole suits: see
 * `plainCond`); -1 (any hand) for any other condition, and for none.
 */
const conditionSuits = (when: SlotCond | null, led: number): number =>
  when !== null && when.kind === 'holding' && when.card.plain
    ? when.card.suits | (when.card.led && led >= 0 ? 1 << led : 0)
    : -1;

function slotRule(r: MaskRule, t: CardTables, slot: Int8Array, width: number): SlotRule {
  return { when: r.when && slotCond(r.when, t, slot, width), card: slotPred(r.card, t, slot, width), negate: r.negate };
}

function slotCond(c: MaskCond, t: CardTables, slot: Int8Array, width: number): SlotCond {
  switch (c.kind) {
    case 'holding':
    case 'holding-only':
      return { kind: c.kind, card: slotPred(c.card, t, slot, width) };
    case 'and':
    case 'or':
      return { kind: c.kind, left: slotCond(c.left, t, slot, width), right: slotCond(c.right, t, slot, width) };
    case 'not':
      return { kind: 'not', cond: slotCond(c.cond, t, slot, width) };
    default:
      return c;
  }
}

/** `m` on the slots of `t`: the cards it takes by what they are (`cards`) or by their points, as masks. */
function slotPred(m: CardMask, t: CardTables, slot: Int8Array, width: number): SlotPred {
  let fixed: Int32Array | null = null,
    fixedSuits = 0;
  if (m.cards || m.points) {
    fixed = new Int32Array(width);
    for (let c = 0; c < t.eff.length; c++) {
      if (m.cards?.[c] === 1 || (m.points && t.points[c] !== 0)) {
        fixed[t.eff[c]!]! |= 1 << slot[c]!;
        fixedSuits |= 1 << t.eff[c]!;
      }
    }
  }
  const plain = fixed === null && !m.undertrump && !m.beating;
  return {
    suits: m.suits.bits,
    led: m.suits.led,
    fixed,
    fixedSuits,
    undertrump: m.undertrump,
    beating: m.beating,
    plain,
  };
}

/**
 * Where a trick stands, for the clauses read card by card: the suit led (-1 leading) and the card
 * led, the card of the highest bid, the strongest trump played (-1: none), the trick's number (from
 * 1), and the player's row (see ROW), suits held and number of cards.
 */
interface TrickState {
  led: number;
  ledCard: number;
  topCard: number;
  topTrump: number;
  trickNo: number;
  row: number;
  held: number;
  size: number;
}

/** Bits set in `x` (a 32-bit mask). */
function bitCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** The effective suits `p` takes whole in the trick `at` (`beating` takes every card from the leader). */
const wholeSuits = (p: SlotPred, at: TrickState): number =>
  p.suits | (p.led && at.led >= 0 ? 1 << at.led : 0) | (p.beating && at.led < 0 ? -1 : 0);

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
  p.suits |
  (p.led && led >= 0 ? 1 << led : 0) |
  (p.beating ? -1 : 0) |
  p.fixedSuits |
  (p.undertrump && trumped && led !== width - 1 ? 1 << (width - 1) : 0);

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
  for (const { when } of rules) gate |= conditionSuits(when, led);
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
    case 'first-trick':
      return at.trickNo === 1;
    case 'last-trick':
      return at.size === 1;
    case 'led-trump':
      return at.led === width - 1;
    case 'led-suit':
      return at.ledCard >= 0 && Math.floor(at.ledCard / c.ranks) === c.suit;
    case 'const':
      return c.holds;
    case 'and':
      return holds(c.left, at, masks, s, width, size) && holds(c.right, at, masks, s, width, size);
    case 'or':
      return holds(c.left, at, masks, s, width, size) || holds(c.right, at, masks, s, width, size);
    case 'not':
      return !holds(c.cond, at, masks, s, width, size);
  }
}

/** How many of a player's cards a clause's set takes in each suit it takes in part, for the loop (reused). */
const partCounts = new Int32Array(TABLE_WIDTH);

/** Whether the player at `at` holds a card of the whole suits `p` takes (`p.plain`; see `holds`). */
const heldIn = (p: SlotPred, at: TrickState): boolean =>
  (at.held & (p.led && at.led >= 0 ? p.suits | (1 << at.led) : p.suits)) !== 0;

/**
 * A deal part-way through: the trick on the table (led by participant number `leader`), the tricks
 * done of `total`, and the points and tricks taken so far, by seat.
 */
export interface DealPosition {
  leader: number;
  trick: readonly number[];
  done: number;
  total: number;
  points: readonly number[];
  tricks: readonly number[];
  /**
   * The cards played before the trick on the table, given where the deal may stop early (`deal ends
   * when`): its end is then read as in a whole deal. Absent: the deal is played to its last trick.
   */
  played?: readonly number[];
}

const NO_CARDS: readonly number[] = Object.freeze([]);

/**
 * Where a participant's row (in `MaskScratch.rows`, ROW numbers each) keeps its count of cards per
 * effective suit (at COUNT + the suit; the masks first, at the suit), its suits held (HELD) and its
 * number of cards (SIZE). One array for all of them, at fixed places, rather than an array each:
 * the draw loop keeps fewer arrays at hand (each is a pointer and a length, where registers are few).
 */
const COUNT = TABLE_WIDTH,
  HELD = 2 * TABLE_WIDTH,
  SIZE = HELD + 1,
  ROW = 32;

/**
 * Buffers reused from deal to deal (see `playRandomBySuit`): a row per participant (by place from
 * forehand, not by seat: the loop then never looks a seat up) of a mask and a count per effective
 * suit, the suits held and the number of cards (see ROW), and a spare row after them (at `spare`)
 * where the clauses read card by card leave the cards they keep; the trick's cards; the trick as a
 * condition of those clauses reads it (`holds`).
 */
export interface MaskScratch {
  rows: Int32Array;
  spare: number;
  trick: Int16Array;
  at: TrickState;
  /** The tables of the last deal played and their slots (see `slotsOf`). */
  t: CardTables | null;
  slots: Slots | null;
}

/** Fresh buffers for `playRandomBySuit`. */
export const maskScratch = (): MaskScratch => ({
  rows: new Int32Array(0),
  spare: 0,
  trick: new Int16Array(0),
  at: { led: -1, ledCard: -1, topCard: -1, topTrump: -1, trickNo: 1, row: 0, held: 0, size: 0 },
  t: null,
  slots: null,
});

/** Puts the hands of `participants` into the masks of `scratch` (rows by participant, and the spare row), sized for them first. */
function loadMasks(
  scratch: MaskScratch,
  hands: readonly (readonly number[])[],
  participants: readonly number[],
  eff: Int8Array,
  slot: Int8Array,
  width: number,
): void {
  const n = participants.length;
  if (scratch.rows.length < (n + 1) * ROW) {
    scratch.rows = new Int32Array((n + 1) * ROW);
    scratch.trick = new Int16Array(n);
  }
  scratch.spare = n * ROW;
  const rows = scratch.rows;
  for (let p = 0, row = 0; p < n; p++, row += ROW) {
    // The masks and counts of the deal's suits zeroed, in a loop: `fill` is a call into the runtime, for a few words each.
    for (let e = 0; e < width; e++) {
      rows[row + e] = 0;
      rows[row + COUNT + e] = 0;
    }
    const hand = hands[participants[p]!]!;
    let suits = 0;
    for (let i = 0; i < hand.length; i++) {
      const c = hand[i]!,
        e = eff[c]!;
      rows[row + e]! |= 1 << slot[c]!;
      rows[row + COUNT + e]!++;
      suits |= 1 << e;
    }
    rows[row + HELD] = suits;
    rows[row + SIZE] = hand.length;
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
export function playRandomBySuit(
  cv: CompiledVariant,
  phase: CompiledPhase,
  table: SuitTable,
  hands: readonly (readonly number[])[],
  participants: readonly number[],
  t: CardTables,
  rng: Rng,
  scratch: MaskScratch,
  from?: DealPosition,
): DealOutcome | null {
  const width = table.width;
  // The slots of the last deal's tables are kept in the scratch: most deals follow one of the same tables.
  let slots = scratch.slots;
  if (
    scratch.t !== t ||
    slots === null ||
    slots.order !== phase.play.order ||
    slots.from !== table.rest ||
    slots.allowed !== table.allowed
  ) {
    slots = slotsOf(t, table, phase.play.order);
    if (!slots) return null;
    scratch.t = t;
    scratch.slots = slots;
  }
  const { slot, deal, rest, reach: reachTable, gate: gateTable, takeLeading, takeFollowing } = slots;
  const size = t.eff.length;
  const eff = t.eff,
    trickValues = phase.trickValues,
    bids = DEAL_POINTS + size;
  const seats = hands.length,
    n = participants.length;
  loadMasks(scratch, hands, participants, eff, slot, width);
  const { rows, trick, at: state } = scratch;
  const points: number[] = [];
  const tricks: number[] = [];
  for (let q = 0; q < seats; q++) {
    points.push(from ? (from.points[q] ?? 0) : 0);
    tricks.push(from ? (from.tricks[q] ?? 0) : 0);
  }
  const trumps = width - 1;
  let leader = from ? from.leader : 0;
  // A deal that may stop early (`deal ends when`) keeps the cards played, which its end reads. A deal
  // taken up part-way (a search's play-out) that is not given them is played out to its last trick.
  const ends = from && !from.played ? null : (phase.dealEnds ?? null);
  const played: number[] | null = ends ? [...(from?.played ?? [])] : null;
  for (let k = from ? from.done : 0, deals = from ? from.total : cv.deal.count; k < deals; k++) {
    // The suit led, and the trick's highest bid so far and its place (see `trickBid`).
    let led = -1,
      top = 0,
      best = 0,
      pts = trickValues[k] ?? 0;
    // The rows of the suit led in `bid` and in the table of legal suits.
    let bidRow = 0,
      ledRow = DEAL_ALLOWED;
    // Whether a trump is in the trick (what the clauses read card by card may narrow changes with it).
    let trumped = false;
    // A deal taken up part-way: the cards already in this trick count as played.
    const onTable = from && k === from.done ? from.trick : NO_CARDS;
    for (let j = 0; j < onTable.length; j++) {
      const card = onTable[j]!,
        e = eff[card]!;
      if (j === 0) {
        led = e;
        bidRow = bids + led * size;
        ledRow = DEAL_ALLOWED + ((led + 1) << width);
        top = deal[bidRow + card]!;
      } else if (deal[bidRow + card]! > top) {
        top = deal[bidRow + card]!;
        best = j;
      }
      if (e === trumps) trumped = true;
      trick[j] = card;
      pts += deal[DEAL_POINTS + card]!;
    }
    // The clauses read card by card for the player to move, and the suits they may narrow (reachOfAll)
    // and those of which a hand must hold one (gateOfAll).
    let reach = rest === null ? 0 : reachTable[reachIndex(led < 0, led, trumped, width)]!;
    let gate = rest === null ? 0 : gateTable[reachIndex(led < 0, led, false, width)]!;
    // The reach once a trump is in the trick (kept from the suit led on: a trump played is then one compare).
    let reachTrumped = rest === null || led < 0 ? 0 : reachTable[reachIndex(false, led, true, width)]!;
    // `p`: the participant to play (by place from forehand), whose row is p (see ROW).
    for (
      let j = onTable.length, p = leader + j < n ? leader + j : leader + j - n;
      j < n;
      j++, p = p + 1 === n ? 0 : p + 1
    ) {
      const row = p * ROW,
        handSuits = rows[row + HELD]!;
      const allowed = deal[ledRow + handSuits]! & handSuits;
      // How many cards are legal.
      let legal = rows[row + SIZE]!;
      if (allowed !== handSuits) {
        legal = 0;
        for (let m = allowed; m !== 0; m &= m - 1) legal += rows[row + COUNT + 31 - Math.clz32(m & -m)]!;
      }
      // No card to play (hands of uneven sizes): not a deal this loop can finish; the caller's way plays it.
      if (legal === 0) return null;
      // The row drawn from: the player's, or the spare one where clauses read card by card leave what they keep.
      let source = row;
      if ((reach & allowed) !== 0 && (gate & handSuits) !== 0) {
        // The clauses as tables (TakeTable), read here: what the trick shows is its key.
        const take = j === 0 ? takeLeading! : takeFollowing!;
        const topSpan = take.topSpan,
          trumpSpan = take.trumpSpan;
        // The strongest trump played (by `power`; -1: none), when a clause reads it.
        const topCard = j === 0 ? -1 : trick[best]!;
        let topTrump = -1;
        if (trumpSpan !== 1) {
          const power = t.power;
          for (let i = 0; i < j; i++) {
            const c = trick[i]!;
            if (eff[c] === trumps && (topTrump < 0 || power[c]! > power[topTrump]!)) topTrump = c;
          }
        }
        const count = take.count,
          taken = take.take,
          stride = width + TAKE_AFTER;
        const key = trickKey(led, topCard, topTrump, topSpan, trumpSpan) * count;
        for (let r = 0; r < count; r++) {
          const at = (key + r) * stride,
            flags = taken[at + width + TAKE_FLAGS]!;
          // Most clauses apply to a hand holding a card of whole suits (or always); others ask `holds`, a call.
          if ((flags & ASKS) === 0) {
            if ((handSuits & taken[at + width + TAKE_HOLDING]!) === 0) continue;
          } else {
            state.led = led;
            state.ledCard = j === 0 ? -1 : trick[0]!;
            state.topCard = topCard;
            state.topTrump = topTrump;
            state.trickNo = k + 1;
            state.row = row;
            state.held = handSuits;
            state.size = rows[row + SIZE]!;
            if (!holds(take.when[r]!, state, rows, slots, width, size)) continue;
          }
          // The cards its set takes (counted; in the suits taken in part, per suit in `partCounts`).
          const whole = taken[at + width + TAKE_WHOLE]! & allowed,
            part = taken[at + width + TAKE_PART]! & allowed;
          let got = 0;
          for (let m = whole; m !== 0; m &= m - 1) got += rows[source + COUNT + 31 - Math.clz32(m & -m)]!;
          for (let m = part; m !== 0; m &= m - 1) {
            const e = 31 - Math.clz32(m & -m),
              c = bitCount(rows[source + e]! & taken[at + e]!);
            partCounts[e] = c;
            got += c;
          }
          const negate = (flags & NEGATED) !== 0,
            kept = negate ? legal - got : got;
          // Keeping none or all, the clause does not narrow.
          if (kept === 0 || kept === legal) continue;
          // The player's row is copied to the spare one when a clause first narrows; the copy is narrowed.
          if (source === row) {
            source = scratch.spare;
            for (let m = allowed; m !== 0; m &= m - 1) {
              const e = 31 - Math.clz32(m & -m);
              rows[source + e] = rows[row + e]!;
              rows[source + COUNT + e] = rows[row + COUNT + e]!;
            }
          }
          // Negated, the clause drops what it takes; else it drops the rest.
          for (let m = negate ? whole : allowed & ~whole & ~part; m !== 0; m &= m - 1) {
            const e = 31 - Math.clz32(m & -m);
            rows[source + e] = 0;
            rows[source + COUNT + e] = 0;
          }
          for (let m = part; m !== 0; m &= m - 1) {
            const e = 31 - Math.clz32(m & -m),
              a = taken[at + e]!;
            rows[source + e]! &= negate ? ~a : a;
            rows[source + COUNT + e] = negate ? rows[source + COUNT + e]! - partCounts[e]! : partCounts[e]!;
          }
          legal = kept;
        }
      }
      // The card drawn, as its place in `cardAt` (suit * 32 + slot): the k-th legal card, by suit then by number.
      let pick = legal === 1 ? 0 : rng.int(legal),
        e = 0;
      // Bounded by the suits allowed (the counts always hold the draw: a loop that cannot run away if they did not).
      for (let m = allowed; m !== 0; m &= m - 1) {
        e = 31 - Math.clz32(m & -m);
        const c = rows[source + COUNT + e]!;
        if (pick < c) break;
        pick -= c;
      }
      let bits = rows[source + e]!;
      for (; pick > 0; pick--) bits &= bits - 1;
      const drawn = e * 32 + 31 - Math.clz32(bits & -bits);
      const card = deal[DEAL_CARD_AT + drawn]!;
      rows[row + e]! &= ~(1 << (drawn & 31));
      if (--rows[row + COUNT + e]! === 0) rows[row + HELD]! &= ~(1 << e);
      rows[row + SIZE]!--;
      trick[j] = card;
      if (j === 0) {
        led = e;
        bidRow = bids + led * size;
        ledRow = DEAL_ALLOWED + ((led + 1) << width);
        top = deal[bidRow + card]!;
        // What the clauses read card by card may narrow changes with the suit led and the first trump.
        if (rest !== null) {
          reach = reachTable[reachIndex(false, led, false, width)]!;
          reachTrumped = reachTable[reachIndex(false, led, true, width)]!;
          gate = gateTable[reachIndex(false, led, false, width)]!;
        }
      } else {
        const b = deal[bidRow + card]!;
        if (b > top) {
          top = b;
          best = j;
        }
      }
      if (e === trumps) reach = reachTrumped;
      pts += deal[DEAL_POINTS + card]!;
    }
    leader = leader + best < n ? leader + best : leader + best - n;
    const w = participants[leader]!;
    points[w]! += pts;
    tricks[w]! += 1;
    if (ends && played) {
      for (let j = 0; j < n; j++) played.push(trick[j]!);
      if (
        k + 1 < deals &&
        ends.holds({ t, hand: NO_CARDS, trick: NO_CARDS, led: -1, handSuits: 0, trickNo: k + 2, played })
      )
        break;
    }
  }
  return { points, tricks };
}
