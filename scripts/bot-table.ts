#!/usr/bin/env node
/**
 * How bots fare against random ones: plays whole games through the compiled machine (dealing and
 * card play as `simulate` does, with one bot per seat) and prints, for seat 1, the share of games
 * lost with its 95% Wilson interval, the mean settlement of a rubber with its 95% interval, and
 * what it paid in a rubber (the decreases of the settled tally, deal by deal: the stakes paid in).
 *
 *   node scripts/bot-table.ts VARIANT [--games N] [--seed S] [--bots ismcts:100,random,random,random] [--json]
 *
 * Also prints how long the first seat's bot took per move (mean and worst), for the Play page's
 * budget. A benchmark script, not a test: its figures depend on the machine.
 */
import { parseArgs } from 'node:util';
import { compiled } from '../tests/helpers.ts';
import { awaiting, createGameMachine, sendChecked, startGame } from '../src/engine/machine.ts';
import { participantsOf } from '../src/engine/flow.ts';
import { dealCards, dealContext } from '../src/engine/play.ts';
import { newScratch, playDeal } from '../src/engine/fast-deal.ts';
import { createRng } from '../src/engine/rng.ts';
import { botsFromSpec, type Bot } from '../src/engine/bots.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { games: { type: 'string' }, seed: { type: 'string' }, bots: { type: 'string' }, json: { type: 'boolean' } },
});
const id = positionals[0] ?? 'hindersche-pagat';
const games = Number(values.games ?? 10000);
const seed = Number(values.seed ?? 1);
const spec = values.bots ?? 'ismcts,random,random,random';

/** The 95% Wilson score interval of `k` successes in `n` trials. */
export function wilson(k: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n, z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** The mean of `xs` with its 95% normal interval. */
export function meanCi(xs: readonly number[]): { mean: number; lo: number; hi: number } {
  const n = xs.length;
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, n - 1));
  const half = (1.96 * sd) / Math.sqrt(n);
  return { mean, lo: mean - half, hi: mean + half };
}

const cv = compiled(id);
const n = cv.players.max;
const players = Array.from({ length: n }, (_, i) => `P${i + 1}`);
const seated = botsFromSpec(spec, n);
// The first seat's bot, timed.
let moves = 0, spent = 0, worst = 0;
const first = seated[0]!;
const timed: Bot = (v, r) => {
  const t0 = performance.now();
  const card = first(v, r);
  const dt = performance.now() - t0;
  moves++; spent += dt; worst = Math.max(worst, dt);
  return card;
};
const bots = [timed, ...seated.slice(1)];

const rng = createRng(seed);
const machine = createGameMachine(cv);
const scratch = newScratch();
let done = 0, lost = 0, deals = 0;
const settlements: number[] = [];
const paid: number[] = [];
const settled = cv.settle?.tally ?? null;
const started = performance.now();
while (done < games) {
  const actor = startGame(cv, machine, { players, dealer: rng.int(n) });
  let paidInRubber = 0;
  while (done < games) {
    const snap = actor.getSnapshot();
    if (awaiting(snap) === 'rubber-over') break;
    const s = snap.context;
    const participants = participantsOf(cv, s);
    const { hands, trump, upcard } = dealCards(cv, s, rng, participants);
    const phase = cv.phases.find((p) => p.id === s.phase)!;
    const outcome = playDeal(cv, phase, hands, participantsOf(cv, s, hands), trump, bots, rng, scratch, dealContext(cv, s, upcard));
    const before = settled ? actor.getSnapshot().context.tallies[settled]![0]! : 0;
    sendChecked(cv, actor, { type: 'DEAL', outcome });
    deals++;
    if (settled) paidInRubber += Math.max(0, before - actor.getSnapshot().context.tallies[settled]![0]!);
    const entry = actor.getSnapshot().context.entry!;
    if (entry.gameOver) {
      done++;
      if (entry.gameOver.loser === players[0]) lost++;
      if (!values.json && done % 1000 === 0) process.stderr.write(`${id} ${spec}: ${done} games, ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
    }
  }
  const end = actor.getSnapshot();
  if (awaiting(end) === 'rubber-over' && end.context.settlement) { settlements.push(end.context.settlement[0]!); paid.push(paidInRubber); }
  actor.stop();
}
const [lo, hi] = wilson(lost, done);
const settle = meanCi(settlements);
const paidCi = meanCi(paid);
const report = {
  variant: id, bots: spec, seed, games: done, deals, rubbers: settlements.length,
  seat1LossRate: { rate: lost / done, lo, hi },
  seat1Settlement: settle,
  seat1Paid: paidCi,
  seat1MsPerMove: { mean: spent / Math.max(1, moves), worst, moves },
  seconds: (performance.now() - started) / 1000,
};
if (values.json) console.log(JSON.stringify(report));
else {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  console.log(`${id} | ${spec} | ${done} games, ${settlements.length} rubbers | seat 1 lost ${pct(lost / done)} [${pct(lo)}, ${pct(hi)}]`
    + ` | seat 1 settlement ${settle.mean.toFixed(2)} [${settle.lo.toFixed(2)}, ${settle.hi.toFixed(2)}]`
    + ` | seat 1 paid ${paidCi.mean.toFixed(2)} [${paidCi.lo.toFixed(2)}, ${paidCi.hi.toFixed(2)}]`
    + ` | ${(spent / Math.max(1, moves)).toFixed(2)} ms/move (worst ${worst.toFixed(1)}) | ${report.seconds.toFixed(0)} s`);
}
