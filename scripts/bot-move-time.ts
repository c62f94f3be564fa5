#!/usr/bin/env node
/**
 * How long a bot takes to move for a seat at the table, as the Play page asks it (`botMove` on the
 * deal's state, one seat's view): plays deals of each variant's first phase (or `--phase`) move by move with the
 * bot at every seat and prints the mean, 95th percentile and worst time of a move, and the first
 * move's time apart (it includes compiling the search).
 *
 *   node scripts/bot-move-time.ts [--bots ismcts] [--deals 40] [--phase ID] VARIANT...
 *
 * A benchmark script, not a test: its figures depend on the machine.
 */
import { parseArgs } from 'node:util';
import { compiled } from '../tests/helpers.ts';
import { applyMove, botMove } from '../src/engine/bot-move.ts';
import { botsFromSpec } from '../src/engine/bots.ts';
import { isComplete, startPlayIn } from '../src/engine/play.ts';
import { createRng, shuffle } from '../src/engine/rng.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { bots: { type: 'string' }, deals: { type: 'string' }, phase: { type: 'string' } },
});
const deals = Number(values.deals ?? 40);
for (const id of positionals.length ? positionals : ['hindersche-pagat', 'kein-stich']) {
  const cv = compiled(id);
  const n = cv.players.max;
  const bot = botsFromSpec(values.bots ?? 'ismcts', n)[0]!;
  const phase = cv.phases.find((ph) => ph.id === values.phase) ?? cv.phases[0]!;
  const rng = createRng(1);
  const times: number[] = [];
  for (let k = 0; k < deals; k++) {
    const pack = shuffle([...Array(cv.deck.size).keys()], rng);
    const hands = Array.from({ length: n }, (_, q) => pack.slice(q * cv.deal.count, (q + 1) * cv.deal.count));
    let p = startPlayIn(
      cv,
      phase.id,
      [...Array(n).keys()],
      hands,
      id.startsWith('kein') ? -1 : rng.int(cv.deck.suits.length),
    );
    while (!isComplete(cv, p)) {
      const t0 = performance.now();
      const move = botMove(cv, p, p.turn, bot, rng);
      times.push(performance.now() - t0);
      if (!move) break;
      p = applyMove(cv, p, p.turn, move);
    }
  }
  // The first move also compiles the search (JIT) and reads the phase's scoring: shown apart.
  const first = times.shift()!;
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(
    `${id} ${phase.id} | ${values.bots ?? 'ismcts'} | ${times.length} moves | mean ${mean.toFixed(1)} ms | p95 ${times[Math.floor(times.length * 0.95)]!.toFixed(1)} ms | worst ${times.at(-1)!.toFixed(1)} ms | first move ${first.toFixed(1)} ms`,
  );
}
