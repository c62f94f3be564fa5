/**
 * How fast Node plays the Simulate panel's default run (random bots, the same engine code as
 * `stichwort simulate`), measured while the site is built, so that the panel can show it beside the
 * browser's own figure. Each variant is measured once, briefly (its first blocks of games, per CPU
 * second, so that other work on the machine counts less), and kept for every page that asks.
 */
import { botsFromSpec } from '../engine/bots.ts';
import { BLOCK_GAMES, playerFor } from '../sim/play-block.ts';
import { dealsIn, playRunBlock } from '../sim/simulate.ts';
import { siteVariant } from './data.ts';

/** CPU time spent warming the engine up on a variant, then measuring it. */
const WARM_MS = 150;
const MEASURE_MS = 250;
/** At most this many blocks, whatever the clock says (a bound on the loop). */
const MAX_BLOCKS = 200;
/** The panel's default seed: the games measured are the first games the panel plays. */
const SEED = 1;

/** One variant's measurement: games played, deals (and play-offs) in them, and the CPU milliseconds they took. */
interface Sample {
  games: number;
  deals: number;
  cpuMs: number;
}

const samples = new Map<string, Sample>();

const cpuMsSince = (start: NodeJS.CpuUsage): number => {
  const d = process.cpuUsage(start);
  return (d.user + d.system) / 1000;
};

function measure(id: string): Sample {
  const cv = siteVariant(id).compiled;
  const pl = playerFor(cv, botsFromSpec('random', cv.players.max));
  // The first blocks compile the engine's hot code for this variant's rules; timing them would
  // measure the compiler (a variant measured first came out at half its rate after one block).
  const warming = process.cpuUsage();
  let block = 0;
  while (block < MAX_BLOCKS && cpuMsSince(warming) < WARM_MS) playRunBlock([pl], SEED, block++, BLOCK_GAMES);
  const start = process.cpuUsage();
  const s: Sample = { games: 0, deals: 0, cpuMs: 0 };
  for (const last = block + MAX_BLOCKS; block < last && s.cpuMs < MEASURE_MS; block++) {
    s.deals += dealsIn(playRunBlock([pl], SEED, block, BLOCK_GAMES));
    s.games += BLOCK_GAMES;
    s.cpuMs = cpuMsSince(start);
  }
  return s;
}

function sampleOf(id: string): Sample {
  let s = samples.get(id);
  if (!s) {
    s = measure(id);
    samples.set(id, s);
  }
  return s;
}

/**
 * Deals (and play-offs) a CPU second that Node plays of a run of the variants `ids` (one, or two
 * compared: each game played under both, as the panel does), with random bots. A paired run's
 * rate comes from each variant's games per CPU second: the same number of games of each.
 */
export function nodeDealsPerSecond(ids: string[]): number {
  const perGame = ids.map(sampleOf).map((s) => ({ deals: s.deals / s.games, ms: s.cpuMs / s.games }));
  const deals = perGame.reduce((a, p) => a + p.deals, 0);
  const ms = perGame.reduce((a, p) => a + p.ms, 0);
  return Math.round(deals / Math.max(ms / 1000, 1e-6));
}

/**
 * What the panel reads (in a `data-node-rates` attribute): `[ids joined by a space, deals a second]`
 * for each run measured. The panel looks up its own variants' ids, or else its last variant
 * against itself (the Playground's base, which a house rule differs from by a clause or two).
 */
export const nodeRateEntry = (ids: string[]): [string, number] => [ids.join(' '), nodeDealsPerSecond(ids)];
