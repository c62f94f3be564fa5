/** The rubber's settlement with teams (issue 29): opponents are the players of the other teams. */
import { describe, expect, it } from 'vitest';
import { settleRubber } from '../../src/engine/flow/rubber.ts';
import { initialState } from '../../src/engine/flow/states.ts';
import { compiled } from '../helpers.ts';

describe('settlement by teams', () => {
  it('pays each unit to each player of the other team, never to a partner', () => {
    const partners = compiled('variants/house/hindersche-partners.stw');
    const alone = compiled('hindersche-pagat');
    const settle = (cv: typeof partners) => {
      const s = initialState(cv, ['N', 'W', 'S', 'E'], 0);
      s.tallies.frame = [2, 0, 1, 0];
      return settleRubber(cv, s).settlement;
    };
    // N and S hold 3 frame marks between them: N pays 2 to W and to E (−4), S pays 1 to each (−2).
    expect(settle(partners)).toEqual([-4, 3, -2, 3]);
    // Alone, N also pays S, and S pays N: N −2·3 + 1 = −5.
    expect(settle(alone)).toEqual([-5, 3, -1, 3]);
  });
});
