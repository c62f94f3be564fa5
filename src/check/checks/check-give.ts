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
import { diagnostic, type Diagnostic } from '../diagnostic.ts';
import { inForceTogether } from './together.ts';

/** Reports passes of an impossible number of cards, and `across` where the table can be odd. */
export function checkGive(v: ResolvedVariant): Diagnostic[] {
  const out: Diagnostic[] = [];
  const of = (kind: string) => v.clauses.filter((c) => c.node.body.kind === kind);
  const gives = of('Give');
  if (gives.length === 0) return out;
  const deals = of('Deal'), tables = of('Players');
  for (const g of gives) {
    const body = g.node.body as GiveBody;
    if (body.count < 1) {
      out.push(diagnostic('give-count', body.countLoc, 'a pass of 0 cards gives nothing', 'give at least 1 card, or write `none` for a deal without a pass'));
    } else {
      const deal = deals.find((d) => inForceTogether(d, g) && (d.node.body as DealBody).count < body.count);
      if (deal) {
        const held = (deal.node.body as DealBody).count;
        out.push(diagnostic('give-count', body.countLoc, `each player would give ${body.count} cards, but a hand holds ${held} (\`${deal.id}\`)`,
          `give at most ${held}`));
      }
    }
    const across = body.directions.find((d) => d.dir === 'across');
    if (!across) continue;
    for (const t of tables) {
      if (!inForceTogether(t, g)) continue;
      const { min, max } = t.node.body as PlayersBody;
      const odd = min % 2 === 1 ? min : min + 1 <= max ? min + 1 : null;
      if (odd === null) continue;
      out.push(diagnostic('give-across', across.loc, `\`across\` needs an even number of players, but \`${t.id}\` allows ${odd}`,
        'with an odd number nobody sits opposite: pass to `next` or `previous`, or guard this clause by a reading with an even table'));
      break;
    }
  }
  return out;
}
