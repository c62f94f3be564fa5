/**
 * The Play island's stored game (src/islands/saved-game.ts) without a browser: only a seed and the
 * moves are kept; restoring deals the same hands again and replays the moves through the machine;
 * anything the rules refuse, or that is not a saved game at all, is refused in words.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createGameMachine, type GameActor, type GameEvent } from '../../src/engine/machine.ts';
import { botMove } from '../../src/engine/bot-move.ts';
import { greedyBot } from '../../src/engine/bots.ts';
import { createRng } from '../../src/engine/rng.ts';
import {
  cardName,
  eventOf,
  isCounting,
  MAX_MOVES,
  parseSaved,
  replaySaved,
  seedFrom,
  type SavedGame,
} from '../../src/islands/saved-game.ts';
import { compiled } from '../helpers.ts';

const cv = compiled('hindersche-pagat');
const names = ['You', 'Ada', 'Ben', 'Cleo'];
const fresh = (): GameActor => createActor(createGameMachine(cv), { input: { players: names, dealer: 3 } }).start();

/**
 * A game played by bots from `seed`, as the island plays it, until `done` holds before a deal (at
 * most 200 deals): its moves and final state. `human` is the seat moves name as "you".
 */
function playUntil(
  variant: typeof cv,
  seed: number,
  done: (actor: GameActor, deals: number) => boolean,
  human = -1,
): { game: SavedGame; actor: GameActor } {
  const actor = createActor(createGameMachine(variant), { input: { players: names, dealer: 3 } }).start();
  const game: SavedGame = { seed, moves: [] };
  const make = (move: string) => {
    const e = eventOf(variant, actor.getSnapshot(), seed, game.moves.length, move, names, human);
    if (typeof e === 'string') throw new Error(`${move}: ${e}`);
    actor.send(e);
    game.moves.push(move);
  };
  for (let d = 0; d < 200 && !done(actor, d); d++) {
    make('deal');
    while (actor.getSnapshot().context.play) {
      if (isCounting(actor.getSnapshot())) {
        make('count');
        break;
      }
      const p = actor.getSnapshot().context.play!;
      const m = botMove(variant, p, p.turn, greedyBot, createRng(game.moves.length))!;
      make(`${p.turn}:${m.kind === 'play' ? variant.deck.names[m.card] : m.kind}`);
    }
  }
  return { game, actor };
}

/** A game of `deals` deals played by bots from `seed`, as the island plays it: its moves and final state. */
const played = (seed: number, deals: number) => playUntil(cv, seed, (_, d) => d >= deals);

