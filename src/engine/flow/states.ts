/**
 * A rubber's first state, and the states a step writes into: a copy (the pure steps, whose input
 * stays as it was) or, for a game that owns its states, the state itself (the in-place steps).
 * A copy is made field by field, in initialState's order, so that every state has one shape.
 */
import type { CompiledVariant } from '../../compile/compile.ts';
import type { GameState } from '../state.ts';
import { put } from './entry.ts';

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
    // A game whose first phase is chosen waits for the choice before its first deal. Its state has
    // a copy's keys in a copy's order from the start (XState keeps the first context's key order).
    ...(cv.phaseChoice
      ? {
          afterPlayoff: undefined,
          draft: undefined,
          phaseChoice: { played: [], pending: cv.phaseChoice.phases[0] === cv.phases[0]!.id },
        }
      : {}),
  };
}

/**
 * A copy to change: the arrays a step writes into copied, the rest shared (never written). Runs several
 * times a deal. `reopen`: the caller opens a new log entry at once, so the old one is not copied.
 */
function clone(s: GameState, reopen: boolean): GameState {
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
    players: s.players,
    readings: s.readings,
    game: s.game,
    phase: s.phase,
    dealNumber: s.dealNumber,
    dealer: s.dealer,
    lastDealer: s.lastDealer,
    out: s.out.slice(),
    tallies,
    playoff: s.playoff,
    end: s.end,
    phaseDeals: s.phaseDeals,
    eventCounts: s.eventCounts.slice(),
    fired: s.fired,
    lastDeal: s.lastDeal,
    settlement: s.settlement,
    play: s.play,
    entry,
    afterPlayoff: s.afterPlayoff,
    draft,
    ...(s.phaseChoice ? { phaseChoice: s.phaseChoice } : {}),
    ...(s.chosen ? { chosen: s.chosen } : {}),
  };
}

/** A copy of `s` for a pure step to write into (its open entry copied too). */
export const copyState = (s: GameState): GameState => clone(s, false);

/** A copy of `s` for a pure step that opens the next deal's entry at once: the old entry is not copied. */
export const copyForDeal = (s: GameState): GameState => clone(s, true);

/**
 * The state an in-place step writes into: `s` itself. A game owns its states when whoever runs it
 * reads no state once the next is made (a quiet simulation: MachineOptions.owned), so no step need
 * copy the whole state. A state not yet of a copy's shape (a game's first, from initialState, lacks
 * the `afterPlayoff` and `draft` keys a copy has, in that order) is copied once, so the JSON is a copy's.
 */
export const ownState = (s: GameState): GameState => (Object.hasOwn(s, 'draft') ? s : clone(s, false));

/** `ownState` for a step that opens the next deal's entry at once: the entry and a quiet game's draft reset, as a copy would. */
export function ownForDeal(s: GameState): GameState {
  if (!Object.hasOwn(s, 'draft')) return clone(s, true);
  s.entry = null;
  if (s.draft) s.draft = null;
  return s;
}

/**
 * A copy of `s` that a game owning its states may settle a deal into (with the in-place steps)
 * while `s` stays as it is: what a pure step's copy copies, and the clause counts, which an in-place
 * deal counts in place. A search keeps its states and tries several deals from each: one such copy
 * per deal tried (explore/search.ts) instead of a copy at every step of the deal.
 */
export function ownedCopy(s: GameState): GameState {
  const c = clone(s, false);
  c.fired = { ...s.fired };
  return c;
}
