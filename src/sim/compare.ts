/**
 * Two variants compared on the same seeds. Game `g` of both runs starts from the same shuffle
 * (seeds.ts), so figures of a game — its length, who lost, how a tally moved — are compared game by
 * game (a paired difference, whose interval is far narrower than two separate ones); figures that
 * are not per game (events per deal, settlement per rubber) are compared as two samples.
 */
import { differenceCells, significanceNote } from './difference-text.ts';
import { mergeFigures, type FiguresLayout, type GameRecord, type Moments, type RawFigures } from './figures.ts';
import { ALPHA, holm, meanEstimate, round4, rounded, twoSidedP, Z95, type Estimate } from './intervals.ts';
import { playBlock, type Player } from './play-block.ts';
import { reportOf, type RunFacts, type SimulationReport } from './report.ts';

/**
 * One figure both variants have: read off a game's record of each (`a`, `b`), and its total over a
 * run, from each variant's raw figures (`totalA`, `totalB`), for the two means beside the difference.
 */
interface PairedMetric {
  figure: string;
  subject: string;
  label: string;
  a: (g: GameRecord) => number;
  b: (g: GameRecord) => number;
  totalA: (f: RawFigures) => number;
  totalB: (f: RawFigures) => number;
}

/**
 * The figures compared per game: length, each seat's losses, the later phases of either (see there),
 * and the tallies both have (same id and scope).
 */
export function pairedMetrics(la: FiguresLayout, lb: FiguresLayout): PairedMetric[] {
  const ms: PairedMetric[] = [
    {
      figure: 'deals per game',
      subject: '',
      label: 'deals per game',
      a: (g) => g.deals,
      b: (g) => g.deals,
      totalA: (f) => f.length.sum,
      totalB: (f) => f.length.sum,
    },
  ];
  if (la.players.length === lb.players.length) {
    la.players.forEach((p, q) =>
      ms.push({
        figure: 'lost',
        subject: p,
        label: `${p} loses`,
        a: (g) => Number(g.loser === q),
        b: (g) => Number(g.loser === q),
        totalA: (f) => f.losses[q]!,
        totalB: (f) => f.losses[q]!,
      }),
    );
  }
  // The later phases of either (a phase the other lacks is reached in none of its games: a house
  // rule that adds one is compared with its base), the first's in order, then the second's own.
  const reached = (i: number) => (g: GameRecord) => Number(g.furthest >= i);
  const never = () => 0;
  la.phases.forEach((ph, i) => {
    const j = lb.phases.findIndex((x) => x.id === ph.id);
    if (i === 0 || j === 0) return;
    ms.push({
      figure: 'phase reached',
      subject: ph.id,
      label: `games reaching ${ph.title}`,
      a: reached(i),
      b: j > 0 ? reached(j) : never,
      totalA: (f) => f.reached[i]!,
      totalB: j > 0 ? (f) => f.reached[j]! : never,
    });
  });
  lb.phases.forEach((ph, j) => {
    if (j === 0 || la.phases.some((x) => x.id === ph.id)) return;
    ms.push({
      figure: 'phase reached',
      subject: ph.id,
      label: `games reaching ${ph.title}`,
      a: never,
      b: reached(j),
      totalA: never,
      totalB: (f) => f.reached[j]!,
    });
  });
  la.tallies.forEach((t, i) => {
    const j = lb.tallies.findIndex((x) => x.id === t.id && x.scope === t.scope);
    if (j < 0 || (t.scope === 'player' && la.players.length !== lb.players.length)) return;
    const seats = t.scope === 'shared' ? [''] : la.players;
    seats.forEach((p, q) =>
      ms.push({
        figure: `tally change: ${t.id}`,
        subject: p,
        label: `${t.title} a game${p ? `, ${p}` : ''}`,
        a: (g) => g.tallies[i]![q]!,
        b: (g) => g.tallies[j]![q]!,
        totalA: (f) => f.tallies[i]!.sum[q]!,
        totalB: (f) => f.tallies[j]!.sum[q]!,
      }),
    );
  });
  return ms;
}

/** The additive figures of a paired run: each variant's own, and the sums of the per-game differences. */
export interface PairedFigures {
  a: RawFigures;
  b: RawFigures;
  differences: Moments;
}

