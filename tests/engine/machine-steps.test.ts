/**
 * The machine is the authority on a deal (issue 11): one substate per declared step, named by its
 * clause, tags for waiting and counting, a generic MOVE event refused by the step's rules, the phase
 * read from the state value, and a play-off that returns to ordinary deals by an explicit transition.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createActor, type InspectionEvent } from 'xstate';
import { greedyBot } from '../../src/engine/bots.ts';
import { newScratch, playDeal } from '../../src/engine/fast-deal.ts';
import { participantsOf } from '../../src/engine/flow/order.ts';
import { awaiting, createGameMachine, isCounting, phaseOf } from '../../src/engine/machine.ts';
import { dealCards } from '../../src/engine/deal-cards.ts';
import { createRng } from '../../src/engine/rng.ts';
import { compiled } from '../helpers.ts';

const pagat = compiled('hindersche-pagat');
const players = ['N', 'W', 'S', 'E'];
const played = JSON.parse(readFileSync('tests/scenarios/public/pagat-03-played-deal.json', 'utf8')).scenario.deals[0];
const card = (name: string) => pagat.deck.byName.get(name)!;

describe('the machine runs a deal as its declared steps', () => {
  it('a played deal: the play step waits for moves, then the deal is counted, then the next deal is awaited', () => {
    const actor = createActor(createGameMachine(pagat), { input: { players, dealer: 0 } }).start();
    expect(actor.getSnapshot().hasTag('awaiting-deal')).toBe(true);
    const hands = players.map((p) => played.hands[p].map(card));
    actor.send({ type: 'CARDS', hands, trump: pagat.deck.suits.indexOf('D') });
    expect(actor.getSnapshot().value).toEqual({ game: { 'vier-strich': { play: 'play' } } });
    expect(actor.getSnapshot().hasTag('awaiting-move')).toBe(true);
    expect(awaiting(actor.getSnapshot())).toBe('play');
    for (const x of played.plays as string[]) {
      const [who, c] = x.split(':');
      actor.send({ type: 'MOVE', seat: players.indexOf(who!), move: { kind: 'card', card: card(c!) } });
    }
    expect(actor.getSnapshot().hasTag('counting')).toBe(true);
    expect(actor.getSnapshot().hasTag('awaiting-move')).toBe(false);
    actor.send({ type: 'COUNT' });
    expect(actor.getSnapshot().hasTag('awaiting-deal')).toBe(true);
    expect(actor.getSnapshot().context.lastDeal!.outcome.points).toEqual([66, 35, 18, 21]);
  });

  it('a move the step refuses leaves the snapshot as it was', () => {
    const actor = createActor(createGameMachine(pagat), { input: { players, dealer: 0 } }).start();
    actor.send({
      type: 'CARDS',
      hands: players.map((p) => played.hands[p].map(card)),
      trump: pagat.deck.suits.indexOf('D'),
    });
    const before = actor.getSnapshot();
    actor.send({ type: 'MOVE', seat: 0, move: { kind: 'card', card: card('10H') } }); // N, but W leads
    actor.send({ type: 'MOVE', seat: 1, move: { kind: 'give', cards: [card('JD')] } });
    actor.send({ type: 'MOVE', seat: 1, move: { kind: 'pickup', count: null } });
    expect(actor.getSnapshot()).toBe(before);
  });

  it('names the lay-off step after its clause', () => {
    const ks = compiled('kein-stich');
    const actor = createActor(createGameMachine(ks), { input: { players, dealer: 0 } }).start();
    for (let k = 0; k < 4; k++) actor.send({ type: 'DEAL', outcome: { points: [40, 0, 0, 0], tricks: [8, 0, 0, 0] } });
    const rng = createRng(7);
    const s = actor.getSnapshot().context;
    const { hands, trump } = dealCards(ks, s, rng, participantsOf(ks, s));
    actor.send({ type: 'CARDS', hands, trump });
    expect(actor.getSnapshot().value).toEqual({ game: { domino: { play: 'domino-play' } } });
    expect(phaseOf(actor.getSnapshot())).toBe('domino');
  });

  it('a play-off returns to ordinary deals by the PLAYOFF_SETTLED transition', () => {
    const steps: string[] = [];
    const inspect = (e: InspectionEvent) => {
      if (e.type === '@xstate.microstep') steps.push(e.event.type);
    };
    const actor = createActor(createGameMachine(pagat), { input: { players, dealer: 0 }, inspect }).start();
    actor.send({ type: 'DEAL', outcome: { points: [45, 45, 30, 20], tricks: [3, 3, 2, 1] } });
    expect(actor.getSnapshot().hasTag('awaiting-playoff')).toBe(true);
    expect(awaiting(actor.getSnapshot())).toBe('playoff');
    steps.length = 0;
    actor.send({ type: 'DEAL', outcome: { points: [40, 30, 0, 0], tricks: [5, 4, 0, 0] } });
    expect(steps).toEqual(['DEAL', 'PLAYOFF_SETTLED']);
    expect(actor.getSnapshot().value).toEqual({ game: { 'vier-strich': 'deal' } });
  });

  it("the phase read from the state value is the game state's, deal after deal", () => {
    const actor = createActor(createGameMachine(pagat), { input: { players, dealer: 0 } }).start();
    const rng = createRng(11);
    const phases = new Set<string>();
    for (let k = 0; k < 400 && awaiting(actor.getSnapshot()) !== 'rubber-over'; k++) {
      const snap = actor.getSnapshot();
      expect(phaseOf(snap)).toBe(snap.context.phase);
      phases.add(phaseOf(snap));
      const s = snap.context;
      const participants = participantsOf(pagat, s);
      const { hands, trump } = dealCards(pagat, s, rng, participants);
      const ph = pagat.phases.find((p) => p.id === phaseOf(snap))!;
      actor.send({
        type: 'DEAL',
        outcome: playDeal(pagat, ph, hands, participants, trump, greedyBot, rng, newScratch()),
      });
      expect(isCounting(actor.getSnapshot())).toBe(false);
    }
    expect([...phases].sort()).toEqual(['butzen', 'vier-strich']);
  });
});
