/**
 * Plays a whole deal with bots in one tight loop over the compiled rules, for simulation: no
 * per-card machine events and almost no allocation. The outcome then enters the machine as one
 * `DEAL` event, so the game flow still has a single source.
 */
import type { CompiledPhase, CompiledVariant } from '../compile/compile.ts';
import { placeStuck } from './steps/layoff/rules.ts';
import { applyMove, botMove } from './bot-move.ts';
import { isComplete, outcomeOf, startPlayIn } from './play.ts';
import { kindOf, MOVE_LIMIT, seatsToMove, takesTricks } from './steps/index.ts';
import { legalCards, type PlayView } from '../compile/play-rules.ts';
import { botFor, randomBot, type BotView, type DealSight, type Seating } from './bots.ts';
import { maskScratch, maskTableOf, playRandomBySuit, type MaskScratch, type SuitTable } from './random-deal.ts';
import type { Rng } from './rng.ts';
import type { DealContext, DealOutcome } from './state.ts';

/** The trick as the leader sees it. */
const NO_CARDS: readonly number[] = Object.freeze([]);

/**
 * Scratch space reused across deals; `cv` and `table`: the variant of the last deal played on bit
 * masks and its table (`maskTableOf`), kept so that a run of deals looks it up once.
 */
export interface DealScratch { legal: number[]; trick: number[]; trickSeats: number[]; masks: MaskScratch; cv: CompiledVariant | null; table: SuitTable | null }

/** A fresh scratch buffer. */
export const newScratch = (): DealScratch => ({ legal: [], trick: [], trickSeats: [], masks: maskScratch(), cv: null, table: null });

/**
 * Whether `playDeal` plays a deal of `phase` in its own loop (trick play alone), which never reads
 * the deal's context: a caller need not make one.
 */
export const playsInLoop = (phase: CompiledPhase): boolean => phase.steps.length === 1 && takesTricks(phase);

/**
 * Plays `hands` (per seat; the caller gives them up: they may be played out or left as they were)
 * among `participants` (in order from forehand) to the end, by the rules of `phase` (its card
 * values and play mode), `bot` moving for every seat or one bot per seat. Returns points, tricks
 * (and places).
 */
