/**
 * The Play table's words that come from the game rather than from its catalog, in the page's
 * language, in two parts. The names (`TableWords`): the cards and suits named in the hand's labels,
 * the log and the catalog's sentences, the phases' and tallies' titles; the table draws with them
 * from the start. The sentences (`TableSentences`): a refused card's reason and the hint, the words
 * layer's sentences from the clause and the play step, needed only once a card is refused or a hint
 * asked for. English here, always bundled (the engine's own words). The German names
 * (./i18n/table-words-de.ts) are loaded by `loadTableWords` only on a German page; the German
 * sentences (./i18n/table-sentences-de.ts, most of the German words layer) by `loadTableSentences`
 * only when first needed, so that a German page does not download them up front.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import { rankWord, suitTitle } from '../compile/words.ts';
import type { Lang } from '../core/lang.ts';
import { cardName, refusalSentence, suitName } from '../engine/explain.ts';
import { phaseStakes } from '../engine/game-plan.ts';
import { phaseOfPlay } from '../engine/play.ts';
import { stepHint } from '../engine/steps/hint-registry.ts';
import { playStepOf } from '../engine/steps/index.ts';
import type { LogEntry, PlayState, ShownEntry } from '../engine/state.ts';
import { type Explanation, explainDeal } from '../engine/explain-deal.ts';
import { eventNotes } from '../scenario/replay.ts';
import { pageLang } from './i18n/lang.ts';

/** How a card is said: bare for a label („Eichel-Ober“), else with its article as a sentence needs it. */
export type CardCase = 'label' | 'nom' | 'acc';

/** The table's sentences from the game, in one language. */
export interface TableSentences {
  /** Why `seat` may not play `card` (its clause and the sentence), to the human at `you`; null when it may. */
  refusal(
    cv: CompiledVariant,
    p: PlayState,
    seat: number,
    card: number,
    players: readonly string[],
    you: number,
  ): { clause: string; sentence: string } | null;
  /** What playing `card` from `seat` would do ("the X: …"), to the human at `you`. */
  hint(cv: CompiledVariant, p: PlayState, seat: number, card: number, players: readonly string[], you: number): string;
  /** The events entry `e` records as made ("march by N": „Durchmarsch von N“). */
  notes(cv: CompiledVariant, e: ShownEntry): string[];
  /** What the scoring of a finished deal did, a sentence per effect, with its clause (`before`: the tallies before it). */
  deal(cv: CompiledVariant, entry: LogEntry, before: LogEntry['tallies'] | null): Explanation[];
}

/** The table's names from the game, in one language. */
export interface TableWords {
  /** Card `c` as the catalog's sentences take it (the English catalog adds its own "the"). */
  card(cv: CompiledVariant, c: number, kase: CardCase): string;
  /** Suit `s` as a button or move names it. */
  suit(cv: CompiledVariant, s: number): string;
  /** Suit `s` as the status line names the trump suit. */
  trumpSuit(cv: CompiledVariant, s: number): string;
  /** The title of phase `id`, '' when it has none. */
  phase(cv: CompiledVariant, id: string): string;
  /** The title of tally `id` (its id when the variant keeps no such tally). */
  tally(cv: CompiledVariant, id: string): string;
  /** The cards of suit `s` as a set to give from ("of your Hearts": „deiner Herzkarten“). */
  suitSet(cv: CompiledVariant, s: number): string;
  /** The cards of rank `r` as a set to give from ("of your Kings": „deiner Könige“). */
  rankSet(cv: CompiledVariant, r: number): string;
  /** What a deal of phase `id` costs or pays, for the score bar ("each trick costs 5"); '' where none is said. */
  stakes(cv: CompiledVariant, id: string): string;
}

/** The English sentences: the engine's own, exactly as the table said them before it took a language. */
export const tableSentencesEn: TableSentences = {
  refusal: refusalSentence,
  hint: (cv, p, seat, card, players, you) => stepHint(cv, playStepOf(phaseOfPlay(cv, p)), p, seat, card, players, you),
  notes: (cv, e) => eventNotes(e, cv.events),
  deal: explainDeal,
};

/** The English names: the engine's own. */
export const tableWordsEn: TableWords = {
  card: (cv, c) => cardName(cv, c),
  suit: suitName,
  trumpSuit: (cv, s) => suitTitle(cv.deck, s),
  phase: (cv, id) => cv.phases.find((ph) => ph.id === id)?.title ?? '',
  tally: (cv, id) => cv.tallies.find((t) => t.name === id)?.title ?? id,
  suitSet: (cv, s) => suitTitle(cv.deck, s),
  rankSet: (cv, r) => `${rankWord(cv.deck, r)}s`,
  stakes: (cv, id) => phaseStakes(cv, id) ?? '',
};

let current: TableWords = tableWordsEn;

/** The table's words in the language loaded (English until `loadTableWords` has loaded another). */
export const tableWords = (): TableWords => current;

/**
 * Loads the table's names of `lang` (the page's by default): German ones only on a German page,
 * whose sentences are then still to be loaded (`loadTableSentences`).
 */
export async function loadTableWords(lang: Lang = pageLang()): Promise<TableWords> {
  loadedLang = lang;
  if (lang === 'de') {
    if (sentences === tableSentencesEn) sentences = null;
    current = (await import('./i18n/table-words-de.ts')).tableWordsDe;
  } else current = tableWordsEn;
  return current;
}

let sentences: TableSentences | null = tableSentencesEn;
/** The language whose names were loaded last: its sentences are the ones to load. */
let loadedLang: Lang | null = null;
let sentencesLoading: Promise<TableSentences> | null = null;

/** The table's sentences in the page's language, or null while they are still to be loaded (`loadTableSentences`). */
export const tableSentences = (): TableSentences | null => sentences;

/**
 * Loads the table's sentences of `lang` (the names' language, else the page's), once: the German
 * ones only on a German page, when a card is first refused or a hint first asked for.
 */
export function loadTableSentences(lang: Lang = loadedLang ?? pageLang()): Promise<TableSentences> {
  if (lang !== 'de') return Promise.resolve((sentences = tableSentencesEn));
  if (sentences && sentences !== tableSentencesEn) return Promise.resolve(sentences);
  sentences = null;
  sentencesLoading ??= import('./i18n/table-sentences-de.ts').then((m) => (sentences = m.tableSentencesDe));
  return sentencesLoading;
}

/**
 * Uses `words` (and `said`, the sentences) from now on, without loading (a test; it puts the
 * English back when it is done).
 */
export function useTableWords(words: TableWords, said: TableSentences = tableSentencesEn): void {
  current = words;
  sentences = said;
  sentencesLoading = null;
  loadedLang = null;
}
