/**
 * Raw figures read back from a file (a shard): every count a whole number within its bound, every
 * sum exact (a safe integer: figures.ts adds integers only), every list as long as the layout says,
 * and the figures consistent with themselves as playBlock makes them — the games' lengths add up to
 * the deals and play-offs, the histogram to the games. A forged or damaged file is refused by field
 * (a FieldError), so that nothing added up from it can print ∞ or NaN.
 */
import { EXACT, expected, FieldError, list, own, record, whole } from './fields.ts';
import type { FiguresLayout, Moments, RawFigures } from './figures.ts';

/** A key of the game-length histogram: a number of deals, at least 1. */
const LENGTH_KEY = /^[1-9][0-9]{0,8}$/;
/** A key of the lost-games table: an amount written out (figures.ts writes them with String). */
const AMOUNT_KEY = /^-?\d{1,15}(\.\d{1,15})?$/;

/** `v` as `len` whole numbers from `min` to EXACT. */
function wholes(v: unknown, path: string, len: number, min: number): number[] {
  return list(v, path, len, len).map((x, i) => whole(x, `${path}[${i}]`, min, EXACT));
}

/** `v` as moments of `len` quantities: sums exact, squares exact and at least 0. */
export function readMoments(v: unknown, path: string, len: number): Moments {
  const m = record(v, path);
  return {
    sum: wholes(own(m, 'sum'), `${path}.sum`, len, -EXACT),
    squares: wholes(own(m, 'squares'), `${path}.squares`, len, 0),
  };
}

/** `v` as a count table keyed by numbers written out (`{ "5": 100 }`), keys matching `key`, counts at least 1. */
function table(v: unknown, path: string, key: RegExp): Record<string, number> {
  const t = record(v, path);
  const out: Record<string, number> = {};
  for (const k of Object.keys(t)) {
    if (!key.test(k)) throw new FieldError(path, `expected numbers as keys, got ${JSON.stringify(k.slice(0, 40))}`);
    out[k] = whole(t[k], `${path}.${k}`, 1, EXACT);
  }
  return out;
}

/** Throws at `path` unless `got` is `want` (a sum the figures must agree on), saying it expected `what`. */
function agree(path: string, what: string, want: number, got: number): void {
  if (want !== got) throw new FieldError(path, `expected ${what}, got ${got}`);
}

/**
 * Reads `v` at `path` as figures laid out by `layout` of at most `maxGames` games; throws a
 * FieldError at the first field that is not one playBlock could have written. `checkGames` sees
 * the games first (the caller knows how many the file's part of a run plays) and throws when they
 * are not its. A least and longest game of null (JSON has no Infinity: a shard of no games) comes
 * back as Infinity and -Infinity.
 */
