/**
 * What a deal's outcome is worth to each seat, read from the compiled variant alone: bots must not
 * know game words, so "taking points is bad here" or "taking everything pays" is found by running
 * the phase's own scoring clauses on outcomes and weighing the tallies they move.
 *
 * A tally's weight: the settled tally counts for the player when it is received or settled as is,
 * against when it is paid; the lost-games tally counts against; any other per-player tally counts
 * against when a seat holding it alone is the one the game's losing clauses pick (for it, when they
 * pick another seat), and not at all when they say nothing. Shared tallies (a pot) count for nobody.
 */
import type { CompiledPhase, CompiledVariant } from '../compile/compile.ts';
import type { ScoreScope } from '../compile/expr.ts';
import type { Action, EffectSink } from '../compile/effects.ts';

/** A phase's scoring as bots read it, for one number of participants. */
export interface DealObjective {
  /**
   * Writes into `out` (by seat) what the outcome (its points, tricks and, in a deal of places, the
   * places) is worth to each participant: the weighted change
   * of its tallies minus the mean change of the other participants' (a zero-sum reading, so that
   * "add one to the others" is good for the one left out). Seats not dealt in get 0. `teams`: with
   * teams found by a card, each seat's team in the deal as the bot reads it (absent: each alone).
   */
  score(
    points: readonly number[],
    tricks: readonly number[],
    participants: readonly number[],
    out: number[],
    places?: readonly number[],
    teams?: readonly number[],
  ): void;
  /** Whether taking a larger share of the points is worse than taking a small one. */
  pointsBad: boolean;
  /** Whether taking every point and trick is better than a small share (an all-or-nothing event pays). */
  sweepGood: boolean;
  /** The largest value `score` gave the probe outcomes (at least 1): rewards divide by it. */
  scale: number;
}

/** Every per-player tally's weight for a seat's good (see the module comment), by tally name. */
export function tallyWeights(cv: CompiledVariant): Map<string, number> {
  let w = weightCache.get(cv);
  if (w) return w;
  w = new Map();
  for (const tally of cv.tallies) {
    if (tally.scope !== 'player') continue;
    if (cv.settle?.tally === tally.name) w.set(tally.name, cv.settle.receives || cv.settle.asIs ? 1 : -1);
    else if (cv.lostGames === tally.name) w.set(tally.name, -1);
    else w.set(tally.name, losingSign(cv, tally.name));
  }
  weightCache.set(cv, w);
  return w;
}

const weightCache = new WeakMap<CompiledVariant, Map<string, number>>();

/** The most of a tally the probe gives one seat: enough to reach any threshold the shipped rules set. */
const PROBE_MOST = 12;

/** Deals into a phase the probe tries (clauses like `game over when deals = 4` read it). */
const PROBE_DEALS = [0, 1, 2, 3, 4, 5, 8];

/**
 * The sign of holding `tally` for a seat: each phase's `after deal`, `at end` and `game over`
 * clauses run on a slate where seat 0 holds 1..PROBE_MOST of it and nobody else any. -1 when they
 * make seat 0 the loser, +1 when another seat; else the sign of what they move on the settled and
 * lost-games tallies for seat 0 against the others; 0 when no clause decides anything.
 */
function losingSign(cv: CompiledVariant, tally: string): number {
  const n = cv.players.max;
  const settled = new Map<string, number>();
  if (cv.settle) settled.set(cv.settle.tally, cv.settle.receives || cv.settle.asIs ? 1 : -1);
  if (cv.lostGames && !settled.has(cv.lostGames)) settled.set(cv.lostGames, -1);
  for (const phase of cv.phases) {
    for (const deals of PROBE_DEALS) {
      for (let m = 1; m <= PROBE_MOST; m++) {
        const sc = scope(cv, phase, n, [...Array(n).keys()], 0);
        sc.tallies[tally]![0] = m;
        sc.deals = deals;
        const sink: EffectSink = { deferred: [], end: null };
        try {
          for (const rule of [...phase.afterDeal, ...phase.atEnd, ...cv.gameOver]) {
            if (rule.when && !rule.when(sc, -1)) continue;
            for (const effect of rule.effects) effect(sc, sink, rule.id);
            if (sink.end) break;
          }
        } catch {
          continue;
        }
        if (sink.end && sink.end.loser >= 0) return sink.end.loser === 0 ? -1 : 1;
        let edge = 0;
        for (const [name, w] of settled) {
          const t = sc.tallies[name];
          if (!t || name === tally) continue;
          let others = 0;
          for (let q = 1; q < n; q++) others += t[q]!;
          edge += w * (t[0]! - others / Math.max(1, n - 1));
        }
        if (edge !== 0) return Math.sign(edge);
      }
    }
  }
  return 0;
}

/** A fresh scope of `phase` among `participants` of `seats`, every per-player tally at `base` (1 lets an `erase` show). */
function scope(cv: CompiledVariant, phase: CompiledPhase, seats: number, participants: number[], base = 1): ScoreScope {
  const zeros = (): number[] => new Array<number>(seats).fill(0);
  const tallies: Record<string, number[]> = {};
  for (const t of cv.tallies) tallies[t.name] = t.scope === 'player' ? new Array<number>(seats).fill(base) : zeros();
  const out = new Array<boolean>(seats).fill(true);
  for (const q of participants) out[q] = false;
  return {
    seats,
    participants,
    points: zeros(),
    tricks: zeros(),
    places: zeros(),
    cards: zeros(),
    passes: null,
    pickups: null,
    tallies,
    out,
    eventBy: cv.events.map(() => -1),
    phase: phase.id,
    deals: 0,
    eventCounts: cv.events.map(() => 0),
    fired: {},
  };
}

