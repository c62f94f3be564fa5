/**
 * Rule `personal-trumps`: personal trump suits chosen by the players can all be chosen. Unless the
 * clause says `with repeats`, no two players may choose the same suit, so the table may not have
 * more players than the deck has suits (the last to choose would have nothing left: the deal could
 * never start). Reported at `personal trumps chosen`.
 */
import type { DeckBody, PlayBody, PlayersBody } from '../../parse/ast.ts';
import type { ResolvedVariant } from '../../resolve/resolve.ts';
import { diagnostic, type Diagnostic } from '../../core/diagnostic.ts';
import { TogetherIndex } from './together.ts';

/** Reports chosen personal trumps that more players than suits must choose apart. */
export function checkPersonalTrumps(v: ResolvedVariant): Diagnostic[] {
  const out: Diagnostic[] = [];
  const deck = v.clauses.find((c) => c.node.body.kind === 'Deck')?.node.body as DeckBody | undefined;
  if (!deck) return out;
  // The tables too large to choose apart, indexed (linear in the number of clauses).
  const large = new TogetherIndex();
  for (const t of v.clauses)
    if (t.node.body.kind === 'Players' && (t.node.body as PlayersBody).max > deck.suits.length) large.add(t);
  for (const c of v.clauses) {
    const assign = c.node.body.kind === 'Play' ? (c.node.body as PlayBody).beating?.assign : undefined;
    if (assign?.by !== 'chosen' || assign.repeats) continue;
    const table = large.firstWith(c);
    if (!table) continue;
    const n = (table.node.body as PlayersBody).max;
    out.push(
      diagnostic(
        'personal-trumps',
        assign.loc,
        `${n} players cannot each choose a different one of the deck's ${deck.suits.length} suits (\`${table.id}\`)`,
        'write `personal trumps chosen with repeats`, or play with fewer players',
      ),
    );
  }
  return out;
}
