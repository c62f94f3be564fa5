/**
 * The registry of step kinds (compiled step kind → its module) and the functions that run a deal's
 * steps in order from data alone: the simulator and the bots use these; the machine (../machine.ts)
 * runs the same step functions, one substate per step.
 */
import type { CompiledVariant } from '../../compile/compile.ts';
import type { ScoreScope } from '../../compile/expr.ts';
import { isPlayStep, type CompiledStep } from '../../compile/steps.ts';
import type { PlayState } from '../state.ts';
import { beatingKind } from './beating/index.ts';
import { phaseOfPlay } from './common.ts';
import { layoffKind } from './layoff/index.ts';
import type { GiveAsked, Move, NotePart, Refusal, StepKind, SwapAsked } from './step.ts';
import { tricksKind } from './tricks/index.ts';
import { give } from './give/rules.ts';
import { exchange } from './exchange/rules.ts';
import { nameTrump } from './name-trump/rules.ts';
import { chooseTrumps } from './choose-trumps/rules.ts';
import { chooseKind } from './choose/index.ts';
import { giveRule } from './give-rule/rules.ts';
import { layAway } from './lay-away/rules.ts';
import { dealtSoFar } from './deal-so-far.ts';

/** Each step kind's module, by the kind of its compiled step (a new kind must be listed here). */
export const STEP_KINDS: { [K in CompiledStep['kind']]: StepKind<Extract<CompiledStep, { kind: K }>> } = {
  tricks: tricksKind,
  layoff: layoffKind,
  beating: beatingKind,
  give,
  exchange,
  'name-trump': nameTrump,
  'choose-trumps': chooseTrumps,
  choose: chooseKind,
  'give-rule': giveRule,
  'lay-away': layAway,
};

/** The module of `step`'s kind. */
export const kindOf = <S extends CompiledStep>(step: S): StepKind<S> => STEP_KINDS[step.kind] as unknown as StepKind<S>;

/** Moves a deal may take before it is called off, the rest placed by fewest cards (the simulator's and the search's play-outs). */
export const MOVE_LIMIT = 5000;

/** A phase's play step, which plays the cards out: its last step but for the choices made after play. */
export const playStepOf = (phase: { steps: readonly CompiledStep[] }): CompiledStep =>
  phase.steps.findLast(isPlayStep) ?? phase.steps.at(-1)!;

/**
 * Whether a phase's deal is played in tricks that one player takes and scored by their points
 * and counts; otherwise it is scored by places, the order in which players go out.
 */
export const takesTricks = (phase: { steps: readonly CompiledStep[] }): boolean =>
  kindOf(playStepOf(phase)).takesTricks === true;

/**
 * The permanent trumps of the first phase whose play step has them (a rank that beats every other
 * card, -1 when its options name none), or undefined when no phase's play step has such trumps.
 */
export function permanentTrumps(cv: CompiledVariant): { permanent: number } | undefined {
  for (const ph of cv.phases) {
    const step = playStepOf(ph);
    const permanent = kindOf(step).permanentRank?.(step);
    if (permanent !== undefined) return { permanent };
  }
  return undefined;
}

/**
 * How a scenario writes the play steps' own moves (each kind's `scenarioMoves`), for the first phase
 * whose play step is of that kind, the kinds in the registry's order.
 */
export function scenarioMoveNotes(cv: CompiledVariant): NotePart[] {
  const parts: NotePart[] = [];
  for (const kind of Object.keys(STEP_KINDS)) {
    const step = cv.phases.map(playStepOf).find((s) => s.kind === kind);
    if (step) parts.push(...(kindOf(step).scenarioMoves?.(step) ?? []));
  }
  return parts;
}

/** Whether a deal of `phase` reads the game as it begins (a step's `readsGame`: an option offered under a condition). */
export const readsGame = (phase: { steps: readonly CompiledStep[] }): boolean =>
  phase.steps.some((s) => kindOf(s).readsGame?.(s) === true);

/**
 * What `move` is called for players (an option chosen: its title), asked of every step of the
 * variant's phases in order, or null when no step names it.
 */
