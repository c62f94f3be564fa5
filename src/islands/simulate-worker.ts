/**
 * The Compare page's simulation worker (./simulate-run.ts): the compiler and the engine, without the
 * parser. The page stays responsive throughout and cancels a run by ending the worker.
 */
import { runSimulation } from './simulate-run.ts';
import type { SimulateReply, SimulateRequest } from './simulate-client.ts';

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<SimulateRequest>) => void) | null;
  postMessage(reply: SimulateReply): void;
};
scope.onmessage = (e) => runSimulation(e.data, (reply) => scope.postMessage(reply));
