/**
 * Plays a run's blocks on worker threads. Blocks go out one at a time to whichever worker is free,
 * so a slow block never holds the others up; their figures are added as they come back. Figures
 * add exactly in any order (sim/figures.ts): the report equals a one-thread run's.
 */
import { Worker } from 'node:worker_threads';
import { RunError } from '../engine/errors.ts';
import type { RunFigures } from '../sim/simulate.ts';

/** What every worker is started with (`bot`: the `--bots` spec). */
export interface WorkerSetup { targets: string[]; options: Record<string, string>; bot: string; seed: number }
/** A block to play. */
export interface BlockJob { block: number; games: number }
/** A played block's figures, or the failure that stopped it. */
export type BlockReply = { block: number; figures: RunFigures }
  | { block: number; failure: { variant: string; where: string; clause: string | null; message: string } };

/**
 * Plays `jobs` on `workers` threads; `onFigures` gets each block's figures as they arrive. Rejects
 * with the RunError of the first block that failed (the rules broke, or a game ran past its bounds).
 */
export function runOnWorkers(setup: WorkerSetup, jobs: BlockJob[], workers: number, onFigures: (f: RunFigures, job: BlockJob) => void): Promise<void> {
  const queue = [...jobs];
  /** The block each worker is playing. */
  const playing = new Map<Worker, BlockJob>();
  return new Promise<void>((resolve, reject) => {
    let failed = false;
    const fail = (e: unknown) => {
      if (failed) return;
      failed = true;
      for (const w of playing.keys()) void w.terminate();
      reject(e);
    };
    const next = (w: Worker) => {
      const job = queue.shift();
      if (job) { playing.set(w, job); w.postMessage(job); return; }
      playing.delete(w);
      void w.terminate();
      if (playing.size === 0 && !failed) resolve();
    };
    for (let i = 0; i < Math.min(workers, jobs.length); i++) {
      const w = new Worker(new URL('./sim-worker.ts', import.meta.url), { workerData: setup });
      w.on('message', (reply: BlockReply) => {
        if (failed) return;
        if ('failure' in reply) {
          const f = reply.failure;
          const e = new RunError(f.variant, f.where, f.clause, '');
          e.message = f.message;
          fail(e);
          return;
        }
        onFigures(reply.figures, playing.get(w)!);
        next(w);
      });
      w.on('error', fail);
      next(w);
    }
    if (jobs.length === 0) resolve();
  });
}
