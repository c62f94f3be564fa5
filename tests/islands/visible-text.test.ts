/**
 * Text from outside shown as a label (src/islands/visible-text.ts): every bidi and zero-width
 * control is shown as its code point, an echo is cut short without splitting a character, and the
 * shipped variant files carry none (their titles are shown by the rulebook's pages as they are).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/core/diagnostic.ts';
import { echo, showControls, showControlsIn, showControlsInProblem } from '../../src/islands/visible-text.ts';
import { shippedFiles } from '../helpers.ts';

const ALL = '\u061C\u200B\u200C\u200D\u200E\u200F\u202A\u202B\u202C\u202D\u202E\u2060\u2066\u2067\u2068\u2069\uFEFF';

describe('text from outside, shown as a label', () => {
  it('shows each bidi and zero-width control as its code point, and leaves other text alone', () => {
    expect(showControls(`a${ALL}b`)).toBe(
      `a${[...ALL].map((c) => `⟨U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}⟩`).join('')}b`,
    );
    expect(showControls('Schieber — Bäuerin, 10♥ 🂡\nline two')).toBe('Schieber — Bäuerin, 10♥ 🂡\nline two');
  });

  it('shows them in a code frame with its carets still under the problem', () => {
    const text = 'variant x "A\u202EB"\noverride rubbr: rubber 2 games [h] "\u2066" oops\n';
    const at = text.indexOf('oops');
    const col = at - text.indexOf('\n') - 1 + 1;
    const frame = formatDiagnostic(
      {
        code: 'syntax',
        message: 'unexpected',
        loc: {
          source: 'f.stw',
          start: { line: 2, column: col, offset: at },
          end: { line: 2, column: col + 4, offset: at + 4 },
        },
      } as never,
      text,
    );
    const shown = showControlsInProblem(frame).split('\n');
    const source = shown.find((l) => l.startsWith('2 | '))!;
    const carets = shown[shown.indexOf(source) + 1]!;
    expect(source).toBe('2 | override rubbr: rubber 2 games [h] "⟨U+2066⟩" oops');
    expect(carets.indexOf('^')).toBe(source.indexOf('oops'));
    expect(carets.trimEnd().endsWith('^^^^')).toBe(true);
    expect(carets.length).toBe(source.length);
  });

  it('echoes at most 80 characters, never half of one, with an ellipsis', () => {
    expect(echo('short')).toBe('short');
    expect(echo('x'.repeat(80))).toBe('x'.repeat(80));
    expect(echo('x'.repeat(81))).toBe(`${'x'.repeat(80)}…`);
    expect(echo('🂡'.repeat(100))).toBe(`${'🂡'.repeat(80)}…`);
    expect(echo(`\u202E${'y'.repeat(100)}`, 3)).toBe('⟨U+202E⟩yy…');
  });

  it('shows them in every string of a compiled variant, keys and numbers as they were', () => {
    expect(
      showControlsIn({ title: 'A\u202EB', n: 3, list: ['\u2066', null, true], nested: { 'k\u200B': 'v\u200B' } }),
    ).toEqual({ title: 'A⟨U+202E⟩B', n: 3, list: ['⟨U+2066⟩', null, true], nested: { 'k\u200B': 'v⟨U+200B⟩' } });
  });

  it('finds none in the shipped variant files', () => {
    const files = shippedFiles();
    expect(files.length).toBeGreaterThan(5);
    for (const f of files) expect(showControls(readFileSync(f, 'utf8')), f).toBe(readFileSync(f, 'utf8'));
  });
});
