import { describe, expect, it } from 'vitest';
import { checkExtension, only } from './fixtures.ts';
import { runExamples } from '../../src/scenario/examples.ts';
import { readFileSync } from 'node:fs';
import { checkPath } from '../../src/check/check.ts';
import { memoryReader } from '../../src/resolve/load.ts';

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
    const r = checkExtension(
      [
        'pd: playoff dealer first tied from next active after tied-deal dealer [pagat "Playoff"]',
        'pl: playoff lead next tied after playoff dealer [pagat "Playoff"]',
        'after: playoff then dealer (next active after playoff dealer) when total marks > 4, next active after tied-deal dealer [pagat "Playoff"]',
        '',
      ].join('\n'),
    );
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
    const d = only(
      checkExtension('override rotation: next dealer next active after tied-deal dealer [pagat "Deal"]\n'),
    );
    expect(d.code).toBe('misplaced-dealer');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 50]);
    expect(d.hint).toContain('`dealer`');
    const l = only(checkExtension('override forehand: lead next active after playoff dealer [pagat "Play"]\n'));
    expect(l.code).toBe('misplaced-dealer');
    expect([l.loc.start.line, l.loc.start.column]).toEqual([2, 43]);
  });
});

const at = (d: { loc: { source: unknown; start: { line: number; column: number } } }) =>
  `${String(d.loc.source)}:${d.loc.start.line}:${d.loc.start.column}`;

describe('misplaced-seat: a seat named by a card or a result stands only where it is known (issue 11, item 3)', () => {
  it('refuses `holder of` where a dealer is chosen (before the cards are dealt), at the seat', () => {
    const d = only(checkExtension('override rotation: next dealer holder of AC [pagat "Deal"]\n'));
    expect(d.code).toBe('misplaced-seat');
    expect(at(d)).toBe('t.stw:2:32');
    expect(d.message).toBe('`holder of AC` is only known once the cards are dealt, after the dealer is chosen');
    expect(d.hint).toContain('`lead`');
  });
  it('refuses `holder of` nested in a walk, in a play-off dealer clause', () => {
    const d = only(checkExtension('pd: playoff dealer first tied from holder of AC [pagat "Playoff"]\n'));
    expect(d.code).toBe('misplaced-seat');
    expect(at(d)).toBe('t.stw:2:36');
  });
  it('refuses `loser of last game` outside `next game dealer`, and `winner of last playoff` outside `playoff then dealer`', () => {
    const d = only(checkExtension('override forehand: lead loser of last game [pagat "Play"]\n'));
    expect(d.code).toBe('misplaced-seat');
    expect(at(d)).toBe('t.stw:2:25');
    expect(d.hint).toContain('next game dealer loser of last game');
    const w = only(checkExtension('pl: playoff lead winner of last playoff [pagat "Playoff"]\n'));
    expect(w.code).toBe('misplaced-seat');
    expect(at(w)).toBe('t.stw:2:18');
    expect(w.message).toBe('`winner of last playoff` is only known in `playoff then dealer` or `playoff then lead`');
  });
  it('refuses a card that is not in the deck, at the card', () => {
    const d = only(checkExtension('override forehand: lead holder of 2C [pagat "Play"]\n'));
    expect(d.code).toBe('unknown-card');
    expect(at(d)).toBe('t.stw:2:35');
    expect(d.message).toBe('`2C` is not a card of the deck');
  });
  it('`playoff then lead` has one dealer, that of the deal it leads', () => {
    const d = only(checkExtension('wl: playoff then lead next active after tied-deal dealer [pagat "Playoff"]\n'));
    expect(d.code).toBe('misplaced-dealer');
    expect(at(d)).toBe('t.stw:2:41');
    expect(d.hint).toContain('write `dealer`');
    expect(
      checkExtension('wl: playoff then lead first active from winner of last playoff [pagat "Playoff"]\n').diagnostics,
    ).toEqual([]);
    expect(checkExtension('wl: playoff then lead holder of AC [pagat "Playoff"]\n').diagnostics).toEqual([]);
    expect(checkExtension('wl: playoff then lead next active after dealer [pagat "Playoff"]\n').diagnostics).toEqual(
      [],
    );
  });
  it('accepts each where it is known', () => {
    const r = checkExtension(
      [
        'override forehand: lead next active after holder of AC [pagat "Play"]',
        'pl: playoff lead holder of 9S [pagat "Playoff"]',
        'loser-deals: next game dealer loser of last game [pagat "Deal"]',
        'after: playoff then dealer previous active before winner of last playoff, next active after tied-deal dealer [pagat "Playoff"]',
        '',
      ].join('\n'),
    );
    expect(r.diagnostics).toEqual([]);
  });
});

