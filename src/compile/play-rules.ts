/**
 * Compiles the card-play clauses: `must play|lead ... when ...` constraints and the trick winner.
 * Predicates that depend only on a card's effective suit (`led`, `trump`) compile to a bit mask of
 * effective suits, so checking a card is one shift; the others (`beating`, `undertrump`, a suit, a
 * card, a rank, `points`) compare the card with the trick or a table and compile to a per-card test.
 */
import type { CardPred, Cond, MustBody, NumExpr, WinnerBody } from '../parse/ast.ts';
import type { CardTables, Deck } from './cards.ts';
import { dealEndWords, describeMust } from './play-words.ts';
import { deckNames } from './words.ts';

/** The position a player is in when choosing a card. */
export interface PlayView {
  t: CardTables;
  hand: readonly number[];
  /** Cards already in the trick, in order. */
  trick: readonly number[];
  /** Effective suit led, or -1 when leading. */
  led: number;
  /** Bit mask of the effective suits in `hand`; set by `legalCards` and `refusingClause`. */
  handSuits: number;
  /** The number of the trick being played, from 1 (1 when not given). */
  trickNo?: number;
  /**
   * Cards played so far in the deal, the current trick included. Kept up to date only when the
   * rules read it (`PlayRules.history`): the fast path does not pay for what no rule asks.
   */
  played?: readonly number[];
  /** The options chosen at the table in this deal, before play (absent: none). */
  chosen?: readonly string[];
  /** The cards left in the stock to draw (`draw N each after trick`; absent: none, as in a deal without drawing). */
  stock?: number;
}

/**
 * The effective suits a card predicate accepts: fixed `bits`, plus the suit led when `led` is set.
 * Plain data rather than a closure, so that checking a card costs one shift.
 */
export interface SuitMask {
  bits: number;
  led: boolean;
}
type ViewFn = (v: PlayView) => boolean;

/** The bit mask of `m` in the position `v`. */
const maskIn = (m: SuitMask, v: PlayView): number => (m.led && v.led >= 0 ? m.bits | (1 << v.led) : m.bits);

type CardFn = (v: PlayView, card: number) => boolean;

/** A compiled card predicate: a suit mask when it depends on the suit only, else a per-card test. */
type CardTest = { mask: SuitMask; test: null } | { mask: null; test: CardFn };

/**
 * One compiled `must` clause with the id that a refused card is blamed on, and the reason in words
 * (built from the clause, see play-words.ts).
 */
export interface Constraint {
  id: string;
  when: ViewFn;
  card: CardTest;
  negate: boolean;
  reason: string;
}

/**
 * A `must` clause that reads effective suits alone: its condition is absent (`when` null) or
 * `holding` a suit set, and its card set is a suit set. A list of these decides the legal cards by
 * suit masks, without a call per clause (see `legalCards`).
 */
export interface SuitRule {
  when: SuitMask | null;
  card: SuitMask;
  negate: boolean;
}

/** Compiled play rules. */
export interface PlayRules {
  /** `must play` clauses: they constrain a player following to a trick. */
  constraints: Constraint[];
  /** `must lead` clauses: they constrain the player leading. */
  leading: Constraint[];
  /** Whether a rule reads the cards played so far (`PlayView.played` must then be kept). */
  history: boolean;
  /**
   * The same clauses as `leading` and `constraints` as suit masks, when every one of them reads
   * effective suits alone (else null): the fast way through `legalCards`, same answers.
   */
  bySuit: { leading: SuitRule[] | null; following: SuitRule[] | null };
  /**
   * The `must` clauses as written and what compiling them read (the trump pseudo-suit, the deck, the
   * readings): the random bots' mask loop makes its own form of them from these (play-masks.ts), in
   * a module of its own so that a page that plays cards but never simulates does not load it.
   */
  source: {
    musts: readonly ScopedMust[];
    trump: number;
    deck: Deck;
    readings: Record<string, string>;
  };
  /** Index into `trick` of the card that takes it. */
  winner(t: CardTables, trick: readonly number[]): number;
  /** The kinds the winner clause ranks, first first: a suit index, or -1 for the suit led (see `trickBid`). */
  order: readonly number[];
}

