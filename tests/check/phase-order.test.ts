/**
 * Phases played in the order a player chooses (issue 29): `phases ... chosen by SEAT, each once a
 * game` checks clean on Kein Stich's trick contracts, and each misuse is refused at the phase named
 * (or the clause's label) with code `phase-order`, an unknown phase as `unknown-phase`, the clause
 * inside a phase as `misplaced-clause`, two in force as `conflicting-clauses`, a seat by a card as
 * `misplaced-seat`. Every error is located at file:line:col.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { checkPath } from '../../src/check/check.ts';
import { memoryReader } from '../../src/resolve/load.ts';

const KEIN_STICH = readFileSync('variants/kein-stich.stw', 'utf8');
// The house rule's own lines start on line 4.
const HEADER = 'variant t "T"\n  extends kein-stich\nsource table "House rule" by "us"\n';
const check = (body: string) =>
  checkPath(memoryReader({ 'kein-stich': KEIN_STICH, t: HEADER + body }), 't').diagnostics.map(
    (d) => `${String(d.loc.source)}:${d.loc.start.line}:${d.loc.start.column} ${d.code}: ${d.message}`,
  );
const order = (phases: string) => `contracts: phases ${phases} chosen by dealer, each once a game [table]\n`;

describe('phases chosen at the table', () => {
  it('checks clean with a list of phases that follow one another, and without a list (every phase but the last)', () => {
    expect(check(order('no-tricks, no-hearts, no-obers, no-max'))).toEqual([]);
    expect(check(order('no-hearts, no-obers'))).toEqual([]);
    expect(check('contracts: phases chosen by next active after dealer, each once a game [table]\n')).toEqual([]);
  });
  it('refuses a phase that is not declared, at its name, with a did-you-mean hint', () => {
    const r = checkPath(memoryReader({ 'kein-stich': KEIN_STICH, t: HEADER + order('no-trick, no-hearts') }), 't');
    expect(r.diagnostics.map((d) => [d.code, `${d.loc.start.line}:${d.loc.start.column}`, d.hint])).toEqual([
      ['unknown-phase', '4:19', 'did you mean `no-tricks`?'],
    ]);
  });
  it('refuses the last phase among the phases chosen, at its name', () => {
    expect(check(order('no-max, domino'))).toEqual([
      't.stw:4:27 phase-order: `domino` is the last phase: only a lost game leaves it, so the phases chosen after it could never be played',
    ]);
  });
  it('refuses phases that do not follow one another in the written order, naming the phase between', () => {
    expect(check(order('no-tricks, no-obers'))).toEqual([
      't.stw:4:30 phase-order: the phases chosen must follow one another in the written order, but `no-hearts` stands between `no-tricks` and `no-obers`',
    ]);
  });
  it('refuses a phase listed twice, and a choice of one phase', () => {
    expect(check(order('no-tricks, no-tricks'))).toEqual([
      't.stw:4:1 phase-order: `contracts` offers one phase only: there is nothing to choose',
      't.stw:4:30 phase-order: phase `no-tricks` is listed twice in `contracts`',
    ]);
  });
  it('refuses a phase chosen that never ends', () => {
    const extra = 'phase extra "Extra" (after no-max) {\n  extra-pay: otherwise: nothing [table]\n}\n';
    expect(check(order('no-max, extra') + extra)).toEqual([
      't.stw:4:27 phase-order: phase `extra` has no `ends when` clause: once chosen it would never end, and no other phase could be chosen',
      't.stw:5:7 never-ends: phase `extra` can never end: it has no `ends when`, and no `game over` clause or lost game can end the game in it',
    ]);
  });
  it('refuses the clause inside a phase, two in force at once, and a chooser named by a card', () => {
    expect(check(`phase no-max {\n  ${order('no-tricks, no-hearts')}}\n`)).toEqual([
      't.stw:5:3 misplaced-clause: `phases-chosen` clause `contracts` is about the whole game, not phase `no-max`',
    ]);
    expect(check(order('no-tricks, no-hearts') + order('no-obers, no-max').replace('contracts', 'more'))).toEqual([
      't.stw:5:1 conflicting-clauses: `more` and `contracts` are both `phases-chosen` clauses in force at once; only one can be',
    ]);
    expect(check('contracts: phases no-tricks, no-hearts chosen by holder of JC, each once a game [table]\n')).toEqual([
      't.stw:4:50 misplaced-seat: `holder of JC` is only known once the cards are dealt, after the dealer is chosen',
    ]);
  });
});
