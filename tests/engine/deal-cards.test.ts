/**
 * `dealCards` is the one definition of dealing, and it is written for speed (a typed pack, the
 * dealer's last card read from their hand). It must deal what the plain form below deals: shuffle
 * an array of the card numbers with `shuffle`, packets round the participants from forehand (or the
 * dealer), the rest to the stock, the trump card by the first trump clause that applies. Every
 * variant and house rule, every number of players, every dealer, play-offs among some players.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { CompiledVariant } from '../../src/compile/compile.ts';
import { participantsOf } from '../../src/engine/flow/order.ts';
import { stateScope } from '../../src/engine/flow/scopes.ts';
import { initialState } from '../../src/engine/flow/states.ts';
import { dealContext } from '../../src/engine/play.ts';
import { dealCards, type DealtCards } from '../../src/engine/deal-cards.ts';
import { createRng, shuffle, type Rng } from '../../src/engine/rng.ts';
import type { GameState } from '../../src/engine/state.ts';
import { compiled } from '../helpers.ts';

/** Dealing as the rules say it, card by card, with nothing reused. */
function plainDeal(cv: CompiledVariant, s: GameState, rng: Rng, participants: number[]): DealtCards {
  const pack = shuffle(
    Array.from({ length: cv.deck.size }, (_, c) => c),
    rng,
  );
  const hands: number[][] = s.players.map(() => []);
  const n = participants.length;
  const at = cv.deal.from === 'dealer' ? Math.max(0, participants.indexOf(s.dealer)) : 0;
  let next = 0,
    lastDealt = -1,
    lastToDealer = -1;
  for (const packet of cv.deal.packets) {
    for (let j = 0; j < n; j++) {
      const q = participants[(at + j) % n]!;
      for (let k = 0; k < packet; k++) {
        const c = pack[next++]!;
        hands[q]!.push(c);
        lastDealt = c;
        if (q === s.dealer) lastToDealer = c;
      }
    }
  }
  // The talon: the next cards, into the hand of the player the deal names, or apart.
  const talonSeat = cv.talonTo ? cv.talonTo(dealContext(cv, s).seats) : -1;
  const talon: number[] = [];
  for (let k = 0; k < (cv.deal.talon?.count ?? 0) && next < pack.length; k++) {
    const c = pack[next++]!;
    if (participants.includes(talonSeat)) {
      hands[talonSeat]!.push(c);
      if (talonSeat === s.dealer) lastToDealer = c;
    } else talon.push(c);
  }
  if (lastToDealer < 0) lastToDealer = lastDealt;
  const stock = pack.slice(next);
  const rule = cv.trumpRules.find((r) => !r.when || r.when(stateScope(s, undefined, participants), -1));
  const upcard =
    rule?.source === 'bottom-of-pack'
      ? pack.at(-1)!
      : rule?.source === 'top-of-stock'
        ? (stock[0] ?? lastToDealer)
        : rule?.source === 'dealer-last-card'
          ? lastToDealer
          : -1;
  return { hands, trump: upcard < 0 ? -1 : Math.floor(upcard / cv.deck.ranks.length), stock, upcard, talon };
}

const ids = (dir: string, prefix = '') =>
  readdirSync(new URL(dir, import.meta.url))
    .filter((f) => f.endsWith('.stw'))
    .map((f) => prefix + f.slice(0, -4))
    .sort();
const variants = [...ids('../../variants/'), ...ids('../../variants/house/', 'variants/house/').map((f) => `${f}.stw`)];

describe('dealCards deals what the plain form deals', () => {
  for (const id of variants) {
    it(`${id}: every number of players, every dealer, play-offs`, () => {
      const cv = compiled(id);
      const counts = Array.from({ length: cv.players.max - cv.players.min + 1 }, (_, i) => cv.players.min + i);
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 2 ** 31 - 1 }),
          fc.constantFrom(...counts),
          fc.nat(),
          fc.boolean(),
          (seed, players, dealerPick, playoff) => {
            const s = initialState(
              cv,
              Array.from({ length: players }, (_, i) => `P${i + 1}`),
              dealerPick % players,
            );
            // A play-off is dealt to some players only (the dealer perhaps not among them).
            const all = participantsOf(cv, s);
            const participants = playoff && all.length > 2 ? all.filter((_, i) => i !== dealerPick % all.length) : all;
            const fast = dealCards(cv, s, createRng(seed), participants);
            expect(fast).toEqual(plainDeal(cv, s, createRng(seed), participants));
          },
        ),
        { numRuns: 60, seed: 20261126 },
      );
    });
  }
});

describe("dealCards into the last deal's hands (as a simulation deals)", () => {
  for (const id of ['hindersche-pagat', 'kein-stich', 'bauernheinrich', 'variants/house/kein-stich-passing.stw']) {
    it(`${id}: the same deal, whatever the hands given were (played out, another size, another table)`, () => {
      const cv = compiled(id);
      const into: number[][] = [];
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 2 ** 31 - 1 }),
          fc.integer({ min: cv.players.min, max: cv.players.max }),
          fc.boolean(),
          fc.nat(5),
          (seed, players, playoff, spoil) => {
            const s = initialState(
              cv,
              Array.from({ length: players }, (_, i) => `P${i + 1}`),
              seed % players,
            );
            const all = participantsOf(cv, s);
            const participants = playoff && all.length > 2 ? all.slice(1) : all;
            const before = into.slice();
            const dealt = dealCards(cv, s, createRng(seed), participants, into);
            expect(dealt).toEqual(plainDeal(cv, s, createRng(seed), participants));
            expect(dealt.hands).toBe(into);
            // A hand of the size dealt is written over, not made anew.
            dealt.hands.forEach((h, q) => {
              if (before[q] && before[q]!.length === h.length) expect(h).toBe(before[q]);
            });
            // What a deal played out leaves: hands emptied, cut short or grown, which the next deal must not read.
            const hand = into[spoil % into.length]!;
            if (spoil === 1) hand.length = 0;
            else if (spoil === 2) hand.pop();
            else if (spoil === 3) hand.push(99, 98);
            else if (spoil === 4) into.push([7, 7]);
          },
        ),
        { numRuns: 200, seed: 20261126 },
      );
    });
  }
});
