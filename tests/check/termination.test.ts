import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { checkPath } from '../../src/check/check.ts';
import { diskReader } from '../../src/resolve/disk.ts';
import { memoryReader } from '../../src/resolve/load.ts';
import { BASE, checkExtension, only, positionOf } from './fixtures.ts';

const keinStich = readFileSync('variants/kein-stich.stw', 'utf8');
/** Checks a house rule over variant `id` (its text `base`), `extra` from line 4 of house.stw. */
const over = (id: string, base: string) => (extra: string) =>
  checkPath(
    memoryReader({
      [id]: base,
      house: `variant house "House"\nextends ${id}\nsource house "Our table"\n${extra}`,
    }),
    'house',
  );
const overKeinStich = over('kein-stich', keinStich);
/** Over Bauernheinrich, a beating game. */
const overBeating = over('bauernheinrich', readFileSync('variants/bauernheinrich.stw', 'utf8'));
const at = (d: { loc: { source: unknown; start: { line: number; column: number } } }) =>
  `${String(d.loc.source)}:${d.loc.start.line}:${d.loc.start.column}`;

describe('never-ends: a phase the game can never leave (issue 10, bad input)', () => {
  it('refuses Kein Stich without `no-tricks-end`, at the `remove` that took its end away, naming the phase', () => {
    const d = only(overKeinStich('remove no-tricks-end [house]\n'));
    expect(d.code).toBe('never-ends');
    expect(at(d)).toBe('house.stw:4:8');
    expect(d.message).toBe(
      'removing `no-tricks-end` leaves phase `no-tricks` with no way to end: it has no `ends when`, and no `game over` clause or lost game can end the game in it',
    );
    expect(d.hint).toContain('ends when');
  });

  it('refuses an inherited phase that never ends at the phase itself when no `remove` of this file took its end', () => {
    const d = only(overKeinStich('override no-tricks-end: ends when phase = domino [house]\n'));
    expect(d.code).toBe('never-ends');
    const p = positionOf(keinStich, 'no-tricks "No Tricks"');
    expect(at(d)).toBe(`kein-stich.stw:${p.line}:${p.column}`);
    expect(d.message).toBe(
      'phase `no-tricks` can never end: it has no `ends when`, and no `game over` clause or lost game can end the game in it',
    );
  });

  it('refuses a phase that ends only under some readings, naming the reading under which it never ends', () => {
    const d = only(
      overKeinStich(`override no-tricks-end: ends when deals = 1 if reading length is one [house]
ambiguity length "How long is No Tricks?" {
  one "One deal." [house]
  forever "Until the table tires of it." [house]
  default one
}
`),
    );
    expect(d.code).toBe('never-ends');
    expect(d.message).toContain('with reading length forever');
  });

  it('refuses a last phase with no `game over` that can hold in it', () => {
    const d = only(checkExtension('remove last-one [pagat "Butzen"]\n'));
    expect(d.code).toBe('never-ends');
    const p = positionOf(BASE, 'butzen "Butzen"');
    expect(at(d)).toBe(`mini.stw:${p.line}:${p.column}`);
    expect(d.message).toContain('phase `butzen` can never end');
  });

  it('counts a `game over` that names another phase out, and a lost game in the phase in', () => {
    const d = only(
      checkExtension(
        'override last-one: game over when phase = vier and active = 1: remaining loses game with 1 frame [pagat "Butzen"]\n',
      ),
    );
    expect(d.message).toContain('phase `butzen` can never end');
    const r = checkExtension(
      [
        'override last-one: game over when phase = vier and active = 1: remaining loses game with 1 frame [pagat "Butzen"]',
        'phase butzen {',
        '  lost (before fewest): when active = 1: remaining loses game with 1 frame [pagat "Butzen"]',
        '}',
        '',
      ].join('\n'),
    );
    expect(r.diagnostics).toEqual([]);
  });

  it('counts a `game over` out of a phase it names as one where it cannot hold (`not phase = butzen`)', () => {
    // Butzen is named, and false there; the clause holds in every other phase, never in Butzen.
    const d = only(
      checkExtension(
        'override last-one: game over when not phase = butzen and active = 1: remaining loses game with 1 frame [pagat "Butzen"]\n',
      ),
    );
    expect(d.code).toBe('never-ends');
    expect(d.message).toContain('phase `butzen` can never end');
  });

  it('accepts every shipped variant', () => {
    for (const id of [
      'hindersche-pagat',
      'hindersche-swedish',
      'hindersche-schoch',
      'hindersi-jass',
      'kein-stich',
      'kein-stich-power',
      'bauernheinrich',
    ]) {
      const { diagnostics } = checkPath(diskReader, id);
      expect(
        diagnostics.filter((d) => d.code === 'never-ends' || d.code === 'playoff-never-decides'),
        id,
      ).toEqual([]);
    }
  });
});

describe('playoff-never-decides: a play-off rank that cannot tell tied players apart', () => {
  it('refuses a rank by a tally, which no play-off deal changes, at the rank clause', () => {
    const d = only(checkExtension('override playoff-rank: playoff rank fewest marks [pagat "Playoff"]\n'));
    expect(d.code).toBe('playoff-never-decides');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 10]);
    expect(d.message).toContain('phase `vier`');
    expect(d.hint).toContain('fewest points');
  });

  it('refuses the default `fewest points` for a play-off held in a lay-off phase, at the clause that ties', () => {
    const d = only(
      overKeinStich(`medals: tally per player "medals" [house]
override ties: ties playoff [house]
phase no-max {
  medal: at end: add 1 medals to most stakes [house]
}
`),
    );
    expect(d.code).toBe('playoff-never-decides');
    expect(at(d)).toBe('house.stw:7:3');
    expect(d.message).toContain('phase `domino`');
    expect(d.hint).toContain('playoff rank fewest place');
  });

  it('refuses the default `fewest points` for a play-off held in a beating deal, which changes only places and cards left', () => {
    const d = only(
      overBeating(`ties-rule: ties playoff [house]
medals: tally per player "medals" [house]
phase hand {
  medal: after deal: add 1 medals to most medals [house]
}
`),
    );
    expect(d.code).toBe('playoff-never-decides');
    expect(at(d)).toBe('house.stw:7:3');
    expect(d.message).toContain('a beating deal');
    expect(d.hint).toContain('playoff rank fewest place');
    expect(
      overBeating(`ties-rule: ties playoff [house]\nmedals: tally per player "medals" [house]\nplayoff-rank: playoff rank fewest place [house]
phase hand {\n  medal: after deal: add 1 medals to most medals [house]\n}\n`).diagnostics,
    ).toEqual([]);
  });

  it('accepts `fewest place` there, and any rank when ties are shared', () => {
    const medal = `medals: tally per player "medals" [house]
phase no-max {
  medal: at end: add 1 medals to most stakes [house]
}
`;
    expect(
      overKeinStich(`${medal}override ties: ties playoff [house]\nplayoff-rank: playoff rank fewest place [house]\n`)
        .diagnostics,
    ).toEqual([]);
    expect(overKeinStich(medal).diagnostics).toEqual([]);
  });
});
