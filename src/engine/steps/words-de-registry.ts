/**
 * The play steps' words in German, by the kind of the deal's play step: why a card is refused
 * beyond the clause's own sentence, what on the table makes it so, and what a card would do (the
 * Play table's hint). A registry apart from ./index.ts and ./hint-registry.ts, so that an English
 * page carries no German and a German one only these words. Each kind's words are in its folder
 * (`tricks/words-de.ts`, `beating/words-de.ts`, `layoff/words-de.ts`).
 */
import type { CompiledVariant } from '../../compile/compile.ts';
import type { CompiledStep } from '../../compile/steps.ts';
import type { Names } from '../../compile/words.ts';
import type { PlayState } from '../state.ts';
import { beatingHintDe, beatingPositionDe, beatingReasonDe, beatingSituationDe } from './beating/words-de.ts';
import { layoffHintDe, layoffPositionDe, layoffReasonDe, layoffSituationDe } from './layoff/words-de.ts';
import { tricksHintDe, tricksPositionDe, tricksSituationDe } from './tricks/words-de.ts';

/** A card at a play step, with whom the words are said to: `players` are the seats' names, `you` the reader's seat. */
export interface CardAt {
  cv: CompiledVariant;
  step: CompiledStep;
  names: Names;
  p: PlayState;
  seat: number;
  card: number;
  players: readonly string[];
  you: number;
}

/**
 * Why the step's own clause refuses the card (a beating or lay-off deal's `play` clause), as a
 * German sentence; null where the clause's sentence says it (a `must` clause in trick play).
 */
export function stepReasonDe(x: CardAt): string | null {
  if (x.step.kind === 'beating') return beatingReasonDe(x.cv, x.step, x.names, x.p, x.seat, x.card);
  if (x.step.kind === 'layoff') return layoffReasonDe(x.names, x.card);
  return null;
}

/** What on the table makes a refusal apply, in German, or ''. */
export function situationDe(x: CardAt): string {
  if (x.step.kind === 'tricks') return tricksSituationDe(x.cv, x.names, x.p, x.seat, x.players, x.you);
  if (x.step.kind === 'beating') return beatingSituationDe(x.step, x.names, x.p, x.seat, x.card, x.players, x.you);
  if (x.step.kind === 'layoff') return layoffSituationDe(x.step, x.names, x.p);
  return '';
}

/** What playing the card would do, in German, for the Play table's hint; '' for a step that gives none. */
export function stepHintDe(x: CardAt): string {
  if (x.step.kind === 'tricks') return tricksHintDe(x.cv, x.names, x.p, x.seat, x.card, x.players, x.you);
  if (x.step.kind === 'beating') return beatingHintDe(x.cv, x.names, x.p, x.seat, x.card);
  if (x.step.kind === 'layoff') return layoffHintDe(x.names, x.card);
  return '';
}

/**
 * A tutorial position at the step, set out in German for the player at seat 0 (the trumps, who
 * led, what to do; the twin of a step's `position` hook); null for a step that sets none out.
 */
export function positionDe(
  step: CompiledStep,
  names: Names,
  p: PlayState,
  players: readonly string[],
): string[] | null {
  if (step.kind === 'tricks') return tricksPositionDe(names, p, players);
  if (step.kind === 'beating') return beatingPositionDe(p);
  if (step.kind === 'layoff') return layoffPositionDe(p);
  return null;
}
