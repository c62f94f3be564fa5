/**
 * Plays a whole deal with bots in one tight loop over the compiled rules, for simulation: no
 * per-card machine events and almost no allocation. The outcome then enters the machine as one
 * `DEAL` event, so the game flow still has a single source.
 */
import type { CompiledPhase, CompiledVariant } from '../compile/compile.ts';
import { placeStuck } from './steps/layoff/rules.ts';
import { applyMove, botMove } from './bot-move.ts';
import { isComplete, outcomeOf, startPlayIn } from './play.ts';
import { fastKindOf } from './steps/fast-registry.ts';
import { MOVE_LIMIT, seatsToMove } from './steps/index.ts';
import { botFor, type Seating } from './bots.ts';
import { allRandom, newScratch, type DealScratch } from './steps/tricks/fast.ts';
import type { Rng } from './rng.ts';
import type { DealContext, DealOutcome } from './state.ts';

/**
 * Whether `playDeal` plays a deal of `phase` in its step's own loop (its kind's `playInLoop`: trick
 * play alone without drawing from a stock, steps/tricks/fast.ts), which never reads
 * the deal's context: a caller need not make one.
 */
export const playsInLoop = (phase: CompiledPhase): boolean =>
  // A deal that draws from the stock reads its context (the stock) and is played by the step's rules.
  phase.steps.length === 1 && !phase.draw && fastKindOf(phase.steps[0]!).playInLoop !== undefined;

/**
 * Plays `hands` (per seat; the caller gives them up: they may be played out or left as they were)
 * among `participants` (in order from forehand) to the end, by the rules of `phase` (its card
 * values and play mode), `bot` moving for every seat or one bot per seat. Returns points, tricks
 * (and places).
 */
export function playDeal(
  cv: CompiledVariant,
  phase: CompiledPhase,
  hands: number[][],
  participants: number[],
  trump: number,
  bot: Seating,
  rng: Rng,
  scratch: DealScratch = newScratch(),
  deal?: DealContext,
): DealOutcome {
  // A deal of one step with a tight loop of its own (trick play) is played there; a deal with other
  // steps (or another way of playing) runs through the step modules. tests/engine/fast-deal.test.ts plays
  // random deals both ways.
  if (scratch.phase !== phase) {
    scratch.phase = phase;
    scratch.loop = playsInLoop(phase) ? fastKindOf(phase.steps[0]!).playInLoop : null;
  }
  const loop = scratch.loop;
  if (!loop) return playByRules(cv, phase, hands, participants, trump, bot, rng, deal);
  return loop(cv, phase.steps[0]!, phase, hands, participants, trump, bot, rng, scratch, deal);
}

export { newScratch, type DealScratch } from './steps/tricks/fast.ts';

/**
 * Plays a deal move by move through the step modules (its own copy of them would only drift): bots
 * pick their moves with `botMove`, the first seat the step waits for moving first. A deal still going
 * after MOVE_LIMIT moves is called off, the rest placed by fewest cards (as a deal where nobody can lay is).
 */
export function playByRules(
  cv: CompiledVariant,
  phase: CompiledPhase,
  hands: number[][],
  participants: number[],
  trump: number,
  bot: Seating,
  rng: Rng,
  deal?: DealContext,
): DealOutcome {
  // `deal`: the deal's place in the game (a pass's direction, the seat that names trumps, the turned card).
  let p = startPlayIn(cv, phase.id, participants, hands, trump, deal);
  // A deal of one step with its own random play-out (beating, lay-off), random bots: played in place, the same moves.
  const only = phase.steps.length === 1 && allRandom(bot) ? phase.steps[0]! : null;
  const playOut = only && fastKindOf(only).playOut;
  if (playOut) return playOut(cv, only, p, rng, MOVE_LIMIT);
  for (let moves = 0; !isComplete(cv, p); moves++) {
    // A step where several seats move at once (cards given) takes them in turn; otherwise, whose turn it is.
    const seat = phase.steps.length === 1 ? p.turn : (seatsToMove(cv, p)[0] ?? p.turn);
    const move = moves < MOVE_LIMIT ? botMove(cv, p, seat, botFor(bot, seat), rng) : null;
    if (!move) {
      p = { ...p, places: placeStuck(p.participants, p.hands, p.places) };
      break;
    }
    p = applyMove(cv, p, seat, move);
  }
  return outcomeOf(p);
}
