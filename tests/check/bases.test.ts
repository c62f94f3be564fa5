/**
 * `extends` with several bases (a house rule playing Power with the March), and a local file that
 * hides the shipped base it extends (issue 10).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPath } from '../../src/check/check.ts';
import { compileVariant } from '../../src/compile/compile.ts';
import { diskReader, VARIANTS_DIR } from '../../src/resolve/disk.ts';
import { memoryReader } from '../../src/resolve/load.ts';
import { checkHouseRule } from '../../src/islands/house-rule.ts';
import { only, positionOf } from './fixtures.ts';

const shipped = Object.fromEntries(
  readdirSync(VARIANTS_DIR)
    .filter((f) => f.endsWith('.stw'))
    .map((f) => [f.slice(0, -4), readFileSync(join(VARIANTS_DIR, f), 'utf8')]),
);

const house = (bases: string, rest = '') =>
  `variant power-march "Power with the March"\nextends ${bases}\n\nsource house "Our table" by "Us"\n${rest}`;

describe('extends with several bases', () => {
  it("Power with the March checks clean: Power's scoring and the March in its one trick deal", () => {
    const r = checkPath(memoryReader({ ...shipped, h: house('kein-stich-power, kein-stich-march') }), 'h');
    expect(r.diagnostics).toEqual([]);
    const v = r.variant!;
    expect(v.chain).toEqual(['power-march', 'kein-stich-power', 'kein-stich', 'kein-stich-march']);
    expect(v.phases.map((p) => p.id)).toEqual(['no-tricks', 'domino']);
    const cv = compileVariant(v);
    const noTricks = cv.phases[0]!;
    expect(noTricks.pointsTotal).toBe(32); // Power's card points
    expect(noTricks.march).not.toBeNull(); // the March
    expect(noTricks.scoring.map((s) => s.id)).toEqual(['no-tricks-marched', 'no-tricks-pay']);
    expect(cv.phases[1]!.scoring.map((s) => s.id)).toEqual(['domino-pay']);
    expect(Object.keys(cv.readings).sort()).toEqual([
      'deal-passes',
      'march-difference',
      'march-penalties',
      'power-prizes',
      'table-size',
    ]);
    // The March's clauses for the deals Power leaves out go with them.
    expect(v.clauses.some((c) => c.id.startsWith('no-hearts'))).toBe(false);
  });

  it('the bases in the other order give the same rules', () => {
    const a = checkPath(memoryReader({ ...shipped, h: house('kein-stich-power, kein-stich-march') }), 'h').variant!;
    const b = checkPath(memoryReader({ ...shipped, h: house('kein-stich-march, kein-stich-power') }), 'h');
    expect(b.diagnostics).toEqual([]);
    const rules = (v: typeof a) => v.clauses.map((c) => `${c.phase}/${c.id}/${c.from}`).sort();
    expect(rules(b.variant!)).toEqual(rules(a));
  });

  it('one base keeps working exactly as before', () => {
    const one = checkPath(memoryReader({ ...shipped, h: house('kein-stich-power') }), 'h');
    const direct = checkPath(memoryReader(shipped), 'kein-stich-power');
    expect(one.diagnostics).toEqual([]);
    expect(one.variant!.clauses.map((c) => c.id)).toEqual(direct.variant!.clauses.map((c) => c.id));
    expect(one.variant!.chain).toEqual(['power-march', 'kein-stich-power', 'kein-stich']);
  });

  it('conflicting-bases: two bases change the same clause, located at the later base', () => {
    const text = house('kein-stich-power, kein-stich-king-louis');
    const d = only(checkPath(memoryReader({ ...shipped, h: text }), 'h'));
    const at = positionOf(text, 'kein-stich-king-louis');
    expect([d.code, d.loc.source, d.loc.start.line, d.loc.start.column]).toEqual([
      'conflicting-bases',
      'h.stw',
      at.line,
      at.column,
    ]);
    expect(d.message).toBe('`kein-stich-king-louis` and `kein-stich-power` both change clause `domino-pay`');
    expect(d.hint).toContain('override domino-pay');
  });

  it('conflicting-bases: the same one conflict in the other order (what Power overrides in the deal King Louis drops goes with it)', () => {
    const text = house('kein-stich-king-louis, kein-stich-power');
    const d = only(checkPath(memoryReader({ ...shipped, h: text }), 'h'));
    const at = positionOf(text, 'kein-stich-power');
    expect([d.code, d.loc.start.line, d.loc.start.column]).toEqual(['conflicting-bases', at.line, at.column]);
    expect(d.message).toBe('`kein-stich-power` and `kein-stich-king-louis` both change clause `domino-pay`');
  });

  it('a conflict this file settles by overriding the clause is no error', () => {
    const text = house(
      'kein-stich-power, kein-stich-king-louis',
      'override domino-pay: otherwise: pay 20 pot to (players where place = 1) as stakes [house]\n',
    );
    const r = checkPath(memoryReader({ ...shipped, h: text }), 'h');
    expect(r.diagnostics.filter((d) => d.code === 'conflicting-bases')).toEqual([]);
  });

  it('an override inside a phase block settles a conflict too', () => {
    const text = house(
      'kein-stich-power, kein-stich-king-louis',
      'phase domino {\n  override domino-pay: otherwise: pay 20 pot to (players where place = 1) as stakes [house]\n}\n',
    );
    const r = checkPath(memoryReader({ ...shipped, h: text }), 'h');
    expect(r.diagnostics.filter((d) => d.code === 'conflicting-bases')).toEqual([]);
  });

  it('unrelated-bases: bases of different games', () => {
    const text = house('kein-stich-power, hindersche-pagat');
    const d = only(checkPath(memoryReader({ ...shipped, h: text }), 'h'));
    const at = positionOf(text, 'hindersche-pagat');
    expect([d.code, d.loc.start.line, d.loc.start.column]).toEqual(['unrelated-bases', at.line, at.column]);
  });

  it('the playground checks a house rule with two bases', () => {
    const r = checkHouseRule(shipped, house('kein-stich-power, kein-stich-march'));
    expect(r.diagnostics).toEqual([]);
    expect(r.base?.id).toBe('kein-stich-power');
  });
});

describe('a local file named like the base it extends', () => {
  it('is reported as hiding the base, not as a cycle', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stichwort-'));
    const path = join(dir, 'kein-stich.stw');
    writeFileSync(path, 'variant my-kein-stich "Ours"\nextends kein-stich\n');
    const d = only(checkPath(diskReader, path));
    expect([d.code, d.loc.start.line, d.loc.start.column]).toEqual(['hides-base', 2, 9]);
    expect(String(d.loc.source)).toBe(
      relative(process.cwd(), path).startsWith('..') ? path : relative(process.cwd(), path),
    );
    expect(d.message).toContain('kein-stich.stw');
    expect(d.hint).toMatch(/rename/);
  });

  it('a base that cannot be read (a folder, or over 1 MiB) is reported at the `extends` that names it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stichwort-'));
    mkdirSync(join(dir, 'folder.stw'));
    writeFileSync(join(dir, 'huge.stw'), `variant huge\n${'# padding\n'.repeat(120_000)}`);
    for (const [base, why] of [
      ['folder', /folder\.stw: is a directory/],
      ['huge', /huge\.stw: .*(1 MiB|too large)/],
    ] as const) {
      const path = join(dir, `on-${base}.stw`);
      writeFileSync(path, `variant on-${base} "Ours"\nextends ${base}\n`);
      const d = only(checkPath(diskReader, path));
      expect([d.code, d.loc.start.line, d.loc.start.column]).toEqual(['unreadable-base', 2, 9]);
      expect(d.message).toMatch(why);
    }
  });
});
