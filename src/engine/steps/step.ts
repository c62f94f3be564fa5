/**
 * The shape every step kind of a deal shares. A deal is a sequence of declared steps (passing cards,
 * naming a trump, card play...); each kind is one module under this folder exporting a `StepKind`:
 * pure functions from the deal in progress (`PlayState`) and the step's compiled parameters, in the
 * way game frameworks pair legal actions with applying them per phase. The machine (../machine.ts)
 * has one substate per declared step and asks these functions when a move is allowed and what it does.
 */
import type { CompiledVariant } from '../../compile/compile.ts';
import type { ScoreScope } from '../../compile/expr.ts';
import type { PlayState } from '../state.ts';

/** A move a player makes in a deal. Cards and suits are indices into the variant's deck. */
export type Move =
  | { kind: 'card'; card: number }
  | { kind: 'pass' }
  /** Picking up the pile of a beating deal: `count` cards from the top, or null for the whole trick. */
  | { kind: 'pickup'; count: number | null }
  | { kind: 'give'; cards: number[] }
  | { kind: 'name'; suit: number }
  /** A choice among options the variant declares, by the option's id (`"S:choose:OPTION"`). */
  | { kind: 'choose'; option: string }
  /** Taking the last trick although another player won it (a take-trick action). */
  | { kind: 'take' };

/**
 * Why a move is not allowed. `clause` is the id of the clause that forbids it, or one of the
 * engine's own words: `turn` (not this player's turn), `hand` (a card the player does not hold),
 * `deal-over`, `no-pass`, `no-pickup`, `no-take-trick` (the variant has no such move at all).
 * `reason` is a sentence in words, without the player's name (callers know it; the engine has seats).
 */
export interface Refusal {
  clause: string;
  reason: string;
  /** Set when `reason` is the forbidding clause's own words (a `must` clause), which messages add after the rule. */
  worded?: boolean;
}

/**
 * One step kind. `S` is its compiled step (a member of CompiledStep in src/compile/steps.ts).
 * Every function is pure: `apply` returns a new PlayState and never changes `p`.
 */
export interface StepKind<S> {
  /** The deal as the step begins (who moves first, what the step keeps in the deal). */
  start(cv: CompiledVariant, step: S, p: PlayState): PlayState;
  /** Seats that may move now (several when they move at once, e.g. everyone passing cards). */
  toMove(cv: CompiledVariant, step: S, p: PlayState): number[];
  /** Every move `seat` may make now (empty when none); a take-trick is offered only with `scope`. */
  legal(cv: CompiledVariant, step: S, p: PlayState, seat: number, scope?: ScoreScope): Move[];
  /**
   * Why `seat` may not make `move` now, or null when it may. `scope` is the game seen by rule
   * conditions (a take-trick action's `when`); without it such a condition refuses.
   */
  explain(cv: CompiledVariant, step: S, p: PlayState, seat: number, move: Move, scope?: ScoreScope): Refusal | null;
  /** The deal after `seat` makes `move` (assumed allowed: check with `explain` first). */
  apply(cv: CompiledVariant, step: S, p: PlayState, seat: number, move: Move): PlayState;
  /** Whether the step is over (the machine then enters the next step, or counts). */
  done(cv: CompiledVariant, step: S, p: PlayState): boolean;
}

