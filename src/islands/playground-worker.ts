/**
 * The playground's checker, in a Web Worker: it is sent the shipped files once, then checks each
 * text it is sent (./house-rule.ts) and posts back the report, the step it is at before each step,
 * or the error the checker stopped with; and it answers the editor's questions about a text. The
 * engine (examples, playing, simulating) is loaded only when it is needed (./house-run.ts,
 * ./simulate-run.ts), so that the worker the page starts with is the checker alone. The page can
 * stay responsive whatever the text, and abandon a check that takes too long by ending this worker
 * (./check-client.ts).
 */
import { preludeFile, reportChecked, type Checked, type Progress } from './house-rule.ts';
import type { CheckRequest, WorkerReply } from './check-client.ts';
import type { SimulateReply, SimulateRequest } from './simulate-client.ts';
import type { Playable } from './house-run.ts';
import type { SourceFile } from '../resolve/load.ts';

/** What the editor asks about a text. */
export type Question = { kind: 'playable'; text: string };
/** The answers, by question. */
export type Answer = { kind: 'playable'; playable: Playable | null };

// The worker's global scope, typed as much as this file uses (the project's lib is the DOM's).
const scope = self as unknown as { onmessage: ((e: MessageEvent<CheckRequest | SimulateRequest>) => void) | null; postMessage(reply: WorkerReply | SimulateReply): void };

/** The files a text is checked among, as the page sent them. */
let files: { sources: Record<string, string>; prelude: SourceFile | null } = { sources: {}, prelude: null };
/** The last text checked and what it gave: a question about the same text is answered from it. */
let last: { text: string; checked: Checked } | null = null;

/** The text checked (again, unless it is the last one). */
function checkedFor(text: string): Checked {
  if (last?.text !== text) last = { text, checked: reportChecked(files.sources, text, undefined, files.prelude).checked };
  return last.checked;
}

async function answer(question: Question): Promise<Answer | null> {
  switch (question.kind) {
    case 'playable': {
      const checked = checkedFor(question.text);
      if (!checked.variant) return { kind: 'playable', playable: null };
      const run = await import('./house-run.ts');
      return { kind: 'playable', playable: run.playable(checked) };
    }
  }
}

async function check(id: number, text: string): Promise<void> {
  const progress = (p: Progress) => scope.postMessage({ kind: 'progress', id, progress: p });
  let { report, checked } = reportChecked(files.sources, text, progress, files.prelude);
  last = { text, checked };
  if (checked.variant?.examples.length) report = (await import('./house-run.ts')).runHouseExamples(checked, report, progress);
  scope.postMessage({ kind: 'report', id, report });
}

scope.onmessage = (e) => {
  const message = e.data;
  // A second copy of this worker runs the Playground's simulations (the compiler is here already).
  if ('games' in message) { void import('./simulate-run.ts').then((m) => m.runSimulation(message, (reply) => scope.postMessage(reply))); return; }
  if (message.kind === 'init') { files = { sources: message.sources, prelude: preludeFile(message.prelude) }; last = null; return; }
  const failed = (err: unknown) => scope.postMessage({ kind: 'crash', id: message.id, message: err instanceof Error ? `${err.name}: ${err.message}` : String(err) });
  if (message.kind === 'check') { check(message.id, message.text).catch(failed); return; }
  answer(message.question).then((a) => scope.postMessage({ kind: 'answer', id: message.id, answer: a }), () => scope.postMessage({ kind: 'answer', id: message.id, answer: null }));
};
