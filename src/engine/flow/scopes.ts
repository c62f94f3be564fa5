/**
 * The scopes the variant's clauses read: a state's (stateScope) and its seat scopes. Conditions and
 * seat functions run several times a deal, so the usual scopes are refilled rather than made, and
 * the arrays they read are shared and frozen (a scope is read, never written: a write would throw).
 */
import type { ScoreScope, SeatScope } from '../../compile/expr.ts';
import type { DealOutcome, GameState } from '../state.ts';

/** `a`, frozen (so that a write into an array shared by every scope throws), for sharing. */
function frozen(a: number[]): number[] {
  Object.freeze(a);
  return a;
}

/** Nobody tied: the `tied` of every seat scope outside a play-off (read, never written; frozen, so a write would throw). */
export const NO_TIE: number[] = frozen([]);

/** The seat scope of `s` (its dealer, nobody tied), with `extra`'s fields in place of its own. */
export function seatScope(s: GameState, extra?: Partial<SeatScope>): SeatScope {
  const base: SeatScope = { seats: s.players.length, out: s.out, tied: NO_TIE, dealer: s.dealer, playoffDealer: -1 };
  return extra ? { ...base, ...extra } : base;
}

/** The one seat scope `dealerScope` refills (see there). */
const sharedSeats: SeatScope = { seats: 0, out: [], tied: NO_TIE, dealer: -1, playoffDealer: -1 };

/**
 * `seatScope(s, { dealer })` without the spread or a new object: the usual lead and the passing of
 * the deal read one every deal. `values`: what a seat named by a measure reads (the passing of the
 * deal gives the deal just settled; elsewhere there is none). One shared scope, refilled for each use: a seat function reads
 * it and keeps nothing, and none calls another seat function while it runs.
 */
export function dealerScope(s: GameState, dealer: number, values?: ScoreScope): SeatScope {
  const sc = sharedSeats;
  sc.seats = s.players.length;
  sc.out = s.out;
  sc.dealer = dealer;
  sc.values = values;
  return sc;
}

/** The seats still in, in seat order, by table size and then by who is out (a bit per seat): shared, frozen. */
const activeByOut: number[][][] = [];

/**
 * The seats still in, in seat order: one shared frozen array per table size and set of players out
 * (a scope's participants are read, never written), since scopes are built several times a deal.
 */
function activeOf(s: GameState): number[] {
  const n = s.players.length;
  // A bit per seat; a large table (or more flags than seats) gets an array of its own.
  if (n > 12 || s.out.length > n) return activeList(s);
  let mask = 0;
  for (let i = 0; i < s.out.length; i++) if (s.out[i]) mask |= 1 << i;
  const byOut = (activeByOut[n] ??= []);
  return (byOut[mask] ??= frozen(activeList(s)));
}

/** The seats still in, in seat order, as a new array. */
function activeList(s: GameState): number[] {
  const seats: number[] = [];
  for (let i = 0; i < s.out.length; i++) if (!s.out[i]) seats.push(i);
  // A game saved with fewer `out` flags than players: the others are in.
  for (let i = s.out.length; i < s.players.length; i++) seats.push(i);
  return seats;
}

/**
 * Frozen arrays shared by every scope that needs them (a scope's arrays are read, never written:
 * a write would throw): `n` zeros, and `n` times -1 (no event made). Scopes are built several times a deal.
 */
const zeroArrays: number[][] = [];
const noneArrays: number[][] = [];
/** `n` zeros, shared and frozen (see zeroArrays). */
export const zeros = (n: number): number[] => (zeroArrays[n] ??= frozen(new Array<number>(n).fill(0)));
const nobody = (n: number): number[] => (noneArrays[n] ??= frozen(new Array<number>(n).fill(-1)));

/** No option chosen: the scope of a deal without a choice (shared, never written). */
const NONE_CHOSEN: readonly string[] = Object.freeze([]);

/**
 * A scope for conditions. Given an outcome, it is that deal's; otherwise (phase end, game over,
 * `after deal`, actions) points, tricks and who made each event are those of the last deal settled.
 */
