/**
 * Located errors. Syntax errors come from Peggy; semantic errors are made here and printed in the
 * same style as Peggy's `format()`: a `-->` line with file:line:col, the source line, a caret.
 */
import type { Loc } from './location.ts';

/** One problem in a variant file. `code` names the checker rule (used by tests and docs). */
export interface Diagnostic {
  code: string;
  message: string;
  loc: Loc;
  hint?: string;
}

/** Makes a diagnostic; `hint` is shown under the code frame. */
export function diagnostic(code: string, loc: Loc, message: string, hint?: string): Diagnostic {
  return hint ? { code, loc, message, hint } : { code, loc, message };
}

/** `file:line:col` of a diagnostic, for one-line summaries. */
export function where(d: Diagnostic): string {
  return `${String(d.loc.source)}:${d.loc.start.line}:${d.loc.start.column}`;
}

/** How much of a long source line a code frame shows, and how much of it comes before the column. */
const EXCERPT_WIDTH = 120;
const EXCERPT_LEAD = 40;

/** The lines of the text last excerpted: a file with many problems is split once, not once per problem. */
let excerpted: { text: string; lines: string[] } = { text: '', lines: [''] };

function linesOf(text: string): string[] {
  if (excerpted.text !== text) excerpted = { text, lines: text.split('\n') };
  return excerpted.lines;
}

/**
 * Renders a diagnostic with a code frame, in the style of Peggy's `SyntaxError.format()` (`text`: the
 * file's, undefined for one never read). A line
 * longer than EXCERPT_WIDTH is shown as a window around the column, each cut end marked `…`, so that
 * one error on a line of a megabyte prints a line, not the megabyte.
 */
export function formatDiagnostic(d: Diagnostic, text: string | undefined): string {
  // A file that was never read (a variant named on the command line that does not exist) has no
  // line to show: the name it was asked by, and the hint.
  if (text === undefined)
    return [
      `error[${d.code}]: ${d.message}`,
      ` --> ${String(d.loc.source)}`,
      ...(d.hint ? [`  = hint: ${d.hint}`] : []),
    ].join('\n');
  const { start, end } = d.loc;
  const line = linesOf(text)[start.line - 1] ?? '';
  const width = String(start.line).length;
  const pad = ' '.repeat(width);
  const from =
    line.length > EXCERPT_WIDTH
      ? Math.max(0, Math.min(start.column - 1 - EXCERPT_LEAD, line.length - EXCERPT_WIDTH))
      : 0;
  const to = line.length > EXCERPT_WIDTH ? Math.min(line.length, from + EXCERPT_WIDTH) : line.length;
  const shown = `${from > 0 ? '…' : ''}${line.slice(from, to)}${to < line.length ? '…' : ''}`;
  const caretStart = start.column - 1 - from + (from > 0 ? 1 : 0);
  const caretEnd = end.line === start.line ? Math.max(end.column, start.column + 1) : line.length + 1;
  const carets = '^'.repeat(Math.max(1, Math.min(caretEnd, to + 1) - start.column));
  const out = [
    `error[${d.code}]: ${d.message}`,
    `${pad}--> ${where(d)}`,
    `${pad} |`,
    `${start.line} | ${shown}`,
    `${pad} | ${' '.repeat(Math.max(0, caretStart))}${carets}`,
  ];
  if (d.hint) out.push(`${pad} = hint: ${d.hint}`);
  return out.join('\n');
}

/** How many known names a "did you mean" hint looks through: enough for any file a person writes. */
const SUGGEST_FROM = 1000;

/** The row `distance` works in, reused (a hint can compare a name with a thousand others). */
const ROW = new Int32Array(256);

/**
 * Levenshtein distance, for "did you mean" hints, or `limit + 1` as soon as it must exceed
 * `limit` (most names are far from each other, and a file can have thousands).
 */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const row = b.length < ROW.length ? ROW : new Int32Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) row[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    let best = row[0];
    for (let j = 1; j <= b.length; j++) {
      const here = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = here;
      if (row[j]! < best) best = row[j]!;
    }
    if (best > limit) return limit + 1;
  }
  return row[b.length]!;
}

/** The closest known name to `name`, phrased as a hint, or undefined when nothing is close. */
export function didYouMean(name: string, known: Iterable<string>): string | undefined {
  const limit = Math.max(2, Math.floor(name.length / 3));
  let best: string | undefined;
  let bestDistance = limit + 1;
  let looked = 0;
  for (const k of known) {
    if (++looked > SUGGEST_FROM) break;
    const d = distance(name, k, bestDistance - 1);
    if (d < bestDistance) {
      best = k;
      bestDistance = d;
    }
  }
  if (best === undefined) return undefined;
  return `did you mean \`${best}\`?`;
}

/** `a`, `b`, `c` as code, at most `max` of them ("and 12 more"): a hint never lists thousands. */
export function nameList(names: Iterable<string>, max = 12): string {
  const all = [...names];
  const shown = all
    .slice(0, max)
    .map((n) => `\`${n}\``)
    .join(', ');
  return all.length > max ? `${shown} and ${all.length - max} more` : shown;
}
