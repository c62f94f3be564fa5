/**
 * The glossary (content/site.json): its terms in alphabetical order, each with an anchor on the
 * Glossary page that a rulebook links to where it explains the term, and the rulebook sections the
 * entry links to in turn. The anchors are read from the term itself, so that the two directions
 * cannot drift apart (tests/e2e/glossary.test.ts checks that both exist).
 */
import site from '../../content/site.json' with { type: 'json' };

/** A glossary entry: the term as the site uses it, other names, what it means, where the rules explain it. */
export interface GlossaryTerm {
  term: string;
  names?: string;
  meaning: string;
  sections: string[];
}

/** The Glossary page's anchor of `term`: its first form, lower case, letters kept ("Schleipfe, schleipfen" → `schleipfe`). */
export const glossaryAnchor = (term: string): string =>
  term
    .split(',')[0]!
    .trim()
    .toLowerCase()
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');

/** The glossary's page words (its description and opening), its columns and its terms, sorted as readers look them up. */
export function glossary(): { description: string; intro: string; columns: string[]; terms: GlossaryTerm[] } {
  const { description, intro, columns, terms } = site.glossary as {
    description: string;
    intro: string;
    columns: string[];
    terms: GlossaryTerm[];
  };
  return { description, intro, columns, terms: [...terms].sort((a, b) => a.term.localeCompare(b.term, 'en')) };
}
