/**
 * What the Play page keeps of a game, made whole again in Node as the page restores it
 * (src/islands/restore-game.ts): the kept form names no bot's card, so the bots' moves are made
 * again from their marks, the strong one's with the playouts its worker searched.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { CompiledVariant } from '../../src/compile/compile.ts';
import { createActor } from 'xstate';
import { botMove, legalMoves, moveText, viewMove } from '../../src/engine/bot-move.ts';
import { greedyBot, ismctsBot } from '../../src/engine/bots.ts';
import { awaiting, createGameMachine } from '../../src/engine/machine.ts';
import { legalPlays } from '../../src/engine/play.ts';
import { createRng } from '../../src/engine/rng.ts';
import { rankedHand } from '../../src/engine/trumps.ts';
import { restoreGame } from '../../src/islands/restore-game.ts';
import { botMark, botSeed, eventOf, isCounting, type SavedGame } from '../../src/islands/saved-game.ts';

/** The players at the Play page's table, the human first. */
export const NAMES = ['You', 'Ada', 'Ben', 'Cleo'];

/** The game the page keeps for `cv` (stored under `stichwort-play:ID`): every move made, the bots' cards included. */
export async function keptGame(page: Page, cv: CompiledVariant, id = cv.id): Promise<SavedGame> {
  const raw = await page.evaluate((k) => localStorage.getItem(k), `stichwort-play:${id}`);
  expect(raw).not.toBeNull();
  const seats = { names: NAMES.slice(0, cv.players.max), human: 0, dealer: cv.players.max - 1 };
  const restored = await restoreGame(cv, seats, JSON.parse(raw!) as SavedGame, async (view, seed, playouts) =>
    viewMove(cv, view, ismctsBot({ iterations: playouts }), createRng(seed)),
  );
  expect(restored, raw!).not.toBeNull();
  return restored!.saved;
}

/**
 * A game of `cv` from `seed` as the page would keep it, played to its end: the human plays as
 * `humanMove` (browser.ts) does, the first card its hand shows as playable, the fair bots theirs
 * (the page's seeds), the deals are counted. The kept form (the bots' moves as marks) up to the
 * `left`th last deal's "deal": a browser playing on with `humanMove` ends the game after `left` deals.
 */
export function keptBefore(cv: CompiledVariant, seed: number, left: number): SavedGame {
  const names = NAMES.slice(0, cv.players.max);
  const actor = createActor(createGameMachine(cv), { input: { players: names, dealer: cv.players.max - 1 } }).start();
  const moves: string[] = [];
  const kept: string[] = [];
  const deals: number[] = [];
  const make = (move: string, mark: string | null = null) => {
    const e = eventOf(cv, actor.getSnapshot(), seed, moves.length, move, names, 0);
    if (typeof e === 'string') throw new Error(`${move}: ${e}`);
    actor.send(e);
    moves.push(move);
    kept.push(mark ?? move);
  };
  for (let d = 0; d < 500 && awaiting(actor.getSnapshot()) !== 'rubber-over'; d++) {
    deals.push(kept.length);
    make('deal');
    while (actor.getSnapshot().context.play) {
      if (isCounting(actor.getSnapshot())) {
        make('count');
        break;
      }
      const p = actor.getSnapshot().context.play!;
      if (p.turn === 0) {
        const legal = legalPlays(cv, p, 0);
        const card = rankedHand(cv, p, 0, p.hands[0]!).find((c) => legal.includes(c));
        make(card === undefined ? moveText(cv, '0', legalMoves(cv, p, 0)[0]!) : `0:${cv.deck.names[card]}`);
        continue;
      }
      const m = botMove(cv, p, p.turn, greedyBot, createRng(botSeed(seed, moves.length)))!;
      make(moveText(cv, String(p.turn), m), botMark({ seat: p.turn, level: 'fair', playouts: null }));
    }
  }
  expect(awaiting(actor.getSnapshot())).toBe('rubber-over');
  return { seed, moves: kept.slice(0, deals.at(-left)) };
}
