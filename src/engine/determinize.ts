/**
 * Deals the cards a seat has not seen among the other hands, as the play so far allows: each other
 * seat gets as many as it holds (in trick play every hand is as long as the bot's, less one for a
 * seat that has played to this trick), and never a card it cannot hold. What cannot be held is read
 * from the rules themselves: a card `x` is ruled out for seat `q` when, had `q` held `x` when it
 * played a card, that card would not have been legal — so showing out of a suit, or not trumping
 * when the rules say one must, rules out that suit for the rest of the deal, whatever the variant's
 * `must` clauses are (except in a deal that draws from the stock). Cards left over go nowhere, but
 * in a deal that draws: there as many of them as the stock holds (its size is on the table) form a
 * stock in a random order (`sampleWithStock`), never the real one, which no seat sees.
 */
import { legalCards, type PlayView } from '../compile/play-rules.ts';
import type { BotView, DealSight } from './bots.ts';
import type { Rng } from './rng.ts';

/** How often a sample that runs into a dead end is started again before the rulings are dropped. */
const RETRIES = 20;

/** Samples hidden hands for one decision; built once per decision, sampled once per iteration. */
export class Determinizer {
  /** The cards the seat has not seen, most constrained first. */
  private readonly unseen: number[];
  /** The other seats dealt in, and how many cards each holds. */
  private readonly others: number[];
  private readonly sizes: number[];
  /** By seat: 1 for each card it cannot hold. */
  private readonly ruledOut: Map<number, Uint8Array>;
  private readonly seats: number;
  private readonly own: { seat: number; hand: readonly number[] };
  /** How many cards the stock still holds (0: the deal draws nothing, or the stock is empty). */
  private readonly stockSize: number;
  /** The cards the last attempt left over (the stock and the cards out of play), reused. */
  private readonly leftOver: number[] = [];

  constructor(v: BotView, d: DealSight) {
    const deck = d.cv.deck.size;
    const seen = new Uint8Array(deck);
    for (const c of v.hand) seen[c] = 1;
    for (const c of d.history) seen[c] = 1;
    this.seats = Math.max(d.points.length, ...d.participants.map((q) => q + 1));
    this.own = { seat: d.seat, hand: v.hand };
    this.stockSize = d.stock ?? 0;
    this.others = d.participants.filter((q) => q !== d.seat);
    this.sizes = this.others.map((q) => v.hand.length - (d.trickSeats.includes(q) ? 1 : 0));
    const unseen: number[] = [];
    for (let c = 0; c < deck; c++) if (!seen[c]) unseen.push(c);
    this.ruledOut = ruledOut(v, d, unseen, this.others);
    const allowed = (c: number) => this.others.filter((q) => !this.ruledOut.get(q)![c]).length;
    this.unseen = unseen
      .map((c) => [c, allowed(c)] as const)
      .sort((a, b) => a[1] - b[1])
      .map(([c]) => c);
  }

  /** The hands by seat: the bot's own, and the unseen cards dealt among the others. */
  sample(rng: Rng): number[][] {
    for (let attempt = 0; attempt <= RETRIES; attempt++) {
      const hands = this.tryDeal(rng, attempt < RETRIES);
      if (hands) return hands;
    }
    throw new Error('unreachable: a deal without rulings always succeeds');
  }

  /**
   * The hands (as `sample`) and, in a deal that draws, the stock in the order it is drawn: as many
   * of the cards left over as the stock holds, in a random order (the rest out of play). The stock
   * is empty where the deal draws nothing; then the same draws as `sample` are made.
   */
  sampleWithStock(rng: Rng): { hands: number[][]; stock: number[] } {
    const hands = this.sample(rng);
    if (this.stockSize === 0) return { hands, stock: [] };
    const rest = this.leftOver;
    for (let i = rest.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      const x = rest[i]!;
      rest[i] = rest[j]!;
      rest[j] = x;
    }
    return { hands, stock: rest.slice(0, this.stockSize) };
  }

  /** One attempt: each card, most constrained first, to a seat with room that may hold it (or to the stock), weighted by room. */
  private tryDeal(rng: Rng, rulings: boolean): number[][] | null {
    const hands: number[][] = [];
    for (let q = 0; q < this.seats; q++) hands.push([]);
    hands[this.own.seat] = [...this.own.hand];
    const room = [...this.sizes];
    this.leftOver.length = 0;
    // What the other hands do not take (a stock, cards out of play); never below none.
    let stock = Math.max(0, this.unseen.length - room.reduce((a, b) => a + b, 0));
    for (const c of this.unseen) {
      let total = stock;
      for (let i = 0; i < room.length; i++)
        if (room[i]! > 0 && !(rulings && this.ruledOut.get(this.others[i]!)![c])) total += room[i]!;
      if (total === 0) return null;
      let r = rng.int(total);
      if (r < stock) {
        stock--;
        this.leftOver.push(c);
        continue;
      }
      r -= stock;
      for (let i = 0; i < room.length; i++) {
        if (room[i]! <= 0 || (rulings && this.ruledOut.get(this.others[i]!)![c])) continue;
        if (r < room[i]!) {
          hands[this.others[i]!]!.push(c);
          room[i]!--;
          break;
        }
        r -= room[i]!;
      }
    }
    return hands;
  }
}

/**
 * For each other seat, the unseen cards it cannot hold (see the module comment): every card it
 * played is tried again with each unseen card added to what it is known to have held then (that
 * card and the ones it played later).
 */
function ruledOut(
  v: BotView,
  d: DealSight,
  unseen: readonly number[],
  others: readonly number[],
): Map<number, Uint8Array> {
  const out = new Map(others.map((q) => [q, new Uint8Array(d.cv.deck.size)] as const));
  const rules = d.phase.play;
  if (rules.constraints.length === 0 && rules.leading.length === 0) return out;
  // In a deal that draws from the stock a card played later may have been drawn since, and the rules
  // may change when the stock runs out: what a play shows cannot be read this way, so nothing is ruled out.
  if (d.phase.draw) return out;
  const n = d.participants.length;
  const { history, historySeats } = d;
  const scratch: number[] = [];
  const view: PlayView = {
    t: v.t,
    hand: [],
    trick: [],
    led: -1,
    handSuits: 0,
    trickNo: 1,
    played: [],
    chosen: d.chosen,
  };
  for (let i = 0; i < history.length; i++) {
    const q = historySeats[i]!;
    const no = out.get(q);
    if (!no) continue;
    const start = i - (i % n);
    const card = history[i]!;
    const trick = history.slice(start, i);
    if (trick.length === 0 && rules.leading.length === 0) continue;
    if (trick.length > 0 && rules.constraints.length === 0) continue;
    const held = [card];
    for (let j = i + 1; j < history.length; j++) if (historySeats[j] === q) held.push(history[j]!);
    view.trick = trick;
    view.led = trick.length ? v.t.eff[trick[0]!]! : -1;
    view.trickNo = Math.floor(i / n) + 1;
    view.played = history.slice(0, i);
    for (const x of unseen) {
      if (no[x]) continue;
      const hand = [...held, x];
      view.hand = hand;
      if (!legalCards(rules, view, scratch).includes(card)) no[x] = 1;
    }
  }
  return out;
}
