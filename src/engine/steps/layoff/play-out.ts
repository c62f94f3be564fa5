/**
 * A lay-off deal played by random bots on the deal's own state, changed in place, as
 * ../beating/play-out.ts plays a beating deal (and for the same reason: the step's rules copy the
 * deal at every move). The moves are the step's own (`layOn`, `passOn`, rules.ts); a player who can
 * lay nothing passes, and the card laid is the one `decide` (../../bot-move.ts) would draw.
 */
import type { CompiledVariant } from '../../../compile/compile.ts';
import type { LayoffStep } from '../../../compile/steps.ts';
import { outcomeOf } from '../../play.ts';
import type { Rng } from '../../rng.ts';
import type { DealOutcome, PlayState } from '../../state.ts';
import { allPlaced } from '../common.ts';
import { layableAt, layableCount, layOn, passOn, placeStuck } from './rules.ts';

/** The lay-off deal `p` played as `playBeatingAtRandom` plays a beating deal. */
export function playLayoffAtRandom(
  cv: CompiledVariant,
  step: LayoffStep,
  p: PlayState,
  rng: Rng,
  limit: number,
): DealOutcome {
  // Passes in a row: the step counts them in the deal's log, which this loop does not keep.
  let passes = 0;
  for (let moves = 0; !allPlaced(p); moves++) {
    if (moves >= limit) {
      p.places = placeStuck(p.participants, p.hands, p.places);
      break;
    }
    const seat = p.turn,
      hand = p.hands[seat]!;
    // The card `drawn` would draw from `layable`'s list, counted and found without making the list.
    const n = layableCount(cv.deck, p.rows!, step, hand);
    if (n === 0) passOn(p, seat, ++passes);
    else {
      passes = 0;
      layOn(cv.deck, step, p, seat, layableAt(cv.deck, p.rows!, step, hand, n === 1 ? 0 : rng.int(n)));
    }
  }
  return outcomeOf(p);
}
