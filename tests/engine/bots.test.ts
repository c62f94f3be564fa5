/**
 * The bots: what they read of the phase's scoring, how a spec seats them, that they play better
 * than chance where they should, and that the search bot's module graph runs in a Web Worker.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import {
  BotSpecError,
  MAX_ITERATIONS,
  botsFromSpec,
  greedyBot,
  ismctsBot,
  randomBot,
  type Bot,
} from '../../src/engine/bots.ts';
import { dealObjective, tallyWeights } from '../../src/engine/bot-objective.ts';
import { playDeal } from '../../src/engine/fast-deal.ts';
import { createRng, shuffle } from '../../src/engine/rng.ts';
import { compiled } from '../helpers.ts';

describe('what the bots read of the scoring', () => {
  it('reads the tallies a seat wants and the ones it does not from the settlement and the losing clauses', () => {
    expect([...tallyWeights(compiled('hindersche-pagat'))]).toEqual([
      ['marks', -1],
      ['frame', -1],
    ]);
    expect([...tallyWeights(compiled('kein-stich'))]).toEqual([['stakes', 1]]);
    // Marks are what this one settles, and the score decides who gets them at the end of a round.
    expect(Object.fromEntries(tallyWeights(compiled('hindersi-jass')))).toEqual({ marks: 1, score: -1 });
  });

  it('finds points bad in the reverse games, and taking everything good only where an event pays for it', () => {
    const signals = (id: string) => {
      const cv = compiled(id);
      return cv.phases
        .filter((ph) => ph.steps.at(-1)!.kind === 'tricks')
        .map((ph) => {
          const o = dealObjective(cv, ph, cv.players.max);
          return [ph.id, o.pointsBad, o.sweepGood];
        });
    };
    expect(signals('hindersche-pagat')).toEqual([
      ['vier-strich', true, true],
      ['butzen', true, true],
    ]);
    expect(signals('kein-stich').every(([, bad, sweep]) => bad && !sweep)).toBe(true);
    expect(signals('kein-stich-march').every(([, bad, sweep]) => bad && sweep)).toBe(true);
  });

  it('scores a deal zero-sum among the participants, by the phase clause that applies', () => {
    const cv = compiled('kein-stich');
    const o = dealObjective(cv, cv.phases[0]!, 4);
    const out = [0, 0, 0, 0];
    // No Tricks: 5 a trick, paid into the pot.
    o.score([10, 20, 0, 10], [2, 4, 0, 2], [0, 1, 2, 3], out);
    // Paid -10, -20, 0, -10: each less the mean of the other three.
    expect(out).toEqual([-10 + 30 / 3, -20 + 20 / 3, 0 + 40 / 3, -10 + 30 / 3].map((x) => expect.closeTo(x, 9)));
    expect(out.reduce((a, b) => a + b, 0)).toBeCloseTo(0, 9);
  });
});

describe('botsFromSpec', () => {
  it('seats one bot per seat, or one bot everywhere', () => {
    const four = botsFromSpec('ismcts,random,random,greedy', 4);
    expect(four).toHaveLength(4);
    expect(four.slice(1)).toEqual([randomBot, randomBot, greedyBot]);
    expect([randomBot, greedyBot]).not.toContain(four[0]);
    expect(botsFromSpec('greedy', 3)).toEqual([greedyBot, greedyBot, greedyBot]);
    expect(botsFromSpec(' random , ismcts:30 ', 2)[0]).toBe(randomBot);
  });

  it('refuses unknown names, listing the bots there are', () => {
    expect(() => botsFromSpec('ismcts,clever,random,random', 4)).toThrow(BotSpecError);
    expect(() => botsFromSpec('clever', 4)).toThrow('unknown bot "clever"; the bots are: random, greedy, ismcts');
    expect(() => botsFromSpec('constructor', 4)).toThrow('unknown bot "constructor"');
    expect(() => botsFromSpec('random,random', 4)).toThrow('seats 2 bots, but the table has 4 seats');
    expect(() => botsFromSpec('ismcts:0', 4)).toThrow('whole number above 0');
    expect(() => botsFromSpec('ismcts:1:2', 4)).toThrow('after one colon');
  });

  it("takes a search's number in decimal digits, bounded, and no number where a bot takes none", () => {
    expect(() => botsFromSpec('ismcts:1e3', 4)).toThrow(
      '"ismcts:1e3": the number is written in decimal digits (ismcts:1000)',
    );
    expect(() => botsFromSpec('ismcts: 50', 4)).toThrow('decimal digits');
    expect(() => botsFromSpec('ismcts:0x10', 4)).toThrow('decimal digits');
    // A number of iterations that would make one move take hours is refused, not run.
    expect(() => botsFromSpec(`ismcts:${MAX_ITERATIONS + 1}`, 4)).toThrow(
      `"ismcts:${MAX_ITERATIONS + 1}": ismcts searches at most ${MAX_ITERATIONS.toLocaleString('en')} times a move`,
    );
    expect(() => botsFromSpec('ismcts:99999999999', 4)).toThrow('at most');
    expect(botsFromSpec(`ismcts:${MAX_ITERATIONS}`, 1)).toHaveLength(1);
    expect(() => botsFromSpec('random:5', 4)).toThrow(
      '"random:5": random takes no number; only ismcts does (ismcts:50)',
    );
    expect(() => botsFromSpec('greedy:1', 4)).toThrow('greedy takes no number');
  });
});

/** Mean points seat 0 takes over `deals` random deals of `id`'s first phase, `bot` at seat 0 and random bots elsewhere. */
function meanPoints(id: string, bot: Bot, deals: number): number {
  const cv = compiled(id);
  const phase = cv.phases[0]!;
  const rng = createRng(3);
  let total = 0;
  for (let k = 0; k < deals; k++) {
    const pack = shuffle([...Array(cv.deck.size).keys()], rng);
    const hands = [0, 1, 2, 3].map((q) => pack.slice(q * cv.deal.count, (q + 1) * cv.deal.count));
    total += playDeal(cv, phase, hands, [0, 1, 2, 3], -1, [bot, randomBot, randomBot, randomBot], createRng(k))
      .points[0]!;
  }
  return total / deals;
}

