import { describe, expect, it } from 'vitest';
import {
  compileFoundTeams,
  compileNum,
  compileSeat,
  compileSet,
  teamsOfTable,
  type ExprEnv,
  type ScoreScope,
} from '../../src/compile/expr.ts';
import type { PlayerSet, Seat } from '../../src/parse/ast.ts';

const loc = null!;
const id = (name: string) => ({ name, loc });
const env = (teams: ExprEnv['teams'], ties: ExprEnv['ties'] = 'playoff'): ExprEnv => ({
  readings: {},
  tallies: new Set(['marks']),
  ties,
  shared: new Set(),
  events: [],
  teams,
});
/** Four seats in order of play; points by seat. */
const scope = (points: number[]): ScoreScope => ({
  seats: points.length,
  participants: points.map((_, i) => i),
  points,
  tricks: points.map(() => 0),
  places: points.map(() => 0),
  cards: null,
  tallies: { marks: points.map(() => 0) },
  out: points.map(() => false),
  eventBy: [],
  phase: 'p',
  deals: 0,
  eventCounts: [],
  fired: {},
});

describe('teams: who partners whom', () => {
  it('across pairs each seat with the one opposite; alternate makes two teams of every other seat', () => {
    expect(teamsOfTable('across', 4)).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect(teamsOfTable('across', 6)).toEqual([
      [0, 3],
      [1, 4],
      [2, 5],
    ]);
    expect(teamsOfTable('alternate', 6)).toEqual([
      [0, 2, 4],
      [1, 3, 5],
    ]);
  });
});

describe('team values, sets and seats', () => {
  const most: PlayerSet = { kind: 'TeamExtreme', dir: 'most', value: id('points'), loc };
  it('`team points` adds up the team of the player in scope', () => {
    const f = compileNum({ kind: 'TeamValue', value: id('points'), loc }, env('across'));
    const s = scope([40, 30, 35, 35]);
    expect([0, 1, 2, 3].map((p) => f(s, p))).toEqual([75, 65, 75, 65]);
    expect(f(s, -1)).toBe(0);
  });
  it('`team with most points` picks both members of the team with the larger sum', () => {
    expect(compileSet(most, env('across'))(scope([40, 30, 35, 35])).chosen).toEqual([0, 2]);
    // Seat 1 took the most alone, but its team has less.
    expect(compileSet(most, env('across'))(scope([30, 45, 36, 20])).chosen).toEqual([0, 2]);
  });
  it('teams that tie are chosen all under `ties share`, none under `ties playoff`', () => {
    expect(compileSet(most, env('across'))(scope([40, 30, 30, 40])).chosen).toEqual([]);
    expect(compileSet(most, env('across', 'share'))(scope([40, 30, 30, 40])).chosen).toEqual([0, 1, 2, 3]);
  });
  it('`team of` names every member still in of the teams of a set', () => {
    const set: PlayerSet = {
      kind: 'TeamOf',
      who: { kind: 'Extreme', dir: 'fewest', value: id('points'), count: null, loc },
      loc,
    };
    const s = scope([40, 30, 35, 35]);
    expect(compileSet(set, env('across'))(s).chosen).toEqual([1, 3]);
    s.out[3] = true;
    expect(compileSet(set, env('across'))(s).chosen).toEqual([1]);
  });
  it('`partner of dealer` is the seat opposite the dealer; a seat that does not exist has no partner', () => {
    const seat: Seat = {
      kind: 'SeatStep',
      step: 'partner',
      pool: 'everyone',
      from: { kind: 'SeatRef', ref: 'dealer', loc },
      loc,
    };
    const f = compileSeat(seat, env('across'));
    const at = (dealer: number) =>
      f({ seats: 4, out: [false, false, false, false], tied: [], dealer, playoffDealer: -1 });
    expect([0, 1, 2, 3].map(at)).toEqual([2, 3, 0, 1]);
    expect(at(-1)).toBe(-1);
  });
  it('under readings with no teams clause in force each player is a team of one', () => {
    const s = scope([40, 30, 35, 35]);
    expect(compileNum({ kind: 'TeamValue', value: id('points'), loc }, env(null))(s, 2)).toBe(35);
    expect(compileSet(most, env(null))(s).chosen).toEqual([0]);
    const seat: Seat = {
      kind: 'SeatStep',
      step: 'partner',
      pool: 'everyone',
      from: { kind: 'SeatRef', ref: 'dealer', loc },
      loc,
    };
    expect(
      compileSeat(seat, env(null))({ seats: 3, out: [false, false, false], tied: [], dealer: 1, playoffDealer: -1 }),
    ).toBe(1);
  });
});

