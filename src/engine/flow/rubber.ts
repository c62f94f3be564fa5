/**
 * The phases and games of a rubber: a phase's end (`ends when`, `at end`), a game's end (`game
 * over`), the next game, and the rubber's settlement among the players. Each step that changes the
 * state comes as a pure function (a new state, its input left as it was) and an in-place one, for a
 * game that owns its states (see states.ts ownState): a simulation runs every step of its games so.
 */
import type { CompiledRule, CompiledVariant } from '../../compile/compile.ts';
import { teamsOfTable } from '../../compile/expr.ts';
import type { EffectSink } from '../../compile/effects.ts';
import { variantFailed } from '../errors.ts';
import type { GameState } from '../state.ts';
import { holdPlayoff } from './after-deal.ts';
import { failed, firstHolding, inClause, phaseOf, runRules } from './clause.ts';
import { noteRule } from './entry.ts';
import { checkScope, dealerScope, seatScope, stateScope } from './scopes.ts';
import { copyState, ownState } from './states.ts';
import { choiceDue, phaseAfter } from './phase-choice.ts';

/** True when the current phase's `ends when` condition holds. */
export function phaseOver(cv: CompiledVariant, s: GameState): boolean {
  const phase = phaseOf(cv, s);
  const ends = phase.ends;
  // A phase that has ended into a choice (its play-off held before the choice) does not end again.
  if (ends === null || s.phaseChoice?.pending) return false;
  try {
    return ends(checkScope(s), -1);
  } catch (e) {
    throw failed(cv, s, phase.endsId, e);
  }
}

/** Runs the phase's `at end` clauses and moves to the next phase. Returns a new state; `state` is left as it was. */
export const endPhase = (cv: CompiledVariant, state: GameState): GameState => endPhaseInto(cv, copyState(state));

/** endPhase written into `state` itself (see states.ts ownState). */
export const endPhaseInPlace = (cv: CompiledVariant, state: GameState): GameState => endPhaseInto(cv, ownState(state));

/** endPhase's work, in `s` (a state it may write into). */
function endPhaseInto(cv: CompiledVariant, s: GameState): GameState {
  const sc = stateScope(s);
  const sink: EffectSink = { deferred: [], end: null };
  const phase = phaseOf(cv, s);
  runRules(cv, s, phase.atEnd, sc, sink, (rule) => noteRule(s, rule.id));
  s.end = s.end ?? sink.end;
  // With phases chosen at the table, the next may wait for a choice (the phase stays until it is made).
  if (cv.phaseChoice && choiceDue(cv, s, phase.id))
    s.phaseChoice = { played: s.phaseChoice?.played ?? [], pending: true };
  else {
    const next = cv.phaseChoice ? phaseAfter(cv, phase) : cv.phases[cv.phases.indexOf(phase) + 1];
    if (next) s.phase = next.id;
  }
  s.phaseDeals = 0;
  if (s.out[s.dealer]) s.dealer = cv.nextDealer(seatScope(s));
  // A tie in an end-of-phase effect is played off before the next phase's first deal.
  return sink.deferred.length > 0 ? holdPlayoff(cv, s, sink.deferred, s.lastDealer, 'phase-end') : s;
}

/**
 * Applies the first `game over` clause whose condition holds (it names the loser). Returns `state`
 * itself when none holds (or the game has already ended), else a new state; `state` is left as it was.
 */
export function checkGameOver(cv: CompiledVariant, state: GameState): GameState {
  const rule = gameOverRule(cv, state);
  return rule ? gameOverInto(cv, copyState(state), rule) : state;
}

/** checkGameOver written into `state` itself (see states.ts ownState). */
export function checkGameOverInPlace(cv: CompiledVariant, state: GameState): GameState {
  const rule = gameOverRule(cv, state);
  return rule ? gameOverInto(cv, ownState(state), rule) : state;
}

/** The first `game over` clause whose condition holds, if the game has not already ended. */
function gameOverRule(cv: CompiledVariant, state: GameState): CompiledRule | undefined {
  if (state.end) return undefined;
  return firstHolding(cv, state, cv.gameOver, checkScope(state));
}

