import { describe, expect, it } from 'vitest';
import { checkBase, checkExtension, only, positionOf, BASE } from './fixtures.ts';

/** `override card-points` with the base's values, then `rest` (`total N`, `, more 5 total N`, ...). */
const points = (rest: string): string =>
  `override card-points: points A 11, K 4, Q 3, J 2, 10 10, old-man 12, little-man 12${rest.startsWith(',') ? '' : ' '}${rest} [pagat "Players"]\n`;

describe('points-total', () => {
  it('the base adds up to its declared 140 with every trump suit', () => {
    expect(checkBase().diagnostics).toEqual([]);
  });

  it('reports a wrong total at the declared number', () => {
    const d = only(checkExtension(points('total 139')));
    expect(d.code).toBe('points-total');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 90]);
    expect(d.loc.end.column).toBe(93);
    expect(d.message).toBe('the card points add up to 140, not the declared 139 (whichever suit is trumps)');
    expect(d.hint).toContain('total 140');
  });

  it('adds the last-trick bonus', () => {
    expect(checkExtension(points('total 150 last trick 10')).diagnostics).toEqual([]);
    const d = only(checkExtension(points('total 140 last trick 10')));
    expect(d.code).toBe('points-total');
    expect(d.message).toContain('add up to 150');
  });

  it('tricks may be worth less than nothing, as cards may (issue 29: `each trick -2` was a syntax error)', () => {
    // The test pack's 6 tricks at -2 each and the last trick -20 more: 140 - 12 - 20 = 108.
    expect(checkExtension(points(', each trick -2 total 108 last trick -20')).diagnostics).toEqual([]);
    const d = only(checkExtension(points(', each trick -2 total 140')));
    expect(d.code).toBe('points-total');
    expect(d.message).toContain('add up to 128');
  });

  it('names the trump suits whose total differs (a suit without a colour has no partner card)', () => {
    // H and D belong to no colour: with either trumps there is no `little-man`, so the pack has 120 + 10 for `old-man`: 130.
    const d = only(
      checkExtension(
        'override deck: deck { suits S, H, D, C  ranks 9, 10, J, Q, K, A  colours black S C } [pagat "Players"]\n',
      ),
    );
    expect(d.code).toBe('points-total');
    expect(d.loc.source).toBe('mini.stw');
    const at = positionOf(BASE, '140');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([at.line, at.column]);
    expect([d.loc.start.line, d.loc.start.column]).toEqual([15, 81]);
    expect(d.message).toBe('the card points add up to 130, not the declared 140 (with H or D trumps)');
  });

  it('without colours there are no partner cards', () => {
    const noColours = 'override deck: deck { suits S, H, D, C  ranks 9, 10, J, Q, K, A } [pagat "Players"]\n';
    expect(checkExtension(noColours + points('total 130')).diagnostics).toEqual([]);
    expect(only(checkExtension(noColours + points('total 140'))).message).toContain('add up to 130');
  });

  it('values a special of a fixed suit by its own entry', () => {
    const queen = 'queen: special Q of S "the queen" [pagat "Players"]\n';
    const withQueen = (total: number) => queen + points(`, queen 20 total ${total}`);
    expect(checkExtension(withQueen(157)).diagnostics).toEqual([]);
    expect(only(checkExtension(withQueen(140))).message).toContain('add up to 157');
  });

  it('checks deals without trumps when a `trump none` clause allows them', () => {
    const d = only(checkExtension('no-trumps: trump none when active = 3 [pagat "Deal"]\n'));
    expect(d.code).toBe('points-total');
    expect(d.message).toBe('the card points add up to 120, not the declared 140 (with no trumps)');
  });
});
