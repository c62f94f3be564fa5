/**
 * Failures while a game runs. A compiled variant that checked clean should never fail, but when
 * it does (a rule the checker does not yet catch, or a game that would never end) the run stops
 * with a RunError located at the clause (or the variant) responsible, never with a truncated
 * transcript or a stack trace. Callers (scenario replay, examples, simulation, the CLI) report it;
 * the CLI exits 1.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import type { Loc } from '../core/location.ts';
import { clauseIdLoc } from '../core/locate.ts';

/** A failure of the rules at run time: `where` is `file:line:col` of the clause or variant responsible. */
export class RunError extends Error {
  readonly variant: string;
  readonly where: string;
  /** The clause that failed, or null when the variant as a whole is at fault (a game past its bounds). */
  readonly clause: string | null;
  constructor(variant: string, where: string, clause: string | null, message: string) {
    super(`${where}: ${variant}: ${message}`);
    this.name = 'RunError';
    this.variant = variant;
    this.where = where;
    this.clause = clause;
  }
}

const at = (loc: Loc): string => `${String(loc.source)}:${loc.start.line}:${loc.start.column}`;

/**
 * A RunError for clause `id` of `cv`, from whatever it threw. A RunError passes through unchanged
 * (it already names its clause). `when` says where in the game it happened ("in deal 3").
 */
export function clauseFailed(cv: CompiledVariant, id: string, cause: unknown, when: string): RunError {
  if (cause instanceof RunError) return cause;
  const clause = cv.variant.clauses.find((c) => c.id === id);
  const where = clause ? at(clauseIdLoc(clause.node)) : variantWhere(cv);
  const why = cause instanceof Error ? cause.message : String(cause);
  return new RunError(cv.id, where, id, `clause ${id} failed ${when}: ${why}`);
}

/** A RunError for the variant as a whole (located at its name in its header). */
export function variantFailed(cv: CompiledVariant, message: string): RunError {
  return new RunError(cv.id, variantWhere(cv), null, message);
}

/** Any failure of a running machine as a RunError: unknown causes are blamed on the variant. */
export function asRunError(cv: CompiledVariant, cause: unknown): RunError {
  if (cause instanceof RunError) return cause;
  return variantFailed(cv, `the game failed: ${cause instanceof Error ? cause.message : String(cause)}`);
}

const variantWhere = (cv: CompiledVariant): string => at(cv.variant.file.id.loc);
