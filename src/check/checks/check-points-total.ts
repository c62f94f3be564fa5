/**
 * Rule `points-total`: a `points ... total N` clause adds up to N whichever suit is trumps.
 *
 * Card values come from the compiler's own tables (src/compile/cards.ts: rank or special value,
 * plus suit value, plus the card's own), so the check and the game cannot disagree; the values of
 * tricks (`each trick`, `trick 7 40`, `last trick`) are added for the deal's number of tricks.
 * A deal can be played without trumps when a `trump none` is in force and no step of that deal
 * names the trump (`trump named by`): that case is checked too.
 *
 * The deck, the deal, the card clauses and the `points` clause are read together as they are in
 * force under each combination of the readings that guard them (combinations.ts): a `points`
 * clause guarded by a reading is checked against the deck and the deal of that reading.
 */
import type { DealBody, DeckBody, DrawBody, PlayersBody, PointsBody } from '../../parse/ast.ts';
import {
  compileCardTables,
  compileDeck,
  compileTrickValues,
  dealTricks,
  MAX_POINT_VALUE,
  MAX_RANKS,
  MAX_SUITS,
} from '../../compile/cards.ts';
import type { ResolvedClause, ResolvedVariant } from '../../resolve/resolve.ts';
import { diagnostic, type Diagnostic } from '../../core/diagnostic.ts';
import { findInSpan } from '../../core/locate.ts';
import { guardCombinations, inForceUnder, underEach } from './combinations.ts';

/** The clause kinds the check reads: what the pack holds, what its cards are worth, how it is dealt. */
const READS = new Set(['Deck', 'Deal', 'Points', 'Trump', 'TrumpNamed', 'Special', 'Order']);
/** What a deal that draws from the stock reads besides: the draw, and the table that decides the tricks. */
const DRAW_READS = new Set(['Draw', 'Players']);
/** Steps that fix a deal's trump by a player's word: a deal with one has a trump, whatever `trump` says. */
const NAMES_TRUMP = new Set(['TrumpNamed']);

/** Recomputes the pack total of each `points` clause that declares one, for every trump suit, under each combination of readings. */
export function checkPointsTotal(v: ResolvedVariant): Diagnostic[] {
  // With drawing from the stock the number of tricks depends on the table too: `players` is read then.
  const draws = v.clauses.some((c) => c.node.body.kind === 'Draw');
  const read = v.clauses.filter((c) => READS.has(c.node.body.kind) || (draws && DRAW_READS.has(c.node.body.kind)));
  // A clause's totals depend only on the clauses in force with it, not on the other readings: each
  // case is added up once however many combinations share it (256 combinations × many phases).
  const cache = new Map<string, Diagnostic[]>();
  return underEach(guardCombinations(v, read), (readings) =>
    checkUnder(
      v,
      read.filter((c) => inForceUnder(c, readings)),
      cache,
    ),
  );
}

