/**
 * Reads one shard file (sim-shards.ts) as input: every field typed and within the CLI's own bounds
 * (those `simulate` takes its arguments within), by the small reader of sim/fields.ts, so that a
 * forged or damaged file is refused naming the file and the field (`s1.json: shard.count:
 * expected a whole number from 1 to 100000, got 2147483648`) before anything of it is added up.
 */
import { pairedMetrics, type PairedFigures } from '../sim/compare.ts';
import { EXACT, expected, FieldError, list, own, record, text, whole } from '../sim/fields.ts';
import { readFigures, readMoments } from '../sim/figures-read.ts';
import type { FiguresLayout, RawFigures } from '../sim/figures.ts';
import { GAMES_RANGE, InputError, SEED_RANGE } from './io.ts';
import {
  SHARD_COUNT_MAX,
  SHARD_FORMAT,
  shardFieldError,
  shardGames,
  type RunIdentity,
  type ShardFile,
} from './sim-shards.ts';

/** The marker without its version: a file with it and another version is a shard of another stichwort. */
const SHARD_MARKER = SHARD_FORMAT.slice(0, SHARD_FORMAT.lastIndexOf('/') + 1);

/** The longest a shard may say it took: a thousand years is no shard's (ms). */
const ELAPSED_MAX = 1e12;

/** The most seats a table has (bots and players of a layout). */
const SEATS_MAX = 64;

/** Reads a shard file's text, or throws an InputError naming `file` and what is wrong. */
export function readShard(file: string, text: string): ShardFile {
  let o: unknown;
  try {
    o = JSON.parse(text);
  } catch (e) {
    throw new InputError(`${file}: not a shard file: ${(e as Error).message}`);
  }
  const format: unknown =
    typeof o === 'object' && o !== null && !Array.isArray(o) ? own(o as Record<string, unknown>, 'format') : undefined;
  if (typeof format === 'string' && format !== SHARD_FORMAT && format.startsWith(SHARD_MARKER)) {
    throw new InputError(
      `${file}: a shard of another version of stichwort ("format": "${format.slice(0, 80)}"; this one reads "${SHARD_FORMAT}"): write the shards again with this one`,
    );
  }
  if (format !== SHARD_FORMAT)
    throw new InputError(
      `${file}: not a shard file (expected "format": "${SHARD_FORMAT}", as \`stichwort simulate --shard i/n\` writes)`,
    );
  try {
    return shardOf(o as Record<string, unknown>);
  } catch (e) {
    if (e instanceof FieldError) throw shardFieldError(file, e);
    throw e;
  }
}

/** The fields of a shard whose format is this version's; throws a FieldError at the first that is wrong. */
function shardOf(s: Record<string, unknown>): ShardFile {
  const run = readRun(own(s, 'run'));
  const sh = record(own(s, 'shard'), 'shard');
  const count = whole(own(sh, 'count'), 'shard.count', 1, SHARD_COUNT_MAX);
  const index = whole(own(sh, 'index'), 'shard.index', 1, count);
  const sides = run.variants.length;
  const layouts = list(own(s, 'layouts'), 'layouts', sides, sides).map((l, i) => readLayout(l, `layouts[${i}]`));
  if (run.bots.length !== layouts[0]!.players.length)
    expected('run.bots', `one bot for each of the ${layouts[0]!.players.length} seats`, run.bots);
  // The games its blocks hold: a shard of more or fewer is not one simulate wrote for this run.
  const want = shardGames(run.games, index, count);
  const checkGames = (games: number, path: string) => {
    if (games !== want)
      throw new FieldError(
        path,
        `shard ${index}/${count} of a run of ${run.games} games played ${want} games, got ${games}`,
      );
  };
  const f = own(s, 'figures');
  let figures: RawFigures | PairedFigures;
  if (sides === 1) figures = readFigures(f, 'figures', layouts[0]!, GAMES_RANGE.max, checkGames);
  else {
    const p = record(f, 'figures');
    const metrics = pairedMetrics(layouts[0]!, layouts[1]!).length;
    const d = record(own(p, 'differences'), 'figures.differences');
    // One sum per figure this version compares (a shard of a version that compared others would be added up out of line).
    if (!Array.isArray(own(d, 'sum')) || (own(d, 'sum') as unknown[]).length !== metrics) {
      throw new FieldError(
        'figures.differences',
        'its paired figures are not the ones this version of stichwort compares (a shard from another version?): write the shards again with this one',
      );
    }
    figures = {
      a: readFigures(own(p, 'a'), 'figures.a', layouts[0]!, GAMES_RANGE.max, checkGames),
      b: readFigures(own(p, 'b'), 'figures.b', layouts[1]!, GAMES_RANGE.max, checkGames),
      differences: readMoments(d, 'figures.differences', metrics),
    };
  }
  const elapsed = own(s, 'elapsedMs');
  if (typeof elapsed !== 'number' || !(elapsed >= 0 && elapsed <= ELAPSED_MAX))
    expected('elapsedMs', `a number of milliseconds from 0 to ${ELAPSED_MAX}`, elapsed);
  return { format: SHARD_FORMAT, run, shard: { index, count }, layouts, figures, elapsedMs: elapsed };
}

