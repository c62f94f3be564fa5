/**
 * Settling a play-off deal among the first pending tie: its players ranked (playoff-rank.ts), each
 * deferred effect given to the places it was waiting for, a tie across the cut kept for another
 * play-off; once none is left, the game goes on from what the tie interrupted.
 */
import type { CompiledVariant } from '../../compile/compile.ts';
import { applyAction, type Deferred, type EffectSink } from '../../compile/effects.ts';
import { pickExtreme, type SeatScope } from '../../compile/expr.ts';
import type { DealOutcome, GameState, PlayoffState } from '../state.ts';
import { afterDeal, dropSettled, passDeal, playoffDealer } from './after-deal.ts';
import { failed } from './clause.ts';
import { LOGGED, noteRule, openEntry, type LogOptions } from './entry.ts';
import { participantsOf } from './order.ts';
import { rankOf, rankPlayoff, winnerOf } from './playoff-rank.ts';
import { checkScope, dealScope, NO_TIE } from './scopes.ts';
import { countDeal, findEvents, noteChoices, withCards, withKept } from './settle.ts';
import { copyForDeal, ownForDeal } from './states.ts';

/** True when a play-off must be held before the game goes on. */
export const playoffPending = (s: GameState): boolean => s.playoff !== null;

/**
 * Settles a play-off deal among the first pending tie: ranks its players by the variant's
 * `playoff rank` keys and gives the deferred effect to the places it was waiting for. A tie across
 * the cut stays pending for another play-off among those still tied. Returns a new state; `state`
 * is left as it was.
 */
export function settlePlayoff(
  cv: CompiledVariant,
  state: GameState,
  dealt: DealOutcome,
  log: LogOptions = LOGGED,
): GameState {
  return settlePlayoffInto(cv, copyForDeal(state), dealt, log);
}

/**
 * settlePlayoff written into `state` itself (see states.ts ownState): for a game that owns its
 * states. Kept for speed, as settleDealInPlace is: the simulator's loop settles every play-off so.
 */
export function settlePlayoffInPlace(
  cv: CompiledVariant,
  state: GameState,
  dealt: DealOutcome,
  log: LogOptions = LOGGED,
): GameState {
  return settlePlayoffInto(cv, ownForDeal(state), dealt, log);
}

/**
 * The sink of a play-off's deferred effects: one object, its end emptied for each play-off (the
 * actions a play-off applies defer nothing and write only its end, which is read at once).
 */
const playoffSink: EffectSink = { deferred: [], end: null };

/** settlePlayoff's work, in `s` (a state it may write into). */
function settlePlayoffInto(cv: CompiledVariant, s: GameState, dealt: DealOutcome, log: LogOptions): GameState {
  const outcome = withKept(cv, s, withCards(cv, s, dealt));
  // Read, never written: what stays pending goes into a new list (`still`), a changed effect into a
  // new object, so a deferred effect may be shared with the state before (a search keeps both).
  const pending = s.playoff!.pending;
  const d = pending[0]!;
  const participants = playoffOrder(cv, s);
  // The deal's scope is the one a settlement refills (see dealScope): nothing below settles another deal.
  const sc = dealScope(s, outcome, participants);
  countDeal(cv, s);
  openEntry(cv, s, 'playoff', participants, outcome, findEvents(cv, s, cv.playoff.events, sc), log);
  noteRule(s, d.clause);
  noteChoices(s, outcome);
  s.lastDeal = { outcome, eventBy: sc.eventBy };

  const ranked = rankPlayoff(cv, s, sc, participants);
  const sink = playoffSink;
  sink.end = null;
  // Made at the first effect that stays pending (most play-offs settle everything).
  let still: Deferred[] | null = null;
  for (let j = 0; j < pending.length; j++) {
    const x = pending[j]!;
    // Every effect waiting on this same group is settled by this one play-off (when all players tie,
    // one play-off decides both who erases and who adds).
    if (!sameGroup(x, d)) {
      (still ??= []).push(x);
      continue;
    }
    if (x !== d) noteRule(s, x.clause);
    // `fewest` places go to the best of the play-off, `most` places to the worst.
    const pick = pickExtreme(participants, rankOf, x.slots, x.dir, 'playoff');
    try {
      for (let i = 0; i < pick.chosen.length; i++) {
        const q = pick.chosen[i]!;
        applyAction(sc, sink, x.action, q, x.amounts[q]!);
      }
    } catch (e) {
      throw failed(cv, s, x.clause, e);
    }
    if (pick.tie) (still ??= []).push({ ...x, group: pick.tie.group, slots: pick.tie.slots });
  }
  s.end = s.end ?? sink.end;

  const { tiedDealer, origin } = s.playoff!;
  const thisDealer = s.dealer;
  if (still !== null) {
    // As after a deal that leaves a tie: whoever this play-off settled and whose slate is now clean
    // is out at once (in this entry), not after the next play-off they take no part in.
    if (origin === 'deal') dropSettled(cv, s, still);
    s.playoff = { pending: still, tiedDealer, dealer: -1, origin };
    s.dealer = playoffDealer(cv, s);
    s.playoff.dealer = s.dealer;
    return s;
  }
  const winner = winnerOf(ranked, rankOf);
  s.playoff = null;
  s.afterPlayoff = { winner };
  s.dealer = tiedDealer;
  let nextDealer: number;
  try {
    nextDealer = playoffNextDealer(cv, s, tiedDealer, thisDealer, winner);
  } catch (e) {
    throw failed(cv, s, cv.playoff.clauses.nextDealer, e);
  }
  // Only what the tie interrupted runs now: a deal's `after deal` clauses, or the end of the game.
  if (origin === 'deal') return afterDeal(cv, s, tiedDealer, nextDealer);
  if (origin === 'game-over') s.end ??= { loser: -1, amount: 0, tally: null };
  return passDeal(cv, s, tiedDealer, nextDealer);
}

