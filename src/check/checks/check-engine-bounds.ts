/**
 * Rule `past-engine-bound`: a count the engine never reaches. The engine stops a game that goes
 * past ENGINE_LIMITS.dealsPerGame deals, and a rubber past ENGINE_LIMITS.gamesPerRubber games,
 * as rules that cannot end it (engine/flow/settle.ts, rubber.ts). A `game over when deals = 4294967296`, a phase
 * that `ends when deals >= 20000` or a `rubber 20000 games` therefore never holds: the checker
 * refuses it at the number rather than let a simulation stop at the bound.
 *
 * A comparison counts when it requires `deals` to reach a number (`=`, `>=`, `>`, either way
 * round) in a `game over`, `ends` or `rubber ends when` condition, under `and` and `or` but not
 * under `not` (`not deals = 20000` holds at once).
 */
import type { Cond, NumExpr, RubberBody } from '../../parse/ast.ts';
import type { Loc } from '../../core/location.ts';
import type { ResolvedVariant } from '../../resolve/resolve.ts';
import { findInSpan } from '../../core/locate.ts';
import { diagnostic, type Diagnostic } from '../../core/diagnostic.ts';
import { ENGINE_LIMITS } from '../run-limits.ts';

const CODE = 'past-engine-bound';

/** Reports counts of deals and games past the engine's bounds. */
export function checkEngineBounds(v: ResolvedVariant): Diagnostic[] {
  const out: Diagnostic[] = [];
  const { dealsPerGame, gamesPerRubber } = ENGINE_LIMITS;
  for (const c of v.clauses) {
    const b = c.node.body;
    const cond = b.kind === 'GameOver' ? b.when : b.kind === 'Ends' ? b.cond : b.kind === 'Rubber' ? b.until : null;
    if (cond) {
      for (const { loc, deals } of dealsReached(cond)) {
        if (deals <= dealsPerGame) continue;
        out.push(
          diagnostic(
            CODE,
            loc,
            `\`${c.id}\` waits for ${deals.toLocaleString('en')} deals, but the engine stops a game after ${dealsPerGame.toLocaleString('en')} deals`,
            `a game of more than ${dealsPerGame.toLocaleString('en')} deals is taken for one whose rules cannot end it; count at most ${dealsPerGame.toLocaleString('en')} deals (the longest shipped game runs to a few dozen)`,
          ),
        );
      }
    }
    if (b.kind === 'Rubber' && b.games !== null && b.games > gamesPerRubber) {
      out.push(
        diagnostic(
          CODE,
          gamesLoc(v, b),
          `a rubber of ${b.games.toLocaleString('en')} games, but the engine stops a rubber after ${gamesPerRubber.toLocaleString('en')} games`,
          `a rubber of more than ${gamesPerRubber.toLocaleString('en')} games is taken for one whose rules cannot end it; play at most ${gamesPerRubber.toLocaleString('en')} games`,
        ),
      );
    }
  }
  return out;
}

/** The number in `rubber N games`, or the clause when the text is not at hand. */
function gamesLoc(v: ResolvedVariant, b: RubberBody): Loc {
  return findInSpan(v.texts, b.loc, /rubber\s+(\d+)/) ?? b.loc;
}

/**
 * Each comparison in `cond` (outside a `not`) that holds only once `deals` reaches a number: the
 * comparison's location and that number. Walked with a stack: a chain of 10,000 `or`s is not
 * 10,000 calls deep.
 */
function dealsReached(cond: Cond): { loc: Loc; deals: number }[] {
  const found: { loc: Loc; deals: number }[] = [];
  const stack: Cond[] = [cond];
  while (stack.length > 0) {
    const c = stack.pop()!;
    if (c.kind === 'Logic') stack.push(c.right, c.left);
    else if (c.kind === 'Compare') {
      const deals = atLeast(c.op, c.left, c.right) ?? atLeast(flipped(c.op), c.right, c.left);
      if (deals !== null) found.push({ loc: c.loc, deals });
    }
  }
  return found;
}

/** The comparison with its sides swapped (`5 <= deals` is `deals >= 5`). */
function flipped(op: '>=' | '<=' | '!=' | '=' | '>' | '<'): '>=' | '<=' | '!=' | '=' | '>' | '<' {
  return op === '>=' ? '<=' : op === '<=' ? '>=' : op === '>' ? '<' : op === '<' ? '>' : op;
}

/** The least number of deals for which `deals OP n` holds, when `left` is `deals` and `right` a number and OP needs one; else null. */
function atLeast(op: string, left: NumExpr, right: NumExpr): number | null {
  if (left.kind !== 'Deals' || right.kind !== 'Num') return null;
  if (op === '=' || op === '>=') return right.value;
  if (op === '>') return right.value + 1;
  return null;
}
