/**
 * Rules `draw-count`, `draw-play` and `draw-stock` for drawing from the stock after each trick
 * (`draw N each after trick`):
 * - `draw-count`: drawing 0 cards draws nothing;
 * - `draw-play`: cards are drawn after a trick, so the deal they are drawn in is played in tricks
 *   (a deal played by going out, `play beating` or `play layoff`, has no tricks to draw after);
 * - `draw-stock`: the deal leaves a stock to draw from at some table the game can come to (from two
 *   players, as drop-outs leave them, up to the `players` clause's largest): the `players`, `deck`
 *   and `deal` in force together with the draw, under each combination of the readings that guard them.
 * Hands of different sizes cannot draw in tricks either; `unequal-hands` (check-give-rule.ts) reports
 * the talon dealt into a hand and the cards given by rule that would make them.
 */
import type { DealBody, DeckBody, DrawBody, PlayBody, PlayersBody } from '../../parse/ast.ts';
import type { ResolvedClause, ResolvedVariant } from '../../resolve/resolve.ts';
import { diagnostic, type Diagnostic } from '../../core/diagnostic.ts';
import { guardCombinations, inForceUnder, together, underEach } from './combinations.ts';

/** The largest table the stock is tried for: the `players` clause's own bound keeps the loop short. */
const MAX_TABLE = 64;

/** Reports draws of no card, draws in deals not played in tricks, and draws from a stock that is never there. */
export function checkDraw(v: ResolvedVariant): Diagnostic[] {
  const draws = v.clauses.filter((c) => c.node.body.kind === 'Draw');
  if (draws.length === 0) return [];
  const out: Diagnostic[] = [];
  const plays = v.clauses.filter((c) => c.node.body.kind === 'Play');
  for (const c of draws) {
    const body = c.node.body as DrawBody;
    if (body.count < 1)
      out.push(
        diagnostic(
          'draw-count',
          body.countLoc,
          'drawing 0 cards draws nothing',
          'draw at least 1 (`draw 1 each after trick`), or leave the clause out',
        ),
      );
    // The play of the deals the draw is made in: a phase's own `play`, else the game's (tricks by default).
    const scopes = c.phase !== null ? [c.phase] : v.phases.length ? v.phases.map((ph) => ph.id) : [null];
    for (const phase of scopes) {
      const own = plays.filter((p) => p.phase === phase && phase !== null && together(p, c));
      const inForce = own.length ? own : plays.filter((p) => p.phase === null && together(p, c));
      const out1 = inForce.find((p) => (p.node.body as PlayBody).mode !== 'tricks');
      if (!out1) continue;
      const mode = (out1.node.body as PlayBody).mode;
      out.push(
        diagnostic(
          'draw-play',
          c.node.body.loc,
          `cards are drawn after each trick, but ${phase === null || c.phase !== null || v.phases.length === 1 ? 'this deal' : `a deal of phase ${phase}`} is played by ${mode === 'beating' ? 'beating' : 'laying off'} (rule ${out1.id}), which has no tricks`,
          'draw in a deal played in tricks (`play tricks`, the default), or leave the clause out',
        ),
      );
      break;
    }
  }
  out.push(...stockProblems(v, draws));
  return out;
}

/** `draw-stock`: a draw whose deal never leaves a stock to draw a round from, at any table from two to the largest. */
function stockProblems(v: ResolvedVariant, draws: ResolvedClause[]): Diagnostic[] {
  const table = v.clauses.filter((x) => ['Deck', 'Players', 'Deal'].includes(x.node.body.kind));
  return underEach(guardCombinations(v, [...table, ...draws]), (readings) => {
    const inForce = (x: ResolvedClause) => inForceUnder(x, readings);
    const find = <B>(kind: string) =>
      table.find((x) => x.node.body.kind === kind && inForce(x))?.node.body as B | undefined;
    const deck = find<DeckBody>('Deck');
    const players = find<PlayersBody>('Players');
    const deal = find<DealBody>('Deal');
    if (!deck || !players || !deal) return [];
    const size = deck.suits.length * deck.ranks.length;
    const talon = deal.talon?.count ?? 0;
    return draws.filter(inForce).flatMap((c) => {
      const each = (c.node.body as DrawBody).count;
      if (each < 1) return [];
      for (let n = 2; n <= Math.min(players.max, MAX_TABLE); n++)
        if (size - n * deal.count - talon >= n * each) return [];
      const n = players.max;
      const left = Math.max(0, size - n * deal.count - talon);
      return [
        diagnostic(
          'draw-stock',
          c.node.body.loc,
          `${n} players of ${deal.count} cards${talon ? ` and a talon of ${talon}` : ''} leave ${left === 0 ? 'no stock' : `a stock of ${left}`} in a pack of ${size}: nobody ever draws ${each === 1 ? 'a card' : `${each} cards`} from it, even at a table of two`,
          'deal fewer cards each (`deal 5 each ...`: the rest forms the stock), or use a larger pack',
        ),
      ];
    });
  });
}