/**
 * A `must` clause to compile: its id, its body, and the title of the phase it binds in when it
 * stands in a phase's block (null or absent: a rule of the whole game).
 */
export interface ScopedMust {
  id: string;
  body: MustBody;
  phase?: string | null;
}

/** What compiling a card set needs: the trump pseudo-suit, the trick winner, the deck. */
interface Ctx {
  trump: number;
  winner: Winner;
  deck: Deck;
  readings: Record<string, string>;
  history: boolean;
}

/** A per-card membership table (the card's own suit, rank or name; the same under every trump). */
function memberTable(deck: Deck, pick: (suit: number, rank: number) => boolean): Uint8Array {
  const r = deck.ranks.length;
  const inSet = new Uint8Array(deck.size);
  for (let c = 0; c < deck.size; c++) inSet[c] = pick(Math.floor(c / r), c % r) ? 1 : 0;
  return inSet;
}

/** The cards of a membership table as a per-card test. */
const members = (inSet: Uint8Array): CardTest => ({ mask: null, test: (_v, c) => inSet[c] === 1 });

/** The card of the kind a `CardRank` or `CardSym` names, as a membership table (see memberTable). */
export function memberSet(p: CardPred & { kind: 'CardRank' | 'CardSym' }, deck: Deck): Uint8Array {
  if (p.kind === 'CardRank') {
    const rank = deck.ranks.indexOf(p.rank.name);
    return memberTable(deck, (_s, r) => r === rank);
  }
  const suit = suitIndex(deck, p.sym.name);
  if (suit >= 0) return memberTable(deck, (s) => s === suit);
  const card = deck.byName.get(p.sym.name) ?? -1;
  const r = deck.ranks.length;
  return memberTable(deck, (s, k) => s * r + k === card);
}

/** The suit index a symbol names, or -1 (the checker has refused unknown symbols). */
export const suitIndex = (deck: Deck, name: string): number => deck.suits.indexOf(name);

function compileCard(p: CardPred, ctx: Ctx): CardTest {
  const { trump, winner, deck } = ctx;
  switch (p.kind) {
    case 'CardPoints':
      return { mask: null, test: (v, c) => v.t.points[c] !== 0 };
    case 'CardRank':
    case 'CardSym':
      return members(memberSet(p, deck));
    case 'CardLed':
      return { mask: { bits: 0, led: true }, test: null };
    case 'CardTrump':
      return { mask: { bits: 1 << trump, led: false }, test: null };
    case 'CardBeating': {
      const scratch: number[] = [];
      return {
        mask: null,
        test: (v, c) => {
          if (v.trick.length === 0) return true;
          scratch.length = 0;
          for (const x of v.trick) scratch.push(x);
          scratch.push(c);
          return winner(v.t, scratch) === scratch.length - 1;
        },
      };
    }
    // A trump weaker than a trump in the trick, the suit led not being trumps. The masks' form
    // (CardMask.undertrump) reads the same: a trump below the trick's strongest trump.
    case 'CardUndertrump':
      return {
        mask: null,
        test: (v, c) =>
          v.led !== trump &&
          v.t.eff[c] === trump &&
          v.trick.some((x) => v.t.eff[x] === trump && v.t.power[x]! > v.t.power[c]!),
      };
    case 'CardAny': {
      const options = p.options.map((o) => compileCard(o, ctx));
      if (options.every((o) => o.mask)) {
        const masks = options.map((o) => o.mask!);
        return { mask: { bits: masks.reduce((b, m) => b | m.bits, 0), led: masks.some((m) => m.led) }, test: null };
      }
      const tests = options.map((o): CardFn => (o.mask ? (v, c) => accepts(v.t, maskIn(o.mask!, v), c) : o.test!));
      return { mask: null, test: (v, c) => tests.some((f) => f(v, c)) };
    }
  }
}

