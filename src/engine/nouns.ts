/**
 * The nouns a variant's words are built with, where they depend on its clauses: what play ends with
 * (a game or a rubber) and what a deal's points are called. Small on purpose: the islands that need
 * only these do not load the engine's explanations.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import type { Effect, NumExpr } from '../parse/ast.ts';

/** What play ends with: "game" where a rubber is a single game (`rubber 1 games`, the default), else "rubber". */
export const rubberNoun = (cv: CompiledVariant): 'game' | 'rubber' =>
  cv.rubberGames === 1 && cv.rubberUntil === null ? 'game' : 'rubber';

/**
 * What a deal's points are called in `phase`: "penalty points" where the deal's points are paid
 * (a scoring clause of the phase pays `points` from a player's tally: each point costs), "points"
 * where a trick is worth something by itself too (`each trick 5`, `last trick 5`), else "card
 * points" (only the cards carry them).
 */
export function pointsNoun(cv: CompiledVariant, phase: string): 'card points' | 'points' | 'penalty points' {
  if (paysPoints(cv, phase)) return 'penalty points';
  const values = cv.phases.find((ph) => ph.id === phase)?.trickValues;
  return values?.some((v) => v !== 0) ? 'points' : 'card points';
}

/** Whether a scoring clause of `phase` (or of every phase) pays the deal's points from a player's tally. */
function paysPoints(cv: CompiledVariant, phase: string): boolean {
  return cv.variant.clauses.some(
    (c) =>
      (c.phase === phase || c.phase === null) &&
      (c.node.body.kind === 'Score' || c.node.body.kind === 'AfterDeal') &&
      c.node.body.effects.some((e: Effect) => e.kind === 'PayIn' && readsPoints(e.amount)),
  );
}

/** Whether an amount is, or is made from, the deal's points. */
function readsPoints(e: NumExpr): boolean {
  switch (e.kind) {
    case 'Value':
      return e.name.name === 'points';
    case 'Arith':
      return readsPoints(e.left) || readsPoints(e.right);
    case 'MinMax':
      return readsPoints(e.a) || readsPoints(e.b);
    default:
      return false;
  }
}
