/**
 * Runs a simulation in the calling thread: every block in order, figures added up, one report. The
 * worker pools (the CLI's threads, the site's Web Worker) play the same blocks elsewhere and add
 * the same figures, so their reports equal this one.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import { seatSpec, type Seating } from '../engine/bots.ts';
import { mergeFigures, emptyFigures, type FiguresLayout, type GameRecord, type RawFigures } from './figures.ts';
import { blocksOf, playBlock, playerFor, type Player } from './play-block.ts';
import {
  comparisonOf,
  mergePaired,
  pairedMetrics,
  playPairBlock,
  type ComparisonReport,
  type PairedFigures,
} from './compare.ts';
import { reportOf, type SimulationReport } from './report.ts';

/** The figures of a run: of one variant, or of two played on the same games (paired). */
export type RunFigures = RawFigures | PairedFigures;

/**
 * What to run: how many games, the seed, the bots (one for every seat or one per seat) and their
 * spec (`random`, or `ismcts,random,random,random`), and a progress callback (games done).
 */
export interface SimulationOptions {
  games: number;
  seed: number;
  bot: Seating;
  botName: string;
  onProgress?: (done: number) => void;
}

/** Plays block `block` (`games` games) of one variant, or of two lined up game by game; `onGame` hears each variant's games as they end. */
export function playRunBlock(
  pls: Player[],
  seed: number,
  block: number,
  games: number,
  onGame?: (g: GameRecord) => void,
): RunFigures {
  return pls.length === 1
    ? playBlock(pls[0]!, seed, block, games, onGame)
    : playPairBlock(pls[0]!, pls[1]!, seed, block, games, onGame);
}

/**
 * Plays every block of a run of `games` games in order, here; `onBlock` hears the games done so far,
 * `onGame` each variant's games as they end (for progress finer than a block).
 */
export function playRun(
  pls: Player[],
  seed: number,
  games: number,
  onBlock?: (done: number, f: RunFigures) => void,
  onGame?: (g: GameRecord) => void,
): RunFigures {
  let f = noFigures(pls.map((p) => p.layout));
  let done = 0;
  for (const [block, n] of blocksOf(games)) {
    f = addFigures(f, playRunBlock(pls, seed, block, n, onGame));
    done += n;
    onBlock?.(done, f);
  }
  return f;
}

/** Plays `opts.games` games of `cv` and reports. */
export function simulate(cv: CompiledVariant, opts: SimulationOptions): SimulationReport {
  const pl = playerFor(cv, opts.bot);
  const started = performance.now();
  const f = playRun([pl], opts.seed, opts.games, (done) => opts.onProgress?.(done)) as RawFigures;
  return reportOf(pl.layout, f, {
    seed: opts.seed,
    bots: seatSpec(opts.botName, pl.players.length),
    elapsedMs: performance.now() - started,
    workers: 1,
  });
}

/** Plays the same games of `a` and `b` and compares them. */
export function simulatePair(a: CompiledVariant, b: CompiledVariant, opts: SimulationOptions): ComparisonReport {
  const pls = [playerFor(a, opts.bot), playerFor(b, opts.bot)];
  const started = performance.now();
  const f = playRun(pls, opts.seed, opts.games, (done) => opts.onProgress?.(done)) as PairedFigures;
  return comparisonOf(pls[0]!.layout, pls[1]!.layout, f, {
    seed: opts.seed,
    bots: seatSpec(opts.botName, a.players.max),
    elapsedMs: performance.now() - started,
    workers: 1,
  });
}

/** The figures of no games yet: of one variant, or (two layouts) of a paired run, with a difference for each figure both share. */
export function noFigures(layouts: FiguresLayout[]): RunFigures {
  if (layouts.length === 1) return emptyFigures(layouts[0]!);
  const shared = pairedMetrics(layouts[0]!, layouts[1]!).length;
  return {
    a: emptyFigures(layouts[0]!),
    b: emptyFigures(layouts[1]!),
    differences: { sum: new Array<number>(shared).fill(0), squares: new Array<number>(shared).fill(0) },
  };
}

/** Figures of a run so far plus a block's (of one variant, or paired). */
export function addFigures(a: RunFigures, b: RunFigures): RunFigures {
  return 'differences' in a ? mergePaired(a, b as PairedFigures) : mergeFigures(a, b as RawFigures);
}

/** Deals and play-offs in `f` (both variants' of a paired run): what a throughput counts. */
export const dealsIn = (f: RunFigures): number =>
  ('differences' in f ? [f.a, f.b] : [f]).reduce((n, x) => n + x.deals + x.playoffs, 0);
