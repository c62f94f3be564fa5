import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { createActor } from 'xstate';
import { compiled } from '../helpers.ts';
import { replay, type Scenario } from '../../src/scenario/replay.ts';
import { createGameMachine, awaiting } from '../../src/engine/machine.ts';
import { participantsOf } from '../../src/engine/flow/order.ts';
import { dealCards } from '../../src/engine/deal-cards.ts';
import { playDeal } from '../../src/engine/fast-deal.ts';
import { randomBot } from '../../src/engine/bots.ts';
import { createRng } from '../../src/engine/rng.ts';

const full = JSON.parse(readFileSync('tests/scenarios/kein-stich/full-round-played.json', 'utf8')) as Scenario & {
  deals: { hands: Record<string, string[]>; plays: string[] }[];
};
const RANKS = ['7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const suit = (c: string) => c.slice(-1),
  rank = (c: string) => RANKS.indexOf(c.slice(0, -1));

/** An independent reading of a played trick deal: who takes each trick (highest of the suit led). */
function tricksTaken(plays: string[]) {
  const taken: { player: string; cards: string[]; n: number }[] = [];
  for (let i = 0; i < plays.length; i += 4) {
    const trick = plays.slice(i, i + 4).map((x) => x.split(':') as [string, string]);
    const led = suit(trick[0]![1]);
    const best = trick.filter(([, c]) => suit(c) === led).sort((a, b) => rank(b[1]) - rank(a[1]))[0]!;
    taken.push({ player: best[0], cards: trick.map(([, c]) => c), n: i / 4 + 1 });
  }
  return taken;
}

describe('Kein Stich: a whole round played card by card', () => {
  const t = replay(compiled('kein-stich'), full);

  it('is accepted to the end: five deals, the pot filled to 160 and emptied', () => {
    expect(t.error).toBeUndefined();
    expect(t.log.map((e) => e.phase)).toEqual(['no-tricks', 'no-hearts', 'no-obers', 'no-max', 'domino']);
    expect(t.log[3]!.tallies.pot).toBe(160);
    expect(t.log[4]!.tallies.pot).toBe(0);
    expect(t.state.awaiting).toBe('rubber-over');
    expect(Object.values(t.state.settlement!).reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('charges each trick deal as an independent count of the tricks says', () => {
    const cost = [
      (c: string[]) => 5 + 0 * c.length, // No Tricks: 5 a trick
      (c: string[]) => 5 * c.filter((x) => suit(x) === 'H').length, // No Hearts: 5 a Heart
      (c: string[]) => 10 * c.filter((x) => x.startsWith('Q')).length, // No Obers: 10 an Ober
      (c: string[]) => (c.includes('KH') ? 40 : 0), // No Max: 40 for the King of Hearts
    ];
    for (let d = 0; d < 4; d++) {
      const expected: Record<string, number> = { N: 0, E: 0, S: 0, W: 0 };
      for (const trick of tricksTaken(full.deals[d]!.plays)) expected[trick.player]! += cost[d]!(trick.cards);
      expect(t.log[d]!.points).toEqual(expected);
    }
  });

  it('places the lay-off players in the order their hands run out', () => {
    const left: Record<string, number> = Object.fromEntries(
      Object.entries(full.deals[4]!.hands).map(([p, h]) => [p, h.length]),
    );
    const order: string[] = [];
    for (const play of full.deals[4]!.plays) {
      const [p, c] = play.split(':') as [string, string];
      if (c !== 'pass' && --left[p]! === 0) order.push(p);
    }
    expect(full.deals[4]!.plays[0]!.endsWith(':JC')).toBe(true);
    const places = t.log[4]!.places!;
    order.forEach((p, i) => expect(places[p]).toBe(i + 1));
  });

  it('refuses a discard while holding the suit led, and a pass while holding a card that fits', () => {
    const bad = structuredClone(full);
    const deal = bad.deals[1]!;
    const lead = deal.plays[0]!.split(':')[1]!;
    const second = deal.plays[1]!.split(':')[0]!;
    const offSuit = deal.hands[second]!.find((c) => suit(c) !== suit(lead));
    // The recorded deal has the second player holding the suit led and another suit.
    expect(deal.hands[second]!.some((c) => suit(c) === suit(lead)) && offSuit !== undefined).toBe(true);
    deal.plays[1] = `${second}:${offSuit}`;
    expect(replay(compiled('kein-stich'), bad).error).toMatchObject({ deal: 2, play: 2, rule: 'follow-suit' });
    const lay = structuredClone(full);
    const i = lay.deals[4]!.plays.findIndex((x, k) => k > 0 && !x.endsWith(':pass'));
    lay.deals[4]!.plays[i] = `${lay.deals[4]!.plays[i]!.split(':')[0]}:pass`;
    const r = replay(compiled('kein-stich'), lay);
    expect(r.error).toMatchObject({ deal: 5, play: i + 1, rule: 'domino-play' });
  });
});

describe('Kein Stich: the lay-off started by the Unter of Hearts', () => {
  it('refuses the Unter of Acorns as the first card, and is otherwise the same round', () => {
    const hearts = compiled('kein-stich-unter-of-hearts');
    const t = replay(hearts, { ...full, variant: hearts.id });
    expect(t.log).toHaveLength(4);
    expect(t.error).toMatchObject({ deal: 5, play: 1 });
    expect(['turn', 'domino-play']).toContain(t.error!.rule);
    expect(hearts.phases.at(-1)!.steps.at(-1)).toMatchObject({ kind: 'layoff', start: hearts.deck.byName.get('JH') });
  });
});

describe('Kein Stich: properties of simulated rounds', () => {
  for (const id of [
    'kein-stich',
    'kein-stich-power',
    'kein-stich-king-louis',
    'kein-stich-six-first-last',
    'kein-stich-march',
  ]) {
    it(`${id}: money is conserved after every deal, the pot ends empty, and every round ends`, () => {
      const cv = compiled(id);
      const machine = createGameMachine(cv);
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
          const rng = createRng(seed);
          const actor = createActor(machine, { input: { players: ['N', 'E', 'S', 'W'], dealer: seed % 4 } }).start();
          for (let n = 0; n < 20 && awaiting(actor.getSnapshot()) !== 'rubber-over'; n++) {
            const s = actor.getSnapshot().context;
            const participants = participantsOf(cv, s);
            const phase = cv.phases.find((p) => p.id === s.phase)!;
            const { hands, trump } = dealCards(cv, s, rng, participants);
            actor.send({ type: 'DEAL', outcome: playDeal(cv, phase, hands, participants, trump, randomBot, rng) });
            const after = actor.getSnapshot().context;
            expect(after.tallies.stakes!.reduce((a, b) => a + b, 0) + after.tallies.pot![0]!).toBe(0);
          }
          expect(awaiting(actor.getSnapshot())).toBe('rubber-over');
          // Under the March rule's default reading the 40 a march leaves over stay in the pot.
          if (id !== 'kein-stich-march') expect(actor.getSnapshot().context.tallies.pot![0]).toBe(0);
        }),
        { numRuns: 30 },
      );
    });
  }
});

describe('a trick worth less than nothing (issue 29)', () => {
  it('`each trick -2, last trick -20`: a scored deal gives negative points, and paying them in takes from the pot', async () => {
    const { checkPath } = await import('../../src/check/check.ts');
    const { compileVariant } = await import('../../src/compile/compile.ts');
    const { memoryReader } = await import('../../src/resolve/load.ts');
    const files = {
      'kein-stich': readFileSync('variants/kein-stich.stw', 'utf8'),
      house:
        'variant house "House"\nextends kein-stich\nsource house "Our table"\noverride no-tricks-cost: points each trick -2, last trick -20 total -36 [house]\n',
    };
    const { variant, diagnostics } = checkPath(memoryReader(files), 'house');
    expect(diagnostics).toEqual([]);
    const t = replay(compileVariant(variant!), {
      variant: 'house',
      players: ['N', 'E', 'S', 'W'],
      dealer: 'N',
      deals: [{ points: { N: -24, E: -4, S: -4, W: -4 }, tricks: { N: 2, E: 2, S: 2, W: 2 } }],
    });
    expect(t.log[0]!.tallies).toEqual({ stakes: { N: 24, E: 4, S: 4, W: 4 }, pot: -36 });
  });
});
