/**
 * One implementation of each step: a step's own tight loop (`playInLoop`, steps/tricks/fast.ts) and the step modules
 * (src/engine/steps) must play every deal alike. Random deals of every shipped variant, in every
 * phase, are played three ways with the same bot and the same random numbers: the fast path, the
 * step functions from data (`playByRules`), and MOVE events through the machine; the outcomes
 * (points, tricks, places) must be identical.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActor } from 'xstate';
import type { Bot } from '../../src/engine/bots.ts';
import { botMove, stepMove } from '../../src/engine/bot-move.ts';
import { newScratch, playByRules, playDeal } from '../../src/engine/fast-deal.ts';
import { participantsOf } from '../../src/engine/flow/order.ts';
import { initialState } from '../../src/engine/flow/states.ts';
import { createGameMachine, isCounting } from '../../src/engine/machine.ts';
import { outcomeOf } from '../../src/engine/play.ts';
import { dealCards } from '../../src/engine/deal-cards.ts';
import { createRng } from '../../src/engine/rng.ts';
import type { STEP_KINDS } from '../../src/engine/steps/index.ts';
import { FAST_STEP_KINDS } from '../../src/engine/steps/fast-registry.ts';
import { compiled, pagatHouse } from '../helpers.ts';
import type { CompiledVariant } from '../../src/compile/compile.ts';

/** A random bot that does not depend on the order of the legal cards (the two paths keep hands in different orders). */
const sortedBot: Bot = (v, rng) => [...v.legal].sort((a, b) => a - b)[rng.int(v.legal.length)]!;

const variants = readdirSync(new URL('../../variants', import.meta.url))
  .filter((f) => f.endsWith('.stw'))
  .map((f) => f.slice(0, -4))
  .sort();

describe('the fast path and the step modules play every deal alike', () => {
  it('every step kind with a loop of its own (`playInLoop`) is played alone in some shipped variant, so the comparisons below reach it', () => {
    const alone = new Set(
      variants.flatMap((id) =>
        compiled(id)
          .phases.filter((ph) => ph.steps.length === 1)
          .map((ph) => ph.steps[0]!.kind),
      ),
    );
    const looped = Object.keys(FAST_STEP_KINDS).filter(
      (k) => FAST_STEP_KINDS[k as keyof typeof FAST_STEP_KINDS].playInLoop,
    );
    expect(looped.length).toBeGreaterThan(0);
    expect(looped.filter((k) => !alone.has(k as keyof typeof STEP_KINDS))).toEqual([]);
  });
  for (const id of variants) {
    it(`${id}: every phase, fast path = step functions = machine`, () => playsAlike(compiled(id)));
  }
});

describe('card-play rules of one phase: the fast path and the machine play by the deal phase’s rules', () => {
  // The gallery's house rules with `must` clauses in a phase's block, and one on Pagat's rules
  // scoped to Butzen (the second phase), whose first phase plays by the game's rules alone.
  const gallery = readdirSync(new URL('../../variants/house', import.meta.url))
    .filter((f) => f.endsWith('.stw'))
    .map((f) => `variants/house/${f}`)
    .sort()
    .filter((file) => {
      const cv = compiled(file);
      // …and those whose deals may stop early (`deal ends when`), which the fast path must stop alike.
      return cv.phases.some((ph) => ph.play !== cv.play || ph.dealEnds);
    });

  it('some house rules of the gallery have card-play rules of one phase', () => {
    expect(gallery.length).toBeGreaterThanOrEqual(4);
  });
  for (const file of gallery) {
    it(`${file}: every phase, fast path = step functions = machine`, () => playsAlike(compiled(file)));
  }
  it('a rule of Butzen on Pagat: every phase, fast path = step functions = machine', () => {
    const cv = pagatHouse(
      'butzen-beat',
      'phase butzen {\n  beat: must play beating when holding led [house]\n  no-lead-points: must not lead points when first trick [house]\n}',
    );
    expect(cv.phases.map((ph) => ph.play === cv.play)).toEqual([true, false]);
    playsAlike(cv);
  });
});

/**
 * Random deals of every phase of `cv` played three ways (the fast path, the step functions, the
 * machine) with the same bot and the same random numbers: the outcomes must be the same.
 */
function playsAlike(cv: CompiledVariant): void {
  const machine = createGameMachine(cv);
  const players = ['N', 'W', 'S', 'E'].slice(0, cv.players.max);
  for (const ph of cv.phases) {
    const state = { ...initialState(cv, players, 0), phase: ph.id };
    const participants = participantsOf(cv, state);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const { hands, trump } = dealCards(cv, state, createRng(seed), participants);
        const fast = playDeal(
          cv,
          ph,
          hands.map((h) => [...h]),
          participants,
          trump,
          sortedBot,
          createRng(seed + 1),
          newScratch(),
        );
        const steps = playByRules(
          cv,
          ph,
          hands.map((h) => [...h]),
          participants,
          trump,
          sortedBot,
          createRng(seed + 1),
        );
        expect(steps).toEqual(fast);
        // The machine, started at a deal of this phase, moved by the same bot.
        const snapshot = machine.resolveState({ value: { game: { [ph.id]: 'deal' } }, context: state });
        const actor = createActor(machine, { snapshot, input: { players, dealer: 0 } }).start();
        actor.send({ type: 'CARDS', hands, trump });
        const rng = createRng(seed + 1);
        for (let k = 0; k < 5000 && !isCounting(actor.getSnapshot()); k++) {
          const p = actor.getSnapshot().context.play!;
          const move = botMove(cv, p, p.turn, sortedBot, rng)!;
          actor.send({ type: 'MOVE', seat: p.turn, move: stepMove(move) });
        }
        expect(isCounting(actor.getSnapshot())).toBe(true);
        expect(outcomeOf(actor.getSnapshot().context.play!)).toEqual(fast);
      }),
      { numRuns: 60, seed: 20261123 },
    );
  }
}
