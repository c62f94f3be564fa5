/**
 * Running the variant's clauses for the flow: the current phase, the first clause that holds, every
 * clause that holds, and the error a throwing clause becomes (a RunError naming the clause and the
 * deal, so that no failure passes for a short game).
 */
import type { CompiledPhase, CompiledRule, CompiledVariant } from '../../compile/compile.ts';
import type { EffectSink } from '../../compile/effects.ts';
import type { ScoreScope } from '../../compile/expr.ts';
import { asRunError, clauseFailed } from '../errors.ts';
import type { GameState } from '../state.ts';

/**
 * Runs `f`, the work of clause `id` (null: a default the variant did not write); whatever it throws
 * becomes a RunError naming the clause and the deal, so that no failure passes for a short game.
 */
export function inClause<T>(cv: CompiledVariant, s: GameState, id: string | null, f: () => T): T {
  try {
    return f();
  } catch (e) {
    throw failed(cv, s, id, e);
  }
}

/**
 * What `inClause` throws when the work of clause `id` threw `e`. The loops run every deal call it
 * from their own `catch` rather than through `inClause`, which would make a closure per rule.
 */
export function failed(cv: CompiledVariant, s: GameState, id: string | null, e: unknown): Error {
  return id
    ? clauseFailed(cv, id, e, s.game > 1 ? `in game ${s.game}, deal ${s.dealNumber}` : `in deal ${s.dealNumber}`)
    : asRunError(cv, e);
}

/** The first rule whose condition holds, its condition read inside its clause. */
export function firstHolding(
  cv: CompiledVariant,
  s: GameState,
  rules: CompiledRule[],
  sc: ScoreScope,
): CompiledRule | undefined {
  for (const r of rules) {
    if (!r.when) return r;
    let holds: boolean;
    try {
      holds = r.when(sc, -1);
    } catch (e) {
      throw failed(cv, s, r.id, e);
    }
    if (holds) return r;
  }
  return undefined;
}

/** Runs the effects of `rule` (inside its clause). */
export function runEffects(
  cv: CompiledVariant,
  s: GameState,
  rule: CompiledRule,
  sc: ScoreScope,
  sink: EffectSink,
): void {
  try {
    for (const effect of rule.effects) effect(sc, sink, rule.id);
  } catch (e) {
    throw failed(cv, s, rule.id, e);
  }
}

/** Runs every rule whose condition holds, in order; `onFire` is told of each. */
export function runRules(
  cv: CompiledVariant,
  s: GameState,
  rules: CompiledRule[],
  sc: ScoreScope,
  sink: EffectSink,
  onFire?: (r: CompiledRule) => void,
): void {
  for (const rule of rules) {
    try {
      if (rule.when && !rule.when(sc, -1)) continue;
      onFire?.(rule);
      for (const effect of rule.effects) effect(sc, sink, rule.id);
    } catch (e) {
      throw failed(cv, s, rule.id, e);
    }
  }
}

/** The phase `s` is in. */
export function phaseOf(cv: CompiledVariant, s: GameState): CompiledPhase {
  // A loop, not `find` with a callback: several reads a deal. A state's phase is always one of the variant's.
  for (const p of cv.phases) if (p.id === s.phase) return p;
  return undefined!;
}
