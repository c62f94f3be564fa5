/**
 * A simulation run inside a worker: compiles the variants it is given, plays the run's blocks in
 * order and posts its progress after each, then the report. Both the Compare page's worker
 * (./simulate-worker.ts) and the Playground's (./playground-worker.ts, which has the compiler
 * already) run it. The figures equal `stichwort simulate`'s for the same seed.
 */
import { compileVariant } from '../compile/compile.ts';
import { botsFromSpec } from '../engine/bots.ts';
import { comparisonOf, playPairBlock } from '../sim/compare.ts';
import { layoutOf } from '../sim/figures.ts';
import { blocksOf, playBlock, playerFor } from '../sim/play-block.ts';
import { reportOf } from '../sim/report.ts';
import { addFigures, noFigures, seatNames } from '../sim/simulate.ts';
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
    const layouts = pls.map((p) => layoutOf(p.cv, p.players));
    const started = performance.now();
    let figures = noFigures(layouts);
    let done = 0;
    for (const [block, n] of blocksOf(games)) {
      figures = addFigures(figures, pls.length === 1 ? playBlock(pls[0]!, seed, block, n) : playPairBlock(pls[0]!, pls[1]!, seed, block, n));
      done += n;
      const deals = 'differences' in figures ? figures.a.deals + figures.a.playoffs + figures.b.deals + figures.b.playoffs : figures.deals + figures.playoffs;
      post({ kind: 'progress', done, total: games, deals, elapsedMs: performance.now() - started });
    }
    const facts = { seed, bots: seatNames(bot, pls[0]!.players.length), elapsedMs: performance.now() - started, workers: 1 };
    post('differences' in figures
      ? { kind: 'comparison', report: comparisonOf(layouts[0]!, layouts[1]!, figures, facts) }
      : { kind: 'report', report: reportOf(layouts[0]!, figures, facts) });
  } catch (err) {
    post({ kind: 'failed', message: err instanceof Error ? err.message : String(err) });
  }
}
