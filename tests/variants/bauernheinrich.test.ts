import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { compiled } from '../helpers.ts';
import { replay, type Scenario } from '../../src/scenario/replay.ts';
import { beats, beatingChoices } from '../../src/engine/steps/beating/rules.ts';
import type { BeatingMode } from '../../src/compile/compile.ts';
import { cardId } from '../../src/compile/cards.ts';
import { isComplete, legalPlays, pickUp, pickUpRefused, playCard, startPlay } from '../../src/engine/play.ts';
import { dealCards } from '../../src/engine/deal-cards.ts';
import { initialState } from '../../src/engine/flow/states.ts';
import { createRng } from '../../src/engine/rng.ts';

const cv = compiled('bauernheinrich');
const mode = cv.phases[0]!.steps.at(-1) as BeatingMode;
const c = (n: string) => cardId(cv.deck, n);
const C = 0,
  S = 1,
  H = 2,
  D = 3;
// Seats 0..3 hold personal trumps Clubs, Spades, Hearts, Diamonds.
const trumps = [C, S, H, D];
const beat = (prev: string, prevSeat: number, card: string, seat: number, m: BeatingMode = mode) =>
  beats(cv.deck, m, trumps, c(prev), prevSeat, c(card), seat);

describe('what beats what in Bauernheinrich', () => {
  it('a higher card of the same suit beats; a lower one does not', () => {
    expect(beat('9H', 0, 'KH', 1)).toBe(true);
    expect(beat('KH', 0, '9H', 1)).toBe(false);
  });
  it('the Jacks are permanent trumps: Clubs, Spades, Hearts, Diamonds', () => {
    expect(beat('AH', 0, 'JD', 1)).toBe(true);
    expect(beat('JD', 0, 'JH', 1)).toBe(true);
    expect(beat('JC', 0, 'JS', 1)).toBe(false);
    expect(beat('JH', 0, 'AS', 1)).toBe(false);
  });
  it("a player's personal trump beats another suit; another player's trump suit does not", () => {
    expect(beat('AH', 0, '7S', 1)).toBe(true); // seat 1 has Spades
    expect(beat('AH', 0, '7C', 1)).toBe(false); // Clubs is seat 0's trump, not seat 1's
  });
  it("under `plain-only` a personal trump cannot beat a card played in its player's own trump suit", () => {
    const plain = compiled('bauernheinrich', { 'trump-against-trump': 'plain-only' }).phases[0]!.steps.at(
      -1,
    ) as BeatingMode;
    expect(beat('7H', 2, '7S', 1, plain)).toBe(false); // 7H played by seat 2, whose trump is Hearts
    expect(beat('7H', 0, '7S', 1, plain)).toBe(true); // 7H played by seat 0: a plain card
    expect(beat('7H', 2, '7S', 1)).toBe(true); // default any-suit
  });
  it('under `suit-first`, a player who can beat in suit may not trump', () => {
    const sf = compiled('bauernheinrich', { 'must-if-possible': 'suit-first' }).phases[0]!.steps.at(-1) as BeatingMode;
    const hand = ['KH', '7S', 'JD'].map(c);
    const names = (xs: number[]) => xs.map((x) => cv.deck.names[x]).sort();
    expect(names(beatingChoices(cv.deck, sf, trumps, c('9H'), 0, hand, 1))).toEqual(['KH']);
    expect(names(beatingChoices(cv.deck, mode, trumps, c('9H'), 0, hand, 1))).toEqual(['7S', 'JD', 'KH']);
  });
});

