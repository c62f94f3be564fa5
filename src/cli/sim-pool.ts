/**
 * Plays a run's blocks on worker threads. Blocks go out one at a time to whichever worker is free,
 * so a slow block never holds the others up; their figures are added as they come back. Figures
 * add exactly in any order (sim/figures.ts): the report equals a one-thread run's.
 */
import { Worker } from 'node:worker_threads';
import { RunError } from '../engine/errors.ts';
import type { RunFigures } from '../sim/simulate.ts';

/** What every worker is started with (`bot`: the `--bots` spec). */
export interface WorkerSetup {
  targets: string[];
  options: Record<string, string>;
  bot: string;
  seed: number;
}
/** A block to play. */
export interface BlockJob {
  block: number;
  games: number;
}
/** A played block's figures, or the failure that stopped it. */
export type BlockReply =
  | { block: number; figures: RunFigures }
  | { block: number; failure: { variant: string; where: string; clause: string | null; message: string } };

/**
 * Blocks sent ahead to each worker: the next one waits in its queue while it plays the last, so it
 * never sits idle for the round trip through this thread (which, on a machine with as many
 * threads as cores, waits for a core of its own to run).
 */
const IN_FLIGHT = 2;

/**
 * Plays `jobs` on `workers` threads; `onFigures` gets each block's figures as they arrive. Rejects
 * with the RunError of the first block that failed (the rules broke, or a game ran past its bounds).
 * `here`: this thread is one of the `workers` and plays blocks with it, between the others'
 * messages (it has loaded and compiled the run already: one worker fewer to start).
 */
export function runOnWorkers(
  setup: WorkerSetup,
  jobs: BlockJob[],
  workers: number,
  onFigures: (f: RunFigures, job: BlockJob) => void,
  here?: (job: BlockJob) => RunFigures,
): Promise<void> {
  const queue = [...jobs];
  /** The blocks each worker has been sent and not yet answered, in the order it plays them. */
  const playing = new Map<Worker, BlockJob[]>();
  return new Promise<void>((resolve, reject) => {
    let failed = false;
    /** Whether this thread has no more blocks to play (it plays none without `here`). */
    let hereDone = !here;
    const finish = () => {
      if (playing.size === 0 && hereDone && !failed) resolve();
    };
    const fail = (e: unknown) => {
      if (failed) return;
      failed = true;
      for (const w of playing.keys()) void w.terminate();
      reject(e);
    };
    /** Sends `w` its next block, if any is left; a worker with nothing sent and nothing left stops. */
    const feed = (w: Worker) => {
      const sent = playing.get(w);
      // Stopped already (nothing was left for it).
      if (!sent) return;
      const job = queue.shift();
      if (job) {
        sent.push(job);
        w.postMessage(job);
        return;
      }
      if (sent.length > 0) return;
      playing.delete(w);
      void w.terminate();
      finish();
    };
    for (let i = 0; i < Math.min(here ? workers - 1 : workers, jobs.length); i++) {
      const w = new Worker(new URL('./sim-worker.ts', import.meta.url), { workerData: setup });
      playing.set(w, []);
      w.on('message', (reply: BlockReply) => {
        if (failed) return;
        if ('failure' in reply) {
          const f = reply.failure;
          const e = new RunError(f.variant, f.where, f.clause, '');
          e.message = f.message;
          fail(e);
          return;
        }
        // A worker answers its blocks in the order they were sent.
        onFigures(reply.figures, playing.get(w)!.shift()!);
        feed(w);
      });
      w.on('error', fail);
      for (let k = 0; k < IN_FLIGHT; k++) feed(w);
    }
    if (here) {
      // One block at a time, yielding between them so that the workers' messages are taken.
      const playNext = () => {
        if (failed) return;
        const job = queue.shift();
        if (!job) {
          hereDone = true;
          finish();
          return;
        }
        try {
          onFigures(here(job), job);
        } catch (e) {
          fail(e);
          return;
        }
        setImmediate(playNext);
      };
      setImmediate(playNext);
    }
    if (jobs.length === 0) resolve();
  });
}
