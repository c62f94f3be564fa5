/**
 * `npm run bench`: measured figures, printed (never asserted by tests).
 *  1. Card play through the compiled rules: whole deals (shuffle, deal, 36 bot plays with legal-move
 *     checks, trick winners, card points) per second, random bots, fixed seed, one core.
 *  2. Whole-rubber simulation: the same, with every deal's outcome sent to the variant's XState machine.
 *  3. Parse + check + compile time per variant file.
 *  4. Parse + resolve + check time of a house rule with 5,000 to 40,000 clauses (tallies, scoring
 *     clauses in phases, placed clauses, unknown overrides): doubling the clauses should about double
 *     the time (resolving and checking are linear), printed as ms per 1,000 clauses.
 *  `npm run bench -- --size` runs part 4 only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkPath } from '../src/check/check.ts';
import { compileVariant } from '../src/compile/compile.ts';
import { createGameMachine } from '../src/engine/machine.ts';
import { randomBot } from '../src/engine/bots.ts';
import { newScratch, playDeal } from '../src/engine/fast-deal.ts';
import { initialState, participantsOf } from '../src/engine/flow.ts';
import { dealCards } from '../src/engine/play.ts';
import { createRng } from '../src/engine/rng.ts';
import { simulate } from '../src/sim/simulate.ts';
import { diskReader, VARIANTS_DIR } from '../src/resolve/disk.ts';
import { memoryReader } from '../src/resolve/load.ts';

const SEED = 20261122;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function compiled(id: string) {
  const { variant, diagnostics } = checkPath(diskReader, id);
  if (!variant || diagnostics.length) throw new Error(`${id} does not check clean`);
  return compileVariant(variant);
}

/** Deals per second of card play alone: deal from a seeded shuffle, bots play every card. */
function playRate(id: string, seconds: number): number {
  const cv = compiled(id);
  const state = initialState(cv, Array.from({ length: cv.players.max }, (_, i) => `P${i + 1}`), 0);
  const participants = participantsOf(cv, state);
  const rng = createRng(SEED);
  const scratch = newScratch();
  let deals = 0;
  const start = performance.now();
  while (performance.now() - start < seconds * 1000) {
    for (let k = 0; k < 500; k++) {
      const { hands, trump } = dealCards(cv, state, rng, participants);
      playDeal(cv, cv.phases[0]!, hands, participants, trump, randomBot, rng, scratch);
    }
    deals += 500;
  }
  return Math.round(deals / ((performance.now() - start) / 1000));
}

const variants = readdirSync(VARIANTS_DIR).filter((f) => f.endsWith('.stw')).map((f) => f.replace(/\.stw$/, '')).sort();
const results: Record<string, unknown> = { node: process.version, seed: SEED, variants: {} };

/** A house rule on kein-stich with `n` clauses of several kinds (a tenth of them errors). */
function houseRule(n: number): string {
  const kinds = [
    (i: number) => `c${i}: tally per player "t${i}" [wiki]`,
    (i: number) => `phase p${i} (before domino) { s${i}: when times s${i} >= 1 and deals > 0: add 1 stakes to everyone [wiki] }`,
    (i: number) => `x${i} (after c${i - 2}): ties share if reading table-size is four [wiki]`,
    (i: number) => `override nope${i}: ties share [wiki]`,
    (i: number) => `g${i}: game over when phase = p${i - 3} and total pot = 0: end game [wiki]`,
  ];
  return `variant t extends kein-stich\n${Array.from({ length: n }, (_, i) => kinds[i % kinds.length]!(i)).join('\n')}\n`;
}

/** Part 4: resolving and checking time against file size. */
function sizeBench(): void {
  const shipped = Object.fromEntries(variants.map((id) => [id, readFileSync(join(VARIANTS_DIR, `${id}.stw`), 'utf8')]));
  const sizes: Record<string, unknown> = {};
  checkPath(memoryReader({ ...shipped, t: houseRule(5000) }), 't'); // warm-up
  for (const n of [5000, 10000, 20000, 40000]) {
    const files = { ...shipped, t: houseRule(n) };
    const ms = median([0, 1, 2].map(() => { const t0 = performance.now(); checkPath(memoryReader(files), 't'); return performance.now() - t0; }));
    sizes[n] = { ms: Math.round(ms), msPer1000Clauses: Math.round((ms / n) * 1000 * 10) / 10 };
    console.log(`${n.toLocaleString('en').padStart(6)} clauses: parse + resolve + check ${ms.toFixed(0)} ms (${((ms / n) * 1000).toFixed(1)} ms per 1,000)`);
  }
  results.size = sizes;
}

if (process.argv.includes('--size')) {
  sizeBench();
  console.log(JSON.stringify(results));
  process.exit(0);
}

for (const id of variants) {
  const cv = compiled(id);
  playRate(id, 0.5); // warm-up
  const play = median([playRate(id, 1.5), playRate(id, 1.5), playRate(id, 1.5)]);
  simulate(cv, { games: 300, seed: SEED, bot: randomBot, botName: 'random' }); // warm-up
  const sim = simulate(cv, { games: 3000, seed: SEED, bot: randomBot, botName: 'random' });
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const t0 = performance.now();
    const { variant } = checkPath(diskReader, join(VARIANTS_DIR, `${id}.stw`));
    const c = compileVariant(variant!);
    createGameMachine(c);
    times.push(performance.now() - t0);
  }
  (results.variants as Record<string, unknown>)[id] = {
    cardPlayDealsPerSecond: play,
    simulationDealsPerSecond: sim.dealsPerSecond,
    simulationGames: sim.games,
    parseCheckCompileMs: Math.round(median(times) * 100) / 100,
  };
  console.log(`${id}
  card play through compiled rules   ${play.toLocaleString('en')} deals/s (random bots, seed ${SEED}, one core)
  whole rubbers through the machine  ${sim.dealsPerSecond.toLocaleString('en')} deals/s (${sim.games} games)
  parse + check + compile + machine  ${(median(times)).toFixed(2)} ms (median of 30)`);
}
sizeBench();
console.log(JSON.stringify(results));
