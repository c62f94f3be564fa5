/**
 * The scoring steps of a rubber as pure functions of (compiled variant, state). The XState machine
 * (engine/machine.ts) decides *when* each runs; these decide *what* the rules do. Each returns a new
 * state and never mutates its input, unless told that the game owns its states (`owned`: see `writable`).
 */
import type { CompiledEventRule, CompiledRule, CompiledVariant } from '../compile/compile.ts';
import { applyAction, type Deferred, type EffectSink } from '../compile/effects.ts';
import { pickExtreme, type ScoreScope, type SeatScope } from '../compile/expr.ts';
import { leaderFrom } from './lead.ts';
import type { DealOutcome, GameState, LeadScope, LogEntry, PlayoffState } from './state.ts';
import { asRunError, clauseFailed, variantFailed } from './errors.ts';
import { byName, draftOf, entryOf, noteRule, put } from './entry.ts';
import { takesTricks } from './steps/index.ts';

/**
 * Runs `f`, the work of clause `id` (null: a default the variant did not write); whatever it throws
 * becomes a RunError naming the clause and the deal, so that no failure passes for a short game.
 */
function inClause<T>(cv: CompiledVariant, s: GameState, id: string | null, f: () => T): T {
  try {
    return f();
  } catch (e) {
    throw failed(cv, s, id, e);
  }
}

/**
 * What `inClause` throws when the work of clause `id` threw `e`. The loops run every deal call it
 * from their own `catch` rather than through `inClause`, which would make a closure per rule.
 */
function failed(cv: CompiledVariant, s: GameState, id: string | null, e: unknown): Error {
  return id ? clauseFailed(cv, id, e, s.game > 1 ? `in game ${s.game}, deal ${s.dealNumber}` : `in deal ${s.dealNumber}`) : asRunError(cv, e);
}

/** The first rule whose condition holds, its condition read inside its clause. */
function firstHolding(cv: CompiledVariant, s: GameState, rules: CompiledRule[], sc: ScoreScope): CompiledRule | undefined {
  for (const r of rules) {
    if (!r.when) return r;
    let holds: boolean;
    try { holds = r.when(sc, -1); } catch (e) { throw failed(cv, s, r.id, e); }
    if (holds) return r;
  }
  return undefined;
}

/** Runs the effects of `rule` (inside its clause). */
function runEffects(cv: CompiledVariant, s: GameState, rule: CompiledRule, sc: ScoreScope, sink: EffectSink): void {
  try {
    for (const effect of rule.effects) effect(sc, sink, rule.id);
  } catch (e) {
    throw failed(cv, s, rule.id, e);
  }
}

/** Runs every rule whose condition holds, in order; `onFire` is told of each. */
function runRules(cv: CompiledVariant, s: GameState, rules: CompiledRule[], sc: ScoreScope, sink: EffectSink, onFire?: (r: CompiledRule) => void): void {
  for (const rule of rules) {
    try {
      if (rule.when && !rule.when(sc, -1)) continue;
      onFire?.(rule);
      for (const effect of rule.effects) effect(sc, sink, rule.id);
    } catch (e) {
      throw failed(cv, s, rule.id, e);
    }
  }
}

/** A fresh rubber: `players` in order of play, `dealer` deals first. */
export function initialState(cv: CompiledVariant, players: string[], dealer: number): GameState {
  return {
    players,
    readings: cv.readings,
    game: 1,
    phase: cv.phases[0]!.id,
    dealNumber: 0,
    dealer,
    lastDealer: dealer,
    out: players.map(() => false),
    tallies: Object.fromEntries(cv.tallies.map((t) => [t.name, players.map(() => 0)])),
    playoff: null,
    end: null,
    phaseDeals: 0,
    eventCounts: cv.events.map(() => 0),
    fired: {},
    lastDeal: null,
    settlement: null,
    play: null,
    entry: null,
  };
}

/**
 * A copy to change: the arrays a step writes into copied, the rest shared (never written). Runs several
 * times a deal. `reopen`: the caller opens a new log entry at once, so the old one is not copied.
 */
