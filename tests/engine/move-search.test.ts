/**
 * The search bot out of trick play (src/engine/move-search.ts): in beating and lay-off deals of
 * every shipped variant and house rule that has them, at random points of random deals played by
 * random bots,
 * - what the seat knows (`knownCards`) is true of the deal: the cards it knows another player holds
 *   are in that hand, the cards it counts out of play are in no hand, every card is in exactly one
 *   of its own hand, the trick, those out, those known held, and the unseen, and no hand holds a
 *   card a pass or a forced pick-up showed it cannot hold;
 * - its move is one the rules allow;
 * - dealing the other hands' cards differently among them (each keeping its size) leaves its move
 *   unchanged (same seed): it decides from its own view.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyMove, botMove, stepMove } from '../../src/engine/bot-move.ts';
import { ismctsBot, randomBot } from '../../src/engine/bots.ts';
import { participantsOf } from '../../src/engine/flow/order.ts';
import { initialState } from '../../src/engine/flow/states.ts';
import { dealtHands, knownCards } from '../../src/engine/move-search.ts';
import { dealContext, isComplete, startPlayIn } from '../../src/engine/play.ts';
import { dealCards } from '../../src/engine/deal-cards.ts';
import { createRng, shuffle } from '../../src/engine/rng.ts';
import { explainMove, legalStepMoves, seatsToMove } from '../../src/engine/steps/index.ts';
import type { CompiledVariant } from '../../src/compile/compile.ts';
import type { PlayState } from '../../src/engine/state.ts';
import { compiled } from '../helpers.ts';

const files = (dir: string, prefix: string) =>
  readdirSync(new URL(dir, import.meta.url))
    .filter((f) => f.endsWith('.stw'))
    .map((f) => prefix + f);
const all = [...files('../../variants/', 'variants/'), ...files('../../variants/house/', 'variants/house/')];
/** Phases played by beating or laying off (after any steps before play). */
const ofPlaces = (cv: CompiledVariant) =>
  cv.phases.filter((ph) => ph.steps.some((st) => st.kind === 'beating' || st.kind === 'layoff'));
const strong = ismctsBot({ iterations: 24 });

/** A deal of phase `ph` from `seed`, played by random bots for `moves` moves (or to a seat's choice just before its end). */
function position(
  cv: CompiledVariant,
  ph: string,
  seed: number,
  dealer: number,
  moves: number,
): { p: PlayState; seat: number } | null {
  const players = ['N', 'W', 'S', 'E'].slice(0, cv.players.max);
  const state = { ...initialState(cv, players, dealer), phase: ph };
  const rng = createRng(seed);
  const { hands, trump, upcard } = dealCards(cv, state, rng, participantsOf(cv, state));
  let p = startPlayIn(cv, ph, participantsOf(cv, state, hands), hands, trump, dealContext(cv, state, upcard));
  for (let k = 0; k < moves && !isComplete(cv, p); k++) {
    const seat = seatsToMove(cv, p)[0] ?? p.turn;
    const move = botMove(cv, p, seat, randomBot, rng);
    if (!move) return null;
    p = applyMove(cv, p, seat, move);
  }
  if (isComplete(cv, p) || !(p.rows || p.trumps)) return null;
  return { p, seat: seatsToMove(cv, p)[0] ?? p.turn };
}

describe('the search bot naming its trump before a beating', () => {
  it('weighs the suits by deals played to their end (not always the first suit offered)', () => {
    const cv = compiled('variants/house/bauernheinrich-chosen-trumps.stw');
    let asked = 0,
      first = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const at = position(cv, cv.phases[0]!.id, seed, seed % 4, 0);
      if (at?.p.step !== 0) continue;
      const offered = legalStepMoves(cv, at.p, at.seat);
      const move = botMove(cv, at.p, at.seat, strong, createRng(seed));
      asked++;
      if (move?.kind === 'name' && offered[0]?.kind === 'name' && move.suit === offered[0].suit) first++;
    }
    expect(asked).toBeGreaterThan(30);
    expect(first).toBeLessThan(asked * 0.6);
  });
});

