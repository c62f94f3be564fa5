import { describe, expect, it } from 'vitest';
import { checkVariant } from '../../src/check/check.ts';
import { formatDiagnostic } from '../../src/core/diagnostic.ts';
import { checkExtension, HEADER } from './fixtures.ts';

describe('formatDiagnostic', () => {
  it('prints the code, `--> file:line:col`, the source line and a caret under the name', () => {
    const extra = 'pot: tally shared "the pot" [pagot "Scoring"]\n';
    const { diagnostics } = checkExtension(extra);
    const text = formatDiagnostic(diagnostics[0]!, HEADER + extra);
    const lines = text.split('\n');
    expect(lines[0]).toBe('error[unknown-source]: no source `pagot` is declared');
    expect(text).toContain('--> t.stw:2:30');
    expect(lines).toContain('2 | pot: tally shared "the pot" [pagot "Scoring"]');
    // The caret line: `  | ` then 29 spaces then one caret per letter of `pagot`.
    expect(lines).toContain(`  | ${' '.repeat(29)}^^^^^`);
    expect(text).toContain('= hint: did you mean `pagat`?');
  });
});

// Found in review: a frame printed its whole source line and a caret line as long, so one error on
// a line of a 900,000-character title wrote 1.8 MB; and each frame split the whole text into lines,
// so 40,000 problems in an 800 KB file took 28 s to print.
describe('formatDiagnostic on long lines and many problems', () => {
  const at = (line: number, column: number, endColumn: number) => ({
    source: 't.stw',
    start: { offset: 0, line, column },
    end: { offset: 0, line, column: endColumn },
  });

  it('has no code frame for a file that was never read (a variant named on the command line that does not exist)', () => {
    const d = {
      code: 'unknown-variant',
      message: 'no variant file "nope"',
      hint: 'give a variant id from variants/ or a path to a .stw file',
      loc: { source: 'nope', start: { offset: 0, line: 1, column: 1 }, end: { offset: 0, line: 1, column: 1 } },
    };
    expect(formatDiagnostic(d, undefined).split('\n')).toEqual([
      'error[unknown-variant]: no variant file "nope"',
      ' --> nope',
      '  = hint: give a variant id from variants/ or a path to a .stw file',
    ]);
  });

  it('shows a window of a long line around the column, marked with … where it is cut', () => {
    const text = `variant t "${'x'.repeat(1000)}" extends nothere\n`;
    const column = text.indexOf('nothere') + 1; // 1022
    const frame = formatDiagnostic(
      { code: 'unknown-variant', message: 'no variant `nothere` to extend', loc: at(1, column, column + 7) },
      text,
    );
    expect(frame.split('\n')).toEqual([
      'error[unknown-variant]: no variant `nothere` to extend',
      ' --> t.stw:1:1022',
      '  |',
      `1 | …${'x'.repeat(103)}" extends nothere`, // the last 120 characters: the window does not run past the end
      `  | ${' '.repeat(114)}^^^^^^^`,
    ]);
  });

  it('cuts both ends, and the carets at the window, when the column is in the middle', () => {
    const text = `${'a'.repeat(500)}${'b'.repeat(500)}${'c'.repeat(500)}\n`;
    const frame = formatDiagnostic({ code: 'c', message: 'm', loc: at(1, 501, 1001) }, text);
    expect(frame.split('\n').slice(3)).toEqual([
      `1 | …${'a'.repeat(40)}${'b'.repeat(80)}…`,
      `  | ${' '.repeat(41)}${'^'.repeat(80)}`,
    ]);
  });

  it('prints 40,000 problems of an 800 KB file in well under 2 s (a hang guard: it took 28 s)', () => {
    const text =
      Array.from({ length: 20_000 }, (_, i) => `z${i}: otherwise: add 1 n${i} to everyone [club]`).join('\n') + '\n';
    const started = performance.now();
    let chars = 0;
    for (let i = 0; i < 40_000; i++)
      chars += formatDiagnostic({ code: 'c', message: 'm', loc: at(1 + (i % 20_000), 3, 4) }, text).length;
    expect(chars).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('checkVariant and checkPath ordering', () => {
  it('sorts diagnostics by file, then by offset', () => {
    const { variant, diagnostics } = checkExtension(
      [
        'x: march when pints >= 100', // line 2: missing-cite and misplaced-clause (col 1), unknown-value (col 15)
        'y: when march: add 1 markz to others [pagot "S"]', // line 3: misplaced-clause, unknown-tally, unknown-source
      ].join('\n') + '\n',
    );
    expect(diagnostics.map((d) => [d.code, d.loc.start.line, d.loc.start.column])).toEqual([
      ['missing-cite', 2, 1],
      ['misplaced-clause', 2, 1],
      ['unknown-value', 2, 15],
      ['misplaced-clause', 3, 1],
      ['unknown-tally', 3, 22],
      ['unknown-source', 3, 39],
    ]);
    expect(checkVariant(variant!).map((d) => d.code)).toEqual(diagnostics.map((d) => d.code));
  });

  it('orders files by name: the base before the extending file', () => {
    const { diagnostics } = checkExtension(
      'override deck: deck { suits S, H, D, C  ranks 9, 10, J, Q, K, A  colours black S C } [pagat "P"]\nphase vier { x: march when pints >= 100 [pagat "S"] }\n',
    );
    expect(diagnostics.map((d) => [d.code, String(d.loc.source)])).toEqual([
      ['points-total', 'mini.stw'],
      ['unknown-value', 't.stw'],
    ]);
  });
});
