import { describe, expect, it } from 'vitest';
import { checkPath } from '../../src/check/check.ts';
import { memoryReader } from '../../src/resolve/load.ts';
import { BASE, HEADER, checkBase, checkExtension, only } from './fixtures.ts';

describe('missing-cite', () => {
  it('reports a clause of the file without a citation, at its label', () => {
    const d = only(checkExtension('pot: tally shared "the pot"\n'));
    expect(d.code).toBe('missing-cite');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 1]);
    expect(d.loc.end.column).toBe(4);
    expect(d.message).toContain('`pot`');
    expect(d.hint).toBe('add a citation like [pagat "Deal"]');
  });

  it("proposes the file's own source when it declares one, not its base's", () => {
    const d = only(checkExtension('source house "Our table\'s rules" by "Us"\npot: tally shared "the pot"\n'));
    expect(d.code).toBe('missing-cite');
    expect(d.hint).toBe('add a citation like [house "Deal"]');
  });

  it("proposes the file's own source for an uncited default reading", () => {
    const d = only(checkExtension('source house "Ours"\ndefault asking is two-players\n'));
    expect(d.code).toBe('missing-cite');
    expect(d.hint).toBe('add a citation like [house "Deal"]');
  });

  it('reports an override without a citation', () => {
    const d = only(checkExtension('override ties: ties share\n'));
    expect(d.code).toBe('missing-cite');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 10]);
  });

  it('reports a clause inside a phase', () => {
    const d = only(
      checkBase((t) =>
        t.replace(
          'fewest: otherwise: erase 1 marks from fewest points     [pagat "Butzen"]',
          'fewest: otherwise: erase 1 marks from fewest points',
        ),
      ),
    );
    expect(d.code).toBe('missing-cite');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([36, 3]);
    expect(d.message).toContain('`fewest`');
  });

  it('points at the keyword of an unlabelled clause', () => {
    const d = only(
      checkBase((t) =>
        t.replace(
          'players 3-4 anticlockwise                                 [pagat "Players"]',
          'players 3-4 anticlockwise',
        ),
      ),
    );
    expect(d.code).toBe('missing-cite');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([5, 1]);
    expect([d.loc.end.line, d.loc.end.column]).toEqual([5, 8]);
    expect(d.message).toContain('`players`');
  });

  it("leaves the base's uncited clauses to the base", () => {
    const base = BASE.replace(
      'ties: ties playoff                                        [pagat "Playoff"]',
      'ties: ties playoff',
    );
    expect(only(checkPath(memoryReader({ mini: base }), 'mini')).code).toBe('missing-cite');
    expect(checkPath(memoryReader({ mini: base, t: HEADER }), 't').diagnostics).toEqual([]);
  });
});
