/** The Play table with partners (issue 29): each team's tallies in the score bar, only in a game with teams. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { checkPath } from '../../src/check/check.ts';
import { compileVariant } from '../../src/compile/compile.ts';
import { memoryReader } from '../../src/resolve/load.ts';
import { createPlayGame } from '../../src/islands/play-game.ts';
import { tableModel } from '../../src/islands/play-model.ts';

const files = {
  'hindersche-pagat': readFileSync('variants/hindersche-pagat.stw', 'utf8'),
  'hindersche-partners': readFileSync('variants/house/hindersche-partners.stw', 'utf8'),
};
/** The score bar of a fresh game of `id`, the human in the first seat. */
function bar(id: string) {
  const cv = compileVariant(checkPath(memoryReader(files), id).variant!);
  const game = createPlayGame(cv, { names: ['You', 'Ada', 'Bo', 'Cy'], human: 0, dealer: 3 }, null, {
    seed: 1,
    moves: [],
  });
  return tableModel({
    game,
    viewing: null,
    busy: false,
    offer: false,
    hint: false,
    showLast: false,
    confirming: false,
    preset: false,
    sections: new Map(),
  }).bar;
}

describe('the score bar of a game in teams', () => {
  it('adds up each team’s tallies, teams in seat order, partners opposite', () => {
    expect(bar('hindersche-partners').shared).toEqual([
      'Team You & Bo: Marks 0, Frame 0',
      'Team Ada & Cy: Marks 0, Frame 0',
    ]);
  });
  it('shows no team in a game without teams', () => {
    expect(bar('hindersche-pagat').shared).toEqual([]);
  });
});
