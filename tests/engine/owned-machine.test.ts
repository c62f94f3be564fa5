/**
 * A machine whose game owns its states (createGameMachine's `owned`, for simulation) settles each
 * deal into the state it is given instead of a copy. Random games of every shipped variant and every
 * house rule, each deal sent to a quiet machine and an owned quiet one: after every deal the same
 * status, state value and context (as JSON, key for key, log draft and entry included); the owned
 * game really writes in place (else this proves nothing); and a rule that fails stops both games
 * with the same error.
 */
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../src/engine/bots.ts';
import { newScratch, playDeal } from '../../src/engine/fast-deal.ts';
import { participantsOf } from '../../src/engine/flow/order.ts';
import { createGameMachine, sendChecked } from '../../src/engine/machine.ts';
import { quickWalk } from '../../src/engine/quick-machine.ts';
import { startGame } from '../../src/engine/runner.ts';
import { dealContext } from '../../src/engine/play.ts';
import { dealCards } from '../../src/engine/deal-cards.ts';
import { createRng } from '../../src/engine/rng.ts';
import type { DealOutcome } from '../../src/engine/state.ts';
import { compiled, shippedFiles } from '../helpers.ts';

const files = shippedFiles();

describe('a machine whose game owns its states', () => {
  /** Deals settled into the state they were given (a game of one deal per rubber has none). */
  let inPlace = 0;
  for (const file of files) {
    it(`${file.split('/').pop()}: the same states after every deal as a quiet machine's`, () => {
      const cv = compiled(file);
      const players = Array.from({ length: cv.players.max }, (_, i) => `P${i + 1}`);
      const quiet = createGameMachine(cv, { quiet: true }),
        owned = createGameMachine(cv, { quiet: true, owned: true });
      const rng = createRng(4711);
      const scratch = newScratch();
      for (let rubber = 0; rubber < 4; rubber++) {
        const a = startGame(cv, quiet, { players, dealer: rubber % players.length }, quickWalk);
        const b = startGame(cv, owned, { players, dealer: rubber % players.length }, quickWalk);
        for (let deals = 0; deals < 400 && a.getSnapshot().status === 'active'; deals++) {
          const s = a.getSnapshot().context;
          const { hands, trump, upcard } = dealCards(cv, s, rng, participantsOf(cv, s));
          const phase = cv.phases.find((p) => p.id === s.phase)!;
          const outcome = playDeal(
            cv,
            phase,
            hands,
            participantsOf(cv, s, hands),
            trump,
            randomBot,
            rng,
            scratch,
            dealContext(cv, s, upcard),
          );
          const before = b.getSnapshot().context;
          a.send({ type: 'DEAL', outcome });
          b.send({ type: 'DEAL', outcome });
          const x = a.getSnapshot(),
            y = b.getSnapshot();
          expect(y.status).toBe(x.status);
          expect(y.value).toEqual(x.value);
          expect(JSON.stringify(y.context)).toBe(JSON.stringify(x.context));
          if (y.context === before) inPlace++;
        }
      }
    });
  }

  it('settles deals into the state it was given (else the games above prove nothing)', () => {
    expect(inPlace).toBeGreaterThan(1000);
  });

  it('a clause that fails stops an owned game with the same error as a quiet one', () => {
    const cv = compiled('hindersche-pagat');
    const rule = cv.phases[0]!.scoring.find((r) => r.id === 'most-points')!;
    rule.effects = [
      () => {
        throw new TypeError('boom');
      },
    ];
    const errorOf = (owned: boolean): string => {
      const game = startGame(
        cv,
        createGameMachine(cv, { quiet: true, owned }),
        { players: ['N', 'W', 'S', 'E'], dealer: 0 },
        quickWalk,
      );
      const deal: DealOutcome = { points: [50, 30, 35, 25], tricks: [3, 2, 2, 2] };
      try {
        for (let k = 0; k < 3; k++) sendChecked(cv, game, { type: 'DEAL', outcome: deal });
      } catch (e) {
        return String(e);
      }
      return 'no error';
    };
    expect(errorOf(true)).toMatch(/clause most-points failed in deal 1: boom/);
    expect(errorOf(true)).toBe(errorOf(false));
  });
});
