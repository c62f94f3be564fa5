/**
 * Drawing from the stock after each trick (`draw N each after trick`): the trick's winner draws
 * first, then the others in order of play; a stock too small for a round stays out of play; the deal
 * has as many tricks as cards dealt and drawn; the card-play rules read `stock`; the simulator plays
 * such deals through the step's rules; and no bot reads the stock's order.
 */
import { describe, expect, it } from 'vitest';
import { checkPath } from '../../src/check/check.ts';
import { compileVariant, type CompiledVariant } from '../../src/compile/compile.ts';
import { ismctsBot, randomBot } from '../../src/engine/bots.ts';
import { botMove } from '../../src/engine/bot-move.ts';
import { playDeal, playsInLoop } from '../../src/engine/fast-deal.ts';
import { initialState } from '../../src/engine/flow/states.ts';
import { dealContext, isComplete, legalPlays, playCard, startPlay } from '../../src/engine/play.ts';
import { dealCards } from '../../src/engine/deal-cards.ts';
import { createRng } from '../../src/engine/rng.ts';
import type { PlayState } from '../../src/engine/state.ts';
import { memoryReader } from '../../src/resolve/load.ts';
import { readFileSync } from 'node:fs';

const BASE = readFileSync('variants/hindersche-pagat.stw', 'utf8');
/** Hindersche with `deal` and `draw` as given, and `follow-or-trump` only once the stock is empty. */
function variant(deal: string, draw: string): CompiledVariant {
  const text = `variant t "T"\n  extends hindersche-pagat\nsource table "House rule" by "us"\noverride dealing: ${deal} [table]\ndraw: ${draw} [table]\noverride follow-or-trump: must play led or trump when holding led and stock = 0 [table]\n`;
  const { variant, diagnostics } = checkPath(memoryReader({ 'hindersche-pagat': BASE, t: text }), 't');
  expect(diagnostics.map((d) => d.message)).toEqual([]);
  return compileVariant(variant!, {});
}
const FIVE = 'deal 5 each in packets 3 2 from forehand, rest to stock';

/** A deal of `cv` among the first `n` of four seats (the others out), dealt from `seed`. */
function deal(cv: CompiledVariant, n: number, seed: number): PlayState {
  const s = initialState(cv, ['N', 'W', 'S', 'E'], 0);
  s.out = s.out.map((_, q) => q >= n);
  const d = dealCards(cv, s, createRng(seed));
  return startPlay(cv, s, d.hands, d.trump, d.upcard, d.talon, d.stock);
}

/** Plays `p` out at random, calling `each` before every card. */
function playOut(cv: CompiledVariant, p: PlayState, seed: number, each: (p: PlayState) => void = () => {}): PlayState {
  const rng = createRng(seed);
  for (let k = 0; k < 200 && !isComplete(cv, p); k++) {
    each(p);
    const legal = legalPlays(cv, p, p.turn);
    p = playCard(cv, p, p.turn, legal[rng.int(legal.length)]!);
  }
  return p;
}

describe('drawing from the stock', () => {
  const cv = variant(FIVE, 'draw 1 each after trick');
  it('draws after each trick, the winner first and then the others in order of play', () => {
    let p = deal(cv, 4, 1);
    const stock = [...p.stock!];
    expect(stock).toHaveLength(16);
    const rng = createRng(7);
    for (let k = 0; k < 4; k++) {
      const legal = legalPlays(cv, p, p.turn);
      p = playCard(cv, p, p.turn, legal[rng.int(legal.length)]!);
    }
    const w = p.lastTrick!.winner;
    const from = p.participants.indexOf(w);
    p.participants.forEach((_, k) => {
      const q = p.participants[(from + k) % 4]!;
      expect(p.hands[q]).toHaveLength(5);
      expect(p.hands[q]!.at(-1)).toBe(stock[k]);
    });
    expect(p.stock).toEqual(stock.slice(4));
    expect(p.turn).toBe(w);
  });
  it('plays the whole pack: nine tricks with four, twelve with three, eighteen with two', () => {
    for (const [n, tricks] of [
      [4, 9],
      [3, 12],
      [2, 18],
    ] as const) {
      const end = playOut(cv, deal(cv, n, 3), 5);
      expect(isComplete(cv, end)).toBe(true);
      expect(end.tricksPlayed).toBe(tricks);
      expect(end.points.reduce((a, b) => a + b, 0)).toBe(140);
      expect(end.stock).toEqual([]);
    }
  });
  it('leaves what is too few for a round out of play: five each, two drawn, three players', () => {
    const two = variant(FIVE, 'draw 2 each after trick');
    const p = deal(two, 3, 4);
    expect(p.stock).toHaveLength(21);
    const end = playOut(two, p, 2);
    // Three rounds of six; the three cards left over are never played.
    expect(end.tricksPlayed).toBe(11);
    expect(end.stock).toEqual([]);
  });
  it('reads `stock` in a card-play rule: free play while it lasts, following once it is empty', () => {
    let free = 0,
      bound = 0;
    playOut(cv, deal(cv, 4, 9), 9, (p) => {
      if (p.trick.length === 0) return;
      const led = Math.floor(p.trick[0]! / cv.deck.ranks.length);
      const holds = p.hands[p.turn]!.some((c) => Math.floor(c / cv.deck.ranks.length) === led);
      if (!holds) return;
      const all = legalPlays(cv, p, p.turn).length === p.hands[p.turn]!.length;
      if (p.stock!.length > 0) {
        expect(all).toBe(true);
        free++;
      } else if (!all) bound++;
    });
    expect(free).toBeGreaterThan(0);
    expect(bound).toBeGreaterThan(0);
  });
  it('is played by the rules, not the tight loop, in the simulator, with the same outcome as card by card', () => {
    expect(playsInLoop(cv.phases[0]!)).toBe(false);
    const s = initialState(cv, ['N', 'W', 'S', 'E'], 0);
    const d = dealCards(cv, s, createRng(11));
    const out = playDeal(
      cv,
      cv.phases[0]!,
      d.hands.map((h) => [...h]),
      [1, 2, 3, 0],
      d.trump,
      randomBot,
      createRng(3),
      undefined,
      dealContext(cv, s, d.upcard, d.talon, d.stock),
    );
    expect(out.tricks.reduce((a, b) => a + b, 0)).toBe(9);
    expect(out.points.reduce((a, b) => a + b, 0)).toBe(140);
  });
  it('keeps the stock out of the bots’ sight: the stock in another order leaves their moves as they were', () => {
    const p = deal(cv, 4, 5);
    const other: PlayState = {
      ...p,
      stock: [...p.stock!].reverse(),
      deal: { ...p.deal, stock: [...p.stock!].reverse() },
    };
    for (const bot of [randomBot, ismctsBot({ iterations: 30 })])
      expect(botMove(cv, other, p.turn, bot, createRng(2))).toEqual(botMove(cv, p, p.turn, bot, createRng(2)));
  });
});