function clone(s: GameState, reopen = false): GameState {
  const tallies: Record<string, number[]> = {};
  for (const k of Object.keys(s.tallies)) put(tallies, k, s.tallies[k]!.slice());
  const entry = s.entry && !reopen ? { ...s.entry } : null;
  // A quiet game's draft is copied like an entry (absent in other games: left absent).
  const draft = s.draft ? (reopen ? null : { ...s.draft, rules: s.draft.rules.slice() }) : s.draft;
  // Field by field in the order initialState makes them (`afterPlayoff` last: the first deal settled
  // sets it; undefined before, which JSON leaves out as it does a missing key), so that every copy
  // has one shape and the JSON a spread gives: a spread of states of two shapes (with and without
  // `afterPlayoff`) was a tenth of a deal's settlement. States are only made by initialState and copies.
  return {
    players: s.players, readings: s.readings, game: s.game, phase: s.phase, dealNumber: s.dealNumber, dealer: s.dealer,
    lastDealer: s.lastDealer, out: s.out.slice(), tallies, playoff: s.playoff, end: s.end, phaseDeals: s.phaseDeals,
    eventCounts: s.eventCounts.slice(), fired: s.fired, lastDeal: s.lastDeal, settlement: s.settlement, play: s.play, entry,
    afterPlayoff: s.afterPlayoff, draft,
  };
}

/**
 * The state a step writes into. Usually a copy (`clone`). `owned`: the game owns its states (a quiet
 * simulation, which reads no state once the next is made), so the step writes into `state` itself,
 * resetting what a copy would (`reopen`: the entry and a quiet game's draft), and no deal copies the
 * whole state. A state not yet of a copy's shape (a game's first, from initialState, lacks the
 * `afterPlayoff` and `draft` keys a copy has, in that order) is copied once, so the JSON is a copy's.
 */
function writable(state: GameState, owned: boolean, reopen = false): GameState {
  if (!owned || !Object.hasOwn(state, 'draft')) return clone(state, reopen);
  if (reopen) {
    state.entry = null;
    if (state.draft) state.draft = null;
  }
  return state;
}

/**
 * A copy of `s` that a game owning its states (see `writable`) may settle a deal into while `s`
 * stays as it is: what `clone` copies, and the clause counts, which an owned deal counts in place.
 * A search keeps its states and tries several deals from each: one such copy per deal tried
 * (explore/search.ts) instead of a copy at every step of the deal.
 */
export function ownedCopy(s: GameState): GameState {
  const c = clone(s);
  c.fired = { ...s.fired };
  return c;
}

/** Nobody tied: the `tied` of every seat scope outside a play-off (read, never written; frozen, so a write would throw). */
const NO_TIE: number[] = Object.freeze([]) as unknown as number[];

function seatScope(s: GameState, extra?: Partial<SeatScope>): SeatScope {
  const base: SeatScope = { seats: s.players.length, out: s.out, tied: NO_TIE, dealer: s.dealer, playoffDealer: -1 };
  return extra ? { ...base, ...extra } : base;
}

/** The one seat scope `dealerScope` refills (see there). */
const sharedSeats: SeatScope = { seats: 0, out: [], tied: NO_TIE, dealer: -1, playoffDealer: -1 };

/**
 * `seatScope(s, { dealer })` without the spread or a new object: the usual lead and the passing of
 * the deal read one every deal. One shared scope, refilled for each use: a seat function reads
 * it and keeps nothing, and none calls another seat function while it runs.
 */
