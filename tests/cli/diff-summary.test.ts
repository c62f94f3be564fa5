import { describe, expect, it } from 'vitest';
import { dealSummary } from '../../src/cli/diff.ts';

describe("diff's side-by-side table: a witness's deal in words", () => {
  it('gives a scored deal by its points', () => {
    expect(dealSummary({ points: { E: 7, S: 11 } })).toBe('E 7, S 11');
  });

  it("gives a lay-off's places with the passes its scoring may read", () => {
    expect(dealSummary({ places: { N: 4, E: 1, S: 2, W: 3 }, passes: { N: 3, E: 0, S: 1, W: 2 } })).toBe(
      'places E S W N; passes N 3, E 0, S 1, W 2',
    );
  });

  it("gives a beating deal's pick-ups", () => {
    expect(dealSummary({ places: { N: 2, E: 1 }, pickups: { N: 1, E: 0 } })).toBe('places E N; pick-ups N 1, E 0');
  });

  it('gives places alone, a redeal and a played deal as before', () => {
    expect(dealSummary({ places: { N: 2, E: 1 } })).toBe('places E N');
    expect(dealSummary({ redeal: true, askedBy: 'N' })).toBe('redeal asked for by N');
    expect(dealSummary({ plays: ['N:7H', 'E:8H'] })).toBe('played: 2 moves');
  });
});
