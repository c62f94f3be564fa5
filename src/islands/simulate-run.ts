/**
 * A simulation run inside a worker: compiles the variants it is given, plays the run's blocks in
 * order and posts its progress as games end (a tenth of a second apart at most often), then the
 * report. Both the Compare page's worker (./simulate-worker.ts) and the Playground's
 * (./playground-worker.ts, which has the compiler already) run it. The figures equal
 * `stichwort simulate`'s for the same seed.
 */
import { compileVariant } from '../compile/compile.ts';
import { botsFromSpec, seatSpec } from '../engine/bots.ts';
import { comparisonOf } from '../sim/compare.ts';
import { playerFor, type Player } from '../sim/play-block.ts';
import { reportOf } from '../sim/report.ts';
import { playRun, type RunFigures } from '../sim/simulate.ts';
import { fromWire } from '../resolve/wire.ts';
import type { SimulateReply, SimulateRequest } from './simulate-client.ts';

/** The least time between two progress posts: often enough for a bar that moves, rarely enough for a page that reads them all. */
const PROGRESS_MS = 100;

/** Runs `request`, telling `post` its progress and its end (a report, or why it stopped). */
export function runSimulation(request: SimulateRequest, post: (reply: SimulateReply) => void): void {
  const { variants, games, seed, bot } = request;
  try {
    const pls = variants.map((v) => {
      const cv = compileVariant(fromWire(v.wire), v.options);
      return playerFor(cv, botsFromSpec(bot, cv.players.max));
    });
    const started = performance.now();
    let posted = started;
    const figures = playRunByGame(pls, seed, games, (done, deals) => {
      const now = performance.now();
      if (now - posted < PROGRESS_MS) return;
      posted = now;
      post({ kind: 'progress', done, total: games, deals, elapsedMs: now - started });
    });
    const facts = {
      seed,
      bots: seatSpec(bot, pls[0]!.players.length),
      elapsedMs: performance.now() - started,
      workers: 1,
    };
    post(
      'differences' in figures
        ? { kind: 'comparison', report: comparisonOf(pls[0]!.layout, pls[1]!.layout, figures, facts) }
        : { kind: 'report', report: reportOf(pls[0]!.layout, figures, facts) },
    );
  } catch (err) {
    post({ kind: 'failed', message: err instanceof Error ? err.message : String(err) });
  }
}

/**
 * Plays a run with `playRun` (the same blocks, the same figures), telling `onGame` after every game
 * of either variant: games done (of a compared run, each variant's game counts as half) and deals
 * played so far. A block of a strong bot takes seconds, too long for a bar that moves only between blocks.
 */
export function playRunByGame(
  pls: Player[],
  seed: number,
  games: number,
  onGame: (done: number, deals: number) => void,
): RunFigures {
  let halves = 0;
  let deals = 0;
  return playRun(pls, seed, games, undefined, (g) => {
    halves++;
    deals += g.deals;
    onGame(Math.floor(halves / pls.length), deals);
  });
}