type Winner = (t: CardTables, trick: readonly number[]) => number;

/** Whether `card` is accepted by `mask` under tables `t`. */
const accepts = (t: CardTables, mask: number, card: number): boolean => ((mask >> t.eff[card]!) & 1) === 1;

/** The effective suits present in `hand`. */
export function suitsOf(t: CardTables, hand: readonly number[]): number {
  let m = 0;
  for (let i = 0; i < hand.length; i++) m |= 1 << t.eff[hand[i]!]!;
  return m;
}

function compileViewCond(c: Cond, ctx: Ctx): ViewFn {
  switch (c.kind) {
    case 'Holding': {
      const card = compileCard(c.card, ctx);
      if (card.mask) {
        const mask = card.mask;
        return (v) => (v.handSuits & maskIn(mask, v)) !== 0;
      }
      const test = card.test;
      return (v) => v.hand.some((x) => test(v, x));
    }
    case 'HoldingOnly': {
      const test = testOf(compileCard(c.card, ctx));
      return (v) => v.hand.length > 0 && v.hand.every((x) => test(v, x));
    }
    // The player to move holds one card exactly when the last trick is being played.
    case 'TrickIs':
      return c.which === 'first' ? (v) => (v.trickNo ?? 1) === 1 : (v) => v.hand.length === 1;
    case 'LedIs': {
      if (c.suit === null) {
        const trump = ctx.trump;
        return (v) => v.led === trump;
      }
      const suit = suitIndex(ctx.deck, c.suit.name),
        r = ctx.deck.ranks.length;
      return (v) => v.trick.length > 0 && Math.floor(v.trick[0]! / r) === suit;
    }
    case 'Logic': {
      const l = compileViewCond(c.left, ctx),
        r = compileViewCond(c.right, ctx);
      return c.op === 'and' ? (v) => l(v) && r(v) : (v) => l(v) || r(v);
    }
    case 'Not': {
      const inner = compileViewCond(c.cond, ctx);
      return (v) => !inner(v);
    }
    case 'ReadingIs': {
      const holds = ctx.readings[c.ambiguity.name] === c.reading.name;
      return () => holds;
    }
    case 'Chosen': {
      const id = c.option.name;
      return (v) => v.chosen?.includes(id) === true;
    }
    case 'Compare': {
      const l = compileViewNum(c.left, ctx),
        r = compileViewNum(c.right, ctx);
      switch (c.op) {
        case '=':
          return (v) => l(v) === r(v);
        case '!=':
          return (v) => l(v) !== r(v);
        case '<':
          return (v) => l(v) < r(v);
        case '<=':
          return (v) => l(v) <= r(v);
        case '>':
          return (v) => l(v) > r(v);
        case '>=':
          return (v) => l(v) >= r(v);
      }
      // The switch covers every operator the grammar has; this is never reached.
      return () => false;
    }
    // Scoring atoms have no meaning during play: the checker refuses them (check-play-conditions).
    default:
      return () => false;
  }
}

/** A card set as a per-card test (a suit mask read in the view). */
const testOf = (k: CardTest): CardFn =>
  k.mask
    ? (
        (mask) => (v: PlayView, c: number) =>
          accepts(v.t, maskIn(mask, v), c)
      )(k.mask)
    : k.test;

type ViewNum = (v: PlayView) => number;

