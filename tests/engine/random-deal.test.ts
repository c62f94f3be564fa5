/**
 * The random bots' deal on bit masks (src/engine/steps/tricks/random-deal.ts) plays the deal the general loop
 * plays with a bot that draws from the legal cards sorted by effective suit, then card number: the
 * same random numbers, the same cards, the same points and tricks. Every shipped variant and house
 * rule whose play rules have a mask form (suits, and card predicates: undertrump, beating, points,
 * ranks, cards), Hindersi-Jass under every reading of its play, and house rules written here for
 * each predicate and condition the masks read; every phase played in the loop, random deals and trumps.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { randomBot, type Bot } from '../../src/engine/bots.ts';
import { legalCards } from '../../src/compile/play-rules.ts';
import { maskRulesOf } from '../../src/compile/play-masks.ts';
import type { CardTables } from '../../src/compile/cards.ts';
import type { CompiledVariant } from '../../src/compile/compile.ts';
import { newScratch, playDeal, playsInLoop } from '../../src/engine/fast-deal.ts';
import { participantsOf } from '../../src/engine/flow/order.ts';
import { initialState } from '../../src/engine/flow/states.ts';
import { dealCards } from '../../src/engine/deal-cards.ts';
import { maskScratch, maskTableOf, playRandomBySuit, suitTableOf } from '../../src/engine/steps/tricks/random-deal.ts';
import { createRng } from '../../src/engine/rng.ts';
import { compiled, pagatHouse as house } from '../helpers.ts';

/** Draws as the mask loop does: the k-th legal card by effective suit, then card number. */
const orderedRandomBot: Bot = (v, rng) =>
  [...v.legal].sort((a, b) => v.t.eff[a]! - v.t.eff[b]! || a - b)[rng.int(v.legal.length)]!;

const ids = (dir: string, prefix = '') =>
  readdirSync(new URL(dir, import.meta.url))
    .filter((f) => f.endsWith('.stw'))
    .map((f) => prefix + f.slice(0, -4))
    .sort();
const variants = [...ids('../../variants/'), ...ids('../../variants/house/', 'variants/house/').map((f) => `${f}.stw`)];

/** House rules on the Pagat rules, each putting a card predicate or condition of the mask form to work. */
const houseRules: Record<string, string> = {
  'undertrump-first':
    'override follow-or-trump: must not play undertrump [house]\nthen-led: must play led or trump when holding led [house]',
  'beat-if-able': 'beat: must play beating [house]',
  'beat-trump-lead': 'beat: must play beating when led is trump [house]',
  'points-first-trick':
    'no-points: must not play points when first trick [house]\nno-points-lead: must not lead points when first trick [house]',
  'rank-and-card':
    'aces: must lead rank A or KH when holding only (rank A or KH or trump) [house]\nsevens: must play rank 7 when not holding led [house]',
  'led-suit-last':
    'hearts-on-spades: must play H when led is S and not holding led [house]\nlast-beat: must play beating or points when last trick [house]',
  'reading-or':
    'no-under: must not play undertrump or D when reading playoff-decided is march-counts or holding trump [house]',
  // Conditions on whole suits held (the loop's gate): a suit by name, trumps, and two clauses with different ones.
  'beat-holding-suit':
    'beat: must play beating when holding trump [house]\nno-points-clubs: must not lead points when holding C [house]',
  // A negated clause that takes whole suits and single cards: the whole suits are dropped too.
  'not-trump-or-seven':
    'override follow-or-trump: must not play trump or rank 7 when holding led [house]\nthen-led: must play led when holding led [house]',
  'two-gates':
    'no-under: must not play undertrump when holding led [house]\nbeat-hearts: must play beating when holding H [house]',
  // Card-play rules of one phase: Butzen's deals are played by them, Vier-Strich's by Pagat's alone.
  'butzen-beat':
    'phase butzen {\n  beat: must play beating when holding led [house]\n  no-lead-points: must not lead points when first trick [house]\n}',
};

/** Hindersi-Jass under every reading that changes its play: trump order, Little Man, three players. */
const jassReadings = ['jass', 'hindersche'].flatMap((order) =>
  ['dropped', 'second-trump'].flatMap((man) =>
    ['four-only', 'as-for-four'].map((three) => ({
      'jass-trump-order': order,
      'jass-little-man': man,
      'jass-three-players': three,
    })),
  ),
);

