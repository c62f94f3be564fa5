/**
 * Cards that pass on when picked up (`on pickup: give cards CARDS to SEAT`, issue 29): the checker
 * refuses the clause where nobody picks up (`pass-on-play`), sets that read the trick or name no card
 * (`give-cards`), seats known only after the deal (`misplaced-seat`) and two in force at once, each
 * at its exact place.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkPath } from '../../src/check/check.ts';
import { memoryReader } from '../../src/resolve/load.ts';

const BASES: Record<string, string> = {
  bauernheinrich: readFileSync('variants/bauernheinrich.stw', 'utf8'),
  'kein-stich': readFileSync('variants/kein-stich.stw', 'utf8'),
};
/** Checks `body` (line 4 on) as a house rule on `base`. */
const checkOn = (base: string, body: string) =>
  checkPath(
    memoryReader({ ...BASES, t: `variant t "T"\n  extends ${base}\nsource table "House rule" by "us"\n${body}` }),
    't',
  ).diagnostics;
const at = (d: { code: string; loc: { source: unknown; start: { line: number; column: number } } }) =>
  `${d.code} ${String(d.loc.source)}:${d.loc.start.line}:${d.loc.start.column}`;

describe('on pickup: give cards', () => {
  it('checks clean in a beating game, with the holder, the owner of the suit or the holder of a card as seat', () => {
    expect(
      checkOn('bauernheinrich', 'k: on pickup: give cards rank K or AH to next active after their holder [table]\n'),
    ).toEqual([]);
    expect(checkOn('bauernheinrich', 'k: on pickup: give cards H to owner of their suit [table]\n')).toEqual([]);
    expect(checkOn('bauernheinrich', 'k: on pickup: give cards QS to holder of AC [table]\n')).toEqual([]);
  });

  it('refuses it in a deal played in tricks or laid off, at the clause, naming the play', () => {
    const d = checkOn('kein-stich', 'k: on pickup: give cards rank K to next active after their holder [table]\n');
    expect(d.map(at)).toEqual(['pass-on-play t.stw:4:4']);
    expect(d[0]!.message).toMatch(/^cards pass on when a player picks up, but a deal of phase \S+ is played/);
    expect(d[0]!.message).toMatch(/, where nobody picks up$/);
    expect(d[0]!.hint).toContain('`play beating, ...`');
    const layoff = checkOn(
      'kein-stich',
      'phase domino {\n  k: on pickup: give cards rank K to next active after their holder [table]\n}\n',
    );
    expect(layoff.map(at)).toEqual(['pass-on-play t.stw:5:6']);
    expect(layoff[0]!.message).toMatch(
      /^cards pass on when a player picks up, but this deal is played by laying off \(rule \S+\), where nobody picks up$/,
    );
  });

  it('refuses sets that read the trick or name no card, each at its place', () => {
    const d = checkOn(
      'bauernheinrich',
      'k: on pickup: give cards rank K or trump or rank X or QX or 9 to next active after their holder [table]\n',
    );
    expect(d.map(at)).toEqual([
      'give-cards t.stw:4:36',
      'give-cards t.stw:4:50',
      'give-cards t.stw:4:55',
      'give-cards t.stw:4:61',
    ]);
    expect(d[0]!.message).toBe(
      '`trump` reads a trick or a single trump suit, which cards picked up in a beating game do not have',
    );
    expect(d[3]!.hint).toBe('for every card of that rank write `rank 9`');
  });

  it('refuses a seat known only once the deal is over, at the seat', () => {
    const d = checkOn('bauernheinrich', 'k: on pickup: give cards rank K to player with place 4 [table]\n');
    expect(d.map(at)).toEqual(['misplaced-seat t.stw:4:36']);
    const l = checkOn('bauernheinrich', 'k: on pickup: give cards rank K to loser of last game [table]\n');
    expect(l.map(at)).toEqual(['misplaced-seat t.stw:4:36']);
  });

  it('refuses two in force at once', () => {
    const d = checkOn(
      'bauernheinrich',
      'k: on pickup: give cards rank K to next active after their holder [table]\nq: on pickup: give cards rank Q to dealer [table]\n',
    );
    expect(d.map(at)).toEqual(['conflicting-clauses t.stw:5:1']);
  });
});
