/**
 * `verify` on several threads. The search goes level by level (explore/verify.ts ClaimSearch); a
 * level with many states is cut into pieces, in order, which worker threads and this thread expand
 * (explore/expand.ts) as each is free, and this thread merges the pieces in order, as one thread
 * would have made their transitions: the verdicts, counterexamples and figures are the same for
 * any number of threads. A small level is expanded here alone, and no worker is started before a
 * level is large enough (a small search pays nothing for them).
 */
import { Worker } from 'node:worker_threads';
import type { CompiledVariant } from '../compile/compile.ts';
import { Expander, type ChunkJob, type ChunkReply, type WireState } from '../explore/expand.ts';
import { valueText, type Bounds, type Kept, type SearchStats, type Step } from '../explore/search.ts';
import { ClaimSearch, type ClaimResult } from '../explore/verify.ts';

/**
 * What every worker is started with: the variant to compile, as the command was given it, and the
 * memory (MB) the whole search may take, which the workers share (each gets its part as its heap).
 */
export interface VerifySetup {
  target: string;
  options: Record<string, string>;
  maxMemory?: number;
}

/** A worker's setup, with the ids of the claims it must find in the variant it compiles (see verify-thread.ts). */
export interface WorkerSetup extends VerifySetup {
  claims: string[];
}

/** When levels go to other threads, and in how many pieces. */
export interface Tuning {
  /** Active states a level needs to be expanded by several threads (fewer: here alone). */
  parallelFrom: number;
  /** Active states a level needs for the workers to be started (they take a while to be ready). */
  startFrom: number;
  /** Pieces per thread a level is cut into (a free thread takes the next piece, so that none waits long for another). */
  piecesPerThread: number;
  /** Fewest states in a piece (a piece costs a message each way). */
  minPiece: number;
}

/**
 * A worker takes 150-200 ms of CPU to start (with Node's compile cache; more while the machine is
 * busy), and then its code runs cold for a while (each thread compiles its own): a level of a few
 * hundred states takes this thread tens of milliseconds. The largest shipped search at the default
 * bounds (scripts/bench-verify.ts) has frontiers of 19, 200, 1,063, 3,467, 7,673 and 14,369 states:
 * the workers start before its fourth level and take part from the fifth.
 */
const DEFAULT_TUNING: Tuning = { parallelFrom: 2_000, startFrom: 500, piecesPerThread: 8, minPiece: 64 };

/** Pieces sent ahead to a worker, so that it does not wait for this thread between them. */
const IN_FLIGHT = 2;

/** A thread that expands pieces: what it has been told of this thread's texts, and the steps it has numbered. */
interface Source {
  keyTexts: number;
  packTexts: number;
  steps: Step[];
}

/** A worker thread and what it is expanding. */
interface PoolWorker extends Source {
  worker: Worker;
  ready: boolean;
  inFlight: number;
}

/** Worker threads and the replies they have sent. */
class Pool {
  readonly workers: PoolWorker[] = [];
  /** Replies arrived and not yet taken, with their worker. */
  inbox: { from: PoolWorker; reply: ChunkReply }[] = [];
  failure: unknown = null;
  private wake: (() => void) | null = null;
  private closing = false;

  constructor(setup: WorkerSetup | null, count: number) {
    for (let i = 0; i < count; i++) {
      // Its share of --max-memory as its heap: one that needs more ends with ERR_WORKER_OUT_OF_MEMORY, which verify reports as such.
      const share = setup?.maxMemory
        ? { resourceLimits: { maxOldGenerationSizeMb: Math.max(32, Math.floor(setup.maxMemory / (count + 1))) } }
        : {};
      const worker = new Worker(new URL('./verify-worker.ts', import.meta.url), { workerData: setup, ...share });
      const w: PoolWorker = { worker, ready: false, inFlight: 0, keyTexts: 0, packTexts: 0, steps: [] };
      this.workers.push(w);
      worker.on('message', (m: ChunkReply | 'ready') => {
        if (m === 'ready') w.ready = true;
        else {
          w.inFlight--;
          addSteps(w, m);
          this.inbox.push({ from: w, reply: m });
        }
        this.poke();
      });
      worker.on('error', (e) => this.fail(e));
      worker.on('exit', (code) => {
        if (!this.closing) this.fail(new Error(`a verify worker stopped (exit code ${code})`));
      });
    }
  }

  private fail(e: unknown): void {
    this.failure ??= e;
    this.poke();
  }

