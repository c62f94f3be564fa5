/**
 * `stichwort simulate VARIANT --games N --seed S [--bots random|greedy]`: figures as JSON.
 */
import { simulate } from '../engine/simulate.ts';
import { bots } from '../engine/bots.ts';
import { err, intOption, out, parse, UsageError, type Command } from './io.ts';
import { loadCompiled, readingOptions } from './load-variant.ts';

export const simulateCommand: Command = {
  name: 'simulate',
  summary: 'play many games with bots and print figures (JSON)',
  usage: `stichwort simulate VARIANT [--games N] [--seed S] [--bots random|greedy] [--option AMB=READING]...

Deals from a seeded shuffle, lets bots play every card through the compiled rules, and feeds
each deal to the variant's machine. Prints JSON on stdout: dealsPerSecond, game length
distribution, march rate, share of games reaching phase 2, per-seat loss rates.
The same seed gives the same output (apart from timing). Defaults: --games 1000 --seed 1 --bots random.
Progress goes to stderr, only when it is a terminal.`,
  run(argv) {
    const { values, positionals } = parse(argv, {
      games: { type: 'string' }, seed: { type: 'string' }, bots: { type: 'string' }, option: { type: 'string', multiple: true },
    });
    if (positionals.length !== 1) throw new UsageError('give one variant');
    const botName = values.bots ?? 'random';
    const bot = bots[botName];
    if (!bot) throw new UsageError(`--bots must be one of ${Object.keys(bots).join(', ')}, not "${botName}"`);
    const games = intOption(values.games, 'games', 1000);
    if (games < 1) throw new UsageError('--games must be at least 1');
    const seed = intOption(values.seed, 'seed', 1);
    const cv = loadCompiled(positionals[0]!, readingOptions(values.option));
    if (!cv) return 1;
    const tty = process.stderr.isTTY;
    const report = simulate(cv, {
      games, seed, bot, botName,
      onProgress: tty ? (done) => process.stderr.write(`\r${done}/${games} games`) : undefined,
    });
    if (tty) err('\r' + ' '.repeat(30) + '\r');
    out(JSON.stringify(report, null, 2));
    return 0;
  },
};
