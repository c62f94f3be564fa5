/**
 * Which rulebook section explains which rule. A section of a rulebook (content/*.mdx) names the
 * clauses it explains with `<Rules variant="v" ids="a b" />`; this module reads those markers at
 * build time, so that a variant page can link each clause id to its section and a test can ask
 * that every clause of every variant is explained somewhere. Reading one file's markers is
 * services/sections.ts, which the editors' hover shares.
 */
import { join } from 'node:path';
import { markersIn, type RuleSection, type RulesMarker } from '../services/sections.ts';
import { markersInDir } from '../services/markers-on-disk.ts';
import type { Lang } from '../core/lang.ts';

export { markersIn, type RuleSection, type RulesMarker };

let cache: RulesMarker[] | null = null;

/** Every marker in content/, in file order. */
export function allMarkers(dir = join(process.cwd(), 'content')): RulesMarker[] {
  if (cache) return cache;
  cache = markersInDir(dir);
  return cache;
}

/**
 * The section that explains clause `clause` of a variant whose extends-chain (itself first) is
 * `chain`: a marker naming the variant itself wins, then one naming the nearest ancestor.
 */
export function sectionFor(
  chain: readonly string[],
  clause: string,
  markers: RulesMarker[] = allMarkers(),
): RuleSection | null {
  for (const v of chain) {
    const m = markers.find((x) => x.variant === v && x.ids.includes(clause));
    if (m) return m.section;
  }
  return null;
}

let german: Map<string, string> | null = null;

/**
 * `section` as the edition `lang` names it: its heading in that edition's rulebook, the section with
 * the same anchor (the German books keep the English ones' anchors: tests/e2e/editions.test.ts);
 * the English heading where that book has no such section.
 */
export function sectionIn(lang: Lang, section: RuleSection | null): RuleSection | null {
  if (!section || lang === 'en') return section;
  german ??= new Map(
    markersInDir(join(process.cwd(), 'content', 'de')).map((m) => [
      `${m.section.book}#${m.section.anchor}`,
      m.section.heading,
    ]),
  );
  return { ...section, heading: german.get(`${section.book}#${section.anchor}`) ?? section.heading };
}