export function stateScope(
  s: GameState,
  outcome?: DealOutcome,
  participants?: number[],
  eventBy?: number[],
): ScoreScope {
  const n = s.players.length;
  const last = outcome ? null : s.lastDeal;
  const o = outcome ?? last?.outcome;
  return {
    seats: n,
    participants: participants ?? activeOf(s),
    points: o?.points ?? zeros(n),
    tricks: o?.tricks ?? zeros(n),
    places: o?.places ?? zeros(n),
    cards: o ? (o.cards ?? null) : zeros(n),
    passes: o?.passes ?? null,
    pickups: o?.pickups ?? null,
    tallies: s.tallies,
    out: s.out,
    eventBy: eventBy ?? last?.eventBy ?? nobody(s.eventCounts.length),
    chosen: o?.chosen ?? NONE_CHOSEN,
    teams: o?.teams,
    phase: s.phase,
    deals: s.phaseDeals,
    eventCounts: s.eventCounts,
    fired: s.fired,
  };
}

/**
 * One scope, refilled for each use, for the checks made after every deal (`ends`, `game over`,
 * `after deal`): what `stateScope(s)` makes, without an object per check. Safe because a check
 * never starts another while it runs, and nothing keeps a scope (a compiled rule reads it, or
 * copies what it keeps: a set's players, a deferred effect's amounts).
 */
const shared: ScoreScope = blankScope();

/**
 * The one scope a deal's settlement refills (settleDeal's and settlePlayoff's, as `shared` is the
 * checks'): what `stateScope(s, outcome, participants)` makes. Its scoring clauses and events run
 * inside it, and the checks after it (with their own scope) begin only once it is done.
 */
const sharedDeal: ScoreScope = blankScope();

/**
 * A scope of the right shape to be refilled (see fillScope): stateScope's fields in stateScope's
 * order, so that every scope a compiled rule reads has one shape.
 */
function blankScope(): ScoreScope {
  return {
    seats: 0,
    participants: zeros(0),
    points: zeros(0),
    tricks: zeros(0),
    places: zeros(0),
    cards: zeros(0),
    passes: null,
    pickups: null,
    tallies: {},
    out: [],
    eventBy: nobody(0),
    chosen: NONE_CHOSEN,
    teams: undefined,
    phase: '',
    deals: 0,
    eventCounts: [],
    fired: {},
  };
}

/** `stateScope(s)`, in the one shared scope (see `shared`): for a check that ends before the next begins. */
export function checkScope(s: GameState): ScoreScope {
  return fillScope(shared, s);
}

/**
 * `stateScope(s, outcome, participants)`, in the one scope a deal's settlement refills (see
 * `sharedDeal`): nothing that reads it settles another deal.
 */
export function dealScope(s: GameState, outcome: DealOutcome, participants: number[]): ScoreScope {
  return fillScope(sharedDeal, s, outcome, participants);
}

/** `stateScope(s, outcome, participants)` written into `sc`, field by field (see `shared`, `sharedDeal`). */
function fillScope(sc: ScoreScope, s: GameState, outcome?: DealOutcome, participants?: number[]): ScoreScope {
  const n = s.players.length;
  const last = outcome ? null : s.lastDeal;
  const o = outcome ?? last?.outcome;
  sc.seats = n;
  sc.participants = participants ?? activeOf(s);
  sc.points = o?.points ?? zeros(n);
  sc.tricks = o?.tricks ?? zeros(n);
  sc.places = o?.places ?? zeros(n);
  sc.cards = o ? (o.cards ?? null) : zeros(n);
  sc.passes = o?.passes ?? null;
  sc.pickups = o?.pickups ?? null;
  sc.tallies = s.tallies;
  sc.out = s.out;
  sc.eventBy = last?.eventBy ?? nobody(s.eventCounts.length);
  sc.chosen = o?.chosen ?? NONE_CHOSEN;
  sc.teams = o?.teams;
  sc.phase = s.phase;
  sc.deals = s.phaseDeals;
  sc.eventCounts = s.eventCounts;
  sc.fired = s.fired;
  return sc;
}
