/**
 * A choice made after play on the Play page, without a browser (issue 29): once the last card is
 * played the game waits for the moon shooter's choice (not for the count), the options are the
 * shooter's buttons by title, another seat's choice is refused in words, and a bot shooter chooses
 * through the same bot move as before play; then the deal is counted.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { awaiting, createGameMachine, isCounting, type GameEvent } from '../../src/engine/machine.ts';
import { choicesFor, legalPlays } from '../../src/engine/play.ts';
import { botMove } from '../../src/engine/bot-move.ts';
import { randomBot } from '../../src/engine/bots.ts';
import { createRng } from '../../src/engine/rng.ts';
import { eventOf } from '../../src/islands/saved-game.ts';
import { compiled } from '../helpers.ts';

const cv = compiled('kein-stich-moon-choice');
const names = ['You', 'Ada', 'Ben', 'Cleo'];
const cards = (s: string) => s.split(' ').map((n) => cv.deck.byName.get(n)!);
const SUITS = [
  '7H 8H 9H 10H JH QH KH AH',
  '7C 8C 9C 10C JC QC KC AC',
  '7S 8S 9S 10S JS QS KS AS',
  '7D 8D 9D 10D JD QD KD AD',
];

/** Each suit's cards by rank, for hands that split every suit: seat q the ranks q and 7 - q (counted from the Seven). */
const SPLIT = [0, 1, 2, 3].map((q) =>
  ['C', 'S', 'H', 'D']
    .flatMap((suit) => [q, 7 - q].map((r) => `${['7', '8', '9', '10', 'J', 'Q', 'K', 'A'][r]}${suit}`))
    .join(' '),
);

/**
 * The No Hearts deal (the second) played to its last card, each player playing their first legal
 * card: with every Heart in the hand of the seat `heartsTo(forehand)` (who then takes them all), or
 * with every suit split (`split`).
 */
function playedOut(heartsTo: (forehand: number) => number, split = false) {
  const start = () => {
    const actor = createActor(createGameMachine(cv), { input: { players: names, dealer: 3 } }).start();
    actor.send({ type: 'DEAL', outcome: { points: [10, 15, 5, 10], tricks: [2, 3, 1, 2] } } as GameEvent);
    return actor;
  };
  // Who leads the deal is the machine's to say: asked of a first copy of the game.
  const probe = start();
  probe.send({ type: 'CARDS', hands: SUITS.map(cards), trump: -1 });
  const forehand = probe.getSnapshot().context.play!.participants[0]!;
  const h = heartsTo(forehand);
  const hands = [0, 1, 2, 3].map((q) => cards(split ? SPLIT[q]! : SUITS[(q - h + 4) % 4]!));
  const actor = start();
  actor.send({ type: 'CARDS', hands, trump: -1 });
  // Bounded: 32 cards.
  for (let k = 0; k < 32; k++) {
    const p = actor.getSnapshot().context.play!;
    const legal = legalPlays(cv, p, p.turn);
    if (legal.length === 0) break;
    actor.send({ type: 'PLAY', seat: p.turn, card: legal[0]! });
  }
  return { actor, shooter: h };
}

describe('a choice made after play on the Play page', () => {
  it('waits for the shooter after the last card, with the options as buttons; another seat is refused in words', () => {
    const { actor, shooter } = playedOut((f) => f);
    const snap = actor.getSnapshot();
    const p = snap.context.play!;
    expect(p.points[shooter]).toBe(40);
    expect(awaiting(snap)).toBe('play');
    expect(isCounting(snap)).toBe(false);
    expect(p.turn).toBe(shooter);
    expect(choicesFor(cv, p, shooter)).toEqual([
      { option: 'others-pay', title: 'The others pay for my moon' },
      { option: 'own-off', title: 'My own penalty is taken off' },
    ]);
    const other = (shooter + 1) % 4;
    expect(choicesFor(cv, p, other)).toEqual([]);
    expect(eventOf(cv, snap, 7, 40, `${other}:choose:own-off`, names, 0)).toBe(
      `${other === 0 ? 'you may' : `${names[other]} may`} not choose that now: another player makes this choice (rule moon-choice)`,
    );
    const e = eventOf(cv, snap, 7, 40, `${shooter}:choose:own-off`, names, 0);
    expect(typeof e).not.toBe('string');
    actor.send(e as GameEvent);
    expect(isCounting(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'COUNT' });
    expect(actor.getSnapshot().context.tallies.pot![0]).toBe(0);
  });
  it('a bot shooter chooses one of the options through the bots’ move; without a moon the deal is counted at once', () => {
    const { actor, shooter } = playedOut((f) => f);
    const p = actor.getSnapshot().context.play!;
    const move = botMove(cv, p, shooter, randomBot, createRng(5));
    expect(move?.kind === 'choose' && ['others-pay', 'own-off'].includes(move.option)).toBe(true);
    // Every suit split: the Hearts go to several players, no moon.
    const none = playedOut((f) => f, true).actor.getSnapshot();
    expect(none.context.play!.hands.every((h) => h.length === 0)).toBe(true);
    expect(none.context.play!.points.includes(40)).toBe(false);
    expect(isCounting(none)).toBe(true);
  });
});