function compileViewNum(e: NumExpr, ctx: Ctx): ViewNum {
  switch (e.kind) {
    case 'Num': {
      const n = e.value;
      return () => n;
    }
    case 'Arith': {
      const l = compileViewNum(e.left, ctx),
        r = compileViewNum(e.right, ctx);
      return e.op === '+' ? (v) => l(v) + r(v) : e.op === '-' ? (v) => l(v) - r(v) : (v) => l(v) * r(v);
    }
    case 'MinMax': {
      const a = compileViewNum(e.a, ctx),
        b = compileViewNum(e.b, ctx);
      return e.fn === 'min' ? (v) => Math.min(a(v), b(v)) : (v) => Math.max(a(v), b(v));
    }
    case 'TrickNumber':
      return (v) => v.trickNo ?? 1;
    case 'StockCount':
      return (v) => v.stock ?? 0;
    case 'PlayedCount': {
      ctx.history = true;
      const test = testOf(compileCard(e.card, ctx));
      return (v) => {
        let n = 0;
        for (const x of v.played ?? []) if (test(v, x)) n++;
        return n;
      };
    }
    case 'HeldCount': {
      const test = testOf(compileCard(e.card, ctx));
      return (v) => {
        let n = 0;
        for (const x of v.hand) if (test(v, x)) n++;
        return n;
      };
    }
    // Values of the game (tallies, points taken) are not seen during play: refused by the checker.
    default:
      return () => 0;
  }
}

/** Bids of one kind ranked by the winner clause span this many: a card's strength (Int16) is shifted into it. */
const BID_SPAN = 65536;

/**
 * How strongly `card` bids for a trick in which `led` (an effective suit) was led, by the winner
 * clause's `order` of kinds (a suit index, or -1 for the suit led): 0 when it is of no kind ranked
 * (it cannot take the trick); else a card of an earlier kind bids more than any of a later one, and
 * within a kind the stronger card more. The trick goes to the first of its highest bids.
 */
export function trickBid(order: readonly number[], t: CardTables, led: number, card: number): number {
  const e = t.eff[card]!;
  for (let k = 0; k < order.length; k++) {
    if (e === (order[k]! < 0 ? led : order[k]!)) return (order.length - k) * BID_SPAN + t.power[card]! + BID_SPAN / 2;
  }
  return 0;
}

/**
 * A compiled `deal ends when COND`: the clause's id (what a move after the end is refused by), the
 * test on the cards played so far (tried after each trick, on a view with no trick and no hand) and
 * the condition in words.
 */
export interface DealEnd {
  id: string;
  holds: (v: PlayView) => boolean;
  words: string;
}

/** Compiles a `deal ends when` clause (the checker has refused what it cannot read: the hand, the trick). */
export function compileDealEnd(
  id: string,
  cond: Cond,
  trump: number,
  readings: Record<string, string>,
  deck: Deck,
  options?: ReadonlyMap<string, string>,
): DealEnd {
  // No trick is on the table when it is tried: no card bids, so the winner is never asked.
  const ctx: Ctx = { trump, winner: () => 0, deck, readings, history: true };
  const names = options ? { ...deckNames(deck), option: (o: string) => options.get(o) ?? null } : deckNames(deck);
  return { id, holds: compileViewCond(cond, ctx), words: dealEndWords(cond, names) };
}

/** Compiles the `must` and `winner` clauses. `trump` is the index of the trump pseudo-suit. */
export function compilePlayRules(
  musts: ScopedMust[],
  winnerBody: WinnerBody,
  trump: number,
  readings: Record<string, string>,
  deck: Deck,
  options?: ReadonlyMap<string, string>,
): PlayRules {
  // -1 stands for "the suit led", known only when the trick is played.
  const order = winnerBody.ranks.map((kind) => (kind === 'trump' ? trump : -1));
  // The first card of the highest bid takes the trick; none bids (no card of a kind ranked): the leader's.
  const winner: Winner = (t, trick) => {
    const led = t.eff[trick[0]!]!;
    let best = 0,
      top = trickBid(order, t, led, trick[0]!);
    for (let i = 1; i < trick.length; i++) {
      const bid = trickBid(order, t, led, trick[i]!);
      if (bid > top) {
        best = i;
        top = bid;
      }
    }
    return best;
  };
  const ctx: Ctx = { trump, winner, deck, readings, history: false };
  const compiled = musts.map(({ id, body, phase }) => ({
    lead: body.lead,
    bySuit: suitRule(body, ctx),
    rule: {
      id,
      when: body.when ? compileViewCond(body.when, ctx) : () => true,
      card: compileCard(body.card, ctx),
      negate: body.negate,
      reason: describeMust(body, deck, id, phase ?? null, options),
    },
  }));
  const suitRules = (lead: boolean): SuitRule[] | null => {
    const ks = compiled.filter((k) => k.lead === lead);
    return ks.every((k) => k.bySuit) ? ks.map((k) => k.bySuit!) : null;
  };
  return {
    constraints: compiled.filter((k) => !k.lead).map((k) => k.rule),
    leading: compiled.filter((k) => k.lead).map((k) => k.rule),
    history: ctx.history,
    bySuit: { leading: suitRules(true), following: suitRules(false) },
    source: { musts, trump, deck, readings },
    winner,
    order,
  };
}

