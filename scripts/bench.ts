/**
 * `npm run bench`: measured figures, printed (never asserted by tests).
 *  0. The limit: a hand-written random-play Hindersche deal loop in plain JS (bench-reference.ts),
 *     measured in the same run; every throughput below is also printed as a ratio to it (`×ref`),
 *     and whole games as a ratio to card play (`×play`). The JSON at the end holds the ratios.
 *  1. Card play through the compiled rules: whole deals (shuffle, deal, 36 bot plays with legal-move
 *     checks, trick winners, card points) per second, random bots, fixed seed, one core.
 *  2. Whole-rubber simulation: the same, with every deal's outcome sent to the variant's XState machine
 *     (the simulator's own loop, warm; see simRate), also as a ratio to the card play alone of the
 *     deals whole rubbers deal (every phase, play-offs; sameDealsPlayRate): the machine's share, like for like.
 *  3. Parse + check + compile time per variant file.
 *  4. Parse + resolve + check time of a house rule with 5,000 to 40,000 clauses (tallies, scoring
 *     clauses in phases, placed clauses, unknown overrides): doubling the clauses should about double
 *     the time (resolving and checking are linear), printed as ms per 1,000 clauses.
 *  5. `verify hindersche-pagat` with the CLI's default bounds (scripts/bench-verify.ts, in a process
 *     of its own, with the CLI's Node flags): states per second, the bounds reached, and peak memory (RSS),
 *     on one thread, then on the CLI's default threads (every core; CPU time is then every thread's).
 *  Throughputs are per CPU second of this (single-threaded) process: on a shared machine the wall
 *  clock also counts other processes' turns, which made ratios of figures measured seconds apart
 *  meaningless; on an idle machine the two agree.
 *  `npm run bench -- --size` runs part 4 only, `--verify` part 5 only; `--only a,b` runs parts 0–3
 *  for those variants only.
 */
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkPath } from '../src/check/check.ts';
import { compileVariant } from '../src/compile/compile.ts';
import { createGameMachine, sendChecked } from '../src/engine/machine.ts';
import { quickWalk } from '../src/engine/quick-machine.ts';
import { startGame } from '../src/engine/runner.ts';
import { randomBot } from '../src/engine/bots.ts';
import { newScratch, playDeal } from '../src/engine/fast-deal.ts';
import { participantsOf } from '../src/engine/flow/order.ts';
import { initialState } from '../src/engine/flow/states.ts';
import { dealCards } from '../src/engine/deal-cards.ts';
import { createRng } from '../src/engine/rng.ts';
import { dealsIn, playRun } from '../src/sim/simulate.ts';
import { playerFor, playNextDeal } from '../src/sim/play-block.ts';
import type { CompiledVariant } from '../src/compile/compile.ts';
import type { GameState } from '../src/engine/state.ts';
import { diskReader, VARIANTS_DIR } from '../src/resolve/disk.ts';
import { memoryReader } from '../src/resolve/load.ts';
import { referenceLoop } from './bench-reference.ts';

const SEED = 20261122;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function compiled(id: string) {
  const { variant, diagnostics } = checkPath(diskReader, id);
  if (!variant || diagnostics.length) throw new Error(`${id} does not check clean`);
  return compileVariant(variant);
}

/** CPU time used by this process so far, in seconds. */
const cpuSeconds = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

/** Deals per second of card play alone: deal from a seeded shuffle, bots play every card. */
function playRate(id: string, seconds: number): number {
  const cv = compiled(id);
  const state = initialState(
    cv,
    Array.from({ length: cv.players.max }, (_, i) => `P${i + 1}`),
    0,
  );
  const participants = participantsOf(cv, state);
  const rng = createRng(SEED);
  const scratch = newScratch();
  let deals = 0;
  const start = cpuSeconds();
  while (cpuSeconds() - start < seconds) {
    for (let k = 0; k < 500; k++) {
      const { hands, trump } = dealCards(cv, state, rng, participants);
      playDeal(cv, cv.phases[0]!, hands, participants, trump, randomBot, rng, scratch);
    }
    deals += 500;
  }
  return Math.round(deals / (cpuSeconds() - start));
}

