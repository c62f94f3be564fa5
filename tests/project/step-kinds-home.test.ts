/**
 * One home for each step kind (issue 28): what a step kind means — its rules, words, input forms,
 * what the table draws, its play-outs and search moves — is written in its folder under
 * src/engine/steps/ and reached through the registry's hooks, so no file elsewhere under src/
 * branches on a step kind's name or on a phase's `mode` (the old second name of its last step).
 *
 * Left out of the scan: src/parse/ (the generated parser), src/compile/ (it turns the grammar's
 * `play tricks | layoff | beating` and step clauses into compiled steps, so it must name them) and
 * src/check/ (the checker reads the same grammar words before anything is compiled).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STEP_KINDS } from '../../src/engine/steps/index.ts';
import { stripComments } from '../../scripts/game-words.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const SKIPPED = ['src/parse/', 'src/compile/', 'src/check/', 'src/engine/steps/'];

/** Every .ts and .astro file under `dir`. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.(ts|astro)$/.test(name) ? [path] : [];
  });

/**
 * Whether an expression compared with a string is a step's kind rather than a move's (`give` names
 * both a step and a move: `m.kind === 'give'` asks which move, which is the move's own business).
 */
const isStepSubject = (subject: string): boolean =>
  /(\.kind|\bkind|Kind\([^)]*\))$/.test(subject) && !/\b(m|move)\.kind$/.test(subject);

/** The lines of `text` (comments blanked) that branch on a step kind's name or a phase's mode. */
function stepBranches(text: string, file: string, kinds: readonly string[]): string[] {
  const code = stripComments(text, file);
  const names = kinds.map((k) => k.replace(/-/g, '\\-')).join('|');
  const hits: string[] = [];
  const lines = code.split('\n');
  let switchSubject = '';
  lines.forEach((line, i) => {
    const at = `${file}:${i + 1}: ${line.trim()}`;
    const opened = /switch\s*\(([^)]*(?:\([^)]*\))?[^)]*)\)/.exec(line);
    if (opened) switchSubject = opened[1]!.trim();
    if (/\.mode\.kind\b|\b(phase|ph|p|d\.phase|phase[A-Z]\w*)\.mode\b(?!\s*:)/.test(line)) return void hits.push(at);
    const compared = new RegExp(
      `([\\w.?!\\]()]+)\\s*[!=]==\\s*'(${names})'|'(${names})'\\s*[!=]==\\s*([\\w.?!\\[\\]()]+)`,
      'g',
    );
    for (const m of line.matchAll(compared))
      if (isStepSubject((m[1] ?? m[4])!.replace(/[?!]/g, ''))) return void hits.push(at);
    if (new RegExp(`\\bcase\\s+'(${names})'\\s*:`).test(line) && isStepSubject(switchSubject.replace(/[?!]/g, '')))
      hits.push(at);
  });
  return hits;
}

describe('each step kind has one home', () => {
  const kinds = Object.keys(STEP_KINDS);

  it('the scanner finds the branches it forbids and passes the ones it allows', () => {
    const bad = [
      "if (step.kind === 'beating') x();",
      "const b = v.kind !== 'layoff' && y;",
      "if (phase.mode.kind !== 'tricks') return;",
      "if (playKind(ph) === 'tricks') {",
      "switch (step.kind) {\n  case 'give': return 1;\n}",
      'const all = cv.phases.map((p) => p.mode);',
    ];
    for (const b of bad) expect(stepBranches(b, 'x.ts', kinds), b).not.toEqual([]);
    const good = [
      "if (m.kind === 'give') x();",
      "switch (move.kind) {\n  case 'give': return 1;\n}",
      "const v = value === 'tricks' ? a : b;",
      "// if (step.kind === 'beating') x();",
      'fd = open(temp, existing.mode);',
    ];
    for (const g of good) expect(stepBranches(g, 'x.ts', kinds), g).toEqual([]);
  });

  it('no file outside src/engine/steps/ branches on a step kind or a phase mode', () => {
    const hits = filesUnder(join(ROOT, 'src'))
      .map((path) => ({ path, file: relative(ROOT, path).replace(/\\/g, '/') }))
      .filter(({ file }) => !SKIPPED.some((s) => file.startsWith(s)))
      .flatMap(({ path, file }) => stepBranches(readFileSync(path, 'utf8'), file, kinds));
    expect(hits, `${hits.length} branch(es) on a step kind outside its folder:\n${hits.join('\n')}`).toEqual([]);
  });
});
