/**
 * The next phase chosen at the Play table (`phases ... chosen by SEAT`, issue 29), without a
 * browser: the table offers the human chooser the contracts not yet played, by title; a bot chooser
 * chooses from the seed; the choice is said in words; a kept game restores during and after the
 * choice; and a game played at the table by its bots (and the human's first legal move) ends.
 */
import { describe, expect, it } from 'vitest';
import type { CompiledVariant } from '../../src/compile/compile.ts';
import { legalMoves, moveText } from '../../src/engine/bot-move.ts';
import { suitName } from '../../src/engine/explain.ts';
import { phaseOf } from '../../src/engine/machine.ts';
import { createBots } from '../../src/islands/play-bots.ts';
import { createPlayGame, type PlayGame } from '../../src/islands/play-game.ts';
import { tableModel } from '../../src/islands/play-model.ts';
import { restoreGame } from '../../src/islands/restore-game.ts';
import { compiled } from '../helpers.ts';

const names = ['You', 'Ada', 'Ben', 'Cleo'];
const CONTRACTS = ['No Tricks', 'No Hearts', 'No Obers', 'No Max (King of Hearts)'];

/** A table of `cv` (the human in seat 0, `dealer` dealing first) with its bots playing at once. */
function table(cv: CompiledVariant, dealer: number, seed = 2718) {
  const game = createPlayGame(cv, { names, human: 0, dealer }, null, { seed, moves: [] });
  const bots = createBots(
    {
      game: () => game,
      speed: () => 'instant',
      opponents: () => 'fair',
      held: () => false,
      send: (m, mark) => game.move(m, mark) === null,
      changed: () => {},
    },
    { id: cv.id } as never,
    {},
  );
  const model = () =>
    tableModel({
      game,
      viewing: null,
      busy: false,
      offer: false,
      hint: false,
      showLast: false,
      confirming: false,
      preset: false,
      sections: new Map(),
    });
  return { game, bots, model };
}

/** `move` made at the table; fails the test with the refusal in words. */
function make(game: PlayGame, move: string): void {
  const why = game.move(move);
  if (why !== null) throw new Error(`${move}: ${why}`);
}

/**
 * The table played on as a player would: the human's first option or legal move, Deal or Next when
 * shown, the bots otherwise; until `stop` says so or the game is over. Fails if nothing moves, or a move moves nothing.
 */
function playOn(t: ReturnType<typeof table>, stop: () => boolean = () => false): void {
  for (let guard = 0; guard < 3000; guard++) {
    const m = t.model();
    if (m.over || stop()) return;
    const before = t.game.saved.moves.length;
    const snap = t.game.snapshot();
    if (m.choices.length > 0) {
      const o = m.choices[0]!.option;
      make(t.game, `0:${o.includes(':') ? o : `choose:${o}`}`);
    } else if (m.myTurn && m.play) make(t.game, moveText(t.game.cv, '0', legalMoves(t.game.cv, m.play, 0)[0]!));
    else if (m.deal || m.results?.next) make(t.game, 'deal');
    else t.bots.run();
    // A move the machine took without moving (an event its state ignores) is a table that waits too.
    if (t.game.saved.moves.length === before || t.game.snapshot() === snap)
      throw new Error(`the table waits: ${m.status}`);
  }
  throw new Error('the game did not end');
}