/** Plays block `block` of both variants and lines their games up; `onGame` is told of each game of either as it ends (progress). */
export function playPairBlock(
  pa: Player,
  pb: Player,
  seed: number,
  block: number,
  games: number,
  onGame?: (g: GameRecord) => void,
): PairedFigures {
  const ga: GameRecord[] = [];
  const gb: GameRecord[] = [];
  const a = playBlock(pa, seed, block, games, (g) => {
    ga.push(g);
    onGame?.(g);
  });
  const b = playBlock(pb, seed, block, games, (g) => {
    gb.push(g);
    onGame?.(g);
  });
  const metrics = pairedMetrics(pa.layout, pb.layout);
  const differences: Moments = { sum: metrics.map(() => 0), squares: metrics.map(() => 0) };
  for (let k = 0; k < ga.length; k++) {
    metrics.forEach((m, i) => {
      const d = m.a(ga[k]!) - m.b(gb[k]!);
      differences.sum[i]! += d;
      differences.squares[i]! += d * d;
    });
  }
  return { a, b, differences };
}

/**
 * One compared figure: each variant's value, the difference (first minus second) with its 95%
 * interval (for this figure alone), its p-value alone (`p`) and adjusted by Holm's method over
 * every figure of the comparison (`pAdjusted`), and whether it is significant: `pAdjusted` below 5%.
 */
export interface Difference {
  figure: string;
  subject: string /** What readers see: titles, never ids. */;
  label: string;
  a: number;
  b: number;
  difference: Estimate;
  paired: boolean;
  p: number;
  pAdjusted: number;
  significant: boolean;
}

/** A difference before the verdict: its standard error, from which its p-value comes (see verdicts). */
type Measured = Omit<Difference, 'p' | 'pAdjusted' | 'significant'> & { se: number };

/** What `simulate A B` reports. */
export interface ComparisonReport {
  a: SimulationReport;
  b: SimulationReport;
  differences: Difference[];
}

/** The comparison report of a paired run. */
export function comparisonOf(
  la: FiguresLayout,
  lb: FiguresLayout,
  f: PairedFigures,
  facts: RunFacts,
): ComparisonReport {
  const a = reportOf(la, f.a, facts);
  const b = reportOf(lb, f.b, facts);
  const differences: Measured[] = [];
  const n = f.a.games;
  pairedMetrics(la, lb).forEach((m, i) => {
    // Losses mean nothing in a game that never names a loser (money, places): its 0% would read as a
    // game nobody loses. Compared only when both name losers.
    if (m.figure === 'lost' && !(a.losers && b.losers)) return;
    const e = meanEstimate(f.differences.sum[i]!, f.differences.squares[i]!, n);
    differences.push({
      figure: m.figure,
      subject: m.subject,
      label: m.label,
      a: round4(m.totalA(f.a) / Math.max(1, f.a.games)),
      b: round4(m.totalB(f.b) / Math.max(1, f.b.games)),
      difference: rounded(e),
      paired: true,
      se: (e.high - e.value) / Z95,
    });
  });
  // Per deal and per rubber: two samples. An event only one variant reports is one no clause of the
  // other makes: it happens in none of its deals (a house rule that adds a march, against its base).
  for (const e of a.events) {
    const o = b.events.find((x) => x.id === e.id);
    differences.push(
      twoShares(
        'event rate',
        e.id,
        `${e.title}: share of deals`,
        e.rate.value,
        f.a.deals,
        o ? o.rate.value : 0,
        f.b.deals,
      ),
    );
  }
  for (const o of b.events) {
    if (!a.events.some((x) => x.id === o.id))
      differences.push(
        twoShares('event rate', o.id, `${o.title}: share of deals`, 0, f.a.deals, o.rate.value, f.b.deals),
      );
  }
  // A rubber's settlement, where both settle the same tally (Frame against Marks is two figures, not
  // one), unless both repeat that tally's change a game, compared above game by game (a rubber of
  // one game settled as it stands): the same figure again, with an interval ten times as wide.
  const repeated = la.settlementRepeats !== null && la.settlementRepeats === lb.settlementRepeats;
  if (
    !repeated &&
    a.seats.length === b.seats.length &&
    f.a.rubbers > 1 &&
    f.b.rubbers > 1 &&
    la.settlementTally === lb.settlementTally
  ) {
    a.seats.forEach((s, q) =>
      differences.push(
        twoMeans(
          'settlement',
          s.player,
          `settlement per rubber in ${a.settlementTitle}, ${s.player}`,
          f.a.settlement,
          f.a.rubbers,
          f.b.settlement,
          f.b.rubbers,
          q,
        ),
      ),
    );
  }
  return { a, b, differences: verdicts(differences) };
}

/**
 * The verdicts on the measured differences: each one's p-value from its standard error (a
 * difference that never varied is certain: 1 when it is nothing, else 0), adjusted by Holm's method
 * over the figures that could differ (a figure equal in every game, or always 0 in both, is no test).
 * With a dozen figures, about one would pass a 5% test alone by chance in every other run.
 */