const objectiveCache = new WeakMap<CompiledPhase, Map<number, DealObjective>>();

/** The objective of `phase` with `count` participants (cached: bots ask at every card). */
export function dealObjective(cv: CompiledVariant, phase: CompiledPhase, count: number): DealObjective {
  let byCount = objectiveCache.get(phase);
  if (!byCount) {
    byCount = new Map();
    objectiveCache.set(phase, byCount);
  }
  let o = byCount.get(count);
  if (!o) {
    o = buildObjective(cv, phase, count);
    byCount.set(count, o);
  }
  return o;
}

function buildObjective(cv: CompiledVariant, phase: CompiledPhase, count: number): DealObjective {
  const weights = [...tallyWeights(cv)].filter(([, w]) => w !== 0);
  const weightOf = new Map(weights);
  const seats = Math.max(count, cv.players.max);
  const score = (
    points: readonly number[],
    tricks: readonly number[],
    participants: readonly number[],
    out: number[],
    places?: readonly number[],
    teams?: readonly number[],
  ): void => {
    const sc = scope(cv, phase, seats, [...participants]);
    if (teams) sc.teams = teams;
    for (let q = 0; q < seats; q++) {
      sc.points[q] = points[q] ?? 0;
      sc.tricks[q] = tricks[q] ?? 0;
      sc.places[q] = places?.[q] ?? 0;
    }
    for (let q = 0; q < out.length; q++) out[q] = 0;
    const before = weights.map(([name]) => [...sc.tallies[name]!]);
    const sink: EffectSink = { deferred: [], end: null };
    try {
      // Who made each event: the first participant, in order of play, for whom its clause holds.
      for (const r of phase.events) {
        if (sc.eventBy[r.event]! >= 0) continue;
        sc.eventBy[r.event] = sc.participants.find((p) => r.when(sc, p)) ?? -1;
      }
      const rule = phase.scoring.find((r) => !r.when || r.when(sc, -1));
      if (rule) for (const effect of rule.effects) effect(sc, sink, rule.id);
    } catch {
      return;
    }
    const gain = new Array<number>(seats).fill(0);
    weights.forEach(([name, w], i) => {
      const now = sc.tallies[name]!;
      for (const q of participants) gain[q]! += w * (now[q]! - before[i]![q]!);
    });
    // A tie waits for a play-off: each tied player gets its share of the effect, on average.
    for (const d of sink.deferred) {
      const name = tallyOf(d.action);
      const w = name === null ? 0 : (weightOf.get(name) ?? 0);
      const sign = d.action.kind === 'erase' || d.action.kind === 'pay-in' ? -1 : 1;
      for (const q of d.group) gain[q]! += (sign * w * (d.amounts[q] ?? 0) * d.slots) / d.group.length;
    }
    let total = 0;
    for (const q of participants) total += gain[q]!;
    const others = Math.max(1, participants.length - 1);
    for (const q of participants) out[q] = gain[q]! - (total - gain[q]!) / others;
  };
  const probe = probes(cv, phase, count, seats);
  const value = (pts: number[], trk: number[]): number => {
    const out = new Array<number>(seats).fill(0);
    score(pts, trk, [...Array(count).keys()], out);
    return out[0]!;
  };
  const low = value(probe.low.points, probe.low.tricks);
  const high = value(probe.high.points, probe.high.tricks);
  const sweep = value(probe.sweep.points, probe.sweep.tricks);
  return {
    score,
    pointsBad: high < low,
    sweepGood: sweep > Math.max(low, high),
    scale: Math.max(1, Math.abs(low), Math.abs(high), Math.abs(sweep)),
  };
}

/**
 * Three outcomes for seat 0 among `count` players: a small share of the points (a tenth), a large
 * one (two fifths), and everything. The others take the rest in unequal shares, so no tie for most
 * or fewest among them muddles the reading.
 */
function probes(cv: CompiledVariant, phase: CompiledPhase, count: number, seats: number) {
  const t = phase.tables[cv.deck.suits.length]!;
  let total = 0;
  for (let c = 0; c < cv.deck.size; c++) total += t.points[c]!;
  for (const v of phase.trickValues) total += v;
  const tricksTotal = phase.trickValues.length;
  const split = (share: number) => {
    const points = new Array<number>(seats).fill(0),
      tricks = new Array<number>(seats).fill(0);
    points[0] = Math.round(total * share);
    tricks[0] = Math.round(tricksTotal * share);
    const weightSum = ((count - 1) * count) / 2;
    let restP = total - points[0]!,
      restT = tricksTotal - tricks[0]!;
    for (let q = 1; q < count; q++) {
      const w = count - q;
      const p = q === count - 1 ? restP : Math.round(((total - points[0]!) * w) / weightSum);
      const k = q === count - 1 ? restT : Math.round(((tricksTotal - tricks[0]!) * w) / weightSum);
      points[q] = p;
      tricks[q] = k;
      restP -= p;
      restT -= k;
    }
    return { points, tricks };
  };
  return { low: split(0.1), high: split(0.4), sweep: split(1) };
}

/** The per-player tally an effect moves, or null. */
function tallyOf(a: Action): string | null {
  if (a.kind === 'add' || a.kind === 'erase' || a.kind === 'lose') return a.tally;
  if (a.kind === 'pay-in' || a.kind === 'pay-out') return a.player;
  return null;
}
