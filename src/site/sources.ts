/**
 * The sources the shipped variants cite, as the Sources page lists them: each source (where a
 * variant file declares it), each of its sections that is cited, and the rules and readings that
 * rest on that section. A citation anywhere on the site links to its section here (`citeHref`).
 *
 * A source is known by the file that declares it: two files may use one id for two documents
 * (`wiki` is one article for one game, another for another), and a file that extends a base cites
 * the base's sources under the base's ids.
 */
import type { ResolvedVariant } from '../resolve/resolve.ts';
import { siteVariants, type SiteVariant } from './data.ts';
import { sectionFor, type RuleSection } from './sections.ts';
import { siteHref, type BookCite } from '../services/sections.ts';
import { ruleTitle } from './rule-words.ts';
import type { Lang } from '../core/lang.ts';
import { readingKey, sectionKey } from '../resolve/titles.ts';
import { titlesIn, variantTitle } from './i18n/titles.ts';

/** A citation as a clause or reading carries it. */
export interface Citation {
  source: string;
  section: string | null;
}

/** A rule or reading that cites a section, as the Sources page lists it. */
export interface Citing {
  kind: 'rule' | 'reading' | 'rulebook';
  /** The variant whose file writes it (inherited rules are listed once, under the file that writes them), or the rulebook. */
  variant: string;
  variantTitle: string;
  /** The clause id, the ambiguity's id for a reading, the section's anchor for a rulebook. */
  id: string;
  /** What readers see: the rule's name in words, the reading's title, the rulebook's heading. */
  title: string;
  /** Where it is shown: its row on the variant page, its open question there, or the rulebook's section. */
  href: string;
  /** For a reading: the question it answers (its first sentence). */
  question?: string;
  /** The rulebook section that explains a rule, where one does. */
  section: RuleSection | null;
}

/** A source and the sections of it that are cited. */
export interface SourceEntry {
  anchor: string;
  id: string;
  title: string;
  author: string | null;
  date: string | null;
  /** The variant whose file declares it. */
  declaredIn: { id: string; title: string };
  /** The variants that cite it (their own rules or inherited ones), by title. */
  citedBy: { id: string; title: string }[];
  /** Each cited section: its anchor, its name as cited, its name in the page's language (`shown`). */
  sections: { anchor: string; name: string | null; shown: string | null; citing: Citing[] }[];
}

/** The variant id of the file that declares a source (its path's name: `variants/x.stw` → `x`). */
const declaringFile = (v: ResolvedVariant, source: string): string | null => {
  const node = v.sources.get(source);
  if (!node) return null;
  const path = String(node.loc.source);
  return path.slice(path.lastIndexOf('/') + 1).replace(/\.stw$/, '');
};

/** A question's first sentence: "Which card is turned for trumps?" of a longer text. */
const firstSentence = (s: string): string => /^.*?[?.!](?=\s|$)/.exec(s)?.[0] ?? s;

/** An id fragment for a name: letters and digits kept (any script), the rest one hyphen. */
const slug = (s: string): string =>
  s
    .toLowerCase()
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');

const sourceAnchor = (file: string, source: string): string => `source-${slug(file)}-${slug(source)}`;
/** A cited section's anchor; the source cited as a whole has its own (`--whole`), apart from the source's heading. */
const sectionAnchor = (file: string, c: Citation): string =>
  `${sourceAnchor(file, c.source)}--${c.section ? slug(c.section) : 'whole'}`;

/**
 * The Sources page's address for citation `c` made in variant `v` (a page's `base` first), or null
 * when the variant does not declare the source (only a file that does not check cites so).
 */
export function citeHref(v: ResolvedVariant, c: Citation, base: string): string | null {
  const file = declaringFile(v, c.source);
  return file === null ? null : `${base}/sources/#${sectionAnchor(file, c)}`;
}

/** A rulebook as the Sources page reads it: its variants (whose files declare its sources) and its citations. */
export interface Book {
  id: string;
  title: string;
  variants: string[];
  cites: BookCite[];
}

/** The first of a rulebook's variants that declares `source`: the one its citations of `source` mean. */
export function bookVariant(
  variants: readonly string[],
  source: string,
  all: SiteVariant[] = siteVariants(),
): ResolvedVariant | null {
  for (const id of variants) {
    const v = all.find((x) => x.id === id);
    if (v?.resolved.sources.has(source)) return v.resolved;
  }
  return null;
}

/**
 * Every source the shipped variants declare, with its cited sections and what cites them: rules,
 * readings and rulebooks; titles in `lang` (a German title where the file gives one, else the English).
 */
