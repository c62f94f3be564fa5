/**
 * Settling an ordinary deal into the tallies: the deal counted, its entry opened, who made each
 * event found, the phase's first scoring clause that holds applied, then what follows a deal
 * (after-deal.ts). Also the pieces the play-off's settlement shares: counting a deal, its events,
 * and the outcome a deal played in tricks leaves.
 */
import type { CompiledEventRule, CompiledVariant } from '../../compile/compile.ts';
import type { ScoreScope } from '../../compile/expr.ts';
import { variantFailed } from '../errors.ts';
import type { DealOutcome, GameState } from '../state.ts';
import { afterDeal, dealSink, dropSettled, holdPlayoff } from './after-deal.ts';
import { failed, firstHolding, phaseOf, runEffects } from './clause.ts';
import { LOGGED, noteRule, openEntry, put, type LogOptions } from './entry.ts';
import { participantsOf } from './order.ts';
import { dealScope, zeros } from './scopes.ts';
import { copyForDeal, ownForDeal } from './states.ts';
import { takesTricks } from '../steps/index.ts';

/**
 * Settles an ordinary deal: the phase's first scoring clause whose condition holds applies. Returns
 * a new state; `state` is left as it was.
 */
export function settleDeal(
  cv: CompiledVariant,
  state: GameState,
  dealt: DealOutcome,
  log: LogOptions = LOGGED,
): GameState {
  return settleInto(cv, copyForDeal(state), dealt, log, countInCopy);
}

/**
 * settleDeal written into `state` itself (see states.ts ownState), its clause counts too: for a
 * game that owns its states. Kept for speed: the simulator's loop settles every deal so, and a
 * copy of the state per deal was a large share of the settlement.
 */
export function settleDealInPlace(
  cv: CompiledVariant,
  state: GameState,
  dealt: DealOutcome,
  log: LogOptions = LOGGED,
): GameState {
  return settleInto(cv, ownForDeal(state), dealt, log, countInPlace);
}

/**
 * How a settlement counts a clause that applied: into a new object when the state's counts are shared
 * with the state before (a copy's), or in place when they are the game's own (an in-place step's).
 */
type CountClause = (s: GameState, id: string) => void;

// A clause id is input: `constructor` must count from 0 like any other (and `__proto__` be a key).
const countInCopy: CountClause = (s, id) => {
  const fired = { ...s.fired };
  put(fired, id, (Object.hasOwn(s.fired, id) ? s.fired[id]! : 0) + 1);
  s.fired = fired;
};
const countInPlace: CountClause = (s, id) => {
  put(s.fired, id, (Object.hasOwn(s.fired, id) ? s.fired[id]! : 0) + 1);
};

/** settleDeal's work, in `s` (a state it may write into). */
function settleInto(
  cv: CompiledVariant,
  s: GameState,
  dealt: DealOutcome,
  log: LogOptions,
  count: CountClause,
): GameState {
  const outcome = withKept(cv, s, withCards(cv, s, dealt));
  const participants = participantsOf(cv, s);
  const phase = phaseOf(cv, s);
  const sc = dealScope(s, outcome, participants);
  countDeal(cv, s);
  s.afterPlayoff = null;
  openEntry(cv, s, 'deal', participants, outcome, findEvents(cv, s, phase.events, sc), log);
  s.lastDealer = s.dealer;
  const sink = dealSink();
  const rule = firstHolding(cv, s, phase.scoring, sc);
  if (rule) {
    noteRule(s, rule.id);
    runEffects(cv, s, rule, sc, sink);
    count(s, rule.id);
  }
  s.phaseDeals += 1;
  for (let i = 0; i < sc.eventBy.length; i++) if (sc.eventBy[i]! >= 0) s.eventCounts[i]! += 1;
  noteChoices(s, outcome);
  s.lastDeal = { outcome, eventBy: sc.eventBy };
  s.end = sink.end;
  if (sink.deferred.length > 0) {
    dropSettled(cv, s, sink.deferred);
    return holdPlayoff(cv, s, sink.deferred, s.dealer, 'deal');
  }
  return afterDeal(cv, s, s.dealer);
}

/**
 * Adds the options chosen in a deal to the game's list (each once), which the next deals of the game
 * read (a choice made once a game, an option offered once a game). The list is replaced, not
 * written into: copies of the state share it.
 */
export function noteChoices(s: GameState, outcome: DealOutcome): void {
  if (!outcome.chosen) return;
  const before = s.chosen ?? [];
  const fresh = outcome.chosen.filter((o) => !before.includes(o));
  if (fresh.length > 0 || !s.chosen) s.chosen = [...before, ...fresh];
}

/**
 * `o` with the game's choices made once a game, when the deal itself made no choice (a deal given by
 * its points, a phase without the step): those choices stand for the whole game.
 */
export function withKept(cv: CompiledVariant, s: GameState, o: DealOutcome): DealOutcome {
  if (o.chosen || !s.chosen || cv.keptChoices.length === 0) return o;
  const kept = s.chosen.filter((id) => cv.keptChoices.includes(id));
  return kept.length > 0 ? { ...o, chosen: kept } : o;
}

/** Counts a deal about to be settled (before anything of it is read: a failing clause names it). */
export function countDeal(cv: CompiledVariant, s: GameState): void {
  s.dealNumber += 1;
  // Every deal, play-off and redeal counts, so a run of ties or redeals is bounded too.
  if (s.dealNumber > cv.limits.dealsPerGame) {
    throw variantFailed(
      cv,
      `game ${s.game} has gone on for more than ${cv.limits.dealsPerGame} deals (now in phase ${s.phase}${s.playoff ? ', in a play-off' : ''}): its rules may never end it`,
    );
  }
}

/**
 * Who made each declared event in this deal: for each `<event> when` clause in force, the first
 * participant (in order of play) for whom its condition holds; recorded in the scope (the entry is opened with them).
 */
export function findEvents(cv: CompiledVariant, s: GameState, rules: CompiledEventRule[], sc: ScoreScope): number[] {
  const by = noEvents(cv.events.length);
  for (const r of rules) {
    if (by[r.event]! >= 0) continue;
    let q = -1;
    try {
      const order = sc.participants;
      for (let i = 0; i < order.length; i++)
        if (r.when(sc, order[i]!)) {
          q = order[i]!;
          break;
        }
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
  for (const k in o) {
    void k;
    keys++;
  }
  if (keys > (places ? 3 : 2)) return { ...o, cards };
  const c: DealOutcome = { points: o.points, tricks: o.tricks };
  if (places) c.places = o.places;
  c.cards = cards;
  return c;
}
