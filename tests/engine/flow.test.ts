import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { checkPath } from '../../src/check/check.ts';
import { compileVariant } from '../../src/compile/compile.ts';
import { memoryReader } from '../../src/resolve/load.ts';
import { replay } from '../../src/scenario/replay.ts';
import { RunError } from '../../src/engine/errors.ts';
import { simulate } from '../../src/sim/simulate.ts';
import { bots } from '../../src/engine/bots.ts';
import { explainData } from '../../src/resolve/explain-data.ts';

const base = readFileSync('variants/hindersche-pagat.stw', 'utf8');

/** A house rule over Pagat, checked and compiled. */
function house(rules: string) {
  const files = {
    'hindersche-pagat': base,
    house: `variant house "House"\nextends hindersche-pagat\nsource house "Our table"\n${rules}\n`,
  };
  const { variant, diagnostics } = checkPath(memoryReader(files), 'house');
  expect(diagnostics.map((d) => d.message)).toEqual([]);
  return compileVariant(variant!);
}
const run = (cv: ReturnType<typeof house>, deals: unknown[]) =>
  replay(cv, { variant: 'house', players: ['N', 'W', 'S', 'E'], dealer: 'N', deals });
const pts = (n: number, w: number, s: number, e: number) => ({ points: { N: n, W: w, S: s, E: e } });

describe('play-offs interrupt the flow and resume it exactly once', () => {
  it('a tie in a `game over` effect is played off, and the play-off loser loses the game', () => {
    const cv = house('override last-one-in: game over when deals = 2: most marks loses game with 1 frame [house]');
    const t = run(cv, [pts(50, 30, 35, 25), pts(20, 55, 35, 30), { points: { N: 40, W: 30 }, tricks: { N: 5, W: 4 } }]);
    expect(t.log[1]!.playoff?.sort()).toEqual(['N', 'W']);
    expect(t.log[1]!.gameOver).toBeNull();
    expect(t.log[2]!.kind).toBe('playoff');
    expect(t.log[2]!.gameOver).toEqual({ loser: 'N', frameMarks: 1 });
    expect(t.log[2]!.tallies.frame).toEqual({ N: 1, W: 0, S: 0, E: 0 });
  });

  it('`after deal` clauses run once per deal, after its play-off', () => {
    const cv = house(`seen: tally per player "deals seen" [house]
counted (after most-points): after deal: add 1 seen to everyone [house]`);
    const t = run(cv, [pts(45, 45, 30, 20), { points: { N: 40, W: 30 }, tricks: { N: 5, W: 4 } }, pts(50, 30, 35, 25)]);
    expect(t.log[0]!.tallies.seen).toEqual({ N: 0, W: 0, S: 0, E: 0 });
    expect(t.log[1]!.tallies.seen).toEqual({ N: 1, W: 1, S: 1, E: 1 });
    expect(t.log[2]!.tallies.seen).toEqual({ N: 2, W: 2, S: 2, E: 2 });
  });

  it('a tie in an `after deal` effect is played off too', () => {
    const cv = house(`bonus: tally per player "bonus" [house]
tie-bonus (after most-points): after deal: add 1 bonus to most marks [house]`);
    const t = run(cv, [pts(50, 30, 35, 25), pts(20, 55, 35, 30), { points: { N: 40, W: 30 }, tricks: { N: 5, W: 4 } }]);
    expect(t.log[0]!.tallies.bonus).toEqual({ N: 1, W: 0, S: 0, E: 0 });
    expect(t.log[1]!.playoff?.sort()).toEqual(['N', 'W']);
    expect(t.log[2]!.tallies.bonus).toEqual({ N: 2, W: 0, S: 0, E: 0 });
    expect(t.log[2]!.tallies.marks).toEqual({ N: 1, W: 1, S: 0, E: 0 });
  });
});

const schoch = readFileSync('variants/hindersche-schoch.stw', 'utf8');
/** A house rule over the article after Schoch (itself over Pagat), checked and compiled. */
function schochHouse(rules: string) {
  const files = {
    'hindersche-pagat': base,
    'hindersche-schoch': schoch,
    house: `variant house "House"\nextends hindersche-schoch\nsource house "Our table"\n${rules}\n`,
  };
  const { variant, diagnostics } = checkPath(memoryReader(files), 'house');
  expect(diagnostics.map((d) => d.message)).toEqual([]);
  return compileVariant(variant!);
}
const withTricks = (p: Record<string, number>, t: Record<string, number>) => ({ points: p, tricks: t });
// Phase 1 with one mark each (N, W, S, E take the most points in turn), then a Butzen deal dealt
// by N in which N erases his last mark and W and E tie for the most points.
const oneMarkEach = [pts(50, 30, 35, 25), pts(30, 50, 35, 25), pts(30, 25, 50, 35), pts(30, 25, 35, 50)];
const nCleanWETie = withTricks({ N: 10, W: 45, S: 40, E: 45 }, { N: 1, W: 3, S: 2, E: 3 });

