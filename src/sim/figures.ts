/**
 * The raw figures of a simulation: counts, sums and sums of squares only, so that the figures of
 * any set of blocks add up exactly (integers below 2^53), in any order — whichever worker or shard
 * played them. Means and intervals are taken from them once, at the end (report.ts).
 *
 * Everything is indexed by declaration order (seat, event, phase, tally), never keyed by an id a
 * variant file chose: `layout` carries the ids and titles for the report.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import { teamsOfTable } from '../compile/expr.ts';

/** What the indices of a run's figures stand for: ids and titles in declaration order. */
export interface FiguresLayout {
  variant: string;
  title: string;
  players: string[];
  events: { id: string; title: string }[];
  phases: { id: string; title: string }[];
  tallies: { id: string; title: string; scope: 'player' | 'shared' }[];
  /** The tally a lost game counts on (`lostGames` sizes are on it). */
  lostGamesTally: string;
  /** The tally the rubber settles, or the lost-games tally when the variant names none, and its title. */
  settlementTally: string;
  settlementTitle: string;
  /**
   * The tally whose change over each game the settlement repeats, or null: a rubber of one game
   * that settles a player tally as it stands pays out exactly that game's change of the tally
   * (every tally starts a rubber at 0), so a comparison shows it once, game by game.
   */
  settlementRepeats: string | null;
  /** The teams, each its seats in order of play (a `teams` clause); absent when everyone plays alone. */
  teams?: number[][];
}

/** Sum and sum of squares of a quantity, per seat (or once, for a shared tally). */
export interface Moments {
  sum: number[];
  squares: number[];
}

/** What one game came to, as the runner sees it when the game ends. */
export interface GameRecord {
  deals: number;
  /** The seat that lost it, or -1. */
  loser: number;
  /** The furthest phase (index) it reached. */
  furthest: number;
  /** Per tally, per seat (one entry for a shared tally): how much it changed over the game. */
  tallies: number[][];
  /** Per seat, the place each went out in the game's last deal, when it was a deal of places. */
  places: number[] | null;
  /** What the game's end counted on the lost-games tally. */
  amount: number;
}

/** The additive figures of a set of games. */
export interface RawFigures {
  games: number;
  /** Ordinary deals, and play-offs. */
  deals: number;
  playoffs: number;
  /** Rubbers finished (settled) among them. */
  rubbers: number;
  length: { sum: number; squares: number; min: number; max: number; histogram: Record<string, number> };
  /** Per event: ordinary deals in which it happened. */
  events: number[];
  /** Per phase: games that reached it. */
  reached: number[];
  /** Per seat: games lost. */
  losses: number[];
  /** Per seat: the settlement of finished rubbers. */
  settlement: Moments;
  /** Per tally: its change over a game, per seat. */
  tallies: Moments[];
  /** Per seat: the places of games whose last deal gave places, and how many such games. */
  places: Moments & { games: number };
  /** Games by what their end counted on the lost-games tally (`{ "1": 812 }`). */
  lostGames: Record<string, number>;
}

/** The layout of `cv`'s figures for a table of `players`. */
export function layoutOf(cv: CompiledVariant, players: string[]): FiguresLayout {
  return {
    variant: cv.id,
    title: cv.title,
    players,
    events: reportedEvents(cv).map((i) => ({ id: cv.events[i]!.id, title: cv.events[i]!.title })),
    phases: cv.phases.map((p) => ({ id: p.id, title: p.title })),
    tallies: cv.tallies.map((t) => ({ id: t.name, title: t.title, scope: t.scope })),
    lostGamesTally: cv.lostGames,
    settlementTally: cv.settle?.tally ?? cv.lostGames,
    settlementTitle:
      cv.tallies.find((t) => t.name === (cv.settle?.tally ?? cv.lostGames))?.title ?? cv.settle?.tally ?? cv.lostGames,
    settlementRepeats: repeatedTally(cv),
    // Only a variant with teams gets the key: every other report stays as it was.
    // (Teams found by a card change from deal to deal: no team's losses to report.)
    ...(cv.teams && cv.teams !== 'found' ? { teams: teamsOfTable(cv.teams, players.length) } : {}),
  };
}

/** See FiguresLayout.settlementRepeats. */
function repeatedTally(cv: CompiledVariant): string | null {
  const settle = cv.settle;
  const oneGame = !cv.rubberUntil && cv.rubberGames === 1;
  const tally = settle && cv.tallies.find((t) => t.name === settle.tally);
  return oneGame && settle?.asIs && tally?.scope === 'player' ? settle.tally : null;
}

