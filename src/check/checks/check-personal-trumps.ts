/**
 * Rule `personal-trumps`: personal trump suits chosen by the players can all be chosen. Unless the
 * clause says `with repeats`, no two players may choose the same suit, so the table may not have
 * more players than the deck has suits (the last to choose would have nothing left: the deal could
 * never start). Reported at `personal trumps chosen`.
 */
import type { DeckBody, PlayBody, PlayersBody } from '../../parse/ast.ts';
import type { ResolvedClause, ResolvedVariant } from '../../resolve/resolve.ts';
import { diagnostic, type Diagnostic } from '../../core/diagnostic.ts';
import { guardCombinations, inForceUnder, underEach } from './combinations.ts';

/** Reports chosen personal trumps that more players than suits must choose apart, under each combination of readings. */
export function checkPersonalTrumps(v: ResolvedVariant): Diagnostic[] {
  const chosen = v.clauses.filter((c) => {
    const assign = c.node.body.kind === 'Play' ? (c.node.body as PlayBody).beating?.assign : undefined;
    return assign?.by === 'chosen' && !assign.repeats;
  });
  if (chosen.length === 0) return [];
  const table = v.clauses.filter((c) => c.node.body.kind === 'Deck' || c.node.body.kind === 'Players');
  return underEach(guardCombinations(v, [...table, ...chosen]), (readings) => {
    const inForce = (c: ResolvedClause) => inForceUnder(c, readings);
    const deck = table.find((c) => c.node.body.kind === 'Deck' && inForce(c))?.node.body as DeckBody | undefined;
    const players = table.find((c) => c.node.body.kind === 'Players' && inForce(c));
    if (!deck || !players) return [];
    const n = (players.node.body as PlayersBody).max;
    if (n <= deck.suits.length) return [];
    return chosen
      .filter(inForce)
      .map((c) =>
        diagnostic(
          'personal-trumps',
          (c.node.body as PlayBody).beating!.assign!.loc,
          `${n} players cannot each choose a different one of the deck's ${deck.suits.length} suits (\`${players.id}\`)`,
          'write `personal trumps chosen with repeats`, or play with fewer players',
        ),
      );
  });
}
