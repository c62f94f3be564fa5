/**
 * A `verify` worker thread (started by verify-worker.ts): compiles the variant once, says so, then expands the pieces of levels
 * it is sent (explore/expand.ts) and posts back what each gave. A failure of the rules is part of
 * a reply (the merging thread decides whether the search would have met it); any other goes up as
 * the worker's error.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { Expander, type ChunkJob } from '../explore/expand.ts';
import { diskReader } from '../resolve/disk.ts';
import { resolveVariant } from '../resolve/resolve.ts';
import { compileChecked } from './load-variant.ts';
import type { WorkerSetup } from './verify-pool.ts';

const setup = workerData as WorkerSetup;
// The main thread checked and compiled the same file a moment ago: it is compiled here too, unchecked.
const { variant } = resolveVariant(diskReader, setup.target);
if (!variant) throw new Error(`${setup.target} no longer resolves`);
const cv = compileChecked(variant, setup.options);
// Its claims are judged here and counted there by their order: a file changed in between is refused.
if (cv.claims.map((c) => c.id).join('\n') !== setup.claims.join('\n'))
  throw new Error(`${setup.target} changed while it was verified`);
const expander = new Expander(cv);
parentPort!.on('message', (job: ChunkJob) => {
  const reply = expander.expand(job);
  parentPort!.postMessage(reply, [
    reply.counts.buffer,
    reply.kinds.buffer,
    reply.steps.buffer,
    reply.keyMeta.buffer,
    reply.keyBytes.buffer,
    reply.statuses.buffer,
    reply.codes.buffer,
  ] as ArrayBuffer[]);
});
parentPort!.postMessage('ready');
