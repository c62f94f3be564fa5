/**
 * Checking a playground house rule, without the DOM: the text is parsed, resolved and checked as the
 * file `house-rule.stw` among the shipped files (read from memory) by the same pipeline as
 * `stichwort check`, and what the page shows is gathered into a plain report (located problems with
 * their code frames; for a clean file, what it changes against its base). Running its examples and
 * compiling it to play need the engine, which is ./house-run.ts: the worker loads that only when a
 * file has examples or the page asks to play, so the checker the page starts with stays small.
 * The playground runs this in a Web Worker (./playground-worker.ts); it reports which step it is
 * at, so that a check that takes too long can be located when it is abandoned.
 */
import { checkPath } from '../check/check.ts';
import { formatDiagnostic, type Diagnostic } from '../core/diagnostic.ts';
import type { Loc } from '../core/location.ts';
import { memoryReader, nodePrelude, PRELUDE_PATH, VARIANT_EXTENSION, type SourceFile } from '../resolve/load.ts';
import { diffRules, sideText } from '../resolve/diff.ts';
import { resolveVariant, type ResolvedVariant } from '../resolve/resolve.ts';
import type { QuickFix } from '../services/types.ts';
import { fileName, HOUSE_FILE } from './house-template.ts';
import { exampleIds } from '../scenario/example-ids.ts';

export { fileName, HOUSE_FILE, readingChoice, template } from './house-template.ts';

/** What checking a text gives: the resolved variant and its base when clean, else the diagnostics. */
export interface Checked {
  diagnostics: Diagnostic[];
  variant: ResolvedVariant | null;
  base: ResolvedVariant | null;
}

/** The prelude as a file, from the text a page passes (null or undefined: the one on disk, under Node; none in a browser). */
export function preludeFile(text: string | null | undefined): SourceFile | null {
  return typeof text === 'string' ? { path: PRELUDE_PATH, name: PRELUDE_PATH, text } : nodePrelude();
}

/** Checks `text` as the file `house-rule.stw` among the shipped `sources`, root variants starting from `prelude`. */
export function checkHouseRule(
  sources: Record<string, string>,
  text: string,
  prelude: SourceFile | null = nodePrelude(),
): Checked {
  const reader = memoryReader({ ...sources, [HOUSE_FILE]: text }, prelude);
  const { variant, diagnostics } = checkPath(reader, HOUSE_FILE);
  if (!variant || diagnostics.length) return { diagnostics, variant: null, base: null };
  const baseId = variant.chain[1];
  // The base's problems are already among the house rule's; it is only resolved, for the diff.
  return { diagnostics, variant, base: baseId ? resolveVariant(reader, baseId).variant : null };
}

/** One problem as the page lists it: the code frame, and where it is (offsets in the house rule, to select there). */
export interface Problem {
  /** The problem with its code frame, as `stichwort check` prints it. */
  text: string;
  /** The problem in a sentence and its hint, as the editor shows it at the span. */
  message: string;
  where: string | null;
  house: boolean;
  from: number;
  to: number;
  line: number;
  /** Repairs the language services offer for it (in the house rule's text). */
  fixes?: QuickFix[];
}

/** The step a check is at: checking the rules, or running one of the file's examples (located). */
export interface Progress {
  step: 'rules' | 'example';
  where: string | null;
  what: string;
  house: boolean;
  from: number;
  to: number;
  line: number;
}

/** A clean house rule, as the page shows it. */
export interface CleanReport {
  id: string;
  title: string;
  rules: number;
  questions: number;
  /** Its examples, and how many of them failed. */
  examples: number;
  failed: number;
  base: { id: string; title: string } | null;
  changes: {
    changed: number;
    removed: number;
    added: number;
    same: number;
    rows: { id: string; change: string; a: string; b: string }[];
  } | null;
}

/** What the page shows for a text: its problems (failed examples too), and the clean variant if it is one. */
export interface CheckReport {
  problems: Problem[];
  clean: CleanReport | null;
  /** The ids of the file's `example` blocks (read from the text, so known while it does not parse), for a deal saved as an example to avoid. */
  examples?: string[];
}

/** A location as a problem or a step shows it. */
export function located(loc: Loc): Pick<Problem, 'where' | 'house' | 'from' | 'to' | 'line'> {
  const source = fileName(String(loc.source));
  return {
    where: `${source}:${loc.start.line}:${loc.start.column}`,
    house: source === fileName(HOUSE_FILE),
    from: loc.start.offset,
    to: loc.end.offset,
    line: loc.start.line,
  };
}

/** A step of the checker's own over the whole file, not located within it (line 0: nothing to select). */
export const rulesStep = (what: string): Progress => ({
  step: 'rules',
  what,
  where: fileName(HOUSE_FILE),
  house: true,
  from: 0,
  to: 0,
  line: 0,
});

/** The first step of every check. */
export const CHECKING = 'checking its rules';

/**
 * Checks `text` among `sources` and gathers what the page shows, except the examples' results
 * (./house-run.ts adds those); `progress` hears each step before it starts. Returns the checked
 * variant too, for the examples and for playing it.
 */
export function reportChecked(
  sources: Record<string, string>,
  text: string,
  progress: (p: Progress) => void = () => {},
  prelude: SourceFile | null = nodePrelude(),
): { report: CheckReport; checked: Checked } {
  progress(rulesStep(CHECKING));
  const checked = checkHouseRule(sources, text, prelude);
  return { report: reportOf(checked, text, sources, progress), checked };
}

/** What the page shows of a text checked already (the examples' results aside); `sources` give the base files' code frames. */
export function reportOf(
  checked: Checked,
  text: string,
  sources: Record<string, string>,
  progress: (p: Progress) => void = () => {},
): CheckReport {
  const byId = new Map(Object.entries(sources));
  const problems: Problem[] = checked.diagnostics.map((d) => {
    const at = located(d.loc);
    const source = fileName(String(d.loc.source));
    const shownText = at.house ? text : (byId.get(source.slice(0, -VARIANT_EXTENSION.length)) ?? '');
    return {
      text: formatDiagnostic({ ...d, loc: { ...d.loc, source } }, shownText),
      message: d.hint ? `${d.message} (${d.hint})` : d.message,
      ...at,
    };
  });
  const v = checked.variant;
  const examples = exampleIds(text);
  if (!v) return { problems, clean: null, examples };
  const base = checked.base;
  let changes: CleanReport['changes'] = null;
  if (base) {
    progress(rulesStep('comparing it with its base'));
    const d = diffRules(base, v);
    const count = (c: string) => d.rules.filter((r) => r.change === c).length;
    changes = {
      changed: count('changed'),
      removed: count('removed'),
      added: count('added'),
      same: d.same,
      rows: d.rules.map((r) => ({
        id: r.id,
        change: r.change,
        a: r.a ? sideText(r.a) : '—',
        b: r.b ? sideText(r.b) : '—',
      })),
    };
  }
  return {
    problems,
    examples,
    clean: {
      id: v.id,
      title: v.title,
      rules: v.clauses.length,
      questions: v.ambiguities.size,
      examples: v.examples.length,
      failed: 0,
      base: base ? { id: base.id, title: base.title } : null,
      changes,
    },
  };
}
