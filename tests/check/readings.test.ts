import { describe, expect, it } from 'vitest';
import { checkExtension, only } from './fixtures.ts';

/** An ambiguity on lines 2-6 of `t.stw`, readings on lines 3 and 4. */
const ambiguity = (one: string, two: string, dflt = 'one'): string =>
  `ambiguity q "Which way?" {\n  ${one}\n  ${two}\n  default ${dflt}\n}\n`;

describe('ambiguities', () => {
  it('accepts two cited readings and a default among them', () => {
    expect(checkExtension(ambiguity('one "One." [pagat "Deal"]', 'two "Two." [pagat "Deal"]')).diagnostics).toEqual([]);
  });

  it('reading-without-cite: every reading cites a source', () => {
    const d = only(checkExtension(ambiguity('one "One." [pagat "Deal"]', 'two "Two."')));
    expect(d.code).toBe('reading-without-cite');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([4, 3]);
    expect(d.message).toContain('`two`');
  });

  it('unknown-default: the default is one of the readings', () => {
    const d = only(checkExtension(ambiguity('one "One." [pagat "Deal"]', 'two "Two." [pagat "Deal"]', 'tow')));
    expect(d.code).toBe('unknown-default');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([5, 11]);
    expect(d.message).toContain('`tow`');
    expect(d.hint).toBe('did you mean `two`?');
  });

  it('too-few-readings: an ambiguity offers two readings at least', () => {
    const d = only(checkExtension('ambiguity q "Which way?" {\n  one "One." [pagat "Deal"]\n  default one\n}\n'));
    expect(d.code).toBe('too-few-readings');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 11]);
    expect(d.message).toContain('`q`');
  });

  it('duplicate-id: reading ids are unique within the ambiguity', () => {
    const d = only(checkExtension(ambiguity('one "One." [pagat "Deal"]', 'one "Again." [pagat "Deal"]')));
    expect(d.code).toBe('duplicate-id');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([4, 3]);
    expect(d.message).toContain('`one`');
  });
});
