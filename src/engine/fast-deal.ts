/**
 * Plays a whole deal with bots in one tight loop over the compiled rules, for simulation: no
 * per-card machine events and almost no allocation. The outcome then enters the machine as one
 * `DEAL` event, so the game flow still has a single source.
 */
import type { CompiledPhase, CompiledVariant } from '../compile/compile.ts';
import { fits, emptyRows, lay, placeStuck } from './layoff.ts';
import { beatingChoices, personalTrumps, type BeatingMode } from './beating.ts';
import { legalCards, type PlayView } from '../compile/play-rules.ts';
import type { Bot, BotView } from './bots.ts';
import type { Rng } from './rng.ts';
import type { DealOutcome } from './state.ts';

/** Scratch space reused across deals. */
export interface DealScratch { legal: number[]; trick: number[]; trickSeats: number[] }

/** A fresh scratch buffer. */
export const newScratch = (): DealScratch => ({ legal: [], trick: [], trickSeats: [] });

/**
 * Plays `hands` (per seat; consumed) among `participants` (in order from forehand) to the end,
 * by the rules of `phase` (its card values and play mode). Returns points, tricks (and places).
 */
export function playDeal(cv: CompiledVariant, phase: CompiledPhase, hands: number[][], participants: number[], trump: number,
  bot: Bot, rng: Rng, scratch: DealScratch = newScratch()): DealOutcome {
  if (phase.mode.kind === 'layoff') return playLayoff(cv, phase.mode.start, hands, participants, bot, rng);
  if (phase.mode.kind === 'beating') return playBeating(cv, phase.mode, hands, participants, bot, rng);
  const t = phase.tables[trump < 0 ? cv.deck.suits.length : trump]!;
  const trickValues = phase.trickValues;
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
    pts += trickValues[k]!;
    points[w]! += pts;
    tricks[w]! += 1;
    leader = participants.indexOf(w);
  }
  return { points, tricks };
}

/** Plays a lay-off deal: the holder of `start` lays it; then each in turn lays a card or passes. */
function playLayoff(cv: CompiledVariant, start: number, hands: number[][], participants: number[], bot: Bot, rng: Rng): DealOutcome {
  const seats = hands.length;
  const places = new Array<number>(seats).fill(0);
  const t = cv.tables[cv.deck.suits.length]!;
  let rows = emptyRows(cv.deck);
  let at = Math.max(0, participants.findIndex((q) => hands[q]!.includes(start)));
  let placed = 0;
  let passes = 0;
  const view: BotView = { t, hand: [], trick: [], legal: [], trumpSuit: cv.trump };
  while (placed < participants.length) {
    const seat = participants[at]!;
    const hand = hands[seat]!;
    if (hand.length > 0) {
      const legal = hand.filter((c) => fits(cv.deck, rows, start, c));
      if (legal.length === 0 && ++passes >= participants.filter((q) => hands[q]!.length > 0).length) {
        const stuck = placeStuck(participants, hands, places);
        return { points: new Array<number>(seats).fill(0), tricks: new Array<number>(seats).fill(0), places: stuck };
      }
      if (legal.length > 0) {
        passes = 0;
        view.hand = hand;
        view.legal = legal;
        const card = legal.length === 1 ? legal[0]! : bot(view, rng);
        hand.splice(hand.indexOf(card), 1);
        rows = lay(cv.deck, rows, card);
        if (hand.length === 0) places[seat] = ++placed;
        const left = participants.filter((q) => hands[q]!.length > 0);
        if (left.length === 1) places[left[0]!] = ++placed;
      }
    }
    at = (at + 1) % participants.length;
  }
  return { points: new Array<number>(seats).fill(0), tricks: new Array<number>(seats).fill(0), places };
}

/** Most moves a simulated beating deal may take before it is called off (cards can go round). */
const BEATING_MOVE_LIMIT = 5000;

/**
 * Plays a beating deal: beat the card before or pick the trick up (a bot picks up only when it
 * cannot beat, or at will with the chance of one option in its choices). A deal still going after
 * BEATING_MOVE_LIMIT moves is called off, the rest placed by fewest cards.
 */
function playBeating(cv: CompiledVariant, mode: BeatingMode, hands: number[][], participants: number[], bot: Bot, rng: Rng): DealOutcome {
  const seats = hands.length;
  const places = new Array<number>(seats).fill(0);
  const { trumps, leader } = personalTrumps(mode, participants, hands, seats);
  const t = cv.tables[cv.deck.suits.length]!;
  const view: BotView = { t, hand: [], trick: [], legal: [], trumpSuit: cv.trump };
  const trick: number[] = [];
  const trickSeats: number[] = [];
  let size = 0;
  let placed = 0;
  let turn = leader;
  const holding = () => participants.filter((q) => hands[q]!.length > 0);
  const next = (seat: number) => {
    const i = participants.indexOf(seat);
    for (let k = 1; k <= participants.length; k++) {
      const q = participants[(i + k) % participants.length]!;
      if (hands[q]!.length > 0) return q;
    }
    return seat;
  };
  const placeOut = (seat: number) => {
    if (hands[seat]!.length === 0 && places[seat] === 0) places[seat] = ++placed;
    const left = holding();
    if (left.length === 1 && places[left[0]!] === 0) places[left[0]!] = ++placed;
  };
  for (let moves = 0; placed < participants.length; moves++) {
    if (moves > BEATING_MOVE_LIMIT) return { points: new Array<number>(seats).fill(0), tricks: new Array<number>(seats).fill(0), places: placeStuck(participants, hands, places) };
    const hand = hands[turn]!;
    const choices = beatingChoices(cv.deck, mode, trumps, trick.at(-1) ?? -1, trickSeats.at(-1) ?? -1, hand, turn);
    const pickUp = trick.length > 0 && (choices.length === 0 || (mode.pickUpAtWill && rng.int(choices.length + 1) === 0));
    if (pickUp) {
      hand.push(...trick);
      trick.length = 0;
      trickSeats.length = 0;
      turn = next(turn);
      continue;
    }
    view.hand = hand;
    view.legal = choices;
    view.trick = trick;
    const card = choices.length === 1 ? choices[0]! : bot(view, rng);
    if (trick.length === 0) size = holding().length;
    hand.splice(hand.indexOf(card), 1);
    trick.push(card);
    trickSeats.push(turn);
    const seat = turn;
    if (trick.length >= size) {
      trick.length = 0;
      trickSeats.length = 0;
      turn = hand.length > 0 ? seat : next(seat);
    } else {
      turn = next(seat);
    }
    placeOut(seat);
  }
  return { points: new Array<number>(seats).fill(0), tricks: new Array<number>(seats).fill(0), places };
}