/** The seat scope `playoff then dealer` reads (see playoffNextDealer): one object, refilled at each play-off won. */
const playoffEndSeats: SeatScope = {
  seats: 0,
  out: [],
  tied: NO_TIE,
  dealer: -1,
  playoffDealer: -1,
  playoffWinner: -1,
};

/**
 * The first `playoff then dealer` choice whose condition holds and whose seat exists (a play-off may
 * have no single winner), or -1. Its seat scope is refilled, not made: a seat function reads it and
 * keeps nothing.
 */
function playoffNextDealer(
  cv: CompiledVariant,
  s: GameState,
  tiedDealer: number,
  thisDealer: number,
  winner: number,
): number {
  const scope = playoffEndSeats;
  scope.seats = s.players.length;
  scope.out = s.out;
  scope.dealer = tiedDealer;
  scope.playoffDealer = thisDealer;
  scope.playoffWinner = winner;
  for (const c of cv.playoff.nextDealer) {
    if (c.when && !c.when(checkScope(s), -1)) continue;
    const q = c.seat(scope);
    if (q >= 0) return q;
  }
  return -1;
}

/** Table sizes up to which a play-off's order is shared (its key, see playoffOrder, stays an exact number). */
const SHARED_PLAYOFF_SEATS = 8;

/**
 * The players of a play-off deal in order of play (participantsOf's), shared: without a deal in play
 * that order is the `playoff lead` clause's seat, a seat function of its seat scope alone (the table
 * size, who is out, the tied group, the tied deal's dealer and the play-off's), and the tied pool
 * from there, so it is made once per variant and such scope (tests/explore/playoff-order.test.ts
 * checks it against participantsOf afresh). Read, never written, like usualOrder's. A large table,
 * or seats that are not the table's, get participantsOf's own.
 */
function playoffOrder(cv: CompiledVariant, s: GameState): number[] {
  const n = s.players.length;
  const p = s.playoff;
  if (s.play || !p || n > SHARED_PLAYOFF_SEATS || s.out.length !== n) return participantsOf(cv, s);
  let mask = 0;
  for (let i = 0; i < n; i++) if (s.out[i]) mask |= 1 << i;
  // The deals tried from one state of a search share its play-off (the flow never changes a tie's
  // group or tied deal's dealer in place): the last order is found again without its key.
  const last = lastPlayoffOrder;
  if (p === last.playoff && cv === last.cv && n === last.seats && s.dealer === last.dealer && mask === last.out)
    return last.order;
  const group = p.pending[0]!.group;
  if (!isSeat(p.tiedDealer, n) || !isSeat(s.dealer, n) || group.length > n) return participantsOf(cv, s);
  // The group in its order, a digit per seat (1..n: groups of different lengths differ), then who is
  // out (a bit per seat), the two dealers (-1..n-1) and the table size.
  let key = 0;
  for (let i = 0; i < group.length; i++) {
    const q = group[i]!;
    if (!isSeat(q, n) || q < 0) return participantsOf(cv, s);
    key = key * (n + 1) + q + 1;
  }
  key =
    (((key * (1 << n) + mask) * (n + 1) + p.tiedDealer + 1) * (n + 1) + s.dealer + 1) * (SHARED_PLAYOFF_SEATS + 1) + n;
  let byKey = playoffOrders.get(cv);
  if (!byKey) playoffOrders.set(cv, (byKey = new Map()));
  let order = byKey.get(key);
  if (!order) byKey.set(key, (order = participantsOf(cv, s)));
  last.playoff = p;
  last.cv = cv;
  last.seats = n;
  last.dealer = s.dealer;
  last.out = mask;
  last.order = order;
  return order;
}

/** The last order playoffOrder found by its key, and what it was found for. */
const lastPlayoffOrder: {
  playoff: PlayoffState | null;
  cv: CompiledVariant | null;
  seats: number;
  dealer: number;
  out: number;
  order: number[];
} = { playoff: null, cv: null, seats: -1, dealer: -1, out: -1, order: [] };

/** Whether `q` is a seat of a table of `n` or -1 (none). */
const isSeat = (q: number, n: number): boolean => Number.isInteger(q) && q >= -1 && q < n;

/** The shared orders of playoffOrder, by variant and key. */
const playoffOrders = new WeakMap<CompiledVariant, Map<number, number[]>>();

/** Whether deferred effect `x` waits on the same group of players as `d`. */
function sameGroup(x: Deferred, d: Deferred): boolean {
  if (x.group.length !== d.group.length) return false;
  for (const q of x.group) if (!d.group.includes(q)) return false;
  return true;
}
