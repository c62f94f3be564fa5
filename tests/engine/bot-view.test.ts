/**
 * Hidden information stays hidden: a bot decides from its own view. For every shipped variant, in
 * each way of playing it has (tricks, the lay-off, beating), the move a bot makes at every turn of
 * a few played deals is the same when the cards it cannot see are dealt differently among the other
 * players (each keeping as many as it holds, which everyone sees).
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { awaiting, createGameMachine, type GameEvent } from '../../src/engine/machine.ts';
import { botMove, seatView } from '../../src/engine/bot-move.ts';
import { greedyBot, ismctsBot, randomBot, type Bot } from '../../src/engine/bots.ts';
import { dealCards } from '../../src/engine/deal-cards.ts';
import { createRng } from '../../src/engine/rng.ts';
import type { PlayState } from '../../src/engine/state.ts';
import { compiled } from '../helpers.ts';

const ids = readdirSync('variants')
  .filter((f) => f.endsWith('.stw'))
  .map((f) => f.slice(0, -4));

/** Every ordering of `xs`. */
function permutations<T>(xs: readonly T[]): T[][] {
  if (xs.length <= 1) return [[...xs]];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((rest) => [x, ...rest]));
}

/**
 * `p` with the cards of every participant but `seat` dealt out again among them: their hands taken
 * in the order `order`, laid end to end, and dealt back to each as many as it holds (how many cards
 * each player holds is on the table for all to see; which cards, not).
 */
function othersPermuted(p: PlayState, seat: number, order: number[]): PlayState {
  const others = p.participants.filter((q) => q !== seat);
  const pooled = order.flatMap((i) => p.hands[others[i]!]!);
  const hands = p.hands.map((h) => [...h]);
  for (const q of others) hands[q] = pooled.splice(0, p.hands[q]!.length);
  return { ...p, hands };
}

/** The search bot at a strength a test can afford at every turn (it reads what the others play). */
const search = ismctsBot({ iterations: 8 });

describe('bots decide from their own view', () => {
  it.each(ids.map((id) => [id]))('%s: a bot moves the same whatever the hands it cannot see', (id) => {
    const cv = compiled(id);
    const actor = createActor(createGameMachine(cv), {
      input: { players: ['N', 'W', 'S', 'E', 'X', 'Y'].slice(0, cv.players.max), dealer: 0 },
    }).start();
    const rng = createRng(11);
    const modes = new Set<string>();
    let decisions = 0;
    for (let deal = 0; deal < 8 && awaiting(actor.getSnapshot()) !== 'rubber-over'; deal++) {
      const { hands, trump } = dealCards(cv, actor.getSnapshot().context, rng);
      actor.send({ type: 'CARDS', hands, trump });
      for (let step = 0; step < 2000 && actor.getSnapshot().context.play; step++) {
        const p = actor.getSnapshot().context.play!;
        if (JSON.stringify(actor.getSnapshot().value).includes('counting')) {
          actor.send({ type: 'COUNT' });
          continue;
        }
        modes.add(cv.phases.find((ph) => ph.id === p.phase)!.steps.at(-1)!.kind);
        const seat = p.turn;
        const others = p.participants.filter((q) => q !== seat);
        const orders = permutations(others.map((_, i) => i));
        for (const [name, bot] of [
          ['greedy', greedyBot],
          ['random', randomBot],
          ['ismcts', search],
        ] as [string, Bot][]) {
          const seen = orders.map((order) =>
            botMove(cv, othersPermuted(p, seat, order), seat, bot, createRng(deal * 1000 + step)),
          );
          expect(seen, `${name} bot, deal ${deal + 1}, move ${step + 1}`).toEqual(orders.map(() => seen[0]));
        }
        // What the bot is given holds its own hand and no other.
        const view = seatView(p, seat);
        expect(view.hand).toEqual(p.hands[seat]);
        expect(Object.keys(view.table)).not.toContain('hands');
        decisions++;
        const move = botMove(cv, p, seat, greedyBot, createRng(step));
        if (!move) break;
        const e: GameEvent =
          move.kind === 'play'
            ? { type: 'PLAY', seat, card: move.card }
            : { type: move.kind === 'pass' ? 'PASS' : 'PICKUP', seat };
        actor.send(e);
      }
    }
    expect(decisions).toBeGreaterThan(20);
    // Every way of playing the variant has was reached (Kein Stich's lay-off comes after its trick deals).
    expect([...modes].sort()).toEqual([...new Set(cv.phases.map((ph) => ph.steps.at(-1)!.kind))].sort());
  });
});