describe('the search bot in beating and lay-off deals', () => {
  const cases = all.map((id) => [id, compiled(id)] as const).filter(([, cv]) => ofPlaces(cv).length > 0);

  it('covers the beating game, the lay-off and their house rules, pick-ups of part of the trick among them', () => {
    const kinds = new Set(cases.flatMap(([, cv]) => ofPlaces(cv).flatMap((ph) => ph.steps.map((st) => st.kind))));
    expect(kinds).toContain('beating');
    expect(kinds).toContain('layoff');
    expect(cases.map(([id]) => id)).toEqual(
      expect.arrayContaining([
        'variants/bauernheinrich.stw',
        'variants/kein-stich.stw',
        'variants/house/bauernheinrich-pick-up-any.stw',
      ]),
    );
  });

  for (const [id, cv] of cases) {
    it(`${id}: what the seat knows is true, its move is allowed, and the others' cards do not change it`, () => {
      let reached = 0,
        knownHeld = 0,
        excludedSeen = 0,
        deadEnds = 0;
      for (const ph of ofPlaces(cv)) {
        fc.assert(
          fc.property(
            fc.integer({ min: 0, max: 2 ** 31 - 1 }),
            fc.integer({ min: 0, max: 3 }),
            fc.integer({ min: 0, max: 50 }),
            (seed, dealer, moves) => {
              const at = position(cv, ph.id, seed, dealer % cv.players.max, moves);
              if (!at) return;
              reached++;
              const { p, seat } = at;
              const sizes = p.hands.map((h) => h.length);
              const known = knownCards(cv, p, seat, sizes);
              const out = new Set(p.hands.flat());
              // Every card in one place: own hand, trick, known held, unseen, or (the rest) out of play and in no hand.
              const places = [...p.hands[seat]!, ...p.trick, ...known.held.flat(), ...known.unseen];
              expect(new Set(places).size).toBe(places.length);
              for (let c = 0; c < cv.deck.size; c++)
                if (!places.includes(c)) expect(out.has(c), `card ${c} counted out of play is in a hand`).toBe(false);
              known.held.forEach((cards, q) => {
                knownHeld += cards.length;
                for (const c of cards) expect(p.hands[q], `seat ${q} holds ${c}`).toContain(c);
              });
              for (let q = 0; q < p.hands.length; q++)
                if (q !== seat) for (const c of p.hands[q]!) expect([...known.held[q]!, ...known.unseen]).toContain(c);
              // What a pass or a forced pick-up showed: the cards a hand cannot hold are not in it (its known ones aside).
              known.excluded.forEach((none, q) => {
                if (!none) return;
                excludedSeen += none.size;
                for (const c of p.hands[q]!)
                  if (!known.held[q]!.includes(c))
                    expect(none.has(c), `seat ${q} holds ${c}, counted as impossible`).toBe(false);
              });
              // The deals it tries: each hand its size, its known cards, and none it cannot hold.
              const tried = dealtHands(p, seat, known, createRng(seed + 3), true);
              if (tried) {
                tried.forEach((h, q) => {
                  expect(h.length, `seat ${q}'s size`).toBe(q === seat ? p.hands[seat]!.length : sizes[q]);
                  if (q === seat) return;
                  for (const c of known.held[q]!) expect(h).toContain(c);
                  for (const c of h)
                    if (!known.held[q]!.includes(c)) expect(known.excluded[q]?.has(c) ?? false).toBe(false);
                });
              } else deadEnds++;
              // The move: allowed; the same with the other hands' cards dealt again among them.
              const move = botMove(cv, p, seat, strong, createRng(seed + 1));
              expect(move).not.toBeNull();
              expect(explainMove(cv, p, seat, stepMove(move!))).toBeNull();
              const hidden = p.hands.flatMap((h, q) => (q === seat ? [] : h));
              const again = shuffle(hidden, createRng(seed + 2));
              const hands = p.hands.map((h, q) => (q === seat ? h : again.splice(0, h.length)));
              expect(botMove(cv, { ...p, hands }, seat, strong, createRng(seed + 1))).toEqual(move);
            },
          ),
          { numRuns: 25, seed: 20261126 },
        );
      }
      expect(reached).toBeGreaterThan(5);
      // The true hands are one deal that honours everything shown: a dead end every try is rare.
      expect(deadEnds).toBeLessThan(reached / 4);
      if (cv.phases.some((ph) => ph.steps.some((st) => st.kind === 'beating')))
        expect(knownHeld, 'picked-up cards known somewhere').toBeGreaterThan(0);
      // Passes (a lay-off) and forced pick-ups (a beating where one must beat) show something somewhere.
      const forced = cv.phases.some((ph) =>
        ph.steps.some((st) => st.kind === 'layoff' || (st.kind === 'beating' && !st.pickUpAtWill)),
      );
      if (forced) expect(excludedSeen, 'cards shown impossible somewhere').toBeGreaterThan(0);
    }, 60_000);
  }
});
