/**
 * What follows a deal's scoring: the phase's `after deal` clauses (drop-outs), a tie held over to a
 * play-off among the tied, and the deal passed on to the next dealer. Shared by the settlement of a
 * deal, of a play-off, and the end of a phase or game (which may also leave a tie).
 */
import type { CompiledVariant } from '../../compile/compile.ts';
import type { Deferred, EffectSink } from '../../compile/effects.ts';
import type { SeatScope } from '../../compile/expr.ts';
import type { GameState, PlayoffState } from '../state.ts';
import { failed, phaseOf, runRules } from './clause.ts';
import { checkScope, dealerScope, stateScope } from './scopes.ts';

/**
 * The sink of a deal's scoring clause and, after it, of its `after deal` clauses: one object, emptied
 * for each use rather than two made every deal. Safe because the two run one after the other, never
 * nested, and whatever they defer is copied into the play-off (holdPlayoff) before the next use,
 * which then starts a new array (the old one is left to whoever still reads it).
 */
const sharedSink: EffectSink = { deferred: [], end: null };

/** The deal's sink (see sharedSink), emptied. */
export function dealSink(): EffectSink {
  sharedSink.end = null;
  if (sharedSink.deferred.length > 0) sharedSink.deferred = [];
  return sharedSink;
}

/**
 * A deal that leaves a play-off: the phase's `after deal` drop-outs happen at once for every player
 * no deferred effect waits on (their part of the deal is settled), so that the transcript shows
 * them out in this deal's entry and they take no part in the play-off's dealing. A tied player's
 * drop-out waits for the play-off. The whole `after deal` clauses still run once, after the play-off;
 * a drop-out repeated there changes nothing.
 */
export function dropSettled(cv: CompiledVariant, s: GameState, deferred: Deferred[]): void {
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
export function holdPlayoff(
  cv: CompiledVariant,
  s: GameState,
  pending: Deferred[],
  tiedDealer: number,
  origin: PlayoffState['origin'],
): GameState {
  s.playoff = { pending: [...(s.playoff?.pending ?? []), ...pending], tiedDealer, dealer: -1, origin };
  s.dealer = playoffDealer(cv, s);
  s.playoff.dealer = s.dealer;
  return s;
}

/** Who deals the play-off `s` holds, from the variant's `playoff dealer` clause. */
export function playoffDealer(cv: CompiledVariant, s: GameState): number {
  const p = s.playoff!;
  const scope: SeatScope = {
    seats: s.players.length,
    out: s.out,
    tied: p.pending[0]!.group,
    dealer: p.tiedDealer,
    playoffDealer: -1,
  };
  try {
    return cv.playoff.dealer(scope);
  } catch (e) {
    throw failed(cv, s, cv.playoff.clauses.dealer, e);
  }
}

/**
 * Once a deal is fully settled: the phase's `after deal` clauses (drop-outs), and the next dealer.
 * `dealtBy` is the dealer of the (tied) deal; `nextDealer` overrides the usual rotation after a play-off.
 */
export function afterDeal(cv: CompiledVariant, s: GameState, dealtBy: number, nextDealer = -1): GameState {
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
export function passDeal(cv: CompiledVariant, s: GameState, dealtBy: number, nextDealer = -1): GameState {
  try {
    // `next dealer player with place 4` reads the deal just settled; passed on again from a player who is
    // out, it reads nothing and falls back to the usual rotation (the same measure would name them again).
    s.dealer = nextDealer >= 0 ? nextDealer : cv.nextDealer(dealerScope(s, dealtBy, checkScope(s)));
    if (s.out[s.dealer]) s.dealer = cv.nextDealer(dealerScope(s, s.dealer));
  } catch (e) {
    throw failed(cv, s, null, e);
  }
  return s;
}