/** The check over the clauses in force under one combination of readings. */
function checkUnder(v: ResolvedVariant, clauses: ResolvedClause[], cache: Map<string, Diagnostic[]>): Diagnostic[] {
  const deckClause = clauses.find((c) => c.node.body.kind === 'Deck')?.node.body as DeckBody | undefined;
  if (!deckClause) return [];
  // Over a deck that lists a suit or rank twice the total means nothing; `duplicate-card` says why.
  const twice = (xs: { name: string }[]) => new Set(xs.map((x) => x.name)).size !== xs.length;
  if (twice(deckClause.suits) || twice(deckClause.ranks)) return [];
  // Nor over a deck too large to build tables for: `deck-size` says so.
  if (deckClause.suits.length > MAX_SUITS || deckClause.ranks.length > MAX_RANKS) return [];
  const rules = { ...v, clauses };
  // What the card tables are built from besides the points clause: the deck, the deal, the card clauses.
  const cards = clauses
    .filter((c) => c.node.guard && c.node.body.kind !== 'Points' && c.node.body.kind !== 'Trump')
    .map((c) => c.id)
    .join(' ');
  const deck = compileDeck(rules);
  const dealBody = clauses.find((c) => c.node.body.kind === 'Deal')?.node.body as DealBody | undefined;
  const dealt = dealBody?.count ?? 0;
  // A deal of more cards each than the pack holds cannot be dealt (`deal-packets` says so); its
  // tricks are not counted out one by one (`deal 1000000000 each` would take minutes).
  const dealable = dealt <= deck.size;
  // The deal's tricks: as many as a hand holds, or with drawing from the stock at each table the
  // `players` clause allows, as many as are dealt and drawn (`dealTricks`, as the engine counts them).
  const counts = dealable ? trickCounts(clauses, dealBody, deck.size) : [dealt];
  const tricks = Math.max(...counts);
  // Deals without trumps: a `trump none` in force, in a phase where no step names the trump (a
  // `trump none` beside `trump named by`, as the `two-trumps` hint suggests, is a deal whose trump
  // is named). A step at the top level names it in every phase.
  const none = clauses.some((c) => c.node.body.kind === 'Trump' && c.node.body.source === 'none');
  const namedIn = new Set(clauses.filter((c) => NAMES_TRUMP.has(c.node.body.kind)).map((c) => c.phase));
  const withoutTrumps = (phases: (string | null)[]) =>
    none && !namedIn.has(null) && phases.some((p) => p === null || !namedIn.has(p));
  // The phases a top-level `points` clause is read in: those without one of their own.
  const ownPoints = new Set(
    clauses.filter((c) => c.node.body.kind === 'Points' && c.phase !== null).map((c) => c.phase),
  );
  const gamePhases = v.phases.map((p) => p.id).filter((p) => !ownPoints.has(p));

  const out: Diagnostic[] = [];
  for (const c of clauses) {
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
    const trumps: (number | null)[] = deck.suits.map((_, i) => i);
    if (withoutTrumps(c.phase === null ? (gamePhases.length ? gamePhases : [null]) : [c.phase])) trumps.push(null);
    for (const n of counts) {
      const key = `${c.id}\u0000${trumps.length}\u0000${cards}\u0000${n}`;
      let wrong = cache.get(key);
      if (!wrong) cache.set(key, (wrong = wrongTotals(v, rules, deck, points, n, trumps)));
      for (const d of wrong) if (!out.some((x) => x.message === d.message && x.loc === d.loc)) out.push(d);
    }
  }
  return out;
}

/** The `points-total` problems of one clause: for each sum other than the declared total, the trump suits that give it. */
function wrongTotals(
  v: ResolvedVariant,
  rules: ResolvedVariant,
  deck: ReturnType<typeof compileDeck>,
  points: PointsBody,
  tricks: number,
  trumps: (number | null)[],
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const declared = points.total!;
  const tables = compileCardTables(rules, deck, points);
  const trickTotal = tricks > 0 ? compileTrickValues(points, tricks).reduce((a, b) => a + b, 0) : points.lastTrick;
  const wrong = new Map<number, (string | null)[]>();
  for (const trump of trumps) {
    const sum = tables[trump ?? deck.suits.length]!.points.reduce((a, b) => a + b, 0) + trickTotal;
    if (sum !== declared) wrong.set(sum, [...(wrong.get(sum) ?? []), trump === null ? null : deck.suits[trump]!]);
  }
  const loc = findInSpan(v.texts, points.loc, /(?<![a-z0-9-])total\s+(\d+)/, -1) ?? points.loc;
  for (const [sum, cases] of wrong) {
    const when = cases.length === trumps.length && !cases.includes(null) ? 'whichever suit is trumps' : describe(cases);
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

/**
 * The numbers of tricks a deal can have under `clauses`: the hand's size, or with a `draw` clause one
 * for each table size from the `players` clause's smallest to its largest (a handful: it is bounded).
 */
function trickCounts(clauses: ResolvedClause[], deal: DealBody | undefined, size: number): number[] {
  const dealt = deal?.count ?? 0;
  const draw = clauses.find((c) => c.node.body.kind === 'Draw')?.node.body as DrawBody | undefined;
  const players = clauses.find((c) => c.node.body.kind === 'Players')?.node.body as PlayersBody | undefined;
  if (!draw || !players || dealt === 0) return [dealt];
  const counts = new Set<number>();
  for (let n = Math.max(1, players.min); n <= Math.min(players.max, size); n++)
    counts.add(dealTricks(dealt, draw.count, size - n * dealt - (deal?.talon?.count ?? 0), n));
  return counts.size ? [...counts] : [dealt];
}
