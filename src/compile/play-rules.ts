/**
 * Compiles the card-play clauses: `must play ... when ...` constraints and the trick winner.
 * Predicates that depend only on a card's effective suit (`led`, `trump`) compile to a bit mask of
 * effective suits, so checking a card is one shift; the others (`beating`, `undertrump`) compare
 * the card with the trick and compile to a per-card test.
 */
import type { CardPred, Cond, MustBody, WinnerBody } from '../parse/ast.ts';
import type { CardTables } from './cards.ts';

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
}

/**
 * The effective suits a card predicate accepts: fixed `bits`, plus the suit led when `led` is set.
 * Plain data rather than a closure, so that checking a card costs one shift.
 */
interface SuitMask { bits: number; led: boolean }
type ViewFn = (v: PlayView) => boolean;

/** The bit mask of `m` in the position `v`. */
const maskIn = (m: SuitMask, v: PlayView): number => (m.led && v.led >= 0 ? m.bits | (1 << v.led) : m.bits);

type CardFn = (v: PlayView, card: number) => boolean;

/** A compiled card predicate: a suit mask when it depends on the suit only, else a per-card test. */
type CardTest = { mask: SuitMask; test: null } | { mask: null; test: CardFn };

/** One compiled `must play` clause with the id that a refused card is blamed on. */
export interface Constraint { id: string; when: ViewFn; card: CardTest; negate: boolean }

/** Compiled play rules. */
export interface PlayRules {
  constraints: Constraint[];
  /** Index into `trick` of the card that takes it. */
  winner(t: CardTables, trick: readonly number[]): number;
}

function compileCard(p: CardPred, trump: number, winner: Winner): CardTest {
  switch (p.kind) {
    case 'CardLed': return { mask: { bits: 0, led: true }, test: null };
    case 'CardTrump': return { mask: { bits: 1 << trump, led: false }, test: null };
    case 'CardBeating': {
      const scratch: number[] = [];
      return { mask: null, test: (v, c) => {
        if (v.trick.length === 0) return true;
        scratch.length = 0;
        for (const x of v.trick) scratch.push(x);
        scratch.push(c);
        return winner(v.t, scratch) === scratch.length - 1;
      } };
    }
    case 'CardUndertrump':
      return { mask: null, test: (v, c) => v.led !== trump && v.t.eff[c] === trump
        && v.trick.some((x) => v.t.eff[x] === trump && v.t.power[x]! > v.t.power[c]!) };
    case 'CardAny': {
      const options = p.options.map((o) => compileCard(o, trump, winner));
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

function compileViewCond(c: Cond, trump: number, readings: Record<string, string>, winner: Winner): ViewFn {
  switch (c.kind) {
    case 'Holding': {
      const card = compileCard(c.card, trump, winner);
      if (card.mask) { const mask = card.mask; return (v) => (v.handSuits & maskIn(mask, v)) !== 0; }
      const test = card.test;
      return (v) => v.hand.some((x) => test(v, x));
    }
    case 'Logic': {
      const l = compileViewCond(c.left, trump, readings, winner), r = compileViewCond(c.right, trump, readings, winner);
      return c.op === 'and' ? (v) => l(v) && r(v) : (v) => l(v) || r(v);
    }
    case 'Not': { const inner = compileViewCond(c.cond, trump, readings, winner); return (v) => !inner(v); }
    case 'ReadingIs': { const holds = readings[c.ambiguity.name] === c.reading.name; return () => holds; }
    default: return () => false;
  }
}

/** Compiles the `must` and `winner` clauses. `trump` is the index of the trump pseudo-suit. */
export function compilePlayRules(
  musts: { id: string; body: MustBody }[], winnerBody: WinnerBody, trump: number, readings: Record<string, string>,
): PlayRules {
  // -1 stands for "the suit led", known only when the trick is played.
  const order = winnerBody.ranks.map((kind) => (kind === 'trump' ? trump : -1));
  const winner: Winner = (t, trick) => {
    const led = t.eff[trick[0]!]!;
    for (let k = 0; k < order.length; k++) {
      const suit = order[k]! < 0 ? led : order[k]!;
      let best = -1;
      for (let i = 0; i < trick.length; i++) {
        const c = trick[i]!;
        if (t.eff[c] === suit && (best < 0 || t.power[c]! > t.power[trick[best]!]!)) best = i;
      }
      if (best >= 0) return best;
    }
    return 0;
  };
  const constraints = musts.map(({ id, body }) => ({
    id,
    when: body.when ? compileViewCond(body.when, trump, readings, winner) : () => true,
    card: compileCard(body.card, trump, winner),
    negate: body.negate,
  }));
  return { constraints, winner };
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
  if (v.led < 0) return hand;
  const t = v.t;
  v.handSuits = suitsOf(t, hand);
  let cur: readonly number[] = hand;
  const constraints = rules.constraints;
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
      const keep = cur.filter((c) => rule.card.test!(v, c) !== rule.negate);
      if (keep.length === 0 || keep.length === cur.length) continue;
      out.length = 0;
      for (const c of keep) out.push(c);
      cur = out;
    }
  }
  return cur;
}

/** The id of the first clause that forbids `card`, or null when it may be played. */
export function refusingClause(rules: PlayRules, v: PlayView, card: number): string | null {
  if (!v.hand.includes(card)) return 'hand';
  if (v.led < 0) return null;
  v.handSuits = suitsOf(v.t, v.hand);
  const allowed: number[] = [];
  let pool = [...v.hand];
  for (const k of rules.constraints) {
    if (!k.when(v)) continue;
    const mask = k.card.mask ? maskIn(k.card.mask, v) : 0;
    allowed.length = 0;
    for (const c of pool) if (acceptsCard(k, v, mask, c) !== k.negate) allowed.push(c);
    if (allowed.length === 0 || allowed.length === pool.length) continue;
    if (!allowed.includes(card)) return k.id;
    pool = [...allowed];
  }
  return null;
}