describe('which dealer a play-off clause means (issue 10, rules item 1)', () => {
  // N deals; S and E tie for the most points. Under Pagat's default S deals the play-off.
  const tieSE = [pts(20, 30, 45, 45), withTricks({ S: 50, E: 90 }, { S: 4, E: 5 })];

  it('`tied-deal dealer` and `playoff dealer` name different seats in `playoff then dealer`', () => {
    const resume = run(
      house('override after-playoff: playoff then dealer next active after tied-deal dealer [house]'),
      tieSE,
    );
    const onFromPlayoff = run(
      house('override after-playoff: playoff then dealer next active after playoff dealer [house]'),
      tieSE,
    );
    expect(resume.log[1]!.dealer).toBe('S');
    expect(resume.state.dealer).toBe('W');
    expect(onFromPlayoff.log[1]!.dealer).toBe('S');
    expect(onFromPlayoff.state.dealer).toBe('E');
  });

  it("after Schoch, play picks up where it left off: the issue's example, N deals, W and E tie", () => {
    const cv = schochHouse('');
    const t = run(cv, [pts(20, 45, 30, 45), withTricks({ W: 50, E: 90 }, { W: 4, E: 5 })]);
    expect(t.log[0]!.playoff).toEqual(['W', 'E']);
    expect(t.log[1]!).toMatchObject({ kind: 'playoff', dealer: 'N', forehand: 'W' });
    expect(t.state.dealer).toBe('W');
  });

  it('after Schoch, S and E tie: W deals the play-off and W deals the next deal too', () => {
    const t = run(schochHouse(''), tieSE);
    expect(t.log[1]!).toMatchObject({ kind: 'playoff', dealer: 'W', forehand: 'S' });
    expect(t.state.dealer).toBe('W');
  });

  it("Pagat's `resume` reading counts from the tied deal's dealer as Schoch does: W deals next after an S and E tie", () => {
    const pagat = compileVariant(checkPath(memoryReader({ 'hindersche-pagat': base }), 'hindersche-pagat').variant!, {
      'playoff-next-dealer': 'resume',
    });
    const t = replay(pagat, { variant: 'hindersche-pagat', players: ['N', 'W', 'S', 'E'], dealer: 'N', deals: tieSE });
    expect(t.log[1]!).toMatchObject({ kind: 'playoff', dealer: 'S' });
    expect(t.state.dealer).toBe('W');
    expect(run(schochHouse(''), tieSE).state.dealer).toBe('W');
  });

  it('after Schoch in Butzen: N, out in the tied deal, deals neither the play-off nor the next deal', () => {
    const t = run(schochHouse(''), [...oneMarkEach, nCleanWETie, withTricks({ W: 50, E: 90 }, { W: 4, E: 5 })]);
    expect(t.log[4]!.playoff).toEqual(['W', 'E']);
    expect(t.log[5]!).toMatchObject({ kind: 'playoff', dealer: 'E', forehand: 'W' });
    expect(t.state.dealer).toBe('W');
  });
});

