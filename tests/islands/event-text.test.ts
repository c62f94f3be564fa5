/**
 * The Play inspector's event log in words (src/islands/play-words.ts eventText): the verb agrees
 * with the seat's name ("You play", "Ada plays"), and a deal's cards are never named.
 */
import { describe, expect, it } from 'vitest';
import { eventText } from '../../src/islands/play-words.ts';
import type { GameEvent } from '../../src/engine/machine.ts';
import { cardName } from '../../src/engine/explain.ts';
import { compiled } from '../helpers.ts';

const cv = compiled('hindersche-pagat');
const names = ['You', 'Ada', 'Ben', 'Cleo'];
const text = (e: GameEvent) => eventText(cv, e, names);
const card = Array.from({ length: cv.deck.size }, (_, i) => i).find((i) => cardName(cv, i) === '7 of Spades')!;

describe('the inspector log says who did what, in agreeing words', () => {
  it('you play, pass and pick up; another player plays, passes and picks up', () => {
    expect(card).toBeDefined();
    expect(text({ type: 'PLAY', seat: 0, card } as GameEvent)).toBe('You play the 7 of Spades');
    expect(text({ type: 'PLAY', seat: 1, card } as GameEvent)).toBe('Ada plays the 7 of Spades');
    expect(text({ type: 'PASS', seat: 0 } as GameEvent)).toBe('You pass');
    expect(text({ type: 'PASS', seat: 2 } as GameEvent)).toBe('Ben passes');
    expect(text({ type: 'PICKUP', seat: 0 } as GameEvent)).toBe('You pick up');
    expect(text({ type: 'PICKUP', seat: 3 } as GameEvent)).toBe('Cleo picks up');
    expect(text({ type: 'TAKE', seat: 0 } as GameEvent)).toBe('You take the last trick');
    expect(text({ type: 'REDEAL', seat: 1 } as GameEvent)).toBe('Ada asks for a redeal');
  });
  it('a move of a deal of steps in words: a suit named is said, cards given are not', () => {
    expect(text({ type: 'MOVE', seat: 0, move: { kind: 'pass' } } as unknown as GameEvent)).toBe('You pass');
    expect(text({ type: 'MOVE', seat: 2, move: { kind: 'pickup', count: null } } as unknown as GameEvent)).toBe(
      'Ben picks up',
    );
    expect(text({ type: 'MOVE', seat: 1, move: { kind: 'give', cards: [card] } } as unknown as GameEvent)).toBe(
      'Ada gives cards',
    );
    expect(text({ type: 'MOVE', seat: 1, move: { kind: 'name', suit: 0 } } as unknown as GameEvent)).toMatch(
      /^Ada names [A-Z][a-z]+$/,
    );
  });
  it('a deal is dealt without naming a card', () => {
    expect(text({ type: 'CARDS', hands: [[card]], trump: 0 } as unknown as GameEvent)).toBe('the cards are dealt');
  });
});