describe('tie-breaks and measures name values the variant has (issue 11, item 6)', () => {
  it('refuses an unknown value in a tie-break, at the value', () => {
    const d = only(
      checkExtension('override most: otherwise: add 1 marks to most points then most frames [pagat "Vier-Strich"]\n'),
    );
    expect(d.code).toBe('unknown-value');
    expect(at(d)).toBe('t.stw:2:64');
  });
  it('refuses an unknown value in the set of `highest VALUE among SET`', () => {
    const d = only(
      checkExtension(
        'override most: otherwise: add highest points among (players where marcks = 0) marks to most points [pagat "Vier-Strich"]\n',
      ),
    );
    expect(d.code).toBe('unknown-value');
    expect(at(d)).toBe('t.stw:2:67');
  });
  it('accepts `cards`, tie-breaks with a comma, and counted picks with tie-breaks', () => {
    const r = checkExtension(
      [
        'override most: otherwise: add 1 marks to most points, then fewest tricks then most cards [pagat "Vier-Strich"]',
        'override fewest: otherwise: erase 1 marks from lowest 2 by points then most tricks [pagat "Butzen"]',
        '',
      ].join('\n'),
    );
    expect(r.diagnostics).toEqual([]);
  });
  it('refuses a play-off ranked by the cards left in hand when the deal is played in tricks (none are left)', () => {
    const d = only(checkExtension('override playoff-rank: playoff rank fewest cards [pagat "Playoff"]\n'));
    expect(d.code).toBe('playoff-never-decides');
  });
});

describe('examples: expect dealer P, expect forehand P (issue 11, item 3)', () => {
  const ex = (...steps: string[]) =>
    `example seats "Who deals and leads" {\n${steps.map((s) => `  ${s}\n`).join('')}}\n`;
  it('holds when the deal above was dealt and led by those players', () => {
    const r = checkExtension(
      ex(
        'players N E S W dealer N',
        'deal points N 50 E 30 S 35 W 25',
        'expect dealer N',
        'expect forehand E',
        'deal points N 20 E 55 S 35 W 30',
        'expect dealer E',
        'expect forehand S',
      ),
    );
    expect(r.diagnostics).toEqual([]);
    expect(runExamples(r.variant!).map((e) => e.ok)).toEqual([true]);
  });
  it('fails at the expectation, saying who led', () => {
    const r = checkExtension(ex('players N E S W dealer N', 'deal points N 50 E 30 S 35 W 25', 'expect forehand S'));
    const [e] = runExamples(r.variant!);
    expect(e!.ok).toBe(false);
    expect(e!.message).toContain('example `seats`: after deal 1: forehand (who led) is E, expected S');
    expect(e!.message).toContain('--> t.stw:5:3');
  });
  it('refuses a player who is not seated, at the name', () => {
    const d = only(
      checkExtension(ex('players N E S W dealer N', 'deal points N 50 E 30 S 35 W 25', 'expect dealer Q')),
    );
    expect(d.code).toBe('example-player');
    expect(at(d)).toBe('t.stw:5:17');
  });
});

describe('next game dealer is one clause about the whole game', () => {
  it('refuses two in force at once, at the second', () => {
    const d = only(
      checkExtension(
        'a: next game dealer loser of last game [pagat "Deal"]\nb: next game dealer next active after dealer [pagat "Deal"]\n',
      ),
    );
    expect(d.code).toBe('conflicting-clauses');
    expect(at(d)).toBe('t.stw:3:1');
  });
  it('refuses one inside a phase', () => {
    const d = only(
      checkExtension('phase vier "Vier-Strich" {\n  a: next game dealer loser of last game [pagat "Deal"]\n}\n'),
    );
    expect(d.code).toBe('misplaced-clause');
    expect(at(d)).toBe('t.stw:3:3');
  });
});

