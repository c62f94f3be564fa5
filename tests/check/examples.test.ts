import { describe, expect, it } from 'vitest';
import { checkExtension, only } from './fixtures.ts';

/** The steps of a clean example; `example one` is line 2 of `t.stw`, the steps lines 3 to 11. */
const STEPS = [
  'players N E S W dealer N',
  'options asking = two-players',
  'deal points N 100 E 20 S 10 W 10',
  'expect marks N 0 E 1 S 1 W 1',
  'expect phase vier',
  'redeal by E',
  'deal points N 30 E 30 S 30 W 30 tricks N 2 E 1 S 2 W 1',
  'expect out S',
  'expect loser W',
];

/** `example one` with `steps`, after applying `edit` to the step at `index`. */
const example = (steps: string[]): string =>
  `example one "A first deal" {\n${steps.map((s) => `  ${s}\n`).join('')}}\n`;
const edited = (index: number, step: string): string => example(STEPS.map((s, i) => (i === index ? step : s)));

describe('the players of an example under its options (review of issue 11)', () => {
  /** Two tables: four players by default, two under `table = two` (lines 2 to 8 of t.stw). */
  const TABLES = `ambiguity table "How many play?" {
  four "Four play."                                       [pagat "Players"]
  two "Two play."                                         [pagat "Players"]
  default four
}
override players: players 4 anticlockwise if reading table is four [pagat "Players"]
players-two: players 2 anticlockwise if reading table is two [pagat "Players"]
`;
  const twoPlay = (seating: string) => `${TABLES}example pair "Two at the table" {
  ${seating}
  options table = two
  deal points N 100 S 40
}
`;

  it('checks the seating against the `players` clause its options put in force', () => {
    expect(checkExtension(twoPlay('players N S dealer N')).diagnostics).toEqual([]);
  });

  it('refuses four seats where its options allow two, at `players`', () => {
    const d = only(
      checkExtension(
        twoPlay('players N E S W dealer N').replace('deal points N 100 S 40', 'deal points N 100 E 0 S 40 W 0'),
      ),
    );
    expect(d.code).toBe('example-player');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([10, 3]);
    expect(d.message).toBe('example `pair` seats 4 players, but `t` is for 2');
  });
});

describe('examples', () => {
  it('accepts a well-formed example', () => {
    expect(checkExtension(example(STEPS)).diagnostics).toEqual([]);
  });

  describe('example-player', () => {
    it('a player in `deal points` who is not seated', () => {
      const d = only(checkExtension(edited(2, 'deal points N 100 X 20 S 10 W 10')));
      expect(d.code).toBe('example-player');
      expect([d.loc.start.line, d.loc.start.column]).toEqual([5, 21]);
      expect(d.loc.end.column).toBe(22);
      expect(d.message).toContain('`X`');
      expect(d.hint).toBe('the players are N E S W');
    });

    it('a player in `tricks`, `redeal by`, `expect out`, `expect loser` and expected tallies', () => {
      const cases: [number, string, number][] = [
        [6, 'deal points N 30 E 30 S 30 W 30 tricks N 2 E 1 S 2 Q 1', 54],
        [5, 'redeal by Q', 13],
        [7, 'expect out Q', 14],
        [8, 'expect loser Q', 16],
        [3, 'expect marks N 0 E 1 S 1 Q 1', 28],
      ];
      for (const [index, step, column] of cases) {
        const d = only(checkExtension(edited(index, step)));
        expect(d.code, step).toBe('example-player');
        expect([d.loc.start.line, d.loc.start.column], step).toEqual([index + 3, column]);
        expect(d.message, step).toContain('`Q`');
      }
    });

    it('suggests a seated player for a misspelt long name', () => {
      const d = only(checkExtension(example(['players North East South West dealer North', 'redeal by Eats'])));
      expect(d.code).toBe('example-player');
      expect([d.loc.start.line, d.loc.start.column]).toEqual([4, 13]);
      expect(d.hint).toBe('did you mean `East`?');
    });

    it('`players` must come first', () => {
      const d = only(checkExtension(example([STEPS[1]!, STEPS[0]!, ...STEPS.slice(2)])));
      expect(d.code).toBe('example-player');
      expect([d.loc.start.line, d.loc.start.column]).toEqual([4, 3]);
      expect(d.message).toContain('first');
    });

    it('an example that seats nobody', () => {
      const d = only(checkExtension(example(STEPS.slice(1))));
      expect(d.code).toBe('example-player');
      expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 9]);
      expect(d.message).toContain('`one`');
    });

    it('a dealer who is not seated', () => {
      const d = only(checkExtension(edited(0, 'players N E S W dealer X')));
      expect(d.code).toBe('example-player');
      expect([d.loc.start.line, d.loc.start.column]).toEqual([3, 26]);
      expect(d.message).toContain('`X`');
    });

    it('a player seated twice', () => {
      const d = only(checkExtension(example(['players N E N W dealer N'])));
      expect(d.code).toBe('example-player');
      expect([d.loc.start.line, d.loc.start.column]).toEqual([3, 15]);
      expect(d.message).toContain('twice');
    });

    it("a number of players outside the variant's range", () => {
      const d = only(checkExtension(example(['players N S dealer N'])));
      expect(d.code).toBe('example-player');
      expect([d.loc.start.line, d.loc.start.column]).toEqual([3, 3]);
      expect(d.message).toContain('2 players');
      expect(d.message).toContain('3 to 4');
    });
  });

  it('unknown-ambiguity: `options` choose an existing ambiguity', () => {
    const d = only(checkExtension(edited(1, 'options askng = two-players')));
    expect(d.code).toBe('unknown-ambiguity');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([4, 11]);
    expect(d.hint).toBe('did you mean `asking`?');
  });

  it('unknown-reading: `options` choose one of its readings', () => {
    const d = only(checkExtension(edited(1, 'options asking = two-player')));
    expect(d.code).toBe('unknown-reading');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([4, 20]);
    expect(d.hint).toBe('did you mean `two-players`?');
  });

  it('unknown-tally: `expect` names a tally', () => {
    const d = only(checkExtension(edited(3, 'expect markz N 0 E 1 S 1 W 1')));
    expect(d.code).toBe('unknown-tally');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([6, 10]);
    expect(d.hint).toBe('did you mean `marks`?');
  });

  it('unknown-phase: `expect phase` names a phase', () => {
    const d = only(checkExtension(edited(4, 'expect phase vir')));
    expect(d.code).toBe('unknown-phase');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([7, 16]);
    expect(d.hint).toBe('did you mean `vier`?');
  });
});