/**
 * The events a run reports, by index in `cv.events`: those a clause of some phase can make. The
 * prelude declares `march` for every game; in a game that never makes one, its rate would be a
 * word from another game, and always 0. (A play-off's events are not counted: figures count
 * ordinary deals.)
 */
export function reportedEvents(cv: CompiledVariant): number[] {
  const made: number[] = [];
  for (let i = 0; i < cv.events.length; i++)
    if (cv.phases.some((ph) => ph.events.some((r) => r.event === i))) made.push(i);
  return made;
}

const zeros = (n: number): number[] => new Array<number>(n).fill(0);
const moments = (n: number): Moments => ({ sum: zeros(n), squares: zeros(n) });

/** Figures of no games, laid out like `layout`. */
export function emptyFigures(layout: FiguresLayout): RawFigures {
  const n = layout.players.length;
  return {
    games: 0,
    deals: 0,
    playoffs: 0,
    rubbers: 0,
    length: { sum: 0, squares: 0, min: Infinity, max: -Infinity, histogram: {} },
    events: zeros(layout.events.length),
    reached: zeros(layout.phases.length),
    losses: zeros(n),
    settlement: moments(n),
    tallies: layout.tallies.map((t) => moments(t.scope === 'shared' ? 1 : n)),
    places: { ...moments(n), games: 0 },
    lostGames: {},
  };
}

/** Adds game `g` to `f`. */
export function addGame(f: RawFigures, g: GameRecord): void {
  f.games++;
  const l = f.length;
  l.sum += g.deals;
  l.squares += g.deals * g.deals;
  l.min = Math.min(l.min, g.deals);
  l.max = Math.max(l.max, g.deals);
  count(l.histogram, String(g.deals), 1);
  for (let i = 0; i <= g.furthest; i++) f.reached[i]! += 1;
  if (g.loser >= 0) f.losses[g.loser]! += 1;
  g.tallies.forEach((change, t) => addMoments(f.tallies[t]!, change));
  if (g.places) {
    addMoments(f.places, g.places);
    f.places.games++;
  }
  count(f.lostGames, String(g.amount), 1);
}

/** Adds a finished rubber's settlement (per seat) to `f`. */
export function addSettlement(f: RawFigures, settlement: readonly number[]): void {
  f.rubbers++;
  addMoments(f.settlement, settlement);
}

/** `a` plus `b`, laid out alike: exact, and the same whatever order blocks are added in. */
export function mergeFigures(a: RawFigures, b: RawFigures): RawFigures {
  const add = (x: number[], y: number[]) => x.map((v, i) => v + y[i]!);
  const addM = (x: Moments, y: Moments): Moments => ({ sum: add(x.sum, y.sum), squares: add(x.squares, y.squares) });
  const histogram = { ...a.length.histogram };
  for (const [k, v] of Object.entries(b.length.histogram)) count(histogram, k, v);
  const lostGames = { ...a.lostGames };
  for (const [k, v] of Object.entries(b.lostGames)) count(lostGames, k, v);
  return {
    games: a.games + b.games,
    deals: a.deals + b.deals,
    playoffs: a.playoffs + b.playoffs,
    rubbers: a.rubbers + b.rubbers,
    length: {
      sum: a.length.sum + b.length.sum,
      squares: a.length.squares + b.length.squares,
      min: Math.min(a.length.min, b.length.min),
      max: Math.max(a.length.max, b.length.max),
      histogram,
    },
    events: add(a.events, b.events),
    reached: add(a.reached, b.reached),
    losses: add(a.losses, b.losses),
    settlement: addM(a.settlement, b.settlement),
    tallies: a.tallies.map((m, i) => addM(m, b.tallies[i]!)),
    places: { ...addM(a.places, b.places), games: a.places.games + b.places.games },
    lostGames,
  };
}

function addMoments(m: Moments, xs: readonly number[]): void {
  for (let i = 0; i < xs.length; i++) {
    m.sum[i]! += xs[i]!;
    m.squares[i]! += xs[i]! * xs[i]!;
  }
}

/** A key of a count table: a number written out (a game length, an amount), never a word. */
const NUMBER_KEY = /^-?\d{1,15}(\.\d{1,15})?$/;

/** Counts `by` under `key` in a table whose keys are numbers written out; any other key is refused. */
function count(table: Record<string, number>, key: string, by: number): void {
  if (!NUMBER_KEY.test(key)) throw new Error(`not a count key: ${JSON.stringify(key)}`);
  table[key] = (Object.hasOwn(table, key) ? table[key]! : 0) + by;
}
