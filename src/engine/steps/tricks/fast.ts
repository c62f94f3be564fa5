/**
 * Trick play by bots in one tight loop over the compiled rules, for simulation (the tricks step's
 * `playInLoop`, which ../../fast-deal.ts `playDeal` calls for a deal of trick play alone): no
 * per-card machine events and almost no allocation, and random bots under rules with a mask form on
 * bit masks (random-deal.ts). It plays the step's own rules (rules.ts: the legal cards from the
 * compiled play rules of the deal's phase, the winner from their `winner`, a trick's points from the card tables and
 * the phase's trick values); tests/engine/fast-deal.test.ts plays random deals of every shipped variant
 * both ways, and tests/engine/random-deal.test.ts the masks.
 */
import type { CompiledPhase, CompiledVariant } from '../../../compile/compile.ts';
import type { CompiledStep, TricksStep } from '../../../compile/steps.ts';
import type { StepKind } from '../step.ts';
import { legalCards, type PlayRules, type PlayView } from '../../../compile/play-rules.ts';
import { botFor, randomBot, type BotView, type DealSight, type Seating } from '../../bots.ts';
import type { Rng } from '../../rng.ts';
import type { DealContext, DealOutcome } from '../../state.ts';
import { foundTeamsOf } from '../../known-teams.ts';
import { maskScratch, maskTableOf, playRandomBySuit, type MaskScratch, type SuitTable } from './random-deal.ts';

/** The trick as the leader sees it. */
const NO_CARDS: readonly number[] = Object.freeze([]);

/**
 * Scratch space reused across deals; `rules` and `table`: the card-play rules of the last deal
 * played on bit masks (its phase's) and their table (`maskTableOf`), kept so that a run of deals
 * looks it up once.
 */
export interface DealScratch {
  legal: number[];
  trick: number[];
  trickSeats: number[];
  masks: MaskScratch;
  rules: PlayRules | null;
  table: SuitTable | null;
  /**
   * The phase of the last deal played and its step's own loop (null: none, played by the rules),
   * kept so that a run of deals asks the registry once (a lookup by kind per deal costs ~3%).
   */
  phase: CompiledPhase | null;
  loop: StepKind<CompiledStep>['playInLoop'] | null;
}

/** Whether every seat's bot is the random one (which the bit masks and a step's `playOut` play for). */
export const allRandom = (bot: Seating): boolean =>
  typeof bot === 'function' ? bot === randomBot : bot.length > 0 && bot.every((b) => b === randomBot);

/** A fresh scratch buffer. */
export const newScratch = (): DealScratch => ({
  legal: [],
  trick: [],
  trickSeats: [],
  masks: maskScratch(),
  rules: null,
  table: null,
  phase: null,
  loop: null,
});

/**
 * Plays `hands` (per seat; the caller gives them up) among `participants` (in order from forehand)
 * to the end in tricks, by the rules of `phase`, `bot` moving for every seat or one bot per seat.
 */
export function playTricksInLoop(
  cv: CompiledVariant,
  _step: TricksStep,
  phase: CompiledPhase,
  hands: number[][],
  participants: number[],
  trump: number,
  bot: Seating,
  rng: Rng,
  scratch: DealScratch,
  deal?: DealContext,
): DealOutcome {
  // Random bots under rules with a mask form are played on bit masks (random-deal.ts).
  if (scratch.rules !== phase.play) {
    scratch.rules = phase.play;
    scratch.table = maskTableOf(cv, phase);
  }
  const bySuit = allRandom(bot) ? scratch.table : null;
  const t = phase.tables[trump < 0 ? cv.deck.suits.length : trump]!;
  const byMasks = bySuit && playRandomBySuit(cv, phase, bySuit, hands, participants, t, rng, scratch.masks);
  if (byMasks) return byMasks;
  const trickValues = phase.trickValues;
  const seats = hands.length;
  const points: number[] = [];
  const tricks: number[] = [];
  for (let q = 0; q < seats; q++) {
    points.push(0);
    tricks.push(0);
  }
  const n = participants.length;
  // A deal that may stop early (`deal ends when`): its end is tried after each trick but the last.
  const ends = phase.dealEnds ?? null;
  const { trick, trickSeats, legal } = scratch;
  const played: number[] = [];
  const playedBy: number[] = [];
  const view: PlayView = { t, hand: [], trick, led: -1, handSuits: 0, trickNo: 1, played };
  // What the seats see of the deal (DealSight): the loop's own arrays, kept as it goes; no copies.
  const sight: DealSight = {
    cv,
    phase,
    seat: -1,
    participants,
    trickSeats,
    history: played,
    historySeats: playedBy,
    points,
    tricks,
  };
  // Teams found by a card: a search finds them on the hands it samples, from the seats in `deal`.
  const teamsOf = deal && foundTeamsOf(cv, deal.seats);
  if (teamsOf) sight.teamsOf = teamsOf;
  const botView: BotView = { t, hand: [], trick, legal, trumpSuit: cv.trump, deal: sight };
  const single = typeof bot === 'function' ? bot : null;
  let leader = 0;
  const rules = phase.play,
    count = cv.deal.count,
    eff = t.eff,
    cardPoints = t.points;
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
    if (
      ends &&
      k + 1 < count &&
      ends.holds({ t, hand: NO_CARDS, trick: NO_CARDS, led: -1, handSuits: 0, trickNo: k + 2, played })
    )
      break;
  }
  return { points, tricks };
}
