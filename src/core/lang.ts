/**
 * The languages the site, the rules in words and the CLI's explanations are written in. English is
 * the default and the language of every variant file's own titles; German is the second edition.
 */

/** A language of the words layer and the site. */
export type Lang = 'en' | 'de';

/** Every language, the default first. */
export const LANGS: readonly Lang[] = ['en', 'de'];

/** The language a site page, the CLI or a test asks for when it names none. */
export const DEFAULT_LANG: Lang = 'en';

/** `s` as a language when it is one ("de", "de-CH", "de_AT.UTF-8" → "de"), else null. */
export function langOf(s: string | null | undefined): Lang | null {
  const m = /^([a-z]{2})(?:[-_.@]|$)/i.exec(s ?? '');
  const code = m?.[1]?.toLowerCase();
  return code === 'en' || code === 'de' ? code : null;
}

/** Grammatical gender of a German noun. */
export type Gender = 'm' | 'f' | 'n';

/** A German noun: its singular, its plural (nominative) and its gender ("Ober", "Ober", m). */
export interface Noun {
  one: string;
  many: string;
  gender: Gender;
  /** Set when the noun is an English title a German text falls back on (the page marks it lang="en"). */
  english?: boolean;
  /** A weak masculine noun, which ends in -n outside the nominative singular ("den Buben", "dem Bauern"). */
  weak?: boolean;
}

/**
 * A variant's German titles (its `titles de` block, with its base's under an `extends`), by the id
 * each belongs to. Whatever is missing falls back to the English title, marked English.
 */
export interface GermanTitles {
  variant?: string;
  game?: string;
  phases: ReadonlyMap<string, string>;
  /** A tally's noun ("Striche", "Einsatz") and its description. */
  tallies: ReadonlyMap<string, { noun: Noun; description?: string }>;
  /** An event's title and the noun of its player ("Durchmarsch", "Durchmarschierer"). */
  events: ReadonlyMap<string, { title: Noun; player: Noun }>;
  /** An open question's question, by the ambiguity's id. */
  ambiguities: ReadonlyMap<string, string>;
  /** A reading's title and description, by `ambiguity.reading`. */
  readings: ReadonlyMap<string, { title: string; description?: string }>;
  /** A `choice` option's title. */
  options: ReadonlyMap<string, string>;
  /** A special card's nickname ("de Alt"). */
  specials: ReadonlyMap<string, Noun>;
  /** The variant's own German names of its suits and ranks, by symbol, before the pack's. */
  suits: ReadonlyMap<string, Noun>;
  ranks: ReadonlyMap<string, Noun>;
  /** Claims' and examples' titles. */
  claims: ReadonlyMap<string, string>;
  examples: ReadonlyMap<string, string>;
  /** A source's title, and its sections' German names by `source` + "\u0000" + the English section name. */
  sources: ReadonlyMap<string, string>;
  sections: ReadonlyMap<string, string>;
}
