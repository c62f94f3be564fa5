import { describe, expect, it } from 'vitest';
import { checkVariant } from '../../src/check/check.ts';
import { formatDiagnostic } from '../../src/check/diagnostic.ts';
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

describe('checkVariant and checkPath ordering', () => {
  it('sorts diagnostics by file, then by offset', () => {
    const { variant, diagnostics } = checkExtension([
      'x: march when pints >= 100',                     // line 2: missing-cite and misplaced-clause (col 1), unknown-value (col 15)
      'y: when march: add 1 markz to others [pagot "S"]', // line 3: misplaced-clause, unknown-tally, unknown-source
    ].join('\n') + '\n');
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
    const { diagnostics } = checkExtension('override deck: deck { suits S, H, D, C  ranks 9, 10, J, Q, K, A  colours black S C } [pagat "P"]\nphase vier { x: march when pints >= 100 [pagat "S"] }\n');
    expect(diagnostics.map((d) => [d.code, String(d.loc.source)])).toEqual([
      ['points-total', 'mini.stw'],
      ['unknown-value', 't.stw'],
    ]);
  });
});
