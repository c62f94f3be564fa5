/**
 * Rules `two-trumps`, `no-trump-card` and `unknown-card` for the steps that fix the trump:
 *
 * - `two-trumps`: a trump named by a player (`trump named by SEAT`) leaves no room for another way
 *   of fixing it in the same deal: a turned trump (`trump bottom of pack`, ...) or a second `trump
 *   named by`. Reported at the `trump named by` clause (the later one of two).
 * - `no-trump-card`: `exchange 6 of trump for trump card` needs a turned trump card to take; with
 *   only `trump none` or a named trump in force there is none.
 * - `unknown-card`: the rank an exchange names is a rank of the deck.
 */
import type { DeckBody, ExchangeBody, TrumpBody } from '../../parse/ast.ts';
import type { ResolvedClause, ResolvedVariant } from '../../resolve/resolve.ts';
import { clauseIdLoc } from '../../core/locate.ts';
import { diagnostic, didYouMean, nameList, type Diagnostic } from '../../core/diagnostic.ts';
import { TogetherIndex } from './together.ts';
import { together } from './combinations.ts';

const turns = (c: ResolvedClause) => c.node.body.kind === 'Trump' && (c.node.body as TrumpBody).source !== 'none';

/** Reports two ways of fixing the trump at once, an exchange with no trump card, and unknown ranks. */
export function checkTrumpSteps(v: ResolvedVariant): Diagnostic[] {
  const out: Diagnostic[] = [];
  // Indexed, so that a file of thousands of clauses is checked in linear time.
  const turned = new TogetherIndex(),
    namedSoFar = new TogetherIndex();
  for (const c of v.clauses) if (turns(c)) turned.add(c);
  for (const c of v.clauses) {
    if (c.node.body.kind !== 'TrumpNamed') continue;
    const other = turned.firstWith(c) ?? namedSoFar.firstWith(c);
    namedSoFar.add(c);
    if (!other) continue;
    const how = turns(other) ? 'turns it' : 'has it named too';
    out.push(
      diagnostic(
        'two-trumps',
        clauseIdLoc(c.node),
        `two steps fix the trump: \`${c.id}\` has it named by a player and \`${other.id}\` ${how}`,
        `a deal's trump is turned or named, not both: remove \`${other.id}\` or override it with \`trump none\``,
      ),
    );
  }
  const decks = v.clauses.filter((c) => c.node.body.kind === 'Deck');
  for (const c of v.clauses) {
    if (c.node.body.kind !== 'Exchange') continue;
    const body = c.node.body as ExchangeBody;
    // The rank is one of every pack the exchange can be played with (packs may be offered by readings).
    const lacking = decks.find(
      (d) => together(d, c) && !(d.node.body as DeckBody).ranks.some((r) => r.name === body.rank.name),
    );
    if (lacking) {
      const ranks = new Set((lacking.node.body as DeckBody).ranks.map((r) => r.name));
      out.push(
        diagnostic(
          'unknown-card',
          body.rank.loc,
          `\`${body.rank.name}\` is not a rank of the deck`,
          didYouMean(body.rank.name, ranks) ?? `the ranks are ${nameList(ranks)}`,
        ),
      );
    }
    if (!turned.firstWith(c)) {
      out.push(
        diagnostic(
          'no-trump-card',
          clauseIdLoc(c.node),
          `\`${c.id}\` exchanges for the turned trump card, but no trump is turned`,
          'turn a trump card (`trump bottom of pack`, `trump top of stock` or `trump dealer last card`), or remove this exchange',
        ),
      );
    }
  }
  return out;
}
