/**
 * A tutorial position in German (../tutorial-positions.ts finds the positions and their answers;
 * this only says them): the deal's title, the position's setting through the play step's German
 * words, the other moves the rules leave, and the cards named as the variant's pack names them in
 * German („Herz-Sieben“, „Eichel-Ober“).
 */
import type { CompiledVariant } from '../../compile/compile.ts';
import { phaseDe, suitDe } from '../../compile/de/names.ts';
import { cardDe } from '../../compile/de/words.ts';
import type { GermanTitles } from '../../core/lang.ts';
import { germanNamesOf } from '../../engine/de/names.ts';
import type { PlayState } from '../../engine/state.ts';
import { positionDe } from '../../engine/steps/words-de-registry.ts';
import { currentStep } from '../../engine/steps/index.ts';
import type { TutorialCard } from '../../islands/card-words.ts';
import { countWordsDe, KARTE, SEATS_DE } from '../course/de/grammar.ts';

/** Names for German words, worked out once per variant and titles. */
const cache = new WeakMap<CompiledVariant, ReturnType<typeof germanNamesOf>>();
const names = (cv: CompiledVariant, german?: GermanTitles) => {
  let n = cache.get(cv);
  if (!n) {
    n = germanNamesOf(cv, german);
    cache.set(cv, n);
  }
  return n;
};

/** A card as a German page draws it: its face as drawn in every edition, its name and suit in German. */
export function cardInGerman(cv: CompiledVariant, c: number, card: TutorialCard, german?: GermanTitles): TutorialCard {
  const n = names(cv, german);
  return { ...card, name: cardDe(n, c).one, suit: suitDe(n, Math.floor(c / cv.deck.ranks.length)).one };
}

/** A suit's German name. */
export const suitInGerman = (cv: CompiledVariant, s: number, german?: GermanTitles): string =>
  suitDe(names(cv, german), s).one;

/** What deal a position is in: „Keine Stiche: 3. Stich“, „Domino: acht Karten angelegt“. */
export function titleInGerman(cv: CompiledVariant, p: PlayState, german?: GermanTitles): string {
  const phase = phaseDe(names(cv, german), p.phase);
  return `${phase}: ${p.rows ? `${countWordsDe(p.rows.laid, KARTE, 'nom')} angelegt` : `${p.tricksPlayed + 1}. Stich`}`;
}

/** The position set out in German, by the play step's German words (the trumps, who led, what to do). */
export function settingInGerman(cv: CompiledVariant, p: PlayState, german?: GermanTitles): string[] {
  return positionDe(currentStep(cv, p), names(cv, german), p, SEATS_DE) ?? ['Du bist am Zug.'];
}

/** Other moves the rules leave, in German: picking the trick up, passing. */
export const alsoInGerman = (pickup: boolean, pass: boolean): string | null =>
  pickup
    ? 'Statt einer Karte darfst du auch den Stich aufnehmen.'
    : pass
      ? 'Passen darfst du nur, wenn du keine Karte anlegen kannst.'
      : null;
