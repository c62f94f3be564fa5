import { describe, expect, it } from 'vitest';
import { checkExtension, only } from './fixtures.ts';

// Extensions start on line 2 of t.stw (line 1: `variant t "T" extends mini`).
describe('no-player-in-scope', () => {
  it('reports a per-player value in a scoring condition, at the value', () => {
    const d = only(checkExtension('big (before made): when points >= 100: nothing [pagat "Vier-Strich"]\n'));
    expect(d.code).toBe('no-player-in-scope');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 25]);
    expect(d.hint).toContain('all points');
  });
  it('accepts the same value inside `players where`, in an amount and in a march rule', () => {
    const r = checkExtension(
      'big (before made): when count(players where points >= 100) = 1: add points marks to everyone [pagat "Vier-Strich"]\n',
    );
    expect(r.diagnostics).toEqual([]);
  });
});

describe('misplaced-clause', () => {
  it('reports a scoring clause outside any phase', () => {
    const d = only(checkExtension('stray: when march: nothing [pagat "Vier-Strich"]\n'));
    expect(d.code).toBe('misplaced-clause');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 1]);
    expect(d.message).toContain('outside any phase');
  });
  it('reports a whole-game clause inside a phase', () => {
    const d = only(
      checkExtension(
        'phase vier {\n  early-over: game over when active = 2: remaining loses game with 1 frame [pagat "Butzen"]\n}\n',
      ),
    );
    expect(d.code).toBe('misplaced-clause');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([3, 3]);
    expect(d.message).toContain('whole game');
  });
  it('reports a placement on an override', () => {
    const d = only(
      checkExtension('override most (before made): otherwise: add 2 marks to most points [pagat "Vier-Strich"]\n'),
    );
    expect(d.code).toBe('misplaced-clause');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 23]);
  });
});

describe('unreachable-clause', () => {
  it('reports `ends when` in the last phase', () => {
    const d = only(checkExtension('phase butzen {\n  butzen-end: ends when active = 1 [pagat "Butzen"]\n}\n'));
    expect(d.code).toBe('unreachable-clause');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([3, 3]);
  });
});

describe('conflicting-clauses', () => {
  it('reports two winner clauses in force at once', () => {
    const d = only(checkExtension('second-winner: winner highest led [pagat "Play"]\n'));
    expect(d.code).toBe('conflicting-clauses');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 1]);
    expect(d.message).toContain('trick-winner');
  });
  it('accepts two clauses guarded by different readings of one ambiguity', () => {
    const r =
      checkExtension(`override trick-winner: winner highest trump else highest led if reading asking is any-number [pagat "Play"]
led-winner: winner highest led if reading asking is two-players [pagat "Play"]\n`);
    expect(r.diagnostics).toEqual([]);
  });
});

describe('missing-clause under a reading', () => {
  it('reports a required kind that one reading leaves out', () => {
    const d = only(
      checkExtension(
        'override trick-winner: winner highest trump else highest led if reading asking is any-number [pagat "Play"]\n',
      ),
    );
    expect(d.code).toBe('missing-clause');
    expect(d.message).toContain('two-players');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 62]);
  });
});

describe('deal-packets', () => {
  it('reports packets that do not add up to the hand', () => {
    const d = only(checkExtension('override dealing: deal 6 each in packets 3 2 from forehand [pagat "Deal"]\n'));
    expect(d.code).toBe('deal-packets');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 19]);
    expect(d.message).toContain('add up to 5');
  });
  it('reports more cards than the pack holds', () => {
    const d = only(checkExtension('override dealing: deal 7 each in packets 7 from forehand [pagat "Deal"]\n'));
    expect(d.code).toBe('deal-packets');
    expect(d.message).toContain('28');
  });
});

describe('tally-kind', () => {
  it('reports a payment into a tally kept per player', () => {
    const d = only(
      checkExtension(
        'phase vier { pay-frame (before made): when march: pay 1 marks from everyone into frame [pagat "Vier-Strich"] }\n',
      ),
    );
    expect(d.code).toBe('tally-kind');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 82]);
  });
});

describe('cards named by a play clause', () => {
  it('reports a lay-off starting card that is not in the deck', () => {
    // A lay-off play-off is ranked by the order of going out (else: playoff-never-decides).
    const d = only(
      checkExtension(
        'phase vier { lay: play layoff from JZ [pagat "Vier-Strich"] }\n' +
          'override playoff-rank: playoff rank fewest place, then fewest points [pagat "Playoff"]\n',
      ),
    );
    expect(d.code).toBe('unknown-card');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 36]);
  });
});

describe('trick numbers', () => {
  it('reports a trick the deal does not have', () => {
    const d = only(checkExtension('phase vier { late: points trick 9 40 [pagat "Vier-Strich"] }\n'));
    expect(d.code).toBe('points-total');
    expect(d.message).toContain('no trick 9');
  });
});

describe('placing an inherited phase', () => {
  it('reports a placement on a phase the base already has', () => {
    const d = only(checkExtension('phase vier "Again" (after butzen) { }\n'));
    expect(d.code).toBe('misplaced-clause');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([2, 27]);
  });
});