/**
 * The clause as a SuitRule, or null when it reads more than effective suits: its card set's mask,
 * and its condition's when that is `holding` a suit set (the mask forms of play-masks.ts read the
 * same: tests/engine/random-deal.test.ts plays every variant both ways).
 */
function suitRule(body: MustBody, ctx: Ctx): SuitRule | null {
  const card = compileCard(body.card, ctx).mask;
  if (!card) return null;
  if (!body.when) return { when: null, card, negate: body.negate };
  const when = body.when.kind === 'Holding' ? compileCard(body.when.card, ctx).mask : null;
  return when ? { when, card, negate: body.negate } : null;
}

/**
 * The effective suits a player holding `handSuits` may play from, under clauses that read suits
 * alone (`led`: the effective suit led, or -1 when leading): each clause that applies narrows the
 * mask, unless it would keep none or all of the suits still allowed. The legal cards are the held
 * cards of these suits.
 */
export function allowedSuits(rules: readonly SuitRule[], handSuits: number, led: number): number {
  const ledBit = led >= 0 ? 1 << led : 0;
  let present = handSuits;
  for (let k = 0; k < rules.length; k++) {
    const rule = rules[k]!;
    const w = rule.when;
    if (w !== null && (handSuits & (w.led ? w.bits | ledBit : w.bits)) === 0) continue;
    const m = rule.card.led ? rule.card.bits | ledBit : rule.card.bits;
    const mask = rule.negate ? ~m : m;
    if ((present & mask) === 0 || (present & ~mask) === 0) continue;
    present &= mask;
  }
  return present;
}

/**
 * `legalCards` for clauses that read suits alone: each clause that applies narrows a mask of allowed
 * effective suits, unless it would keep none or all of the suits still allowed in hand.
 */
function legalBySuit(rules: SuitRule[], v: PlayView, out: number[]): readonly number[] {
  const hand = v.hand,
    eff = v.t.eff;
  let handSuits = 0;
  for (let i = 0; i < hand.length; i++) handSuits |= 1 << eff[hand[i]!]!;
  v.handSuits = handSuits;
  const present = allowedSuits(rules, handSuits, v.led);
  if (present === handSuits) return hand;
  // Written in place and cut by `pop`: emptying an array first would drop its storage and every
  // card played would allocate it again, and the `length` setter is a call into the runtime (V8).
  let j = 0;
  for (let i = 0; i < hand.length; i++) if (((present >> eff[hand[i]!]!) & 1) === 1) out[j++] = hand[i]!;
  while (out.length > j) out.pop();
  return out;
}

/** Whether the constraint accepts `card` (before negation). */
function acceptsCard(k: Constraint, v: PlayView, mask: number, card: number): boolean {
  return k.card.mask ? accepts(v.t, mask, card) : k.card.test(v, card);
}

/**
 * The cards of `v.hand` that may be played. Each constraint that applies narrows the choice; one
 * that would leave nothing is ignored (a rule cannot force the impossible). Returns `v.hand` itself
 * when nothing narrows it, else `out` (reused scratch); callers must not modify the result.
 */
