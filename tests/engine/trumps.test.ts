/**
 * The engine's trump predicate and hand order (src/engine/trumps.ts), which the Play table marks and
 * sorts the hand by: a special card ranked among the trumps is a trump whatever suit is printed on
 * it (Hindersche's Little Man, the Jack of the other suit of the trump's colour); a beating game's
 * permanent Jacks are trumps for every player, and each player's own suit for that player only.
 */
import { describe, expect, it } from 'vitest';
import { startPlayIn } from '../../src/engine/play.ts';
import { isTrump, rankedHand } from '../../src/engine/trumps.ts';
import { compiled } from '../helpers.ts';

describe('the trump predicate of a trick deal', () => {
  const cv = compiled('hindersche-pagat');
  const card = (n: string) => cv.deck.byName.get(n)!;
  const names = (cs: number[]) => cs.map((c) => cv.deck.names[c]);
  const hands = [['JH', 'AH', 'JD', '6D', 'KS', 'JS', 'AC', '10D', '7H'], ['8H'], ['9H'], ['10H']].map((h) =>
    h.map(card),
  );
  const diamonds = cv.deck.suits.indexOf('D');
  const p = startPlayIn(cv, cv.phases[0]!.id, [0, 1, 2, 3], hands, diamonds);

  it('marks the trump suit and the Little Man (the Jack of Hearts under Diamonds), not the printed Hearts or another Jack', () => {
    const trumps = hands[0]!.filter((c) => isTrump(cv, p, 0, c));
    expect(names(trumps).sort()).toEqual(['10D', '6D', 'JD', 'JH']);
    expect(isTrump(cv, p, 0, card('AH'))).toBe(false);
    expect(isTrump(cv, p, 0, card('JS'))).toBe(false);
  });

  it('sorts the hand as the engine ranks it: Old Man, Little Man, the other trumps by power, then each suit strongest first', () => {
    expect(names(rankedHand(cv, p, 0, hands[0]!))).toEqual(['JD', 'JH', '10D', '6D', 'KS', 'JS', 'AH', '7H', 'AC']);
  });

  it('has no trumps in a deal without a trump suit', () => {
    const none = startPlayIn(cv, cv.phases[0]!.id, [0, 1, 2, 3], hands, -1);
    expect(hands[0]!.some((c) => isTrump(cv, none, 0, c))).toBe(false);
  });
});

describe('the trump predicate of a beating deal', () => {
  const cv = compiled('bauernheinrich');
  const card = (n: string) => cv.deck.byName.get(n)!;
  const names = (cs: number[]) => cs.map((c) => cv.deck.names[c]);
  // Seat 0 holds the Ace of Clubs: its own trump suit is Clubs, the next seat's Spades.
  const hands = [
    ['AC', '7C', 'JH', 'JS', 'AH', '9D', 'KS', '8H'],
    ['JC', '7S', 'AS', '8C', '9C', '10C', 'QC', 'KC'],
    ['7H'],
    ['7D'],
  ].map((h) => h.map(card));
  const p = startPlayIn(cv, cv.phases[0]!.id, [0, 1, 2, 3], hands, -1);

  it("makes the Jacks trumps for every player, and a player's own suit for that player only", () => {
    expect(p.trumps!.slice(0, 2)).toEqual([cv.deck.suits.indexOf('C'), cv.deck.suits.indexOf('S')]);
    expect(names(hands[0]!.filter((c) => isTrump(cv, p, 0, c))).sort()).toEqual(['7C', 'AC', 'JH', 'JS']);
    expect(names(hands[1]!.filter((c) => isTrump(cv, p, 1, c))).sort()).toEqual(['7S', 'AS', 'JC']);
    // The Seven of Clubs is seat 0's trump, not seat 1's.
    expect(isTrump(cv, p, 1, card('7C'))).toBe(false);
  });

  it("sorts the Jacks first, the pack's first suit highest, then the own trump suit, then the other suits", () => {
    expect(names(rankedHand(cv, p, 0, hands[0]!))).toEqual(['JS', 'JH', 'AC', '7C', 'KS', 'AH', '8H', '9D']);
  });
});
