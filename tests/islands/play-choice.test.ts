/**
 * A choice at the table on the Play page, without a browser (issue 29): the stored move
 * `SEAT:choose:ID` becomes the machine's move or a refusal in words, the options offered are the
 * buttons' titles (never their ids), and the inspector's log says what was chosen by its title.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createGameMachine, type GameEvent } from '../../src/engine/machine.ts';
import { choicesFor } from '../../src/engine/play.ts';
import { eventOf } from '../../src/islands/saved-game.ts';
import { eventText } from '../../src/islands/play-words.ts';
import { compiled } from '../helpers.ts';

const cv = compiled('kein-stich-moon-call');
const names = ['You', 'Ada', 'Ben', 'Cleo'];

/** A game of the moon call dealt up to its second deal (No Hearts, where the dealer calls), `seed` fixed. */
function atTheCall() {
  const actor = createActor(createGameMachine(cv), { input: { players: names, dealer: 3 } }).start();
  const send = (move: string) => {
    const e = eventOf(cv, actor.getSnapshot(), 7, 0, move, names, 0);
    if (typeof e === 'string') throw new Error(`${move}: ${e}`);
    actor.send(e);
  };
  // The first deal (No Tricks) is scored at once; the second (No Hearts) is dealt.
  actor.send({ type: 'DEAL', outcome: { points: [10, 15, 5, 10], tricks: [2, 3, 1, 2] } } as GameEvent);
  send('deal');
  return { actor, send };
}

describe('a choice at the table on the Play page', () => {
  it('offers the dealer the options by title and id, and nobody else', () => {
    const { actor } = atTheCall();
    const p = actor.getSnapshot().context.play!;
    const dealer = actor.getSnapshot().context.dealer;
    expect(choicesFor(cv, p, dealer)).toEqual([
      { option: 'others-pay', title: 'The others pay for a moon' },
      { option: 'moon-takes', title: 'A moon is paid from the pot' },
    ]);
    expect(choicesFor(cv, p, (dealer + 1) % 4)).toEqual([]);
  });
  it('turns a stored choice into the machine move, and a choice out of turn into a refusal in words', () => {
    const { actor, send } = atTheCall();
    const dealer = actor.getSnapshot().context.dealer;
    const other = (dealer + 1) % 4;
    expect(eventOf(cv, actor.getSnapshot(), 7, 2, `${other}:choose:moon-takes`, names, 0)).toBe(
      `${other === 0 ? 'you may' : `${names[other]} may`} not choose that now: another player makes this choice (rule moon-call)`,
    );
    send(`${dealer}:choose:moon-takes`);
    const p = actor.getSnapshot().context.play!;
    expect(p.chosen).toEqual(['moon-takes']);
    expect(choicesFor(cv, p, dealer)).toEqual([]);
  });
  it('says in the log what was chosen, by its title', () => {
    expect(
      eventText(cv, { type: 'MOVE', seat: 1, move: { kind: 'choose', option: 'moon-takes' } } as GameEvent, names),
    ).toBe('Ada chooses “A moon is paid from the pot”');
    expect(
      eventText(cv, { type: 'MOVE', seat: 0, move: { kind: 'choose', option: 'others-pay' } } as GameEvent, names),
    ).toBe('You choose “The others pay for a moon”');
  });
});
