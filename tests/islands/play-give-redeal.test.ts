/**
 * The Play table's new steps for a human player (issue 29), without a browser, through the
 * table's controller: cards given by choice (a pass, `give 1 of H`) are chosen by the human while
 * the bots give, said in words, refused in words when wrong, and kept and restored mid-give; a
 * redeal that reads the hand is offered once the hand is dealt, only where the human's own hand
 * allows it, and a bot asks for one from its own hand. Before, a game where the human must give
 * waited there for ever, and the redeal was offered before the deal, on no hand.
 */
import { describe, expect, it } from 'vitest';
import type { CompiledVariant } from '../../src/compile/compile.ts';
import { legalMoves, moveText } from '../../src/engine/bot-move.ts';
import { phaseOf } from '../../src/engine/machine.ts';
import { isTrump } from '../../src/engine/trumps.ts';
import { createController } from '../../src/islands/play-controller.ts';
import { createPlayGame, type PlayGame } from '../../src/islands/play-game.ts';
import type { PlayHandlers } from '../../src/islands/play-view.ts';
import { restoreGame } from '../../src/islands/restore-game.ts';
import { compiled } from '../helpers.ts';

const names = ['You', 'Ada', 'Ben', 'Cleo'];

/** A table of `cv` (the human in seat 0, Cleo dealing first) with instant bots; `chosen` stands for the cards pressed in the hand. */
function table(cv: CompiledVariant, seed: number, kept?: { saved: PlayGame['saved']; marks: (string | null)[] }) {
  const game = createPlayGame(
    cv,
    { names, human: 0, dealer: 3 },
    null,
    kept?.saved ?? { seed, moves: [] },
    null,
    kept?.marks,
  );
  const said: string[] = [];
  let chosen: number[] = [];
  let h!: PlayHandlers;
  const c = createController(
    {
      game,
      wire: { id: cv.id } as never,
      options: {},
      sections: new Map(),
      key: null,
      pinned: null,
      preset: false,
      settings: { speed: 'instant', opponents: 'fair', neverAsk: true, hint: false },
    },
    (handlers) => {
      h = handlers;
      return {
        update() {},
        say: (s) => void (s && said.push(s.text)),
        announce() {},
        broken: (why) => void said.push(why),
        chosen: () => chosen,
        layout: {} as never,
      };
    },
  );
  c.start();
  const choose = (cards: number[]) => {
    chosen = cards;
  };
  return { game, h, model: () => c.model(), said, choose };
}

type Table = ReturnType<typeof table>;

/**
 * The table played on as a player would (the human gives the first cards it may, keeps a hand a
 * redeal is offered on, plays its first legal card; deals when asked; else lets the bots go on),
 * until `stop` or the game's end. Fails when the table waits: nothing moves.
 */
function playOn(t: Table, stop: () => boolean = () => false): void {
  for (let guard = 0; guard < 4000; guard++) {
    const m = t.model();
    if (m.over || stop()) return;
    const before = t.game.sent.length;
    if (m.give) {
      t.choose(m.give.cards.slice(0, m.give.count));
      t.h.give();
    } else if (m.redeal) t.h.keepHand();
    else if (m.choices.length > 0) t.h.choose(m.choices[0]!.option);
    else if (m.myTurn && m.play) {
      const move = legalMoves(t.game.cv, m.play, 0)[0]!;
      if (move.kind === 'play') t.h.play(move.card);
      else if (move.kind === 'pass') t.h.pass();
      else if (move.kind === 'pickup') t.h.pickUp(move.count ?? null);
      else throw new Error(`unexpected move ${moveText(t.game.cv, '0', move)}`);
    } else if (m.deal || m.results?.next) t.h.deal();
    // The bots stop after a long run of their own (a beating deal without the human): let them go on.
    else t.h.goOn();
    if (t.game.sent.length === before && !(m.redeal && !t.model().redeal))
      throw new Error(`the table waits: ${m.status}`);
  }
  throw new Error('the game did not end');
}

