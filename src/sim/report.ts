/**
 * A run's report: the raw figures (figures.ts) turned into shares and means, each with its 95%
 * confidence interval, labelled with the ids and titles the variant declares.
 */
import type { FiguresLayout, Moments, RawFigures } from './figures.ts';
import { meanEstimate, round4, rounded, shareEstimate, type Estimate } from './intervals.ts';
import { numberTexts } from './difference-text.ts';

/** What a simulation run reports. Identical for the same variant, seed, games and bots, however the run was split. */
export interface SimulationReport {
  variant: string;
  title: string;
  seed: number;
  /** The bot in each seat, by name. */
  bots: string[];
  games: number;
  deals: number;
  playoffs: number;
  rubbers: number;
  /** Deals per game (play-offs included): mean with its interval, least, most, and `{ deals: games }`. */
  gameLength: { mean: Estimate; min: number; max: number; histogram: Record<string, number> };
  /** Each declared event: the share of ordinary deals in which it happened. */
  events: { id: string; title: string; rate: Estimate }[];
  /** Each phase after the first: the share of games that reached it. */
  phases: { id: string; title: string; reached: Estimate }[];
  /** Each seat: the share of games it lost, its mean settlement per finished rubber, its mean place (games of places only). */
  seats: { player: string; bot: string; lost: Estimate; settlement: Estimate; place: Estimate | null }[];
  /**
   * With teams only (a `teams` clause): each team's players and the share of games one of them lost
   * (a game has one loser, so the members' losses add up).
   */
  teams?: { players: string[]; lost: Estimate }[];
  /** Each declared tally: its mean change over a game, per seat (one figure for a shared tally). */
  tallies: { id: string; title: string; scope: 'player' | 'shared'; perGame: Estimate[] }[];
  /** Whether any game named a loser (a variant whose games end in places or money may never). */
  losers: boolean;
  /** Games by what their end counted on the lost-games tally. */
  lostGames: { tally: string; games: Record<string, number> };
  /** The tally the rubber settles: its id, and the title readers see. */
  settlementTally: string;
  settlementTitle: string;
  /** The share of every rate and mean is over `games` (deals for events, rubbers for settlement). */
  elapsedMs: number;
  dealsPerSecond: number;
  workers: number;
}

/** Timing and who played, beside the figures. */
export interface RunFacts {
  seed: number;
  bots: string[];
  elapsedMs: number;
  workers: number;
}

const meanOf = (m: Moments, i: number, n: number): Estimate => rounded(meanEstimate(m.sum[i]!, m.squares[i]!, n));

/** The report of `f`, laid out by `layout`. */
export function reportOf(layout: FiguresLayout, f: RawFigures, facts: RunFacts): SimulationReport {
  const share = (hits: number, n: number) => rounded(shareEstimate(hits, n));
  return {
    variant: layout.variant,
    title: layout.title,
    seed: facts.seed,
    bots: facts.bots,
    games: f.games,
    deals: f.deals,
    playoffs: f.playoffs,
    rubbers: f.rubbers,
    gameLength: {
      mean: rounded(meanEstimate(f.length.sum, f.length.squares, f.games)),
      min: f.games ? f.length.min : 0,
      max: f.games ? f.length.max : 0,
      histogram: sortedByNumber(f.length.histogram),
    },
    events: layout.events.map((e, i) => ({ ...e, rate: share(f.events[i]!, f.deals) })),
    phases: layout.phases.slice(1).map((p, i) => ({ ...p, reached: share(f.reached[i + 1]!, f.games) })),
    seats: layout.players.map((player, q) => ({
      player,
      bot: facts.bots[q] ?? facts.bots[0] ?? '',
      lost: share(f.losses[q]!, f.games),
      settlement: meanOf(f.settlement, q, f.rubbers),
      place: f.places.games ? meanOf(f.places, q, f.places.games) : null,
    })),
    ...(layout.teams
      ? {
          teams: layout.teams.map((seats) => ({
            players: seats.map((q) => layout.players[q]!),
            lost: share(
              seats.reduce((n, q) => n + f.losses[q]!, 0),
              f.games,
            ),
          })),
        }
      : {}),
    tallies: layout.tallies.map((t, i) => ({
      ...t,
      perGame: f.tallies[i]!.sum.map((_, q) => meanOf(f.tallies[i]!, q, f.games)),
    })),
    losers: f.losses.some((x) => x > 0),
    lostGames: { tally: layout.lostGamesTally, games: sortedByNumber(f.lostGames) },
    settlementTally: layout.settlementTally,
    settlementTitle: layout.settlementTitle,
    elapsedMs: Math.round(facts.elapsedMs),
    dealsPerSecond: facts.elapsedMs > 0 ? Math.round(((f.deals + f.playoffs) / facts.elapsedMs) * 1000) : 0,
    workers: facts.workers,
  };
}

