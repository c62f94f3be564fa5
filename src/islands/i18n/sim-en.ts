/**
 * The Simulate panel's words in English: the catalog ./sim-de.ts is checked against (its type is
 * `SimCatalog`). A family of its own so that a page with the panel loads these words alone (./ui.ts).
 * The figures' own names and the verdicts' note come from the simulator (../../sim/difference-text.ts).
 */

/** A whole number as the panel writes it ("10,000"). */
const n = (x: number): string => x.toLocaleString('en');

export const simEn = {
  /** A number of games or deals, grouped as the language groups digits. */
  number: n,
  games: 'Games',
  bots: 'Bots',
  seed: 'Seed',
  simulate: 'Simulate',
  cancel: 'Cancel',
  progress: 'Games simulated',
  /** The bots the form offers, by the simulator's name for them. */
  botNames: {
    random: 'random',
    greedy: 'greedy',
    'ismcts,random,random,random': 'a strong bot (P1) against random ones — slow',
    'greedy,random,random,random': 'greedy (P1) against random ones',
  } as Record<string, string>,
  chooseGames: (offered: readonly number[]): string =>
    `Choose a number of games from the list: ${offered.slice(0, -1).map(n).join(', ')} or ${n(offered.at(-1)!)}.`,
  badSeed: (max: number): string => `The seed is a whole number from 0 to ${n(max)}.`,
  chooseBots: 'Choose the bots from the list.',
  running: (games: number, each: boolean): string => `Simulating ${n(games)} games${each ? ' of each' : ''}…`,
  noWorker: 'The simulation could not start: this browser would not run it in the background (in a Web Worker).',
  cancelled: (done: number, of: number): string => `Cancelled at ${n(done)} of ${n(of)} games.`,
  ticker: (done: number, of: number, rate: number): string =>
    `${n(done)} of ${n(of)} games · ${n(rate)} deals a second in this browser`,
  stopped: (why: string): string => `The simulation stopped: ${why}`,
  /** The run's summary; `node` is what `nodeRate` said, or nothing. */
  done: (s: {
    games: number;
    each: boolean;
    seconds: number;
    rate: number;
    node: string;
    seed: number;
    bots: string;
  }): string =>
    `${n(s.games)} games${s.each ? ' of each' : ''} in ${s.seconds.toFixed(1)} s (${n(s.rate)} deals a second in this browser${s.node}), seed ${s.seed}, bots: ${s.bots}.`,
  /** Node's throughput for the run, measured when the site was built: of `itself` against itself where not of these variants. */
  nodeRate: (rate: number, itself: string | null, random: boolean): string =>
    `; Node on the machine that built this site${itself === null ? '' : `, for ${itself} against itself`}${random ? '' : ', with random bots'}: ${n(rate)}`,
  charts: {
    length: 'Deals per game (share of games)',
    lost: 'Share of games each seat lost',
    place: 'Mean place in a game',
    settlement: (tally: string): string => `Mean settlement of a rubber (${tally})`,
    settlementOf: (tally: string, variant: string): string => `Mean settlement of a rubber in ${tally}: ${variant}`,
    events: 'Share of deals with each event',
    phases: 'Share of games reaching each phase',
    /** Each series' value, for a chart's summary: "A 3.4% against B 2.9%". */
    against: (values: readonly string[]): string => values.join(' against '),
    series: (k: number): string => `series ${k}`,
  },
  differences: {
    caption: (a: string, b: string): string =>
      `What differs: ${a} minus ${b}, game by game on the same deals where a figure is per game`,
    figure: 'Figure',
    difference: 'Difference (95% interval)',
    differenceShort: 'Difference',
    verdict: 'Verdict',
    significant: 'significant',
    chance: 'within chance',
  },
};

/** The shape every language's Simulate catalog has: the English one's. */
export type SimCatalog = typeof simEn;
