/**
 * The Play table's names from the game in German (see ../table-words.ts): cards and suits by the
 * pack's German names or the variant's German titles, inflected as the German catalog's sentences
 * take them („Du spielst den Eichel-Ober“), and the phases' and tallies' German titles. Loaded only
 * on a German page; its sentences (a refusal, a hint) are in ./table-sentences-de.ts, loaded later.
 */
import type { CompiledVariant } from '../../compile/compile.ts';
import { phaseDe, rankDe, suitDe, tallyDe } from '../../compile/de/names.ts';
import { form, phrase, suitCardNoun } from '../../compile/de/nouns.ts';
import { cardDe } from '../../compile/de/words.ts';
import type { Names } from '../../compile/words.ts';
import { germanNamesOf } from '../../engine/de/names.ts';
import type { TableWords } from '../table-words.ts';

/** The German names of each variant, built once (the variant's German titles travel on its rules). */
const cache = new WeakMap<CompiledVariant, Names>();
function namesOf(cv: CompiledVariant): Names {
  let names = cache.get(cv);
  if (!names) cache.set(cv, (names = germanNamesOf(cv, cv.variant.german)));
  return names;
}

/** The German names. */
export const tableWordsDe: TableWords = {
  card: (cv, c, kase) => {
    const noun = cardDe(namesOf(cv), c);
    return kase === 'label' ? form(noun, 'nom') : phrase(noun, 'def', kase);
  },
  suit: (cv, s) => form(suitDe(namesOf(cv), s), 'nom'),
  trumpSuit: (cv, s) => form(suitDe(namesOf(cv), s), 'nom'),
  phase: (cv, id) => (cv.phases.some((ph) => ph.id === id) ? phaseDe(namesOf(cv), id) : ''),
  // A tally is titled in the number its English title has: „Striche“ for "Marks", „Kasse“ for "Pot".
  tally: (cv, id) => {
    const t = cv.tallies.find((x) => x.name === id);
    return t ? form(tallyDe(namesOf(cv), id), 'nom', /[^s]s$/.test(t.title)) : id;
  },
  // „3 deiner Herzkarten“, „2 deiner Könige“: the catalog's set follows a genitive plural.
  suitSet: (cv, s) => form(suitCardNoun(suitDe(namesOf(cv), s)), 'gen', true),
  rankSet: (cv, r) => form(rankDe(namesOf(cv), r), 'gen', true),
  // The stakes of a phase have no German sentence yet (../../engine/game-plan.ts is English): the
  // score bar names the phase alone rather than say them in English.
  stakes: () => '',
};