export function moveTitle(cv: CompiledVariant, move: Move): string | null {
  for (const ph of cv.phases)
    for (const step of ph.steps) {
      const title = kindOf(step).moveTitle?.(step, move);
      if (title) return title;
    }
  return null;
}

/** The step the deal `p` is at. */
export const currentStep = (cv: CompiledVariant, p: PlayState): CompiledStep => phaseOfPlay(cv, p).steps[p.step]!;

/** The deal at the start of step `index` of its phase, its hands dealt as far as the step is made (deal-so-far.ts). */
export function enterStep(cv: CompiledVariant, p: PlayState, index: number): PlayState {
  const step = phaseOfPlay(cv, p).steps[index]!;
  const kind = kindOf(step);
  return kind.start(cv, step, { ...dealtSoFar(cv, p, kind.afterPacket?.(step)), step: index });
}

/** The deal moved on past every step that is done (never past the last: the play step, or a choice after play). */
export function advanceSteps(cv: CompiledVariant, p: PlayState): PlayState {
  const steps = phaseOfPlay(cv, p).steps;
  // Bounded by the number of steps: each pass enters the next one.
  while (p.step < steps.length - 1 && kindOf(steps[p.step]!).done(cv, steps[p.step]!, p))
    p = enterStep(cv, p, p.step + 1);
  return p;
}

/** Whether the whole deal is played: its last step is done. */
export function dealDone(cv: CompiledVariant, p: PlayState): boolean {
  const steps = phaseOfPlay(cv, p).steps;
  return p.step === steps.length - 1 && kindOf(steps[p.step]!).done(cv, steps[p.step]!, p);
}

/** Why `seat` may not make `move` in the current step, or null. */
export function explainMove(
  cv: CompiledVariant,
  p: PlayState,
  seat: number,
  move: Move,
  scope?: ScoreScope,
): Refusal | null {
  const step = currentStep(cv, p);
  return kindOf(step).explain(cv, step, p, seat, move, scope);
}

/** The deal after `seat` makes `move` in the current step (assumed allowed), moved on to the next step if this one is done. */
export function applyStepMove(cv: CompiledVariant, p: PlayState, seat: number, move: Move): PlayState {
  const step = currentStep(cv, p);
  return advanceSteps(cv, kindOf(step).apply(cv, step, p, seat, move));
}

/** Every move `seat` may make in the current step. */
export function legalStepMoves(cv: CompiledVariant, p: PlayState, seat: number, scope?: ScoreScope): Move[] {
  const step = currentStep(cv, p);
  return kindOf(step).legal(cv, step, p, seat, scope);
}

/** How the log says `move` made in deal `p`'s current step (its `moveWords`), or null for the usual words. */
export function stepMoveWords(cv: CompiledVariant, p: PlayState, move: Move): { verb: string; rest: string } | null {
  const step = currentStep(cv, p);
  return kindOf(step).moveWords?.(step, move) ?? null;
}

/** The move the current step has a bot make for `seat` from its view `p` (its `botMove`), or null to choose among the legal moves. */
export function stepBotMove(cv: CompiledVariant, p: PlayState, seat: number): Move | null {
  const step = currentStep(cv, p);
  return kindOf(step).botMove?.(cv, step, p, seat) ?? null;
}

/** Seats that may move now in the current step. */
export function seatsToMove(cv: CompiledVariant, p: PlayState): number[] {
  const step = currentStep(cv, p);
  return kindOf(step).toMove(cv, step, p);
}

/** What `seat` is to give now by its own choice in the current step (see StepKind.giveAsked), or null. */
export function giveAsked(cv: CompiledVariant, p: PlayState, seat: number): GiveAsked | null {
  const step = currentStep(cv, p);
  return kindOf(step).giveAsked?.(cv, step, p, seat) ?? null;
}

/** The swap with the table `seat` may make now in the current step (see StepKind.swapAsked), or null. */
export function swapAsked(cv: CompiledVariant, p: PlayState, seat: number): SwapAsked | null {
  const step = currentStep(cv, p);
  return kindOf(step).swapAsked?.(cv, step, p, seat) ?? null;
}

export type { GiveAsked, Move, NotePart, Refusal, StepKind, SwapAsked } from './step.ts';
