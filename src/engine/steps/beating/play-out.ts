/**
 * A beating deal played by random bots on the deal's own state, changed in place: the simulator's
 * deals of this kind take dozens to hundreds of moves each, and the step's rules (rules.ts) copy the
 * deal (and its log) at every one of them.
 *
 * The moves are the step's own (`beatOn`, `pickUpFrom` and the choices of rules.ts); what this loop
 * adds is the random bot's decision as `decide` (../../bot-move.ts) makes it, drawing the same random
 * numbers: the cards and pick-ups are drawn uniformly, and a player with a card that beats picks up,
 * where allowed at will, as often as they play any one card. tests/engine/in-place-deal.test.ts plays every
 * shipped beating and lay-off variant both ways.
 */
import type { CompiledVariant } from '../../../compile/compile.ts';
import type { BeatingStep } from '../../../compile/steps.ts';
import { outcomeOf } from '../../play.ts';
import type { Rng } from '../../rng.ts';
import type { DealOutcome, PlayState } from '../../state.ts';
import { allPlaced, drawn, NO_CHOICE } from '../common.ts';
import { placeStuck } from '../layoff/rules.ts';
import { passOnInPlace } from './pass-on.ts';
import { beatingChoices, beatOn, pickUpFrom, pickUps } from './rules.ts';

/**
 * Plays the beating deal `p` (just started, owned by the caller: it is changed in place) to its
 * end with random bots at every seat. A deal still going after `limit` moves is called off, the rest
 * placed by fewest cards, as `playByRules` does. Returns the deal's outcome.
 */
export function playBeatingAtRandom(
  cv: CompiledVariant,
  step: BeatingStep,
  p: PlayState,
  rng: Rng,
  limit: number,
): DealOutcome {
  const trumps = p.trumps!;
  const choices: number[] = [];
  for (let moves = 0; !allPlaced(p); moves++) {
    const seat = p.turn,
      trick = p.trick,
      top = trick.length - 1;
    const cards =
      moves < limit
        ? beatingChoices(
            cv.deck,
            step,
            trumps,
            top < 0 ? -1 : trick[top]!,
            top < 0 ? -1 : p.trickSeats[top]!,
            p.hands[seat]!,
            seat,
            choices,
          )
        : NO_CHOICE;
    const ups =
      moves < limit && trick.length > 0 && (step.pickUpAtWill || cards.length === 0)
        ? pickUps(step, trick.length)
        : NO_CHOICE;
    if (cards.length === 0 && ups.length === 0) {
      p.places = placeStuck(p.participants, p.hands, p.places);
      break;
    }
    if (ups.length > 0 && (cards.length === 0 || rng.int(cards.length + 1) === 0)) {
      const count = drawn(ups, rng);
      // Only a deal whose cards pass on when picked up copies them: the others keep their speed.
      const picked = step.passOn ? trick.slice(count === null ? 0 : Math.max(0, trick.length - count)) : null;
      pickUpFrom(p, seat, count);
      if (picked) passOnInPlace(cv, step.passOn!, p, seat, picked);
    } else beatOn(p, seat, drawn(cards, rng));
  }
  return outcomeOf(p);
}
