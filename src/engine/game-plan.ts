/**
 * How a game is laid out, where its clauses fix it: how many deals it has (a compendium of phases
 * of one deal each, ended by a `game over` after the last) and what a deal of each phase costs,
 * from the phase's own `points` clause ("each Queen costs 10"). For the score bar: "Deal 3 of 5 ·
 * No Queens: each Queen costs 10"; a game whose phases end on the tallies has no fixed number.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import { eachWords, figure, list, ordinal } from '../compile/words.ts';
import type { Cond, PointsBody } from '../parse/ast.ts';
import { dealObjective } from './bot-objective.ts';

/**
 * The number of ordinary deals a game of `cv` has, or null when its clauses do not fix it: every
 * phase but the last ends after a fixed number of deals (`ends when deals = 1`), and the last is
 * ended by a `game over when` that counts its deals.
 */
export function dealsPerGame(cv: CompiledVariant): number | null {
  let total = 0;
  const clauses = cv.variant.clauses;
  for (const [i, phase] of cv.phases.entries()) {
    const last = i === cv.phases.length - 1;
    const conds = last
      ? clauses.flatMap((c) =>
          c.node.body.kind === 'GameOver' && mentionsPhase(c.node.body.when, phase.id, cv.phases.length === 1)
            ? [c.node.body.when]
            : [],
        )
      : clauses.flatMap((c) => (c.phase === phase.id && c.node.body.kind === 'Ends' ? [c.node.body.cond] : []));
    const deals = conds.map(dealCount).find((n) => n !== null) ?? null;
    if (deals === null) return null;
    total += deals;
  }
  return total;
}

/** Whether `c` is about phase `id` (or, `alone`, about no phase: the game has one). */
function mentionsPhase(c: Cond, id: string, alone: boolean): boolean {
  const phases: string[] = [];
  const walk = (x: Cond): void => {
    if (x.kind === 'PhaseIs') phases.push(x.phase.name);
    else if (x.kind === 'Logic') {
      walk(x.left);
      walk(x.right);
    }
  };
  walk(c);
  return phases.includes(id) || (alone && phases.length === 0);
}

/** The `deals = N` (or `deals >= N`) a condition requires, as N; null when it has none. */
function dealCount(c: Cond): number | null {
  if (c.kind === 'Logic' && c.op === 'and') return dealCount(c.left) ?? dealCount(c.right);
  if (c.kind === 'Compare' && c.left.kind === 'Deals' && c.right.kind === 'Num' && (c.op === '=' || c.op === '>='))
    return c.right.value;
  return null;
}

/**
 * What a deal of `phase` costs (or scores), from the phase's own `points` clause: "each Queen
 * costs 10", "each trick costs 5", "the King of Hearts costs 40"; null when the phase has no
 * points of its own (the game's card values hold throughout) or none of them can be said.
 */
export function phaseStakes(cv: CompiledVariant, phase: string): string | null {
  // The phase's clause in force under the readings compiled (another reading's may stand beside it).
  const clause = cv.variant.clauses.find(
    (c) =>
      c.phase === phase &&
      c.node.body.kind === 'Points' &&
      (!c.node.guard || cv.readings[c.node.guard.ambiguity.name] === c.node.guard.reading.name),
  );
  const ph = cv.phases.find((x) => x.id === phase);
  if (!clause || !ph) return null;
  const body = clause.node.body as PointsBody;
  const verb = dealObjective(cv, ph, cv.players.max).pointsBad ? 'costs' : 'scores';
  const parts = [
    // A card, suit or rank the deck names (a special card's value is the game's, said in the rulebook).
    ...body.values
      .filter((x) => eachWords(cv.deck, x.card.name) !== x.card.name)
      .map((x) => `${eachWords(cv.deck, x.card.name)} ${verb} ${figure(x.value)}`),
    ...body.tricks.map(
      (t) =>
        `${t.trick === 'each' ? 'each trick' : t.trick === 'last' ? 'the last trick' : `the ${ordinal(t.trick)} trick`} ${verb} ${figure(t.value)}`,
    ),
  ];
  return parts.length ? list(parts) : null;
}
