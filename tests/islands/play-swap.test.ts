/**
 * A swap with the table at the Play table (`exchange 6 of trump for trump card`), through the
 * table's controller: a human who holds the Six of trumps is offered, in words, to swap it for the
 * turned card or keep it, as two buttons that make the scenario's moves (`0:give:6S`, `0:pass`);
 * the log says what was done, a kept game restores mid-decision, and bots decide for themselves.
 * Before, the table said "Your turn." and offered nothing: the game waited for ever.
 */
import { describe, expect, it } from 'vitest';
import { cardName } from '../../src/engine/explain.ts';
import { restoreGame } from '../../src/islands/restore-game.ts';
import { compiled } from '../helpers.ts';
import { names, playOn, table, type Table } from './table-harness.ts';

const cv = compiled('hindersche-six-for-trump');
const seats = { names: names.slice(0, 4), human: 0, dealer: 3 };

/** The Six of trumps and the turned card of the deal being played. */
function sixAndTurned(t: Table) {
  const p = t.game.snapshot().context.play!;
  return { six: p.trump * cv.deck.ranks.length + cv.deck.ranks.indexOf('6'), turned: p.deal.upcard, p };
}

describe('a swap with the table offered to the human (hindersche-six-for-trump)', () => {
  it('offers the swap and the keep in words; the swap gives the Six for the turned card', () => {
    const t = table(cv, 9);
    t.h.deal();
    const { six, turned, p } = sixAndTurned(t);
    expect(p.hands[0]).toContain(six);
    const m = t.model();
    expect(m.myTurn).toBe(true);
    expect(m.pass).toBe(false);
    expect(m.choices.map((c) => c.title)).toEqual([
      `Swap your ${cardName(cv, six)} for the turned ${cardName(cv, turned)}`,
      `Keep the ${cardName(cv, six)}`,
    ]);
    expect(m.status).toMatch(
      new RegExp(
        `Your choice: you may swap your ${cardName(cv, six)} for the turned ${cardName(cv, turned)}, or keep it \\(rule swap\\)\\.$`,
      ),
    );
    t.h.choose(m.choices[0]!.option);
    expect(t.game.saved.moves.at(-1)).toBe(`0:give:${cv.deck.names[six]}`);
    expect(t.game.sent.find((x) => x.label.startsWith('You swap'))?.label).toBe(
      `You swap the ${cardName(cv, six)} for the ${cardName(cv, turned)}`,
    );
    const after = t.game.snapshot().context.play!;
    expect(after.hands[0]).toContain(turned);
    expect(after.hands[0]).not.toContain(six);
    expect(t.model().choices).toEqual([]);
  });

  it('keeps the Six when the human presses Keep', () => {
    const t = table(cv, 9);
    t.h.deal();
    const { six } = sixAndTurned(t);
    t.h.choose(t.model().choices[1]!.option);
    expect(t.game.saved.moves.at(-1)).toBe('0:pass');
    expect(t.game.sent.some((x) => x.label === `You keep the ${cardName(cv, six)}`)).toBe(true);
    expect(t.game.snapshot().context.play!.hands[0]).toContain(six);
    expect(t.model().choices).toEqual([]);
  });

  it('restores a kept game mid-decision, and after the swap', async () => {
    const t = table(cv, 9);
    t.h.deal();
    const waiting = await restoreGame(cv, seats, t.game.kept(), async () => null);
    expect(waiting!.saved).toEqual(t.game.saved);
    const again = table(cv, 9, waiting!);
    expect(again.model().choices).toEqual(t.model().choices);
    again.h.choose(again.model().choices[0]!.option);
    const after = await restoreGame(cv, seats, again.game.kept(), async () => null);
    expect(after!.saved).toEqual(again.game.saved);
    expect(after!.saved.moves).toContain(`0:give:${cv.deck.names[sixAndTurned(again).six]}`);
  });

  for (const seed of [9, 15, 19, 25]) {
    it(`plays a whole game (seed ${seed}) to its end, the human swapping when offered`, () => {
      const t = table(cv, seed);
      playOn(t);
      expect(t.model().over).toBe(true);
      expect(t.game.saved.moves.some((x) => /^0:give:/.test(x))).toBe(true);
    });
  }

  it('has a bot swap or keep by itself: the human is never asked for another player', () => {
    const t = table(cv, 5);
    t.h.deal();
    expect(t.model().choices).toEqual([]);
    playOn(t, () => t.game.snapshot().context.play?.trick.length !== 0);
    expect(t.game.saved.moves.filter((x) => /^[123]:(give:6\w|pass)$/.test(x))).toHaveLength(1);
    expect(t.game.saved.moves.filter((x) => /^0:(give|pass)/.test(x))).toEqual([]);
    const said = t.game.sent.map((x) => x.label);
    expect(said).toContainEqual(
      expect.stringMatching(/^(Ada|Ben|Cleo) (swaps the 6 of \w+ for the \w+ of \w+|leaves the turned \w+ of \w+)$/),
    );
  });
});
