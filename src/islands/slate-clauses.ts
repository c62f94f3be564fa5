/**
 * What the slate reads from a variant's clauses rather than from values on the sheet: which clauses
 * put a player out (for the reason beside "out" on the score sheet).
 */
import type { ResolvedVariant } from '../resolve/resolve.ts';

/** The clauses whose effects include dropping players out: id → the phase it belongs to (null: every phase). */
export function dropClauses(v: ResolvedVariant): Map<string, string | null> {
  const found = new Map<string, string | null>();
  const has = (x: unknown): boolean => {
    if (Array.isArray(x)) return x.some(has);
    if (!x || typeof x !== 'object') return false;
    if ((x as { kind?: unknown }).kind === 'DropOut') return true;
    return Object.values(x).some(has);
  };
  for (const c of v.clauses) if (has(c.node)) found.set(c.id, c.phase);
  return found;
}
