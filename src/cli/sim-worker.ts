/**
 * A simulation worker thread: compiles the run's variant(s) once, then plays the blocks it is sent
 * and posts back their figures (or the run's failure, as the parts of a RunError).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { botsFromSpec } from '../engine/bots.ts';
import { RunError } from '../engine/errors.ts';
import { playerFor } from '../sim/play-block.ts';
import { playRunBlock } from '../sim/simulate.ts';
import { loadCompiled } from './load-variant.ts';
import type { BlockJob, BlockReply, WorkerSetup } from './sim-pool.ts';

const setup = workerData as WorkerSetup;
// The main thread checked and compiled the same files, and read the bots' spec, a moment ago: they do here too.
const players = setup.targets.map((t) => {
  const cv = loadCompiled(t, setup.options)!;
  return playerFor(cv, botsFromSpec(setup.bot, cv.players.max));
});

parentPort!.on('message', (job: BlockJob) => {
  let reply: BlockReply;
  try {
    const figures = playRunBlock(players, setup.seed, job.block, job.games);
    reply = { block: job.block, figures };
  } catch (e) {
    if (!(e instanceof RunError)) throw e;
    reply = { block: job.block, failure: { variant: e.variant, where: e.where, clause: e.clause, message: e.message } };
  }
  parentPort!.postMessage(reply);
});
