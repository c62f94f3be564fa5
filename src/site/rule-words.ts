/**
 * The rules of a shipped variant in words, for the pages that show them side by side with the
 * file's text (Compare, the variant pages): one sentence per clause, from src/compile/clause-words.ts.
 */
import { afterAnother, ruleWords, variantNames } from '../compile/clause-words.ts';
import type { Names } from '../compile/words.ts';
import type { SiteVariant } from './data.ts';

const namesOf = new WeakMap<SiteVariant, Names>();

/** Clause `id` of variant `v` (in `phase`, null for the whole game) as a sentence; null when `v` has no such clause. */
export function ruleSentence(v: SiteVariant, id: string, phase: string | null): string | null {
  const clause = v.resolved.clauses.find((c) => c.id === id && c.phase === phase);
  if (!clause) return null;
  let names = namesOf.get(v);
  if (!names) { names = variantNames(v.resolved, v.compiled.deck); namesOf.set(v, names); }
  return ruleWords(clause.node, names, afterAnother(v.resolved, id, phase));
}
