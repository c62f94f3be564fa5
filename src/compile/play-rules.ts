/**
 * Compiles the card-play clauses: `must play ... when ...` constraints and the trick winner.
 * Card predicates (`led`, `trump`) depend only on a card's effective suit, so each compiles to a
 * bit mask of effective suits: checking a card is one shift, with no allocation per check.
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

/** The effective suits a card predicate accepts, as a bit mask, in the position `v`. */
type MaskFn = (v: PlayView) => number;
type ViewFn = (v: PlayView) => boolean;

/** One compiled `must play` clause with the id that a refused card is blamed on. */
export interface Constraint { id: string; when: ViewFn; mask: MaskFn; negate: boolean }

/** Compiled play rules. */
export interface PlayRules {
  constraints: Constraint[];
  /** Index into `trick` of the card that takes it. */
  winner(t: CardTables, trick: readonly number[]): number;
}

function compileCardMask(p: CardPred, trump: number): MaskFn {
  switch (p.kind) {
    case 'CardLed': return (v) => (v.led >= 0 ? 1 << v.led : 0);
    case 'CardTrump': { const m = 1 << trump; return () => m; }
    case 'CardAny': {
      const options = p.options.map((o) => compileCardMask(o, trump));
      if (options.length === 2) { const [a, b] = options as [MaskFn, MaskFn]; return (v) => a(v) | b(v); }
      return (v) => options.reduce((m, f) => m | f(v), 0);
    }
  }
}

/** Whether `card` is accepted by `mask` under tables `t`. */
const accepts = (t: CardTables, mask: number, card: number): boolean => ((mask >> t.eff[card]!) & 1) === 1;

/** The effective suits present in `hand`. */
export function suitsOf(t: CardTables, hand: readonly number[]): number {
  let m = 0;
  for (let i = 0; i < hand.length; i++) m |= 1 << t.eff[hand[i]!]!;
  return m;
}

function compileViewCond(c: Cond, trump: number, readings: Record<string, string>): ViewFn {
  switch (c.kind) {
    case 'Holding': {
      const mask = compileCardMask(c.card, trump);
      return (v) => (v.handSuits & mask(v)) !== 0;
    }
    case 'Logic': {
      const l = compileViewCond(c.left, trump, readings), r = compileViewCond(c.right, trump, readings);
      return c.op === 'and' ? (v) => l(v) && r(v) : (v) => l(v) || r(v);
    }
    case 'Not': { const inner = compileViewCond(c.cond, trump, readings); return (v) => !inner(v); }
    case 'ReadingIs': { const holds = readings[c.ambiguity.name] === c.reading.name; return () => holds; }
    default: return () => false;
  }
}

/** Compiles the `must` and `winner` clauses. `trump` is the index of the trump pseudo-suit. */
export function compilePlayRules(
  musts: { id: string; body: MustBody }[], winner: WinnerBody, trump: number, readings: Record<string, string>,
): PlayRules {
  const constraints = musts.map(({ id, body }) => ({
    id,
    when: body.when ? compileViewCond(body.when, trump, readings) : () => true,
    mask: compileCardMask(body.card, trump),
    negate: body.negate,
  }));
  // -1 stands for "the suit led", known only when the trick is played.
  const order = winner.ranks.map((kind) => (kind === 'trump' ? trump : -1));
  return {
    constraints,
    winner(t, trick) {
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
    },
  };
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
    // A negated clause keeps the cards its mask rejects.
    const mask = rule.negate ? ~rule.mask(v) : rule.mask(v);
    let kept = 0;
    for (let i = 0; i < cur.length; i++) if (accepts(t, mask, cur[i]!)) kept++;
    if (kept === 0 || kept === cur.length) continue;
    if (cur === out) {
      let j = 0;
      for (let i = 0; i < out.length; i++) if (accepts(t, mask, out[i]!)) out[j++] = out[i]!;
      out.length = j;
    } else {
      out.length = 0;
      for (let i = 0; i < cur.length; i++) if (accepts(t, mask, cur[i]!)) out.push(cur[i]!);
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
    const mask = k.negate ? ~k.mask(v) : k.mask(v);
    allowed.length = 0;
    for (const c of pool) if (accepts(v.t, mask, c)) allowed.push(c);
    if (allowed.length === 0 || allowed.length === pool.length) continue;
    if (!allowed.includes(card)) return k.id;
    pool = [...allowed];
  }
  return null;
}
