/**
 * A snapshot, once made, never changes: the site keeps them (the inspector's Back, a saved game's
 * replay) while the game goes on. Whole rubbers of every shipped variant are played through the
 * logging machine; every snapshot's context is compared, at the end, with its JSON taken when it
 * was made.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { randomBot } from '../../src/engine/bots.ts';
import { newScratch, playDeal } from '../../src/engine/fast-deal.ts';
import { participantsOf } from '../../src/engine/flow/order.ts';
import { awaiting, createGameMachine } from '../../src/engine/machine.ts';
import { dealContext } from '../../src/engine/play.ts';
import { dealCards } from '../../src/engine/deal-cards.ts';
import { createRng } from '../../src/engine/rng.ts';
import { VARIANTS_DIR } from '../../src/resolve/disk.ts';
import { compiled } from '../helpers.ts';

const ids = readdirSync(VARIANTS_DIR)
  .filter((f) => f.endsWith('.stw'))
  .map((f) => f.replace(/\.stw$/, ''))
  .sort();

describe('snapshots are never changed afterwards', () => {
  for (const id of ids) {
    it(`${id}: every snapshot of a rubber is as it was made`, () => {
      const cv = compiled(id);
      const players = Array.from({ length: cv.players.max }, (_, i) => `P${i + 1}`);
      const actor = createActor(createGameMachine(cv), { input: { players, dealer: 0 } }).start();
      const kept: { context: unknown; json: string }[] = [];
      actor.subscribe((snap) => kept.push({ context: snap.context, json: JSON.stringify(snap.context) }));
      const rng = createRng(7);
      const scratch = newScratch();
      for (let deals = 0; deals < 300 && awaiting(actor.getSnapshot()) !== 'rubber-over'; deals++) {
        const s = actor.getSnapshot().context;
        const { hands, trump, upcard } = dealCards(cv, s, rng, participantsOf(cv, s));
        const phase = cv.phases.find((p) => p.id === s.phase)!;
        actor.send({
          type: 'DEAL',
          outcome: playDeal(
            cv,
            phase,
            hands,
            participantsOf(cv, s, hands),
            trump,
            randomBot,
            rng,
            scratch,
            dealContext(cv, s, upcard),
          ),
        });
      }
      const changed = kept.filter((k) => JSON.stringify(k.context) !== k.json).length;
      expect(changed).toBe(0);
    });
  }
});
