/**
 * The search bot (ISMCTS) plays out its samples as the engine plays the deal: drawing from a stock
 * it samples (its size known, its cards and order not), stopping where a `deal ends when` clause
 * stops the deal, and scoring each sample with the teams a card finds in it (`partner of ... is
 * holder of ...`). Each play-out's outcome is read where the search scores it (the phase's
 * objective, wrapped), and the deal's end where it is asked (the compiled clause, wrapped).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { CompiledPhase, CompiledVariant } from '../../src/compile/compile.ts';
import type { PlayView } from '../../src/compile/play-rules.ts';
import { ismctsBot } from '../../src/engine/bots.ts';
import { botMove } from '../../src/engine/bot-move.ts';
import { dealObjective } from '../../src/engine/bot-objective.ts';
import { initialState } from '../../src/engine/flow/states.ts';
import { isComplete, legalPlays, playCard, startPlay } from '../../src/engine/play.ts';
import { dealCards } from '../../src/engine/deal-cards.ts';
import { createRng } from '../../src/engine/rng.ts';
import type { PlayState } from '../../src/engine/state.ts';
import { compiled } from '../helpers.ts';

/** One play-out as the search scored it: tricks and points by seat, and the teams it read. */
interface Scored {
  tricks: number;
  points: number;
  teams: readonly number[] | undefined;
}

const restores: (() => void)[] = [];
afterEach(() => {
  for (const r of restores.splice(0)) r();
});

/** Records every outcome the search scores in `phase` among four (the objective is cached: wrapped in place). */
function spyScores(cv: CompiledVariant, phase: CompiledPhase): Scored[] {
  const o = dealObjective(cv, phase, 4);
  const score = o.score;
  const seen: Scored[] = [];
  o.score = (points, tricks, participants, out, places, teams) => {
    seen.push({
      tricks: tricks.reduce((a, b) => a + b, 0),
      points: points.reduce((a, b) => a + b, 0),
      teams: teams && [...teams],
    });
    score(points, tricks, participants, out, places, teams);
  };
  restores.push(() => {
    o.score = score;
  });
  return seen;
}

/** A deal of `cv` in `phase` among N W S E (dealer N), dealt from `seed`. */
function deal(cv: CompiledVariant, seed: number, phase?: string): PlayState {
  const s = initialState(cv, ['N', 'W', 'S', 'E'], 0);
  if (phase) s.phase = phase;
  const d = dealCards(cv, s, createRng(seed));
  return startPlay(cv, s, d.hands, d.trump, d.upcard, d.talon, d.stock);
}

/** `p` after `k` cards played at random from `seed`. */
function played(cv: CompiledVariant, p: PlayState, k: number, seed: number): PlayState {
  const rng = createRng(seed);
  for (let i = 0; i < k && !isComplete(cv, p); i++) {
    const legal = legalPlays(cv, p, p.turn);
    p = playCard(cv, p, p.turn, legal[rng.int(legal.length)]!);
  }
  return p;
}

describe('the search foresees the draws from the stock', () => {
  const cv = compiled('hindersche-stock');
  it('plays every sample out through the draws: as many tricks as the deal has, the pack’s points', () => {
    const p = deal(cv, 5);
    expect(p.stock).toHaveLength(16);
    const seen = spyScores(cv, cv.phases[0]!);
    botMove(cv, p, p.turn, ismctsBot({ iterations: 40 }), createRng(1));
    expect(seen).toHaveLength(40);
    // Five cards dealt and four rounds of draws: nine tricks, and every card of the pack taken.
    for (const x of seen) expect([x.tricks, x.points]).toEqual([9, 140]);
  });
  it('part-way, the samples draw what the stock still holds', () => {
    const p = played(cv, deal(cv, 7), 8, 3);
    expect([p.tricksPlayed, p.stock!.length]).toEqual([2, 8]);
    const seen = spyScores(cv, cv.phases[0]!);
    botMove(cv, p, p.turn, ismctsBot({ iterations: 30 }), createRng(2));
    for (const x of seen) expect(x.tricks).toBe(9);
  });
  it('reads the stock’s size, never its cards: a card swapped between the stock and a hand leaves the move as it was', () => {
    for (const seed of [5, 6, 7]) {
      const p = played(cv, deal(cv, seed), 4, seed);
      const other = (p.turn + 1) % 4;
      const hands = p.hands.map((h) => [...h]);
      const stock = [...p.stock!];
      [hands[other]![0], stock[3]] = [stock[3]!, hands[other]![0]!];
      const swapped: PlayState = { ...p, hands, stock: stock.reverse() };
      const bot = ismctsBot({ iterations: 30 });
      expect(botMove(cv, swapped, p.turn, bot, createRng(4))).toEqual(botMove(cv, p, p.turn, bot, createRng(4)));
    }
  });
});