export function playDeal(cv: CompiledVariant, phase: CompiledPhase, hands: number[][], participants: number[], trump: number,
  bot: Seating, rng: Rng, scratch: DealScratch = newScratch(), deal?: DealContext): DealOutcome {
  // The tight loop below is trick play alone; a deal with other steps (or another way of playing)
  // runs through the step modules. tests/fast-deal.test.ts plays random deals both ways.
  if (!playsInLoop(phase)) return playByRules(cv, phase, hands, participants, trump, bot, rng, deal);
  // Random bots under rules with a mask form are played on bit masks (random-deal.ts).
  if (scratch.cv !== cv) { scratch.cv = cv; scratch.table = maskTableOf(cv); }
  const bySuit = allRandom(bot) ? scratch.table : null;
  const t = phase.tables[trump < 0 ? cv.deck.suits.length : trump]!;
  const byMasks = bySuit && playRandomBySuit(cv, phase, bySuit, hands, participants, t, rng, scratch.masks);
  if (byMasks) return byMasks;
  const trickValues = phase.trickValues;
  const seats = hands.length;
  const points: number[] = [];
  const tricks: number[] = [];
  for (let q = 0; q < seats; q++) { points.push(0); tricks.push(0); }
  const n = participants.length;
  const { trick, trickSeats, legal } = scratch;
  const played: number[] = [];
  const playedBy: number[] = [];
  const view: PlayView = { t, hand: [], trick, led: -1, handSuits: 0, trickNo: 1, played };
  // What the seats see of the deal (DealSight): the loop's own arrays, kept as it goes; no copies.
  const sight: DealSight = { cv, phase, seat: -1, participants, trickSeats, history: played, historySeats: playedBy, points, tricks };
  const botView: BotView = { t, hand: [], trick, legal, trumpSuit: cv.trump, deal: sight };
  const single = typeof bot === 'function' ? bot : null;
  let leader = 0;
  const rules = cv.play, count = cv.deal.count, eff = t.eff, cardPoints = t.points;
  for (let k = 0; k < count; k++) {
    // The leader sees an empty trick; `trick` is cut to the first card once it is played, and grows
    // by assignment: emptying an array would drop its storage (V8), one allocation per trick, and
    // `pop` is much cheaper than the `length` setter.
    view.trick = NO_CARDS;
    botView.trick = NO_CARDS;
    // The seats of the trick are read by bots (DealSight) as it grows: empty it, by `pop` (cheap).
    while (trickSeats.length) trickSeats.pop();
    view.led = -1;
    view.trickNo = k + 1;
    for (let j = 0, at = leader; j < n; j++, at = at + 1 === n ? 0 : at + 1) {
      const seat = participants[at]!;
      const hand = hands[seat]!;
      view.hand = hand;
      const legalNow = legalCards(rules, view, legal);
      botView.legal = legalNow;
      botView.hand = hand;
      sight.seat = seat;
      const card = legalNow.length === 1 ? legalNow[0]! : (single ?? botFor(bot, seat))(botView, rng);
      const i = hand.indexOf(card);
      hand[i] = hand[hand.length - 1]!;
      hand.pop();
      trick[j] = card;
      trickSeats[j] = seat;
      played.push(card);
      playedBy.push(seat);
      if (j === 0) {
        // Cut to this trick's first card.
        while (trick.length > 1) trick.pop();
        view.trick = trick;
        botView.trick = trick;
        view.led = eff[card]!;
      }
    }
    const w = trickSeats[rules.winner(t, trick)]!;
    let pts = trickValues[k]!;
    for (let j = 0; j < n; j++) pts += cardPoints[trick[j]!]!;
    points[w]! += pts;
    tricks[w]! += 1;
    leader = participants.indexOf(w);
  }
  return { points, tricks };
}

/** Whether every seat's bot is the random one. */
const allRandom = (bot: Seating): boolean => (typeof bot === 'function' ? bot === randomBot : bot.length > 0 && bot.every((b) => b === randomBot));

/**
 * Plays a deal move by move through the step modules (its own copy of them would only drift): bots
 * pick their moves with `botMove`, the first seat the step waits for moving first. A deal still going
 * after MOVE_LIMIT moves is called off, the rest placed by fewest cards (as a deal where nobody can lay is).
 */
export function playByRules(cv: CompiledVariant, phase: CompiledPhase, hands: number[][], participants: number[], trump: number, bot: Seating, rng: Rng,
  deal?: DealContext): DealOutcome {
  // `deal`: the deal's place in the game (a pass's direction, the seat that names trumps, the turned card).
  let p = startPlayIn(cv, phase.id, participants, hands, trump, deal);
  // A deal of one step with its own random play-out (beating, lay-off), random bots: played in place, the same moves.
  const only = phase.steps.length === 1 && allRandom(bot) ? phase.steps[0]! : null;
  const playOut = only && kindOf(only).playOut;
  if (playOut) return playOut(cv, only, p, rng, MOVE_LIMIT);
  for (let moves = 0; !isComplete(cv, p); moves++) {
    // A step where several seats move at once (cards given) takes them in turn; otherwise, whose turn it is.
    const seat = phase.steps.length === 1 ? p.turn : seatsToMove(cv, p)[0] ?? p.turn;
    const move = moves < MOVE_LIMIT ? botMove(cv, p, seat, botFor(bot, seat), rng) : null;
    if (!move) { p = { ...p, places: placeStuck(p.participants, p.hands, p.places) }; break; }
    p = applyMove(cv, p, seat, move);
  }
  return outcomeOf(p);
}