/** The same table with its (numeric) keys in ascending order, for reading. */
function sortedByNumber(t: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(t).sort((a, b) => Number(a[0]) - Number(b[0])));
}

/** `x` as a percentage with one decimal. */
const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

/** A share with its interval, in words: `25.3% (24.5–26.2%)`. */
const shareText = (e: Estimate): string => `${pct(e.value)} (${pct(e.low)}–${pct(e.high)})`;
/** A mean with its interval, in words, its three numbers written alike (numberTexts): `7.42 (7.35 to 7.50)`. */
export function meanText(e: Estimate): string {
  const [value, low, high] = numberTexts([e.value, e.low, e.high]);
  return `${value} (${low} to ${high})`;
}

/** The report as a reader's table, one figure a line, each with its 95% interval. */
export function reportText(r: SimulationReport): string {
  const lines: string[] = [];
  // Rows are gathered first, so that the labels' column is as wide as its longest label.
  const rows: [string, string][] = [];
  const line = (label: string, value: string) => rows.push([label, value]);
  lines.push(
    `${r.title} (${r.variant}): ${r.games.toLocaleString('en')} games, ${r.deals.toLocaleString('en')} deals, ` +
      `${r.playoffs.toLocaleString('en')} play-offs, ${r.rubbers.toLocaleString('en')} rubbers; seed ${r.seed}; bots ${botsText(r.bots)}`,
  );
  lines.push('  (figures with their 95% confidence intervals)');
  line('deals per game', `${meanText(r.gameLength.mean)}; ${r.gameLength.min} to ${r.gameLength.max}`);
  for (const e of r.events) line(`${e.title}: share of deals`, shareText(e.rate));
  for (const p of r.phases) line(`games reaching ${p.title}`, shareText(p.reached));
  for (const s of r.seats) {
    const parts = [];
    if (r.losers) parts.push(`loses ${shareText(s.lost)}`);
    // The tally's title names the unit, and "settlement" says a figure below 0 was paid:
    // `settlement per rubber in Frame −0.07 (...)`, `settlement per rubber in Wins 0.24 (...)`.
    if (r.rubbers) parts.push(`settlement per rubber in ${r.settlementTitle} ${meanText(s.settlement)}`);
    if (s.place) parts.push(`place ${meanText(s.place)}`);
    if (parts.length) line(`${s.player} (${s.bot})`, parts.join('; '));
  }
  if (r.losers) for (const t of r.teams ?? []) line(`team ${t.players.join(' & ')}`, `loses ${shareText(t.lost)}`);
  for (const t of r.tallies) {
    const each =
      t.scope === 'shared'
        ? meanText(t.perGame[0]!)
        : t.perGame.map((e, q) => `${r.seats[q]!.player} ${meanText(e)}`).join(', ');
    line(`${t.title}: change a game`, each);
  }
  const width = Math.max(...rows.map(([label]) => label.length));
  for (const [label, value] of rows) lines.push(`  ${label.padEnd(width)}  ${value}`);
  lines.push(
    `  ${r.dealsPerSecond.toLocaleString('en')} deals/s, ${(r.elapsedMs / 1000).toFixed(1)} s on ${r.workers} worker${r.workers === 1 ? '' : 's'}`,
  );
  return lines.join('\n');
}

/** `random ×4`, or the seats in order when they differ. */
const botsText = (bots: string[]): string =>
  bots.every((b) => b === bots[0]) ? `${bots[0]} ×${bots.length}` : bots.join(', ');

/** The report as CSV, one row per figure: `figure,subject,value,low,high`. */
export function reportCsv(r: SimulationReport): string {
  const rows: (string | number)[][] = [['figure', 'subject', 'value', 'low', 'high']];
  const est = (figure: string, subject: string, e: Estimate) =>
    rows.push([figure, subject, e.value, round4(e.low), round4(e.high)]);
  rows.push(
    ['games', '', r.games, '', ''],
    ['deals', '', r.deals, '', ''],
    ['playoffs', '', r.playoffs, '', ''],
    ['rubbers', '', r.rubbers, '', ''],
  );
  est('deals per game', '', r.gameLength.mean);
  for (const [len, n] of Object.entries(r.gameLength.histogram)) rows.push(['games of length', len, n, '', '']);
  for (const e of r.events) est('event rate', e.id, e.rate);
  for (const p of r.phases) est('phase reached', p.id, p.reached);
  for (const s of r.seats) {
    est('lost', s.player, s.lost);
    est('settlement', s.player, s.settlement);
    if (s.place) est('place', s.player, s.place);
  }
  for (const t of r.teams ?? []) est('team lost', t.players.join(' & '), t.lost);
  for (const t of r.tallies)
    t.perGame.forEach((e, q) => est(`tally change: ${t.id}`, t.scope === 'shared' ? '' : r.seats[q]!.player, e));
  return rows.map((row) => row.map(csvCell).join(',')).join('\n');
}

function csvCell(v: string | number): string {
  const s = String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
