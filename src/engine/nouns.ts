/**
 * The nouns a variant's words are built with, where they depend on its clauses: what play ends with
 * (a game or a rubber) and what a deal's points are called. Small on purpose: the islands that need
 * only these do not load the engine's explanations.
 */
import type { CompiledVariant } from '../compile/compile.ts';

/** What play ends with: "game" where a rubber is a single game (`rubber 1 games`, the default), else "rubber". */
export const rubberNoun = (cv: CompiledVariant): 'game' | 'rubber' => (cv.rubberGames === 1 && cv.rubberUntil === null ? 'game' : 'rubber');

/**
 * What a deal's points are called in `phase`: "card points" where only the cards carry them,
 * "points" where a trick is worth something by itself too (`each trick 5`, `last trick 5`).
 */
export function pointsNoun(cv: CompiledVariant, phase: string): 'card points' | 'points' {
  const values = cv.phases.find((ph) => ph.id === phase)?.trickValues;
  return values?.some((v) => v !== 0) ? 'points' : 'card points';
}
