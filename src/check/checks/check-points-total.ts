/**
 * Rule `points-total`: a `points ... total N` clause adds up to N whichever suit is trumps.
 *
 * Card values come from the compiler's own tables (src/compile/cards.ts: rank or special value,
 * plus suit value, plus the card's own), so the check and the game cannot disagree; the values of
 * tricks (`each trick`, `trick 7 40`, `last trick`) are added for the deal's number of tricks.
 * When some `trump none` clause allows deals without trumps (no player names one), that case is
 * checked too.
 */
import type { DealBody, DeckBody } from '../../parse/ast.ts';
import {
  compileCardTables,
  compileDeck,
  compileTrickValues,
  MAX_POINT_VALUE,
  MAX_RANKS,
  MAX_SUITS,
} from '../../compile/cards.ts';
import type { ResolvedVariant } from '../../resolve/resolve.ts';
import { diagnostic, type Diagnostic } from '../../core/diagnostic.ts';
import { findInSpan } from '../../core/locate.ts';
import { TogetherIndex } from './together.ts';

/** Recomputes the pack total of each `points` clause that declares one, for every trump suit. */
export function checkPointsTotal(v: ResolvedVariant): Diagnostic[] {
  const deckClause = v.clauses.find((c) => c.node.body.kind === 'Deck')?.node.body as DeckBody | undefined;
  if (!deckClause) return [];
  // Over a deck that lists a suit or rank twice the total means nothing; `duplicate-card` says why.
  const twice = (xs: { name: string }[]) => new Set(xs.map((x) => x.name)).size !== xs.length;
  if (twice(deckClause.suits) || twice(deckClause.ranks)) return [];
  // Nor over a deck too large to build tables for: `deck-size` says so.
  if (deckClause.suits.length > MAX_SUITS || deckClause.ranks.length > MAX_RANKS) return [];
  const deck = compileDeck(v);
  const tricks = (v.clauses.find((c) => c.node.body.kind === 'Deal')?.node.body as DealBody | undefined)?.count ?? 0;
  // A deal of more cards each than the pack holds cannot be dealt (`deal-packets` says so); its
  // tricks are not counted out one by one (`deal 1000000000 each` would take minutes).
  const dealable = tricks <= deck.size;
  const trumps: (number | null)[] = deck.suits.map((_, i) => i);
  // A deal without trumps: a `trump none` in force where no player names one (`trump none` with
  // `trump named by`, as the `two-trumps` hint suggests, is a deal whose trump is named).
  const named = new TogetherIndex();
  for (const c of v.clauses) if (c.node.body.kind === 'TrumpNamed') named.add(c);
  if (v.clauses.some((c) => c.node.body.kind === 'Trump' && c.node.body.source === 'none' && !named.firstWith(c)))
    trumps.push(null);

  const out: Diagnostic[] = [];
  for (const c of v.clauses) {
    const points = c.node.body;
    if (points.kind !== 'Points') continue;
    for (const t of points.tricks) {
      if (typeof t.trick === 'number' && tricks > 0 && t.trick > tricks) {
        out.push(
          diagnostic(
            'points-total',
            t.loc,
            `there is no trick ${t.trick}: a deal has ${tricks} tricks`,
            `number the tricks 1 to ${tricks}, or write \`last trick ${t.value}\``,
          ),
        );
      }
    }
    if (points.total === null || !dealable) continue;
    // Values too large for the tables would wrap round: `points-range` says so.
    if (
      [...points.values, ...points.tricks].some((x) => Math.abs(x.value) > MAX_POINT_VALUE) ||
      points.lastTrick > MAX_POINT_VALUE
    )
      continue;
    const declared = points.total;
    const tables = compileCardTables(v, deck, points);
    const trickTotal = tricks > 0 ? compileTrickValues(points, tricks).reduce((a, b) => a + b, 0) : points.lastTrick;
    const wrong = new Map<number, (string | null)[]>();
    for (const trump of trumps) {
      const sum = tables[trump ?? deck.suits.length]!.points.reduce((a, b) => a + b, 0) + trickTotal;
      if (sum !== declared) wrong.set(sum, [...(wrong.get(sum) ?? []), trump === null ? null : deck.suits[trump]!]);
    }
    const loc = findInSpan(v.texts, points.loc, /(?<![a-z0-9-])total\s+(\d+)/, -1) ?? points.loc;
    for (const [sum, cases] of wrong) {
      const when =
        cases.length === trumps.length && !cases.includes(null) ? 'whichever suit is trumps' : describe(cases);
      out.push(
        diagnostic(
          'points-total',
          loc,
          `the card points add up to ${sum}, not the declared ${declared} (${when})`,
          wrong.size === 1 && cases.length === trumps.length
            ? `write \`total ${sum}\`, or correct the card values`
            : 'the total must be the same whichever suit is trumps; check the values of the special cards',
        ),
      );
    }
  }
  return out;
}

function describe(cases: (string | null)[]): string {
  const suits = cases.filter((c): c is string => c !== null);
  const parts = suits.length
    ? [`with ${suits.length > 1 ? `${suits.slice(0, -1).join(', ')} or ${suits.at(-1)}` : suits[0]} trumps`]
    : [];
  if (cases.includes(null)) parts.push('with no trumps');
  return parts.join(', and ');
}
