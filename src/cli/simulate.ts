/**
 * `stichwort simulate VARIANT --games N --seed S [--bots random|greedy]`: figures as JSON.
 */
import { simulate } from '../engine/simulate.ts';
import { bots } from '../engine/bots.ts';
import { intOption, out, parse, UsageError, type Command } from './io.ts';
import { loadCompiled, readingOptions } from './load-variant.ts';

/** The bots by name: a Map, so that a name like `constructor` is not found on the object prototype. */
const botsByName = new Map(Object.entries(bots));

export const simulateCommand: Command = {
  name: 'simulate',
  summary: 'play many games with bots and print figures (JSON)',
  usage: `stichwort simulate VARIANT [--games N] [--seed S] [--bots random|greedy] [--option AMB=READING]...

Deals from a seeded shuffle, lets bots play every card through the compiled rules, and feeds
each deal to the variant's machine. Prints JSON on stdout: dealsPerSecond, game length
distribution, the share of deals with each event the variant declares, the share of games
reaching each later phase, per-seat loss rates, what lost games counted.
The same seed gives the same output (apart from timing). Defaults: --games 1000 --seed 1 --bots random.
--games is 1 to 1000000, --seed 0 to 4294967295, in decimal digits.
Progress goes to stderr, only when it is a terminal.`,
  run(argv) {
    const { values, positionals } = parse(argv, {
      games: { type: 'string' }, seed: { type: 'string' }, bots: { type: 'string' }, option: { type: 'string', multiple: true },
    });
    if (positionals.length !== 1) throw new UsageError('give one variant');
    const botName = values.bots ?? 'random';
    const bot = botsByName.get(botName);
    if (!bot) throw new UsageError(`--bots must be one of ${[...botsByName.keys()].join(', ')}, not "${botName}"`);
    const games = intOption(values.games, 'games', 1000, { min: 1, max: 1_000_000 });
    const seed = intOption(values.seed, 'seed', 1, { min: 0, max: 0xffff_ffff });
    const cv = loadCompiled(positionals[0]!, readingOptions(values.option));
    if (!cv) return 1;
    const tty = process.stderr.isTTY;
    const report = simulate(cv, {
      games, seed, bot, botName,
      onProgress: tty ? (done) => process.stderr.write(`\r${done}/${games} games`) : undefined,
    });
    if (tty) process.stderr.write('\r' + ' '.repeat(30) + '\r');
    out(JSON.stringify(report, null, 2));
    return 0;
  },
};
