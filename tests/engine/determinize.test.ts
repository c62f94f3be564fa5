/**
 * The search bot's deals of the unseen cards: every other hand as long as it is, no card twice,
 * none the seat has seen, and none a player cannot hold after what it played (a suit it showed out of).
 */
import { describe, expect, it } from 'vitest';
import { randomBot, type Bot, type BotView, type DealSight } from '../../src/engine/bots.ts';
import { Determinizer } from '../../src/engine/determinize.ts';
import { playDeal } from '../../src/engine/fast-deal.ts';
import { createRng, shuffle } from '../../src/engine/rng.ts';
import { compiled } from '../helpers.ts';

describe('Determinizer', () => {
  const cv = compiled('kein-stich');
  const suitOf = (c: number) => Math.floor(c / cv.deck.ranks.length);

  it('deals the unseen cards by hand size, never a suit a player showed out of', () => {
    let checked = 0,
      showedOut = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const pack = shuffle([...Array(cv.deck.size).keys()], createRng(seed));
      const hands = [0, 1, 2, 3].map((q) => pack.slice(q * 8, (q + 1) * 8));
      const spots: { v: BotView; d: DealSight }[] = [];
      const recorder: Bot = (v, rng) => {
        const d = v.deal!;
        const copy: DealSight = {
          ...d,
          trickSeats: [...d.trickSeats],
          history: [...d.history],
          historySeats: [...d.historySeats],
          points: [...d.points],
          tricks: [...d.tricks],
        };
        spots.push({ v: { ...v, hand: [...v.hand], trick: [...v.trick], legal: [...v.legal], deal: copy }, d: copy });
        return randomBot(v, rng);
      };
      playDeal(
        cv,
        cv.phases[0]!,
        hands.map((h) => [...h]),
        [0, 1, 2, 3],
        -1,
        recorder,
        createRng(seed),
      );
      for (const { v, d } of spots) {
        // Who showed out of which suit: a card of another suit played to a trick led in it.
        const out = new Map<number, Set<number>>();
        d.history.forEach((c, i) => {
          const led = d.history[i - (i % 4)]!;
          if (suitOf(c) !== suitOf(led)) {
            if (!out.has(d.historySeats[i]!)) out.set(d.historySeats[i]!, new Set());
            out.get(d.historySeats[i]!)!.add(suitOf(led));
          }
        });
        const det = new Determinizer(v, d);
        const rng = createRng(seed);
        for (let k = 0; k < 20; k++) {
          const dealt = det.sample(rng);
          expect(dealt[d.seat]).toEqual(v.hand);
          const all = dealt.flat();
          expect(new Set(all).size).toBe(all.length);
          expect(all.filter((c) => d.history.includes(c))).toEqual([]);
          expect(all.length + d.history.length).toBe(32);
          for (const q of [0, 1, 2, 3].filter((x) => x !== d.seat)) {
            expect(dealt[q]!.length).toBe(v.hand.length - (d.trickSeats.includes(q) ? 1 : 0));
            for (const s of out.get(q) ?? [])
              expect(
                dealt[q]!.filter((c) => suitOf(c) === s),
                `seat ${q} showed out of suit ${s}`,
              ).toEqual([]);
            if (out.has(q)) showedOut++;
          }
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(showedOut).toBeGreaterThan(100);
  });
});
