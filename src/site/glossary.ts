/**
 * The glossary (content/site.json): its terms in alphabetical order, each with an anchor on the
 * Glossary page that a rulebook links to where it explains the term, and the rulebook sections the
 * entry links to in turn. The anchors are read from the term itself, so that the two directions
 * cannot drift apart (tests/e2e/glossary.test.ts checks that both exist).
 */
import type { Lang } from '../core/lang.ts';
import { siteText } from './site-text.ts';

/** A glossary entry: the term as the site uses it, other names, what it means, where the rules explain it. */
export interface GlossaryTerm {
  term: string;
  /** The entry's anchor where the headword is not the English one (the German edition keeps the English anchors). */
  anchor?: string;
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

/** An entry's anchor: its own where given (the German edition's are the English ones), else its term's. */
export const termAnchor = (t: GlossaryTerm): string => t.anchor ?? glossaryAnchor(t.term);

/** The glossary's page words (its description and opening), its columns and its terms, sorted as readers of `lang` look them up. */
export function glossary(lang: Lang = 'en'): {
  description: string;
  intro: string;
  columns: string[];
  terms: GlossaryTerm[];
} {
  const { description, intro, columns, terms } = siteText(lang).glossary as {
    description: string;
    intro: string;
    columns: string[];
    terms: GlossaryTerm[];
  };
  return { description, intro, columns, terms: [...terms].sort((a, b) => a.term.localeCompare(b.term, lang)) };
}
