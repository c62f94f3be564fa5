/**
 * Shard files: what `simulate --shard i/n` writes and `stichwort merge` adds up. A shard holds the
 * raw figures of its blocks (every n-th block of the run, from the i-th) and names the run exactly
 * (variant files by content, readings, seed, games, bots), so that merge refuses shards of
 * different runs, a shard given twice, or a missing one — it never adds up figures that do not
 * belong together. Reading one file is shard-read.ts; adding them up is RunMerger here.
 */
import type { PairedFigures } from '../sim/compare.ts';
import { EXACT, type FieldError } from '../sim/fields.ts';
import { inexactAt } from '../sim/figures-read.ts';
import type { FiguresLayout, RawFigures } from '../sim/figures.ts';
import { BLOCK_GAMES } from '../sim/play-block.ts';
import { addFigures, type RunFigures } from '../sim/simulate.ts';
import { InputError } from './io.ts';

/**
 * The file's marker and format version: raised whenever what a shard holds changes meaning, so that
 * shards of another version are refused by name rather than added up out of line (2: layouts say
 * which tally a settlement repeats).
 */
export const SHARD_FORMAT = 'stichwort-simulation-shard/2';

/** The most shards a run is cut into (`--shard I/N`, N at most this). */
export const SHARD_COUNT_MAX = 100_000;

/** What names a run: two shards merge only when this is the same. */
export interface RunIdentity {
  variants: string[];
  sources: string;
  options: Record<string, string>;
  seed: number;
  games: number;
  bots: string[];
}

/** A shard file's content. */
export interface ShardFile {
  format: typeof SHARD_FORMAT;
  run: RunIdentity;
  shard: { index: number; count: number };
  layouts: FiguresLayout[];
  figures: RawFigures | PairedFigures;
  elapsedMs: number;
}

/** Parses `--shard i/n` (1 ≤ i ≤ n ≤ SHARD_COUNT_MAX), or null. */
export function parseShard(value: string): { index: number; count: number } | null {
  const m = /^([0-9]{1,6})\/([0-9]{1,6})$/.exec(value);
  if (!m) return null;
  const index = Number(m[1]);
  const count = Number(m[2]);
  return index >= 1 && count >= 1 && index <= count && count <= SHARD_COUNT_MAX ? { index, count } : null;
}

/** The games shard `index` of `count` plays in a run of `games`: its blocks are every count-th from the index-th (as simulate picks them). */
export function shardGames(games: number, index: number, count: number): number {
  let n = 0;
  // At most games / BLOCK_GAMES / count blocks: 100,000 at the CLI's bounds.
  for (let b = index - 1; b * BLOCK_GAMES < games; b += count) n += Math.min(BLOCK_GAMES, games - b * BLOCK_GAMES);
  return n;
}

/** What the shards of a run add up to. */
export interface MergedRun {
  run: RunIdentity;
  layouts: FiguresLayout[];
  figures: RunFigures;
  elapsedMs: number;
  count: number;
}

/**
 * Adds up the shards of one run as they are read, one at a time (a run of many shards is never
 * held whole): each must be of the first one's run, a shard of as many, not given before (its games
 * were checked against its blocks as it was read: shard-read.ts), and the sums must stay exact. Throws an InputError naming the file
 * that does not fit; the report is made only from `finish`, once every shard is in.
 */
export class RunMerger {
  private first: { file: string; shard: ShardFile; identity: string; layouts: string } | null = null;
  private readonly byIndex = new Map<number, string>();
  private figures: RunFigures | null = null;
  private elapsedMs = 0;

  /** Adds `shard`, read from `file`. */
  add(file: string, shard: ShardFile): void {
    const { index, count } = shard.shard;
    const identity = JSON.stringify(shard.run),
      layouts = JSON.stringify(shard.layouts);
    const first = (this.first ??= { file, shard, identity, layouts });
    if (identity !== first.identity || layouts !== first.layouts)
      throw new InputError(
        `${file}: a shard of another run than ${first.file} (variant files, readings, seed, games or bots differ)`,
      );
    if (count !== first.shard.shard.count)
      throw new InputError(`${file}: shard ${index}/${count}, but ${first.file} is one of ${first.shard.shard.count}`);
    const twice = this.byIndex.get(index);
    if (twice !== undefined) throw new InputError(`${file}: shard ${index}/${count} is given twice (also ${twice})`);
    const sum = this.figures ? addFigures(this.figures, shard.figures) : shard.figures;
    const past = inexactAt(sum, 'figures');
    if (past) throw new InputError(`${file}: ${past}: the shards add up past ${EXACT}, where sums are no longer exact`);
    this.byIndex.set(index, file);
    this.figures = sum;
    this.elapsedMs += shard.elapsedMs;
  }

  /** The run the shards add up to; throws an InputError when a shard is missing (or none was given). */
  finish(): MergedRun {
    if (!this.first || !this.figures) throw new InputError('no shard files given');
    const { count } = this.first.shard.shard;
    if (this.byIndex.size !== count) {
      const missing: string[] = [];
      // The first few by name: a run of 100,000 shards may miss most of them.
      for (let i = 1; i <= count && missing.length < 8; i++) if (!this.byIndex.has(i)) missing.push(`${i}/${count}`);
      const more = count - this.byIndex.size - missing.length;
      throw new InputError(
        `shards ${missing.join(', ')}${more > 0 ? ` and ${more} more` : ''} are missing: merge needs all ${count}`,
      );
    }
    const { run, layouts } = this.first.shard;
    return { run, layouts, figures: this.figures, elapsedMs: this.elapsedMs, count };
  }
}

/** A FieldError of a shard's `file` as the InputError merge reports. */
export const shardFieldError = (file: string, e: FieldError): InputError => new InputError(`${file}: ${e.message}`);