describe('a whole hand played card by card', () => {
  const sc = JSON.parse(readFileSync('tests/scenarios/bauernheinrich/whole-hand-played.json', 'utf8')) as Scenario & {
    deals: { hands: Record<string, string[]>; plays: string[] }[];
  };
  const t = replay(cv, sc);

  it('is accepted to the end, every player placed once', () => {
    expect(t.error).toBeUndefined();
    expect(Object.values(t.log[0]!.places!).sort()).toEqual([1, 2, 3, 4]);
    expect(t.state.awaiting).toBe('rubber-over');
  });

  it('agrees with an independent replay of the moves: who holds what, who goes out when', () => {
    const hands = Object.fromEntries(Object.entries(sc.deals[0]!.hands).map(([p, h]) => [p, [...h]]));
    expect(hands.N!.length + hands.E!.length + hands.S!.length + hands.W!.length).toBe(32);
    let trick: string[] = [];
    let size = 0;
    const out: string[] = [];
    const holding = () => Object.keys(hands).filter((p) => hands[p]!.length > 0);
    for (const move of sc.deals[0]!.plays) {
      const [p, what] = move.split(':') as [string, string];
      if (what === 'pickup') {
        hands[p]!.push(...trick);
        trick = [];
        continue;
      }
      if (trick.length === 0) size = holding().length;
      hands[p]!.splice(hands[p]!.indexOf(what), 1);
      trick.push(what);
      if (trick.length === size) trick = [];
      if (hands[p]!.length === 0) out.push(p);
    }
    // Cards are conserved: none in any hand at the end except those of the last player.
    const places = t.log[0]!.places!;
    out.forEach((p, i) => expect(places[p]).toBe(i + 1));
    const last = Object.keys(places).find((p) => places[p] === 4)!;
    expect(out).not.toContain(last);
  });

  it('refuses picking up when a card can beat, unless the reading allows it', () => {
    const bad = structuredClone(sc);
    const plays = bad.deals[0]!.plays;
    const i = plays.findIndex(
      (x, k) => k > 0 && !x.endsWith('pickup') && !plays[k - 1]!.endsWith('pickup') && legalNonLead(bad, k),
    );
    plays.splice(i, plays.length - i, `${plays[i]!.split(':')[0]}:pickup`);
    const strict = replay(cv, bad);
    expect(strict.error).toMatchObject({ deal: 1, play: i + 1, rule: 'beat' });
    // Under `pick-up-at-will` the pick-up is accepted; the shortened hand then simply stops early.
    expect(() => replay(compiled('bauernheinrich', { 'must-if-possible': 'pick-up-at-will' }), bad)).toThrow(
      /stop before the deal is over/,
    );
  });
});

/** Whether move `k` of the recorded hand is a card played on a trick (not a lead). */
function legalNonLead(
  sc: Scenario & { deals: { hands: Record<string, string[]>; plays: string[] }[] },
  k: number,
): boolean {
  const players = sc.players;
  const s = initialState(cv, players, 0);
  const hands = players.map((p) => sc.deals[0]!.hands[p]!.map(c));
  let p = startPlay(cv, s, hands, -1);
  for (let j = 0; j < k; j++) {
    const [who, what] = sc.deals[0]!.plays[j]!.split(':') as [string, string];
    p = what === 'pickup' ? pickUp(p, players.indexOf(who)) : playCard(cv, p, players.indexOf(who), c(what));
  }
  return p.trick.length > 0;
}

describe('properties of simulated hands', () => {
  it('cards are conserved and every hand ends with each player placed once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.constantFrom('must-beat', 'pick-up-at-will', 'suit-first'),
        (seed, reading) => {
          const v = compiled('bauernheinrich', { 'must-if-possible': reading });
          const rng = createRng(seed);
          const s = initialState(v, ['N', 'E', 'S', 'W'], seed % 4);
          const { hands } = dealCards(v, s, rng);
          let p = startPlay(v, s, hands, -1);
          let cleared = 0;
          for (let moves = 0; !isComplete(v, p) && moves < 3000; moves++) {
            const legal = legalPlays(v, p, p.turn);
            const before = p.trick.length;
            if (legal.length === 0 || (pickUpRefused(v, p, p.turn) === null && rng.int(4) === 0)) {
              if (pickUpRefused(v, p, p.turn) !== null) throw new Error('stuck: no card and no pick-up');
              p = pickUp(p, p.turn);
            } else {
              p = playCard(v, p, p.turn, legal[rng.int(legal.length)]!);
              if (before > 0 && p.trick.length === 0) cleared += before + 1;
              if (before === 0 && p.trick.length === 0) cleared += 1;
            }
            const inHands = p.hands.reduce((n, h) => n + h.length, 0);
            expect(inHands + p.trick.length + cleared).toBe(32);
          }
          if (isComplete(v, p))
            expect(
              Object.values(p.places)
                .filter((x) => x > 0)
                .sort(),
            ).toEqual([1, 2, 3, 4]);
        },
      ),
      { numRuns: 40 },
    );
  });
});
