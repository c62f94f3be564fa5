/**
 * The Play table's sentences from the game in German (see ../table-words.ts): a refused card's
 * reason and the hint, from the words layer's German (../../engine/de/explain.ts), and a deal's
 * events and scoring in words (../../engine/de/results.ts). Most of the
 * German words layer is behind these two, so a German page loads this module only when a card is
 * first refused or a hint first asked for.
 */
import { refusalSentenceDe, stepHintInGerman } from '../../engine/de/explain.ts';
import { eventNotesDe, explainDealDe } from '../../engine/de/results.ts';
import type { TableSentences } from '../table-words.ts';

/** The German sentences. */
export const tableSentencesDe: TableSentences = {
  refusal: (cv, p, seat, card, players, you) => refusalSentenceDe(cv, p, seat, card, players, you, cv.variant.german),
  hint: (cv, p, seat, card, players, you) => stepHintInGerman(cv, p, seat, card, players, you, cv.variant.german),
  notes: (cv, e) => eventNotesDe(e, cv.events, cv.variant.german),
  deal: (cv, entry, before) => explainDealDe(cv, entry, before, cv.variant.german),
};
