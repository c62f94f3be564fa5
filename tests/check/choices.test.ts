/**
 * Checks on a choice at the table (issue 29): an option id names one option of the variant
 * (`duplicate-option`), `chosen ID` names a declared option (`unknown-option`), in scoring and in
 * card-play rules alike, and the chooser's seat is checked like any step's (`misplaced-seat`). Every error is located at file:line:col.
 */
import { describe, expect, it } from 'vitest';
import { checkExtension, only } from './fixtures.ts';

// Extensions start on line 2 of t.stw (line 1: `variant t extends mini`).
const at = (d: { loc: { source: unknown; start: { line: number; column: number } } }) =>
  `${String(d.loc.source)}:${d.loc.start.line}:${d.loc.start.column}`;

const CALL = 'call: choice by dealer: loud "Announce", quiet "Say nothing" [pagat "Play"]\n';

describe('a choice at the table', () => {
  it('checks clean with options read by scoring', () => {
    const r = checkExtension(
      `${CALL}phase vier {\n  loud-made (before made): when chosen loud and march: add 2 marks to others [pagat "Play"]\n}\n`,
    );
    expect(r.diagnostics).toEqual([]);
  });
  it('accepts a choice once a game, a guarded option and an option offered once a game', () => {
    const r = checkExtension(
      'call: choice once a game by next active after dealer: loud "Announce" when deals > 0, quiet "Say nothing" once a game [pagat "Play"]\n',
    );
    expect(r.diagnostics).toEqual([]);
  });
  it('refuses an option id given twice, at the second', () => {
    const d = only(checkExtension('call: choice by dealer: loud "Announce", loud "Shout" [pagat "Play"]\n'));
    expect(d.code).toBe('duplicate-option');
    expect(at(d)).toBe('t.stw:2:42');
    expect(d.message).toBe('option `loud` is already an option of choice `call`');
  });
  it('refuses an option id of another choice too', () => {
    const d = only(checkExtension(`${CALL}call-2: choice by dealer: quiet "Pass" [pagat "Play"]\n`));
    expect(d.code).toBe('duplicate-option');
    expect(at(d)).toBe('t.stw:3:27');
  });
  it('refuses `chosen` naming no option, at the name, with a did-you-mean hint', () => {
    const d = only(
      checkExtension(
        `${CALL}phase vier {\n  x (before made): when chosen lowd: add 2 marks to others [pagat "Play"]\n}\n`,
      ),
    );
    expect(d.code).toBe('unknown-option');
    expect(at(d)).toBe('t.stw:4:32');
    expect(d.message).toBe('`lowd` is not an option of any choice');
    expect(d.hint).toBe('did you mean `loud`?');
  });
  it('refuses `chosen` in a variant without choices, saying how to declare one', () => {
    const d = only(
      checkExtension('phase vier {\n  x (before made): when chosen loud: add 2 marks to others [pagat "Play"]\n}\n'),
    );
    expect(d.code).toBe('unknown-option');
    expect(at(d)).toBe('t.stw:3:32');
    expect(d.hint).toBe('declare it in a choice: `ID: choice by SEAT: OPTION "Title", ...`');
  });
  it('accepts `chosen` in a card-play rule (a choice is made before play), and checks its option there too', () => {
    expect(checkExtension(`${CALL}no-hearts: must not lead H when chosen loud [pagat "Play"]\n`).diagnostics).toEqual(
      [],
    );
    const d = only(checkExtension(`${CALL}no-hearts: must not lead H when chosen lowd [pagat "Play"]\n`));
    expect(d.code).toBe('unknown-option');
    expect(at(d)).toBe('t.stw:3:40');
  });
  it('refuses a chooser named by a card, known only once the cards are dealt', () => {
    const d = only(checkExtension('call: choice by holder of AS: loud "Announce" [pagat "Play"]\n'));
    expect(d.code).toBe('misplaced-seat');
    expect(at(d)).toBe('t.stw:2:17');
  });
  it("refuses a card-play atom in an option's condition", () => {
    const d = only(checkExtension('call: choice by dealer: loud "Announce" when first trick [pagat "Play"]\n'));
    expect(d.code).toBe('play-condition');
    expect(at(d)).toBe('t.stw:2:46');
  });
  it('refuses an option without a title, saying what was expected', () => {
    const r = checkExtension('call: choice by dealer: loud, quiet [pagat "Play"]\n');
    expect(r.diagnostics[0]!.code).toBe('syntax');
    expect(at(r.diagnostics[0]!)).toBe('t.stw:2:25');
    expect(r.diagnostics[0]!.message).toContain('an option: an id and its title in quotes');
  });
});
