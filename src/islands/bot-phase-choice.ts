/**
 * A bot choosing the next phase at the Play table (`phases ... chosen by SEAT`): before the cards
 * are dealt, a bot sees what every player sees (the phases not yet played in this game) and draws
 * one of them from the move's seed, as the simulator's bots do. The same seed and the same game
 * give the same choice, so a kept game restores it by choosing again (./restore-game.ts), never by
 * reading the phase from storage.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import { phaseChooser, phasesOffered } from '../engine/flow/phase-choice.ts';
import type { GameSnapshot } from '../engine/machine.ts';
import { createRng } from '../engine/rng.ts';
import { PHASE_CHOICE } from './saved-game.ts';

/** The seat that chooses the next phase in `snap`, or null when the machine does not wait for that choice. */
export function phaseChooserNow(cv: CompiledVariant, snap: GameSnapshot): number | null {
  return snap.hasTag(PHASE_CHOICE) ? phaseChooser(cv, snap.context) : null;
}

/** The phases the chooser may choose in `snap`, by id and title (the table's buttons), or none. */
export function phaseOptions(cv: CompiledVariant, snap: GameSnapshot): { option: string; title: string }[] {
  if (!snap.hasTag(PHASE_CHOICE)) return [];
  return phasesOffered(cv, snap.context).map((ph) => ({ option: ph.id, title: ph.title }));
}

/** The move (saved-game.ts's form) of the bot choosing the next phase in `snap` with seed `seed`, or null when no phase is to be chosen. */
export function botPhaseChoice(cv: CompiledVariant, snap: GameSnapshot, seed: number): string | null {
  const seat = phaseChooserNow(cv, snap);
  const offered = phaseOptions(cv, snap);
  if (seat === null || offered.length === 0) return null;
  return `${seat}:choose:${offered[createRng(seed).int(offered.length)]!.option}`;
}
