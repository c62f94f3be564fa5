/**
 * Shard files: what `simulate --shard i/n` writes and `stichwort merge` adds up. A shard holds the
 * raw figures of its blocks (every n-th block of the run, from the i-th) and names the run exactly
 * (variant files by content, readings, seed, games, bots), so that merge refuses shards of
 * different runs, a shard given twice, or a missing one — it never adds up figures that do not belong together.
 */
import { pairedMetrics, type PairedFigures } from '../sim/compare.ts';
import { figuresProblem, type FiguresLayout, type RawFigures } from '../sim/figures.ts';
import { InputError } from './io.ts';

/**
 * The file's marker and format version: raised whenever what a shard holds changes meaning, so that
 * shards of another version are refused by name rather than added up out of line (2: layouts say
 * which tally a settlement repeats).
 */
export const SHARD_FORMAT = 'stichwort-simulation-shard/2';

/** The marker without its version: a file with it and another version is a shard of another stichwort. */
const SHARD_MARKER = SHARD_FORMAT.slice(0, SHARD_FORMAT.lastIndexOf('/') + 1);

/** What names a run: two shards merge only when this is the same. */
export interface RunIdentity { variants: string[]; sources: string; options: Record<string, string>; seed: number; games: number; bots: string[] }

/** A shard file's content. */
export interface ShardFile {
  format: typeof SHARD_FORMAT;
  run: RunIdentity;
  shard: { index: number; count: number };
  layouts: FiguresLayout[];
  figures: RawFigures | PairedFigures;
  elapsedMs: number;
}

/** Parses `--shard i/n` (1 ≤ i ≤ n ≤ 100000), or throws a usage message. */
export function parseShard(value: string): { index: number; count: number } | null {
  const m = /^([0-9]{1,6})\/([0-9]{1,6})$/.exec(value);
  if (!m) return null;
  const index = Number(m[1]);
  const count = Number(m[2]);
  return index >= 1 && count >= 1 && index <= count && count <= 100_000 ? { index, count } : null;
}

/** Reads a shard file's text, or throws an InputError naming `file` and what is wrong. */
export function readShard(file: string, text: string): ShardFile {
  let o: unknown;
  try { o = JSON.parse(text); } catch (e) { throw new InputError(`${file}: not a shard file: ${(e as Error).message}`); }
  const s = o as Partial<ShardFile> | null;
  const format: unknown = typeof s === 'object' && s !== null ? s.format : undefined;
  if (typeof format === 'string' && format !== SHARD_FORMAT && format.startsWith(SHARD_MARKER)) {
    throw new InputError(`${file}: a shard of another version of stichwort ("format": "${format}"; this one reads "${SHARD_FORMAT}"): write the shards again with this one`);
  }
  if (typeof s !== 'object' || s === null || s.format !== SHARD_FORMAT) {
    throw new InputError(`${file}: not a shard file (expected "format": "${SHARD_FORMAT}", as \`stichwort simulate --shard i/n\` writes)`);
  }
  if (!s.run || !s.shard || !Array.isArray(s.layouts) || typeof s.figures !== 'object' || s.figures === null
    || !Number.isInteger(s.shard.index) || !Number.isInteger(s.shard.count)) {
    throw new InputError(`${file}: the shard file is incomplete (run, shard, layouts or figures missing)`);
  }
  const paired = 'differences' in s.figures;
  const sides = paired ? [(s.figures as PairedFigures).a, (s.figures as PairedFigures).b] : [s.figures as RawFigures];
  if (s.layouts.length !== sides.length || !s.layouts.every(isLayout)) throw new InputError(`${file}: the shard file's layouts are malformed or do not match its figures`);
  sides.forEach((f, i) => {
    const problem = figuresProblem(f, s.layouts![i]!);
    if (problem) throw new InputError(`${file}: not a shard \`stichwort simulate\` wrote: ${problem}`);
    // JSON has no Infinity: a shard of no games wrote its least and longest game as null.
    f.length.min = typeof f.length.min === 'number' ? f.length.min : Infinity;
    f.length.max = typeof f.length.max === 'number' ? f.length.max : -Infinity;
  });
  if (paired) {
    const d = (s.figures as PairedFigures).differences;
    if (typeof d !== 'object' || d === null || !Array.isArray(d.sum) || !Array.isArray(d.squares) || d.sum.length !== d.squares.length
      || ![...d.sum, ...d.squares].every((x) => Number.isFinite(x))) throw new InputError(`${file}: the paired differences are malformed`);
    // One sum per figure this version compares (a shard of a version that compared others would be added up out of line).
    if (d.sum.length !== pairedMetrics(s.layouts[0]!, s.layouts[1]!).length) {
      throw new InputError(`${file}: its paired figures are not the ones this version of stichwort compares (a shard from another version?): write the shards again with this one`);
    }
  }
  return s as ShardFile;
}

/** Whether `l` has the shape of a layout: ids and titles as text, in lists. */
function isLayout(l: unknown): l is FiguresLayout {
  const text = (x: unknown) => typeof x === 'string';
  const named = (xs: unknown) => Array.isArray(xs) && xs.every((x) => typeof x === 'object' && x !== null && text(x.id) && text(x.title));
  const o = l as FiguresLayout;
  return typeof l === 'object' && l !== null && text(o.variant) && text(o.title) && Array.isArray(o.players) && o.players.every(text)
    && named(o.events) && named(o.phases) && named(o.tallies) && o.tallies.every((t) => t.scope === 'player' || t.scope === 'shared')
    && text(o.lostGamesTally) && text(o.settlementTally) && text(o.settlementTitle) && (o.settlementRepeats === null || text(o.settlementRepeats));
}

/**
 * Checks that `shards` are all the shards of one run, each once; throws an InputError saying which
 * file does not fit otherwise. Returns them in shard order.
 */
export function completeRun(shards: { file: string; shard: ShardFile }[]): ShardFile[] {
  const first = shards[0]!;
  const identity = JSON.stringify(first.shard.run);
  const count = first.shard.shard.count;
  const byIndex = new Map<number, string>();
  for (const { file, shard } of shards) {
    if (JSON.stringify(shard.run) !== identity || JSON.stringify(shard.layouts) !== JSON.stringify(first.shard.layouts)) throw new InputError(`${file}: a shard of another run than ${first.file} (variant files, readings, seed, games or bots differ)`);
    if (shard.shard.count !== count) throw new InputError(`${file}: shard ${shard.shard.index}/${shard.shard.count}, but ${first.file} is one of ${count}`);
    const twice = byIndex.get(shard.shard.index);
    if (twice) throw new InputError(`${file}: shard ${shard.shard.index}/${count} is given twice (also ${twice})`);
    byIndex.set(shard.shard.index, file);
  }
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
  if (missing.length) throw new InputError(`shards ${missing.map((i) => `${i}/${count}`).join(', ')} are missing: merge needs all ${count}`);
  return shards.map((s) => s.shard).sort((a, b) => a.shard.index - b.shard.index);
}
