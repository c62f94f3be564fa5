/**
 * Runs a simulation in the calling thread: every block in order, figures added up, one report. The
 * worker pools (the CLI's threads, the site's Web Worker) play the same blocks elsewhere and add
 * the same figures, so their reports equal this one.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import type { Seating } from '../engine/bots.ts';
import { mergeFigures, emptyFigures, type FiguresLayout, type RawFigures } from './figures.ts';
import { blocksOf, playBlock, playerFor } from './play-block.ts';
import { comparisonOf, mergePaired, playPairBlock, type ComparisonReport, type PairedFigures } from './compare.ts';
import { reportOf, type SimulationReport } from './report.ts';

/**
 * What to run: how many games, the seed, the bots (one for every seat or one per seat) and their
 * spec (`random`, or `ismcts,random,random,random`), and a progress callback (games done).
 */
export interface SimulationOptions { games: number; seed: number; bot: Seating; botName: string; onProgress?: (done: number) => void }

/** Plays `opts.games` games of `cv` and reports. */
export function simulate(cv: CompiledVariant, opts: SimulationOptions): SimulationReport {
  const pl = playerFor(cv, opts.bot);
  const started = performance.now();
  let f = emptyFigures(pl.layout);
  for (const [block, games] of blocksOf(opts.games)) {
    f = mergeFigures(f, playBlock(pl, opts.seed, block, games));
    opts.onProgress?.(f.games);
  }
  return reportOf(pl.layout, f, { seed: opts.seed, bots: seatNames(opts.botName, pl.players.length), elapsedMs: performance.now() - started, workers: 1 });
}

/** Plays the same games of `a` and `b` and compares them. */
export function simulatePair(a: CompiledVariant, b: CompiledVariant, opts: SimulationOptions): ComparisonReport {
  const pa = playerFor(a, opts.bot);
  const pb = playerFor(b, opts.bot);
  const started = performance.now();
  let f: PairedFigures | null = null;
  for (const [block, games] of blocksOf(opts.games)) {
    const g = playPairBlock(pa, pb, opts.seed, block, games);
    f = f ? mergePaired(f, g, mergeFigures) : g;
    opts.onProgress?.(f.a.games);
  }
  f ??= { a: emptyFigures(pa.layout), b: emptyFigures(pb.layout), differences: { sum: [], squares: [] } };
  return comparisonOf(pa.layout, pb.layout, f, { seed: opts.seed, bots: seatNames(opts.botName, pa.players.length), elapsedMs: performance.now() - started, workers: 1 });
}

/** The figures of no games yet: of one variant, or (two layouts) of a paired run. */
export function noFigures(layouts: FiguresLayout[]): RawFigures | PairedFigures {
  return layouts.length === 1 ? emptyFigures(layouts[0]!)
    : { a: emptyFigures(layouts[0]!), b: emptyFigures(layouts[1]!), differences: { sum: [], squares: [] } };
}

/** Figures of a run so far plus a block's (of one variant, or paired). */
export function addFigures(a: RawFigures | PairedFigures, b: RawFigures | PairedFigures): RawFigures | PairedFigures {
  if ('differences' in a && 'differences' in b) {
    // Until the first block comes, the run does not know how many figures the two variants share.
    const base = a.differences.sum.length ? a : { ...a, differences: { sum: b.differences.sum.map(() => 0), squares: b.differences.squares.map(() => 0) } };
    return mergePaired(base, b, mergeFigures);
  }
  return mergeFigures(a as RawFigures, b as RawFigures);
}

/** Each seat's bot, by name, from a spec: `greedy` seats greedy everywhere; `ismcts,random,random,random` one per seat. */
export function seatNames(spec: string, seats: number): string[] {
  const names = spec.split(',').map((s) => s.trim());
  return names.length === 1 ? new Array<string>(seats).fill(names[0]!) : names;
}