describe('a stored game of the Play island', () => {
  it('is restored from its seed and moves to the same state, hands and scores included', () => {
    const { game, actor } = played(123456789, 3);
    expect(game.moves.filter((m) => m === 'deal')).toHaveLength(3);
    const again = fresh();
    expect(replaySaved(cv, again, parseSaved(JSON.stringify(game)) as SavedGame, names)).toBeNull();
    expect(again.getSnapshot().context).toEqual(actor.getSnapshot().context);
    // Another seed deals other cards: the first hand differs.
    const other = fresh();
    expect(replaySaved(cv, other, { seed: 987654321, moves: ['deal'] }, names)).toBeNull();
    const first = fresh();
    replaySaved(cv, first, { seed: 123456789, moves: ['deal'] }, names);
    expect(other.getSnapshot().context.play!.hands).not.toEqual(first.getSnapshot().context.play!.hands);
  });

  it.each([
    ['{}', 'it is not a saved game (a seed and a list of moves)'],
    ['null', 'it is not a saved game (a seed and a list of moves)'],
    ['[]', 'it is not a saved game (a seed and a list of moves)'],
    ['{oops', 'it cannot be read (it is not JSON)'],
    ['{"seed": 1.5, "moves": []}', 'its seed is not a whole number from 0 to 4294967295'],
    ['{"seed": 4294967296, "moves": []}', 'its seed is not a whole number from 0 to 4294967295'],
    ['{"seed": 1, "moves": {}}', 'its moves are not a list'],
    ['{"seed": 1, "moves": ["deal", 7]}', 'its move 2 is not a move'],
    ['{"seed": 1, "moves": ["deal"], "__proto__": {}}', null],
    [
      JSON.stringify({ seed: 1, moves: Array(MAX_MOVES + 1).fill('deal') }),
      `it has ${MAX_MOVES + 1} moves, more than a game takes (${MAX_MOVES})`,
    ],
  ])('reads %s as %s', (raw, problem) => {
    const parsed = parseSaved(raw);
    if (problem === null) expect(parsed).toEqual({ seed: 1, moves: ['deal'] });
    else expect(parsed).toBe(problem);
  });

  it('refuses moves the rules do not allow, naming the move and the reason', () => {
    const { game } = played(7, 1);
    const lead = game.moves[1]!;
    const [seat, card] = lead.split(':');
    const refused = (moves: string[]) => replaySaved(cv, fresh(), { seed: 7, moves }, names);
    // The same card twice: the second time its player no longer holds it (and it is not their turn).
    expect(refused(['deal', lead, lead])).toBe(`move 3 of 3 (“${lead}”): it is not ${names[Number(seat)]}’s turn`);
    const next = game.moves[2]!.split(':')[0]!;
    expect(refused(['deal', lead, `${next}:${card}`])).toBe(
      `move 3 of 3 (“${next}:${card}”): ${names[Number(next)]} does not hold the ${cardName(cv, cv.deck.byName.get(card!)!)}`,
    );
    // The human is "you".
    expect(
      replaySaved(cv, fresh(), { seed: 7, moves: ['deal', lead, `${next}:${card}`] }, names, 0, Number(next)),
    ).toBe(`move 3 of 3 (“${next}:${card}”): you do not hold the ${cardName(cv, cv.deck.byName.get(card!)!)}`);
    expect(refused(['deal', 'deal'])).toBe('move 2 of 2 (“deal”): a deal is still being played');
    expect(refused(['count'])).toBe('move 1 of 1 (“count”): there is no finished deal to count');
    expect(refused(['deal', `${seat}:XX`])).toBe(`move 2 of 2 (“${seat}:XX”): XX is not a card of this pack`);
    expect(refused(['deal', `${seat}:__proto__`])).toBe(
      `move 2 of 2 (“${seat}:__proto__”): __proto__ is not a card of this pack`,
    );
    expect(refused(['deal', '9:6S'])).toBe('move 2 of 2 (“9:6S”): there is no seat 9');
    expect(refused(['deal', `${seat}:pass`])).toBe(
      `move 2 of 2 (“${seat}:pass”): this game has no such move (${names[Number(seat)]} may not pass)`,
    );
    expect(refused(['deal', 'oops'])).toBe('move 2 of 2 (“oops”): it is not a move');
  });

  it('asks for a redeal only where the rules allow one: refused in words before Butzen, made in it', () => {
    // Phase 1: the rule allows a redeal only in Butzen.
    expect(replaySaved(cv, fresh(), { seed: 3, moves: ['0:redeal'] }, names, 0, 0)).toBe(
      'move 1 of 1 (“0:redeal”): you may not ask for a redeal here: the rules do not allow it now',
    );
    // While a deal is played, no redeal at all.
    expect(replaySaved(cv, fresh(), { seed: 3, moves: ['deal', '0:redeal'] }, names, 0, 0)).toBe(
      'move 2 of 2 (“0:redeal”): you cannot ask for a redeal now: the deal is being played',
    );
    // In Butzen, under the reading that lets anyone ask, the redeal is made and recorded.
    const any = compiled('hindersche-pagat', { 'huebscher-players': 'any-number' });
    const { game, actor } = playUntil(any, 11, (a) => a.getSnapshot().context.phase === 'butzen', 0);
    expect(actor.getSnapshot().context.phase).toBe('butzen');
    const redeal = eventOf(any, actor.getSnapshot(), game.seed, game.moves.length, '0:redeal', names, 0);
    // It reads the hand the deal at its place would deal: the hand the player saw (issue 29).
    const dealt = eventOf(any, actor.getSnapshot(), game.seed, game.moves.length, 'deal', names, 0) as {
      hands: number[][];
      trump: number;
    };
    expect(redeal).toEqual({ type: 'REDEAL', seat: 0, hand: { cards: dealt.hands[0], trump: dealt.trump } });
    actor.send(redeal as GameEvent);
    expect(actor.getSnapshot().context.entry).toMatchObject({ kind: 'redeal' });
  });

  it('takes a seed from a URL parameter only when it is a whole number in range', () => {
    expect([
      seedFrom('42'),
      seedFrom('4294967295'),
      seedFrom('4294967296'),
      seedFrom('-1'),
      seedFrom('0x10'),
      seedFrom('1e3'),
      seedFrom(''),
      seedFrom(null),
    ]).toEqual([42, 4294967295, null, null, null, null, null, null]);
  });
});
