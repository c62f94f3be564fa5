/**
 * `stichwort merge SHARD...`: adds up the shards of a simulation run into its report.
 */
import { readTextFile } from '../resolve/disk.ts';
import { parse, UsageError, type Command } from './io.ts';
import { addFigures } from '../sim/simulate.ts';
import { printReport } from './simulate.ts';
import { completeRun, readShard } from './sim-shards.ts';

export const mergeCommand: Command = {
  name: 'merge',
  summary: 'add up the shards of a simulation run (simulate --shard I/N) into its report',
  usage: `stichwort merge SHARD.json... [--json | --csv]

Reads the files \`stichwort simulate ... --shard I/N\` wrote, checks they are all N shards of one
run (same variant files, readings, seed, games and bots; each shard once), adds their figures
exactly and prints the report, the same as one machine would have printed for the whole run.`,
  run(argv) {
    const { values, positionals } = parse(argv, { json: { type: 'boolean' }, csv: { type: 'boolean' } });
    if (positionals.length === 0) throw new UsageError('give the shard files');
    if (values.json && values.csv) throw new UsageError('give --json or --csv, not both');
    const shards = completeRun(positionals.map((file) => ({ file, shard: readShard(file, readTextFile(file, 'shard file')) })));
    const figures = shards.map((s) => s.figures).reduce((a, b) => addFigures(a, b));
    const { run } = shards[0]!;
    printReport(shards[0]!.layouts, figures, {
      seed: run.seed, bots: run.bots, elapsedMs: shards.reduce((a, s) => a + s.elapsedMs, 0), workers: shards.length,
    }, values.json ? 'json' : values.csv ? 'csv' : 'text');
    return 0;
  },
};

