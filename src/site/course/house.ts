/**
 * A house rule's course: what it changes in its base, taught lesson by lesson — only the lessons
 * whose rules it changes or adds, with just those rules, and exercises played by its own rules
 * (a house rule that changes what may be played asks about positions its rules decide).
 */
import { join } from 'node:path';
import { checkPath } from '../../check/check.ts';
import { explainData } from '../../resolve/explain-data.ts';
import { compileVariant } from '../../compile/compile.ts';
import { diffRules } from '../../resolve/diff.ts';
import { diskReader, VARIANTS_DIR } from '../../resolve/disk.ts';
import type { ResolvedVariant } from '../../resolve/resolve.ts';
import type { SiteVariant } from '../data.ts';
import { ruleSentence } from '../rule-words.ts';
import { lessonsOf } from './course.ts';
import type { Lang } from '../../core/lang.ts';
import type { Lesson } from './types.ts';

/** A house rule's course: its title, its first base, the rules it no longer has (in words), its lessons. */
export interface HouseCourse {
  id: string;
  title: string;
  base: { id: string; title: string };
  /** The base's rules it takes away, in words. */
  removed: string[];
  lessons: Lesson[];
}

/** The course of house rule `id` (a file of variants/house/) in `lang`; links start with `base`. */
export function houseCourseFor(id: string, base: string, lang: Lang = 'en'): HouseCourse {
  const path = join(VARIANTS_DIR, 'house', `${id}.stw`);
  const { variant } = checkPath(diskReader, path);
  if (!variant) throw new Error(`house rule ${id} does not check clean`);
  const firstId = variant.file.extends[0]!.name;
  const first = checkPath(diskReader, diskReader.locate(firstId, path) ?? firstId).variant!;
  const changes = diffRules(first, variant).rules;
  const only = new Set(changes.filter((c) => c.change !== 'removed').map((c) => c.id));
  const v = asSite(variant, firstId);
  const was = asSite(first, first.chain[1] ?? null);
  return {
    id,
    title: variant.title,
    base: { id: firstId, title: first.title },
    removed: changes
      .filter((c) => c.change === 'removed')
      .flatMap((c) => ruleSentence(was, c.id, c.a?.phase ?? null, lang) ?? []),
    lessons: lessonsOf(v, base, only, lang),
  };
}

/** A checked variant as the site's pages take one. */
function asSite(variant: ResolvedVariant, baseId: string | null): SiteVariant {
  return {
    id: variant.id,
    title: variant.title,
    game: variant.game.id,
    base: baseId,
    resolved: variant,
    compiled: compileVariant(variant),
    explain: explainData(variant),
    source: variant.texts.get(String(variant.file.loc.source)) ?? '',
  };
}
