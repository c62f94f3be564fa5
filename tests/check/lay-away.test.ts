/**
 * Checks on cards laid away (issue 29): `lay away N by SEAT` after a talon taken, in a deal played in
 * tricks (Hindersche, 9 cards each). The hands must end equal: a talon taken and laid away again by
 * the same player passes; a lay-away without a talon, of another size than the talon, or by another
 * player than its taker is refused (`unequal-hands`), and so is a count no hand can give
 * (`lay-away`). Every error is located at file:line:col.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkPath } from '../../src/check/check.ts';
import { memoryReader } from '../../src/resolve/load.ts';

const at = (d: { code: string; loc: { source: unknown; start: { line: number; column: number } } }) =>
  `${d.code} ${String(d.loc.source)}:${d.loc.start.line}:${d.loc.start.column}`;

const HINDERSCHE = readFileSync('variants/hindersche-pagat.stw', 'utf8');
const TALON = 'override dealing: deal 8 each in packets 3 2 3 from forehand, talon 2, rest to stock [ours]\n';

/** Checks `extra` (from line 4 of t.stw) on top of Hindersche: its diagnostics as `code file:line:col`. */
function onTricks(extra: string) {
  const head = 'variant t "T"\nextends hindersche-pagat\nsource ours "House rule: t" by "us"\n';
  return checkPath(memoryReader({ 'hindersche-pagat': HINDERSCHE, t: head + extra }), 't').diagnostics;
}

describe('lay away: a talon taken and laid away again in a deal of tricks', () => {
  it('accepts the talon given to the dealer and two cards laid away by the dealer, counting for them', () => {
    expect(
      onTricks(`${TALON}t1: give talon to dealer [ours]\nt2: lay away 2 by dealer, counting for them [ours]\n`),
    ).toEqual([]);
  });
  it('accepts a talon dealt into the dealer’s hand and laid away by the dealer', () => {
    const deal =
      'override dealing: deal 8 each in packets 3 2 3 from forehand, talon 2 to dealer, rest to stock [ours]\n';
    expect(onTricks(`${deal}t2: lay away 2 by dealer [ours]\n`)).toEqual([]);
  });
  it('accepts the holder of a card as the one who takes the talon and lays away', () => {
    expect(onTricks(`${TALON}t1: give talon to holder of AC [ours]\nt2: lay away 2 by holder of AC [ours]\n`)).toEqual(
      [],
    );
  });
  it('refuses laying away with no talon taken, at the step, for the hands end unequal', () => {
    const ds = onTricks('t2: lay away 2 by dealer [ours]\n');
    expect(ds.map(at)).toEqual(['unequal-hands t.stw:4:5']);
    expect(ds[0]!.message).toBe(
      'laying cards away leaves that hand smaller than the others (the player takes no talon), but this deal is played in tricks, one card from each hand',
    );
  });
  it('refuses laying away more than the talon brought, at the step (and the talon not laid away, at its step)', () => {
    const ds = onTricks(`${TALON}t1: give talon to dealer [ours]\nt2: lay away 3 by dealer [ours]\n`);
    expect(ds.map(at)).toEqual(['unequal-hands t.stw:5:5', 'unequal-hands t.stw:6:5']);
    expect(ds[1]!.message).toBe(
      'the player takes a talon of 2 cards but lays 3 away, which leaves their hand smaller than the others, but this deal is played in tricks, one card from each hand',
    );
    expect(ds[1]!.hint).toBe(
      'lay away as many cards as the talon holds (`lay away 2 by ...`), by the player who takes it',
    );
  });
  it('refuses a talon taken by one player and laid away by another: both steps, each at its place', () => {
    const ds = onTricks(`${TALON}t1: give talon to dealer [ours]\nt2: lay away 2 by next active after dealer [ours]\n`);
    expect(ds.map(at).sort()).toEqual(['unequal-hands t.stw:5:5', 'unequal-hands t.stw:6:5']);
  });
  it('refuses laying away more cards than the hand holds, at the number', () => {
    const ds = onTricks(`${TALON}t1: give talon to dealer [ours]\nt2: lay away 11 by dealer [ours]\n`);
    expect(ds.map(at)).toEqual(['unequal-hands t.stw:5:5', 'lay-away t.stw:6:14']);
    expect(ds[1]!.message).toBe(
      'the player laying cards away holds 10 cards then (8 dealt, 2 taken with the talon), so cannot lay 11 away',
    );
    expect(ds[1]!.hint).toBe('lay away at most 10');
  });
  it('refuses laying away 0 cards, at the number', () => {
    const ds = onTricks('t2: lay away 0 by dealer [ours]\n');
    expect(ds.map(at)).toEqual(['lay-away t.stw:4:14']);
    expect(ds[0]!.message).toBe('laying away 0 cards lays nothing away');
  });
  it('still refuses a talon taken and not laid away, at the step', () => {
    expect(onTricks(`${TALON}t1: give talon to dealer [ours]\n`).map(at)).toEqual(['unequal-hands t.stw:5:5']);
  });
});