/**
 * Deals (and play-offs) per second of whole rubbers: the simulator's own loop (playRun, as
 * `simulate` runs it), runs of 3,000 games from the bench's seed. Measured as card play is: after a
 * warm-up (here 2 CPU seconds of games), three runs of at least 1.5 CPU seconds each, the median.
 * Runs of 3,000 games measured one by one from a process's start rose from about 50k to 200k
 * deals/s over the first ten for Pagat, unevenly (the compiler still at work on paths that only
 * some games take); a long simulation runs warm.
 */
function simRate(cv: CompiledVariant): { rate: number; games: number } {
  const player = playerFor(cv, randomBot);
  /** Deals and play-offs of runs of 3,000 games played until `seconds` of CPU time, and the time. */
  const run = (seconds: number): { deals: number; cpu: number; games: number } => {
    const start = cpuSeconds();
    let deals = 0,
      games = 0;
    while (cpuSeconds() - start < seconds) {
      deals += dealsIn(playRun([player], SEED, 3000));
      games += 3000;
    }
    return { deals, cpu: cpuSeconds() - start, games };
  };
  run(2); // warm-up
  const runs = [run(1.5), run(1.5), run(1.5)];
  return { rate: median(runs.map((r) => Math.round(r.deals / r.cpu))), games: median(runs.map((r) => r.games)) };
}

/**
 * Deals (and play-offs) per second of the card play alone of the deals whole rubbers deal: the
 * states before the first 3,000 deals of whole rubbers are kept (deep copies: a game owns its
 * states and settles the next deal into them), then each is dealt and played again, over and over
 * (playNextDeal, as the simulator does), without the machine. (A few thousand, not all of a long
 * run: 60,000 copies read one after the other measured up to a sixth slower, the copies no longer
 * in the processor's caches as the one state a game settles into is.) Whole rubbers deal in every phase, with fewer players as they drop
 * out, and play-offs among the tied; the card-play figure above deals the first phase only, with
 * everyone in. Whole rubbers against this figure is the machine's share of a deal, like for like.
 */
const SAME_DEALS = 3000;
function sameDealsPlayRate(cv: CompiledVariant, seconds: number): number {
  const player = playerFor(cv, randomBot);
  const rng = createRng(SEED);
  const states: GameState[] = [];
  const phaseOf = (s: GameState) => cv.phases.find((p) => p.id === s.phase)!;
  for (let game = 0; states.length < SAME_DEALS; game++) {
    const actor = startGame(
      cv,
      player.machine,
      { players: player.players, dealer: game % player.players.length },
      quickWalk,
    );
    while (actor.getSnapshot().status !== 'done' && states.length < SAME_DEALS) {
      const s = actor.getSnapshot().context;
      states.push(structuredClone(s));
      sendChecked(cv, actor, { type: 'DEAL', outcome: playNextDeal(player, s, phaseOf(s), rng) });
    }
  }
  let deals = 0;
  const start = cpuSeconds();
  while (cpuSeconds() - start < seconds) {
    for (const s of states) playNextDeal(player, s, phaseOf(s), rng);
    deals += states.length;
  }
  return Math.round(deals / (cpuSeconds() - start));
}

/** Deals per second of the hand-written reference loop (the limit). */
function referenceRate(seconds: number): number {
  const deal = referenceLoop(SEED);
  let deals = 0;
  const start = cpuSeconds();
  while (cpuSeconds() - start < seconds) {
    for (let k = 0; k < 500; k++) deal();
    deals += 500;
  }
  return Math.round(deals / (cpuSeconds() - start));
}

/** `x` as a ratio to `of`, two decimals. */
const ratio = (x: number, of: number): number => Math.round((x / of) * 100) / 100;

const onlyAt = process.argv.indexOf('--only');
const only = onlyAt > 0 ? new Set(process.argv[onlyAt + 1]?.split(',')) : null;
const shippedIds = readdirSync(VARIANTS_DIR)
  .filter((f) => f.endsWith('.stw'))
  .map((f) => f.replace(/\.stw$/, ''))
  .sort();
