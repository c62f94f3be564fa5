/**
 * Which rulebook section explains which rule. A section of a rulebook (content/*.mdx) names the
 * clauses it explains with `<Rules variant="v" ids="a b" />`; this module reads those markers at
 * build time, so that a variant page can link each clause id to its section and a test can ask
 * that every clause of every variant is explained somewhere.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import GithubSlugger from 'github-slugger';

/** A rulebook section: the book's slug, the heading's anchor and its text. */
export interface RuleSection { book: string; anchor: string; heading: string }

/** One `<Rules>` marker: the variant it names, the clause ids, and the section it stands in. */
export interface RulesMarker { variant: string; ids: string[]; section: RuleSection }

const MARKER = /<Rules\s+variant="([^"]+)"\s+ids="([^"]+)"\s*\/>/g;
const HEADING = /^(#{2,6})\s+(.+?)\s*$/;

/** Reads every marker from the MDX text of book `book` (headings slugged as Astro slugs them). */
export function markersIn(book: string, text: string): RulesMarker[] {
  const slugger = new GithubSlugger();
  const found: RulesMarker[] = [];
  let section: RuleSection = { book, anchor: '', heading: '' };
  let fenced = false;
  for (const line of text.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const h = HEADING.exec(line);
    if (h) {
      const heading = h[2]!.replace(/[*_`]/g, '');
      section = { book, anchor: slugger.slug(heading), heading };
      continue;
    }
    for (const m of line.matchAll(MARKER)) found.push({ variant: m[1]!, ids: m[2]!.trim().split(/\s+/), section });
  }
  return found;
}

let cache: RulesMarker[] | null = null;

/** Every marker in content/, in file order. */
export function allMarkers(dir = join(process.cwd(), 'content')): RulesMarker[] {
  if (cache) return cache;
  cache = readdirSync(dir).filter((f) => f.endsWith('.mdx')).sort()
    .flatMap((f) => markersIn(f.replace(/\.mdx$/, ''), readFileSync(join(dir, f), 'utf8')));
  return cache;
}

/**
 * The section that explains clause `clause` of a variant whose extends-chain (itself first) is
 * `chain`: a marker naming the variant itself wins, then one naming the nearest ancestor.
 */
export function sectionFor(chain: readonly string[], clause: string, markers: RulesMarker[] = allMarkers()): RuleSection | null {
  for (const v of chain) {
    const m = markers.find((x) => x.variant === v && x.ids.includes(clause));
    if (m) return m.section;
  }
  return null;
}
