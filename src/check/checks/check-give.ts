/**
 * Rules `give-count` and `give-across`: a pass (`give N to next, previous, across, none`) can be made.
 *
 * - `give-count`: each player gives at least one card and no more than a hand holds after the deal
 *   (the `deal` clause in force with it);
 * - `give-across`: `across` is the player opposite, who exists only with an even number of players.
 *   A `players` clause in force with the pass that allows an odd number is refused, at the word
 *   `across`. (A game whose players drop out may still reach an odd number: that deal passes
 *   nothing; see grammar/README.md, "give".)
 *
 * The pass, the deal and the table are read as they are in force together under each combination
 * of the readings that guard them (combinations.ts).
 */
import type { DealBody, GiveBody, PlayersBody } from '../../parse/ast.ts';
import type { ResolvedClause, ResolvedVariant } from '../../resolve/resolve.ts';
import { diagnostic, type Diagnostic } from '../../core/diagnostic.ts';
import { guardCombinations, inForceUnder, underEach } from './combinations.ts';

/** Reports passes of an impossible number of cards, and `across` where the table can be odd, under each combination of readings. */
export function checkGive(v: ResolvedVariant): Diagnostic[] {
  const out: Diagnostic[] = [];
  const gives = v.clauses.filter((c) => c.node.body.kind === 'Give');
  if (gives.length === 0) return out;
  for (const g of gives) {
    const body = g.node.body as GiveBody;
    if (body.count < 1)
      out.push(
        diagnostic(
          'give-count',
          body.countLoc,
          'a pass of 0 cards gives nothing',
          'give at least 1 card, or write `none` for a deal without a pass',
        ),
      );
  }
  // The deal and the table in force with each pass, under each combination of their readings.
  const table = v.clauses.filter((c) => c.node.body.kind === 'Deal' || c.node.body.kind === 'Players');
  out.push(
    ...underEach(guardCombinations(v, [...gives, ...table]), (readings) => {
      const inForce = (c: ResolvedClause) => inForceUnder(c, readings);
      const deal = table.find((c) => c.node.body.kind === 'Deal' && inForce(c));
      const players = table.find((c) => c.node.body.kind === 'Players' && inForce(c));
      const found: Diagnostic[] = [];
      for (const g of gives.filter(inForce)) {
        const body = g.node.body as GiveBody;
        const held = deal ? (deal.node.body as DealBody).count : Infinity;
        if (deal && body.count >= 1 && held < body.count) {
          found.push(
            diagnostic(
              'give-count',
              body.countLoc,
              `each player would give ${body.count} cards, but a hand holds ${held} (\`${deal.id}\`)`,
              `give at most ${held}`,
            ),
          );
        }
        const across = body.directions.find((d) => d.dir === 'across');
        if (!across || !players) continue;
        const { min, max } = players.node.body as PlayersBody;
        if (min % 2 === 0 && min === max) continue;
        found.push(
          diagnostic(
            'give-across',
            across.loc,
            `\`across\` needs an even number of players, but \`${players.id}\` allows ${min % 2 === 1 ? min : min + 1}`,
            'with an odd number nobody sits opposite: pass to `next` or `previous`, or guard this clause by a reading with an even table',
          ),
        );
      }
      return found;
    }),
  );
  return out;
}
