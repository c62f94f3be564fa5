/**
 * A game that draws from the stock on the Play page, without a browser (issue 29): the deal the
 * page makes carries the stock into the machine (dealt from the game's seed, never stored), and
 * each trick draws from it.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createGameMachine } from '../../src/engine/machine.ts';
import { legalPlays } from '../../src/engine/play.ts';
import { eventOf } from '../../src/islands/saved-game.ts';
import { compiled } from '../helpers.ts';

const names = ['You', 'Ada', 'Ben', 'Cleo'];

describe('a deal that draws from the stock on the Play page', () => {
  it('deals five cards each and a stock of sixteen, drawn four at a time after each trick', () => {
    const cv = compiled('variants/house/hindersche-stock.stw');
    const actor = createActor(createGameMachine(cv), { input: { players: names, dealer: 3 } }).start();
    const e = eventOf(cv, actor.getSnapshot(), 7, 0, 'deal', names, 0);
    if (typeof e === 'string') throw new Error(e);
    expect(e.type === 'CARDS' && e.stock?.length).toBe(16);
    actor.send(e);
    for (let k = 0; k < 4; k++) {
      const p = actor.getSnapshot().context.play!;
      actor.send({ type: 'MOVE', seat: p.turn, move: { kind: 'card', card: legalPlays(cv, p, p.turn)[0]! } });
    }
    const p = actor.getSnapshot().context.play!;
    expect(p.stock).toHaveLength(12);
    expect(p.participants.map((q) => p.hands[q]!.length)).toEqual([5, 5, 5, 5]);
  });
  it('sends no stock in a game that does not draw', () => {
    const cv = compiled('hindersche-pagat');
    const actor = createActor(createGameMachine(cv), { input: { players: names, dealer: 3 } }).start();
    const e = eventOf(cv, actor.getSnapshot(), 7, 0, 'deal', names, 0);
    expect(typeof e !== 'string' && e.type === 'CARDS' && 'stock' in e).toBe(false);
  });
});