describe('a pass chosen by the human at the Play table (kein-stich-passing)', () => {
  const cv = compiled('kein-stich-passing');

  it('says what to give and to whom, the bots give meanwhile, and the game goes on once the human gives', () => {
    const t = table(cv, 5);
    t.h.deal();
    const m = t.model();
    expect(m.give?.line).toBe('Give 3 cards to Ada, on your left.');
    expect(m.status).toBe('Game 1, No Tricks. Your turn: choose the cards to give.');
    expect(m.myTurn).toBe(true);
    // Every card of the human's own hand may go, and only the human's hand is in the model.
    const hand = t.game.snapshot().context.play!.hands[0]!;
    expect([...m.give!.cards].sort()).toEqual([...hand].sort());
    expect(m.hand.map((c) => c.card).sort()).toEqual([...hand].sort());
    expect(m.hand.every((c) => c.givable === true && c.legal)).toBe(true);
    // The bots gave while the human chooses (kept as their marks, no card).
    expect(t.game.kept().moves).toEqual(['deal', '1:fair', '2:fair', '3:fair']);
    // Two cards are refused in words, and nothing moves.
    t.choose(hand.slice(0, 2));
    t.h.give();
    expect(t.said.at(-1)).toBe(
      'That move is not allowed: you may not give those cards now: each player gives 3 cards, not 2 (rule passing).',
    );
    t.choose(hand.slice(0, 3));
    t.h.give();
    expect(t.game.saved.moves.at(-1)).toBe(
      `0:give:${hand
        .slice(0, 3)
        .map((c) => cv.deck.names[c])
        .join(',')}`,
    );
    expect(t.model().give).toBeNull();
    const after = t.game.snapshot().context.play!;
    expect(after.hands[0]).toHaveLength(8);
    expect(hand.slice(0, 3).some((c) => after.hands[0]!.includes(c))).toBe(false);
    expect(after.hands[1]!.filter((c) => hand.slice(0, 3).includes(c))).toHaveLength(3);
  });

  it('names the receiver of each deal’s direction: the previous player in the second deal', () => {
    const t = table(cv, 5);
    playOn(t, () => t.game.snapshot().context.play?.deal.index === 1 && t.model().give !== null);
    expect(t.model().give?.line).toBe('Give 3 cards to Cleo, on your right.');
  });

  it('restores a kept game mid-give (the bots give again from the seed) and after the human gave', async () => {
    const t = table(cv, 5);
    t.h.deal();
    const seats = { names, human: 0, dealer: 3 };
    const waiting = await restoreGame(cv, seats, t.game.kept(), async () => null);
    expect(waiting!.saved).toEqual(t.game.saved);
    const again = table(cv, 5, waiting!);
    expect(again.model().give?.line).toBe('Give 3 cards to Ada, on your left.');
    const m = again.model();
    again.choose(m.give!.cards.slice(-3));
    again.h.give();
    const after = await restoreGame(cv, seats, again.game.kept(), async () => null);
    expect(after!.saved).toEqual(again.game.saved);
  });

  it('plays a whole game at the table to its end', () => {
    const t = table(cv, 77);
    playOn(t);
    expect(t.model().over).toBe(true);
  });
});

describe('one card of a set given by the human (kein-stich-domino-one-heart)', () => {
  it('asks for one of the human’s Hearts, only Hearts may be chosen, and the Domino goes on', () => {
    const cv = compiled('kein-stich-domino-one-heart');
    const t = table(cv, 3);
    playOn(t, () => t.model().give !== null);
    expect(phaseOf(t.game.snapshot())).toBe('domino');
    const m = t.model();
    expect(m.give?.line).toBe('Give 1 of your Hearts to Ada, on your left.');
    const hearts = m.hand.filter((c) => Math.floor(c.card / cv.deck.ranks.length) === cv.deck.suits.indexOf('H'));
    expect(m.give!.cards.sort()).toEqual(hearts.map((c) => c.card).sort());
    expect(m.hand.filter((c) => c.givable).map((c) => c.card)).toEqual(hearts.map((c) => c.card));
    const other = m.hand.find((c) => !c.givable)!;
    expect(other.label).toMatch(/ \(not to be given\)$/);
    t.choose([other.card]);
    t.h.give();
    expect(t.said.at(-1)).toMatch(
      /^That move is not allowed: you may not give those cards now: .* is not one of the cards given \(rule one-heart\)\.$/,
    );
    playOn(t);
    expect(t.model().over).toBe(true);
  });
});