describe('the next contract chosen at the Play table (kein-stich-dealer-chooses)', () => {
  const cv = compiled('kein-stich-dealer-chooses');

  it('offers the human dealer every contract by title as the game begins, and deals only once one is chosen', () => {
    const t = table(cv, 0);
    const m = t.model();
    expect(m.choices.map((c) => c.title)).toEqual(CONTRACTS);
    expect(m.deal).toBeNull();
    expect(m.myTurn).toBe(true);
    expect(m.status).toBe('Game 1. Your choice: pick the next contract below.');
    // The bots wait for the human's choice, and nothing is dealt meanwhile.
    t.bots.run();
    expect(t.game.saved.moves).toEqual([]);
    expect(t.game.move('deal')).toBe(
      'That move is not allowed: first you choose the next contract: “No Tricks”, “No Hearts”, “No Obers” or “No Max (King of Hearts)” (rule contracts).',
    );
    expect(t.game.move('1:choose:no-max')).toBe(
      'That move is not allowed: Ada may not choose that now: you choose the next contract (rule contracts).',
    );
    make(t.game, '0:choose:no-hearts');
    expect(t.game.sent.at(-1)!.label).toBe('You choose “No Hearts”');
    expect(t.model().choices).toEqual([]);
    expect(t.model().deal).toBe('Deal');
    make(t.game, 'deal');
    expect(phaseOf(t.game.snapshot())).toBe('no-hearts');
  });

  it('has a bot dealer choose, says so in words, and offers the human the contracts not yet played', () => {
    const t = table(cv, 3);
    t.bots.run();
    const said = t.game.sent.at(-1)!.label;
    const chosen = CONTRACTS.find((c) => said === `Cleo chooses “${c}”`);
    expect(chosen).toBeDefined();
    expect(t.game.kept().moves).toEqual(['3:fair']);
    // The first deal played out; the human deals next and chooses among the other three.
    playOn(t, () => t.model().choices.length > 0);
    const m = t.model();
    expect(m.choices.map((c) => c.title)).toEqual(CONTRACTS.filter((c) => c !== chosen));
    expect(m.results?.next).toBeNull();
    expect(m.deal).toBeNull();
    const option = m.choices.at(-1)!.option;
    make(t.game, `0:choose:${option}`);
    expect(t.model().results?.next).toBe('Next deal');
    make(t.game, 'deal');
    expect(phaseOf(t.game.snapshot())).toBe(option);
  });

  it('restores a kept game during and after the choice: the bot chooses again from the seed', async () => {
    const t = table(cv, 3);
    playOn(t, () => t.model().choices.length > 0);
    const waiting = await restoreGame(cv, { names, human: 0, dealer: 3 }, t.game.kept(), async () => null);
    expect(waiting!.saved).toEqual(t.game.saved);
    make(t.game, `0:choose:${t.model().choices[0]!.option}`);
    make(t.game, 'deal');
    const after = await restoreGame(cv, { names, human: 0, dealer: 3 }, t.game.kept(), async () => null);
    expect(after!.saved).toEqual(t.game.saved);
    const again = createPlayGame(cv, { names, human: 0, dealer: 3 }, null, after!.saved, null, after!.marks);
    expect(again.broken).toBeNull();
    expect(again.snapshot().context).toEqual(t.game.snapshot().context);
  });

  it('refuses a kept bot choice of the human’s seat or a strong one (a choice is never read from storage)', async () => {
    const t = table(cv, 3);
    const kept = { seed: 2718, moves: ['3:strong:30'] };
    expect(await restoreGame(cv, { names, human: 0, dealer: 3 }, kept, async () => null)).toBeNull();
    expect(
      await restoreGame(cv, { names, human: 0, dealer: 0 }, { seed: 2718, moves: ['0:fair'] }, async () => null),
    ).toBeNull();
    expect(t.game.saved.moves).toEqual([]);
  });

  it('plays a whole game at the table to its end', () => {
    const t = table(cv, 1, 99);
    playOn(t);
    expect(t.model().over).toBe(true);
    const chosen = t.game.sent.filter((x) => / chooses? “/.test(x.label)).map((x) => x.label);
    expect(chosen).toHaveLength(4);
  });
});

describe('a trump named after the first packet at the Play table (hindersche-trump-after-packet)', () => {
  it('offers the human who names it each suit by title, and says the suit named in the log', () => {
    const cv = compiled('hindersche-trump-after-packet');
    // Cleo deals: the player after her, the human, names the trumps once the first packet is dealt.
    const t = table(cv, 3);
    make(t.game, 'deal');
    t.bots.run();
    const m = t.model();
    expect(m.choices.map((c) => c.title)).toEqual(cv.deck.suits.map((_, i) => `${suitName(cv, i)} as trumps`));
    expect(t.game.move('1:trump:H')).toMatch(/^That move is not allowed: Ada may not name that suit now: /);
    make(t.game, `0:${m.choices[1]!.option}`);
    expect(t.game.sent.at(-1)!.label).toBe(`You name ${suitName(cv, 1)}`);
  });
});

describe('the other new constructs at the Play table: a game played by bots ends', () => {
  for (const id of ['hindersche-trump-after-packet', 'kein-stich-domino-pass-pays', 'kein-stich-penalties-out']) {
    it(id, () => {
      const t = table(compiled(id), 3, 31);
      playOn(t);
      expect(t.model().over).toBe(true);
    });
  }
});
