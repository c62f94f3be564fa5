/**
 * Checks on the steps before play (issue 11, items 2 and 4): passes that cannot be made, `across`
 * with an odd table, two ways of fixing the trump, an exchange with no trump card, and personal
 * trumps that more players than suits must choose apart. Every error is located at file:line:col.
 */
import { describe, expect, it } from 'vitest';
import { checkPath } from '../../src/check/check.ts';
import { memoryReader } from '../../src/resolve/load.ts';
import { checkExtension, only } from './fixtures.ts';

// Extensions start on line 2 of t.stw (line 1: `variant t extends mini`); mini is for 3-4 players,
// deals 6 cards each and turns the bottom card of the pack for trump.
const at = (d: { loc: { source: unknown; start: { line: number; column: number } } }) =>
  `${String(d.loc.source)}:${d.loc.start.line}:${d.loc.start.column}`;

describe('give-count: a pass the hands can make', () => {
  it('refuses passing more cards than a hand holds, at the number', () => {
    const d = only(checkExtension('passing: give 7 to next [pagat "Deal"]\n'));
    expect(d.code).toBe('give-count');
    expect(at(d)).toBe('t.stw:2:15');
    expect(d.message).toBe('each player would give 7 cards, but a hand holds 6 (`dealing`)');
    expect(d.hint).toBe('give at most 6');
  });
  it('refuses a pass of no cards', () => {
    const d = only(checkExtension('passing: give 0 to next [pagat "Deal"]\n'));
    expect(d.code).toBe('give-count');
    expect(at(d)).toBe('t.stw:2:15');
  });
  it('accepts a whole hand, in a cycle of directions', () => {
    expect(checkExtension('passing: give 6 to next, previous, none [pagat "Deal"]\n').diagnostics).toEqual([]);
  });
});

describe('give-across: nobody sits opposite at an odd table', () => {
  it('refuses `across` when the players clause allows 3, at the word `across`', () => {
    const d = only(checkExtension('passing: give 2 to next, across [pagat "Deal"]\n'));
    expect(d.code).toBe('give-across');
    expect(at(d)).toBe('t.stw:2:26');
    expect(d.message).toBe('`across` needs an even number of players, but `players` allows 3');
  });
  it('accepts `across` at a table of four', () => {
    const r = checkExtension(
      'override players: players 4 anticlockwise [pagat "Players"]\npassing: give 2 to next, across [pagat "Deal"]\n',
    );
    expect(r.diagnostics).toEqual([]);
  });
});

describe('two-trumps: a trump is turned or named, not both', () => {
  it('refuses a named trump while the base turns one, at the clause', () => {
    const d = only(checkExtension('call: trump named by dealer [pagat "Deal"]\n'));
    expect(d.code).toBe('two-trumps');
    expect(at(d)).toBe('t.stw:2:1');
    expect(d.message).toBe('two steps fix the trump: `call` has it named by a player and `upcard` turns it');
    expect(d.hint).toContain('override it with `trump none`');
  });
  it('refuses a second named trump, at the second', () => {
    const r = checkExtension(
      [
        'remove upcard [pagat "Deal"]',
        'call: trump named by dealer [pagat "Deal"]',
        'call-again: trump named by next active after dealer [pagat "Deal"]',
        '',
      ].join('\n'),
    );
    const d = only(r);
    expect(d.code).toBe('two-trumps');
    expect(at(d)).toBe('t.stw:4:1');
  });
  it('following the hint (`trump none` and a named trump) checks clean: every deal names a trump, none is played without (issue 29)', () => {
    // Before, `points-total` checked the pack "with no trumps" and reported the base's total.
    expect(
      checkExtension('override upcard: trump none [pagat "Deal"]\ncall: trump named by dealer [pagat "Deal"]\n')
        .diagnostics,
    ).toEqual([]);
  });
  it('accepts a named trump once the turned one is gone', () => {
    expect(
      checkExtension('remove upcard [pagat "Deal"]\ncall: trump named by dealer [pagat "Deal"]\n').diagnostics,
    ).toEqual([]);
  });
  it('refuses a play-off dealer in the seat that names the trump', () => {
    const r = checkExtension(
      'remove upcard [pagat "Deal"]\ncall: trump named by next active after playoff dealer [pagat "Deal"]\n',
    );
    const d = only(r);
    expect(d.code).toBe('misplaced-dealer');
    expect(at(d)).toBe('t.stw:3:40');
  });
});

describe('exchange with the table', () => {
  it('accepts an exchange where a trump card is turned', () => {
    expect(checkExtension('swap: exchange 9 of trump for trump card [pagat "Deal"]\n').diagnostics).toEqual([]);
  });
  it('refuses a rank the deck does not have, at the rank', () => {
    const d = only(checkExtension('swap: exchange 6 of trump for trump card [pagat "Deal"]\n'));
    expect(d.code).toBe('unknown-card');
    expect(at(d)).toBe('t.stw:2:16');
  });
  it('refuses an exchange when no trump card is turned (no-trump-card)', () => {
    const d = only(
      checkExtension('remove upcard [pagat "Deal"]\nswap: exchange 9 of trump for trump card [pagat "Deal"]\n'),
    );
    expect(d.code).toBe('no-trump-card');
    expect(at(d)).toBe('t.stw:3:1');
  });
});

/** A small beating game for `players` players with 4 suits. */
const beating = (players: string, personal: string) => `variant b "Beating"
source s "Source"
${players}                                                  [s "P"]
deck { suits C, S, H, D  ranks 7, 8, 9, 10, J, Q, K, A }    [s "P"]
dealing: deal 6 each in packets 6 from forehand             [s "P"]
no-upcard: trump none                                       [s "P"]
beat: play beating, permanent J, ${personal}, pick up when unable [s "P"]
trick-winner: winner highest led                            [s "P"]
wins: tally per player "wins"                               [s "P"]
phase hand "Hand" {
  placings: otherwise: add 1 wins to (players where place = 1) [s "P"]
}
over: game over when deals = 1: end game                    [s "P"]
`;
const checkBeating = (players: string, personal: string) =>
  checkPath(memoryReader({ b: beating(players, personal) }), 'b');

describe('personal-trumps: every player can choose a suit of their own', () => {
  it('refuses five players choosing apart from four suits, at `personal trumps chosen`', () => {
    const d = only(checkBeating('players 5 clockwise', 'personal trumps chosen'));
    expect(d.code).toBe('personal-trumps');
    expect(at(d)).toBe('b.stw:7:34');
    expect(d.message).toBe("5 players cannot each choose a different one of the deck's 4 suits (`players`)");
  });
  it('accepts five with repeats, four apart, and suits by seat', () => {
    expect(checkBeating('players 5 clockwise', 'personal trumps chosen with repeats').diagnostics).toEqual([]);
    expect(checkBeating('players 4 clockwise', 'personal trumps chosen').diagnostics).toEqual([]);
    expect(checkBeating('players 4 clockwise', 'personal trumps C S H D by seat from forehand').diagnostics).toEqual(
      [],
    );
  });
  it('refuses a suit by seat the deck does not have', () => {
    const d = only(checkBeating('players 4 clockwise', 'personal trumps C S X D by seat from forehand'));
    expect(d.code).toBe('unknown-card');
    expect(at(d)).toBe('b.stw:7:54');
  });
});
