/**
 * Which rules each lesson of a course teaches: the clauses of a variant in force under its default
 * readings, sorted by kind into the lessons in a teacher's order, each said in words
 * (src/compile/clause-words.ts) and linked to the rulebook section that explains it. What a
 * lesson teaches is decided by the clause's kind alone, so a house rule's clauses find their lesson
 * without anyone listing them.
 */
import type { ResolvedClause } from '../../resolve/resolve.ts';
import type { SiteVariant } from '../data.ts';
import { ruleSentence } from '../rule-words.ts';
import { sectionFor, sectionIn } from '../sections.ts';
import type { Lang } from '../../core/lang.ts';
import type { LessonRule, RuleLink } from './types.ts';
import { LESSON_KEYS, lessonOf, type LessonKey } from '../../islands/course/lessons.ts';

/** Whether clause `c` holds under `v`'s default readings (a clause for another reading is not taught). */
export function inForce(v: SiteVariant, c: ResolvedClause): boolean {
  const g = c.node.guard;
  return !g || v.compiled.readings[g.ambiguity.name] === g.reading.name;
}

/** The rulebook section that explains clause `id` of `v`, as a link with its heading in `lang`, or null. */
export function ruleLink(v: SiteVariant, id: string, base: string, lang: Lang = 'en'): RuleLink | null {
  const s = sectionIn(lang, sectionFor(v.resolved.chain, id));
  return s ? { heading: s.heading, href: `${base}/rules/${s.book}/#${s.anchor}` } : null;
}

/**
 * The rules of `v` each lesson teaches, in file order, said in words; a phase's rules start with
 * its title ("In Phase 2 – Butzen: …"). `only`, when given, keeps just those clause ids (a house
 * rule's course teaches what it changes).
 */
export function rulesByLesson(
  v: SiteVariant,
  base: string,
  only?: ReadonlySet<string>,
  lang: Lang = 'en',
): Map<LessonKey, LessonRule[]> {
  const out = new Map<LessonKey, LessonRule[]>(LESSON_KEYS.map((k) => [k, []]));
  // A phase's title in `lang`: the file's German title on a German page (the English one where it gives none).
  const title = (id: string, english: string) =>
    lang === 'de' ? (v.resolved.german.phases.get(id) ?? english) : english;
  const phaseTitle = new Map(v.compiled.phases.map((p) => [p.id, title(p.id, p.title)]));
  for (const c of v.resolved.clauses) {
    if (!inForce(v, c) || (only && !only.has(c.id))) continue;
    const key = lessonOf(c.node.body.kind);
    const words = key ? ruleSentence(v, c.id, c.phase, lang) : null;
    if (!key || !words) continue;
    const sentence = c.phase && phaseTitle.has(c.phase) ? `${phaseTitle.get(c.phase)}: ${words}` : words;
    out.get(key)!.push({ sentence, rule: ruleLink(v, c.id, base, lang) });
  }
  return out;
}
