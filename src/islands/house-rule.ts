/**
 * Checking a playground house rule, without the DOM: the text is parsed, resolved and checked as the
 * file `house-rule.stw` among the shipped files (read from memory) by the same pipeline as
 * `stichwort check`, its examples are run, and what the page shows is gathered into a plain report
 * (located problems with their code frames; for a clean file, what it changes against its base and
 * the variants to play and score). The playground runs this in a Web Worker
 * (./playground-worker.ts), so that no text can hold up the page; it reports which step it is at,
 * so that a check that takes too long can be located when it is abandoned.
 */
import { checkPath } from '../check/check.ts';
import { compileVariant } from '../compile/compile.ts';
import { formatDiagnostic, where, type Diagnostic } from '../check/diagnostic.ts';
import type { Loc } from '../parse/ast.ts';
import { memoryReader, nodePrelude, PRELUDE_PATH, VARIANT_EXTENSION, type SourceFile } from '../resolve/load.ts';
import { diffRules, sideText } from '../resolve/diff.ts';
import { resolveVariant, type ResolvedVariant } from '../resolve/resolve.ts';
import { runExamples } from '../scenario/examples.ts';
import { toWire, type WireVariant } from '../site/wire.ts';

/** The name the house rule goes by in error locations (`house-rule.stw:3:1`). */
export const HOUSE_FILE = 'house-rule';

/** A file's name as errors show it: `house-rule` is `house-rule.stw`. */
export const fileName = (source: string): string => (source.endsWith(VARIANT_EXTENSION) ? source : `${source}${VARIANT_EXTENSION}`);

/**
 * A house rule to start from: extends `base`, declares its own source, and shows one override and,
 * where the base has an open question, one choice of reading (`choice`, like `q is r`).
 */
export function template(base: string, title: string, choice: string | null = null): string {
  return `# A house rule: what your table does differently from ${title}.
# Write a clause to add, "override ID: ..." to change one, "remove ID" to drop one.
# Every clause cites a source; your own table is one.
variant my-house-rule "${title}, as we play it"
extends ${base}

source house "Our table's rules" by "Us" dated "${new Date().getFullYear()}"

# For example, a rubber of two games instead (uncomment to try):
# override rubber: rubber 2 games                                [house]
${choice ? `
# And one of its open questions read your way (see its variant page):
# default ${choice.padEnd(55)}[house]
` : ''}`;
}

/** The template's example of `default q is r`: the base's first open question, read another way than its default. */
export function readingChoice(v: ResolvedVariant): string | null {
  const [amb] = v.ambiguities.values();
  const other = amb?.readings.find((r) => r.id.name !== amb.default.name);
  return amb && other ? `${amb.id.name} is ${other.id.name}` : null;
}

/** What checking a text gives: the resolved variant and its base when clean, else the diagnostics. */
export interface Checked { diagnostics: Diagnostic[]; variant: ResolvedVariant | null; base: ResolvedVariant | null }

/** The prelude as a file, from the text a page passes (null or undefined: the one on disk, under Node; none in a browser). */
export function preludeFile(text: string | null | undefined): SourceFile | null {
  return typeof text === 'string' ? { path: PRELUDE_PATH, name: PRELUDE_PATH, text } : nodePrelude();
}

/** Checks `text` as the file `house-rule.stw` among the shipped `sources`, root variants starting from `prelude`. */
export function checkHouseRule(sources: Record<string, string>, text: string, prelude: SourceFile | null = nodePrelude()): Checked {
  const reader = memoryReader({ ...sources, [HOUSE_FILE]: text }, prelude);
  const { variant, diagnostics } = checkPath(reader, HOUSE_FILE);
  if (!variant || diagnostics.length) return { diagnostics, variant: null, base: null };
  const baseId = variant.chain[1];
  // The base's problems are already among the house rule's; it is only resolved, for the diff.
  return { diagnostics, variant, base: baseId ? resolveVariant(reader, baseId).variant : null };
}

/** One problem as the page lists it: the code frame, and where it is (offsets in the house rule, to select there). */
export interface Problem { text: string; where: string | null; house: boolean; from: number; to: number; line: number }

/** The step a check is at: checking the rules, or running one of the file's examples (located). */
export interface Progress { step: 'rules' | 'example'; where: string | null; what: string; house: boolean; from: number; to: number; line: number }

/** A clean house rule, as the page shows it and plays it. */
export interface CleanReport {
  id: string; title: string; rules: number; questions: number; examples: number; failed: number; seats: number;
  wire: WireVariant; base: { id: string; title: string; wire: WireVariant } | null;
  changes: { changed: number; removed: number; added: number; same: number; rows: { id: string; change: string; a: string; b: string }[] } | null;
}

/** What the page shows for a text: its problems (failed examples too), and the clean variant if it is one. */
export interface CheckReport { problems: Problem[]; clean: CleanReport | null }

/** A location as a problem or a step shows it. */
function located(loc: Loc): Pick<Problem, 'where' | 'house' | 'from' | 'to' | 'line'> {
  const source = fileName(String(loc.source));
  return {
    where: `${source}:${loc.start.line}:${loc.start.column}`, house: source === fileName(HOUSE_FILE),
    from: loc.start.offset, to: loc.end.offset, line: loc.start.line,
  };
}

/** Checks `text` among `sources` and gathers what the page shows; `progress` hears each step before it starts. */
export function reportHouseRule(sources: Record<string, string>, text: string, progress: (p: Progress) => void = () => {},
  prelude: SourceFile | null = nodePrelude()): CheckReport {
  // The checker's own steps are not located within the file (line 0: nothing to select).
  const whole = { where: fileName(HOUSE_FILE), house: true, from: 0, to: 0, line: 0 };
  progress({ step: 'rules', what: 'checking its rules', ...whole });
  const checked = checkHouseRule(sources, text, prelude);
  const problems: Problem[] = checked.diagnostics.map((d) => {
    const at = located(d.loc);
    const source = fileName(String(d.loc.source));
    const shownText = at.house ? text : sources[source.slice(0, -VARIANT_EXTENSION.length)] ?? '';
    return { text: formatDiagnostic({ ...d, loc: { ...d.loc, source } }, shownText), ...at };
  });
  const v = checked.variant;
  if (!v) return { problems, clean: null };
  // The examples one at a time, each announced first: a slow one is named if the check is abandoned.
  const results = v.examples.flatMap((ex) => {
    progress({ step: 'example', what: `running example \`${ex.id.name}\``, ...located(ex.id.loc) });
    return runExamples({ ...v, examples: [ex] });
  });
  for (const r of results) if (!r.ok) problems.push({ text: r.message, where: null, house: false, from: 0, to: 0, line: 0 });
  progress({ step: 'rules', what: 'comparing it with its base', ...whole });
  const base = checked.base;
  let changes: CleanReport['changes'] = null;
  if (base) {
    const d = diffRules(base, v);
    const count = (c: string) => d.rules.filter((r) => r.change === c).length;
    changes = {
      changed: count('changed'), removed: count('removed'), added: count('added'), same: d.same,
      rows: d.rules.map((r) => ({ id: r.id, change: r.change, a: r.a ? sideText(r.a) : '—', b: r.b ? sideText(r.b) : '—' })),
    };
  }
  return {
    problems,
    clean: {
      id: v.id, title: v.title, rules: v.clauses.length, questions: v.ambiguities.size, examples: results.length,
      failed: results.filter((r) => !r.ok).length, seats: compileVariant(v).players.max, wire: toWire(v),
      base: base ? { id: base.id, title: base.title, wire: toWire(base) } : null, changes,
    },
  };
}
