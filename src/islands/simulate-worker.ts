/**
 * Simulation in a Web Worker: compiles the variants it is sent, plays the run's blocks in order and
 * posts its progress after each, then the report. The page stays responsive throughout and cancels
 * a run by ending the worker. The figures equal `stichwort simulate`'s for the same seed.
 */
import { compileVariant } from '../compile/compile.ts';
import { bots } from '../engine/bots.ts';
import { comparisonOf, playPairBlock } from '../sim/compare.ts';
import { layoutOf } from '../sim/figures.ts';
import { blocksOf, playBlock, playerFor } from '../sim/play-block.ts';
import { reportOf } from '../sim/report.ts';
import { addFigures, noFigures } from '../sim/simulate.ts';
import { fromWire } from '../site/wire.ts';
import type { SimulateReply, SimulateRequest } from './simulate-client.ts';

const scope = self as unknown as { onmessage: ((e: MessageEvent<SimulateRequest>) => void) | null; postMessage(reply: SimulateReply): void };
const botsByName = new Map(Object.entries(bots));

scope.onmessage = (e) => {
  const { variants, games, seed, bot } = e.data;
  try {
    const chosen = botsByName.get(bot) ?? bots.random!;
    const pls = variants.map((v) => playerFor(compileVariant(fromWire(v.wire), v.options), chosen));
    const layouts = pls.map((p) => layoutOf(p.cv, p.players));
    const started = performance.now();
    let figures = noFigures(layouts);
    let done = 0;
    for (const [block, n] of blocksOf(games)) {
      figures = addFigures(figures, pls.length === 1 ? playBlock(pls[0]!, seed, block, n) : playPairBlock(pls[0]!, pls[1]!, seed, block, n));
      done += n;
      const deals = 'differences' in figures ? figures.a.deals + figures.a.playoffs + figures.b.deals + figures.b.playoffs : figures.deals + figures.playoffs;
      scope.postMessage({ kind: 'progress', done, total: games, deals, elapsedMs: performance.now() - started });
    }
    const facts = { seed, bots: pls[0]!.players.map(() => bot), elapsedMs: performance.now() - started, workers: 1 };
    scope.postMessage('differences' in figures
      ? { kind: 'comparison', report: comparisonOf(layouts[0]!, layouts[1]!, figures, facts) }
      : { kind: 'report', report: reportOf(layouts[0]!, figures, facts) });
  } catch (err) {
    scope.postMessage({ kind: 'failed', message: err instanceof Error ? err.message : String(err) });
  }
};
