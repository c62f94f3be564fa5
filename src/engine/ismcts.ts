/**
 * An information-set Monte Carlo tree search bot (single-observer ISMCTS, after Cowling, Powley and
 * Whitehouse 2012). Each iteration deals the cards the seat has not seen among the other hands, as
 * the play so far allows (determinize.ts), walks one shared tree of moves — each node's children
 * are picked by UCB1 among the moves legal in this deal — adds a node, plays the rest of the deal
 * at random through the compiled rules, and scores the outcome as the phase's scoring does
 * (bot-objective.ts). The move with the best mean result for the seat is played.
 *
 * The rest of the deal is played as the engine plays it: in a deal that draws from the stock, each
 * iteration also samples a stock of the size the table shows (never the real one) and draws from it
 * after each trick; a `deal ends when` clause stops the play-out where it stops the deal; with teams
 * found by a card, each sample's teams are read from its hands as dealt (DealSight.teamsOf).
 *
 * Where the phase is played otherwise (lay-off, beating, and the naming of trumps before a beating)
 * it searches whole moves from the seat's view (move-search.ts); given a card to choose without a
 * DealSight, it plays as greedyBot. The steps before trick play (giving cards, naming a trump) are
 * made at random, not by a bot.
 * The module imports nothing from Node, so it runs in a browser Web Worker as well.
 */
import { legalCards, type PlayView } from '../compile/play-rules.ts';
import type { Bot, BotView, DealSight } from './bots.ts';
import { greedyBot } from './bot-greedy.ts';
import { dealObjective } from './bot-objective.ts';
import { Determinizer } from './determinize.ts';
import { searchMove } from './move-search.ts';
import { maskScratch, playRandomBySuit, suitTableOf } from './steps/tricks/random-deal.ts';
import type { Rng } from './rng.ts';
import { takesTricks } from './steps/index.ts';

/** How hard the bot thinks. */
export interface IsmctsOptions {
  /** Iterations (determinized deals played out) per move; default 200. */
  iterations?: number;
  /** A time budget per move in milliseconds, checked between iterations; none by default (then the same seed gives the same moves). */
  timeMs?: number;
  /** The UCB1 exploration constant, on rewards scaled to about [0, 1]; default 0.7. */
  exploration?: number;
}

/** One move in the tree: the card `seat` played, how often it was tried and could have been, and what it brought. */
interface Node {
  card: number;
  seat: number;
  children: Node[];
  visits: number;
  /** Iterations in which this move was legal (ISMCTS's availability count). */
  available: number;
  total: number;
}

const newNode = (card: number, seat: number): Node => ({ card, seat, children: [], visits: 0, available: 0, total: 0 });

/** An ISMCTS bot with `options`. */
export function ismctsBot(options: IsmctsOptions = {}): Bot {
  const iterations = options.iterations ?? 200;
  const exploration = options.exploration ?? 0.7;
  const bot: Bot = (v, rng) => {
    const d = v.deal;
    if (!d || !takesTricks(d.phase) || v.legal.length === 1)
      return v.legal.length === 1 ? v.legal[0]! : greedyBot(v, rng);
    return search(v, d, rng, iterations, options.timeMs, exploration);
  };
  // Out of trick play it searches whole moves (a card, a pick-up, a pass): move-search.ts.
  bot.moves = (cv, view, seat, sizes, rng) =>
    searchMove(cv, view, seat, sizes, rng, { iterations, timeMs: options.timeMs, exploration });
  return bot;
}

/** A deal being played out in one iteration: the determinized hands and the trick on the table. */
interface Sim {
  hands: number[][];
  /** The stock sampled for this iteration, in the order it is drawn (empty: none). */
  stock: number[];
  trick: number[];
  trickSeats: number[];
  played: number[];
  points: number[];
  tricks: number[];
  /** Index in participants of the seat to move. */
  at: number;
  done: number;
}