function dealerScope(s: GameState, dealer: number): SeatScope {
  const sc = sharedSeats;
  sc.seats = s.players.length;
  sc.out = s.out;
  sc.dealer = dealer;
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
  return (byOut[mask] ??= Object.freeze(activeList(s)) as number[]);
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
const zeros = (n: number): number[] => (zeroArrays[n] ??= Object.freeze(new Array<number>(n).fill(0)) as number[]);
const nobody = (n: number): number[] => (noneArrays[n] ??= Object.freeze(new Array<number>(n).fill(-1)) as number[]);

/**
 * A scope for conditions. Given an outcome, it is that deal's; otherwise (phase end, game over,
 * `after deal`, actions) points, tricks and who made each event are those of the last deal settled.
 */
export function stateScope(s: GameState, outcome?: DealOutcome, participants?: number[], eventBy?: number[]): ScoreScope {
  const n = s.players.length;
  const last = outcome ? null : s.lastDeal;
  const o = outcome ?? last?.outcome;
  return {
    seats: n,
    participants: participants ?? activeOf(s),
    points: o?.points ?? zeros(n),
    tricks: o?.tricks ?? zeros(n),
    places: o?.places ?? zeros(n),
    cards: o ? o.cards ?? null : zeros(n),
    tallies: s.tallies,
    out: s.out,
    eventBy: eventBy ?? last?.eventBy ?? nobody(s.eventCounts.length),
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
 * The one scope a deal's settlement refills (settleDeal's, as `shared` is the checks'): what
 * `stateScope(s, outcome, participants)` makes. Its scoring clauses and events run inside it, and
 * the checks after it (with their own scope) begin only once it is done.
 */
const sharedDeal: ScoreScope = blankScope();

/** A scope of the right shape to be refilled (see fillScope), made from an empty state. */
function blankScope(): ScoreScope {
  return stateScope({ players: [], out: [], eventCounts: [], tallies: {}, phase: '', phaseDeals: 0, fired: {}, lastDeal: null } as unknown as GameState);
}

/** `stateScope(s)`, in the one shared scope (see `shared`): for a check that ends before the next begins. */
function checkScope(s: GameState): ScoreScope {
  return fillScope(shared, s);
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
  sc.cards = o ? o.cards ?? null : zeros(n);
  sc.tallies = s.tallies;
  sc.out = s.out;
  sc.eventBy = last?.eventBy ?? nobody(s.eventCounts.length);
  sc.phase = s.phase;
  sc.deals = s.phaseDeals;
  sc.eventCounts = s.eventCounts;
  sc.fired = s.fired;
  return sc;
}

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
    throw failed(cv, s, lead.clause === 'lead' ? null : lead.clause === 'playoff-lead' ? cv.playoff.clauses.lead : cv.playoff.thenLead!.id, e);
  }
  // The first deal after a play-off falls back to the usual lead when its seat is not there (out, or no winner).
  if (lead.clause === 'then-lead' && (q < 0 || s.out[q])) return leaderFrom(cv, { clause: 'lead', seats: seatScope(s) }, hands);
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
    return { clause: 'playoff-lead', seats: seatScope(s, { tied: p.pending[0]!.group, dealer: p.tiedDealer, playoffDealer: s.dealer }) };
  }
  if (after && cv.playoff.thenLead) return { clause: 'then-lead', seats: seatScope(s, { playoffWinner: after.winner }) };
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
 * by the settlement) and never written (tests/usual-order.test.ts plays rubbers of every variant
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
  if (!byKey) usualOrders.set(cv, byKey = new Map());
  lastOrders.cv = cv;
  lastOrders.byKey = byKey;
  const key = (mask * 13 + s.dealer) * 13 + n;
  let order = byKey.get(key);
  if (!order) byKey.set(key, order = orderFrom(s, forehandOf(cv, s)));
  return order;
}

/** The shared orders of usualOrder, by variant and key. */
const usualOrders = new WeakMap<CompiledVariant, Map<number, number[]>>();
/** The variant usualOrder read last, and its orders (see there). */
const lastOrders: { cv: CompiledVariant | null; byKey: Map<number, number[]> | undefined } = { cv: null, byKey: undefined };

function phaseOf(cv: CompiledVariant, s: GameState) {
  // A loop, not `find` with a callback: several reads a deal. A state's phase is always one of the variant's.
  for (const p of cv.phases) if (p.id === s.phase) return p;
  return undefined!;
}


/** Every seat, 0..n-1, by table size (shared, never changed). */
const allSeats: number[][] = [];
const seatsOf = (s: GameState): number[] => (allSeats[s.players.length] ??= s.players.map((_, i) => i));


/** Counts a deal about to be settled (before anything of it is read: a failing clause names it). */
function countDeal(cv: CompiledVariant, s: GameState): void {
  s.dealNumber += 1;
  // Every deal, play-off and redeal counts, so a run of ties or redeals is bounded too.
  if (s.dealNumber > cv.limits.dealsPerGame) {
    throw variantFailed(cv, `game ${s.game} has gone on for more than ${cv.limits.dealsPerGame} deals (now in phase ${s.phase}${s.playoff ? ', in a play-off' : ''}): its rules may never end it`);
  }
}

/**
 * Opens the log entry of the deal just counted, with who made each event (`eventBy`; none given:
 * nobody). A quiet game keeps its draft instead (see entry.ts).
 */
function openEntry(cv: CompiledVariant, s: GameState, kind: LogEntry['kind'], participants: number[], outcome: DealOutcome | null, eventBy: number[] | null, quiet: boolean): void {
  const d = draftOf(s, kind, participants, outcome, eventBy);
  if (quiet) s.draft = d;
  else s.entry = entryOf(cv, s, d);
}

/**
 * Who made each declared event in this deal: for each `<event> when` clause in force, the first
 * participant (in order of play) for whom its condition holds; recorded in the scope (the entry is opened with them).
 */
