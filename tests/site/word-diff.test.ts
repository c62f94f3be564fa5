/**
 * Compare marks how a changed rule changed (src/site/word-diff.ts): the words of each side that the
 * other lacks, punctuation aside, and never the space after them.
 */
import { describe, expect, it } from 'vitest';
import { wordDiff } from '../../src/site/word-diff.ts';

const marked = (ps: { text: string; differs: boolean }[]) => ps.filter((p) => p.differs).map((p) => p.text);

describe('wordDiff', () => {
  it('marks the words each sentence has that the other lacks, and joins back into the sentence', () => {
    const a = 'The bottom card of the pack is turned for trumps when the number of players dealt in is 4.';
    const b = 'The dealer’s last card is turned for trumps.';
    const d = wordDiff(a, b);
    expect(d.a.map((p) => p.text).join('')).toBe(a);
    expect(d.b.map((p) => p.text).join('')).toBe(b);
    expect(marked(d.b)).toEqual(['dealer’s last']);
    expect(marked(d.a)).toEqual(['bottom', 'of the pack', 'when the number of players dealt in is 4.']);
  });

  it('marks nothing in the same sentence, and all of a sentence with no word in common', () => {
    expect(marked(wordDiff('A rubber is 4 games.', 'A rubber is 4 games.').a)).toEqual([]);
    expect(marked(wordDiff('Ties share.', 'Nobody plays off').b)).toEqual(['Nobody plays off']);
  });
});
