/**
 * The pure rules of the steps before play (issue 11, items 2 and 4): a pass whose direction cycles
 * by deal, an exchange with the table, personal trumps by seat or chosen in turn.
 */
import { describe, expect, it } from 'vitest';
import { giveRefusal, handsAfterPass, passDirection, passes, receiverOf } from '../../src/engine/steps/give/passing.ts';
import {
  exchangeCard,
  exchanger,
  exchangeRefusal,
  handsAfterExchange,
} from '../../src/engine/steps/exchange/table-exchange.ts';
import {
  choosable,
  chooseRefusal,
  nextChooser,
  trumpsBySeat,
} from '../../src/engine/steps/choose-trumps/personal-choice.ts';

const names = Array.from({ length: 32 }, (_, c) => `c${c}`);

describe('a pass: direction by deal, receivers in order of play', () => {
  const cycle = ['next', 'previous', 'across', 'none'] as const;
  it('cycles the directions by deal, round again after the last', () => {
    expect([0, 1, 2, 3, 4, 5, 8].map((d) => passDirection(cycle, d))).toEqual([
      'next',
      'previous',
      'across',
      'none',
      'next',
      'previous',
      'next',
    ]);
  });
  it('finds the receiver next, previous and across among the participants, from any seat', () => {
    const order = [2, 3, 0, 1]; // forehand is seat 2
    expect(receiverOf(order, 2, 'next')).toBe(3);
    expect(receiverOf(order, 1, 'next')).toBe(2);
    expect(receiverOf(order, 2, 'previous')).toBe(1);
    expect(receiverOf(order, 3, 'across')).toBe(1);
    expect(receiverOf(order, 0, 'none')).toBeNull();
  });
  it('passes nothing across an odd table (players dropped out)', () => {
    expect(receiverOf([0, 1, 2], 0, 'across')).toBeNull();
    expect(passes([0, 1, 2], 'across')).toBe(false);
    expect(passes([0, 1, 2], 'next')).toBe(true);
  });
  it('refuses in words: wrong count, a card not held, a card twice, giving twice', () => {
    const hand = [1, 2, 3, 4];
    expect(giveRefusal(names, hand, [1, 2, 3], 3, false)).toBeNull();
    expect(giveRefusal(names, hand, [1, 2], 3, false)).toBe('each player gives 3 cards, not 2');
    expect(giveRefusal(names, hand, [1, 2, 9], 3, false)).toBe('c9 is not in their hand');
    expect(giveRefusal(names, hand, [1, 1, 2], 3, false)).toBe('c1 is given twice');
    expect(giveRefusal(names, hand, [1, 2, 3], 3, true)).toBe('they have already given their cards in this pass');
    expect(giveRefusal(names, hand, [1, 2], 1, false)).toBe('each player gives 1 card, not 2');
  });
  it('gives all at once: nobody passes on a card just received', () => {
    const hands = [
      [0, 1],
      [2, 3],
      [4, 5],
      [6, 7],
    ];
    const after = handsAfterPass(hands, [[0], [2], [4], [6]], [0, 1, 2, 3], 'next');
    expect(after).toEqual([
      [1, 6],
      [3, 0],
      [5, 2],
      [7, 4],
    ]);
    expect(hands).toEqual([
      [0, 1],
      [2, 3],
      [4, 5],
      [6, 7],
    ]);
    expect(handsAfterPass(hands, [[0], [2], [4], [6]], [0, 1, 2, 3], 'across')).toEqual([
      [1, 4],
      [3, 6],
      [5, 0],
      [7, 2],
    ]);
  });
});

