/**
 * The rule-level difference between two resolved variants: clauses added, removed or changed (by
 * id, comparing their written rule, phase and reading guard), and ambiguities added, removed or
 * with another default. Each change carries the citations on both sides.
 */
import type { CiteNode } from '../parse/ast.ts';
import type { ResolvedClause, ResolvedVariant } from './resolve.ts';
import { clauseText } from './print.ts';

/** A citation as data. */
export interface CiteData {
  source: string;
  section: string | null;
}

/** One clause as it stands in a variant. */
export interface ClauseSide {
  phase: string | null;
  rule: string;
  guard: string | null;
  cite: CiteData | null;
  from: string;
}

/** One difference in the rules. */
export interface RuleChange {
  id: string;
  change: 'added' | 'removed' | 'changed';
  a: ClauseSide | null;
  b: ClauseSide | null;
}

/** One difference in the declared questions. */
export interface AmbiguityChange {
  id: string;
  change: 'added' | 'removed' | 'default';
  question: string;
  a: string | null;
  b: string | null;
}

/** The rule-level diff of A and B. */
export interface RuleDiff {
  a: string;
  b: string;
  rules: RuleChange[];
  ambiguities: AmbiguityChange[];
  same: number;
}

const cite = (c: CiteNode | null): CiteData | null => (c ? { source: c.source.name, section: c.section } : null);

function side(v: ResolvedVariant, c: ResolvedClause): ClauseSide {
  const g = c.node.guard;
  return {
    phase: c.phase,
    rule: clauseText(c.node, v.texts.get(String(c.node.loc.source)) ?? ''),
    guard: g ? `reading ${g.ambiguity.name} is ${g.reading.name}` : null,
    cite: cite(c.node.cite),
    from: c.from,
  };
}

/** A side's clause as its file writes it: the rule and, where it has one, its reading guard. */
export function writtenRule(s: ClauseSide): string {
  return s.guard ? `${s.rule} if ${s.guard}` : s.rule;
}

/** A side as one line of plain text: `(phase) rule if guard  [source "section"]`, for `diff` and the playground. */
export function sideText(s: ClauseSide): string {
  const cite = s.cite ? `  [${s.cite.source}${s.cite.section ? ` "${s.cite.section}"` : ''}]` : '';
  return `${s.phase ? `(${s.phase}) ` : ''}${writtenRule(s)}${cite}`;
}

/** Compares the rules of `a` and `b`, in the order they appear in `a` then `b`. */
export function diffRules(a: ResolvedVariant, b: ResolvedVariant): RuleDiff {
  const rules: RuleChange[] = [];
  let same = 0;
  const inB = new Map(b.clauses.map((c) => [c.id, c]));
  const inA = new Map(a.clauses.map((c) => [c.id, c]));
  for (const ca of a.clauses) {
    const cb = inB.get(ca.id);
    const sa = side(a, ca);
    if (!cb) {
      rules.push({ id: ca.id, change: 'removed', a: sa, b: null });
      continue;
    }
    const sb = side(b, cb);
    if (sa.rule === sb.rule && sa.phase === sb.phase && sa.guard === sb.guard) same++;
    else rules.push({ id: ca.id, change: 'changed', a: sa, b: sb });
  }
  for (const cb of b.clauses) if (!inA.has(cb.id)) rules.push({ id: cb.id, change: 'added', a: null, b: side(b, cb) });

  const ambiguities: AmbiguityChange[] = [];
  for (const [id, x] of a.ambiguities) {
    const y = b.ambiguities.get(id);
    if (!y) ambiguities.push({ id, change: 'removed', question: x.question, a: x.default.name, b: null });
    else if (y.default.name !== x.default.name)
      ambiguities.push({ id, change: 'default', question: x.question, a: x.default.name, b: y.default.name });
  }
  for (const [id, y] of b.ambiguities) {
    if (!a.ambiguities.has(id))
      ambiguities.push({ id, change: 'added', question: y.question, a: null, b: y.default.name });
  }
  return { a: a.id, b: b.id, rules, ambiguities, same };
}

/**
 * Whether `a` and `b` are the same game: no clause added, removed or changed, the clauses and the
 * phases in the same order, and the same default readings. Then no deal can tell them apart, and
 * there is no witness to search for.
 */
export function sameGame(a: ResolvedVariant, b: ResolvedVariant, d: RuleDiff = diffRules(a, b)): boolean {
  const sameOrder = (x: { id: string }[], y: { id: string }[]) =>
    x.length === y.length && x.every((e, i) => e.id === y[i]!.id);
  return (
    d.rules.length === 0 &&
    d.ambiguities.length === 0 &&
    sameOrder(a.clauses, b.clauses) &&
    sameOrder(a.phases, b.phases)
  );
}
