/**
 * Rules `give-count` and `give-across`: a pass (`give N to next, previous, across, none`) can be made.
 *
 * - `give-count`: each player gives at least one card and no more than a hand holds after the deal
 *   (the `deal` clause in force with it);
 * - `give-across`: `across` is the player opposite, who exists only with an even number of players.
 *   A `players` clause in force with the pass that allows an odd number is refused, at the word
 *   `across`. (A game whose players drop out may still reach an odd number: that deal passes
 *   nothing; see grammar/README.md, "give".)
 */
import type { DealBody, GiveBody, PlayersBody } from '../../parse/ast.ts';
import type { ResolvedVariant } from '../../resolve/resolve.ts';
import { diagnostic, type Diagnostic } from '../../core/diagnostic.ts';
import { TogetherIndex } from './together.ts';

/** Reports passes of an impossible number of cards, and `across` where the table can be odd. */
export function checkGive(v: ResolvedVariant): Diagnostic[] {
  const out: Diagnostic[] = [];
  const gives = v.clauses.filter((c) => c.node.body.kind === 'Give');
  if (gives.length === 0) return out;
  // Clauses indexed by how they bound a pass, so that thousands of clauses are checked in linear
  // time: deals by hand size (the smallest in force with a pass bounds it), tables that can be odd.
  const oddTables = new TogetherIndex();
  const deals = v.clauses
    .filter((c) => c.node.body.kind === 'Deal')
    .sort((a, b) => (a.node.body as DealBody).count - (b.node.body as DealBody).count);
  const smallest = new TogetherIndex();
  for (const d of deals) smallest.add(d);
  for (const t of v.clauses) {
    if (t.node.body.kind !== 'Players') continue;
    const { min, max } = t.node.body as PlayersBody;
    if (min % 2 === 1 || min < max) oddTables.add(t);
  }
  for (const g of gives) {
    const body = g.node.body as GiveBody;
    if (body.count < 1) {
      out.push(
        diagnostic(
          'give-count',
          body.countLoc,
          'a pass of 0 cards gives nothing',
          'give at least 1 card, or write `none` for a deal without a pass',
        ),
      );
    } else {
      const deal = smallest.firstWith(g);
      const held = deal ? (deal.node.body as DealBody).count : Infinity;
      if (deal && held < body.count) {
        out.push(
          diagnostic(
            'give-count',
            body.countLoc,
            `each player would give ${body.count} cards, but a hand holds ${held} (\`${deal.id}\`)`,
            `give at most ${held}`,
          ),
        );
      }
    }
    const across = body.directions.find((d) => d.dir === 'across');
    const table = across && oddTables.firstWith(g);
    if (!across || !table) continue;
    const { min } = table.node.body as PlayersBody;
    out.push(
      diagnostic(
        'give-across',
        across.loc,
        `\`across\` needs an even number of players, but \`${table.id}\` allows ${min % 2 === 1 ? min : min + 1}`,
        'with an odd number nobody sits opposite: pass to `next` or `previous`, or guard this clause by a reading with an even table',
      ),
    );
  }
  return out;
}
