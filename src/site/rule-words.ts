/**
 * The rules of a shipped variant in words, for the pages that show them (Compare, the variant
 * pages, the Sources page, a rulebook's list of rules): one sentence per clause, from
 * src/compile/clause-words.ts, and a name per clause, from src/compile/clause-titles.ts, in the
 * page's language (src/compile/rule-words.ts: German from the same clause and the file's German titles).
 */
import { afterAnother, variantNames } from '../compile/clause-words.ts';
import { wordsFor } from '../compile/rule-words.ts';
import type { Names } from '../compile/words.ts';
import type { Lang } from '../core/lang.ts';
import type { SiteVariant } from './data.ts';

const namesOf = new WeakMap<SiteVariant, Names>();

/** The names `v`'s rules are said with (worked out once per variant). */
function names(v: SiteVariant): Names {
  let n = namesOf.get(v);
  if (!n) {
    n = variantNames(v.resolved, v.compiled.deck);
    namesOf.set(v, n);
  }
  return n;
}

/** Clause `id` of variant `v` (in `phase`, null for the whole game) as a sentence; null when `v` has no such clause. */
export function ruleSentence(v: SiteVariant, id: string, phase: string | null, lang: Lang = 'en'): string | null {
  const clause = v.resolved.clauses.find((c) => c.id === id && c.phase === phase);
  return clause ? wordsFor(lang).ruleWords(clause.node, names(v), afterAnother(v.resolved, id, phase)) : null;
}

/** Clause `id` of variant `v` (in `phase`) by name ("The trump card, when …"); null when `v` has no such clause. */
export function ruleTitle(v: SiteVariant, id: string, phase: string | null, lang: Lang = 'en'): string | null {
  const clause = v.resolved.clauses.find((c) => c.id === id && c.phase === phase);
  return clause ? wordsFor(lang).clauseTitle(clause.node, names(v), afterAnother(v.resolved, id, phase)) : null;
}
