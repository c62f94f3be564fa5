/**
 * Restoring a kept game of the Play table (src/islands/restore-game.ts) without a browser: the
 * human's moves are replayed, each bot's move is made again by that bot from the mark kept for it
 * (the strong one's with the playouts it searched), and anything else kept for a bot's seat (its
 * card) or refused by the rules gives the same null, whatever it was.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { botMove, legalMoves, moveText, seatView, viewMove } from '../../src/engine/bot-move.ts';
import { greedyBot, ismctsBot, randomBot } from '../../src/engine/bots.ts';
import { createGameMachine } from '../../src/engine/machine.ts';
import { createRng } from '../../src/engine/rng.ts';
import { restoreGame, type AskStrong } from '../../src/islands/restore-game.ts';
import { botMark, botSeed, eventOf, isCounting, readBotMark, type SavedGame } from '../../src/islands/saved-game.ts';
import { compiled } from '../helpers.ts';

const cv = compiled('hindersche-pagat');
const seats = { names: ['You', 'Ada', 'Ben', 'Cleo'], human: 0, dealer: 3 };
/** The strong bot as its worker plays it: exactly the playouts asked for, from the seat's view. */
const askStrong: AskStrong = async (view, seed, playouts) =>
  viewMove(cv, view, ismctsBot({ iterations: playouts }), createRng(seed));

/**
 * `deals` deals as the table plays them from `seed`: the human plays its first legal move, bots of
 * `levels` (by turn, round and round) theirs with the table's seeds. Every move, and the kept form.
 */
async function played(
  seed: number,
  deals: number,
  levels: string[],
): Promise<{ full: SavedGame; kept: SavedGame; context: unknown }> {
  const actor = createActor(createGameMachine(cv), { input: { players: seats.names, dealer: seats.dealer } }).start();
  const full: SavedGame = { seed, moves: [] };
  const kept: SavedGame = { seed, moves: [] };
  let b = 0;
  const make = (move: string, mark: string | null = null) => {
    const e = eventOf(cv, actor.getSnapshot(), seed, full.moves.length, move, seats.names, 0);
    if (typeof e === 'string') throw new Error(`${move}: ${e}`);
    actor.send(e);
    full.moves.push(move);
    kept.moves.push(mark ?? move);
  };
  for (let d = 0; d < deals; d++) {
    make('deal');
    while (actor.getSnapshot().context.play) {
      if (isCounting(actor.getSnapshot())) {
        make('count');
        break;
      }
      const p = actor.getSnapshot().context.play!;
      if (p.turn === 0) {
        make(moveText(cv, '0', legalMoves(cv, p, 0)[0]!));
        continue;
      }
      const level = levels[b++ % levels.length]!;
      const s = botSeed(seed, full.moves.length);
      const playouts = level === 'strong' ? 30 : null;
      const m =
        level === 'strong'
          ? viewMove(cv, seatView(p, p.turn), ismctsBot({ iterations: 30 }), createRng(s))
          : botMove(cv, p, p.turn, level === 'easy' ? randomBot : greedyBot, createRng(s));
      make(moveText(cv, String(p.turn), m!), botMark({ seat: p.turn, level, playouts }));
    }
  }
  return { full, kept, context: actor.getSnapshot().context };
}

describe('restoring a kept game of the Play table', () => {
  it("makes the bots' moves again from their marks (easy, fair, strong with its playouts): the same moves and state", async () => {
    const { full, kept, context } = await played(424242, 2, ['fair', 'easy', 'strong']);
    expect(kept.moves.some((m) => /^[123]:(fair|easy|strong:30)$/.test(m))).toBe(true);
    // No bot's card is kept.
    for (const m of kept.moves) expect(m).toMatch(/^(deal|count|0:\w+|[123]:(easy|fair|strong:\d+))$/);
    const restored = await restoreGame(cv, seats, kept, askStrong);
    expect(restored!.saved).toEqual(full);
    expect(restored!.marks).toEqual(kept.moves.map((m, i) => (m === full.moves[i] ? null : m)));
    const again = createActor(createGameMachine(cv), { input: { players: seats.names, dealer: 3 } }).start();
    for (let i = 0; i < full.moves.length; i++)
      again.send(eventOf(cv, again.getSnapshot(), full.seed, i, full.moves[i]!, seats.names, 0) as never);
    expect(again.getSnapshot().context).toEqual(context);
  });

  it("refuses a bot's card, a mark where no bot moves, a bad mark and a move the rules refuse: the same null for all", async () => {
    const { full, kept } = await played(7, 1, ['fair']);
    // From seed 7 the human leads; then Ada (seat 1) moves.
    expect(kept.moves.slice(0, 3)).toEqual(['deal', full.moves[1], '1:fair']);
    const upTo = kept.moves.slice(0, 2);
    const adaCard = full.moves[2]!;
    const cases: string[][] = [
      [...upTo, adaCard], // her very card: still not read
      [...upTo, '1:XX'],
      ['deal', '1:fair'], // the human's turn
      [...upTo, '0:fair'], // the human's seat is no bot
      [...upTo, '2:fair'], // not Ben's turn
      [...upTo, '1:strong'],
      [...upTo, '1:strong:0'],
      [...upTo, '1:strong:1001'],
      [...upTo, '1:greedy'],
      [...upTo, upTo[1]!], // the human's card twice
      ['count'],
    ];
    for (const moves of cases)
      expect(await restoreGame(cv, seats, { seed: 7, moves }, askStrong), moves.join(' ')).toBeNull();
  });

  it('reads a mark only as a bot, a strength and (for the strong one) 1 to 1,000 playouts', () => {
    expect(
      [
        '1:fair',
        '2:easy',
        '3:strong:640',
        '3:strong',
        '3:fair:5',
        '1:strong:0',
        '1:strong:1001',
        '1:6S',
        'x:fair',
        '1:Fair',
      ].map((m) => readBotMark(m)),
    ).toEqual([
      { seat: 1, level: 'fair', playouts: null },
      { seat: 2, level: 'easy', playouts: null },
      { seat: 3, level: 'strong', playouts: 640 },
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
