/**
 * Who leads the next deal (or play-off) and the order of play of the players dealt in, from the
 * variant's `lead`, `playoff lead` and `playoff then lead` clauses. The usual deal's order is read
 * twice a deal (by the dealing and by the settlement), so it is made once per variant and table and shared.
 */
import type { CompiledVariant } from '../../compile/compile.ts';
import { leaderFrom } from '../lead.ts';
import type { GameState, LeadScope } from '../state.ts';
import { failed } from './clause.ts';
import { dealerScope, seatScope } from './scopes.ts';

/**
 * Who leads the next deal (or play-off), from the variant's `lead` / `playoff lead` clause. With
 * `hands` (as dealt, after any passing) a seat named by a card is found; without them (the cards
 * are being dealt, or the deal is scored without them) it falls back to the clause's default.
 */
export function forehandOf(cv: CompiledVariant, s: GameState, hands?: number[][]): number {
  // The usual lead without cards (most deals): its seat function on the seat scope, as leaderFrom
  // would call it, without the lead scope around it (this runs twice a deal).
  if (!hands && !s.playoff && !(s.afterPlayoff && cv.playoff.thenLead)) {
    try {
      return cv.lead(dealerScope(s, s.dealer));
    } catch (e) {
      throw failed(cv, s, null, e);
    }
  }
  const lead = leadScope(cv, s);
  let q: number;
  try {
    q = leaderFrom(cv, lead, hands);
  } catch (e) {
    throw failed(
      cv,
      s,
      lead.clause === 'lead'
        ? null
        : lead.clause === 'playoff-lead'
          ? cv.playoff.clauses.lead
          : cv.playoff.thenLead!.id,
      e,
    );
  }
  // The first deal after a play-off falls back to the usual lead when its seat is not there (out, or no winner).
  if (lead.clause === 'then-lead' && (q < 0 || s.out[q]))
    return leaderFrom(cv, { clause: 'lead', seats: seatScope(s) }, hands);
  return q;
}

/**
 * Which lead clause names the next deal's forehand, and the seats it counts from: the play-off's
 * `playoff lead`, the `playoff then lead` of the first deal after a play-off, or the usual `lead`.
 * Plain data, so a deal in play keeps it (a pass may move the card that names the leader).
 */
export function leadScope(cv: CompiledVariant, s: GameState): LeadScope {
  const after = s.afterPlayoff;
  if (s.playoff) {
    const p = s.playoff;
    return {
      clause: 'playoff-lead',
      seats: seatScope(s, { tied: p.pending[0]!.group, dealer: p.tiedDealer, playoffDealer: s.dealer }),
    };
  }
  if (after && cv.playoff.thenLead)
    return { clause: 'then-lead', seats: seatScope(s, { playoffWinner: after.winner }) };
  return { clause: 'lead', seats: seatScope(s) };
}

/**
 * The players dealt in to the next deal, in order of play from forehand. With `hands`, forehand is
 * the seat that leads them; while a deal is in play, its own order (who led it); otherwise the
 * order the cards are dealt in. Read, never written: the usual deal's order is one shared array
 * (see usualOrder).
 */
export function participantsOf(cv: CompiledVariant, s: GameState, hands?: number[][]): number[] {
  if (!hands && s.play) return s.play.participants;
  if (!hands && !s.playoff && !(s.afterPlayoff && cv.playoff.thenLead)) return usualOrder(cv, s);
  return orderFrom(s, forehandOf(cv, s, hands));
}

/** The seats dealt in from `first` on, in order of play (a new array): a play-off's pool, or the seats still in. */
function orderFrom(s: GameState, first: number): number[] {
  const n = s.players.length;
  const order: number[] = [];
  if (s.playoff) {
    const pool = s.playoff.pending[0]!.group;
    for (let k = 0; k < n; k++) {
      const q = (first + k) % n;
      if (pool.includes(q)) order.push(q);
    }
    return order;
  }
  // The seats still in (activeOf's, without its array): a seat without an `out` flag is in; a
  // forehand that does not exist (-1) is no seat, as it is in no pool.
  for (let k = 0; k < n; k++) {
    const q = (first + k) % n;
    if (q >= 0 && (q >= s.out.length || !s.out[q])) order.push(q);
  }
  return order;
}

/**
 * The order of the usual deal (no play-off, no cards read), by table size, dealer and who is out:
 * the `lead` clause is a seat function of exactly these (its seat scope, see dealerScope), so its
 * order is made once per variant and key and shared. It is read twice a deal (by the dealing, and
 * by the settlement) and never written (tests/sim/usual-order.test.ts plays rubbers of every variant
 * and checks). Not frozen: reading a frozen array with for-of, spread or the compiled rules'
 * array methods made an iterator object each time, which cost more than the copy saved. A large
 * table gets a new one each time.
 */
function usualOrder(cv: CompiledVariant, s: GameState): number[] {
  const n = s.players.length;
  if (n > 12 || s.out.length > n || s.dealer < 0 || s.dealer >= n) return orderFrom(s, forehandOf(cv, s));
  let mask = 0;
  for (let i = 0; i < s.out.length; i++) if (s.out[i]) mask |= 1 << i;
  // The last variant's table kept at hand: a run settles one variant's deals (a WeakMap look-up
  // twice a deal was a tenth of this function).
  let byKey = cv === lastOrders.cv ? lastOrders.byKey : usualOrders.get(cv);
  if (!byKey) usualOrders.set(cv, (byKey = new Map()));
  lastOrders.cv = cv;
  lastOrders.byKey = byKey;
  const key = (mask * 13 + s.dealer) * 13 + n;
  let order = byKey.get(key);
  if (!order) byKey.set(key, (order = orderFrom(s, forehandOf(cv, s))));
  return order;
}

/** The shared orders of usualOrder, by variant and key. */
const usualOrders = new WeakMap<CompiledVariant, Map<number, number[]>>();
/** The variant usualOrder read last, and its orders (see there). */
const lastOrders: { cv: CompiledVariant | null; byKey: Map<number, number[]> | undefined } = {
  cv: null,
  byKey: undefined,
};
