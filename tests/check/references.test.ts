import { describe, expect, it } from 'vitest';
import { checkExtension, only } from './fixtures.ts';

describe('references inside clauses', () => {
  it('unknown-phase: `phase = X` names a phase', () => {
    const d = only(checkExtension('phase vier { x: march when phase = butzn [pagat "Butzen"] }\n'));
    expect(d.code).toBe('unknown-phase');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 36]);
    expect(d.message).toContain('`butzn`');
    expect(d.hint).toBe('did you mean `butzen`?');
  });

  it('unknown-ambiguity: `reading A is R` names an ambiguity', () => {
    const d = only(checkExtension('phase vier { x: march when reading askng is any-number [pagat "Butzen"] }\n'));
    expect(d.code).toBe('unknown-ambiguity');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 36]);
    expect(d.message).toContain('`askng`');
    expect(d.hint).toBe('did you mean `asking`?');
  });

  it('unknown-reading: `reading A is R` names one of its readings', () => {
    const d = only(checkExtension('phase vier { x: march when reading asking is any-numbr [pagat "Butzen"] }\n'));
    expect(d.code).toBe('unknown-reading');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 46]);
    expect(d.message).toContain('`any-numbr`');
    expect(d.hint).toBe('did you mean `any-number`?');
  });

  it('unknown-tally: `add N tally` names a tally', () => {
    const d = only(checkExtension('phase vier { x: when march: add 1 markz to others [pagat "Scoring"] }\n'));
    expect(d.code).toBe('unknown-tally');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 35]);
    expect(d.message).toContain('`markz`');
    expect(d.hint).toBe('did you mean `marks`?');
  });

  it('unknown-tally: `total X` inside a condition', () => {
    const d = only(checkExtension('phase vier { x: ends when total frames >= 2 [pagat "Scoring"] }\n'));
    expect(d.code).toBe('unknown-tally');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 33]);
    expect(d.hint).toBe('did you mean `frame`?');
  });

  it('unknown-tally: `settle X` names a tally', () => {
    const d = only(checkExtension('override settlement: settle frme pays 1 to each opponent [pagat "Settlement"]\n'));
    expect(d.code).toBe('unknown-tally');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 29]);
    expect(d.hint).toBe('did you mean `frame`?');
  });

  it('unknown-value: a per-player value is points, tricks or a per-player tally', () => {
    const d = only(checkExtension('phase vier { x: march when pints >= 100 [pagat "Butzen"] }\n'));
    expect(d.code).toBe('unknown-value');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 28]);
    expect(d.message).toContain('`pints`');
    expect(d.hint).toBe('did you mean `points`?');
  });

  it('unknown-value: a shared tally is not a per-player value', () => {
    const d = only(
      checkExtension(
        'pot: tally shared "the pot" [pagat "Scoring"]\nphase vier { y: march when pot >= 3 [pagat "Scoring"] }\n',
      ),
    );
    expect(d.code).toBe('unknown-value');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([3, 28]);
    expect(d.message).toContain('shared');
    expect(d.hint).toContain('`total pot`');
  });

  it('unknown-value: the value a play-off ranks by', () => {
    const d = only(checkExtension('override playoff-rank: playoff rank fewest trics [pagat "Playoff"]\n'));
    expect(d.code).toBe('unknown-value');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 44]);
    expect(d.hint).toBe('did you mean `tricks`?');
  });

  it('unknown-value: inside a player set within an effect', () => {
    const d = only(
      checkExtension('phase vier { x: otherwise: erase 1 marks from (players where frams > 0) [pagat "Butzen"] }\n'),
    );
    expect(d.code).toBe('unknown-value');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 62]);
    expect(d.hint).toBe('did you mean `frame`?');
  });

  it('accepts per-player tallies, points and tricks everywhere', () => {
    expect(
      checkExtension(
        'phase vier { x: when all marks equal and count(players where tricks = 0) = 1: add 1 frame to most marks [pagat "Scoring"] }\n',
      ).diagnostics,
    ).toEqual([]);
  });
});
