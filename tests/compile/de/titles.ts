/**
 * German titles made by hand for the tests of the German words, in the shape of a variant's
 * `titles de` block (`GermanTitles`, src/core/lang.ts), for the tallies and events the shipped
 * files and the gallery declare; everything else falls back to the English title, as it does for a
 * house rule without German titles.
 */
import type { GermanTitles, Noun } from '../../../src/core/lang.ts';
import { checkPath } from '../../../src/check/check.ts';
import { compileVariant, type CompiledVariant } from '../../../src/compile/compile.ts';
import { variantNames } from '../../../src/compile/clause-words.ts';
import type { Names } from '../../../src/compile/words.ts';
import type { VariantRules } from '../../../src/resolve/resolve.ts';
import { diskReader } from '../../../src/resolve/disk.ts';

const n = (one: string, gender: Noun['gender'], many = one): Noun => ({ one, many, gender });

/** German titles for the ids the shipped files and the gallery use. */
export const GERMAN: GermanTitles = {
  phases: new Map([
    ['phase-1', 'Phase 1 – Striche'],
    ['phase-2', 'Phase 2 – Butzen'],
  ]),
  tallies: new Map([
    ['marks', { noun: n('Strich', 'm', 'Striche'), description: 'Striche auf der Tafel' }],
    ['frame', { noun: n('Rahmen', 'm'), description: 'verlorene Partien auf dem Rahmen' }],
    ['last', { noun: n('Niederlage', 'f', 'Niederlagen'), description: 'als Letzter beendete Partien' }],
    ['lost', { noun: n('Niederlage', 'f', 'Niederlagen'), description: 'als Letzter beendete Spiele' }],
    ['doubled', { noun: n('Verdopplung', 'f', 'Verdopplungen'), description: 'das nächste Spiel zählt doppelt' }],
    [
      'penalty',
      { noun: n('Strafpunkt', 'm', 'Strafpunkte'), description: 'ein Punkt je Karte, die der Letzte noch hält' },
    ],
    ['pot', { noun: n('Kasse', 'f', 'Kasse'), description: 'die Kasse' }],
    ['score', { noun: n('Wertungspunkt', 'm', 'Wertungspunkte'), description: 'Punkte nach Platz oder Runde' }],
    ['stakes', { noun: n('Einsatz', 'm', 'Einsatz'), description: 'Gewinn und Verlust in Pfennig' }],
    ['wins', { noun: n('Sieg', 'm', 'Siege'), description: 'gewonnene Partien' }],
  ]),
  events: new Map([
    ['march', { title: n('Durchmarsch', 'm', 'Durchmärsche'), player: n('Durchmarschierer', 'm') }],
    ['sweep', { title: n('Kehraus', 'm', 'Kehraus'), player: n('Kehrer', 'm') }],
  ]),
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

/** A variant file checked and compiled, with its names and the German titles above. */
export function germanNames(path: string): { variant: VariantRules; cv: CompiledVariant; names: Names } {
  const { variant } = checkPath(diskReader, path);
  if (!variant) throw new Error(`${path} does not check`);
  const cv = compileVariant(variant);
  const names = variantNames(variant, cv.deck);
  names.german = GERMAN;
  return { variant, cv, names };
}
