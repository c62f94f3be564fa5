/**
 * A variant's names for German words: the English names the words layer reads (tallies, phases,
 * options, special cards) with the variant's German titles beside them. A module of its own, so
 * that what only names cards and titles (the Play table's labels) need not load the German
 * sentences (./explain.ts).
 */
import type { CompiledVariant } from '../../compile/compile.ts';
import { variantNames } from '../../compile/clause-words.ts';
import type { Names } from '../../compile/words.ts';
import type { GermanTitles } from '../../core/lang.ts';

/** The names of `cv` for German words, with the variant's German titles when the caller has them. */
export function germanNamesOf(cv: CompiledVariant, german?: GermanTitles): Names {
  const names = variantNames(cv.variant, cv.deck);
  if (german) names.german = german;
  return names;
}
