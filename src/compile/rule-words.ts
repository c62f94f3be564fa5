/**
 * The rules in words in the language a caller asks for: the one place a caller picks the language.
 * `wordsFor('en')` gives the English sentences (./clause-words.ts, byte for byte what they always
 * were), `wordsFor('de')` the German ones (./de/clause-words.ts), each built from the same clause
 * data with the language's own sentence patterns — never a translation of the other's strings.
 * A page that shows one language imports that language's module directly and carries no other.
 */
import type { Lang } from '../core/lang.ts';
import type { ClauseNode } from '../parse/ast.ts';
import { ruleWords } from './clause-words.ts';
import { clauseTitle } from './clause-titles.ts';
import { clauseTitleDe } from './de/clause-titles.ts';
import { ruleWordsDe } from './de/clause-words.ts';
import type { Names } from './words.ts';

/** The words of one language, with the same functions whatever the language. */
export interface LangWords {
  /** A clause as a sentence; `afterAnother` as in clause-words.ts' `ruleWords` ("Otherwise, …"). */
  ruleWords(clause: ClauseNode, names: Names, afterAnother?: boolean): string;
  /** A clause's name in a few words; `afterAnother` as for `ruleWords` (", otherwise"). */
  clauseTitle(clause: ClauseNode, names: Names, afterAnother?: boolean): string;
}

const WORDS: Record<Lang, LangWords> = {
  en: { ruleWords: (c, n, a) => ruleWords(c, n, a), clauseTitle: (c, n, a) => clauseTitle(c, n, a) },
  de: { ruleWords: (c, n, a) => ruleWordsDe(c, n, a), clauseTitle: (c, n, a) => clauseTitleDe(c, n, a) },
};

/** The words of `lang`. */
export const wordsFor = (lang: Lang): LangWords => WORDS[lang];
