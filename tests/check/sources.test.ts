import { describe, expect, it } from 'vitest';
import { checkExtension, only } from './fixtures.ts';

describe('unknown-source', () => {
  it('reports a clause citing an undeclared source, at the source id', () => {
    const d = only(checkExtension('pot: tally shared "the pot" [pagot "Scoring"]\n'));
    expect(d.code).toBe('unknown-source');
    expect(d.loc.source).toBe('t.stw');
    expect(d.loc.start.line).toBe(2);
    expect(d.loc.start.column).toBe(30);
    expect(d.loc.end.column).toBe(35);
    expect(d.message).toContain('`pagot`');
    expect(d.hint).toBe('did you mean `pagat`?');
  });

  it('reports a reading citing an undeclared source', () => {
    const d = only(
      checkExtension(
        [
          'ambiguity q "Which?" {',
          '  one "One way." [pagat "Deal"]',
          '  two "The other." [mcleod "Deal"]',
          '  default one',
          '}',
        ].join('\n'),
      ),
    );
    expect(d.code).toBe('unknown-source');
    expect(d.loc.start.line).toBe(4);
    expect(d.loc.start.column).toBe(21);
    expect(d.message).toContain('`mcleod`');
    expect(d.hint).toContain('`pagat`');
  });

  it('reports a removal citing an undeclared source', () => {
    const d = only(checkExtension('remove upcard [pagot "Deal"]\n'));
    expect(d.code).toBe('unknown-source');
    expect(d.loc.start.line).toBe(2);
    expect(d.loc.start.column).toBe(16);
  });

  it('accepts a source declared in the base', () => {
    expect(checkExtension('pot: tally shared "the pot" [pagat "Scoring"]\n').diagnostics).toEqual([]);
  });
});