/** The run a shard names, within the bounds `simulate` takes its arguments within. */
function readRun(v: unknown): RunIdentity {
  const r = record(v, 'run');
  const variants = list(own(r, 'variants'), 'run.variants', 1, 2).map((x, i) => text(x, `run.variants[${i}]`));
  const sources = text(own(r, 'sources'), 'run.sources');
  if (!/^[0-9a-f]{16}$/.test(sources)) expected('run.sources', "the 16 hex digits of the variant files' hash", sources);
  const o = record(own(r, 'options'), 'run.options');
  const keys = Object.keys(o);
  if (keys.length > 1000) expected('run.options', 'at most 1000 readings', `${keys.length} of them`);
  // fromEntries: a reading named `__proto__` stays a key, never the object's prototype.
  const options = Object.fromEntries(
    keys.map((k) => [text(k, 'run.options'), text(o[k], `run.options.${k.slice(0, 40)}`)]),
  );
  // Rebuilt with the same key order as simulate writes, so that two shards of one run compare equal as text.
  return {
    variants,
    sources,
    options,
    seed: whole(own(r, 'seed'), 'run.seed', SEED_RANGE.min, SEED_RANGE.max),
    games: whole(own(r, 'games'), 'run.games', GAMES_RANGE.min, GAMES_RANGE.max),
    bots: list(own(r, 'bots'), 'run.bots', 1, SEATS_MAX).map((x, i) => text(x, `run.bots[${i}]`)),
  };
}

/** `v` as a layout: ids and titles as text, in lists, seats within bounds. */
function readLayout(v: unknown, path: string): FiguresLayout {
  const o = record(v, path);
  const at = (k: string) => `${path}.${k}`;
  const named = (k: string) =>
    list(own(o, k), at(k), 0, EXACT).map((x, i) => {
      const e = record(x, `${at(k)}[${i}]`);
      return { id: text(own(e, 'id'), `${at(k)}[${i}].id`), title: text(own(e, 'title'), `${at(k)}[${i}].title`) };
    });
  const tallies = named('tallies').map((t, i) => {
    const scope = own(record((own(o, 'tallies') as unknown[])[i], `${at('tallies')}[${i}]`), 'scope');
    if (scope !== 'player' && scope !== 'shared')
      expected(`${at('tallies')}[${i}].scope`, '"player" or "shared"', scope);
    return { ...t, scope: scope as 'player' | 'shared' };
  });
  const repeats = own(o, 'settlementRepeats');
  return {
    variant: text(own(o, 'variant'), at('variant')),
    title: text(own(o, 'title'), at('title')),
    players: list(own(o, 'players'), at('players'), 1, SEATS_MAX).map((x, i) => text(x, `${at('players')}[${i}]`)),
    events: named('events'),
    phases: named('phases'),
    tallies,
    lostGamesTally: text(own(o, 'lostGamesTally'), at('lostGamesTally')),
    settlementTally: text(own(o, 'settlementTally'), at('settlementTally')),
    settlementTitle: text(own(o, 'settlementTitle'), at('settlementTitle')),
    settlementRepeats: repeats === null ? null : text(repeats, at('settlementRepeats')),
  };
}
