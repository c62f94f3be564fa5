/**
 * The titles a variant file gives its parts (variant, game, phases, open questions, readings,
 * tallies, claims, examples, sources, sections) in the page's language: on German pages the
 * file's `titles de` block, and where it has none the English title marked English, so that the
 * page can say `lang="en"` around it (a house rule without German titles, issue 30). English
 * pages get the English title unmarked, exactly as before.
 */
import type { GermanTitles, Lang } from '../../core/lang.ts';
import type { FileNode } from '../../parse/ast.ts';
import { germanTitles } from '../../resolve/titles.ts';

/** A title in the page's language, or the English fallback marked `lang: 'en'`. */
export interface Title {
  text: string;
  lang?: 'en';
}

/** The kinds of title a variant file's `titles de` block names, by the id each belongs to. */
export type TitleKind =
  | 'variant'
  | 'game'
  | 'phase'
  | 'ambiguity'
  | 'reading'
  | 'readingDescription'
  | 'tally'
  | 'tallyDescription'
  | 'claim'
  | 'example'
  | 'source'
  | 'section';

/**
 * The German title of `kind` `id` in `g`, if the file gives one (a section's id is `source` +
 * "\u0000" + its English name). A tally's title is its noun, plural where the English title is
 * ("Marks": "Striche"; "Pot": "Kasse").
 */
function german(g: GermanTitles, kind: TitleKind, id: string, english: string): string | undefined {
  switch (kind) {
    case 'variant':
      return g.variant;
    case 'game':
      return g.game;
    case 'phase':
      return g.phases.get(id);
    case 'ambiguity':
      return g.ambiguities.get(id);
    case 'reading':
      return g.readings.get(id)?.title;
    case 'readingDescription':
      return g.readings.get(id)?.description;
    case 'tally':
      return ((n) => n && (/[^s]s$/.test(english) ? n.many : n.one))(g.tallies.get(id)?.noun);
    case 'tallyDescription':
      return g.tallies.get(id)?.description;
    case 'claim':
      return g.claims.get(id);
    case 'example':
      return g.examples.get(id);
    case 'source':
      return g.sources.get(id);
    case 'section':
      return g.sections.get(id);
  }
}

/** Looks up a variant's titles in one language: `(kind, id, english) => Title`. */
export type Titles = (kind: TitleKind, id: string, english: string) => Title;

/**
 * The titles of the variant whose German titles are `g`, in `lang`: on English pages the English
 * title as given; on German pages the German title, or the English one marked `lang: 'en'`.
 */
export function titlesIn(lang: Lang, g: GermanTitles | undefined): Titles {
  return (kind, id, english) => {
    if (lang === 'en') return { text: english };
    const de = g ? german(g, kind, id, english) : undefined;
    return de !== undefined ? { text: de } : { text: english, lang: 'en' };
  };
}

/**
 * A variant's German titles with its variant title only from its own file: under an `extends` the
 * resolved titles carry the base's ("Bauernheinrich" for a house rule of it), which names another variant.
 */
export function ownGerman(v: { german: GermanTitles; file: FileNode }): GermanTitles {
  const own = germanTitles([v.file]).variant;
  const { variant: _base, ...rest } = v.german;
  return own === undefined ? rest : { ...rest, variant: own };
}

/** A variant as the pages hold it: its English title and its resolved variant. */
interface Titled {
  title: string;
  resolved: { german: GermanTitles; file: FileNode; game: { title: string } };
}

/** The title of the variant `v` in `lang` (its own file's German title, else its English one marked English). */
export const variantTitle = (lang: Lang, v: Titled): Title =>
  titlesIn(lang, ownGerman(v.resolved))('variant', '', v.title);

/** The title of the game of the variant `v` in `lang`. */
export const gameTitle = (lang: Lang, v: Titled): Title =>
  titlesIn(lang, v.resolved.german)('game', '', v.resolved.game.title);
