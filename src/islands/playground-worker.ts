/**
 * The playground's checker, in a Web Worker: it checks each text it is sent (./house-rule.ts) and
 * posts back the report, the step it is at before each step, or the error the checker stopped
 * with (or, sent a simulation, runs it: ./simulate-run.ts). The page can then stay responsive whatever the text, and abandon a check that takes too
 * long by ending this worker (./check-client.ts).
 */
import { preludeFile, reportHouseRule } from './house-rule.ts';
import type { CheckRequest, WorkerReply } from './check-client.ts';
import { runSimulation } from './simulate-run.ts';
import type { SimulateReply, SimulateRequest } from './simulate-client.ts';

// The worker's global scope, typed as much as this file uses (the project's lib is the DOM's).
const scope = self as unknown as { onmessage: ((e: MessageEvent<CheckRequest | SimulateRequest>) => void) | null; postMessage(reply: WorkerReply | SimulateReply): void };

scope.onmessage = (e) => {
  // A second copy of this worker runs the Playground's simulations (the compiler is here already).
  if ('games' in e.data) { runSimulation(e.data, (reply) => scope.postMessage(reply)); return; }
  const { id, sources, text, prelude } = e.data;
  try {
    const report = reportHouseRule(sources, text, (progress) => scope.postMessage({ kind: 'progress', id, progress }), preludeFile(prelude));
    scope.postMessage({ kind: 'report', id, report });
  } catch (err) {
    scope.postMessage({ kind: 'crash', id, message: err instanceof Error ? `${err.name}: ${err.message}` : String(err) });
  }
};
