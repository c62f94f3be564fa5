/**
 * A deal's results in the language a caller asks for: the one place a build-time page or the CLI
 * picks the language of what a deal did (`explainDeal`), the events a transcript notes
 * (`eventNotes`) and the seats' letters.English is ../engine/explain-deal.ts and ./replay.ts, byte for
 * byte as they were; German is ../engine/de/results.ts, built from the same data with German
 * sentence patterns. An island loads the German module itself, lazily, and does not come here.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import type { GermanTitles, Lang } from '../core/lang.ts';
import { eventNotesDe, explainDealDe } from '../engine/de/results.ts';
import { type Explanation, explainDeal } from '../engine/explain-deal.ts';
import { seatLabelDe } from '../engine/seat-names.ts';
import type { LogEntry, ShownEntry } from '../engine/state.ts';
import { eventNotes } from './replay.ts';

/** The result words of one language, with the same functions whatever the language. */
export interface ResultWords {
  /** What the scoring of a finished deal did, a sentence per effect (see `explainDeal`). */
  explainDeal(cv: CompiledVariant, entry: LogEntry, before: LogEntry['tallies'] | null): Explanation[];
  /** The events an entry records as made; `german`: the variant's German titles, for German. */
  eventNotes(e: ShownEntry, events: readonly { id: string; title: string }[], german?: GermanTitles): string[];
  /** A seat's name as the language shows it (East is O in German). */
  seat(name: string): string;
}

const WORDS: Record<Lang, ResultWords> = {
  en: { explainDeal: (cv, e, b) => explainDeal(cv, e, b), eventNotes: (e, ev) => eventNotes(e, ev), seat: (n) => n },
  de: {
    explainDeal: (cv, e, b) => explainDealDe(cv, e, b),
    eventNotes: (e, ev, g) => eventNotesDe(e, ev, g),
    seat: seatLabelDe,
  },
};

/** The result words of `lang`. */
export const resultWordsFor = (lang: Lang): ResultWords => WORDS[lang];
