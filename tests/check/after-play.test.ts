/**
 * A choice made after play (`choice after play by SEAT: ...`, issue 29): its chooser may be named by a
 * measure of the deal just played, and the checker refuses what could never work, at the place:
 * an option read before it is chosen, a choice that no clause of a phase reads, and a chooser by a
 * value that the deals of a phase never give.
 */
import { describe, expect, it } from 'vitest';
import { checkExtension, only } from './fixtures.ts';

const at = (d: { loc: { source: unknown; start: { line: number; column: number } } }) =>
  `${String(d.loc.source)}:${d.loc.start.line}:${d.loc.start.column}`;
/** A choice after play in phase `vier` of the base, read by a scoring clause there; `extra` added after the phase. */
const inVier = (seat: string, extra = '') =>
  'phase vier {\n' +
  `  moon: choice after play by ${seat}: big "Count it double", small "Count it once" [pagat "Play"]\n` +
  '  double (before made): when chosen big: add 2 marks to others [pagat "Play"]\n' +
  '}\n' +
  extra;

describe('a choice made after play', () => {
  it('may name its chooser by a measure of the deal just played, and a seat counted from the dealer', () => {
    expect(checkExtension(inVier('player with points 140')).diagnostics).toEqual([]);
    expect(checkExtension(inVier('player with most points then most tricks')).diagnostics).toEqual([]);
    expect(checkExtension(inVier('next active after dealer')).diagnostics).toEqual([]);
  });
  it('a choice before play still may not name its chooser by a measure (misplaced-seat, at the seat)', () => {
    const d = only(checkExtension('call: choice by player with most points: a "A", b "B" [pagat "Play"]\n'));
    expect(d.code).toBe('misplaced-seat');
    expect(at(d)).toBe('t.stw:2:17');
    expect(d.hint).toContain('choice after play by');
  });
  it('refuses an option chosen after play read by a card-play rule (chosen-after-play, at the id)', () => {
    const d = only(
      checkExtension(inVier('player with points 140', 'early: must play trump when chosen big [pagat "Play"]\n')),
    );
    expect(d.code).toBe('chosen-after-play');
    expect(at(d)).toBe('t.stw:6:36');
    expect(d.message).toBe(
      '`big` is chosen after play (choice `moon`), so it is never chosen while the cards are played',
    );
  });
  it('refuses a choice after play that no clause of a phase it is made in reads (unread-choice, at `after play`)', () => {
    const d = only(
      checkExtension(
        'moon: choice after play by player with points 140: big "Double", small "Once" [pagat "Play"]\n' +
          'phase vier {\n  double (before made): when chosen big: add 2 marks to others [pagat "Play"]\n}\n',
      ),
    );
    expect(d.code).toBe('unread-choice');
    expect(at(d)).toBe('t.stw:2:14');
    expect(d.message).toContain('in the deals of phase `butzen`');
  });
  it('refuses a chooser by a value that a deal in tricks never gives (after-play-seat, at the value)', () => {
    const d = only(checkExtension(inVier('player with place 1')));
    expect(d.code).toBe('after-play-seat');
    expect(at(d)).toBe('t.stw:3:42');
    expect(d.message).toBe(
      'the deals of phase `vier` are played in tricks, which give no `place`, so this seat would name nobody there',
    );
  });
  it('parses `once a game` and `every deal` before `after play`, and nothing else there', () => {
    expect(checkExtension(inVier('dealer').replace('choice after', 'choice every deal after')).diagnostics).toEqual([]);
    const r = checkExtension(inVier('dealer').replace('after play', 'after plays'));
    expect(r.diagnostics.map((d) => d.code)).toEqual(['syntax']);
  });
});
