/**
 * The Play table's words that come from the game rather than from its catalog, in the page's
 * language: a refused card's reason and the hint (the words layer's sentence from the clause and
 * the play step), the cards and suits named in the hand's labels, the log and the catalog's
 * sentences, and the phases' titles. English here, always bundled (the engine's own words); the
 * German twin (./i18n/table-words-de.ts) is loaded by `loadTableWords` only on a German page, so an
 * English page carries no German and a German page downloads it alongside its catalog.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import { rankWord, suitTitle } from '../compile/words.ts';
import type { Lang } from '../core/lang.ts';
import { cardName, refusalSentence, suitName } from '../engine/explain.ts';
import { phaseOfPlay } from '../engine/play.ts';
import { stepHint } from '../engine/steps/hint-registry.ts';
import { playStepOf } from '../engine/steps/index.ts';
import type { PlayState } from '../engine/state.ts';
import { pageLang } from './i18n/lang.ts';

/** How a card is said: bare for a label („Eichel-Ober“), else with its article as a sentence needs it. */
export type CardCase = 'label' | 'nom' | 'acc';

/** The table's words from the game, in one language. */
export interface TableWords {
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
}

/** The English words: the engine's own, exactly as the table said them before it took a language. */
export const tableWordsEn: TableWords = {
  refusal: refusalSentence,
  hint: (cv, p, seat, card, players, you) => stepHint(cv, playStepOf(phaseOfPlay(cv, p)), p, seat, card, players, you),
  card: (cv, c) => cardName(cv, c),
  suit: suitName,
  trumpSuit: (cv, s) => suitTitle(cv.deck, s),
  phase: (cv, id) => cv.phases.find((ph) => ph.id === id)?.title ?? '',
  tally: (cv, id) => cv.tallies.find((t) => t.name === id)?.title ?? id,
  suitSet: (cv, s) => suitTitle(cv.deck, s),
  rankSet: (cv, r) => `${rankWord(cv.deck, r)}s`,
};

let current: TableWords = tableWordsEn;

/** The table's words in the language loaded (English until `loadTableWords` has loaded another). */
export const tableWords = (): TableWords => current;

/** Loads the table's words of `lang` (the page's by default): German ones only on a German page. */
export async function loadTableWords(lang: Lang = pageLang()): Promise<TableWords> {
  current = lang === 'de' ? (await import('./i18n/table-words-de.ts')).tableWordsDe : tableWordsEn;
  return current;
}

/** Uses `words` from now on, without loading (a test; it puts the English back when it is done). */
export function useTableWords(words: TableWords): void {
  current = words;
}