describe("random bots on bit masks play the general loop's deal", () => {
  const cases: [string, () => CompiledVariant][] = [
    ...variants.map((id): [string, () => CompiledVariant] => [id, () => compiled(id)]),
    ...jassReadings.map((r): [string, () => CompiledVariant] => [
      `hindersi-jass ${Object.values(r).join(' ')}`,
      () => compiled('hindersi-jass', r),
    ]),
    ...Object.entries(houseRules).map(([id, rules]): [string, () => CompiledVariant] => [id, () => house(id, rules)]),
  ];

  it('covers the shipped trick games, card predicates included', () => {
    const masked = cases.filter(([, load]) => maskTableOf(load()) !== null).map(([id]) => id);
    for (const id of [
      'hindersche-pagat',
      'hindersche-swedish',
      'kein-stich',
      'hindersi-jass',
      ...Object.keys(houseRules),
    ])
      expect(masked).toContain(id);
    // Played the first way, the test for a clause of suits alone is the table, not the card-by-card one.
    expect(suitTableOf(compiled('hindersche-pagat'))!.rest).toBeNull();
    expect(maskTableOf(compiled('hindersi-jass'))!.rest!.following).toHaveLength(1);
  });

  for (const [id, load] of cases) {
    it(`${id}: the same cards, points and tricks`, () => {
      const cv = load();
      const players = ['N', 'W', 'S', 'E'].slice(0, cv.players.max);
      const scratch = maskScratch();
      for (const ph of cv.phases.filter(playsInLoop)) {
        // Each phase's own table: a phase with card-play rules of its own plays by them.
        const table = maskTableOf(cv, ph);
        if (!table) {
          const masks = maskRulesOf(ph.play);
          expect(masks.leading && masks.following).toBeNull();
          continue;
        }
        const state = { ...initialState(cv, players, 0), phase: ph.id };
        const participants = participantsOf(cv, state);
        fc.assert(
          fc.property(
            fc.integer({ min: 0, max: 2 ** 31 - 1 }),
            fc.integer({ min: -1, max: cv.deck.suits.length - 1 }),
            (seed, trump) => {
              const { hands } = dealCards(cv, state, createRng(seed), participants);
              const masks = playRandomBySuit(
                cv,
                ph,
                table,
                hands,
                participants,
                ph.tables[trump < 0 ? cv.deck.suits.length : trump]!,
                createRng(seed + 1),
                scratch,
              );
              const loop = playDeal(
                cv,
                ph,
                hands.map((h) => [...h]),
                participants,
                trump,
                orderedRandomBot,
                createRng(seed + 1),
                newScratch(),
              );
              expect(masks).toEqual(loop);
            },
          ),
          { numRuns: 80, seed: 20261126 },
        );
      }
    });
  }

  it('playDeal takes the masks for random bots, and leaves the hands as they were', () => {
    for (const id of ['hindersche-pagat', 'hindersi-jass']) {
      const cv = compiled(id);
      const state = initialState(cv, ['N', 'W', 'S', 'E'], 0);
      const participants = participantsOf(cv, state);
      const { hands, trump } = dealCards(cv, state, createRng(7), participants);
      const before = hands.map((h) => [...h]);
      const viaPlayDeal = playDeal(
        cv,
        cv.phases[0]!,
        hands,
        participants,
        trump,
        randomBot,
        createRng(8),
        newScratch(),
      );
      expect(hands).toEqual(before);
      expect(viaPlayDeal).toEqual(
        playRandomBySuit(
          cv,
          cv.phases[0]!,
          maskTableOf(cv)!,
          hands,
          participants,
          cv.phases[0]!.tables[trump < 0 ? cv.deck.suits.length : trump]!,
          createRng(8),
          maskScratch(),
        ),
      );
    }
  });

  it('clauses whose tables would be too large (every top card by every strongest trump, many clauses) leave the deal to the general loop', () => {
    // 60 clauses that read both the trick's top card and its strongest trump: past the loop's bound on their tables.
    const cv = house(
      'many-beats',
      Array.from({ length: 60 }, (_, i) => `beat${i}: must play beating or undertrump when holding led [house]`).join(
        '\n',
      ),
    );
    const table = maskTableOf(cv)!;
    const state = initialState(cv, ['N', 'W', 'S', 'E'], 0);
    const participants = participantsOf(cv, state);
    const { hands, trump } = dealCards(cv, state, createRng(3), participants);
    const t = cv.phases[0]!.tables[trump < 0 ? cv.deck.suits.length : trump]!;
    expect(playRandomBySuit(cv, cv.phases[0]!, table, hands, participants, t, createRng(4), maskScratch())).toBeNull();
    // The random bot, not known as such (a bot of its own): the general loop, which playDeal then plays for the random bot too.
    const loop = playDeal(
      cv,
      cv.phases[0]!,
      hands.map((h) => [...h]),
      participants,
      trump,
      (v, rng) => randomBot(v, rng),
      createRng(4),
      newScratch(),
    );
    expect(playDeal(cv, cv.phases[0]!, hands, participants, trump, randomBot, createRng(4), newScratch())).toEqual(
      loop,
    );
  });

  it("a phase with card-play rules of its own plays by its own table; the others by the game's", () => {
    const cv = house('butzen-beat', houseRules['butzen-beat']!);
    const [vier, butzen] = cv.phases;
    expect(maskTableOf(cv, vier)).toBe(maskTableOf(cv));
    expect(maskTableOf(cv, butzen)).not.toBe(maskTableOf(cv));
    expect(maskTableOf(cv, butzen)!.rest!.following).toHaveLength(1);
    expect(maskTableOf(cv)!.rest).toBeNull();
  });

  it('rules that read what the masks do not keep (cards played so far) get no table: the general loop plays them', () => {
    expect(maskTableOf(compiled('variants/house/kein-stich-hearts-broken.stw'))).toBeNull();
    // The search's play-outs keep to the suit table alone.
    expect(suitTableOf(compiled('hindersi-jass'))).toBeNull();
  });
});

