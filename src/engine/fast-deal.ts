/**
 * Plays a whole deal with bots in one tight loop over the compiled rules, for simulation: no
 * per-card machine events and almost no allocation. The outcome then enters the machine as one
 * `DEAL` event, so the game flow still has a single source.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import { legalCards, type PlayView } from '../compile/play-rules.ts';
import type { Bot, BotView } from './bots.ts';
import type { Rng } from './rng.ts';
import type { DealOutcome } from './state.ts';

/** Scratch space reused across deals. */
export interface DealScratch { legal: number[]; trick: number[]; trickSeats: number[] }

/** A fresh scratch buffer. */
export const newScratch = (): DealScratch => ({ legal: [], trick: [], trickSeats: [] });

/**
 * Plays `hands` (per seat; consumed) among `participants` (in order from forehand) to the end.
 * Returns card points and tricks per seat.
 */
export function playDeal(cv: CompiledVariant, hands: number[][], participants: number[], trump: number,
  bot: Bot, rng: Rng, scratch: DealScratch = newScratch()): DealOutcome {
  const t = cv.tables[trump < 0 ? cv.deck.suits.length : trump]!;
  const seats = hands.length;
  const points: number[] = [];
  const tricks: number[] = [];
  for (let q = 0; q < seats; q++) { points.push(0); tricks.push(0); }
  const n = participants.length;
  const { trick, trickSeats, legal } = scratch;
  const view: PlayView = { t, hand: [], trick, led: -1, handSuits: 0 };
  const botView: BotView = { t, hand: [], trick, legal, trumpSuit: cv.trump };
  let leader = 0;
  for (let k = 0; k < cv.deal.count; k++) {
    trick.length = 0;
    trickSeats.length = 0;
    view.led = -1;
    for (let j = 0, at = leader; j < n; j++, at = at + 1 === n ? 0 : at + 1) {
      const seat = participants[at]!;
      const hand = hands[seat]!;
      view.hand = hand;
      botView.legal = legalCards(cv.play, view, legal);
      botView.hand = hand;
      const card = botView.legal.length === 1 ? botView.legal[0]! : bot(botView, rng);
      const i = hand.indexOf(card);
      hand[i] = hand[hand.length - 1]!;
      hand.pop();
      trick.push(card);
      trickSeats.push(seat);
      if (j === 0) view.led = t.eff[card]!;
    }
    const w = trickSeats[cv.play.winner(t, trick)]!;
    let pts = 0;
    for (const c of trick) pts += t.points[c]!;
    if (k === cv.deal.count - 1) pts += cv.lastTrickPoints;
    points[w]! += pts;
    tricks[w]! += 1;
    leader = participants.indexOf(w);
  }
  return { points, tricks };
}
