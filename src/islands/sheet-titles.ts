/**
 * The names a score sheet shows that come from the variant itself — its title, its phases,
 * tallies and events, its open questions and their readings — in the page's language. A German
 * page reads the variant's German titles (its `titles de` block, carried on the wire with its
 * rules) and falls back on the English title where the file gives none. These are lookups: the
 * Slate loads no German grammar for them.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import type { Lang } from '../core/lang.ts';
import type { ShownEntry } from '../engine/state.ts';
import { eventNotes } from '../scenario/replay.ts';

/** A variant's names as the sheet shows them, in one language. */
export interface SheetTitles {
  /** A phase's title by its id (the id when the variant has no such phase). */
  phase(id: string): string;
  /** A tally's title by its id, in the number its English title has ("Marks": „Striche“). */
  tally(id: string): string;
  /** What the variant's events in entry `e` say, one note each ("march by N": „Durchmarsch von N“). */
  notes(e: ShownEntry): string[];
  /** An open question as its picker labels it: its title or question. */
  ambiguity(id: string, a: { question: string; title?: string }): string;
  /** A reading of open question `ambiguity` as its picker offers it: its title or text. */
  reading(ambiguity: string, r: { id: { name: string }; text: string; title?: string }): string;
}

/** The names of `cv` on a page in `lang`. */
export function sheetTitles(cv: CompiledVariant, lang: Lang): SheetTitles {
  const phase = (id: string) => cv.phases.find((p) => p.id === id)?.title ?? id;
  const tally = (id: string) => cv.tallies.find((t) => t.name === id)?.title ?? id;
  const en: SheetTitles = {
    phase,
    tally,
    notes: (e) => eventNotes(e, cv.events),
    ambiguity: (_, a) => a.title ?? a.question,
    reading: (_, r) => r.title ?? r.text,
  };
  const g = cv.variant.german;
  if (lang !== 'de' || !g) return en;
  return {
    phase: (id) => g.phases.get(id) ?? phase(id),
    tally(id) {
      const noun = g.tallies.get(id)?.noun;
      const english = tally(id);
      // The number the English title has: "Marks" is „Striche“, "Pot" „Kasse“.
      return noun ? (/[^s]s$/.test(english) ? noun.many : noun.one) : english;
    },
    notes: (e) =>
      cv.events.flatMap((ev) => {
        const who = e[ev.id];
        return typeof who === 'string' ? [`${g.events.get(ev.id)?.title.one ?? ev.title} von ${who}`] : [];
      }),
    ambiguity: (id, a) => g.ambiguities.get(id) ?? en.ambiguity(id, a),
    reading: (id, r) => g.readings.get(`${id}.${r.id.name}`)?.title ?? en.reading(id, r),
  };
}
