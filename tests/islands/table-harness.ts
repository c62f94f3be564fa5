/**
 * A Play table without a browser, driven through its real controller (as in
 * ./play-give-redeal.test.ts): the human in seat 0, Cleo dealing first, instant bots; and `playOn`,
 * which plays on as a person would, taking whatever control the table offers, and fails the moment
 * the table waits with nothing to press.
 */
import type { CompiledVariant } from '../../src/compile/compile.ts';
import { legalMoves, moveText } from '../../src/engine/bot-move.ts';
import { createController } from '../../src/islands/play-controller.ts';
import { createPlayGame, type PlayGame } from '../../src/islands/play-game.ts';
import type { PlayHandlers } from '../../src/islands/play-view.ts';

/** The players' names at the table. */
export const names = ['You', 'Ada', 'Ben', 'Cleo', 'Dan', 'Eve'];

/** A table of `cv` dealt from `seed` (or a kept game); `choose` stands for the cards pressed in the hand. */
export function table(
  cv: CompiledVariant,
  seed: number,
  kept?: { saved: PlayGame['saved']; marks: (string | null)[] },
) {
  // Four players where the game allows them, else as near as it allows; the last deals first.
  const n = Math.max(cv.players.min, Math.min(4, cv.players.max));
  const game = createPlayGame(
    cv,
    { names: names.slice(0, n), human: 0, dealer: n - 1 },
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

/** A table made by `table`. */
export type Table = ReturnType<typeof table>;

/**
 * The table played on as a player would (the human gives the first cards it may, keeps a hand a
 * redeal is offered on, takes the first option offered, plays its first legal card; deals when
 * asked; else lets the bots go on), until `stop` or the game's end. Fails when the table waits.
 */
export function playOn(t: Table, stop: () => boolean = () => false, limit = 4000): void {
  for (let guard = 0; guard < limit; guard++) {
    const m = t.model();
    if (m.over || stop()) return;
    const before = t.game.sent.length;
    if (m.give) {
      t.choose(m.give.cards.slice(0, m.give.count));
      t.h.give();
    } else if (m.redeal) t.h.keepHand();
    else if (m.choices.length > 0) t.h.choose(m.choices[0]!.option);
    else if (m.myTurn && m.play) {
      const move = legalMoves(t.game.cv, m.play, 0)[0];
      if (!move) throw new Error(`the table waits with no move: ${m.status}`);
      if (move.kind === 'play') t.h.play(move.card);
      else if (move.kind === 'pass' && m.pass) t.h.pass();
      else if (move.kind === 'pickup' && m.pickUps.length) t.h.pickUp(move.count ?? null);
      else throw new Error(`no control for ${moveText(t.game.cv, '0', move)}: ${m.status}`);
    } else if (m.deal || m.results?.next) t.h.deal();
    // The bots stop after a long run of their own (a beating deal without the human): let them go on.
    else t.h.goOn();
    if (t.game.sent.length === before && !(m.redeal && !t.model().redeal))
      throw new Error(`the table waits: ${m.status}`);
  }
  throw new Error('the game did not end');
}
