/**
 * Checks on cards moved by rule (issue 29): `give cards CARDS to SEAT`, `give talon to SEAT` and a
 * talon in the deal. Sets found only during play, sets that name no card of the deck, a talon that
 * is not dealt apart, `owner of their suit` where nobody chooses personal trumps, seats of the given
 * card outside `give cards`, unequal hands played in tricks, and a talon too large for the pack.
 * Every error is located at file:line:col.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkPath } from '../../src/check/check.ts';
import { memoryReader } from '../../src/resolve/load.ts';
import { checkExtension, only } from './fixtures.ts';

const at = (d: { loc: { source: unknown; start: { line: number; column: number } } }) =>
  `${String(d.loc.source)}:${d.loc.start.line}:${d.loc.start.column}`;

const BEATING = readFileSync('variants/bauernheinrich.stw', 'utf8');
const CHOSEN = readFileSync('variants/house/bauernheinrich-chosen-trumps.stw', 'utf8');

/** Checks `extra` (from line 3 of t.stw) on top of Bauernheinrich, or of its chosen-trumps house rule. */
function onBeating(extra: string, base = 'bauernheinrich') {
  // The source has an id of its own: the chosen-trumps house rule declares `table` already.
  const head = `variant t "T"\nextends ${base}\nsource ours "House rule: t" by "us"\n`;
  return checkPath(
    memoryReader({
      bauernheinrich: BEATING,
      'bauernheinrich-chosen-trumps': CHOSEN,
      t: head + extra.replaceAll('[table]', '[ours]'),
    }),
    't',
  );
}

describe('give-cards: the cards given are named before play', () => {
  it('refuses a set found during play, at the set', () => {
    const d = only(onBeating('x: give cards led to dealer [table]\n'));
    expect([d.code, at(d)]).toEqual(['give-cards', 't.stw:4:15']);
    expect(d.message).toBe('`led` is found only during play, but `give cards` moves cards before play');
  });
  it('refuses a rank the deck does not have, at the rank', () => {
    const d = only(onBeating('x: give cards rank 7 or rank 6 to dealer [table]\n'));
    expect([d.code, at(d)]).toEqual(['give-cards', 't.stw:4:30']);
    expect(d.message).toBe('`6` is not a rank of the deck, so `rank 6` names no card');
    expect(d.hint).toBe('the ranks are 7, 8, 9, 10, J, Q, K, A');
  });
  it('refuses a symbol that is neither suit nor card, with the hint for a rank', () => {
    const d = only(onBeating('x: give cards Q to dealer [table]\n'));
    expect([d.code, at(d)]).toEqual(['give-cards', 't.stw:4:15']);
    expect(d.hint).toBe('for every card of that rank write `rank Q`');
  });
  it('refuses giving 0 cards of a set, at the number', () => {
    const d = only(onBeating('x: give 0 of H to next active after their holder [table]\n'));
    expect([d.code, at(d)]).toEqual(['give-count', 't.stw:4:9']);
    expect(d.message).toBe('giving 0 cards of a set gives nothing');
  });
  it('accepts suits, cards and ranks joined by `or`', () => {
    expect(
      onBeating('x: give cards H or KS or rank 7 to next active after their holder [table]\n').diagnostics,
    ).toEqual([]);
  });
});

describe('misplaced-seat: the seats of the card given', () => {
  it('refuses `owner of their suit` where the play gives no personal trumps (a lay-off), at the seat', () => {
    const KEIN_STICH = readFileSync('variants/kein-stich.stw', 'utf8');
    const text =
      'variant t "T"\nextends kein-stich\nsource ours "House rule: t" by "us"\n' +
      'phase domino {\n  x: give cards rank 7 to owner of their suit [ours]\n}\n';
    const d = only(checkPath(memoryReader({ 'kein-stich': KEIN_STICH, t: text }), 't'));
    expect([d.code, at(d)]).toEqual(['misplaced-seat', 't.stw:5:27']);
    expect(d.message).toBe(
      '`owner of their suit` is the player whose personal trump its suit is, and no play of this deal gives personal trumps',
    );
  });
  it('accepts it where the cards fix the personal trumps (the shipped Bauernheinrich: from the holder of the Ace of Clubs)', () => {
    expect(onBeating('x: give cards rank 7 to owner of their suit [table]\n').diagnostics).toEqual([]);
  });
  it('accepts it where personal trumps are chosen', () => {
    expect(
      onBeating('x: give cards rank 7 to owner of their suit [table]\n', 'bauernheinrich-chosen-trumps').diagnostics,
    ).toEqual([]);
  });
  it('refuses `their holder` outside `give cards`, at the seat', () => {
    const d = only(onBeating('override rotation: next dealer next active after their holder [table]\n'));
    expect([d.code, at(d)]).toEqual(['misplaced-seat', 't.stw:4:50']);
  });
  it('refuses `holder of` in the deal, where the cards are not dealt yet', () => {
    const d = only(
      onBeating('override dealing: deal 7 each in packets 3 2 2 from forehand, talon 4 to holder of AC [table]\n'),
    );
    expect([d.code, at(d)]).toEqual(['misplaced-seat', 't.stw:4:74']);
  });
});

describe('give-talon: a talon to give', () => {
  it('refuses giving a talon the deal does not deal, at the clause', () => {
    const d = only(onBeating('x: give talon to dealer [table]\n'));
    expect([d.code, at(d)]).toEqual(['give-talon', 't.stw:4:4']);
    expect(d.message).toBe('the deal deals no talon, so there is none to give');
  });
  it('refuses giving a talon already dealt into a hand', () => {
    const d = only(
      onBeating(
        'override dealing: deal 7 each in packets 3 2 2 from forehand, talon 4 to dealer [table]\nx: give talon to dealer [table]\n',
      ),
    );
    expect([d.code, at(d)]).toEqual(['give-talon', 't.stw:5:4']);
  });
  it('accepts a talon dealt apart and given', () => {
    expect(
      onBeating(
        'override dealing: deal 7 each in packets 3 2 2 from forehand, talon 4 [table]\nx: give talon to holder of AC [table]\n',
      ).diagnostics,
    ).toEqual([]);
  });
});

describe('deal-packets: a talon the pack can hold', () => {
  it('refuses a talon larger than the cards left, at its number', () => {
    const d = only(onBeating('override dealing: deal 7 each in packets 3 2 2 from forehand, talon 5 [table]\n'));
    expect([d.code, at(d)]).toEqual(['deal-packets', 't.stw:4:69']);
    expect(d.message).toBe('4 players of 7 cards and a talon of 5 need 33; the pack has 32');
  });
});

describe('unequal-hands: hands of different sizes are not played in tricks', () => {
  it('refuses cards given by rule in a game of tricks, at the clause', () => {
    const d = only(checkExtension('x: give cards H to next active after their holder [pagat "Deal"]\n'));
    expect([d.code, at(d)]).toEqual(['unequal-hands', 't.stw:2:4']);
  });
  it('refuses a talon dealt into a hand in a game of tricks, at the talon', () => {
    const d = only(
      checkExtension('override dealing: deal 5 each in packets 3 2 from forehand, talon 2 to dealer [pagat "Deal"]\n'),
    );
    expect([d.code, at(d)]).toEqual(['unequal-hands', 't.stw:2:61']);
  });
  it('accepts a talon dealt apart in a game of tricks (the hands stay equal)', () => {
    expect(
      checkExtension('override dealing: deal 5 each in packets 3 2 from forehand, talon 2 [pagat "Deal"]\n')
        .diagnostics,
    ).toEqual([]);
  });
});
