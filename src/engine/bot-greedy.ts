/**
 * The greedy bot: one card at a time, no look-ahead, cheap enough for the simulator's tight loop.
 * What it plays for comes from the phase's own scoring (bot-objective.ts), not from game words:
 * where points taken count against a player it sheds them onto others and keeps its low cards,
 * unless the hand is strong and taking everything pays; where they count for it, it takes them.
 * Out of trick play it beats or lays off with its lowest card, keeping the strong ones.
 */
import type { CardTables } from '../compile/cards.ts';
import type { Bot, BotView, DealSight } from './bots.ts';
import { dealObjective, type DealObjective } from './bot-objective.ts';

/** Shed points onto others (the reading without a DealSight, as before the phase's scoring was read). */
const SHED: Pick<DealObjective, 'pointsBad' | 'sweepGood'> = { pointsBad: true, sweepGood: false };

/** The last objective asked for: a deal asks for the same one at every card, so it is kept at hand. */
let lastPhase: unknown = null;
let lastCount = -1;
let lastObjective: DealObjective | null = null;

/** The objective of the deal `d` is in. */
function objectiveOf(d: DealSight): DealObjective {
  if (d.phase !== lastPhase || d.participants.length !== lastCount) {
    lastObjective = dealObjective(d.cv, d.phase, d.participants.length);
    lastPhase = d.phase;
    lastCount = d.participants.length;
  }
  return lastObjective!;
}

/**
 * Plays by the phase's scoring: points bad → it sheds its most valuable card when it cannot take
 * the trick and plays its lowest when it must or leads; points good → it takes the trick with its
 * cheapest winning card, else throws its lowest. With a strong hand, in a phase where taking every
 * point pays, it plays to take every trick for as long as it has taken every one so far.
 */
export const greedyBot: Bot = (v) => {
  const d = v.deal;
  const aims = d ? objectiveOf(d) : SHED;
  if (d) {
    scratch.length = v.trick.length + 1;
    for (let i = 0; i < v.trick.length; i++) scratch[i] = v.trick[i]!;
  }
  // Out of trick play (beating, laying off) no card takes a trick: keep the strong cards.
  if (!d) return keepStrong(v);
  if (!aims.pointsBad) return takePoints(v, d!);
  if (d && aims.sweepGood && sweeping(v, d)) return takeAll(v, d);
  return shed(v);
};

/** Whether `card` would take the trick as it stands (the rules' own winner when the deal is known). */
function wins(v: BotView, card: number): boolean {
  const { t, trick } = v;
  if (trick.length === 0) return true;
  if (v.deal) {
    // The trick with one more card: copied once a call (see `greedyBot`), the last card swapped in.
    scratch[trick.length] = card;
    return v.deal.cv.play.winner(t, scratch) === trick.length;
  }
  // Without the rules at hand: highest trump, else highest of the suit led.
  const led = t.eff[trick[0]!]!;
  const trumped = trick.some((c) => t.eff[c] === v.trumpSuit);
  return (
    trick.every((x) => {
      if (t.eff[card] === t.eff[x]) return t.power[card]! > t.power[x]!;
      if (t.eff[card] === v.trumpSuit) return true;
      return t.eff[x] !== v.trumpSuit && t.eff[x] !== led && t.eff[card] === led;
    }) && (trumped ? t.eff[card] === v.trumpSuit : t.eff[card] === led || t.eff[card] === v.trumpSuit)
  );
}

/** The trick as it stands plus one card, for `wins`; set up at each call of `greedyBot`. */
const scratch: number[] = [];

/** The reverse game: shed the most valuable card that does not take the trick; else the lowest. */
function shed(v: BotView): number {
  const { t, legal, trick } = v;
  if (trick.length === 0) return lowest(t, legal);
  let best = -1;
  for (const c of legal) {
    if (wins(v, c)) continue;
    if (best < 0 || t.points[c]! > t.points[best]! || (t.points[c] === t.points[best] && t.power[c]! > t.power[best]!))
      best = c;
  }
  return best >= 0 ? best : lowest(t, legal);
}

