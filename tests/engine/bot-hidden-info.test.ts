/**
 * Hidden information stays hidden in the simulator's tight loop too: at any turn of a deal, dealing
 * the cards the seat has not seen differently among the other players (each keeping its hand size,
 * and every card played so far still a legal play) leaves the choice of the random bot (same seed),
 * the greedy bot and the search bot (same seed) unchanged.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { greedyBot, ismctsBot, randomBot, type Bot, type BotView } from '../../src/engine/bots.ts';
import { playDeal } from '../../src/engine/fast-deal.ts';
import { createRng, shuffle } from '../../src/engine/rng.ts';
import type { CompiledVariant } from '../../src/compile/compile.ts';
import { compiled } from '../helpers.ts';

/** The position at a bot's `k`-th decision: whose turn, and every card played before it. */
interface Position {
  seat: number;
  history: number[];
  historySeats: number[];
}

class Reached {
  readonly card: number;
  constructor(card: number) {
    this.card = card;
  }
}

/**
 * Plays the deal `hands`, every seat following `script` (the cards of a recorded play, in order)
 * until `at` cards are down; there `bot` picks the card, which is returned. Null when the script
 * stops being legal (the hands cannot have played it).
 */
function choiceAt(
  cv: CompiledVariant,
  hands: number[][],
  trump: number,
  script: Position,
  bot: Bot,
  seed: number,
): number | null {
  const scripted: Bot = (v: BotView) => {
    const d = v.deal!;
    // A card the rules forced (never asked of a bot) may have left the script.
    if (d.history.some((c, i) => c !== script.history[i])) throw new Reached(-1);
    if (d.history.length === script.history.length) throw new Reached(bot(v, createRng(seed)));
    const card = script.history[d.history.length]!;
    if (!v.legal.includes(card)) throw new Reached(-1);
    return card;
  };
  try {
    playDeal(
      cv,
      cv.phases[0]!,
      hands.map((h) => [...h]),
      [0, 1, 2, 3],
      trump,
      scripted,
      createRng(0),
    );
  } catch (e) {
    if (e instanceof Reached) return e.card < 0 ? null : e.card;
    throw e;
  }
  // Forced cards only from the position on: it was not reached.
  return null;
}

/** The position at the `k`-th time a bot is asked (mod the number of times), random bots playing. */
function positionAt(cv: CompiledVariant, hands: number[][], trump: number, k: number, seed: number): Position | null {
  const seen: Position[] = [];
  const recorder: Bot = (v, rng) => {
    const d = v.deal!;
    seen.push({ seat: d.seat, history: [...d.history], historySeats: [...d.historySeats] });
    return randomBot(v, rng);
  };
  playDeal(
    cv,
    cv.phases[0]!,
    hands.map((h) => [...h]),
    [0, 1, 2, 3],
    trump,
    recorder,
    createRng(seed),
  );
  return seen.length ? seen[k % seen.length]! : null;
}

/** `hands` with the cards `seat` has not seen at `pos` dealt again among the others, from `seed`. */
function redealt(hands: number[][], pos: Position, seed: number): number[][] {
  const playedBy = hands.map(() => [] as number[]);
  pos.history.forEach((c, i) => playedBy[pos.historySeats[i]!]!.push(c));
  const left = hands.map((h, q) => h.filter((c) => !playedBy[q]!.includes(c)));
  const others = [0, 1, 2, 3].filter((q) => q !== pos.seat);
  const pool = shuffle(
    others.flatMap((q) => left[q]!),
    createRng(seed),
  );
  const out = hands.map((h) => [...h]);
  for (const q of others) out[q] = [...playedBy[q]!, ...pool.splice(0, left[q]!.length)];
  return out;
}

const bots: [string, Bot][] = [
  ['random', randomBot],
  ['greedy', greedyBot],
  ['ismcts', ismctsBot({ iterations: 25 })],
];

describe.each(['hindersche-pagat', 'kein-stich'])('%s: the tight loop hides the other hands', (id) => {
  const cv = compiled(id);
  it('every bot chooses the same whatever the unseen cards are', () => {
    let compared = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.nat(40),
        fc.integer({ min: 0, max: 1e9 }),
        (dealSeed, k, botSeed) => {
          const pack = shuffle([...Array(cv.deck.size).keys()], createRng(dealSeed));
          const hands = [0, 1, 2, 3].map((q) => pack.slice(q * cv.deal.count, (q + 1) * cv.deal.count));
          const trump = id.startsWith('kein') ? -1 : dealSeed % 4;
          const pos = positionAt(cv, hands, trump, k, dealSeed);
          if (!pos) return;
          // Other deals of the unseen cards, kept when they could have played what was played.
          for (let r = 0; r < 30; r++) {
            const other = redealt(hands, pos, dealSeed + r + 1);
            const seen = bots.map(([, bot]) => choiceAt(cv, other, trump, pos, bot, botSeed));
            if (seen.includes(null)) continue;
            const original = bots.map(([, bot]) => choiceAt(cv, hands, trump, pos, bot, botSeed));
            expect(seen, `deal ${dealSeed}, decision ${k}`).toEqual(original);
            compared++;
            return;
          }
        },
      ),
      { numRuns: 40, seed: 13 },
    );
    expect(compared).toBeGreaterThan(10);
  });

  it('the check would catch a bot that peeks at the next hand', () => {
    const peeking =
      (hands: number[][]): Bot =>
      (v) => {
        const d = v.deal!;
        const next = hands[(d.seat + 1) % 4]!.filter((c) => !d.history.includes(c));
        return v.legal[next.reduce((a, b) => a + b, 0) % v.legal.length]!;
      };
    let caught = 0;
    for (let dealSeed = 1; dealSeed <= 20; dealSeed++) {
      const pack = shuffle([...Array(cv.deck.size).keys()], createRng(dealSeed));
      const hands = [0, 1, 2, 3].map((q) => pack.slice(q * cv.deal.count, (q + 1) * cv.deal.count));
      const pos = positionAt(cv, hands, -1, 3, dealSeed);
      if (!pos) continue;
      const other = redealt(hands, pos, dealSeed);
      const a = choiceAt(cv, hands, -1, pos, peeking(hands), 1),
        b = choiceAt(cv, other, -1, pos, peeking(other), 1);
      if (a !== null && b !== null && a !== b) caught++;
    }
    expect(caught).toBeGreaterThan(0);
  });
});