export function verdicts(ds: readonly Measured[]): Difference[] {
  const p = ds.map((d) => (d.se > 0 ? twoSidedP(d.difference.value / d.se) : d.difference.value === 0 ? 1 : 0));
  const tested = ds.map((_, i) => i).filter((i) => ds[i]!.se > 0 || ds[i]!.difference.value !== 0);
  const adjusted = holm(tested.map((i) => p[i]!));
  const pAdjusted = p.slice();
  tested.forEach((i, k) => {
    pAdjusted[i] = adjusted[k]!;
  });
  return ds.map(({ se: _se, ...d }, i) => ({
    ...d,
    p: roundP(p[i]!),
    pAdjusted: roundP(pAdjusted[i]!),
    significant: pAdjusted[i]! < ALPHA,
  }));
}

/** A p-value as reports give it: to four significant digits (a tiny one stays above 0 until it is below 1e-300). */
const roundP = (x: number): number => Number(x.toPrecision(4));

function twoShares(
  figure: string,
  subject: string,
  label: string,
  p1: number,
  n1: number,
  p2: number,
  n2: number,
): Measured {
  const se = Math.sqrt((p1 * (1 - p1)) / Math.max(1, n1) + (p2 * (1 - p2)) / Math.max(1, n2));
  const d = rounded({ value: p1 - p2, low: p1 - p2 - Z95 * se, high: p1 - p2 + Z95 * se });
  return { figure, subject, label, a: round4(p1), b: round4(p2), difference: d, paired: false, se };
}

function twoMeans(
  figure: string,
  subject: string,
  label: string,
  ma: Moments,
  na: number,
  mb: Moments,
  nb: number,
  q: number,
): Measured {
  const ea = meanEstimate(ma.sum[q]!, ma.squares[q]!, na);
  const eb = meanEstimate(mb.sum[q]!, mb.squares[q]!, nb);
  // Welch: the two standard errors, recovered from each interval's half-width, added in quadrature.
  const half = Math.hypot(ea.high - ea.value, eb.high - eb.value);
  const d = rounded({ value: ea.value - eb.value, low: ea.value - eb.value - half, high: ea.value - eb.value + half });
  return {
    figure,
    subject,
    label,
    a: round4(ea.value),
    b: round4(eb.value),
    difference: d,
    paired: false,
    se: half / Z95,
  };
}

/** Adds two paired runs' figures. */
export function mergePaired(x: PairedFigures, y: PairedFigures): PairedFigures {
  return {
    a: mergeFigures(x.a, y.a),
    b: mergeFigures(x.b, y.b),
    differences: {
      sum: x.differences.sum.map((v, i) => v + y.differences.sum[i]!),
      squares: x.differences.squares.map((v, i) => v + y.differences.squares[i]!),
    },
  };
}

/** The comparison as a reader's table: each shared figure, both values, the difference and whether it is significant. */
export function comparisonText(r: ComparisonReport): string {
  // Each column as wide as its widest cell.
  const cells = r.differences.map((d) => [d.label, ...differenceCells(d)]);
  const widths = [0, 1, 2].map((c) =>
    Math.max(['figure', 'first', 'second'][c]!.length, ...cells.map((row) => row[c]!.length)),
  );
  const lines = [
    `${r.a.title} (${r.a.variant}) against ${r.b.title} (${r.b.variant}): ${r.a.games.toLocaleString('en')} games each, seed ${r.a.seed}, the same deals to start each game`,
    `  ${'figure'.padEnd(widths[0]!)}  ${'first'.padEnd(widths[1]!)}  ${'second'.padEnd(widths[2]!)}  difference (95% interval)`,
  ];
  r.differences.forEach((d, i) => {
    const [label, a, b, difference] = cells[i]!;
    lines.push(
      `  ${label!.padEnd(widths[0]!)}  ${a!.padEnd(widths[1]!)}  ${b!.padEnd(widths[2]!)}  ${difference}${d.significant ? '  significant' : ''}${d.paired ? '' : ' [unpaired]'}`,
    );
  });
  lines.push(`  ${significanceNote(r.differences)}`);
  return lines.join('\n');
}

/** The comparison as CSV, one row per compared figure. */
export function comparisonCsv(r: ComparisonReport): string {
  const rows: (string | number | boolean)[][] = [
    ['figure', 'subject', 'first', 'second', 'difference', 'low', 'high', 'paired', 'p', 'p_adjusted', 'significant'],
  ];
  for (const d of r.differences)
    rows.push([
      d.figure,
      d.subject,
      d.a,
      d.b,
      d.difference.value,
      d.difference.low,
      d.difference.high,
      d.paired,
      d.p,
      d.pAdjusted,
      d.significant,
    ]);
  return rows
    .map((row) =>
      row.map((v) => (/[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v))).join(','),
    )
    .join('\n');
}
