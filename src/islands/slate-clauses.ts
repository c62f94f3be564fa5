/**
 * What the slate reads from a variant's clauses rather than from values on the sheet: which clauses
 * put a player out (for the reason beside "out" on the score sheet).
 */
import type { ResolvedVariant } from '../resolve/resolve.ts';

/** The ids of the clauses whose effects include dropping players out. */
export function dropClauses(v: ResolvedVariant): Set<string> {
  const found = new Set<string>();
  const has = (x: unknown): boolean => {
    if (Array.isArray(x)) return x.some(has);
    if (!x || typeof x !== 'object') return false;
    if ((x as { kind?: unknown }).kind === 'DropOut') return true;
    return Object.values(x).some(has);
  };
  for (const c of v.clauses) if (has(c.node)) found.add(c.id);
  return found;
}