describe('examples: deal places ... cards ... (issue 11, item 6)', () => {
  it('refuses a player who is not seated in `cards`, at the name', () => {
    const d = only(
      checkExtension(
        'example c "Cards left" {\n  players N E S W dealer N\n  deal places N 1 E 2 S 3 W 4 cards N 0 E 0 S 0 Q 1\n}\n',
      ),
    );
    expect(d.code).toBe('example-player');
    expect(at(d)).toBe('t.stw:4:49');
  });
});

describe('gallery: a play-off ranking that ends only with its tie-break (issue 11, item 9)', () => {
  const pagat = readFileSync('variants/hindersche-pagat.stw', 'utf8');
  const house = readFileSync('variants/house/hindersche-playoff-fewer-marks.stw', 'utf8');
  const checked = (text: string) =>
    checkPath(
      memoryReader({ 'hindersche-pagat': pagat, 'hindersche-playoff-fewer-marks': text }),
      'hindersche-playoff-fewer-marks',
    );
  it('checks clean with `then fewest points`', () => {
    expect(checked(house).diagnostics).toEqual([]);
  });
  it('is refused without it: the marks alone never change in a play-off', () => {
    const bare = house.replace('playoff rank fewest marks, then fewest points', 'playoff rank fewest marks');
    expect(bare).not.toBe(house);
    const d = only(checked(bare));
    expect(d.code).toBe('playoff-never-decides');
    const line = bare.split('\n').findIndex((l) => l.startsWith('override playoff-rank')) + 1;
    expect([d.loc.start.line, d.loc.start.column]).toEqual([line, 10]); // at the clause id, `playoff-rank`
    expect(String(d.loc.source)).toBe('hindersche-playoff-fewer-marks.stw');
  });
});

describe('a player named by a measure of the deal just played: `player with most points`, `player with place 4` (issue 29)', () => {
  const ex = (...steps: string[]) => `example seats "Who deals next" {\n${steps.map((s) => `  ${s}\n`).join('')}}\n`;
  it('deals next: the one player with the fewest points, or on a tie the usual rotation', () => {
    const r = checkExtension(
      'override rotation: next dealer player with fewest points [pagat "Deal"]\n' +
        ex(
          'players N E S W dealer N',
          'deal points N 20 E 30 S 60 W 30',
          'deal points N 50 E 30 S 30 W 30',
          'expect dealer N',
          // E, S and W share the fewest: the deal passes on from N as usual.
          'deal points N 40 E 50 S 10 W 40',
          'expect dealer E',
          'deal points N 60 E 30 S 20 W 30',
          'expect dealer S',
        ),
    );
    expect(r.diagnostics).toEqual([]);
    expect(runExamples(r.variant!).map((e) => (e.ok ? 'ok' : e.message))).toEqual(['ok']);
  });
  it('breaks a tie by the keys after `then`, and reads any per-player value by its number', () => {
    const r = checkExtension(
      'override rotation: next dealer player with fewest points then most tricks [pagat "Deal"]\n' +
        ex(
          'players N E S W dealer N',
          'deal points N 20 E 20 S 40 W 60 tricks N 1 E 2 S 1 W 2',
          'deal points N 20 E 20 S 40 W 60 tricks N 1 E 2 S 1 W 2',
          'expect dealer E',
        ),
    );
    expect(r.diagnostics).toEqual([]);
    expect(runExamples(r.variant!).map((e) => (e.ok ? 'ok' : e.message))).toEqual(['ok']);
    expect(checkExtension('override rotation: next dealer player with marks 0 [pagat "Deal"]\n').diagnostics).toEqual(
      [],
    );
  });
  it('refuses a measure where the deal just played is not known (who leads it), at the seat', () => {
    const d = only(checkExtension('override forehand: lead player with most points [pagat "Play"]\n'));
    expect(d.code).toBe('misplaced-seat');
    expect(at(d)).toBe('t.stw:2:25');
    expect(d.hint).toContain('next dealer player with place 4');
  });
  it('refuses a value the variant does not have, at the value', () => {
    const d = only(checkExtension('override rotation: next dealer player with most pointz [pagat "Deal"]\n'));
    expect(d.code).toBe('unknown-value');
    expect(at(d)).toBe('t.stw:2:49');
    const p = only(checkExtension('override rotation: next dealer player with plaice 4 [pagat "Deal"]\n'));
    expect(p.code).toBe('unknown-value');
    expect(at(p)).toBe('t.stw:2:44');
  });
});
