/**
 * The quick walk of a DEAL (engine/quick-step.ts), and of a game's start, must give the very snapshot XState's macrostep
 * gives: same state value, status, tags and context (key order included, as transcripts print it).
 * Random games of every shipped variant, each deal sent both ways, through play-offs, phase ends,
 * new games and the rubber's end; the first snapshot too.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../src/engine/bots.ts';
import { newScratch, playDeal } from '../../src/engine/fast-deal.ts';
import { participantsOf } from '../../src/engine/flow/order.ts';
import { awaiting, createGameMachine, type GameSnapshot } from '../../src/engine/machine.ts';
import { quickInitial, quickTransition } from '../../src/engine/quick-machine.ts';
import { dealContext } from '../../src/engine/play.ts';
import { dealCards } from '../../src/engine/deal-cards.ts';
import { createRng } from '../../src/engine/rng.ts';
import { inertScope } from '../../src/engine/runner.ts';
import { VARIANTS_DIR } from '../../src/resolve/disk.ts';
import { compiled } from '../helpers.ts';

const ids = readdirSync(VARIANTS_DIR)
  .filter((f) => f.endsWith('.stw'))
  .map((f) => f.replace(/\.stw$/, ''))
  .sort();

/** What a reader of a snapshot can see. */
const seen = (s: GameSnapshot) => ({
  value: s.value,
  status: s.status,
  tags: [...s.tags].sort(),
  context: JSON.stringify(s.context),
});

/** The kinds of step walked quickly over all variants: the test is only as good as these. */
const walkedKinds = new Set<string>();

describe('quick walk of a DEAL', () => {
  for (const id of ids) {
    it(`${id}: every deal of four rubbers as XState's macrostep has it`, () => {
      const cv = compiled(id);
      const machine = createGameMachine(cv);
      const players = Array.from({ length: cv.players.max }, (_, i) => `P${i + 1}`);
      const scope = inertScope(machine, { players, dealer: 0 });
      const rng = createRng(4242);
      const scratch = newScratch();
      let quick = 0;
      for (let rubber = 0; rubber < 4; rubber++) {
        let snap = machine.getInitialSnapshot(scope, { players, dealer: rubber % players.length });
        expect(seen(quickInitial(machine, { players, dealer: rubber % players.length })!)).toEqual(seen(snap));
        for (let deals = 0; deals < 400 && awaiting(snap) !== 'rubber-over'; deals++) {
          const s = snap.context;
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
          const event = { type: 'DEAL' as const, outcome };
          const walked = quickTransition(machine, snap, event);
          const full = machine.transition(snap, event, scope);
          if (walked) {
            quick++;
            expect(seen(walked)).toEqual(seen(full));
            if (walked.status === 'done') walkedKinds.add('rubber over');
            else if (awaiting(walked) === 'playoff') walkedKinds.add('play-off');
            else if (JSON.stringify(walked.value) !== JSON.stringify(snap.value)) walkedKinds.add('another phase');
            if (walked.context.game !== snap.context.game) walkedKinds.add('next game');
          }
          snap = full;
        }
      }
      expect(quick).toBeGreaterThan(0);
    });
  }
  it('walked play-offs, phase ends, new games and rubber ends', () => {
    expect([...walkedKinds].sort()).toEqual(['another phase', 'next game', 'play-off', 'rubber over']);
  });
});
