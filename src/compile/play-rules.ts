/**
 * Compiles the card-play clauses: `must play ... when ...` constraints and the trick winner.
 * The result works on card ids and the tables of cards.ts, with no allocation per check.
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
}

type CardFn = (v: PlayView, card: number) => boolean;
type ViewFn = (v: PlayView) => boolean;

/** One compiled `must play` clause with the id that a refused card is blamed on. */
export interface Constraint { id: string; when: ViewFn; card: CardFn; negate: boolean }

/** Compiled play rules. */
export interface PlayRules {
  constraints: Constraint[];
  /** Index into `trick` of the card that takes it. */
  winner(t: CardTables, trick: readonly number[]): number;
}

function compileCardPred(p: CardPred, trump: number): CardFn {
  switch (p.kind) {
    case 'CardLed': return (v, c) => v.led >= 0 && v.t.eff[c] === v.led;
    case 'CardTrump': return (v, c) => v.t.eff[c] === trump;
    case 'CardAny': {
      const options = p.options.map((o) => compileCardPred(o, trump));
      return (v, c) => options.some((f) => f(v, c));
    }
  }
}

function compileViewCond(c: Cond, trump: number, readings: Record<string, string>): ViewFn {
  switch (c.kind) {
    case 'Holding': {
      const pred = compileCardPred(c.card, trump);
      return (v) => v.hand.some((card) => pred(v, card));
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
    card: compileCardPred(body.card, trump),
    negate: body.negate,
  }));
  const order = winner.ranks;
  return {
    constraints,
    winner(t, trick) {
      const led = t.eff[trick[0]!]!;
      for (const kind of order) {
        const suit = kind === 'trump' ? trump : led;
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
 * The cards of `v.hand` that may be played, pushed into `out` (cleared first). Each constraint that
 * applies narrows the choice; one that would leave nothing is ignored (a rule cannot force the impossible).
 */
export function legalCards(rules: PlayRules, v: PlayView, out: number[]): number[] {
  out.length = 0;
  for (const c of v.hand) out.push(c);
  if (v.led < 0) return out;
  for (const k of rules.constraints) {
    if (!k.when(v)) continue;
    let kept = 0;
    for (const c of out) if (k.card(v, c) !== k.negate) kept++;
    if (kept === 0 || kept === out.length) continue;
    let j = 0;
    for (const c of out) if (k.card(v, c) !== k.negate) out[j++] = c;
    out.length = j;
  }
  return out;
}

/** The id of the first clause that forbids `card`, or null when it may be played. */
export function refusingClause(rules: PlayRules, v: PlayView, card: number): string | null {
  if (!v.hand.includes(card)) return 'hand';
  if (v.led < 0) return null;
  const allowed: number[] = [];
  let pool = [...v.hand];
  for (const k of rules.constraints) {
    if (!k.when(v)) continue;
    allowed.length = 0;
    for (const c of pool) if (k.card(v, c) !== k.negate) allowed.push(c);
    if (allowed.length === 0 || allowed.length === pool.length) continue;
    if (!allowed.includes(card)) return k.id;
    pool = [...allowed];
  }
  return null;
}
