/**
 * The slate says a refused entry in the reader's words: the deal's number, not the scenario's path
 * (`deals[0].points: …`, which `stichwort run` prints for a file).
 */
import { describe, expect, it } from 'vitest';
import { readerWords } from '../../src/islands/slate-engine.ts';
import { replay } from '../../src/scenario/replay.ts';
import { ScenarioInputError } from '../../src/scenario/errors.ts';
import { compiled } from '../helpers.ts';

describe('a refused entry on the slate', () => {
  it('names the deal by its number', () => {
    const cv = compiled('kein-stich');
    const deals = [{ points: { N: 0, E: 7, S: 0, W: 0 }, tricks: { N: 0, E: 8, S: 0, W: 0 } }];
    let err: unknown = null;
    try {
      replay(cv, { variant: 'kein-stich', players: ['N', 'E', 'S', 'W'], dealer: 'N', deals });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ScenarioInputError);
    expect((err as Error).message).toMatch(/^deals\[0\]\.points: /);
    expect(readerWords(err as ScenarioInputError)).toBe('Deal 1: the points add up to 7, but the 32 cards hold 40');
    expect(readerWords(new ScenarioInputError('players', 'expected a list of names'))).toBe('Expected a list of names');
  });
});