const variants = shippedIds.filter((id) => !only || only.has(id));
const results: Record<string, unknown> = { node: process.version, seed: SEED, variants: {} };

/** A house rule on kein-stich with `n` clauses of several kinds (a tenth of them errors). */
function houseRule(n: number): string {
  const kinds = [
    (i: number) => `c${i}: tally per player "t${i}" [wiki]`,
    (i: number) =>
      `phase p${i} (before domino) { s${i}: when times s${i} >= 1 and deals > 0: add 1 stakes to everyone [wiki] }`,
    (i: number) => `x${i} (after c${i - 2}): ties share if reading table-size is four [wiki]`,
    (i: number) => `override nope${i}: ties share [wiki]`,
    (i: number) => `g${i}: game over when phase = p${i - 3} and total pot = 0: end game [wiki]`,
  ];
  return `variant t extends kein-stich\n${Array.from({ length: n }, (_, i) => kinds[i % kinds.length]!(i)).join('\n')}\n`;
}

/** Part 4: resolving and checking time against file size. */
function sizeBench(): void {
  const shipped = Object.fromEntries(
    shippedIds.map((id) => [id, readFileSync(join(VARIANTS_DIR, `${id}.stw`), 'utf8')]),
  );
  const sizes: Record<string, unknown> = {};
  checkPath(memoryReader({ ...shipped, t: houseRule(5000) }), 't'); // warm-up
  for (const n of [5000, 10000, 20000, 40000]) {
    const files = { ...shipped, t: houseRule(n) };
    const ms = median(
      [0, 1, 2].map(() => {
        const t0 = performance.now();
        checkPath(memoryReader(files), 't');
        return performance.now() - t0;
      }),
    );
    sizes[n] = { ms: Math.round(ms), msPer1000Clauses: Math.round((ms / n) * 1000 * 10) / 10 };
    console.log(
      `${n.toLocaleString('en').padStart(6)} clauses: parse + resolve + check ${ms.toFixed(0)} ms (${((ms / n) * 1000).toFixed(1)} ms per 1,000)`,
    );
  }
  results.size = sizes;
}

/**
 * Part 5: verify runs in a child process each (its peak memory measured alone): at the bounds the
 * CLI had when verify was first measured (depth 7, 150,000 states, 600,000 transitions: the figure
 * that is compared over time), at its default bounds today (src/cli/io.ts VERIFY_BOUNDS), and a
 * deeper search (depth 9) on one thread and on every core (`--workers`).
 */
function verifyBench(): void {
  type Run = {
    states: number;
    transitions: number;
    depth: number;
    complete: boolean;
    ms: number;
    statesPerSecond: number;
    cpuMs: number;
    statesPerCpuSecond: number;
    peakRssMB: number;
  };
  // With the young generation `stichwort verify` runs with (bin/stichwort.js).
  const run = (args: string[]) =>
    spawnSync(
      process.execPath,
      ['--max-semi-space-size=4', new URL('./bench-verify.ts', import.meta.url).pathname, 'hindersche-pagat', ...args],
      { encoding: 'utf8' },
    );
  const measure = (args: string[]): Run => {
    const child = run(args);
    if (child.status !== 0) throw new Error(`bench-verify failed: ${child.stderr}`);
    return JSON.parse(child.stdout) as Run;
  };
  const line = (v: Run) =>
    `  ${v.states.toLocaleString('en')} states, ${v.transitions.toLocaleString('en')} transitions, depth ${v.depth}${v.complete ? ' (all reachable)' : ' (bounded)'} in ${v.ms} ms: ` +
    `${v.statesPerSecond.toLocaleString('en')} states/s (${v.statesPerCpuSecond.toLocaleString('en')} per CPU second), peak ${v.peakRssMB} MB`;
  // The first run fills Node's compile cache, as a first `stichwort` run does; the others are measured.
  run(['7', '150000', '600000']);
  const first = measure(['7', '150000', '600000']);
  const now = measure([]);
  const deep = ['9', '300000', '3000000'];
  const cores = availableParallelism();
  const deepOne = measure([...deep, '1']);
  const deepAll = measure([...deep, String(cores)]);
  Object.assign(results, {
    verify: first,
    verifyDefault: now,
    verifyDeep: deepOne,
    verifyDeepWorkers: { workers: cores, ...deepAll },
  });
  console.log(
    `verify hindersche-pagat, the bounds of its first measurement (depth 7, 150,000 states, 600,000 transitions)\n${line(first)}`,
  );
  console.log(`verify hindersche-pagat, the default bounds now\n${line(now)}`);
  console.log(`verify hindersche-pagat, depth 9 (300,000 states, 3,000,000 transitions), one thread\n${line(deepOne)}`);
  console.log(`verify hindersche-pagat, depth 9, --workers ${cores}\n${line(deepAll)}`);
}

