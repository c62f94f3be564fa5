/**
 * The playground's checker, in a Web Worker: it is sent the shipped files once, then checks each
 * text it is sent and posts back the report (./house-rule.ts), the step it is at before each step,
 * or the error the checker stopped with; and it answers the editor's questions about a text
 * (completion, hover, the file compiled to play). Checking and answering go through one language
 * session (../services/), the same as `stichwort lsp`'s, which keeps the bases resolved between
 * keystrokes. The engine (examples, playing, simulating) is loaded only when it is needed
 * (./house-run.ts, ./simulate-run.ts), so that the worker the page starts with is the checker
 * alone. The page stays responsive whatever the text, and can abandon a check that takes too long
 * by ending this worker (./check-client.ts).
 */
import type { Answers } from '../services/answers.ts';
import { createSessionWith } from '../services/session-core.ts';
import { sectionIndex, type SectionEntry } from '../services/sections.ts';
import type { CompletionResult, HoverInfo, LanguageSession } from '../services/types.ts';
import { HOUSE_FILE } from './house-template.ts';
import {
  CHECKING,
  preludeFile,
  reportOf,
  rulesStep,
  type Checked,
  type CheckReport,
  type Progress,
} from './house-rule.ts';
import type { CheckRequest, WorkerReply } from './check-client.ts';
import type { SimulateReply, SimulateRequest } from './simulate-client.ts';
import type { HouseLessons, Playable } from './house-run.ts';

/** What the editor asks about a text. */
export type Question =
  | { kind: 'playable'; text: string }
  | { kind: 'lessons'; text: string }
  | { kind: 'complete'; text: string; offset: number }
  | { kind: 'hover'; text: string; offset: number }
  | { kind: 'format'; text: string };
/** The answers, by question. */
export type Answer =
  | { kind: 'playable'; playable: Playable | null }
  /** What a clean house rule changes, lesson by lesson (null: not clean, or no base). */
  | { kind: 'lessons'; lessons: HouseLessons | null }
  | { kind: 'complete'; result: CompletionResult | null }
  | { kind: 'hover'; info: HoverInfo | null }
  /** The file laid out as `stichwort fmt` lays it out, or why it cannot be (it does not parse). */
  | { kind: 'format'; text: string | null; problem: string | null };

/** What the worker is started with: the files, the prelude's text, and which rulebook section explains which clause. */
export interface WorkerFiles {
  sources: Record<string, string>;
  prelude: string | null;
  sections?: SectionEntry[];
}

// The worker's global scope, typed as much as this file uses (the project's lib is the DOM's).
const scope = self as unknown as {
  onmessage: ((e: MessageEvent<CheckRequest | SimulateRequest>) => void) | null;
  postMessage(reply: WorkerReply | SimulateReply): void;
};

let sources: Record<string, string> = {};
let session: LanguageSession | null = null;
/**
 * The answers to an editor's questions (completion, hover, quick fixes), loaded the first time one is
 * asked: a check, and its first report, do not wait for them.
 */
let answers: Answers | null = null;
const withAnswers = async (): Promise<void> => {
  answers ??= (await import('../services/answers.ts')).ANSWERS;
};

/** The session's check of `text` as the house rule (checked again only when the text changed). */
function checkedFor(text: string): Checked {
  const s = session!;
  if (s.text(HOUSE_FILE) !== text || !s.checked(HOUSE_FILE)) s.update(HOUSE_FILE, text);
  const a = s.checked(HOUSE_FILE)!;
  const clean = a.variant !== null && a.diagnostics.length === 0;
  return {
    diagnostics: [...a.diagnostics],
    variant: clean ? a.variant : null,
    base: clean ? (a.bases[0] ?? null) : null,
  };
}

async function answer(question: Question): Promise<Answer> {
  if (question.kind === 'format') {
    const { formatVariant } = await import('../format/index.ts');
    const r = formatVariant(question.text, `${HOUSE_FILE}.stw`);
    if (r.ok) return { kind: 'format', text: r.text, problem: null };
    const d = r.diagnostics[0];
    return {
      kind: 'format',
      text: null,
      problem: d ? `${d.loc.start.line}:${d.loc.start.column}: ${d.message}` : 'it does not parse',
    };
  }
  if (question.kind === 'complete' || question.kind === 'hover') await withAnswers();
  const checked = checkedFor(question.text);
  switch (question.kind) {
    case 'complete':
      return { kind: 'complete', result: session!.completions(HOUSE_FILE, question.offset) };
    case 'hover':
      return { kind: 'hover', info: session!.hover(HOUSE_FILE, question.offset) };
    case 'playable': {
      if (!checked.variant) return { kind: 'playable', playable: null };
      const run = await import('./house-run.ts');
      return { kind: 'playable', playable: run.playable(checked) };
    }
    case 'lessons': {
      if (!checked.variant) return { kind: 'lessons', lessons: null };
      const run = await import('./house-run.ts');
      return { kind: 'lessons', lessons: run.houseLessons(checked) };
    }
  }
}

async function check(id: number, text: string): Promise<void> {
  const progress = (p: Progress) => scope.postMessage({ kind: 'progress', id, progress: p });
  progress(rulesStep(CHECKING));
  const checked = checkedFor(text);
  let report: CheckReport = reportOf(checked, text, sources, progress);
  // Each problem in the house rule with the repairs the language services offer for it.
  if (report.problems.some((p) => p.house && p.line > 0)) await withAnswers();
  report = {
    ...report,
    problems: report.problems.map((p) =>
      p.house && p.line > 0 ? { ...p, fixes: session!.fixes(HOUSE_FILE, p.from, p.to) } : p,
    ),
  };
  if (checked.variant?.examples.length)
    report = (await import('./house-run.ts')).runHouseExamples(checked, report, progress);
  scope.postMessage({ kind: 'report', id, report });
}

scope.onmessage = (e) => {
  const message = e.data;
  // A second copy of this worker runs the Playground's simulations (the compiler is here already).
  if ('games' in message) {
    void import('./simulate-run.ts').then((m) => m.runSimulation(message, (reply) => scope.postMessage(reply)));
    return;
  }
  if (message.kind === 'init') {
    sources = message.sources;
    session = createSessionWith(
      () => answers,
      message.sources,
      preludeFile(message.prelude),
      message.sections ? { sections: sectionIndex(message.sections) } : {},
    );
    return;
  }
  const failed = (err: unknown) =>
    scope.postMessage({
      kind: 'crash',
      id: message.id,
      message: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
    });
  if (message.kind === 'check') {
    check(message.id, message.text).catch(failed);
    return;
  }
  answer(message.question).then(
    (a) => scope.postMessage({ kind: 'answer', id: message.id, answer: a }),
    () => scope.postMessage({ kind: 'answer', id: message.id, answer: null }),
  );
};