function findEvents(cv: CompiledVariant, s: GameState, rules: CompiledEventRule[], sc: ScoreScope): number[] {
  const by = noEvents(cv.events.length);
  for (const r of rules) {
    if (by[r.event]! >= 0) continue;
    let q = -1;
    try {
      const order = sc.participants;
      for (let i = 0; i < order.length; i++) if (r.when(sc, order[i]!)) { q = order[i]!; break; }
    } catch (e) {
      throw failed(cv, s, r.id, e);
    }
    by[r.event] = q;
  }
  sc.eventBy = by;
  return by;
}

/** `n` times -1 (no event made yet), by table of events: kept private, copied for each deal. */
const noEventLists: number[][] = [];

/** A new list of `n` times -1, of exactly that length (a copy of a shared one: a pushed array reserves room for more). */
function noEvents(n: number): number[] {
  let list = noEventLists[n];
  if (!list) {
    list = [];
    for (let i = 0; i < n; i++) list.push(-1);
    noEventLists[n] = list;
  }
  return list.slice();
}

/**
 * A deal played in tricks ends with every card played: its outcome leaves no cards in hand, given or
 * not. `s`'s phase is the deal's. Exported for the search, which gives a verify's deals their cards
 * once rather than at every transition (explore/search.ts stepsFrom).
 */
export function withCards(cv: CompiledVariant, s: GameState, o: DealOutcome): DealOutcome {
  if (o.cards || !takesTricks(phaseOf(cv, s))) return o;
  // What `{ ...o, cards }` makes, key for key, without the spread (every deal of a simulation comes
  // here); the zeros are the shared frozen ones, as an outcome is read, never written.
  const cards = zeros(o.points.length);
  const places = Object.hasOwn(o, 'places');
  // Any other key (none is made today) keeps its place, as in the spread. Keys are counted without
  // asking whose they are: an inherited one (a polluted prototype) only sends the outcome to the spread.
  let keys = 0;
  for (const k in o) { void k; keys++; }
  if (keys > (places ? 3 : 2)) return { ...o, cards };
  const c: DealOutcome = { points: o.points, tricks: o.tricks };
  if (places) c.places = o.places;
  c.cards = cards;
  return c;
}

/**
 * The sink of a deal's scoring clause and, after it, of its `after deal` clauses: one object, emptied
 * for each use rather than two made every deal. Safe because the two run one after the other, never
 * nested, and whatever they defer is copied into the play-off (holdPlayoff) before the next use,
 * which then starts a new array (the old one is left to whoever still reads it).
 */
const sharedSink: EffectSink = { deferred: [], end: null };
function dealSink(): EffectSink {
  sharedSink.end = null;
  if (sharedSink.deferred.length > 0) sharedSink.deferred = [];
  return sharedSink;
}

/** Settles an ordinary deal: the phase's first scoring clause whose condition holds applies. */
export function settleDeal(cv: CompiledVariant, state: GameState, dealt: DealOutcome, quiet = false, owned = false): GameState {
  const s = writable(state, owned, true);
  const outcome = withCards(cv, s, dealt);
  const participants = participantsOf(cv, s);
  const phase = phaseOf(cv, s);
  const sc = fillScope(sharedDeal, s, outcome, participants);
  countDeal(cv, s);
  s.afterPlayoff = null;
  openEntry(cv, s, 'deal', participants, outcome, findEvents(cv, s, phase.events, sc), quiet);
  s.lastDealer = s.dealer;
  const sink = dealSink();
  const rule = firstHolding(cv, s, phase.scoring, sc);
  if (rule) {
    noteRule(s, rule.id);
    runEffects(cv, s, rule, sc, sink);
    // A clause id is input: `constructor` must count from 0 like any other (and `__proto__` be a key).
    // A copy's count goes into a new object (the last state shares the old); an owned state's in place.
    const fired = owned ? s.fired : { ...s.fired };
    put(fired, rule.id, (Object.hasOwn(s.fired, rule.id) ? s.fired[rule.id]! : 0) + 1);
    s.fired = fired;
  }
  s.phaseDeals += 1;
  for (let i = 0; i < sc.eventBy.length; i++) if (sc.eventBy[i]! >= 0) s.eventCounts[i]! += 1;
  s.lastDeal = { outcome, eventBy: sc.eventBy };
  s.end = sink.end;
  if (sink.deferred.length > 0) {
    dropSettled(cv, s, sink.deferred);
    return holdPlayoff(cv, s, sink.deferred, s.dealer, 'deal');
  }
  return afterDeal(cv, s, s.dealer);
}

/**
 * A deal that leaves a play-off: the phase's `after deal` drop-outs happen at once for every player
 * no deferred effect waits on (their part of the deal is settled), so that the transcript shows
 * them out in this deal's entry and they take no part in the play-off's dealing. A tied player's
 * drop-out waits for the play-off. The whole `after deal` clauses still run once, after the play-off;
 * a drop-out repeated there changes nothing.
 */