export function sourceEntries(
  base: string,
  books: readonly Book[],
  variants: SiteVariant[] = siteVariants(),
  lang: Lang = 'en',
): SourceEntry[] {
  const entries = new Map<string, SourceEntry>();
  const titles = (v: SiteVariant) => titlesIn(lang, v.resolved.german);
  const vTitle = (v: SiteVariant) => variantTitle(lang, v).text;
  const titleOf = new Map(variants.map((v) => [v.id, vTitle(v)]));
  /** The entry of `source` as `v` declares it; `v` counts as citing it unless `citing` is false (a rulebook cites, not the variant). */
  const entryFor = (v: SiteVariant, source: string, citing = true): SourceEntry | null => {
    const file = declaringFile(v.resolved, source);
    const node = v.resolved.sources.get(source);
    if (file === null || !node) return null;
    const anchor = sourceAnchor(file, source);
    let e = entries.get(anchor);
    if (!e) {
      e = {
        anchor,
        id: source,
        title: titles(v)('source', source, node.title).text,
        author: node.author,
        date: node.date,
        declaredIn: { id: file, title: titleOf.get(file) ?? file },
        citedBy: [],
        sections: [],
      };
      entries.set(anchor, e);
    }
    if (citing && !e.citedBy.some((x) => x.id === v.id)) e.citedBy.push({ id: v.id, title: vTitle(v) });
    return e;
  };
  const add = (e: SourceEntry, file: string, c: Citation, citing: Citing, v: SiteVariant): void => {
    const anchor = sectionAnchor(file, c);
    let s = e.sections.find((x) => x.anchor === anchor);
    if (!s) {
      const shown = c.section === null ? null : titles(v)('section', sectionKey(c.source, c.section), c.section).text;
      s = { anchor, name: c.section, shown, citing: [] };
      e.sections.push(s);
    }
    if (!s.citing.some((x) => x.kind === citing.kind && x.variant === citing.variant && x.id === citing.id))
      s.citing.push(citing);
  };
  for (const v of variants) {
    for (const r of v.explain.rules) {
      if (!r.cite) continue;
      const e = entryFor(v, r.cite.source);
      if (!e) continue;
      // A rule is listed under the file that writes it, once, however many variants inherit it.
      if (r.from !== v.id) continue;
      const section = sectionFor(v.resolved.chain, r.id);
      add(
        e,
        declaringFile(v.resolved, r.cite.source)!,
        r.cite,
        {
          kind: 'rule',
          variant: v.id,
          variantTitle: vTitle(v),
          id: r.id,
          title: ruleTitle(v, r.id, r.phase, lang) ?? section?.heading ?? r.id,
          href: `${base}/variants/${v.id}/#rule-${r.id}`,
          section,
        },
        v,
      );
    }
    for (const a of v.resolved.ambiguities.values()) {
      if (String(a.loc.source) !== String(v.resolved.file.loc.source)) continue; // listed under the file that asks it
      for (const reading of a.readings) {
        if (!reading.cite) continue;
        const c = { source: reading.cite.source.name, section: reading.cite.section };
        const e = entryFor(v, c.source);
        if (!e) continue;
        add(
          e,
          declaringFile(v.resolved, c.source)!,
          c,
          {
            kind: 'reading',
            variant: v.id,
            variantTitle: vTitle(v),
            id: a.id.name,
            title: reading.title
              ? titles(v)('reading', readingKey(a.id.name, reading.id.name), reading.title).text
              : titles(v)('readingDescription', readingKey(a.id.name, reading.id.name), reading.text).text,
            question: firstSentence(titles(v)('ambiguity', a.id.name, a.question).text),
            href: `${base}/variants/${v.id}/#ambiguity-${a.id.name}`,
            section: null,
          },
          v,
        );
      }
    }
  }
  for (const book of books) {
    for (const c of book.cites) {
      const resolved = bookVariant(book.variants, c.source, variants);
      const v = resolved && variants.find((x) => x.id === resolved.id);
      const e = v ? entryFor(v, c.source, false) : null;
      if (!e || !resolved || !v) continue;
      add(
        e,
        declaringFile(resolved, c.source)!,
        c,
        {
          kind: 'rulebook',
          variant: book.id,
          variantTitle: book.title,
          id: c.in.anchor,
          title: c.in.heading || book.title,
          href: siteHref(base)(c.in),
          section: c.in,
        },
        v,
      );
    }
  }
  // The source cited as a whole first, then its sections in the order they are first cited.
  for (const e of entries.values()) e.sections.sort((a, b) => Number(a.name !== null) - Number(b.name !== null));
  return [...entries.values()];
}
