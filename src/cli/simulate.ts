/**
 * `stichwort simulate VARIANT [OTHER]`: plays many games with bots and reports the figures, on every
 * core, or one shard of a run for `stichwort merge`.
 */
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { BotSpecError, botsFromSpec, seatSpec, type Bot } from '../engine/bots.ts';
import { comparisonCsv, comparisonOf, comparisonText } from '../sim/compare.ts';
import { addFigures, noFigures, playRunBlock, type RunFigures } from '../sim/simulate.ts';
import type { FiguresLayout } from '../sim/figures.ts';
import { blocksOf, playerFor } from '../sim/play-block.ts';
import { reportCsv, reportOf, reportText } from '../sim/report.ts';
import { GAMES_RANGE, intOption, out, parse, SEED_RANGE, UsageError, type Command } from './io.ts';
import { compileChecked, loadChecked, readingOptions } from './load-variant.ts';
import { progressBar } from './progress.ts';
import { runOnWorkers, type BlockJob } from './sim-pool.ts';
import { parseShard, SHARD_FORMAT, type RunIdentity, type ShardFile } from './sim-shards.ts';

export const simulateCommand: Command = {
  name: 'simulate',
  summary: 'play many games with bots; figures with confidence intervals; compare two variants',
  usage: `stichwort simulate VARIANT [OTHER] [--games N] [--seed S] [--bots SPEC] [--workers N]
                   [--json | --csv | --shard I/N] [--option AMB=READING]...

Deals from a seeded shuffle, lets bots play every card through the compiled rules, and feeds each
deal to the variant's machine. Reports what the variant declares: deals per game, the share of
deals with each event, of games reaching each later phase, each seat's losses, settlement and
places, and how each tally moves in a game, every figure with its 95% confidence interval.
With OTHER, plays the same games of both (game g starts from the same shuffle in each) and says
which differences are significant, all figures taken together (Holm's correction at 5%).

The figures depend only on the variant(s), readings, --games, --seed and --bots: never on
--workers (default: every core) or on how a run is split into shards.
  --json, --csv   the report as JSON, or as CSV rows figure,subject,value,low,high
  --shard I/N     play only the I-th of N shards of the run (1 ≤ I ≤ N) and write it as JSON for
                  \`stichwort merge\`, which adds all N exactly: run them on any batch runner.
--bots names the bot in every seat (random, greedy, ismcts: a search that deals the cards it
cannot see in many ways and plays each out; ismcts:N searches N times a move, 1 to 100000,
200 by default), or one per seat in order: --bots ismcts,random,random,random.
Defaults: --games 1000 --seed 1 --bots random. --games is 1 to 10000000, --seed 0 to 4294967295.
A progress bar goes to stderr when it is a terminal.`,
  async run(argv) {
    const { values, positionals } = parse(argv, {
      games: { type: 'string' },
      seed: { type: 'string' },
      bots: { type: 'string' },
      workers: { type: 'string' },
      json: { type: 'boolean' },
      csv: { type: 'boolean' },
      shard: { type: 'string' },
      option: { type: 'string', multiple: true },
    });
    if (positionals.length < 1 || positionals.length > 2) throw new UsageError('give one variant, or two to compare');
    const botName = values.bots ?? 'random';
    const games = intOption(values.games, 'games', 1000, GAMES_RANGE);
    const seed = intOption(values.seed, 'seed', 1, SEED_RANGE);
    const workers = intOption(values.workers, 'workers', availableParallelism(), { min: 1, max: 256 });
    if (values.json && values.csv) throw new UsageError('give --json or --csv, not both');
    const shard = values.shard === undefined ? null : parseShard(values.shard);
    if (values.shard !== undefined && !shard)
      throw new UsageError(`--shard expects I/N with 1 ≤ I ≤ N (such as 2/8), got ${JSON.stringify(values.shard)}`);
    if (shard && (values.json || values.csv))
      throw new UsageError('a shard is written as JSON for `stichwort merge`: --json and --csv go to merge');
    const options = readingOptions(values.option);

    const loaded = [];
    for (const target of positionals) {
      const v = loadChecked(target);
      if (!v) return 1;
      loaded.push({ target, v, cv: compileChecked(v, options) });
    }
    const cvs = loaded.map((l) => l.cv);
    const seats = cvs[0]!.players.max;
    const pls = cvs.map((cv) => playerFor(cv, seatedBots(botName, seats)));
    const layouts = pls.map((p) => p.layout);
    const jobs: BlockJob[] = blocksOf(games)
      .map(([block, n]) => ({ block, games: n }))
      .filter((j) => !shard || j.block % shard.count === shard.index - 1);
    const share = jobs.reduce((a, j) => a + j.games, 0);

    const bar = progressBar(share, 'games');
    const started = performance.now();
    let figures = noFigures(layouts);
    let done = 0;
    const add = (f: RunFigures, job: BlockJob) => {
      figures = addFigures(figures, f);
      done += job.games;
      const seconds = (performance.now() - started) / 1000;
      bar?.update(done, `${Math.round(done / Math.max(seconds, 1e-3)).toLocaleString('en')} games/s`);
    };
    const threads = Math.min(workers, jobs.length);
    try {
      if (threads <= 1) {
        for (const job of jobs) add(playRunBlock(pls, seed, job.block, job.games), job);
      } else {
        // This thread plays blocks too: it has loaded and compiled the run already.
        await runOnWorkers({ targets: positionals, options, bot: botName, seed }, jobs, threads, add, (job) =>
          playRunBlock(pls, seed, job.block, job.games),
        );
      }
    } finally {
      bar?.done();
    }
    const elapsedMs = performance.now() - started;
    const botNames = seatSpec(botName, seats);

    if (shard) {
      const run: RunIdentity = {
        variants: cvs.map((cv) => cv.id),
        sources: sourcesHash(loaded.map((l) => l.v.texts)),
        options,
        seed,
        games,
        bots: botNames,
      };
      const file: ShardFile = { format: SHARD_FORMAT, run, shard, layouts, figures, elapsedMs: Math.round(elapsedMs) };
      out(JSON.stringify(file));
      return 0;
    }
    printReport(
      layouts,
      figures,
      { seed, bots: botNames, elapsedMs, workers: Math.max(1, threads) },
      values.json ? 'json' : values.csv ? 'csv' : 'text',
    );
    return 0;
  },
};

