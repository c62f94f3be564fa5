import { describe, expect, it } from 'vitest';
import { checkExtension, only } from './fixtures.ts';

// Extensions start on line 2 of t.stw (line 1: `variant t extends mini`).
describe('ambiguous-dealer: a play-off clause says which dealer it counts from', () => {
  it('refuses a bare `dealer` in `playoff then dealer`, at the word, naming both dealers', () => {
    const d = only(checkExtension('after: playoff then dealer next active after dealer [pagat "Playoff"]\n'));
    expect(d.code).toBe('ambiguous-dealer');
    expect([d.loc.start.line, d.loc.start.column, d.loc.end.column]).toEqual([2, 46, 52]);
    expect(d.hint).toContain('tied-deal dealer');
    expect(d.hint).toContain('playoff dealer');
  });
  it('refuses a bare `dealer` in `playoff dealer` and `playoff lead` too', () => {
    const d = only(checkExtension('pd: playoff dealer first tied from dealer [pagat "Playoff"]\n'));
    expect(d.code).toBe('ambiguous-dealer');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 36]);
    const l = only(checkExtension('pl: playoff lead next tied after (next active after dealer) [pagat "Playoff"]\n'));
    expect(l.code).toBe('ambiguous-dealer');
    expect([l.loc.start.line, l.loc.start.column]).toEqual([2, 53]);
  });
  it('accepts `tied-deal dealer` and `playoff dealer` where each means something', () => {
    const r = checkExtension([
      'pd: playoff dealer first tied from next active after tied-deal dealer [pagat "Playoff"]',
      'pl: playoff lead next tied after playoff dealer [pagat "Playoff"]',
      'after: playoff then dealer (next active after playoff dealer) when total marks > 4, next active after tied-deal dealer [pagat "Playoff"]',
      '',
    ].join('\n'));
    expect(r.diagnostics).toEqual([]);
  });
});

describe('misplaced-dealer: a dealer named where there is none', () => {
  it('refuses `playoff dealer` in the clause that decides who deals the play-off', () => {
    const d = only(checkExtension('pd: playoff dealer next tied after playoff dealer [pagat "Playoff"]\n'));
    expect(d.code).toBe('misplaced-dealer');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 36]);
  });
  it('refuses `tied-deal dealer` and `playoff dealer` outside the play-off clauses', () => {
    const d = only(checkExtension('override rotation: next dealer next active after tied-deal dealer [pagat "Deal"]\n'));
    expect(d.code).toBe('misplaced-dealer');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 50]);
    expect(d.hint).toContain('`dealer`');
    const l = only(checkExtension('override forehand: lead next active after playoff dealer [pagat "Play"]\n'));
    expect(l.code).toBe('misplaced-dealer');
    expect([l.loc.start.line, l.loc.start.column]).toEqual([2, 43]);
  });
});
