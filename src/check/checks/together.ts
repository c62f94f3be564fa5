/**
 * Whether two clauses can be in force in the same deal: not when guarded by different readings of
 * one ambiguity, nor when they stand in two different phases. Shared by the checks on steps.
 */
import type { ResolvedClause } from '../../resolve/resolve.ts';

/** True unless `a` and `b` exclude each other (different readings of one ambiguity, or different phases). */
export function inForceTogether(a: ResolvedClause, b: ResolvedClause): boolean {
  const ga = a.node.guard, gb = b.node.guard;
  if (ga && gb && ga.ambiguity.name === gb.ambiguity.name && ga.reading.name !== gb.reading.name) return false;
  return a.phase === null || b.phase === null || a.phase === b.phase;
}
