/**
 * Card-play rules of one phase (issue 29): a `must` clause in a phase's block binds the deals of that
 * phase only; the checker says where such a clause may stand (not in a phase played by laying off or
 * beating), why a whole-game clause of card play may not stand in a phase, and what to write instead
 * of `phase =` in a card-play rule.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPath } from '../../src/check/check.ts';
import { compileVariant } from '../../src/compile/compile.ts';
import { VARIANTS_DIR } from '../../src/resolve/disk.ts';
import { memoryReader } from '../../src/resolve/load.ts';
import { checkExtension, only } from './fixtures.ts';

const keinStich = readFileSync(join(VARIANTS_DIR, 'kein-stich.stw'), 'utf8');

/** Checks a house rule on Kein Stich: its line 1 is the `variant` line, `rest` starts on line 4. */
const overKeinStich = (rest: string) =>
  checkPath(
    memoryReader({
      'kein-stich': keinStich,
      h: `variant h "H"\nextends kein-stich\nsource table "House rule: t" by "us"\n${rest}`,
    }),
    'h',
  );

describe('a `must` clause in a phase', () => {
  it('checks clean in a phase played in tricks, in a block that adds to an inherited phase', () => {
    const r = overKeinStich('phase no-hearts {\n  no-lead: must not lead H when played H = 0   [table]\n}\n');
    expect(r.diagnostics).toEqual([]);
    const clause = r.variant!.clauses.find((c) => c.id === 'no-lead')!;
    expect(clause.phase).toBe('no-hearts');
  });

  it('checks clean placed next to a clause of the phase, and then binds in that phase', () => {
    const r = overKeinStich('king (after no-max-cost): must play KH when not holding led   [table]\n');
    expect(r.diagnostics).toEqual([]);
    expect(r.variant!.clauses.find((c) => c.id === 'king')!.phase).toBe('no-max');
  });

  it('is refused in a phase played by laying off, at its label, saying why', () => {
    const d = only(overKeinStich('phase domino {\n  no-lead: must not lead H   [table]\n}\n'));
    expect(d.code).toBe('misplaced-clause');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([5, 3]);
    expect(d.message).toBe(
      '`must` clause `no-lead` binds card play in tricks, but the deals of phase `domino` are played by laying off, so it never applies',
    );
    expect(d.hint).toContain('a phase played in tricks');
  });

  it('is refused in a phase whose own `play` clause lays off, though the game plays tricks', () => {
    // Laying off in Vier-Strich brings other problems too (its play-offs); only the placement is asked here.
    const r = checkExtension(
      'phase vier {\n  lay: play layoff from 9S [pagat "Play"]\n  rule: must not lead H [pagat "Play"]\n}\n',
    );
    const d = only({ diagnostics: r.diagnostics.filter((x) => x.code === 'misplaced-clause') });
    expect([d.loc.start.line, d.loc.start.column]).toEqual([4, 3]);
    expect(d.message).toContain('phase `vier` are played by laying off');
  });
});

describe('card-play clauses a phase may not scope', () => {
  it('`winner` in a phase: the hint says why, and what a phase scopes', () => {
    const d = only(overKeinStich('phase no-hearts {\n  w: winner highest led   [table]\n}\n'));
    expect(d.code).toBe('misplaced-clause');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([5, 3]);
    expect(d.hint).toBe(
      'move it out of the phase block: one trick winner holds in every deal; a phase scopes its scoring, its `points` and `play`, its steps before play (`give`, `exchange`, `trump named by`) and card-play rules (`must`, `must not`)',
    );
  });

  it('`phase =` in a card-play rule: refused at the comparison, with the phase block as the hint', () => {
    const d = only(overKeinStich('king: must play KH when not holding led and phase = no-max   [table]\n'));
    expect(d.code).toBe('play-condition');
    expect([d.loc.start.line, d.loc.start.column]).toEqual([4, 45]);
    expect(d.hint).toBe(
      "write the rule inside the phase's block: `phase no-max { LABEL: must ... }` (in a file that extends another, the block adds it to the inherited phase)",
    );
  });
});

describe('compiled: the rules of a phase are its own', () => {
  it("a phase with `must` clauses has the game's and its own, in the order of the rule list; the others share the game's", () => {
    const r = overKeinStich(
      'phase no-hearts {\n  no-lead: must not lead H when played H = 0   [table]\n}\nphase no-max {\n  king: must play KH when not holding led   [table]\n}\n',
    );
    expect(r.diagnostics).toEqual([]);
    const cv = compileVariant(r.variant!);
    const ids = (ph: string) => {
      const play = cv.phases.find((p) => p.id === ph)!.play;
      return [...play.leading, ...play.constraints].map((k) => k.id);
    };
    expect(ids('no-tricks')).toEqual(['follow-suit']);
    expect(cv.phases.find((p) => p.id === 'no-tricks')!.play).toBe(cv.play);
    expect(ids('no-hearts')).toEqual(['no-lead', 'follow-suit']);
    expect(ids('no-max')).toEqual(['follow-suit', 'king']);
    expect(cv.play.leading.map((k) => k.id)).toEqual([]);
  });

  it("a rule of one phase says so in its words, by the phase's title", () => {
    const r = overKeinStich('phase no-max {\n  king: must play KH when not holding led   [table]\n}\n');
    const cv = compileVariant(r.variant!);
    const king = cv.phases.find((p) => p.id === 'no-max')!.play.constraints.find((k) => k.id === 'king')!;
    expect(king.reason).toBe(
      'In a deal of No Max (King of Hearts), the King of Hearts must be played when the player holds no card of the suit led (king)',
    );
  });
});
