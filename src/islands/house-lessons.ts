/**
 * What a house rule changes, lesson by lesson: the Playground's short course of a file that checks
 * clean. Each rule it adds or changes, and each rule of its base it takes away, said in words
 * (src/compile/clause-words.ts) and sorted into the lesson of the game's course that teaches that
 * kind of rule (./course/lessons.ts), so an author sees the changes as a player would learn them.
 * Runs in the Playground's worker, with the engine (./house-run.ts loads it).
 */
import { afterAnother, ruleWords, variantNames } from '../compile/clause-words.ts';
import { compileVariant } from '../compile/compile.ts';
import { diffRules } from '../resolve/diff.ts';
import type { ResolvedVariant } from '../resolve/resolve.ts';
import { LESSON_KEYS, LESSON_TITLES, lessonOf, type LessonKey } from './course/lessons.ts';

/** One changed rule in words: added or changed in the house rule, or the base's rule it removes. */
export interface RuleInWords {
  change: 'added' | 'changed' | 'removed';
  sentence: string;
}

/** A lesson of the game's course and the house rule's changes it would teach, in file order. */
export interface LessonChanges {
  key: LessonKey;
  title: string;
  rules: RuleInWords[];
}

/** What `house` changes against its first base `base`, by lesson, in the course's order (lessons without a change left out). */
export function changesByLesson(base: ResolvedVariant, house: ResolvedVariant): LessonChanges[] {
  const said = new Map<LessonKey, RuleInWords[]>(LESSON_KEYS.map((k) => [k, []]));
  const words = new Map([base, house].map((v) => [v, wordsOf(v)]));
  for (const c of diffRules(base, house).rules) {
    const v = c.change === 'removed' ? base : house;
    const side = c.change === 'removed' ? c.a : c.b;
    const clause = v.clauses.find((x) => x.id === c.id && x.phase === (side?.phase ?? null));
    const key = clause ? lessonOf(clause.node.body.kind) : null;
    if (!clause || !key) continue;
    const w = words.get(v)!;
    const sentence = ruleWords(clause.node, w.names, afterAnother(v, clause.id, clause.phase));
    const phase = clause.phase ? w.phases.get(clause.phase) : undefined;
    said.get(key)!.push({ change: c.change, sentence: phase ? `${phase}: ${sentence}` : sentence });
  }
  return LESSON_KEYS.filter((k) => said.get(k)!.length).map((k) => ({
    key: k,
    title: LESSON_TITLES.get(k)!,
    rules: said.get(k)!,
  }));
}

/** The names `v`'s rules are said with, and each phase's title ("Phase 2 – Butzen") to begin a rule that holds in one phase. */
function wordsOf(v: ResolvedVariant) {
  const cv = compileVariant(v);
  return { names: variantNames(v, cv.deck), phases: new Map(cv.phases.map((p) => [p.id, p.title])) };
}