describe('bots play better than chance', () => {
  it('in a trick-avoiding deal greedy and ismcts take fewer points than a random bot', () => {
    const random = meanPoints('kein-stich', randomBot, 200);
    const greedy = meanPoints('kein-stich', greedyBot, 200);
    const search = meanPoints('kein-stich', ismctsBot({ iterations: 40 }), 60);
    // A random seat takes a quarter of the 40 points on average.
    expect(random).toBeGreaterThan(8);
    expect(greedy).toBeLessThan(random * 0.8);
    expect(search).toBeLessThan(random * 0.8);
  });

  it('ismcts plays the only legal card, and the same card for the same seed', () => {
    const cv = compiled('hindersche-pagat');
    const bot = ismctsBot({ iterations: 30 });
    const pack = shuffle([...Array(cv.deck.size).keys()], createRng(9));
    const hands = () => [0, 1, 2, 3].map((q) => pack.slice(q * 9, (q + 1) * 9));
    const a = playDeal(cv, cv.phases[0]!, hands(), [0, 1, 2, 3], 1, bot, createRng(4));
    const b = playDeal(cv, cv.phases[0]!, hands(), [0, 1, 2, 3], 1, bot, createRng(4));
    expect(a).toEqual(b);
    expect(a.points.reduce((x, y) => x + y, 0)).toBe(140);
  });
});

describe('greedy out of trick play', () => {
  it('beats with the lowest card of the suit on top, keeping a trump that would beat too', () => {
    const cv = compiled('bauernheinrich');
    const t = cv.phases[0]!.tables[cv.deck.suits.length]!;
    const card = (name: string) => cv.deck.byName.get(name)!;
    // No DealSight: the view a beating deal gives a bot. 8H on top; 9S stands for the seat's personal trump.
    const view = {
      t,
      hand: [card('KH'), card('9S'), card('10H')],
      trick: [card('8H')],
      legal: [card('KH'), card('9S'), card('10H')],
      trumpSuit: cv.trump,
    };
    expect(cv.deck.names[greedyBot(view, createRng(1))]).toBe('10H');
    // Leading: its lowest card.
    expect(cv.deck.names[greedyBot({ ...view, trick: [] }, createRng(1))]).toBe('9S');
  });
});

describe('ismcts on a time budget', () => {
  it('stops when the time is up and still plays a legal card', () => {
    const cv = compiled('kein-stich');
    const pack = shuffle([...Array(cv.deck.size).keys()], createRng(2));
    const hands = [0, 1, 2, 3].map((q) => pack.slice(q * 8, (q + 1) * 8));
    let calls = 0;
    const inner = ismctsBot({ iterations: 1e9, timeMs: 5 });
    const bot: Bot = (v, rng) => {
      calls++;
      const c = inner(v, rng);
      expect(v.legal).toContain(c);
      return c;
    };
    const started = performance.now();
    playDeal(cv, cv.phases[0]!, hands, [0, 1, 2, 3], -1, bot, createRng(1));
    expect(calls).toBeGreaterThan(5);
    // A billion iterations would take hours; each call stopped after about 5 ms.
    expect(performance.now() - started).toBeLessThan(calls * 5 + 5000);
  });
});

describe('the bots run in a browser Web Worker', () => {
  it('import nothing from Node, however deep', () => {
    const root = join(import.meta.dirname, '..', '..');
    const seen = new Set<string>();
    const stack = [resolve(root, 'src/engine/bots.ts')];
    const foreign: string[] = [];
    while (stack.length) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+'([^']+)'/gm)) {
        const spec = m[1]!;
        if (spec.startsWith('.')) stack.push(resolve(dirname(file), spec));
        else if (
          spec.startsWith('node:') ||
          !/^[a-z@]/.test(spec) ||
          ['fs', 'path', 'os', 'worker_threads', 'child_process'].includes(spec)
        )
          foreign.push(`${file}: ${spec}`);
      }
    }
    expect(seen).toContain(resolve(root, 'src/engine/ismcts.ts'));
    expect(foreign).toEqual([]);
  });

  it('bundle for a browser worker: the bots and the moves of a seat, with nothing of Node to stub', async () => {
    const root = join(import.meta.dirname, '..', '..');
    const out = await build({
      stdin: {
        contents:
          "export { ismctsBot, botsFromSpec } from './src/engine/bots.ts'; export { viewMove } from './src/engine/bot-move.ts';",
        resolveDir: root,
        loader: 'ts',
      },
      bundle: true,
      platform: 'browser',
      format: 'esm',
      write: false,
      logLevel: 'silent',
    });
    expect(out.errors).toEqual([]);
    expect(out.outputFiles[0]!.text).toContain('ismctsBot');
  });
});