describe('the search stops where the deal ends early', () => {
  const cv = compiled('kein-stich-penalties-out');
  const phase = cv.phases.find((ph) => ph.id === 'no-max')!;
  it('stops each sample after the trick that takes the King of Hearts, as the engine does', () => {
    const end = phase.dealEnds!;
    const holds = end.holds;
    // The trick after which the clause first held in the play-out being played (-1: not yet).
    let endedAt = -1;
    end.holds = (v: PlayView) => {
      const yes = holds(v);
      if (yes && endedAt < 0) endedAt = (v.trickNo ?? 1) - 1;
      return yes;
    };
    restores.push(() => {
      end.holds = holds;
    });
    const seen = spyScores(cv, phase);
    const stops: number[] = [];
    const o = dealObjective(cv, phase, 4);
    const score = o.score;
    o.score = (...args) => {
      stops.push(endedAt < 0 ? 8 : endedAt);
      endedAt = -1;
      score(...args);
    };
    for (const seed of [1, 2, 3]) {
      const p = deal(cv, seed, 'no-max');
      botMove(cv, p, p.turn, ismctsBot({ iterations: 40 }), createRng(seed));
    }
    expect(seen).toHaveLength(120);
    seen.forEach((x, i) => expect(x.tricks).toBe(stops[i]));
    // The King is out before the last trick in most samples: they stop early.
    expect(stops.filter((k) => k < 8).length).toBeGreaterThan(60);
  });
});

describe('the search finds the partner a card names in each sample', () => {
  const cv = compiled('hindersche-called-ace');
  const AH = cv.deck.byName.get('AH')!;
  const phase = cv.phases[0]!;
  const SEEDS = Array.from({ length: 40 }, (_, i) => i + 1);
  /** The partner of the dealer (seat 0) in each scored sample (0: the dealer plays alone). */
  const partners = (seen: Scored[]) => seen.map((x) => x.teams!.findIndex((t, q) => q > 0 && t === x.teams![0]));

  it('knows its partner when it holds the card: every sample pairs it with the dealer', () => {
    const p = SEEDS.map((seed) => deal(cv, seed)).find((d) => d.hands[d.turn]!.includes(AH) && d.turn);
    expect(p).toBeDefined();
    const seen = spyScores(cv, phase);
    botMove(cv, p!, p!.turn, ismctsBot({ iterations: 30 }), createRng(1));
    expect(new Set(partners(seen))).toEqual(new Set([p!.turn]));
  });
  it('weighs each seat that may hold the card while it is hidden, and knows once it is played', () => {
    const p = SEEDS.map((seed) => deal(cv, seed)).find((d) => d.turn !== 0 && !d.hands[d.turn]!.includes(AH));
    const seen = spyScores(cv, phase);
    botMove(cv, p!, p!.turn, ismctsBot({ iterations: 60 }), createRng(1));
    const holders = new Set(partners(seen));
    expect(holders.has(p!.turn)).toBe(false);
    expect(holders.size).toBeGreaterThan(1);
    // Played on: once the Ace is down, every sample pairs the dealer with the seat that played it.
    let q = p!;
    const rng = createRng(9);
    while (!q.plays.some((x) => x.endsWith(`:${AH}`))) {
      const legal = legalPlays(cv, q, q.turn);
      q = playCard(cv, q, q.turn, legal.includes(AH) ? AH : legal[rng.int(legal.length)]!);
    }
    while (q.trick.length > 0 || q.hands[q.turn]!.includes(AH)) {
      const legal = legalPlays(cv, q, q.turn);
      q = playCard(cv, q, q.turn, legal[rng.int(legal.length)]!);
    }
    const holder = Number(q.plays.find((x) => x.endsWith(`:${AH}`))!.split(':')[0]);
    seen.length = 0;
    botMove(cv, q, q.turn, ismctsBot({ iterations: 30 }), createRng(2));
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(partners(seen))).toEqual(new Set([holder === 0 ? -1 : holder]));
  });
  it('reads nothing of who holds the hidden card: the Ace swapped between two other hands leaves the move as it was', () => {
    for (const seed of [1, 2, 3, 4]) {
      const p = deal(cv, seed);
      const seat = p.turn;
      const holder = p.hands.findIndex((h) => h.includes(AH));
      if (holder === seat) continue;
      const to = [0, 1, 2, 3].find((x) => x !== seat && x !== holder)!;
      const hands = p.hands.map((h) => [...h]);
      const back = hands[to]![0]!;
      hands[holder] = hands[holder]!.map((c) => (c === AH ? back : c));
      hands[to] = hands[to]!.map((c) => (c === back ? AH : c));
      const bot = ismctsBot({ iterations: 30 });
      expect(botMove(cv, { ...p, hands }, seat, bot, createRng(3))).toEqual(botMove(cv, p, seat, bot, createRng(3)));
    }
  });
});
