/**
 * The page's side of the playground's checker: each text goes to a Web Worker
 * (./playground-worker.ts), so the page stays responsive whatever is typed. The worker is sent the
 * shipped files once, when it starts, and then only texts; the editor's questions (what to
 * complete, what to show on hover, which fixes a problem has, the file compiled to play) are asked
 * of the same worker, whose answers come back as promises. A check that takes
 * longer than `limitMs` is abandoned: the worker is ended and a fresh one started, and the page is
 * told where the check was (the step the worker last announced). A check the checker crashes on,
 * or a worker that fails, is reported as a crash, never silently. A newer text replaces a check
 * still running (its worker is ended), so only the latest text is ever answered.
 */
import type { CheckReport, Progress } from './house-rule.ts';
import type { Question, Answer } from './playground-worker.ts';
import type { SectionEntry } from '../services/sections.ts';

/** How long a check may take before it is abandoned. */
const CHECK_LIMIT_MS = 5000;

/** What the page sends the worker: the files it checks among (once), a text to check, or a question. */
export type CheckRequest =
  | {
      kind: 'init';
      sources: Record<string, string> /** The prelude's text, as the page was built with it. */;
      prelude: string | null /** Which rulebook section explains which clause. */;
      sections?: SectionEntry[];
    }
  | { kind: 'check'; id: number; text: string }
  | { kind: 'ask'; id: number; question: Question };
/** What the worker sends back: a step starting, the report, the error the checker stopped with, or an answer. */
export type WorkerReply =
  | { kind: 'progress'; id: number; progress: Progress }
  | { kind: 'report'; id: number; report: CheckReport }
  | { kind: 'crash'; id: number; message: string }
  | { kind: 'answer'; id: number; answer: Answer | null };

/** How a check ended, as the page shows it. */
export type CheckOutcome =
  | { kind: 'report'; report: CheckReport; ms: number }
  | { kind: 'timeout'; ms: number; progress: Progress | null }
  | { kind: 'crash'; message: string; progress: Progress | null };

/** The part of a `Worker` used here (a test can pass its own). */
export interface WorkerLike {
  postMessage(message: CheckRequest): void;
  terminate(): void;
  onmessage: ((e: { data: WorkerReply }) => void) | null;
  onerror: ((e: { message?: string; preventDefault?: () => void }) => void) | null;
}

/** The timers and clock the client uses (a test can pass fake ones). */
export interface Clock {
  setTimeout(f: () => void, ms: number): unknown;
  clearTimeout(t: unknown): void;
  now(): number;
}

const realClock: Clock = {
  setTimeout: (f, ms) => globalThis.setTimeout(f, ms),
  clearTimeout: (t) => globalThis.clearTimeout(t as number),
  now: () => performance.now(),
};

/** The checker's worker script, bundled by Vite as its own file (it runs the Playground's simulations too). */
export const playgroundWorkerScript = (): Worker =>
  new Worker(new URL('./playground-worker.ts', import.meta.url), { type: 'module' });
/** The checker's worker. */
export const playgroundWorker = (): WorkerLike => playgroundWorkerScript() as unknown as WorkerLike;

/** Checks texts in a worker made by `makeWorker`; `onOutcome` hears how each latest check ended. */
export class CheckClient {
  private worker: WorkerLike | null = null;
  private id = 0;
  private running: { id: number; started: number; timer: unknown; progress: Progress | null } | null = null;
  private readonly makeWorker: () => WorkerLike;
  private readonly sources: Record<string, string>;
  private readonly onOutcome: (outcome: CheckOutcome) => void;
  private readonly limitMs: number;
  private readonly clock: Clock;
  private readonly prelude: string | null;
  private readonly sections: SectionEntry[] | undefined;
  /** Questions asked and not yet answered, by id: a worker ended answers them with null. */
  private readonly asked = new Map<number, (answer: Answer | null) => void>();

  constructor(
    makeWorker: () => WorkerLike,
    sources: Record<string, string>,
    onOutcome: (outcome: CheckOutcome) => void,
    limitMs = CHECK_LIMIT_MS,
    clock: Clock = realClock,
    prelude: string | null = null,
    sections?: SectionEntry[],
  ) {
    this.prelude = prelude;
    this.sections = sections;
    this.makeWorker = makeWorker;
    this.sources = sources;
    this.onOutcome = onOutcome;
    this.limitMs = limitMs;
    this.clock = clock;
  }

  /** Checks `text`; a check still running is abandoned first. */
  check(text: string): void {
    if (this.running) this.restart();
    const worker = this.worker ?? this.start();
    const id = ++this.id;
    const timer = this.clock.setTimeout(() => this.timedOut(id), this.limitMs);
    this.running = { id, started: this.clock.now(), timer, progress: null };
    worker.postMessage({ kind: 'check', id, text });
  }

  /**
   * Asks the worker `question` about a text. The answer is null when the worker could not give one
   * (it was ended for a newer text, or failed), never an error: an editor's question can go unanswered.
   */
  ask(question: Question): Promise<Answer | null> {
    const worker = this.worker ?? this.start();
    const id = ++this.id;
    return new Promise((resolve) => {
      this.asked.set(id, resolve);
      worker.postMessage({ kind: 'ask', id, question });
    });
  }

  /** Whether a check is running now. */
  get busy(): boolean {
    return this.running !== null;
  }

  private start(): WorkerLike {
    const w = this.makeWorker();
    w.onmessage = (e) => this.heard(e.data);
    // A worker that fails outside the checker's try (it could not load, or ran out of memory).
    w.onerror = (e) => {
      e.preventDefault?.();
      const run = this.running;
      this.restart();
      if (run) this.onOutcome({ kind: 'crash', message: e.message || 'the checker stopped', progress: run.progress });
    };
    this.worker = w;
    w.postMessage({
      kind: 'init',
      sources: this.sources,
      prelude: this.prelude,
      ...(this.sections ? { sections: this.sections } : {}),
    });
    return w;
  }

  /** Ends the worker (and any check it is running); the next check starts a fresh one. */
  private restart(): void {
    if (this.running) this.clock.clearTimeout(this.running.timer);
    this.running = null;
    this.worker?.terminate();
    this.worker = null;
    for (const answer of this.asked.values()) answer(null);
    this.asked.clear();
  }

  private heard(reply: WorkerReply): void {
    if (reply.kind === 'answer') {
      this.asked.get(reply.id)?.(reply.answer);
      this.asked.delete(reply.id);
      return;
    }
    const run = this.running;
    if (!run || reply.id !== run.id) return;
    if (reply.kind === 'progress') {
      run.progress = reply.progress;
      return;
    }
    this.clock.clearTimeout(run.timer);
    this.running = null;
    if (reply.kind === 'report')
      this.onOutcome({ kind: 'report', report: reply.report, ms: this.clock.now() - run.started });
    else this.onOutcome({ kind: 'crash', message: reply.message, progress: run.progress });
  }

  private timedOut(id: number): void {
    const run = this.running;
    if (!run || run.id !== id) return;
    this.restart();
    this.onOutcome({ kind: 'timeout', ms: this.limitMs, progress: run.progress });
  }
}