describe("a deal taken up part-way on bit masks (a search's play-out)", () => {
  /** Plays the first `cards` cards of a deal with the ordered random bot over legalCards, as a search's tree walk does. */
  function playSome(
    cv: ReturnType<typeof compiled>,
    hands: number[][],
    participants: number[],
    t: CardTables,
    cards: number,
    rng: ReturnType<typeof createRng>,
  ) {
    const n = participants.length;
    const points = hands.map(() => 0),
      tricks = hands.map(() => 0);
    let trick: number[] = [],
      seats: number[] = [],
      at = 0,
      done = 0;
    const out: number[] = [];
    for (let k = 0; k < cards; k++) {
      const seat = participants[at]!,
        hand = hands[seat]!;
      const legal = legalCards(
        cv.play,
        { t, hand, trick, led: trick.length ? t.eff[trick[0]!]! : -1, handSuits: 0, trickNo: done + 1 },
        out,
      );
      const card =
        legal.length === 1 ? legal[0]! : orderedRandomBot({ t, hand, trick, legal, trumpSuit: cv.trump }, rng);
      hand.splice(hand.indexOf(card), 1);
      trick.push(card);
      seats.push(seat);
      at = (at + 1) % n;
      if (trick.length < n) continue;
      const w = seats[cv.play.winner(t, trick)]!;
      points[w]! += cv.phases[0]!.trickValues[done]! + trick.reduce((a, c) => a + t.points[c]!, 0);
      tricks[w]! += 1;
      done++;
      trick = [];
      seats = [];
      at = participants.indexOf(w);
    }
    return { leader: (at - trick.length + n) % n, trick, done, total: cv.deal.count, points, tricks };
  }

  // Hindersi-Jass and the house rules: a trick taken up part-way under clauses read card by card (the trick's cards, its first trump).
  const partWay: [string, () => CompiledVariant][] = [
    ...['hindersche-pagat', 'kein-stich', 'hindersche-swedish', 'hindersi-jass'].map(
      (id): [string, () => CompiledVariant] => [id, () => compiled(id)],
    ),
    ...['two-gates', 'reading-or', 'beat-if-able'].map((id): [string, () => CompiledVariant] => [
      id,
      () => house(id, houseRules[id]!),
    ]),
  ];
  for (const [id, load] of partWay) {
    it(`${id}: the rest of the deal is the one the whole deal would have had`, () => {
      const cv = load();
      const state = initialState(cv, ['N', 'W', 'S', 'E'].slice(0, cv.players.max), 0);
      const participants = participantsOf(cv, state);
      const table = maskTableOf(cv)!;
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 2 ** 31 - 1 }),
          fc.integer({ min: 0, max: cv.deal.count * participants.length - 1 }),
          (seed, cards) => {
            const { hands, trump } = dealCards(cv, state, createRng(seed), participants);
            const t = cv.phases[0]!.tables[trump < 0 ? cv.deck.suits.length : trump]!;
            const whole = playRandomBySuit(
              cv,
              cv.phases[0]!,
              table,
              hands,
              participants,
              t,
              createRng(seed + 1),
              maskScratch(),
            );
            const rng = createRng(seed + 1);
            const left = hands.map((h) => [...h]);
            const from = playSome(cv, left, participants, t, cards, rng);
            expect(playRandomBySuit(cv, cv.phases[0]!, table, left, participants, t, rng, maskScratch(), from)).toEqual(
              whole,
            );
          },
        ),
        { numRuns: 100, seed: 20261126 },
      );
    });
  }
});