function dropSettled(cv: CompiledVariant, s: GameState, deferred: Deferred[]): void {
  const rules = phaseOf(cv, s).afterDeal;
  // A phase with no drop-outs after a deal (most) drops nobody: no trial is made.
  if (!rules.some((rule) => rule.drops.length > 0)) return;
  // The state's scope over a copy of who is out (the same seats in), for the drop-outs to write into.
  const trial = stateScope(s);
  trial.out = [...s.out];
  const sink: EffectSink = { deferred: [], end: null };
  for (const rule of rules) {
    if (rule.drops.length === 0) continue;
    try {
      if (rule.when && !rule.when(trial, -1)) continue;
      for (const drop of rule.drops) drop(trial, sink, rule.id);
    } catch (e) {
      throw failed(cv, s, rule.id, e);
    }
  }
  const waits = (q: number): boolean => deferred.some((d) => d.group.includes(q));
  for (let q = 0; q < trial.out.length; q++) if (trial.out[q] && !waits(q)) s.out[q] = true;
}

/** Defers `pending` effects to a play-off among the tied, the tied deal having been dealt by `tiedDealer`. */
function holdPlayoff(cv: CompiledVariant, s: GameState, pending: Deferred[], tiedDealer: number, origin: PlayoffState['origin']): GameState {
  s.playoff = { pending: [...(s.playoff?.pending ?? []), ...pending], tiedDealer, dealer: -1, origin };
  s.dealer = playoffDealer(cv, s);
  s.playoff.dealer = s.dealer;
  return s;
}

function playoffDealer(cv: CompiledVariant, s: GameState): number {
  const p = s.playoff!;
  const scope: SeatScope = { seats: s.players.length, out: s.out, tied: p.pending[0]!.group, dealer: p.tiedDealer, playoffDealer: -1 };
  try {
    return cv.playoff.dealer(scope);
  } catch (e) {
    throw failed(cv, s, cv.playoff.clauses.dealer, e);
  }
}

/**
 * Settles a play-off deal among the first pending tie: ranks its players by the variant's
 * `playoff rank` keys and gives the deferred effect to the places it was waiting for. A tie across
 * the cut stays pending for another play-off among those still tied.
 */
