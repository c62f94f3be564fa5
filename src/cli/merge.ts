/**
 * `stichwort merge SHARD...`: adds up the shards of a simulation run into its report.
 */
import { readTextFile } from '../resolve/disk.ts';
import { parse, UsageError, type Command } from './io.ts';
import { printReport } from './simulate.ts';
import { readShard } from './shard-read.ts';
import { RunMerger, SHARD_COUNT_MAX, type MergedRun } from './sim-shards.ts';

export const mergeCommand: Command = {
  name: 'merge',
  summary: 'add up the shards of a simulation run (simulate --shard I/N) into its report',
  usage: `stichwort merge SHARD.json... [--json | --csv]

Reads the files \`stichwort simulate ... --shard I/N\` wrote, checks they are all N shards of one
run (same variant files, readings, seed, games and bots; each shard once, with the games its part
of the run plays), adds their figures exactly and prints the report, the same as one machine would
have printed for the whole run. A shard file is input: a field that is not what simulate writes,
or out of simulate's bounds, is exit 2 naming the file and the field.`,
  run(argv) {
    const { values, positionals } = parse(argv, { json: { type: 'boolean' }, csv: { type: 'boolean' } });
    if (positionals.length === 0) throw new UsageError('give the shard files');
    if (positionals.length > SHARD_COUNT_MAX)
      throw new UsageError(`a run has at most ${SHARD_COUNT_MAX} shards; ${positionals.length} files were given`);
    if (values.json && values.csv) throw new UsageError('give --json or --csv, not both');
    // Read one at a time as they are added up: only one shard's text is held at once.
    const m = mergeShardTexts(
      (function* () {
        for (const file of positionals) yield { file, text: readTextFile(file, 'shard file') };
      })(),
    );
    printReport(
      m.layouts,
      m.figures,
      { seed: m.run.seed, bots: m.run.bots, elapsedMs: m.elapsedMs, workers: m.count },
      values.json ? 'json' : values.csv ? 'csv' : 'text',
    );
    return 0;
  },
};

/**
 * Reads and adds up shard files, given as their names and texts: the run they make, or an
 * InputError naming the first file (and field) that does not belong (see RunMerger).
 */
export function mergeShardTexts(shards: Iterable<{ file: string; text: string }>): MergedRun {
  const merger = new RunMerger();
  for (const { file, text } of shards) merger.add(file, readShard(file, text));
  return merger.finish();
}
