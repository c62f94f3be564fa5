/**
 * The step of cards moved by rule (src/engine/steps/give-rule/): every card of the set to the seat
 * found for it, from the hands as the step began; a talon into a hand; and `give N of CARDS`, where
 * the players who hold more than N choose, all at once, and are refused in words.
 */
import { describe, expect, it } from 'vitest';
import type { CompiledVariant } from '../../src/compile/compile.ts';
import { startPlayIn } from '../../src/engine/play.ts';
import type { DealContext, PlayState } from '../../src/engine/state.ts';
import { applyStepMove, currentStep, explainMove, legalStepMoves, seatsToMove } from '../../src/engine/steps/index.ts';
import { compiled } from '../helpers.ts';

/** Seats N E S W (0-3), N dealing: E leads. */
const context = (talon?: number[]): DealContext => ({
  index: 0,
  seats: { seats: 4, out: [false, false, false, false], tied: [], dealer: 0, playoffDealer: -1 },
  upcard: -1,
  ...(talon ? { talon } : {}),
});
const cardsOf = (cv: CompiledVariant, names: string) => names.split(' ').map((n) => cv.deck.byName.get(n)!);
const namesOf = (cv: CompiledVariant, cards: readonly number[]) => cards.map((c) => cv.deck.names[c]).sort();
const deal = (cv: CompiledVariant, phase: string, hands: string[], talon?: string) =>
  startPlayIn(
    cv,
    phase,
    [1, 2, 3, 0],
    hands.map((h) => cardsOf(cv, h)),
    -1,
    context(talon ? cardsOf(cv, talon) : undefined),
  );

describe('give cards: every card of the set moves by itself', () => {
  it('each Six goes to the player whose chosen personal trump is its suit, once the suits are chosen', () => {
    const cv = compiled('variants/house/bauernheinrich-sixes-to-owners.stw');
    let p: PlayState = deal(cv, 'hand', [
      'JH 7D 8D 9D 10D QD KD AD JC',
      '6C 7C 8C 9C 10C QH KH AH JD',
      '6H QC KC AC 7S 8S 9S 10S JS',
      '6D 6S QS KS AS 7H 8H 9H 10H',
    ]);
    // E, S, W, N name Hearts, Clubs, Spades, Diamonds.
    for (const [seat, suit] of [
      [1, 'H'],
      [2, 'C'],
      [3, 'S'],
      [0, 'D'],
    ] as const)
      p = applyStepMove(cv, p, seat, { kind: 'name', suit: cv.deck.suits.indexOf(suit) });
    expect(currentStep(cv, p).kind).toBe('beating');
    expect(p.hands.map((h) => h.length)).toEqual([10, 9, 9, 8]);
    expect(namesOf(cv, p.hands[0]!)).toContain('6D');
    expect(namesOf(cv, p.hands[1]!)).toContain('6H');
    expect(namesOf(cv, p.hands[2]!)).toContain('6C');
    expect(namesOf(cv, p.hands[3]!)).toContain('6S');
    expect(p.plays.filter((x) => x.includes(':give:'))).toEqual([
      `1:give:${cv.deck.byName.get('6C')}>2`,
      `2:give:${cv.deck.byName.get('6H')}>1`,
      `3:give:${cv.deck.byName.get('6D')}>0`,
    ]);
  });
  it('every Heart goes one seat on, found from the hands before any moved (none is passed twice)', () => {
    const cv = compiled('variants/house/kein-stich-domino-hearts-left.stw');
    const p = deal(cv, 'domino', [
      'JC 7H 8H 10C 8S 9S 10S 7D',
      'QC 9C QS KS AS 7S JS 8D',
      'KC 9H 10H JH QH KH AH AC',
      '7C 8C 9D 10D JD QD KD AD',
    ]);
    expect(namesOf(cv, p.hands[1]!)).toEqual(namesOf(cv, cardsOf(cv, 'QC 9C QS KS AS 7S JS 8D 7H 8H')));
    expect(namesOf(cv, p.hands[3]!)).toEqual(namesOf(cv, cardsOf(cv, '7C 8C 9D 10D JD QD KD AD 9H 10H JH QH KH AH')));
    expect(p.hands.map((h) => h.length)).toEqual([6, 10, 2, 14]);
  });
  it('the talon goes into the hand of the holder of the Ace of Clubs', () => {
    const cv = compiled('variants/house/bauernheinrich-widow.stw');
    const p = deal(
      cv,
      'hand',
      ['JH JC JD 7D 8D 9D 10D', 'AC 7C 8C 9C 10C QH KH', 'QC KC 7S 8S 9S 10S JS', 'QS KS AS 7H 8H 9H 10H'],
      'AH QD KD AD',
    );
    expect(p.hands.map((h) => h.length)).toEqual([7, 11, 7, 7]);
    expect(namesOf(cv, p.hands[1]!)).toContain('AH');
  });
});

describe('give N of CARDS: the players who hold more choose, all at once', () => {
  const cv = compiled('variants/house/kein-stich-domino-one-heart.stw');
  const start = () =>
    deal(cv, 'domino', [
      'JC 7H 8H 10C 8S 9S 10S 7D',
      'QC 9C QS KS AS 7S JS 8D',
      'KC 9H 10H JH QH KH AH AC',
      '7C 8C 9D 10D JD QD KD AD',
    ]);
  const give = (names: string) => ({ kind: 'give' as const, cards: cardsOf(cv, names) });
  it('waits for N and S (two Hearts or more), whose choices are their Hearts one by one', () => {
    const p = start();
    expect(seatsToMove(cv, p).sort()).toEqual([0, 2]);
    expect(legalStepMoves(cv, p, 0)).toEqual([give('7H'), give('8H')]);
    expect(legalStepMoves(cv, p, 1)).toEqual([]);
  });
  it('refuses in words a card not of the set, two cards, a card before the Hearts, and a player with no choice', () => {
    const p = start();
    expect(explainMove(cv, p, 0, give('10C'))?.reason).toBe('10C is not one of the cards given (rule one-heart)');
    expect(explainMove(cv, p, 0, give('7H 8H'))?.reason).toBe('each player gives 1 card, not 2 (rule one-heart)');
    expect(explainMove(cv, p, 0, { kind: 'card', card: cardsOf(cv, 'JC')[0]! })?.reason).toBe(
      'every player first gives 1 card (rule one-heart)',
    );
    expect(explainMove(cv, p, 1, give('QC'))?.reason).toBe(
      'they hold only 0 cards of those given, which go without a choice (rule one-heart)',
    );
  });
  it('moves nothing until everyone has chosen, then each Heart to the left', () => {
    let p = applyStepMove(cv, start(), 0, give('8H'));
    expect(p.hands[1]!.length).toBe(8);
    expect(explainMove(cv, p, 0, give('7H'))?.reason).toBe('they have already given their cards (rule one-heart)');
    p = applyStepMove(cv, p, 2, give('JH'));
    expect(currentStep(cv, p).kind).toBe('layoff');
    expect(namesOf(cv, p.hands[1]!)).toContain('8H');
    expect(namesOf(cv, p.hands[3]!)).toContain('JH');
    expect(p.hands.map((h) => h.length)).toEqual([7, 9, 7, 9]);
  });
});