describe('team tie-breaks and teams found by a card', () => {
  const withTricks = (points: number[], tricks: number[]): ScoreScope => ({ ...scope(points), tricks });
  it('`then most tricks` breaks a tie between teams; `nobody if tied` names no team when still level', () => {
    const set: PlayerSet = {
      kind: 'TeamExtreme',
      dir: 'most',
      value: id('points'),
      // biome-ignore lint/suspicious/noThenProperty: the syntax tree names a set's tie-breaks `then`, as the file does
      then: [{ dir: 'most', value: id('tricks') }],
      nobody: true,
      loc,
    };
    expect(compileSet(set, env('across'))(withTricks([40, 30, 30, 40], [1, 3, 2, 3])).chosen).toEqual([1, 3]);
    expect(compileSet(set, env('across'))(withTricks([40, 30, 30, 40], [2, 2, 2, 2])).chosen).toEqual([]);
    // `nobody if tied` holds under `ties share` too: the file said what a tie does.
    expect(compileSet(set, env('across', 'share'))(withTricks([40, 30, 30, 40], [2, 2, 2, 2])).chosen).toEqual([]);
  });
  const dealer: Seat = { kind: 'SeatRef', ref: 'dealer', loc };
  const holder = (card: string): Seat => ({ kind: 'SeatHolder', card: { name: card, loc }, loc });
  const cards = ['AH', 'KH', 'QC', 'QS'];
  const seats = (d: number, hands: number[][]) => ({
    seats: hands.length,
    out: hands.map(() => false),
    tied: [],
    dealer: d,
    playoffDealer: -1,
    hands,
    cardIndex: (name: string) => cards.indexOf(name),
  });
  it('the dealer and the holder of a card play together against the rest; a dealer who holds it plays alone', () => {
    const f = compileFoundTeams(dealer, holder('AH'), env('found'));
    // AH (card 0) is with seat 2: seats 0 and 2 against 1 and 3.
    expect(f(seats(0, [[1], [2], [0], [3]]))).toEqual([0, 1, 0, 1]);
    // Dealer 1 holds it: 1 alone against 0, 2, 3.
    expect(f(seats(1, [[1], [0], [2], [3]]))).toEqual([0, 1, 0, 0]);
    // Nobody holds it, and the dealer does not exist: each alone.
    expect(f(seats(-1, [[1], [2], [3], []]))).toBeNull();
  });
  it('team values, team sets and `partner of` read the teams of the deal from the scope; without them each is alone', () => {
    const s = { ...scope([40, 30, 35, 35]), teams: [0, 1, 1, 0] };
    const most: PlayerSet = { kind: 'TeamExtreme', dir: 'most', value: id('points'), nobody: true, loc };
    expect(compileNum({ kind: 'TeamValue', value: id('points'), loc }, env('found'))(s, 3)).toBe(75);
    expect(compileSet(most, env('found'))(s).chosen).toEqual([0, 3]);
    expect(compileSet(most, env('found'))(scope([40, 30, 35, 35])).chosen).toEqual([0]);
    expect(teamsOfTable('found', 4, [0, 1, 1, 0])).toEqual([
      [0, 3],
      [1, 2],
    ]);
    const partner: Seat = { kind: 'SeatStep', step: 'partner', pool: 'everyone', from: dealer, loc };
    const at = { seats: 4, out: [false, false, false, false], tied: [], dealer: 2, playoffDealer: -1 };
    expect(compileSeat(partner, env('found'))({ ...at, teams: [0, 1, 1, 0] })).toBe(1);
    expect(compileSeat(partner, env('found'))(at)).toBe(2);
  });
});

describe('a team measure reads its value from the deal', () => {
  it('`team with fewest cards` makes the deals count the cards left in hand (the search gave none: a RunError)', async () => {
    const { checkPath } = await import('../../src/check/check.ts');
    const { diskReader } = await import('../../src/resolve/disk.ts');
    const { compileVariant } = await import('../../src/compile/compile.ts');
    const cv = compileVariant(checkPath(diskReader, 'variants/house/bauernheinrich-partners-out.stw').variant!);
    expect(cv.phases.map((p) => p.needsCards)).toEqual(cv.phases.map(() => true));
  });
});