function search(v: BotView, d: DealSight, rng: Rng, iterations: number, timeMs: number | undefined, c: number): number {
  const { cv, participants } = d;
  const t = v.t;
  const n = participants.length;
  const objective = dealObjective(cv, d.phase, n);
  const seats = Math.max(d.points.length, ...participants.map((q) => q + 1));
  const det = new Determinizer(v, d);
  // A deal that draws (`draw N each after trick`) has a round of tricks more for every round of draws
  // the stock still holds; its trick values are those of a deal of that many tricks (steps/tricks/draw.ts).
  const draw = d.stock === undefined ? undefined : d.phase.draw;
  const each = draw?.count ?? 0;
  const rounds = each > 0 ? Math.floor(d.stock! / (each * n)) : 0;
  const doneTricks = (d.history.length - v.trick.length) / n;
  const totalTricks = doneTricks + v.hand.length + rounds * each;
  const trickValues = draw?.trickValues.get(totalTricks) ?? d.phase.trickValues;
  // A deal that may stop early (`deal ends when`) stops in the play-outs as the engine stops it.
  const ends = d.phase.dealEnds ?? null;
  const endView: PlayView = { t, hand: [], trick: [], led: -1, handSuits: 0, trickNo: 1, played: [], chosen: d.chosen };
  const root = newNode(-1, -1);
  const values = new Array<number>(seats).fill(0);
  const legalOut: number[] = [];
  const view: PlayView = { t, hand: [], trick: [], led: -1, handSuits: 0, trickNo: 1, played: [], chosen: d.chosen };
  const deadline = timeMs === undefined ? Infinity : Date.now() + timeMs;
  const path: Node[] = [];
  // The bit masks know no stock: a deal that draws is played out card by card.
  const table = draw ? null : suitTableOf(cv, d.phase);
  const masks = maskScratch();
  const sim: Sim = {
    hands: [],
    stock: [],
    trick: [],
    trickSeats: [],
    played: [],
    points: [],
    tricks: [],
    at: 0,
    done: 0,
  };
  // The teams as each sample deals the cards (teams found by a card): the card's holder there is the partner.
  let teams: readonly number[] | undefined;
  const dealt: number[][] = [];

  const legalFor = (s: Sim): readonly number[] => {
    view.hand = s.hands[participants[s.at]!]!;
    view.trick = s.trick;
    view.led = s.trick.length ? t.eff[s.trick[0]!]! : -1;
    view.trickNo = s.done + 1;
    view.played = s.played;
    if (draw) view.stock = s.stock.length;
    return legalCards(d.phase.play, view, legalOut);
  };
  const play = (s: Sim, card: number): void => {
    const seat = participants[s.at]!;
    const hand = s.hands[seat]!;
    const i = hand.indexOf(card);
    hand[i] = hand[hand.length - 1]!;
    hand.pop();
    s.trick.push(card);
    s.trickSeats.push(seat);
    s.played.push(card);
    s.at = s.at + 1 === n ? 0 : s.at + 1;
    if (s.trick.length < n) return;
    const w = s.trickSeats[d.phase.play.winner(t, s.trick)]!;
    let pts = trickValues[s.done] ?? 0;
    for (const x of s.trick) pts += t.points[x]!;
    s.points[w]! += pts;
    s.tricks[w]! += 1;
    s.done++;
    s.trick.length = 0;
    s.trickSeats.length = 0;
    s.at = participants.indexOf(w);
    if (each > 0) drawRound(s, w);
    if (ends && s.done < totalTricks) {
      endView.trickNo = s.done + 1;
      endView.played = s.played;
      if (ends.holds(endView)) s.done = totalTricks;
    }
  };
  // As the engine draws (steps/tricks/draw.ts): the winner first, while the stock holds a round.
  const drawRound = (s: Sim, winner: number): void => {
    if (s.stock.length < each * n) {
      s.stock.length = 0;
      return;
    }
    const from = participants.indexOf(winner);
    let k = 0;
    for (let j = 0; j < n; j++) {
      const hand = s.hands[participants[(from + j) % n]!]!;
      for (let c = 0; c < each; c++) hand.push(s.stock[k++]!);
    }
    s.stock.splice(0, k);
    if (s.stock.length < each * n) s.stock.length = 0;
  };

  for (let it = 0; it < iterations && (it === 0 || Date.now() < deadline); it++) {
    if (draw) {
      const sample = det.sampleWithStock(rng);
      sim.hands = sample.hands;
      sim.stock = sample.stock;
    } else sim.hands = det.sample(rng);
    if (d.teamsOf) teams = d.teamsOf(dealtOf(sim.hands, d, dealt));
    sim.trick = [...v.trick];
    sim.trickSeats = [...d.trickSeats];
    sim.played = [...d.history];
    sim.points = [...d.points];
    sim.tricks = [...d.tricks];
    sim.at = participants.indexOf(d.seat);
    sim.done = doneTricks;
    path.length = 0;
    let node = root;
    // Selection and expansion: down the tree while every legal move has been tried.
    while (sim.done < totalTricks) {
      const seat = participants[sim.at]!;
      const legal = legalFor(sim);
      let untried = -1,
        untriedCount = 0;
      for (const card of legal) {
        const child = node.children.find((x) => x.card === card);
        if (!child) {
          untriedCount++;
          if (rng.int(untriedCount) === 0) untried = card;
        } else child.available++;
      }
      if (untried >= 0) {
        const child = newNode(untried, seat);
        child.available = 1;
        node.children.push(child);
        path.push(child);
        play(sim, untried);
        break;
      }
      let best: Node | null = null,
        bestScore = -Infinity;
      for (const child of node.children) {
        if (!legal.includes(child.card)) continue;
        const score = child.total / child.visits + c * Math.sqrt(Math.log(child.available) / child.visits);
        if (score > bestScore) {
          bestScore = score;
          best = child;
        }
      }
      node = best!;
      path.push(node);
      play(sim, node.card);
    }
    // Play-out: the rest of the deal at random, on bit masks where the rules read suits alone.
    const out =
      table && sim.done < totalTricks
        ? playRandomBySuit(cv, d.phase, table, sim.hands, participants, t, rng, masks, {
            leader: (sim.at - sim.trick.length + n) % n,
            trick: sim.trick,
            done: sim.done,
            total: totalTricks,
            points: sim.points,
            tricks: sim.tricks,
            ...(ends ? { played: sim.played.slice(0, sim.played.length - sim.trick.length) } : {}),
          })
        : null;
    while (!out && sim.done < totalTricks) {
      const legal = legalFor(sim);
      play(sim, legal.length === 1 ? legal[0]! : legal[rng.int(legal.length)]!);
    }
    objective.score(
      out ? out.points : sim.points,
      out ? out.tricks : sim.tricks,
      participants,
      values,
      undefined,
      teams,
    );
    for (const x of path) {
      x.visits++;
      x.total += 0.5 + values[x.seat]! / (2 * objective.scale);
    }
  }
  return choose(root, v.legal);
}

/**
 * The hands as dealt in a sample (into `out`): each seat's sampled hand and the cards it has played.
 * A card drawn from the stock counts as dealt (the search does not tell them apart).
 */
function dealtOf(hands: readonly (readonly number[])[], d: DealSight, out: number[][]): number[][] {
  out.length = 0;
  for (const h of hands) out.push([...h]);
  for (let i = 0; i < d.history.length; i++) out[d.historySeats[i]!]?.push(d.history[i]!);
  return out;
}

/**
 * The legal card with the best mean result among those searched at least a quarter as often as the
 * most searched one (a card tried once and lucky once is not yet a result); the legal card first in
 * the hand order when nothing was searched.
 */
function choose(root: Node, legal: readonly number[]): number {
  let most = 0;
  for (const x of root.children) most = Math.max(most, x.visits);
  let best: Node | null = null;
  for (const x of root.children) {
    if (!legal.includes(x.card) || x.visits * 4 < most) continue;
    if (!best || x.total / x.visits > best.total / best.visits) best = x;
  }
  return best ? best.card : legal[0]!;
}
