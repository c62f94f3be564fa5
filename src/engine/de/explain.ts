/**
 * Refused cards and hints in German, for every front-end that shows German (the CLI's `--lang de`,
 * the German Play table and tutorials): a sentence built from the clause that refuses the card —
 * its German rule sentence (../../compile/de/clause-words.ts) — and what on the table makes it
 * apply (the play step's German words, ../steps/words-de-registry.ts), said to the player as "du"
 * or by name. The German twin of ../explain.ts's `refusalSentence`, kept apart from it so that an
 * English page carries no German.
 */
import type { CompiledVariant } from '../../compile/compile.ts';
import { germanNamesOf } from './names.ts';
import { ruleWordsDe } from '../../compile/de/clause-words.ts';
import { phaseDe } from '../../compile/de/names.ts';
import { phrase } from '../../compile/de/nouns.ts';
import { capitalDe, cardDe } from '../../compile/de/words.ts';
import type { Names } from '../../compile/words.ts';
import type { GermanTitles } from '../../core/lang.ts';
import type { PlayState } from '../state.ts';
import { currentStep, explainMove } from '../steps/index.ts';
import type { Refusal } from '../steps/step.ts';
import { type CardAt, situationDe, stepHintDe, stepReasonDe } from '../steps/words-de-registry.ts';

/**
 * The German sentence of the clause `id` refusing a move in deal `p`: the clause of the deal's
 * phase (or the whole game's) said as a rule, a phase's clause with its phase first ("In der Phase
 * „Butzen“ gilt: …"); null when no clause has that id (the engine's own words: `turn`, `hand`, …).
 */
export function clauseSentenceDe(cv: CompiledVariant, names: Names, p: PlayState, id: string): string | null {
  const same = cv.variant.clauses.filter((c) => c.id === id);
  const clause = same.find((c) => c.phase === p.phase) ?? same.find((c) => c.phase === null) ?? same[0];
  if (!clause) return null;
  const rule = ruleWordsDe(clause.node, names);
  return clause.phase === null ? rule : `In der Phase „${phaseDe(names, clause.phase)}“ gilt: ${rule}`;
}

/**
 * Why `seat` may not play `card` in `p`, in German: the engine's refusal said from its clause, and
 * what on the table makes it apply, to `seat` as "du" when it is `you`, else by its name in
 * `players`. Null when the card may be played. `german`: the variant's German titles, if any.
 */
export function refusalSentenceDe(
  cv: CompiledVariant,
  p: PlayState,
  seat: number,
  card: number,
  players: readonly string[],
  you = -1,
  german?: GermanTitles,
): { clause: string; sentence: string } | null {
  const r = explainMove(cv, p, seat, { kind: 'card', card });
  if (!r) return null;
  const names = germanNamesOf(cv, german);
  return { clause: r.clause, sentence: refusedDe(cv, names, r, p, seat, card, players, you) };
}

/** A refusal `r` of `card` in German (see refusalSentenceDe). */
export function refusedDe(
  cv: CompiledVariant,
  names: Names,
  r: Refusal,
  p: PlayState,
  seat: number,
  card: number,
  players: readonly string[],
  you: number,
): string {
  const mine = seat === you;
  const name = cardDe(names, card);
  if (r.clause === 'turn')
    return `${mine ? 'Du bist' : `${players[seat]} ist`} nicht am Zug: ${p.turn === you ? 'du bist' : `${players[p.turn]} ist`} am Zug.`;
  if (r.clause === 'hand') return `${mine ? 'Du hast' : `${players[seat]} hat`} ${phrase(name, 'def', 'acc')} nicht.`;
  if (r.clause === 'deal-over') return 'Das Spiel ist vorbei.';
  const at: CardAt = { cv, step: currentStep(cv, p), names, p, seat, card, players, you };
  const own = stepReasonDe(at);
  const rule = own ?? clauseSentenceDe(cv, names, p, r.clause)?.replace(/\.$/, '') ?? `Regel ${r.clause}`;
  const facts = situationDe(at);
  return `${capitalDe(phrase(name, 'def', 'nom'))} darf nicht gespielt werden: ${rule}.${facts ? ` ${facts}` : ''}`;
}

/**
 * What playing `card` from `seat` would do, in German, for the Play table's hint ("der Eichel-Ober:
 * du nimmst den Stich mit 14 Punkten"), said to the player at seat `you`; '' for a step that gives none.
 */
export function stepHintInGerman(
  cv: CompiledVariant,
  p: PlayState,
  seat: number,
  card: number,
  players: readonly string[],
  you: number,
  german?: GermanTitles,
): string {
  const names = germanNamesOf(cv, german);
  return stepHintDe({ cv, step: currentStep(cv, p), names, p, seat, card, players, you });
}
