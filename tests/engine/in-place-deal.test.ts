/**
 * The random bots' beating and lay-off deals played in place (the steps' `playOut` hooks: src/engine/steps/beating/play-out.ts, layoff/play-out.ts) are the
 * deals the step modules play move by move with the random bot (`botMove`, `applyMove`): the same
 * random numbers, moves, places and cards left. Every shipped beating and lay-off variant and house
 * rule, under every reading of its ambiguities, random deals.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyMove, botMove } from '../../src/engine/bot-move.ts';
import { randomBot } from '../../src/engine/bots.ts';
import { playByRules } from '../../src/engine/fast-deal.ts';
import { participantsOf } from '../../src/engine/flow/order.ts';
import { initialState } from '../../src/engine/flow/states.ts';
import { dealContext, isComplete, outcomeOf, startPlayIn } from '../../src/engine/play.ts';
import { dealCards } from '../../src/engine/deal-cards.ts';
import { createRng } from '../../src/engine/rng.ts';
import { placeStuck } from '../../src/engine/steps/layoff/rules.ts';
import { STEP_KINDS } from '../../src/engine/steps/index.ts';
import { FAST_STEP_KINDS, fastKindOf } from '../../src/engine/steps/fast-registry.ts';
import { beatOn, pickUpFrom, type Pile } from '../../src/engine/steps/beating/rules.ts';
import type { CompiledVariant } from '../../src/compile/compile.ts';
import type { DealOutcome } from '../../src/engine/state.ts';
import { compiled } from '../helpers.ts';

const files = (dir: string, prefix: string) =>
  readdirSync(new URL(dir, import.meta.url))
    .filter((f) => f.endsWith('.stw'))
    .map((f) => prefix + f);
const all = [...files('../../variants/', 'variants/'), ...files('../../variants/house/', 'variants/house/')];

/** The step module's deal, move by move, as playByRules played it before the in-place loop. */
function stepByStep(
  cv: CompiledVariant,
  phase: CompiledVariant['phases'][number],
  hands: number[][],
  participants: number[],
  trump: number,
  seed: number,
  deal: ReturnType<typeof dealContext>,
): DealOutcome {
  const rng = createRng(seed);
  let p = startPlayIn(cv, phase.id, participants, hands, trump, deal);
  for (let moves = 0; !isComplete(cv, p); moves++) {
    const move = moves < 5000 ? botMove(cv, p, p.turn, randomBot, rng) : null;
    if (!move) {
      p = { ...p, places: placeStuck(p.participants, p.hands, p.places) };
      break;
    }
    p = applyMove(cv, p, p.turn, move);
  }
  return outcomeOf(p);
}

/** Phases whose deal is one step with a random play-out of its own (`playOut`: beating, lay-off): the ones played in place. */
const inPlace = (cv: CompiledVariant) =>
  cv.phases.filter((ph) => ph.steps.length === 1 && fastKindOf(ph.steps[0]!).playOut !== undefined);

describe('random bots in a beating or lay-off deal, in place = step by step', () => {
  const beating = all.map((id) => [id, compiled(id)] as const).filter(([, cv]) => inPlace(cv).length > 0);

  it('covers the shipped beating game, the lay-off phases and their house rules', () => {
    const kinds = new Set(beating.flatMap(([, cv]) => inPlace(cv).map((ph) => ph.steps[0]!.kind)));
    // Every step kind with a play-out of its own is compared here, whatever kinds there are.
    expect([...kinds].sort()).toEqual(
      Object.keys(STEP_KINDS)
        .filter((k) => FAST_STEP_KINDS[k as keyof typeof FAST_STEP_KINDS].playOut)
        .sort(),
    );
    expect(beating.map(([id]) => id)).toContain('variants/bauernheinrich.stw');
    expect(beating.map(([id]) => id)).toContain('variants/kein-stich.stw');
  });

  for (const [id, base] of beating) {
    const readings = [...base.variant.ambiguities.values()].flatMap((a) =>
      a.readings.map((r) => ({ [a.id.name]: r.id.name })),
    );
    for (const options of readings.length ? readings : [{}]) {
      it(`${id} ${JSON.stringify(options)}: the same places and cards left`, () => {
        const cv = compiled(id, options);
        const players = ['N', 'W', 'S', 'E'].slice(0, cv.players.max);
        for (const ph of inPlace(cv)) {
          fc.assert(
            fc.property(
              fc.integer({ min: 0, max: 2 ** 31 - 1 }),
              fc.integer({ min: 0, max: players.length - 1 }),
              (seed, dealer) => {
                const state = { ...initialState(cv, players, dealer), phase: ph.id };
                const { hands, trump, upcard } = dealCards(cv, state, createRng(seed), participantsOf(cv, state));
                const order = participantsOf(cv, state, hands);
                const deal = dealContext(cv, state, upcard);
                const inPlace = playByRules(
                  cv,
                  ph,
                  hands.map((h) => [...h]),
                  order,
                  trump,
                  randomBot,
                  createRng(seed + 1),
                  deal,
                );
                expect(inPlace).toEqual(stepByStep(cv, ph, hands, order, trump, seed + 1, deal));
              },
            ),
            { numRuns: 40, seed: 20261126 },
          );
        }
      });
    }
  }
});

describe('a beating move on a pile', () => {
  const pile = (hands: number[][]): Pile => ({
    participants: [0, 1, 2],
    hands,
    places: [0, 0, 0],
    trick: [],
    trickSeats: [],
    trickSize: 0,
    tricksPlayed: 0,
    turn: 0,
  });

  it("a leader who plays their last card still counts in the trick's size, and goes out first", () => {
    const p = pile([[5], [1, 2], [3, 4]]);
    beatOn(p, 0, 5);
    expect(p).toMatchObject({
      trick: [5],
      trickSeats: [0],
      trickSize: 3,
      turn: 1,
      places: [1, 0, 0],
      hands: [[], [1, 2], [3, 4]],
    });
    beatOn(p, 1, 2);
    beatOn(p, 2, 4);
    // Beaten to its full size: the trick leaves play, and its last player leads.
    expect(p).toMatchObject({ trick: [], trickSeats: [], tricksPlayed: 1, turn: 2 });
  });

  it('a pick-up of the top cards leaves the rest, and the next player beats the card on top', () => {
    const p = pile([
      [5, 6],
      [1, 2],
      [3, 4],
    ]);
    beatOn(p, 0, 5);
    beatOn(p, 1, 1);
    pickUpFrom(p, 2, 1);
    expect(p).toMatchObject({ trick: [5], trickSeats: [0], hands: [[6], [2], [3, 4, 1]], turn: 0 });
  });
});