describe('`out` in an entry that leaves a play-off (issue 10, rules item 2)', () => {
  it("a player whose slate is clean after the deal is out in that deal's entry, before the play-off among others", () => {
    const cv = house('');
    const t = run(cv, [...oneMarkEach, nCleanWETie, withTricks({ W: 50, E: 90 }, { W: 4, E: 5 })]);
    expect(t.log[3]!.phase).toBe('vier-strich');
    expect(t.log[4]!).toMatchObject({ phase: 'butzen', dealer: 'N', playoff: ['W', 'E'], out: ['N'] });
    expect(t.log[4]!.tallies.marks).toEqual({ N: 0, W: 1, S: 1, E: 1 });
    expect(t.log[5]!).toMatchObject({ kind: 'playoff', dealer: 'W', forehand: 'E', out: ['N'] });
    expect(t.log[5]!.tallies.marks).toEqual({ N: 0, W: 1, S: 1, E: 2 });
  });

  it("a player a play-off settles onto a clean slate is out in that play-off's entry, though it leaves a further tie", () => {
    // Issue 27, Swedish Butzen: all four tie on 35; in the play-off W takes fewest and erases his
    // last mark while S and E tie for most. W is out at once, as after an ordinary deal.
    const scenario = JSON.parse(readFileSync('tests/fixtures/steps/swedish-playoff-clean-slate.json', 'utf8'));
    const cv = compileVariant(
      checkPath(
        memoryReader({
          'hindersche-pagat': base,
          'hindersche-swedish': readFileSync('variants/hindersche-swedish.stw', 'utf8'),
        }),
        'hindersche-swedish',
      ).variant!,
    );
    const t = replay(cv, scenario);
    expect(t.log[4]!).toMatchObject({ kind: 'deal', phase: 'butzen', playoff: ['W', 'S', 'E', 'N'], out: [] });
    expect(t.log[5]!).toMatchObject({ kind: 'playoff', playoff: ['S', 'E'], out: ['W'] });
    expect(t.log[5]!.tallies.marks).toEqual({ N: 1, W: 0, S: 1, E: 1 });
    expect(t.state).toMatchObject({ awaiting: 'playoff', out: ['W'] });
  });

  it('a tied player is not dropped before the play-off decides, even with its drop-out condition true', () => {
    const cv = house(`override erased-out: after deal: (players where marks <= 1) drop out [house]`);
    const t = run(cv, [...oneMarkEach, nCleanWETie]);
    // N (0 marks) and S (1 mark) are clear of the tie; W and E wait for the play-off.
    expect(t.log[4]!.out).toEqual(['N', 'S']);
    expect(t.log[4]!.playoff).toEqual(['W', 'E']);
  });
});

describe('who deals a play-off after Schoch is a declared question (issue 27)', () => {
  // W and S tie for the most in a deal N dealt (E wipes off his last mark): W leads the play-off;
  // the seat on W's left is N, who is not in the tie, and the tied player nearest on that side is S.
  const schoch = () =>
    checkPath(
      memoryReader({
        'hindersche-pagat': base,
        'hindersche-schoch': readFileSync('variants/hindersche-schoch.stw', 'utf8'),
      }),
      'hindersche-schoch',
    ).variant!;
  const deals = [
    pts(50, 30, 35, 25),
    pts(30, 50, 35, 25),
    pts(30, 25, 50, 35),
    pts(30, 25, 35, 50),
    withTricks({ N: 30, W: 45, S: 45, E: 20 }, { N: 2, W: 3, S: 3, E: 1 }),
    withTricks({ W: 50, S: 90 }, { W: 4, S: 5 }),
  ];
  it.each([
    ['leaders-left', 'N'],
    ['tied-player', 'S'],
  ])('reading %s: %s deals the play-off, W leads it', (reading, dealer) => {
    const cv = compileVariant(schoch(), { 'schoch-playoff-dealer': reading });
    const t = replay(cv, {
      variant: 'hindersche-schoch',
      players: ['N', 'W', 'S', 'E'],
      dealer: 'N',
      deals,
      options: { 'schoch-playoff-dealer': reading },
    });
    expect(t.log[4]!).toMatchObject({ playoff: ['W', 'S'], out: ['E'] });
    expect(t.log[5]!).toMatchObject({ kind: 'playoff', dealer, forehand: 'W' });
  });
  it("each reading cites the article, and the default keeps the file's meaning", () => {
    const q = explainData(schoch()).ambiguities.find((a) => a.id === 'schoch-playoff-dealer');
    expect(q?.default).toBe('leaders-left');
    expect(q?.readings.map((r) => r.cite?.source)).toEqual(['schoch', 'schoch']);
  });
});

