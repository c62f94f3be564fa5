/**
 * A simulation run inside a worker: compiles the variants it is given, plays the run's blocks in
 * order and posts its progress after each, then the report. Both the Compare page's worker
 * (./simulate-worker.ts) and the Playground's (./playground-worker.ts, which has the compiler
 * already) run it. The figures equal `stichwort simulate`'s for the same seed.
 */
import { compileVariant } from '../compile/compile.ts';
import { botsFromSpec, seatSpec } from '../engine/bots.ts';
import { comparisonOf } from '../sim/compare.ts';
import { playerFor } from '../sim/play-block.ts';
import { reportOf } from '../sim/report.ts';
import { dealsIn, playRun } from '../sim/simulate.ts';
import { fromWire } from '../site/wire.ts';
import type { SimulateReply, SimulateRequest } from './simulate-client.ts';

/** Runs `request`, telling `post` its progress and its end (a report, or why it stopped). */
export function runSimulation(request: SimulateRequest, post: (reply: SimulateReply) => void): void {
  const { variants, games, seed, bot } = request;
  try {
    const pls = variants.map((v) => {
      const cv = compileVariant(fromWire(v.wire), v.options);
      return playerFor(cv, botsFromSpec(bot, cv.players.max));
    });
    const started = performance.now();
    const figures = playRun(pls, seed, games, (done, f) => post({ kind: 'progress', done, total: games, deals: dealsIn(f), elapsedMs: performance.now() - started }));
    const facts = { seed, bots: seatSpec(bot, pls[0]!.players.length), elapsedMs: performance.now() - started, workers: 1 };
    post('differences' in figures
      ? { kind: 'comparison', report: comparisonOf(pls[0]!.layout, pls[1]!.layout, figures, facts) }
      : { kind: 'report', report: reportOf(pls[0]!.layout, figures, facts) });
  } catch (err) {
    post({ kind: 'failed', message: err instanceof Error ? err.message : String(err) });
  }
}
