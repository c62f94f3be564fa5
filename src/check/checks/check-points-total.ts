/**
 * Rule `points-total`: a `points ... total N` clause adds up to N whichever suit is trumps.
 *
 * The pack is every suit × rank of the deck. A card's value is that of the special card it is,
 * when its special is listed; otherwise that of its rank; otherwise 0 (as src/compile/cards.ts
 * values cards; when two specials name the same card the later one counts, as there).
 * `J of trump` is the jack of the trump suit, `J of partner` the jack of the other suit of the
 * trump's colour (no colours: no partner card), `J of S` the jack of spades. The
 * `last trick` bonus is added. When some `trump none` clause allows deals without trumps, that
 * case is checked too (then only fixed-suit specials exist).
 */
import type { DeckBody, PointsBody, SpecialBody } from '../../parse/ast.ts';
import type { ResolvedVariant } from '../../resolve/resolve.ts';
import { diagnostic, type Diagnostic } from '../diagnostic.ts';
import { findInSpan } from '../locate.ts';

/** Recomputes the pack total of each `points` clause that declares one, for every trump suit. */
export function checkPointsTotal(v: ResolvedVariant): Diagnostic[] {
  const deck = v.clauses.find((c) => c.node.body.kind === 'Deck')?.node.body as DeckBody | undefined;
  if (!deck) return [];
  const specials = v.clauses.flatMap((c) => (c.node.body.kind === 'Special' ? [{ id: c.id, body: c.node.body }] : []));
  const trumps: (string | null)[] = [...new Set(deck.suits.map((s) => s.name))];
  if (v.clauses.some((c) => c.node.body.kind === 'Trump' && c.node.body.source === 'none')) trumps.push(null);

  const out: Diagnostic[] = [];
  for (const c of v.clauses) {
    const points = c.node.body;
    if (points.kind !== 'Points' || points.total === null) continue;
    const declared = points.total;
    const wrong = new Map<number, (string | null)[]>();
    for (const trump of trumps) {
      const sum = packTotal(deck, specials, points, trump);
      if (sum !== declared) wrong.set(sum, [...(wrong.get(sum) ?? []), trump]);
    }
    const loc = findInSpan(v.texts, points.loc, /(?<![a-z0-9-])total\s+(\d+)/, -1) ?? points.loc;
    for (const [sum, cases] of wrong) {
      const when = cases.length === trumps.length && !cases.includes(null) ? 'whichever suit is trumps' : describe(cases);
      out.push(diagnostic('points-total', loc, `the card points add up to ${sum}, not the declared ${declared} (${when})`,
        wrong.size === 1 && cases.length === trumps.length
          ? `write \`total ${sum}\`, or correct the card values`
          : 'the total must be the same whichever suit is trumps; check the values of the special cards'));
    }
  }
  return out;
}

/** The points in the whole pack when `trump` is trumps (null: no trumps), including the last trick. */
export function packTotal(deck: DeckBody, specials: { id: string; body: SpecialBody }[], points: PointsBody, trump: string | null): number {
  const valueOf = new Map<string, number>();
  for (const { card, value } of points.values) valueOf.set(card.name, value); // the last one counts, as in the compiler
  const partner = partnerSuit(deck, trump);
  let sum = points.lastTrick;
  for (const suit of new Set(deck.suits.map((s) => s.name))) {
    for (const rank of new Set(deck.ranks.map((r) => r.name))) {
      const special = specials.findLast(({ body }) => body.rank.name === rank && (
        body.of === 'trump' ? suit === trump
          : body.of === 'partner' ? suit === partner
            : body.of.name === suit));
      sum += (special && valueOf.get(special.id)) ?? valueOf.get(rank) ?? 0;
    }
  }
  return sum;
}

/** The other suit of the trump suit's colour (the first other one, as the compiler takes it), or null. */
function partnerSuit(deck: DeckBody, trump: string | null): string | null {
  if (trump === null) return null;
  const colour = deck.colours.find((c) => c.members.some((m) => m.name === trump));
  return colour?.members.find((m) => m.name !== trump)?.name ?? null;
}

function describe(cases: (string | null)[]): string {
  const suits = cases.filter((c): c is string => c !== null);
  const parts = suits.length ? [`with ${suits.length > 1 ? `${suits.slice(0, -1).join(', ')} or ${suits.at(-1)}` : suits[0]} trumps`] : [];
  if (cases.includes(null)) parts.push('with no trumps');
  return parts.join(', and ');
}
