/**
 * Text from outside shown as a label (src/islands/visible-text.ts): every bidi and zero-width
 * control is shown as its code point, an echo is cut short without splitting a character, and the
 * shipped variant files carry none (their titles are shown by the rulebook's pages as they are).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { echo, showControls, showControlsIn } from '../../src/islands/visible-text.ts';
import { shippedFiles } from '../helpers.ts';

const ALL = '\u061C\u200B\u200C\u200D\u200E\u200F\u202A\u202B\u202C\u202D\u202E\u2060\u2066\u2067\u2068\u2069\uFEFF';

describe('text from outside, shown as a label', () => {
  it('shows each bidi and zero-width control as its code point, and leaves other text alone', () => {
    expect(showControls(`a${ALL}b`)).toBe(`a${[...ALL].map((c) => `⟨U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}⟩`).join('')}b`);
    expect(showControls('Schieber — Bäuerin, 10♥ 🂡\nline two')).toBe('Schieber — Bäuerin, 10♥ 🂡\nline two');
  });

  it('echoes at most 80 characters, never half of one, with an ellipsis', () => {
    expect(echo('short')).toBe('short');
    expect(echo('x'.repeat(80))).toBe('x'.repeat(80));
    expect(echo('x'.repeat(81))).toBe(`${'x'.repeat(80)}…`);
    expect(echo('🂡'.repeat(100))).toBe(`${'🂡'.repeat(80)}…`);
    expect(echo(`\u202E${'y'.repeat(100)}`, 3)).toBe('⟨U+202E⟩yy…');
  });

  it('shows them in every string of a compiled variant, keys and numbers as they were', () => {
    expect(showControlsIn({ title: 'A\u202EB', n: 3, list: ['\u2066', null, true], nested: { 'k\u200B': 'v\u200B' } }))
      .toEqual({ title: 'A⟨U+202E⟩B', n: 3, list: ['⟨U+2066⟩', null, true], nested: { 'k\u200B': 'v⟨U+200B⟩' } });
  });

  it('finds none in the shipped variant files', () => {
    const files = shippedFiles();
    expect(files.length).toBeGreaterThan(5);
    for (const f of files) expect(showControls(readFileSync(f, 'utf8')), f).toBe(readFileSync(f, 'utf8'));
  });
});
