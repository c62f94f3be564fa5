/**
 * Beating and lay-off deals played by random bots on the deal's own state, changed in place: the
 * simulator's deals of these kinds take dozens to hundreds of moves each, and the step modules copy
 * the deal (and its log) at every one of them.
 *
 * The moves are the steps' own (`beatOn`, `pickUpFrom`, `layOn`, `passOn` and the choices of
 * steps/beating.ts and steps/layoff.ts); what these loops add is the random bot's decision as
 * `decide` (bot-move.ts) makes it, drawing the same random numbers: the cards and pick-ups are
 * drawn uniformly, and a player with a card that beats picks up, where allowed at will, as often as
 * they play any one card; a player who can lay nothing passes. tests/in-place-deal.test.ts plays
 * every shipped beating and lay-off variant both ways.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import type { BeatingStep, LayoffStep } from '../compile/steps.ts';
import { outcomeOf } from './play.ts';
import type { Rng } from './rng.ts';
import type { DealOutcome, PlayState } from './state.ts';
import { beatingChoices, beatOn, pickUpFrom, pickUps } from './steps/beating/rules.ts';
import { allPlaced } from './steps/common.ts';
import { layableAt, layableCount, layOn, passOn, placeStuck } from './steps/layoff/rules.ts';

const NONE: readonly never[] = Object.freeze([]);

/** One of `options`, drawn as `decide` draws it (no draw when there is one). */
const drawn = <T>(options: readonly T[], rng: Rng): T => options[options.length === 1 ? 0 : rng.int(options.length)]!;

/**
 * Plays the beating deal `p` (just started, owned by the caller: it is changed in place) to its
 * end with random bots at every seat. A deal still going after `limit` moves is called off, the rest
 * placed by fewest cards, as `playByRules` does. Returns the deal's outcome.
 */
export function playBeatingAtRandom(cv: CompiledVariant, step: BeatingStep, p: PlayState, rng: Rng, limit: number): DealOutcome {
  const trumps = p.trumps!;
  const choices: number[] = [];
  for (let moves = 0; !allPlaced(p); moves++) {
    const seat = p.turn, trick = p.trick, top = trick.length - 1;
    const cards = moves < limit ? beatingChoices(cv.deck, step, trumps, top < 0 ? -1 : trick[top]!, top < 0 ? -1 : p.trickSeats[top]!, p.hands[seat]!, seat, choices) : NONE;
    const ups = moves < limit && trick.length > 0 && (step.pickUpAtWill || cards.length === 0) ? pickUps(step, trick.length) : NONE;
    if (cards.length === 0 && ups.length === 0) { p.places = placeStuck(p.participants, p.hands, p.places); break; }
    if (ups.length > 0 && (cards.length === 0 || rng.int(cards.length + 1) === 0)) pickUpFrom(p, seat, drawn(ups, rng));
    else beatOn(p, seat, drawn(cards, rng));
  }
  return outcomeOf(p);
}

/** The lay-off deal `p` played as `playBeatingAtRandom` plays a beating deal. */
export function playLayoffAtRandom(cv: CompiledVariant, step: LayoffStep, p: PlayState, rng: Rng, limit: number): DealOutcome {
  // Passes in a row: the step counts them in the deal's log, which this loop does not keep.
  let passes = 0;
  for (let moves = 0; !allPlaced(p); moves++) {
    if (moves >= limit) { p.places = placeStuck(p.participants, p.hands, p.places); break; }
    const seat = p.turn, hand = p.hands[seat]!;
    // The card `drawn` would draw from `layable`'s list, counted and found without making the list.
    const n = layableCount(cv.deck, p.rows!, step, hand);
    if (n === 0) passOn(p, seat, ++passes);
    else { passes = 0; layOn(cv.deck, step, p, seat, layableAt(cv.deck, p.rows!, step, hand, n === 1 ? 0 : rng.int(n))); }
  }
  return outcomeOf(p);
}
