/**
 * A variant's German titles: the `titles de` blocks of its files, merged along `extends` (a file's
 * entries add to its bases' and override them), as the words layer reads them (`GermanTitles`).
 * Entries are kept as written; whether each names a thing the variant has is the checker's
 * (check/checks/check-titles.ts), so that a wrong entry is reported, never dropped unseen.
 */
import type { GermanTitles, Noun } from '../core/lang.ts';
import type { FileNode, GermanNounNode, TitleEntryNode } from '../parse/ast.ts';

/** The one language a `titles` block may be written in. */
export const TITLES_LANG = 'de';

/** The key of a reading's titles: `ambiguity.reading`, as the entry writes it. */
export const readingKey = (ambiguity: string, reading: string): string => `${ambiguity}.${reading}`;

/** The key of a source section's German name: the source's id and the English section name. */
export const sectionKey = (source: string, section: string): string => `${source}\u0000${section}`;

/** German titles being collected: GermanTitles with maps that can still be written. */
type Writable<T> = { -readonly [K in keyof T]: T[K] extends ReadonlyMap<infer A, infer B> ? Map<A, B> : T[K] };

/** No German titles at all (a variant whose files give none): everything falls back to English. */
function noGermanTitles(): Writable<GermanTitles> {
  return {
    phases: new Map(),
    tallies: new Map(),
    events: new Map(),
    ambiguities: new Map(),
    readings: new Map(),
    options: new Map(),
    specials: new Map(),
    suits: new Map(),
    ranks: new Map(),
    claims: new Map(),
    examples: new Map(),
    sources: new Map(),
    sections: new Map(),
  };
}

/** A noun as the words layer takes it. */
const nounOf = (n: GermanNounNode): Noun => ({
  one: n.one.text,
  many: n.many.text,
  gender: n.gender,
  ...(n.weak ? { weak: true } : {}),
});

/** The German entries of `file`, in the order written (a block in another language is not read). */
export function germanEntries(file: FileNode): TitleEntryNode[] {
  return (file.titles ?? []).filter((t) => t.lang.name === TITLES_LANG).flatMap((t) => t.entries);
}

/** The German titles of `files` (bases first, the variant last): a later file's entry replaces an earlier one. */
export function germanTitles(files: readonly FileNode[]): GermanTitles {
  const g = noGermanTitles();
  const m = g;
  for (const file of files) {
    for (const e of germanEntries(file)) {
      const id = e.id?.name ?? '';
      const title = e.title.text;
      switch (e.what) {
        case 'variant':
          g.variant = title;
          break;
        case 'game':
          g.game = title;
          break;
        case 'phase':
          m.phases.set(id, title);
          break;
        case 'tally':
          m.tallies.set(id, { noun: nounOf(e.noun!), ...(e.text ? { description: e.text.text } : {}) });
          break;
        case 'event':
          m.events.set(id, { title: nounOf(e.noun!), player: nounOf(e.player!) });
          break;
        case 'ambiguity':
          m.ambiguities.set(id, title);
          break;
        case 'reading':
          m.readings.set(readingKey(e.scope!.name, id), { title, ...(e.text ? { description: e.text.text } : {}) });
          break;
        case 'option':
          m.options.set(id, title);
          break;
        case 'special':
          m.specials.set(id, nounOf(e.noun!));
          break;
        case 'suit':
          m.suits.set(id, nounOf(e.noun!));
          break;
        case 'rank':
          m.ranks.set(id, nounOf(e.noun!));
          break;
        case 'claim':
          m.claims.set(id, title);
          break;
        case 'example':
          m.examples.set(id, title);
          break;
        case 'source':
          m.sources.set(id, title);
          break;
        case 'section':
          m.sections.set(sectionKey(id, e.section!.text), title);
          break;
      }
    }
  }
  return g;
}