  private poke(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  /** Resolves when a worker next says something (a reply, that it is ready, or that it failed). */
  next(): Promise<void> {
    return new Promise((resolve) => {
      this.wake = resolve;
    });
  }

  /**
   * Resolves when every worker has said it is ready or one has failed: a search that ended before
   * its workers were needed still reports a worker that could not start, whatever the timing.
   */
  async started(): Promise<void> {
    // Each wait ends at a worker's message or failure; there are finitely many workers to hear from.
    while (!this.failure && !this.workers.every((w) => w.ready)) await this.next();
  }

  close(): void {
    this.closing = true;
    for (const w of this.workers) void w.worker.terminate();
  }
}

/** Adds the steps `reply` numbered first to `source`'s. */
function addSteps(source: Source, reply: ChunkReply): void {
  if (reply.stepBase !== source.steps.length)
    throw new Error(`steps out of step: ${reply.stepBase} after ${source.steps.length}`);
  for (const st of reply.newSteps) source.steps.push(st);
}

/** Lets the event loop take the workers' messages. */
const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * verifyClaims (explore/verify.ts) on `threads` threads: this one and up to threads - 1 workers,
 * which compile `setup`'s variant (the one `cv` was compiled from). The same verdicts,
 * counterexamples and figures as verifyClaims; a failure of the rules is thrown as it throws it.
 * Without `setup`, no worker is started and this thread expands every piece as a worker would (a
 * variant made in memory, as tests make them, cannot be compiled again on a worker).
 */
export async function verifyOnThreads(
  cv: CompiledVariant,
  bounds: Bounds,
  setup: VerifySetup | null,
  threads: number,
  tuning: Tuning = DEFAULT_TUNING,
): Promise<{ results: ClaimResult[]; stats: SearchStats }> {
  const search = new ClaimSearch(cv, bounds);
  let pool: Pool | null = null;
  let here: (Source & { expander: Expander }) | null = null;
  try {
    while (search.going()) {
      // The first level is expanded from the start state itself (see ClaimSearch.serialLevel).
      const active = threads > 1 && search.depth > 0 ? search.frontier.filter((k) => k.status === 'active') : [];
      // Started a level or two before they are needed, so that they are ready by then.
      if (!pool && active.length >= Math.max(1, tuning.startFrom))
        pool = new Pool(setup && { ...setup, claims: cv.claims.map((c) => c.id) }, setup ? threads - 1 : 0);
      if (!pool || active.length < Math.max(1, tuning.parallelFrom)) {
        search.serialLevel();
        continue;
      }
      here ??= { expander: new Expander(cv), keyTexts: 0, packTexts: 0, steps: [] };
      await parallelLevel(search, active, pool, here, threads, tuning);
    }
    await pool?.started();
    if (pool?.failure) throw pool.failure;
  } finally {
    pool?.close();
  }
  return search.finish();
}

/** A frontier state as it is sent (see WireState). */
function wired(k: Kept): WireState {
  return { value: valueText(k.value), packed: k.packed, text: k.text };
}

/** Expands the next level of `search` from its `active` states, on the pool's workers and here (see the file's comment). */
async function parallelLevel(
  search: ClaimSearch,
  active: Kept[],
  pool: Pool,
  here: Source & { expander: Expander },
  threads: number,
  tuning: Tuning,
): Promise<void> {
  search.beginLevel();
  const size = Math.max(tuning.minPiece, Math.ceil(active.length / (threads * tuning.piecesPerThread)), 1);
  const pieces: Kept[][] = [];
  for (let i = 0; i < active.length; i += size) pieces.push(active.slice(i, i + size));
  const replies: ({ from: Source; reply: ChunkReply } | undefined)[] = new Array(pieces.length);
  const last = search.lastLevel();
  /** The next piece to send, and to merge. */
  let sent = 0,
    merged = 0;
  const job = (chunk: number, to: Source): ChunkJob => {
    const keyTexts = { from: to.keyTexts, texts: search.seen.textsFrom(to.keyTexts) };
    to.keyTexts = search.seen.textCount;
    const taught = search.packer.taught(to.packTexts);
    const packTexts = { from: to.packTexts, texts: taught.texts, tallyNames: taught.tallyNames };
    to.packTexts = search.packer.textCount;
    return { chunk, last, countOnly: search.full(), states: pieces[chunk]!.map(wired), keyTexts, packTexts };
  };
  while (merged < pieces.length) {
    if (pool.failure) throw pool.failure;
    for (const w of pool.workers) {
      while (w.ready && w.inFlight < IN_FLIGHT && sent < pieces.length) {
        w.worker.postMessage(job(sent++, w));
        w.inFlight++;
      }
    }
    for (const m of pool.inbox) replies[m.reply.chunk] = m;
    pool.inbox = [];
    const ready = replies[merged];
    if (ready) {
      replies[merged] = undefined;
      const steps = ready.from.steps;
      const going = search.mergeChunk(pieces[merged]!, ready.reply, (id) => steps[id]!);
      merged++;
      // The search stops here (a bound, or every claim failed): the pieces after are not merged.
      if (!going) break;
      await turn();
    } else if (sent < pieces.length) {
      const chunk = sent++;
      const reply = here.expander.expand(job(chunk, here));
      addSteps(here, reply);
      replies[chunk] = { from: here, reply };
      await turn();
    } else {
      await pool.next();
    }
  }
  search.endLevel();
}