describe('every `playoff rank` measure works (issue 10, rules item 4)', () => {
  it('`playoff rank fewest place, then fewest points` ranks a trick play-off by its points (every place is 0)', () => {
    const cv = house('override playoff-rank: playoff rank fewest place, then fewest points [house]');
    const t = run(cv, [pts(20, 45, 30, 45), withTricks({ W: 50, E: 90 }, { W: 4, E: 5 })]);
    expect(t.log).toHaveLength(2);
    expect(t.log[1]!.kind).toBe('playoff');
    expect(t.log[1]!.tallies.marks).toEqual({ N: 0, W: 0, S: 0, E: 1 });
    expect(t.state.awaiting).toBe('deal');
  });

  it('`playoff rank fewest place` decides a play-off held in a lay-off phase by the order of going out', () => {
    const files = {
      'kein-stich': readFileSync('variants/kein-stich.stw', 'utf8'),
      house: `variant house "House"\nextends kein-stich\nsource house "Our table"
medals: tally per player "medals" [house]
override ties: ties playoff [house]
playoff-rank: playoff rank fewest place [house]
phase no-max {
  medal: at end: add 1 medals to most stakes [house]
}
`,
    };
    const { variant, diagnostics } = checkPath(memoryReader(files), 'house');
    expect(diagnostics.map((d) => d.message)).toEqual([]);
    const cv = compileVariant(variant!);
    const trickDeal = { points: { N: 0, W: 0, S: 20, E: 20 } };
    const t = replay(cv, {
      variant: 'house',
      players: ['N', 'W', 'S', 'E'],
      dealer: 'N',
      deals: [trickDeal, trickDeal, trickDeal, { points: { N: 0, W: 0, S: 40, E: 0 } }, { places: { N: 1, W: 2 } }],
    });
    expect(t.log[3]!.playoff).toEqual(['N', 'W']);
    expect(t.log[4]!).toMatchObject({ kind: 'playoff', phase: 'domino', places: { N: 1, W: 2 } });
    // N went out first, so ranks best; the medal for the most stakes goes to the worst, W.
    expect(t.log[4]!.tallies.medals).toEqual({ N: 0, W: 1, S: 0, E: 0 });
  });
});

describe('a failure inside the machine is an error naming the clause, never a short transcript (issue 10, rules item 4)', () => {
  it('replay stops with a RunError located at the clause whose effect failed', () => {
    const cv = house('');
    const rule = cv.phases[0]!.scoring.find((r) => r.id === 'most-points')!;
    rule.effects = [
      () => {
        throw new TypeError('boom');
      },
    ];
    expect(() => run(cv, [pts(50, 30, 35, 25), pts(30, 50, 35, 25)])).toThrow(
      /^hindersche-pagat\.stw:60:3: house: clause most-points failed in deal 1: boom$/,
    );
    expect(() => run(cv, [pts(50, 30, 35, 25)])).toThrow(RunError);
  });

  it('a game past the bound on deals stops with an error naming the variant, in replay and in simulate', () => {
    const cv = house('');
    cv.limits = { dealsPerGame: 3, gamesPerRubber: 100 };
    expect(() => run(cv, [pts(50, 30, 35, 25), pts(30, 50, 35, 25), pts(30, 25, 50, 35), pts(30, 25, 35, 50)])).toThrow(
      /^house\.stw:1:9: house: game 1 has gone on for more than 3 deals/,
    );
    expect(() => simulate(cv, { games: 5, seed: 1, bot: bots.random!, botName: 'random' })).toThrow(
      /^house\.stw:1:9: house: game 1 has gone on for more than 3 deals \(now in phase (vier-strich|butzen)/,
    );
  });
});

describe('names from the variant are never looked up on the object prototype (issue 10, bad input)', () => {
  it('a scoring clause named `constructor` counts from 0 in `times constructor`', () => {
    const cv = house(`bonus: tally per player "bonus" [house]
phase vier-strich {
  constructor (before most-points): when times constructor = 0: add 1 bonus to everyone [house]
}`);
    const t = run(cv, [pts(50, 30, 35, 25), pts(30, 50, 35, 25)]);
    expect(t.log[0]!.tallies.bonus).toEqual({ N: 1, W: 1, S: 1, E: 1 });
    expect(t.log[0]!.tallies.marks).toEqual({ N: 0, W: 0, S: 0, E: 0 });
    expect(t.log[1]!.tallies.marks).toEqual({ N: 0, W: 1, S: 0, E: 0 });
  });

  it('a tally named `constructor` is kept and shown like any other', () => {
    const cv = house(`constructor: tally per player "a tally with an awkward name" [house]
phase vier-strich {
  counted: after deal: add 2 constructor to most points [house]
}`);
    const t = run(cv, [pts(50, 30, 35, 25), pts(30, 50, 35, 25)]);
    expect(t.log[1]!.tallies.constructor).toEqual({ N: 2, W: 2, S: 0, E: 0 });
  });
});
