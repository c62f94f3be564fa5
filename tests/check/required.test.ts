import { describe, expect, it } from 'vitest';
import { checkBase, checkExtension, only } from './fixtures.ts';

describe('missing-clause', () => {
  it.each([
    ['players', 'players'],
    ['deck', 'deck'],
    ['dealing', 'deal'],
    ['trick-winner', 'winner'],
  ])('reports a variant without a %s clause at its id', (clause, keyword) => {
    const d = only(checkExtension(`remove ${clause} [pagat "Deal"]\n`));
    expect(d.code).toBe('missing-clause');
    expect(d.loc.source).toBe('t.stw');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([1, 9]);
    expect(d.message).toContain(`\`${keyword}\``);
    expect(d.hint).toMatch(new RegExp(`add a line like \`.*${keyword} `));
  });

  it('reports a variant without phases', () => {
    const d = only(
      checkBase((text) =>
        text
          .replace(/phase vier [\s\S]*?\n}\n\nphase butzen [\s\S]*?\n}\n/, '')
          .replace('when phase = butzen and ', 'when '),
      ),
    );
    expect(d.code).toBe('missing-clause');
    expect(d.loc.source).toBe('mini.stw');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([1, 9]);
    expect(d.message).toContain('no phase');
    expect(d.hint).toContain('phase ');
  });
});
