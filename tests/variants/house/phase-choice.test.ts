/**
 * The dealer chooses the contract (issue 29): the gallery house rule that plays Kein Stich's trick
 * contracts in the order the dealers choose checks clean, cites a house-rule source, and its examples
 * pass against it and fail against Kein Stich; a round played through the engine chooses each
 * contract once and ends with the Domino, and the next round chooses afresh.
 */
import { describe, expect, it } from 'vitest';
import { checkPath } from '../../../src/check/check.ts';
import { compileVariant } from '../../../src/compile/compile.ts';
import { diskReader } from '../../../src/resolve/disk.ts';
import { memoryReader } from '../../../src/resolve/load.ts';
import { readFileSync } from 'node:fs';
import { runExamples } from '../../../src/scenario/examples.ts';
import { replay } from '../../../src/scenario/replay.ts';

const ID = 'kein-stich-dealer-chooses';

describe(`gallery: ${ID}`, () => {
  const { variant, diagnostics } = checkPath(diskReader, `variants/house/${ID}.stw`);
  it('checks clean, extends Kein Stich with a house-rule source, and its examples pass against it and fail against its base', () => {
    expect(diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    const v = variant!;
    expect(v.file.extends.map((x) => x.name)).toEqual(['kein-stich']);
    expect(v.sources.get('table')?.title).toMatch(/^House rule: /);
    expect(v.clauses.some((c) => c.node.body.kind === 'PhaseOrder')).toBe(true);
    expect(runExamples(v).map((r) => (r.ok ? 'ok' : r.message))).toEqual(v.examples.map(() => 'ok'));
    const base = checkPath(diskReader, 'kein-stich').variant!;
    const againstBase = runExamples({ ...base, examples: v.examples, texts: new Map([...base.texts, ...v.texts]) });
    expect(againstBase.map((r) => r.ok)).toEqual(v.examples.map(() => false));
  });
  it('plays a round in the dealers’ order, then the next round chooses afresh', () => {
    const cv = compileVariant(variant!);
    const points = (n: number, e: number, s: number, w: number) => ({ N: n, E: e, S: s, W: w });
    const t = replay(cv, {
      variant: ID,
      players: ['N', 'E', 'S', 'W'],
      dealer: 'N',
      deals: [
        { plays: ['N:choose:no-obers'], points: points(10, 10, 10, 10), tricks: points(2, 2, 2, 2) },
        { plays: ['E:choose:no-tricks'], points: points(10, 10, 10, 10), tricks: points(2, 2, 2, 2) },
        { plays: ['S:choose:no-max'], points: points(40, 0, 0, 0), tricks: points(2, 2, 2, 2) },
        { plays: ['W:choose:no-hearts'], points: points(10, 10, 10, 10), tricks: points(2, 2, 2, 2) },
        { places: { N: 1, E: 2, S: 3, W: 4 } },
      ],
    });
    expect(t.error).toBeUndefined();
    expect(t.log.map((e) => e.phase)).toEqual(['no-obers', 'no-tricks', 'no-max', 'no-hearts', 'domino']);
    expect(t.log.at(-1)!.tallies.pot).toBe(0);
    expect(t.state).toMatchObject({ awaiting: 'rubber-over' });
  });
  it('reaches a block of phases in its written place: No Tricks first, a choice of two, then No Max and the Domino', () => {
    const body =
      'variant t "T"\n  extends kein-stich\nsource table "House rule" by "us"\n' +
      'middle: phases no-hearts, no-obers chosen by next active after dealer, each once a game [table]\n';
    const files = { 'kein-stich': readFileSync('variants/kein-stich.stw', 'utf8'), t: body };
    const cv = compileVariant(checkPath(memoryReader(files), 't').variant!);
    const even = { points: { N: 10, E: 10, S: 10, W: 10 }, tricks: { N: 2, E: 2, S: 2, W: 2 } };
    const t = replay(cv, {
      variant: 't',
      players: ['N', 'E', 'S', 'W'],
      dealer: 'N',
      deals: [even, { ...even, plays: ['S:choose:no-obers'] }, { ...even, plays: ['W:choose:no-hearts'] }, even],
    });
    expect(t.error).toBeUndefined();
    // The forehand of the deal about to be dealt chooses: S after E's deal, W after S's.
    expect(t.log.map((e) => [e.phase, e.dealer])).toEqual([
      ['no-tricks', 'N'],
      ['no-obers', 'E'],
      ['no-hearts', 'S'],
      ['no-max', 'W'],
    ]);
    expect(t.state).toMatchObject({ phase: 'domino', awaiting: 'deal' });
  });
});