/** A plain game: lead the strongest card; follow with the cheapest card that takes the trick, else the lowest. */
function takePoints(v: BotView, d: DealSight): number {
  const { t, legal, trick } = v;
  if (trick.length === 0) return strongest(t, legal, d);
  let best = -1;
  for (const c of legal) if (wins(v, c) && (best < 0 || t.power[c]! < t.power[best]!)) best = c;
  return best >= 0 ? best : lowest(t, legal);
}

/** Going for every trick: lead the strongest card; follow with the highest winner, else the lowest card. */
function takeAll(v: BotView, d: DealSight): number {
  const { t, legal, trick } = v;
  if (trick.length === 0) return strongest(t, legal, d);
  let best = -1;
  for (const c of legal) if (wins(v, c) && (best < 0 || t.power[c]! > t.power[best]!)) best = c;
  return best >= 0 ? best : lowest(t, legal);
}

/** The highest card by power, trumps first (the card least likely to be beaten). */
function strongest(t: CardTables, cards: readonly number[], d: DealSight): number {
  const trump = d.cv.deck.suits.length;
  return cards.reduce((a, b) =>
    (t.eff[b] === trump) !== (t.eff[a] === trump) ? (t.eff[b] === trump ? b : a) : t.power[b]! > t.power[a]! ? b : a,
  );
}

/** The share of a hand that must be strong before the bot plays for every trick. */
const STRONG_SHARE = 0.75;

/**
 * Whether to play for every trick: the seat has taken every trick so far, and its hand is strong —
 * its masters (no card still out beats them in their suit) count 1, its other trumps 1/2, and they
 * add up to STRONG_SHARE of the hand.
 */
function sweeping(v: BotView, d: DealSight): boolean {
  const n = d.participants.length;
  const done = (d.history.length - v.trick.length) / n;
  if (d.tricks[d.seat] !== done) return false;
  const { t, hand } = v;
  const trump = d.cv.deck.suits.length;
  const size = d.cv.deck.size;
  // Cards no longer out: played, or in this hand; then the strongest card still out in each suit.
  if (gone.length < size) gone = new Uint8Array(size);
  gone.fill(0, 0, size);
  for (const c of d.history) gone[c] = 1;
  for (const c of hand) gone[c] = 1;
  if (topOut.length <= trump) topOut = new Int16Array(trump + 1);
  topOut.fill(-1, 0, trump + 1);
  for (let x = 0; x < size; x++) if (!gone[x] && t.power[x]! > topOut[t.eff[x]!]!) topOut[t.eff[x]!] = t.power[x]!;
  let strength = 0;
  for (const c of hand) strength += t.power[c]! > topOut[t.eff[c]!]! ? 1 : t.eff[c] === trump ? 0.5 : 0;
  return strength >= STRONG_SHARE * hand.length;
}

/** Scratch for `sweeping`, reused: it runs at many turns of a simulated deal. */
let gone = new Uint8Array(0);
let topOut = new Int16Array(0);

/**
 * Out of trick play (a card is beaten or laid off, not taken in a trick): the lowest card of the
 * suit of the card on top when one will do, else the lowest card, so that trumps and high cards
 * are kept for when nothing else beats.
 */
function keepStrong(v: BotView): number {
  const top = v.trick.at(-1);
  if (top !== undefined) {
    const same = v.legal.filter((c) => v.t.eff[c] === v.t.eff[top]);
    if (same.length) return lowest(v.t, same);
  }
  return lowest(v.t, v.legal);
}

/** The card to get rid of first when low cards are kept: low in rank and in points. */
function lowest(t: CardTables, cards: readonly number[]): number {
  return cards.reduce((a, b) => (t.power[b]! + t.points[b]! * 4 < t.power[a]! + t.points[a]! * 4 ? b : a));
}
