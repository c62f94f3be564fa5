/**
 * The machine's share of a simulated deal, measured alone: `node scripts/bench-settle.ts [VARIANT]`
 * (default hindersche-pagat). Plays 20,000 deals of random rubbers as the simulator does, keeps each
 * (snapshot, DEAL event) pair, then times `quickTransition` over all the pairs again and again: µs
 * per deal (CPU time; median, 10th percentile and minimum of 31 rounds), `usPerDeal`, as a search
 * settles deals (each from a snapshot it keeps). `replayUsPerDeal`: the same deals sent rubber by
 * rubber to games started afresh on a machine whose games own their states, as the simulator sends
 * them (median and 10th percentile of 31 rounds). And the young-generation collections all the
 * rounds caused (a count of what the settlement allocates, which the load of a
 * shared machine does not change). Whole-rubber throughput (`npm run bench`) mixes card play, the
 * machine and the machine's load; on a busy machine it ranged ±30% within one run, too wide to see a
 * change of a few percent in the settlement, which this shows.
 */
import { PerformanceObserver } from 'node:perf_hooks';
import { checkPath } from '../src/check/check.ts';
import { compileVariant } from '../src/compile/compile.ts';
import { randomBot } from '../src/engine/bots.ts';
import { newScratch, playDeal } from '../src/engine/fast-deal.ts';
import { participantsOf } from '../src/engine/flow/order.ts';
import { createGameMachine, type GameEvent, type GameSnapshot } from '../src/engine/machine.ts';
import { quickTransition, quickWalk } from '../src/engine/quick-machine.ts';
import { startGame } from '../src/engine/runner.ts';
import { dealCards } from '../src/engine/deal-cards.ts';
import { createRng } from '../src/engine/rng.ts';
import { diskReader } from '../src/resolve/disk.ts';

const PAIRS = 20_000;
const ROUNDS = 31;

const id = process.argv[2] ?? 'hindersche-pagat';
const { variant, diagnostics } = checkPath(diskReader, id);
if (!variant || diagnostics.length) throw new Error(`${id} does not check clean`);
const cv = compileVariant(variant);
const machine = createGameMachine(cv, { quiet: true });
const players = Array.from({ length: cv.players.max }, (_, i) => `P${i + 1}`);
const rng = createRng(7);
const scratch = newScratch();

// Deals as a simulation plays them (the cards played through the compiled rules), rubber after rubber.
const pairs: [GameSnapshot, GameEvent][] = [];
// The same deals rubber by rubber, each rubber's events from its start: replayed whole (below).
const rubbers: { dealer: number; events: GameEvent[] }[] = [];
for (let rubber = 0; pairs.length < PAIRS && rubber < PAIRS; rubber++) {
  const game = startGame(cv, machine, { players, dealer: rubber % players.length }, quickWalk);
  const events: GameEvent[] = [];
  rubbers.push({ dealer: rubber % players.length, events });
  for (
    let k = 0;
    k < cv.limits.dealsPerGame * cv.limits.gamesPerRubber &&
    game.getSnapshot().status === 'active' &&
    pairs.length < PAIRS;
    k++
  ) {
    const s = game.getSnapshot().context;
    const dealtTo = participantsOf(cv, s);
    const { hands, trump } = dealCards(cv, s, rng, dealtTo);
    const phase = cv.phases.find((p) => p.id === s.phase)!;
    const event: GameEvent = {
      type: 'DEAL',
      outcome: playDeal(cv, phase, hands, dealtTo, trump, randomBot, rng, scratch),
    };
    pairs.push([game.getSnapshot(), event]);
    events.push(event);
    game.send(event);
  }
}

let scavenges = 0;
// Kind 1 is a scavenge (a young-generation collection).
const gcs = new PerformanceObserver((list) => {
  for (const e of list.getEntries())
    if ((e as unknown as { detail?: { kind?: number } }).detail?.kind === 1) scavenges++;
});
gcs.observe({ entryTypes: ['gc'] });
const times: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  const start = process.cpuUsage();
  for (const [snapshot, event] of pairs)
    if (!quickTransition(machine, snapshot, event)) throw new Error('a deal left the quick walk');
  const used = process.cpuUsage(start);
  times.push((used.user + used.system) / pairs.length);
}
times.sort((a, b) => a - b);
// The same deals sent to games started afresh, rubber by rubber, as the simulator sends them: the
// machine's share with starting games and the runner, each game owning its states.
const owner = createGameMachine(cv, { quiet: true, owned: true });
const replays: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  const start = process.cpuUsage();
  for (const { dealer, events } of rubbers) {
    const game = startGame(cv, owner, { players, dealer }, quickWalk);
    for (const event of events) game.send(event);
  }
  const used = process.cpuUsage(start);
  replays.push((used.user + used.system) / pairs.length);
}
replays.sort((a, b) => a - b);
// The observer hears of the last collections after this turn of the event loop.
setTimeout(() => {
  gcs.disconnect();
  console.log(
    JSON.stringify({
      variant: id,
      deals: pairs.length,
      rounds: ROUNDS,
      usPerDeal: {
        median: +times[ROUNDS >> 1]!.toFixed(2),
        p10: +times[Math.floor(ROUNDS / 10)]!.toFixed(2),
        min: +times[0]!.toFixed(2),
      },
      replayUsPerDeal: {
        median: +replays[ROUNDS >> 1]!.toFixed(2),
        p10: +replays[Math.floor(ROUNDS / 10)]!.toFixed(2),
      },
      scavenges,
    }),
  );
}, 10);