/** checkGameOver's work, in `s` (a state it may write into): the effects of `rule`. */
function gameOverInto(cv: CompiledVariant, s: GameState, rule: CompiledRule): GameState {
  const sink: EffectSink = { deferred: [], end: null };
  inClause(cv, s, rule.id, () => {
    for (const effect of rule.effects) effect(stateScope(s), sink, rule.id);
  });
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

/**
 * Starts the next game: per-game tallies wiped, everyone back in, the deal passing on as usual.
 * Returns a new state; `state` is left as it was.
 */
export const newGame = (cv: CompiledVariant, state: GameState): GameState => newGameInto(cv, copyState(state));

/** newGame written into `state` itself (see states.ts ownState). */
export const newGameInPlace = (cv: CompiledVariant, state: GameState): GameState => newGameInto(cv, ownState(state));

/** newGame's work, in `s` (a state it may write into). */
function newGameInto(cv: CompiledVariant, s: GameState): GameState {
  s.game += 1;
  if (s.game > cv.limits.gamesPerRubber) {
    throw variantFailed(
      cv,
      `the rubber has gone on for more than ${cv.limits.gamesPerRubber} games: its rules may never end it`,
    );
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
  // A new game chooses afresh (a choice made once a game, an option offered once a game).
  if (s.chosen) s.chosen = [];
  if (cv.phaseChoice) s.phaseChoice = { played: [], pending: choiceDue(cv, { ...s, phaseChoice: undefined }, null) };
  s.lastDeal = null;
  s.playoff = null;
  s.afterPlayoff = null;
  const chosen = cv.nextGameDealer ? cv.nextGameDealer(seatScope(s, { dealer: s.lastDealer, lastLoser })) : -1;
  s.dealer = chosen >= 0 ? chosen : cv.nextDealer(dealerScope(s, s.lastDealer));
  return s;
}

/**
 * Each player's net result: the settlement tally paid to every opponent at the agreed tariff.
 * Returns a new state; `state` is left as it was.
 */
export const settleRubber = (cv: CompiledVariant, state: GameState): GameState =>
  settleRubberInto(cv, copyState(state));

/** settleRubber written into `state` itself (see states.ts ownState). */
export const settleRubberInPlace = (cv: CompiledVariant, state: GameState): GameState =>
  settleRubberInto(cv, ownState(state));

/** settleRubber's work, in `s` (a state it may write into). */
function settleRubberInto(cv: CompiledVariant, s: GameState): GameState {
  const n = s.players.length;
  const rule = cv.settle ?? { tally: cv.lostGames, amount: 1, receives: false, asIs: false };
  const t = Object.hasOwn(s.tallies, rule.tally) ? s.tallies[rule.tally]! : new Array<number>(n).fill(0);
  if (rule.asIs) {
    s.settlement = [...t];
    s.end = null;
    return s;
  }
  const total = t.reduce((a, b) => a + b, 0);
  // Each unit pays (or receives) the tariff to (from) every opponent.
  const sign = rule.receives ? -1 : 1;
  // Teams found by a card change from deal to deal: the rubber is settled player by player then.
  s.settlement =
    cv.teams && cv.teams !== 'found'
      ? teamSettlement(t, teamsOfTable(cv.teams, n), sign * rule.amount)
      : t.map((own) => sign * rule.amount * (total - own - own * (n - 1)) + 0);
  s.end = null;
  return s;
}

/**
 * With teams, a player's opponents are the players of the other teams: each unit of the tally pays
 * `rate` to each of them, and each of theirs pays `rate` back (a partner neither pays nor is paid).
 */
function teamSettlement(t: readonly number[], teams: readonly number[][], rate: number): number[] {
  const team = new Array<number>(t.length);
  teams.forEach((members, k) => {
    for (const q of members) team[q] = k;
  });
  return t.map((own, p) => {
    let net = 0;
    for (let q = 0; q < t.length; q++) if (team[q] !== team[p]) net += t[q]! - own;
    return rate * net + 0;
  });
}
