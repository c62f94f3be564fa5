/**
 * The browser's run (src/islands/simulate-run.ts) tells its progress game by game, and still gives
 * `playRun`'s figures (the CLI's) for a seed: one variant, and two compared, over whole and partial blocks.
 */
import { describe, expect, it } from 'vitest';
import { botsFromSpec } from '../../src/engine/bots.ts';
import { playerFor } from '../../src/sim/play-block.ts';
import { dealsIn, playRun } from '../../src/sim/simulate.ts';
import { siteVariant } from '../../src/site/data.ts';
import { playRunByGame } from '../../src/islands/simulate-run.ts';

const players = (ids: string[]) =>
  ids.map((id) => {
    const cv = siteVariant(id).compiled;
    return playerFor(cv, botsFromSpec('random', cv.players.max));
  });

describe('playRunByGame', () => {
  for (const ids of [
    ['kein-stich'],
    ['kein-stich', 'kein-stich-march'],
    ['bauernheinrich', 'hindersi-jass'],
    ['hindersche-pagat', 'hindersche-swedish'],
  ]) {
    it(`gives playRun's figures for ${ids.join(' against ')}, telling each game`, () => {
      for (const [seed, games] of [
        [1, 250],
        [7, 100],
      ] as const) {
        const told: [number, number][] = [];
        const byGame = playRunByGame(players(ids), seed, games, (done, deals) => told.push([done, deals]));
        const byBlock = playRun(players(ids), seed, games);
        expect(byGame).toEqual(byBlock);
        // Every game of every variant is told, games done never go back, and the last tells the whole run.
        expect(told).toHaveLength(games * ids.length);
        expect(told.every(([d], i) => i === 0 || d >= told[i - 1]![0])).toBe(true);
        expect(told.at(-1)).toEqual([games, dealsIn(byBlock)]);
      }
    });
  }
});
