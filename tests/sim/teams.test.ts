/** `simulate` reports the teams of a variant with partners (issue 29), and only then. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { checkPath } from '../../src/check/check.ts';
import { compileVariant } from '../../src/compile/compile.ts';
import { memoryReader } from '../../src/resolve/load.ts';
import { simulate } from '../../src/sim/simulate.ts';
import { reportText } from '../../src/sim/report.ts';
import { bots } from '../../src/engine/bots.ts';

const files = {
  'hindersche-pagat': readFileSync('variants/hindersche-pagat.stw', 'utf8'),
  'hindersche-partners': readFileSync('variants/house/hindersche-partners.stw', 'utf8'),
};
const compiled = (id: string) => compileVariant(checkPath(memoryReader(files), id).variant!);
const opts = { games: 40, seed: 5, bot: bots.random!, botName: 'random' };

describe('simulate with teams', () => {
  it('gives each team its players and the share of games one of them lost: the seats’ losses added up', () => {
    const r = simulate(compiled('hindersche-partners'), opts);
    expect(r.teams!.map((t) => t.players)).toEqual([
      ['P1', 'P3'],
      ['P2', 'P4'],
    ]);
    const lost = (q: number) => r.seats[q]!.lost.value;
    expect(r.teams![0]!.lost.value).toBeCloseTo(lost(0) + lost(2), 4);
    expect(r.teams![1]!.lost.value).toBeCloseTo(lost(1) + lost(3), 4);
    expect(reportText(r)).toContain('team P1 & P3');
  });
  it('leaves the report of a variant without teams as it was: no `teams` key', () => {
    expect(Object.hasOwn(simulate(compiled('hindersche-pagat'), opts), 'teams')).toBe(false);
  });
});