export function readFigures(
  v: unknown,
  path: string,
  layout: FiguresLayout,
  maxGames: number,
  checkGames: (games: number, path: string) => void,
): RawFigures {
  const o = record(v, path);
  const n = layout.players.length;
  const at = (k: string) => `${path}.${k}`;
  const games = whole(own(o, 'games'), at('games'), 0, maxGames);
  checkGames(games, at('games'));
  const [deals, playoffs, rubbers] = (['deals', 'playoffs', 'rubbers'] as const).map((k) =>
    whole(own(o, k), at(k), 0, EXACT),
  ) as [number, number, number];
  const l = record(own(o, 'length'), at('length'));
  const sum = whole(own(l, 'sum'), at('length.sum'), 0, EXACT);
  const squares = whole(own(l, 'squares'), at('length.squares'), 0, EXACT);
  const histogram = table(own(l, 'histogram'), at('length.histogram'), LENGTH_KEY);
  agree(
    at('length.histogram'),
    `counts adding up to the ${games} games`,
    games,
    Object.values(histogram).reduce((a, b) => a + b, 0),
  );
  // Every count is at least 1: the histogram has keys exactly when there are games.
  const lengths = Object.keys(histogram).map(Number);
  // Not Math.min(...lengths): a table of many keys would overflow the stack as arguments.
  const least = games === 0 ? null : lengths.reduce((a, b) => Math.min(a, b)),
    longest = games === 0 ? null : lengths.reduce((a, b) => Math.max(a, b));
  const minMax = (k: 'min' | 'max', want: number | null) => {
    const x = own(l, k);
    if (x !== want && !(want === null && x === undefined))
      expected(
        at(`length.${k}`),
        want === null ? 'null (no games)' : `${want}, the histogram's ${k === 'min' ? 'least' : 'longest'} game`,
        x,
      );
  };
  minMax('min', least);
  minMax('max', longest);
  const bySum = Object.entries(histogram).reduce((a, [k, c]) => a + Number(k) * c, 0);
  const bySquares = Object.entries(histogram).reduce((a, [k, c]) => a + Number(k) * Number(k) * c, 0);
  agree(at('length.sum'), `${bySum}, as the histogram adds up`, bySum, sum);
  agree(at('length.squares'), `${bySquares}, as the histogram adds up`, bySquares, squares);
  if (deals + playoffs !== sum)
    throw new FieldError(
      at('deals'),
      `the games' lengths add up to ${sum} deals and play-offs, got ${deals} and ${playoffs}`,
    );
  const events = wholes(own(o, 'events'), at('events'), layout.events.length, 0);
  const reached = wholes(own(o, 'reached'), at('reached'), layout.phases.length, 0);
  const losses = wholes(own(o, 'losses'), at('losses'), n, 0);
  events.forEach((x, i) => {
    if (x > deals) expected(at(`events[${i}]`), `at most the ${deals} deals`, x);
  });
  reached.forEach((x, i) => {
    if (x !== (i === 0 ? games : Math.min(x, reached[i - 1]!)))
      expected(at(`reached[${i}]`), i === 0 ? `the ${games} games` : `at most the ${reached[i - 1]} before it`, x);
  });
  if (losses.reduce((a, b) => a + b, 0) > games)
    throw new FieldError(at('losses'), `more games lost than the ${games} played`);
  if (rubbers > games) expected(at('rubbers'), `at most the ${games} games`, rubbers);
  const settlement = readMoments(own(o, 'settlement'), at('settlement'), n);
  const tallies = list(own(o, 'tallies'), at('tallies'), layout.tallies.length, layout.tallies.length).map((m, i) =>
    readMoments(m, at(`tallies[${i}]`), layout.tallies[i]!.scope === 'shared' ? 1 : n),
  );
  const places = {
    ...readMoments(own(o, 'places'), at('places'), n),
    games: whole(own(record(own(o, 'places'), at('places')), 'games'), at('places.games'), 0, games),
  };
  const lostGames = table(own(o, 'lostGames'), at('lostGames'), AMOUNT_KEY);
  agree(
    at('lostGames'),
    `counts adding up to the ${games} games`,
    games,
    Object.values(lostGames).reduce((a, b) => a + b, 0),
  );
  return {
    games,
    deals,
    playoffs,
    rubbers,
    length: { sum, squares, min: least ?? Infinity, max: longest ?? -Infinity, histogram },
    events,
    reached,
    losses,
    settlement,
    tallies,
    places,
    lostGames,
  };
}

/**
 * The first number in `v` (figures added up) past EXACT, as a path from `path`, or null: sums of
 * exact shards can pass it only when added up, and are no longer exact then.
 */
export function inexactAt(v: unknown, path: string): string | null {
  if (typeof v === 'number') return Number.isFinite(v) && Math.abs(v) > EXACT ? path : null;
  if (typeof v !== 'object' || v === null) return null;
  for (const [k, x] of Object.entries(v)) {
    const found = inexactAt(x, Array.isArray(v) ? `${path}[${k}]` : `${path}.${k}`);
    if (found) return found;
  }
  return null;
}