if (process.argv.includes('--verify')) {
  verifyBench();
  console.log(JSON.stringify(results));
  process.exit(0);
}

if (process.argv.includes('--size')) {
  sizeBench();
  console.log(JSON.stringify(results));
  process.exit(0);
}

// The reference is measured before the variants and again between them (the machine is shared and
// noisy): the ratios use the median of every run.
referenceRate(0.5); // warm-up
const referenceRuns = [referenceRate(1.5), referenceRate(1.5), referenceRate(1.5)];
const perVariant: { id: string; play: number; same: number; sim: number; games: number; ms: number }[] = [];
for (const id of variants) {
  const cv = compiled(id);
  playRate(id, 0.5); // warm-up
  const play = median([playRate(id, 1.5), playRate(id, 1.5), playRate(id, 1.5)]);
  const sim = simRate(cv);
  sameDealsPlayRate(cv, 0.5); // warm-up
  const same = median([sameDealsPlayRate(cv, 1.5), sameDealsPlayRate(cv, 1.5), sameDealsPlayRate(cv, 1.5)]);
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const t0 = performance.now();
    const { variant } = checkPath(diskReader, join(VARIANTS_DIR, `${id}.stw`));
    const c = compileVariant(variant!);
    createGameMachine(c);
    times.push(performance.now() - t0);
  }
  perVariant.push({ id, play, same, sim: sim.rate, games: sim.games, ms: median(times) });
  referenceRuns.push(referenceRate(1));
}
const reference = median(referenceRuns);
results.reference = { dealsPerSecond: reference, runs: referenceRuns };
console.log(`reference: hand-written random-play deal loop (bench-reference.ts)
  ${reference.toLocaleString('en')} deals/s (median of ${referenceRuns.length} runs, ${Math.min(...referenceRuns).toLocaleString('en')}–${Math.max(...referenceRuns).toLocaleString('en')})`);
for (const { id, play, same, sim, games, ms } of perVariant) {
  (results.variants as Record<string, unknown>)[id] = {
    cardPlayDealsPerSecond: play,
    cardPlayToReference: ratio(play, reference),
    simulationDealsPerSecond: sim,
    simulationToReference: ratio(sim, reference),
    simulationToCardPlay: ratio(sim, play),
    sameDealsCardPlayDealsPerSecond: same,
    simulationToSameDealsCardPlay: ratio(sim, same),
    simulationGames: games,
    parseCheckCompileMs: Math.round(ms * 100) / 100,
  };
  console.log(`${id}
  card play through compiled rules   ${play.toLocaleString('en')} deals/s  ${ratio(play, reference).toFixed(2)}×ref (random bots, seed ${SEED}, one core)
  card play of whole rubbers' deals  ${same.toLocaleString('en')} deals/s (every phase and play-off, without the machine)
  whole rubbers through the machine  ${sim.toLocaleString('en')} deals/s  ${ratio(sim, reference).toFixed(2)}×ref  ${ratio(sim, play).toFixed(2)}×play  ${ratio(sim, same).toFixed(2)}×same deals (runs of 3,000 games, ${games.toLocaleString('en')} in the median run)
  parse + check + compile + machine  ${ms.toFixed(2)} ms (median of 30)`);
}
if (!only) {
  sizeBench();
  verifyBench();
}
console.log(JSON.stringify(results));