describe('an exchange with the table', () => {
  // 9 ranks (6 ... A), the Six is rank 0; hearts (suit 1) trumps: the Six of trumps is card 9.
  it('names the card of the rank in the trump suit, none without trumps', () => {
    expect(exchangeCard(9, 0, 1)).toBe(9);
    expect(exchangeCard(9, 0, -1)).toBe(-1);
  });
  it('lets the holder of the Six exchange unless it is the trump card or already beside it', () => {
    const hands = [
      [9, 20],
      [30, 31],
      [1, 2],
    ];
    expect(exchanger(hands, [0, 1, 2], 9, 13)).toBe(0);
    expect(exchanger(hands, [0, 1, 2], 9, 9)).toBe(-1);
    expect(exchanger(hands, [0, 1, 2], 9, 20)).toBe(-1);
    expect(exchanger(hands, [0, 1, 2], 9, -1)).toBe(-1);
  });
  it('refuses anyone else, and any other card, in words', () => {
    expect(exchangeRefusal(names, 0, 1, 9, [9])).toBe('only the holder of c9 may exchange it for the trump card');
    expect(exchangeRefusal(names, 0, 0, 9, [20])).toBe('only c9 may be given for the trump card');
    expect(exchangeRefusal(names, -1, 0, 9, [9])).toBe('nobody can exchange for the trump card in this deal');
    expect(exchangeRefusal(names, 0, 0, 9, [9])).toBeNull();
  });
  it('takes the trump card from the stock, or from the hand it was dealt into', () => {
    expect(
      handsAfterExchange(
        [
          [9, 20],
          [30, 31],
        ],
        0,
        9,
        13,
      ),
    ).toEqual([
      [20, 13],
      [30, 31],
    ]);
    expect(
      handsAfterExchange(
        [
          [9, 20],
          [30, 13],
        ],
        0,
        9,
        13,
      ),
    ).toEqual([
      [20, 13],
      [30, 9],
    ]);
  });
});

describe('personal trumps by seat or chosen', () => {
  it('deals the suits round from the first seat named, in order of play', () => {
    expect(trumpsBySeat([0, 1, 2, 3], [2, 3, 0, 1], 2, 4)).toEqual([2, 3, 0, 1]);
    expect(trumpsBySeat([0, 1, 2, 3], [2, 3, 0, 1], 1, 4)).toEqual([3, 0, 1, 2]);
    expect(trumpsBySeat([0, 1], [0, 1, 2], 0, 4)).toEqual([0, 1, -1, -1]);
  });
  it('asks each player in turn from forehand, offering only suits not taken', () => {
    const order = [1, 2, 3, 0];
    expect(nextChooser(order, [-1, -1, -1, -1])).toBe(1);
    expect(nextChooser(order, [-1, 2, -1, -1])).toBe(2);
    expect(nextChooser(order, [0, 1, 2, 3])).toBe(-1);
    expect(choosable(4, [-1, 2, 0, -1], false)).toEqual([1, 3]);
    expect(choosable(4, [-1, 2, 0, -1], true)).toEqual([0, 1, 2, 3]);
  });
  it('refuses out of turn, a taken suit, and after all have chosen, in words', () => {
    const suits = ['C', 'S', 'H', 'D'];
    const order = [1, 2, 3, 0];
    expect(chooseRefusal(suits, order, [-1, -1, -1, -1], 2, 0, false)).toBe(
      'it is not their turn to choose a personal trump suit',
    );
    expect(chooseRefusal(suits, order, [-1, 2, -1, -1], 2, 2, false)).toBe(
      "H is already another player's personal trump suit",
    );
    expect(chooseRefusal(suits, order, [-1, 2, -1, -1], 2, 2, true)).toBeNull();
    expect(chooseRefusal(suits, order, [0, 1, 2, 3], 2, 2, false)).toBe(
      'every player already has a personal trump suit',
    );
  });
});

