import { describe, expect, it } from 'vitest';
import { checkPath } from '../../src/check/check.ts';
import { memoryReader } from '../../src/resolve/load.ts';
import { BASE, checkExtension, only } from './fixtures.ts';

describe('resolution errors, reported through checkPath', () => {
  it('duplicate-id: a clause the base already defines', () => {
    const d = only(checkExtension('marks: tally per player "marks again" [pagat "Scoring"]\n'));
    expect(d.code).toBe('duplicate-id');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 1]);
    expect(d.message).toContain('`marks`');
    expect(d.message).toContain('`mini`');
    expect(d.hint).toContain('override marks');
  });

  it('duplicate-id: a source declared twice', () => {
    const d = only(checkExtension('source pagat "Hindersche again"\n'));
    expect(d.code).toBe('duplicate-id');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 8]);
  });

  it("duplicate-id in a base is reported when checking the variant extending it", () => {
    const base = BASE.replace('ties: ties playoff ', 'marks: ties playoff');
    const r = checkPath(memoryReader({ mini: base, t: 'variant t extends mini\n' }), 't');
    const d = only(r);
    expect(d.code).toBe('duplicate-id');
    expect(d.loc.source).toBe('mini.stw');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([25, 1]);
  });

  it('unknown-clause: overriding a clause that does not exist, with a did-you-mean hint', () => {
    const d = only(checkExtension('override dealng: deal 6 each in packets 3 3 from forehand [pagat "Deal"]\n'));
    expect(d.code).toBe('unknown-clause');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 10]);
    expect(d.message).toContain('`dealng`');
    expect(d.hint).toBe('did you mean `dealing`?');
  });

  it('unknown-clause: removing a clause that does not exist', () => {
    const d = only(checkExtension('remove upcards [pagat "Deal"]\n'));
    expect(d.code).toBe('unknown-clause');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 8]);
    expect(d.hint).toBe('did you mean `upcard`?');
  });

  it('extends-cycle: two files extending each other', () => {
    const r = checkPath(memoryReader({ a: 'variant a extends b\n', b: 'variant b extends a\n' }), 'a');
    expect(r.variant).toBeNull();
    const d = only(r);
    expect(d.code).toBe('extends-cycle');
    expect(d.loc.source).toBe('b.stw');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([1, 19]);
    expect(d.message).toContain('a → b → a');
  });

  it('extends-cycle: files whose ids differ from their names still stop', () => {
    const r = checkPath(memoryReader({ a: 'variant x extends b\n', b: 'variant y extends a\n' }), 'a');
    expect(only(r).code).toBe('extends-cycle');
  });

  it('unknown-variant: extending a base that does not exist', () => {
    const d = only(checkPath(memoryReader({ t: 'variant t extends nowhere\n' }), 't'));
    expect(d.code).toBe('unknown-variant');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([1, 19]);
  });

  it('syntax: the exact place the parser stopped', () => {
    const r = checkExtension('x: tally per player marks [pagat "Scoring"]\n');
    expect(r.variant).toBeNull();
    const d = only(r);
    expect(d.code).toBe('syntax');
    expect(d.loc.source).toBe('t.stw');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 21]);
    expect(d.message).toContain('a string in double quotes');
  });
});
