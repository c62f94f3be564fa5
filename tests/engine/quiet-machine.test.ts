/**
 * A quiet machine (createGameMachine's `quiet`, for simulation and `verify`) makes a deal's log
 * entry only when the deal ends a game. Random games of every shipped variant (and the house rules
 * that deal differently), each deal sent to a quiet and a logging machine: the same states but for
 * the log; the entry that ends a game the same; and what a simulation reads of every other deal
 * (who made each event, the phase it was dealt in) the same as the logging machine's entry says.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../src/engine/bots.ts';
import { newScratch, playDeal } from '../../src/engine/fast-deal.ts';
import { participantsOf } from '../../src/engine/flow/order.ts';
import { createGameMachine } from '../../src/engine/machine.ts';
import { quickWalk } from '../../src/engine/quick-machine.ts';
import { startGame } from '../../src/engine/runner.ts';
import { dealContext } from '../../src/engine/play.ts';
import { dealCards } from '../../src/engine/deal-cards.ts';
import { createRng } from '../../src/engine/rng.ts';
import type { GameState } from '../../src/engine/state.ts';
import { VARIANTS_DIR } from '../../src/resolve/disk.ts';
import { compiled } from '../helpers.ts';

const ids = [
  ...readdirSync(VARIANTS_DIR)
    .filter((f) => f.endsWith('.stw'))
    .map((f) => f.replace(/\.stw$/, ''))
    .sort(),
  ...['hindersche-playoff-winner-leads', 'kein-stich-seven-leads', 'bauernheinrich-loser-deals'].map((h) =>
    join(VARIANTS_DIR, 'house', `${h}.stw`),
  ),
];

/** A state without its log (entry and draft). */
const unlogged = (s: GameState) => JSON.stringify({ ...s, entry: null, draft: null });

describe('a quiet machine', () => {
  for (const id of ids) {
    it(`${id.split('/').pop()}: the same games, the entry only at a game's end`, () => {
      const cv = compiled(id);
      const players = Array.from({ length: cv.players.max }, (_, i) => `P${i + 1}`);
      const loud = createGameMachine(cv),
        quiet = createGameMachine(cv, { quiet: true });
      const rng = createRng(9191);
      const scratch = newScratch();
      let ends = 0;
      for (let rubber = 0; rubber < 3; rubber++) {
        const a = startGame(cv, loud, { players, dealer: rubber % players.length }, quickWalk);
        const b = startGame(cv, quiet, { players, dealer: rubber % players.length }, quickWalk);
        for (let deals = 0; deals < 300 && a.getSnapshot().status === 'active'; deals++) {
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
          a.send({ type: 'DEAL', outcome });
          b.send({ type: 'DEAL', outcome });
          const x = a.getSnapshot(),
            y = b.getSnapshot();
          expect(y.status).toBe(x.status);
          expect(y.value).toEqual(x.value);
          expect(unlogged(y.context)).toBe(unlogged(x.context));
          const entry = x.context.entry!;
          if (y.context.entry) {
            ends++;
            expect(entry.gameOver).not.toBeNull();
            expect(JSON.stringify(y.context.entry)).toBe(JSON.stringify(entry));
          } else {
            expect(entry.gameOver).toBeNull();
            expect(entry.phase).toBe(s.phase);
            const by = y.context.lastDeal!.eventBy;
            expect(cv.events.map((_, i) => (by[i]! >= 0 ? players[by[i]!] : null))).toEqual(
              cv.events.map((e) => entry[e.id]),
            );
          }
        }
      }
      expect(ends).toBeGreaterThan(0);
    });
  }
});