describe('the step modules in a deal (engine)', async () => {
  const { checkPath } = await import('../../src/check/check.ts');
  const { diskReader } = await import('../../src/resolve/disk.ts');
  const { compileVariant } = await import('../../src/compile/compile.ts');
  const { startPlayIn } = await import('../../src/engine/play.ts');
  const { applyStepMove, currentStep, legalStepMoves, seatsToMove } = await import('../../src/engine/steps/index.ts');
  const { simulate } = await import('../../src/sim/simulate.ts');
  const { randomBot } = await import('../../src/engine/bots.ts');
  const compiled = (path: string) => compileVariant(checkPath(diskReader, path).variant!);
  const ctx = (index: number, dealer: number, upcard = -1) => ({
    index,
    seats: { seats: 4, out: [false, false, false, false], tied: [], dealer, playoffDealer: -1 },
    upcard,
  });

  it("a pass waits for everyone, then moves the cards by the deal's direction (deal 2: to the previous player)", () => {
    const cv = compiled('variants/house/kein-stich-passing.stw');
    const card = (n: string) => cv.deck.byName.get(n)!;
    const hands = [
      ['7D', '8D', '9D', '10D', 'JD', 'QD', 'KD', 'AD'],
      ['7C', '8C', '9C', '10C', 'JC', 'QC', 'KC', 'AC'],
      ['7S', '8S', '9S', '10S', 'JS', 'QS', 'KS', 'AS'],
      ['7H', '8H', '9H', '10H', 'JH', 'QH', 'KH', 'AH'],
    ].map((h) => h.map(card));
    let p = startPlayIn(cv, 'no-tricks', [1, 2, 3, 0], hands, -1, ctx(1, 0));
    expect(currentStep(cv, p).id).toBe('passing');
    expect(seatsToMove(cv, p)).toEqual([1, 2, 3, 0]);
    for (const q of [1, 2, 3]) p = applyStepMove(cv, p, q, { kind: 'give', cards: hands[q]!.slice(0, 3) });
    expect(p.hands[0]).toHaveLength(8);
    expect(seatsToMove(cv, p)).toEqual([0]);
    p = applyStepMove(cv, p, 0, { kind: 'give', cards: hands[0]!.slice(0, 3) });
    expect(currentStep(cv, p).kind).toBe('tricks');
    // Previous in order of play: seat 1 (E) gives to seat 0 (N), N to W (3), W to S (2), S to E.
    expect(p.hands[0]).toEqual(expect.arrayContaining([card('7C'), card('8C'), card('9C')]));
    expect(p.hands[1]).toEqual(expect.arrayContaining([card('7S'), card('8S'), card('9S')]));
    expect(p.hands[3]).toEqual(expect.arrayContaining([card('7D'), card('8D'), card('9D')]));
    // Deal 4 of the cycle passes nothing: the step is over as it starts.
    expect(currentStep(cv, startPlayIn(cv, 'no-tricks', [1, 2, 3, 0], hands, -1, ctx(3, 0))).kind).toBe('tricks');
  });

  it('a seat sees of a pass in progress only its own cards given, and whether the others have given', async () => {
    const { seatView } = await import('../../src/engine/bot-move.ts');
    const cv = compiled('variants/house/kein-stich-passing.stw');
    const hands = [
      [0, 1, 2, 3, 4, 5, 6, 7],
      [8, 9, 10, 11, 12, 13, 14, 15],
      [16, 17, 18, 19, 20, 21, 22, 23],
      [24, 25, 26, 27, 28, 29, 30, 31],
    ];
    let p = startPlayIn(cv, 'no-tricks', [1, 2, 3, 0], hands, -1, ctx(0, 0));
    p = applyStepMove(cv, p, 1, { kind: 'give', cards: [8, 9, 10] });
    p = applyStepMove(cv, p, 2, { kind: 'give', cards: [16, 17, 18] });
    expect(seatView(p, 2).table.gifts).toEqual([null, [], [16, 17, 18], null]);
    expect(JSON.stringify(seatView(p, 3))).not.toContain('[8,9,10]');
  });

  it('the exchange is offered to the holder of the Six only while a trump card is turned', () => {
    const cv = compiled('variants/house/hindersche-six-for-trump.stw');
    const card = (n: string) => cv.deck.byName.get(n)!;
    const hands = [
      ['7C', '8C', '9C', '10C', 'JC', 'QC', 'KC', 'AC', 'KH'],
      ['6S', '7S', '8S', '9S', '10S', 'JS', 'QS', 'KS', 'AS'],
      ['6H', '7H', '8H', '6D', '7D', '8D', '9D', '10D', 'JD'],
      ['9H', '10H', 'JH', 'QH', 'AH', 'QD', 'KD', 'AD', '6C'],
    ].map((h) => h.map(card));
    const hearts = cv.deck.suits.indexOf('H');
    const p = startPlayIn(cv, 'vier-strich', [1, 2, 3, 0], hands, hearts, ctx(0, 0, card('KH')));
    expect(seatsToMove(cv, p)).toEqual([2]);
    expect(legalStepMoves(cv, p, 2)).toEqual([{ kind: 'give', cards: [card('6H')] }, { kind: 'pass' }]);
    const after = applyStepMove(cv, p, 2, { kind: 'give', cards: [card('6H')] });
    expect(after.hands[2]).toContain(card('KH'));
    expect(after.hands[0]).toContain(card('6H'));
    expect(currentStep(cv, startPlayIn(cv, 'vier-strich', [1, 2, 3, 0], hands, hearts, ctx(0, 0))).kind).toBe('tricks');
  });

  it('bots pass, exchange, name and choose from their own view: simulate plays each house rule to the end', () => {
    for (const f of [
      'kein-stich-passing',
      'hindersche-six-for-trump',
      'hindersche-forehand-names-trump',
      'bauernheinrich-chosen-trumps',
      'bauernheinrich-trumps-by-seat',
    ]) {
      const r = simulate(compiled(`variants/house/${f}.stw`), {
        games: 20,
        seed: 3,
        bot: randomBot,
        botName: 'random',
      });
      expect(r.games).toBe(20);
    }
  });
});