describe('a redeal read on the hand at the Play table (hindersche-no-trump-redeal)', () => {
  const cv = compiled('hindersche-no-trump-redeal');

  it('is offered once the hand is dealt, only on a hand without trumps, and not before the deal', () => {
    const t = table(cv, 17);
    expect(t.model().redeal).toBeNull();
    t.h.deal();
    const p = t.game.snapshot().context.play!;
    expect(p.hands[0]!.some((c) => isTrump(cv, p, 0, c))).toBe(false);
    expect(t.model().redeal).toBe('Your hand allows a redeal (rule huebscher). Ask for one, or keep this hand.');
    // A hand with trumps is offered none.
    const other = table(cv, 5);
    other.h.deal();
    const q = other.game.snapshot().context.play!;
    expect(q.hands[0]!.some((c) => isTrump(cv, q, 0, c))).toBe(true);
    expect(other.model().redeal).toBeNull();
  });

  it('throws the hand in when the human asks: the redeal stands where the deal stood, and restores', async () => {
    const t = table(cv, 17);
    t.h.deal();
    t.h.redeal();
    expect(t.said.at(-1)).toBe('You asked for a redeal: the deal is dealt again.');
    expect(t.game.saved.moves).toEqual(['0:redeal']);
    expect(t.game.log.at(-1)).toMatchObject({ kind: 'redeal' });
    expect(t.model().redeal).toBeNull();
    expect(t.model().deal).toBe('Deal');
    const back = await restoreGame(cv, { names, human: 0, dealer: 3 }, t.game.kept(), async () => null);
    expect(back!.saved).toEqual(t.game.saved);
  });

  it('waits for the human’s answer, and goes on once the human keeps the hand', () => {
    // Ada leads, so the bots would play at once: they wait while the redeal is offered.
    const t = table(cv, 17);
    t.h.deal();
    expect(t.game.saved.moves).toEqual(['deal']);
    t.h.keepHand();
    expect(t.model().redeal).toBeNull();
  });

  it('has a bot ask for a redeal from its own hand without trumps, kept as its mark and asked again on restoring', async () => {
    const t = table(cv, 42);
    t.h.deal();
    expect(t.game.kept().moves).toEqual(['1:fair']);
    expect(t.game.sent.at(-1)!.label).toBe('Ada asks for a redeal');
    const back = await restoreGame(cv, { names, human: 0, dealer: 3 }, t.game.kept(), async () => null);
    expect(back!.saved).toEqual({ seed: 42, moves: ['1:redeal'] });
    // A bot's redeal kept where that bot's hand allows none is refused.
    expect(
      await restoreGame(cv, { names, human: 0, dealer: 3 }, { seed: 42, moves: ['2:fair'] }, async () => null),
    ).toBeNull();
  });

  it('plays a whole game at the table to its end', () => {
    const t = table(cv, 17);
    playOn(t);
    expect(t.model().over).toBe(true);
  });
});

describe('the gallery’s other house rules that move cards play to their end at the table', () => {
  for (const id of ['bauernheinrich-widow', 'kein-stich-domino-hearts-left']) {
    it(id, () => {
      const t = table(compiled(id), 31);
      playOn(t);
      expect(t.model().over).toBe(true);
    });
  }
});

describe('cards laid away by the human at the Play table (hindersche-talon-laid-away)', () => {
  const cv = compiled('hindersche-talon-laid-away');

  it('asks the dealer to lay two cards away, in words, and the game goes on to its end', () => {
    const t = table(cv, 11);
    // The human deals after Cleo: the first deal the human lays away in is theirs to deal.
    playOn(t, () => t.model().give !== null);
    const m = t.model();
    expect(m.give?.line).toBe('Lay 2 of your cards away, face down.');
    expect(m.give?.verb).toBe('Lay away');
    const hand = t.game.snapshot().context.play!.hands[0]!;
    expect(hand).toHaveLength(10);
    expect([...m.give!.cards].sort()).toEqual([...hand].sort());
    t.choose(hand.slice(0, 1));
    t.h.give();
    expect(t.said.at(-1)).toMatch(/^That move is not allowed: .*2 cards.*\(rule laid-away\)\.$/);
    t.choose(hand.slice(0, 2));
    t.h.give();
    expect(t.game.snapshot().context.play!.hands[0]).toHaveLength(8);
    expect(t.model().give).toBeNull();
    playOn(t);
    expect(t.model().over).toBe(true);
  });
});
