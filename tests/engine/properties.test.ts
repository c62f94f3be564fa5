import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActor } from 'xstate';
import { createGameMachine } from '../../src/engine/machine.ts';
import { awaiting } from '../../src/engine/machine.ts';
import { bots } from '../../src/engine/bots.ts';
import { newScratch, playDeal } from '../../src/engine/fast-deal.ts';
import { participantsOf } from '../../src/engine/flow/order.ts';
import { dealCards } from '../../src/engine/deal-cards.ts';
import { createRng } from '../../src/engine/rng.ts';
import type { LogEntry } from '../../src/engine/state.ts';
import { compiled } from '../helpers.ts';

const cv = compiled('hindersche-pagat');
const machine = createGameMachine(cv);
const players = ['N', 'W', 'S', 'E'];
const sum = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);

/** Plays one rubber with bots from `seed`; returns every log entry and whether it finished. */
function rubber(seed: number, bot: 'random' | 'greedy', maxDeals = 1000) {
  const rng = createRng(seed);
  const actor = createActor(machine, { input: { players, dealer: seed % 4 } }).start();
  const log: LogEntry[] = [];
  const dealt: { points: number; tricks: number; cards: number; players: number }[] = [];
  while (awaiting(actor.getSnapshot()) !== 'rubber-over' && log.length < maxDeals) {
    const s = actor.getSnapshot().context;
    const participants = participantsOf(cv, s);
    const { hands, trump } = dealCards(cv, s, rng, participants);
    const cards = hands.reduce((n, h) => n + h.length, 0);
    const outcome = playDeal(
      cv,
      cv.phases.find((p) => p.id === s.phase)!,
      hands,
      participants,
      trump,
      bots[bot]!,
      rng,
      newScratch(),
    );
    dealt.push({
      points: sum(Object.fromEntries(outcome.points.map((p, i) => [i, p]))),
      tricks: outcome.tricks.reduce((a, b) => a + b, 0),
      cards,
      players: participants.length,
    });
    actor.send({ type: 'DEAL', outcome });
    const { open: _o, ...entry } = actor.getSnapshot().context.entry!;
    log.push(entry);
  }
  return { log, dealt, done: awaiting(actor.getSnapshot()) === 'rubber-over', state: actor.getSnapshot().context };
}

const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const bot = fc.constantFrom<'random' | 'greedy'>('random', 'greedy');

describe('properties of simulated Hindersche (Pagat)', () => {
  it('every four-player deal holds 140 card points in 9 tricks; fewer players, at most 140', () => {
    fc.assert(
      fc.property(seeds, bot, (seed, b) => {
        for (const d of rubber(seed, b).dealt) {
          expect(d.tricks).toBe(9);
          expect(d.cards).toBe(9 * d.players);
          if (d.players === 4) expect(d.points).toBe(140);
          else expect(d.points).toBeLessThanOrEqual(140);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('accounts for marks deal by deal as the rules say', () => {
    fc.assert(
      fc.property(seeds, bot, (seed, b) => {
        const { log } = rubber(seed, b);
        let before = 0;
        let beforeFrame = 0;
        for (const e of log) {
          const marks = e.tallies.marks as Record<string, number>;
          const total = sum(marks);
          const frame = sum(e.tallies.frame as Record<string, number>);
          for (const v of Object.values(marks)) expect(v).toBeGreaterThanOrEqual(0);
          expect(frame).toBeGreaterThanOrEqual(beforeFrame);
          if (e.phase === 'vier-strich' && e.kind === 'deal') {
            const all35 = e.players.length === 4 && Object.values(e.points).every((p) => p === 35);
            const expected = e.playoff ? 0 : e.march ? 3 : all35 ? 4 : 1;
            expect(total - before).toBe(expected);
          }
          if (e.phase === 'vier-strich' && e.kind === 'playoff' && !e.playoff) expect(total - before).toBe(1);
          // Pagat: so long as there is no march, there are always four marks (with 3+ players, no excess).
          if (
            e.phase === 'butzen' &&
            e.kind === 'deal' &&
            before === 4 &&
            !e.march &&
            !e.playoff &&
            e.players.length >= 3 &&
            !Object.values(e.points).every((p) => p === Object.values(e.points)[0])
          ) {
            expect(total).toBe(4);
          }
          if (e.gameOver) {
            expect(frame - beforeFrame).toBe(e.gameOver.frameMarks);
            before = 0;
          } else before = total;
          beforeFrame = frame;
        }
      }),
      { numRuns: 25 },
    );
  });

  it('every game ends, and a rubber is four games', () => {
    fc.assert(
      fc.property(seeds, bot, (seed, b) => {
        const r = rubber(seed, b);
        expect(r.done).toBe(true);
        expect(r.log.filter((e) => e.gameOver)).toHaveLength(4);
        expect(r.state.settlement!.reduce((a, x) => a + x, 0)).toBe(0);
      }),
      { numRuns: 25 },
    );
  });
});
