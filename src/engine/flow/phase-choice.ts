/**
 * Phases played in the order a player chooses (`phases A, B, C chosen by SEAT, each once a game`):
 * the phases of the choice stand together in the written order (the checker sees to it). The game
 * reaches them in the written order; before the deal that would begin the first of them, and each
 * time one of them ends, the player at SEAT (counted from the dealer of the deal about to be dealt)
 * chooses one not yet played in this game, and its deals are played; once all are played, the game
 * goes on to the phase written after them. The choice is made before the cards are dealt, so the
 * phase decides the deal's card values, steps and rules of play (`"S:choose:PHASE"`).
 */
import type { CompiledPhase, CompiledVariant } from '../../compile/compile.ts';
import type { Move, Refusal } from '../steps/step.ts';
import type { GameState } from '../state.ts';
import { seatScope } from './scopes.ts';
import { copyState } from './states.ts';

/** Whether the game waits for the next phase to be chosen before its next deal. */
export const choicePending = (s: GameState): boolean => s.phaseChoice?.pending === true;

/** The phases `s`'s game may still choose: those of the choice not yet played in this game, in written order. */
export function phasesOffered(cv: CompiledVariant, s: GameState): CompiledPhase[] {
  const played = s.phaseChoice?.played ?? [];
  const ids = cv.phaseChoice?.phases ?? [];
  return cv.phases.filter((ph) => ids.includes(ph.id) && !played.includes(ph.id));
}

/** Who chooses the next phase in `s`: the clause's seat, counted from the dealer of the next deal. */
export const phaseChooser = (cv: CompiledVariant, s: GameState): number => cv.phaseChoice!.seat(seatScope(s));

/**
 * Whether a choice of phase is due when phase `from` ends (null: as a game begins): `from` is a
 * phase of the choice or the one written just before them, and some phase of the choice is not yet
 * played in this game.
 */
export function choiceDue(cv: CompiledVariant, s: GameState, from: string | null): boolean {
  const choice = cv.phaseChoice;
  if (!choice) return false;
  const at = from === null ? -1 : cv.phases.findIndex((ph) => ph.id === from);
  const first = cv.phases.findIndex((ph) => ph.id === choice.phases[0]);
  const inOrBefore = at === first - 1 || choice.phases.includes(from ?? '');
  return inOrBefore && phasesOffered(cv, s).length > 0;
}

/** The phase that follows `from` when no choice is due: after a phase of the choice, the one written after them all. */
export function phaseAfter(cv: CompiledVariant, from: CompiledPhase): CompiledPhase | undefined {
  const ids = cv.phaseChoice?.phases ?? [];
  const at = ids.includes(from.id) ? cv.phases.findIndex((ph) => ph.id === ids.at(-1)) : cv.phases.indexOf(from);
  return cv.phases[at + 1];
}

/** "“A”, “B” or “C”": the titles of `phases`. */
function phaseTitles(phases: readonly CompiledPhase[]): string {
  const t = phases.map((ph) => `“${ph.title}”`);
  return t.length > 1 ? `${t.slice(0, -1).join(', ')} or ${t.at(-1)}` : (t[0] ?? 'none');
}

/** Why `seat` may not make `move` while the next phase is to be chosen (in words that name phases by title), or null. */
export function phaseChoiceRefusal(cv: CompiledVariant, s: GameState, seat: number, move: Move): Refusal | null {
  const choice = cv.phaseChoice;
  if (!choice || !choicePending(s)) return { clause: 'turn', reason: 'no contract is chosen now' };
  const rule = `(rule ${choice.id})`;
  const offered = phasesOffered(cv, s);
  if (move.kind !== 'choose')
    return {
      clause: choice.id,
      reason: `first ${s.players[phaseChooser(cv, s)]} chooses the next contract: ${phaseTitles(offered)} ${rule}`,
    };
  if (seat !== phaseChooser(cv, s))
    return { clause: 'turn', reason: `${s.players[phaseChooser(cv, s)]} chooses the next contract ${rule}` };
  const phase = cv.phases.find((ph) => ph.id === move.option);
  if (!phase || !choice.phases.includes(phase.id))
    return { clause: choice.id, reason: `that is not one of the contracts: ${phaseTitles(offered)} ${rule}` };
  if (!offered.includes(phase))
    return { clause: choice.id, reason: `“${phase.title}” was already played in this game ${rule}` };
  return null;
}

/** `s` once phase `id` is chosen: the game is in that phase, and it counts as played in this game. Returns a new state. */
export function phaseChosen(s: GameState, id: string): GameState {
  // A copy of the one shape every state has (states.ts), whichever way the game is walked.
  const c = copyState(s);
  c.phase = id;
  c.phaseDeals = 0;
  c.phaseChoice = { played: [...(s.phaseChoice?.played ?? []), id], pending: false };
  return c;
}