export function legalCards(rules: PlayRules, v: PlayView, out: number[]): readonly number[] {
  const hand = v.hand;
  // `must play` clauses bind a player following, `must lead` clauses the leader.
  const constraints = v.led < 0 ? rules.leading : rules.constraints;
  if (constraints.length === 0) return hand;
  const bySuit = v.led < 0 ? rules.bySuit.leading : rules.bySuit.following;
  if (bySuit) return legalBySuit(bySuit, v, out);
  const t = v.t;
  v.handSuits = suitsOf(t, hand);
  let cur: readonly number[] = hand;
  for (let k = 0; k < constraints.length; k++) {
    const rule = constraints[k]!;
    if (!rule.when(v)) continue;
    if (rule.card.mask) {
      // A negated clause keeps the cards its mask rejects.
      const mask = rule.negate ? ~maskIn(rule.card.mask, v) : maskIn(rule.card.mask, v);
      // Whether it would keep none or all of the cards is a question about their suits alone.
      const present = cur === hand ? v.handSuits : suitsOf(t, cur);
      if ((present & mask) === 0 || (present & ~mask) === 0) continue;
      if (cur === out) {
        let j = 0;
        for (let i = 0; i < out.length; i++) if (accepts(t, mask, out[i]!)) out[j++] = out[i]!;
        out.length = j;
      } else {
        out.length = 0;
        for (let i = 0; i < cur.length; i++) if (accepts(t, mask, cur[i]!)) out.push(cur[i]!);
        cur = out;
      }
    } else {
      // Counted before anything is written (no list per clause): most clauses keep all or none.
      const test = rule.card.test!;
      let kept = 0;
      for (let i = 0; i < cur.length; i++) if (test(v, cur[i]!) !== rule.negate) kept++;
      if (kept === 0 || kept === cur.length) continue;
      if (cur === out) {
        let j = 0;
        for (let i = 0; i < out.length; i++) if (test(v, out[i]!) !== rule.negate) out[j++] = out[i]!;
        out.length = j;
      } else {
        out.length = 0;
        for (let i = 0; i < cur.length; i++) if (test(v, cur[i]!) !== rule.negate) out.push(cur[i]!);
        cur = out;
      }
    }
  }
  return cur;
}

/** The id of the first clause that forbids `card`, or null when it may be played. */
export function refusingClause(rules: PlayRules, v: PlayView, card: number): string | null {
  return refusing(rules, v, card)?.id ?? null;
}

/** A refused card: the clause that forbids it, and why in words. */
export interface PlayRefusal {
  clause: string;
  reason: string;
}

/**
 * Why `card` may not be played in the position `v`: the first clause that forbids it with its
 * reason (a sentence built from the clause), `hand` when the card is not held, or null when it may.
 */
export function explainRefusal(rules: PlayRules, v: PlayView, card: number): PlayRefusal | null {
  const k = refusing(rules, v, card);
  return k === null ? null : { clause: k.id, reason: k.reason };
}

const NOT_HELD: Constraint = {
  id: 'hand',
  when: () => true,
  card: { mask: { bits: 0, led: false }, test: null },
  negate: false,
  reason: 'that card is not in the hand',
};

function refusing(rules: PlayRules, v: PlayView, card: number): Constraint | null {
  if (!v.hand.includes(card)) return NOT_HELD;
  const constraints = v.led < 0 ? rules.leading : rules.constraints;
  if (constraints.length === 0) return null;
  v.handSuits = suitsOf(v.t, v.hand);
  const allowed: number[] = [];
  let pool = [...v.hand];
  for (const k of constraints) {
    if (!k.when(v)) continue;
    const mask = k.card.mask ? maskIn(k.card.mask, v) : 0;
    allowed.length = 0;
    for (const c of pool) if (acceptsCard(k, v, mask, c) !== k.negate) allowed.push(c);
    if (allowed.length === 0 || allowed.length === pool.length) continue;
    if (!allowed.includes(card)) return k;
    pool = [...allowed];
  }
  return null;
}
