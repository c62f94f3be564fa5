/**
 * The page's side of a simulation: starts a run in a Web Worker (./simulate-worker.ts), hears its
 * progress, and cancels it by ending the worker.
 */
import type { ComparisonReport } from '../sim/compare.ts';
import type { SimulationReport } from '../sim/report.ts';
import type { WireVariant } from '../resolve/wire.ts';

/** What a run is: one or two variants (with the readings chosen), games, seed and the bots' name. */
export interface SimulateRequest {
  variants: { wire: WireVariant; options: Record<string, string> }[];
  games: number;
  seed: number;
  bot: string;
}

/** What the worker says: progress after each block, then the report (or why it stopped). */
export type SimulateReply =
  | { kind: 'progress'; done: number; total: number; deals: number; elapsedMs: number }
  | { kind: 'report'; report: SimulationReport }
  | { kind: 'comparison'; report: ComparisonReport }
  | { kind: 'failed'; message: string };

/** A run in progress: `cancel()` ends it (its worker is ended; nothing more is heard). */
export interface RunHandle {
  cancel(): void;
}

/**
 * Starts `request` in a fresh worker made by `makeWorker`; `hear` gets each reply until the run ends
 * or is cancelled. The Compare page's worker has the compiler and engine without the parser; the
 * Playground passes its checker's worker script, which can simulate too, so that it loads one worker file, not two.
 */
export function startSimulation(
  request: SimulateRequest,
  hear: (reply: SimulateReply) => void,
  makeWorker: () => Worker,
): RunHandle {
  const worker = makeWorker();
  let over = false;
  const end = () => {
    over = true;
    worker.terminate();
  };
  worker.onmessage = (e: MessageEvent<SimulateReply>) => {
    if (over) return;
    if (e.data.kind !== 'progress') end();
    hear(e.data);
  };
  worker.onerror = (e) => {
    e.preventDefault();
    if (over) return;
    end();
    hear({ kind: 'failed', message: e.message || 'the simulation stopped' });
  };
  worker.postMessage(request);
  return { cancel: end };
}
