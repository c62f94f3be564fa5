/**
 * Which rulebook section explains which clause. A section of a rulebook (content/*.mdx) names the
 * clauses it explains with `<Rules variant="v" ids="a b" />`; reading those markers is plain text
 * work, so it lives here, below the site, where the language server and the Playground's worker
 * can use it too (the site's pages read the same markers through site/sections.ts).
 */
import GithubSlugger from 'github-slugger';
import type { SectionIndex, SectionLink } from './types.ts';

/** A rulebook section: the book's slug, the heading's anchor and its text. */
export interface RuleSection {
  book: string;
  anchor: string;
  heading: string;
}

/** One `<Rules>` marker: the variant it names, the clause ids, and the section it stands in. */
export interface RulesMarker {
  variant: string;
  ids: string[];
  section: RuleSection;
}

const MARKER = /<Rules\s+variant="([^"]+)"\s+ids="([^"]+)"\s*\/>/g;
const HEADING = /^(#{2,6})\s+(.+?)\s*$/;
/** A heading's explicit anchor, `## Who deals the play-off {#playoff-dealer-turn}` (heading attributes). */
const ANCHOR = /\s*\{\s*#([^\s}.]+)[^}]*\}$/;

/**
 * Calls `visit` with each line of the MDX text of book `book` outside headings and fences, and the
 * section it stands in (headings slugged as Astro slugs them; a heading with an explicit anchor
 * keeps it, and, as in Astro, is not counted by the slugger).
 */
function eachLine(book: string, text: string, visit: (line: string, section: RuleSection) => void): void {
  const slugger = new GithubSlugger();
  let section: RuleSection = { book, anchor: '', heading: '' };
  let fenced = false;
  for (const line of text.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const h = HEADING.exec(line);
    if (h) {
      const explicit = ANCHOR.exec(h[2]!);
      const heading = h[2]!.replace(ANCHOR, '').replace(/[*_`]/g, '');
      section = { book, anchor: explicit ? explicit[1]! : slugger.slug(heading), heading };
      continue;
    }
    visit(line, section);
  }
}

/** Reads every marker from the MDX text of book `book`. */
export function markersIn(book: string, text: string): RulesMarker[] {
  const found: RulesMarker[] = [];
  eachLine(book, text, (line, section) => {
    for (const m of line.matchAll(MARKER)) found.push({ variant: m[1]!, ids: m[2]!.trim().split(/\s+/), section });
  });
  return found;
}

/** A `<Cite source="s" section="…" />` of a rulebook, with the section of the book it stands in. */
export interface BookCite {
  source: string;
  section: string | null;
  in: RuleSection;
}

const CITE = /<Cite\s+source="([^"]+)"(?:\s+section="([^"]*)")?\s*\/>/g;

/** Reads every citation from the MDX text of book `book`, in order. */
export function citesIn(book: string, text: string): BookCite[] {
  const found: BookCite[] = [];
  eachLine(book, text, (line, section) => {
    for (const m of line.matchAll(CITE)) found.push({ source: m[1]!, section: m[2] ?? null, in: section });
  });
  return found;
}

/** One clause's section as plain data (what a page embeds as JSON for the Playground's worker). */
export interface SectionEntry {
  variant: string;
  clause: string;
  href: string;
  heading: string;
}

/** Where a section is on the site whose base path is `base` (e.g. `` or `/stichwort`): `${base}/rules/<book>/#<anchor>`. */
export const siteHref =
  (base: string) =>
  (s: RuleSection): string =>
    `${base}/rules/${s.book}/${s.anchor ? `#${s.anchor}` : ''}`;

/**
 * The entries of `markers`, each linking to where its section is read: by default the site's page
 * of its book (`base` is the site's base path, e.g. `` or `/stichwort`), or wherever `hrefOf` says
 * (an editor links to the rulebook's file instead). The first marker naming a clause of a variant
 * wins, as on the variant pages.
 */
export function sectionEntries(
  markers: readonly RulesMarker[],
  base = '',
  hrefOf: (s: RuleSection) => string = siteHref(base),
): SectionEntry[] {
  const seen = new Set<string>();
  const out: SectionEntry[] = [];
  for (const m of markers) {
    for (const clause of m.ids) {
      const key = `${m.variant}\u0000${clause}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ variant: m.variant, clause, href: hrefOf(m.section), heading: m.section.heading });
    }
  }
  return out;
}

/** A section index over `entries`: looks a variant's clause up in a map (never in a plain object). */
export function sectionIndex(entries: readonly SectionEntry[]): SectionIndex {
  const byKey = new Map<string, SectionLink>();
  for (const e of entries) {
    const key = `${e.variant}\u0000${e.clause}`;
    if (!byKey.has(key)) byKey.set(key, { href: e.href, heading: e.heading });
  }
  return (variant, clause) => byKey.get(`${variant}\u0000${clause}`);
}
