/**
 * Rules `lay-away` and `unequal-hands` for cards laid away (`lay away N by SEAT`):
 *
 * - `lay-away`: at least one card, and no more than the player's hand holds as the step comes (the
 *   `deal` clause's count, with the talon when that same seat takes it: `give talon to SEAT` or
 *   `talon N to SEAT`);
 * - `unequal-hands`: a deal played in tricks is as many tricks as a hand holds, so there a player
 *   lays away exactly as many cards as they took with the talon, and nobody else lays any away.
 *
 * `balancedTalon` tells the `give talon` check (check-give-rule.ts) when a talon taken is laid away
 * again, so that the hands end equal and it is not refused.
 */
import type { DealBody, GiveRuleBody, LayAwayBody, Seat } from '../../parse/ast.ts';
import type { ResolvedClause, ResolvedVariant } from '../../resolve/resolve.ts';
import { diagnostic, type Diagnostic } from '../../core/diagnostic.ts';

/** Whether two seats are written alike (locations aside): the same player in every deal. */
function sameSeat(a: Seat, b: Seat): boolean {
  const shape = (s: Seat) => JSON.stringify(s, (k, x: unknown) => (k === 'loc' ? undefined : x));
  return shape(a) === shape(b);
}

/** Whether two clauses run in the same deals: the same phase, or one of them in every phase. */
const together = (a: ResolvedClause, b: ResolvedClause): boolean =>
  a.phase === null || b.phase === null || a.phase === b.phase;

/** The `lay away` clauses of `v`. */
const layAways = (v: ResolvedVariant): ResolvedClause[] => v.clauses.filter((c) => c.node.body.kind === 'LayAway');

/** The seat that takes the talon of `v`'s deal in the deals of `c`, and the talon's size; null when nobody does. */
function talonTaker(v: ResolvedVariant, c: ResolvedClause): { seat: Seat; count: number } | null {
  const deal = v.clauses.find((x) => x.node.body.kind === 'Deal')?.node.body as DealBody | undefined;
  if (!deal?.talon) return null;
  if (deal.talon.seat) return { seat: deal.talon.seat, count: deal.talon.count };
  const give = v.clauses.find(
    (x) => x.node.body.kind === 'GiveRule' && (x.node.body as GiveRuleBody).talon && together(x, c),
  );
  return give ? { seat: (give.node.body as GiveRuleBody).seat, count: deal.talon.count } : null;
}

/**
 * Whether the talon that `seat` takes in the deals of clause `c` (`give talon to SEAT`, `talon N to
 * SEAT`) is laid away again by that seat, card for card, so that the hands end equal.
 */
export function balancedTalon(v: ResolvedVariant, c: ResolvedClause, seat: Seat, count: number): boolean {
  return layAways(v).some((l) => {
    const b = l.node.body as LayAwayBody;
    return together(l, c) && sameSeat(b.seat, seat) && b.count === count;
  });
}

/**
 * Reports cards laid away that no hand can give, and in a deal played in tricks a lay-away that
 * leaves the hands unequal. `inTricks` says whether a clause's deals are played in tricks.
 */
export function checkLayAway(v: ResolvedVariant, inTricks: (c: ResolvedClause) => boolean): Diagnostic[] {
  const out: Diagnostic[] = [];
  const deal = v.clauses.find((x) => x.node.body.kind === 'Deal')?.node.body as DealBody | undefined;
  for (const c of layAways(v)) {
    const b = c.node.body as LayAwayBody;
    const taker = talonTaker(v, c);
    const takes = taker !== null && sameSeat(taker.seat, b.seat);
    const most = (deal?.count ?? Number.POSITIVE_INFINITY) + (takes ? taker.count : 0);
    if (b.count < 1) {
      out.push(diagnostic('lay-away', b.countLoc, 'laying away 0 cards lays nothing away', 'lay away at least 1 card'));
      continue;
    }
    if (b.count > most) {
      out.push(
        diagnostic(
          'lay-away',
          b.countLoc,
          `the player laying cards away holds ${most} card${most === 1 ? '' : 's'} then (${deal!.count} dealt${takes ? `, ${taker.count} taken with the talon` : ''}), so cannot lay ${b.count} away`,
          `lay away at most ${most}`,
        ),
      );
      continue;
    }
    if (inTricks(c) && !(takes && b.count === taker.count)) {
      out.push(
        diagnostic(
          'unequal-hands',
          b.loc,
          takes
            ? `the player takes a talon of ${taker.count} card${taker.count === 1 ? '' : 's'} but lays ${b.count} away, which leaves their hand ${b.count > taker.count ? 'smaller' : 'larger'} than the others, but this deal is played in tricks, one card from each hand`
            : 'laying cards away leaves that hand smaller than the others (the player takes no talon), but this deal is played in tricks, one card from each hand',
          taker
            ? `lay away as many cards as the talon holds (\`lay away ${taker.count} by ...\`), by the player who takes it`
            : 'deal a talon (`deal ..., talon N`), give it to the player (`give talon to SEAT`) and lay as many away',
        ),
      );
    }
  }
  return out;
}
