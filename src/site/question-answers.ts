/**
 * What each of two compared variants answers to an open question that one of them leaves open and
 * the other settles (or where their defaults differ): for the side that declares the question, its
 * default reading; for the side that does not, the rules it has in place of the ones that read the
 * question, in words. Compare says this instead of "settled or dropped".
 */
import type { ResolvedClause } from '../resolve/resolve.ts';
import type { AmbiguityChange } from '../resolve/diff.ts';
import type { SiteVariant } from './data.ts';
import { ruleSentence } from './rule-words.ts';

/** Whether clause `c` reads question `id`: held under one of its readings, or asking for one in a condition. */
function readsQuestion(c: ResolvedClause, id: string): boolean {
  const seen = (x: unknown): boolean => {
    if (Array.isArray(x)) return x.some(seen);
    if (!x || typeof x !== 'object') return false;
    const node = x as { kind?: unknown; ambiguity?: { name?: unknown } };
    if (node.kind === 'ReadingIs' && node.ambiguity?.name === id) return true;
    return Object.entries(x).some(([k, v]) => k !== 'loc' && seen(v));
  };
  return seen(c.node.guard) || seen(c.node.body);
}

/** A variant's default answer to question `id`, by the reading's title. */
function byDefault(v: SiteVariant, id: string, reading: string | null): string {
  const r = v.resolved.ambiguities.get(id)?.readings.find((x) => x.id.name === reading);
  return `open; by default “${r ? (r.title ?? r.text) : (reading ?? '')}”`;
}

/**
 * What `settles` says where `asks` leaves question `id` open: the sentences of its clauses that
 * stand where `asks` reads the question (same ids), or that it has no such rule.
 */
function settled(asks: SiteVariant, settles: SiteVariant, id: string): string {
  const ids = [...new Set(asks.resolved.clauses.filter((c) => readsQuestion(c, id)).map((c) => c.id))];
  const said = ids
    .flatMap((cid) =>
      settles.resolved.clauses.filter((c) => c.id === cid).map((c) => ruleSentence(settles, cid, c.phase)),
    )
    .filter((s): s is string => s !== null);
  return said.length ? `settled: ${[...new Set(said)].join(' ')}` : 'no rule on it; the question does not arise';
}

/** The answers of `a` and `b` to one changed question. */
export function questionAnswers(a: SiteVariant, b: SiteVariant, x: AmbiguityChange): { a: string; b: string } {
  if (x.change === 'default') return { a: byDefault(a, x.id, x.a), b: byDefault(b, x.id, x.b) };
  if (x.change === 'removed') return { a: byDefault(a, x.id, x.a), b: settled(a, b, x.id) };
  return { a: settled(b, a, x.id), b: byDefault(b, x.id, x.b) };
}