export function settlePlayoff(cv: CompiledVariant, state: GameState, dealt: DealOutcome, quiet = false, owned = false): GameState {
  const s = writable(state, owned, true);
  const outcome = withCards(cv, s, dealt);
  // Read, never written: what stays pending goes into a new list (`still`), a changed effect into a
  // new object, so a deferred effect may be shared with the state before (a search keeps both).
  const pending = s.playoff!.pending;
  const d = pending[0]!;
  const participants = playoffOrder(cv, s);
  // The deal's scope is the one a settlement refills (see sharedDeal): nothing below settles another deal.
  const sc = fillScope(sharedDeal, s, outcome, participants);
  countDeal(cv, s);
  openEntry(cv, s, 'playoff', participants, outcome, findEvents(cv, s, cv.playoff.events, sc), quiet);
  noteRule(s, d.clause);
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
    if (!sameGroup(x, d)) { (still ??= []).push(x); continue; }
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

/**
 * The sink of a play-off's deferred effects: one object, its end emptied for each play-off (the
 * actions a play-off applies defer nothing and write only its end, which is read at once).
 */
const playoffSink: EffectSink = { deferred: [], end: null };

/**
 * Each seat's rank in the play-off being settled (the first place of those equal to it), written by
 * rankPlayoff for the seats dealt in: one list, rewritten at every play-off deal (a search settles
 * hundreds of thousands), read by `rankOf` until that play-off is settled (none settles another).
 */
const playoffRanks: number[] = [];
const rankOf = (q: number): number => playoffRanks[q]!;

/**
 * Each seat's play-off keys, by number of keys: lists rewritten at every play-off deal, read by
 * rankPlayoff only while it runs (rankedByKeys keeps none of them).
 */
const playoffKeyLists: number[][][] = [];

/**
 * Ranks the players of a play-off deal (scope `sc`) best first, players equal on every key sharing
 * a rank (a tie), and writes each one's rank into `playoffRanks`. Best first: whoever made a ranked
 * event, then by each key in turn. Each player's keys are read once, in the rank clause.
 */
function rankPlayoff(cv: CompiledVariant, s: GameState, sc: ScoreScope, participants: number[]): number[] {
  const keys = cv.playoff.rank;
  const lists = (playoffKeyLists[keys.length] ??= []);
  // One list per seat, each as long as the keys (a table has a bounded number of seats).
  while (lists.length < s.players.length) lists.push(new Array<number>(keys.length).fill(0));
  try {
    for (let j = 0; j < participants.length; j++) {
      const q = participants[j]!;
      const ks = lists[q]!;
      for (let i = 0; i < keys.length; i++) {
        const k = keys[i]!;
        ks[i] = k.by === 'first' ? (q === sc.eventBy[k.event] ? 0 : 1) : k.by === 'fewest' ? k.read!(sc, q) : -k.read!(sc, q);
      }
    }
  } catch (e) {
    throw failed(cv, s, cv.playoff.clauses.rank, e);
  }
  const ranked = rankedByKeys(participants, lists);
  for (let j = 0; j < participants.length; j++) {
    const q = participants[j]!;
    let i = 0;
    while (i < ranked.length && compareKeys(lists[ranked[i]!]!, lists[q]!) !== 0) i++;
    playoffRanks[q] = i < ranked.length ? i : -1;
  }
  return ranked;
}

/** The seat scope `playoff then dealer` reads (see playoffNextDealer): one object, refilled at each play-off won. */
const playoffEndSeats: SeatScope = { seats: 0, out: [], tied: NO_TIE, dealer: -1, playoffDealer: -1, playoffWinner: -1 };

/**
 * The first `playoff then dealer` choice whose condition holds and whose seat exists (a play-off may
 * have no single winner), or -1. Its seat scope is refilled, not made: a seat function reads it and
 * keeps nothing.
 */
function playoffNextDealer(cv: CompiledVariant, s: GameState, tiedDealer: number, thisDealer: number, winner: number): number {
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
 * from there, so it is made once per variant and such scope (tests/explore-playoff-order.test.ts
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
  if (p === last.playoff && cv === last.cv && n === last.seats && s.dealer === last.dealer && mask === last.out) return last.order;
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
  key = (((key * (1 << n) + mask) * (n + 1) + p.tiedDealer + 1) * (n + 1) + s.dealer + 1) * (SHARED_PLAYOFF_SEATS + 1) + n;
  let byKey = playoffOrders.get(cv);
  if (!byKey) playoffOrders.set(cv, byKey = new Map());
  let order = byKey.get(key);
  if (!order) byKey.set(key, order = participantsOf(cv, s));
  last.playoff = p;
  last.cv = cv;
  last.seats = n;
  last.dealer = s.dealer;
  last.out = mask;
  last.order = order;
  return order;
}

/** The last order playoffOrder found by its key, and what it was found for. */
const lastPlayoffOrder: { playoff: PlayoffState | null; cv: CompiledVariant | null; seats: number; dealer: number; out: number; order: number[] } =
  { playoff: null, cv: null, seats: -1, dealer: -1, out: -1, order: [] };

/** Whether `q` is a seat of a table of `n` or -1 (none). */
const isSeat = (q: number, n: number): boolean => Number.isInteger(q) && q >= -1 && q < n;

/** The shared orders of playoffOrder, by variant and key. */
const playoffOrders = new WeakMap<CompiledVariant, Map<number, number[]>>();

/**
 * `seats` ordered by their play-off keys (compareKeys), as a stable sort orders them: when no key is
 * NaN the keys are ordered consistently and every stable sort gives this one order, so a few players
 * are ordered by insertion, without Array.prototype.sort's set-up and a closure (a search settles
 * hundreds of thousands of play-off deals); with a NaN, by that sort itself.
 */
export function rankedByKeys(seats: number[], scores: number[][]): number[] {
  const r = seats.slice();
  for (let i = 0; i < seats.length; i++) {
    const ks = scores[seats[i]!]!;
    for (let j = 0; j < ks.length; j++) if (ks[j] !== ks[j]) return r.sort((p, q) => compareKeys(scores[p]!, scores[q]!));
  }
  for (let i = 1; i < r.length; i++) {
    const q = r[i]!;
    let j = i - 1;
    for (; j >= 0 && compareKeys(scores[r[j]!]!, scores[q]!) > 0; j--) r[j + 1] = r[j]!;
    r[j + 1] = q;
  }
  return r;
}

/** Orders two players' play-off keys: by each key in turn, the lower first. */
function compareKeys(x: number[], y: number[]): number {
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return 0;
}

/** Whether deferred effect `x` waits on the same group of players as `d`. */
function sameGroup(x: Deferred, d: Deferred): boolean {
  if (x.group.length !== d.group.length) return false;
  for (const q of x.group) if (!d.group.includes(q)) return false;
  return true;
}

/** The player ranked first alone in a play-off, or -1 when several share first place. */
function winnerOf(ranked: number[], key: (q: number) => number): number {
  return ranked.length > 0 && (ranked.length === 1 || key(ranked[1]!) !== 0) ? ranked[0]! : -1;
}

/**
 * Once a deal is fully settled: the phase's `after deal` clauses (drop-outs), and the next dealer.
 * `dealtBy` is the dealer of the (tied) deal; `nextDealer` overrides the usual rotation after a play-off.
 */
function afterDeal(cv: CompiledVariant, s: GameState, dealtBy: number, nextDealer = -1): GameState {
  const rules = phaseOf(cv, s).afterDeal;
  // Most phases have none: no scope is built for them.
  if (rules.length > 0) {
    const sink = dealSink();
    runRules(cv, s, rules, checkScope(s), sink);
    s.end = s.end ?? sink.end;
    if (sink.deferred.length > 0) return holdPlayoff(cv, s, sink.deferred, dealtBy, 'after-deal');
  }
  return passDeal(cv, s, dealtBy, nextDealer);
}

/** Passes the deal on from `dealtBy` (or to `nextDealer`, after a play-off), skipping players who are out. */
function passDeal(cv: CompiledVariant, s: GameState, dealtBy: number, nextDealer = -1): GameState {
  try {
    s.dealer = nextDealer >= 0 ? nextDealer : cv.nextDealer(dealerScope(s, dealtBy));
    if (s.out[s.dealer]) s.dealer = cv.nextDealer(dealerScope(s, s.dealer));
  } catch (e) {
    throw failed(cv, s, null, e);
  }
  return s;
}

/** True when a play-off must be held before the game goes on. */
export const playoffPending = (s: GameState): boolean => s.playoff !== null;

/** True when the current phase's `ends when` condition holds. */
export function phaseOver(cv: CompiledVariant, s: GameState): boolean {
  const phase = phaseOf(cv, s);
  const ends = phase.ends;
  if (ends === null) return false;
  try {
    return ends(checkScope(s), -1);
  } catch (e) {
    throw failed(cv, s, phase.endsId, e);
  }
}

/** Runs the phase's `at end` clauses and moves to the next phase. */
export function endPhase(cv: CompiledVariant, state: GameState, owned = false): GameState {
  const s = writable(state, owned);
  const sc = stateScope(s);
  const sink: EffectSink = { deferred: [], end: null };
  const phase = phaseOf(cv, s);
  runRules(cv, s, phase.atEnd, sc, sink, (rule) => noteRule(s, rule.id));
  s.end = s.end ?? sink.end;
  const next = cv.phases[cv.phases.indexOf(phase) + 1];
  if (next) s.phase = next.id;
  s.phaseDeals = 0;
  if (s.out[s.dealer]) s.dealer = cv.nextDealer(seatScope(s));
  // A tie in an end-of-phase effect is played off before the next phase's first deal.
  return sink.deferred.length > 0 ? holdPlayoff(cv, s, sink.deferred, s.lastDealer, 'phase-end') : s;
}

/** Applies the first `game over` clause whose condition holds (it names the loser). */
export function checkGameOver(cv: CompiledVariant, state: GameState, owned = false): GameState {
  if (state.end) return state;
  const rule = firstHolding(cv, state, cv.gameOver, checkScope(state));
  if (!rule) return state;
  const s = writable(state, owned);
  const sink: EffectSink = { deferred: [], end: null };
  inClause(cv, s, rule.id, () => { for (const effect of rule.effects) effect(stateScope(s), sink, rule.id); });
  noteRule(s, rule.id);
  // A tie in the game's final effects is played off before the game ends (settlePlayoff ends it).
  if (sink.deferred.length > 0) {
    s.end = sink.end;
    return holdPlayoff(cv, s, sink.deferred, s.lastDealer, 'game-over');
  }
  s.end = sink.end ?? { loser: -1, amount: 0, tally: null };
  return s;
}

/** True when the game has ended. */
export const gameLost = (s: GameState): boolean => s.end !== null;

/** True when the game that just ended completes the rubber (its number of games, or its end condition). */
export function rubberDone(cv: CompiledVariant, s: GameState): boolean {
  if (s.end === null) return false;
  if (cv.rubberUntil) return cv.rubberUntil(stateScope(s), -1);
  return s.game >= cv.rubberGames;
}

/** Starts the next game: per-game tallies wiped, everyone back in, the deal passing on as usual. */
export function newGame(cv: CompiledVariant, state: GameState, owned = false): GameState {
  const s = writable(state, owned);
  s.game += 1;
  if (s.game > cv.limits.gamesPerRubber) {
    throw variantFailed(cv, `the rubber has gone on for more than ${cv.limits.gamesPerRubber} games: its rules may never end it`);
  }
  // Who lost the game just ended, for `next game dealer loser of last game`.
  const lastLoser = s.end?.loser ?? -1;
  s.dealNumber = 0;
  s.phase = cv.phases[0]!.id;
  s.out = s.players.map(() => false);
  for (const t of cv.tallies) if (t.clearedEachGame) s.tallies[t.name] = s.players.map(() => 0);
  s.end = null;
  s.phaseDeals = 0;
  s.eventCounts = cv.events.map(() => 0);
  s.fired = {};
  s.lastDeal = null;
  s.playoff = null;
  s.afterPlayoff = null;
  const chosen = cv.nextGameDealer ? cv.nextGameDealer(seatScope(s, { dealer: s.lastDealer, lastLoser })) : -1;
  s.dealer = chosen >= 0 ? chosen : cv.nextDealer(dealerScope(s, s.lastDealer));
  return s;
}

/** Each player's net result: the settlement tally paid to every opponent at the agreed tariff. */
export function settleRubber(cv: CompiledVariant, state: GameState, owned = false): GameState {
  const s = writable(state, owned);
  const n = s.players.length;
  const rule = cv.settle ?? { tally: cv.lostGames, amount: 1, receives: false, asIs: false };
  const t = Object.hasOwn(s.tallies, rule.tally) ? s.tallies[rule.tally]! : new Array<number>(n).fill(0);
  if (rule.asIs) { s.settlement = [...t]; s.end = null; return s; }
  const total = t.reduce((a, b) => a + b, 0);
  // Each unit pays (or receives) the tariff to (from) every opponent.
  const sign = rule.receives ? -1 : 1;
  s.settlement = t.map((own) => sign * rule.amount * ((total - own) - own * (n - 1)) + 0);
  s.end = null;
  return s;
}

/**
 * Brings the open log entry up to date with the tallies, drop-outs and outcome as they stand now;
 * `close` freezes it (at game over, before the slate is wiped for the next game). `owned`: the
 * caller has just made `state` and its entry (another step's result, shared with nobody), so the
 * entry is written into without another copy. `quiet`: a quiet game's (see entry.ts), which records
 * nothing until the game ends, then makes the entry from its draft and closes it.
 */
export function recordEntry(cv: CompiledVariant, state: GameState, close: boolean, owned = false, quiet = false): GameState {
  if (quiet && !(close && state.draft)) return state;
  if (!quiet && !state.entry?.open) return state;
  // Only the entry (and a quiet game's draft) is written: a copy of the state shares the rest.
  const s = owned ? state : { ...state, entry: state.entry ? { ...state.entry } : state.entry };
  if (quiet) {
    s.entry = entryOf(cv, s, { ...s.draft!, rules: s.draft!.rules.slice() });
    s.draft = null;
  }
  const e = s.entry!;
  const tallies: Record<string, Record<string, number> | number> = {};
  for (const t of cv.tallies) put(tallies, t.name, t.scope === 'shared' ? s.tallies[t.name]![0]! : byName(s, s.tallies[t.name]!, seatsOf(s)));
  e.tallies = tallies;
  const out: string[] = [];
  for (let i = 0; i < s.players.length; i++) if (s.out[i]) out.push(s.players[i]!);
  e.out = out;
  e.playoff = s.playoff ? s.playoff.pending[0]!.group.map((q) => s.players[q]!) : null;
  e.gameOver = s.end ? { loser: s.end.loser >= 0 ? s.players[s.end.loser]! : null, [`${cv.lostGames}Marks`]: s.end.amount } : null;
  e.open = !close;
  return s;
}

/** Records a thrown-in deal: same dealer, no scores. */
export function redealt(cv: CompiledVariant, state: GameState, quiet = false, owned = false): GameState {
  const s = writable(state, owned, true);
  const participants = participantsOf(cv, s);
  countDeal(cv, s);
  openEntry(cv, s, 'redeal', participants, null, null, quiet);
  return s;
}

/** Whether `seat` may ask for a redeal now (the variant's redeal action and its condition). */
export function redealAllowed(cv: CompiledVariant, s: GameState, seat: number): boolean {
  const a = cv.redeal;
  if (!a || s.out[seat]) return false;
  return !a.when || inClause(cv, s, a.id, () => a.when!(stateScope(s), seat));
}

export type { Deferred };