/** The bots a `--bots` spec seats at a table of `seats`; a spec that names no bot is a usage error. */
function seatedBots(spec: string, seats: number): Bot[] {
  try {
    return botsFromSpec(spec, seats);
  } catch (e) {
    if (e instanceof BotSpecError) throw new UsageError(`--bots: ${e.message}`);
    throw e;
  }
}

/** Prints a run's report as text, JSON or CSV. */
export function printReport(
  layouts: FiguresLayout[],
  figures: RunFigures,
  facts: { seed: number; bots: string[]; elapsedMs: number; workers: number },
  as: 'text' | 'json' | 'csv',
): void {
  if ('differences' in figures) {
    const r = comparisonOf(layouts[0]!, layouts[1]!, figures, facts);
    out(as === 'json' ? JSON.stringify(r, null, 2) : as === 'csv' ? comparisonCsv(r) : comparisonText(r));
    return;
  }
  const r = reportOf(layouts[0]!, figures, facts);
  out(as === 'json' ? JSON.stringify(r, null, 2) : as === 'csv' ? reportCsv(r) : reportText(r));
}

/** One hash of the variant files a run read (a shard of an edited file does not merge with the old). */
function sourcesHash(texts: Map<string, string>[]): string {
  const h = createHash('sha256');
  for (const t of texts)
    for (const [name, text] of [...t].sort((a, b) => (a[0] < b[0] ? -1 : 1))) h.update(`${name}\0${text}\0`);
  return h.digest('hex').slice(0, 16);
}
