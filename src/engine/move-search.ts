/**
 * The search bot's play where a deal is not played in tricks (beating, laying off, and naming one's
 * trump suit before a beating): a flat Monte
 * Carlo search over the moves the rules allow the seat, UCB1 choosing which to try next (ISMCTS with
 * one level, from the seat's own view). Each iteration deals the cards the seat has not seen among
 * the other hands as the play so far shows them (see `knownCards`), makes one of the moves, plays
 * the rest of the deal out at random on a copy changed in place (the step's `playOut` hook, its own
 * moves), and scores the outcome as the phase's scoring does (bot-objective.ts). The move with the
 * best mean result is made.
 *
 * Hidden information: the search reads the table, its own hand and how many cards each player holds
 * (which everyone at the table sees); the other hands it is given are empty. tests/engine/move-search.test.ts
 * swaps the cards among the other hands and finds the same move.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import { dealObjective } from './bot-objective.ts';
import { outcomeOf } from './play.ts';
import type { Rng } from './rng.ts';
import type { DealOutcome, PlayState } from './state.ts';
import { allPlaced, phaseOfPlay } from './steps/common.ts';
import { fastKindOf } from './steps/fast-registry.ts';
import { applyStepMove, currentStep, legalStepMoves, MOVE_LIMIT, playStepOf, seatsToMove } from './steps/index.ts';
import { botMoveOf, type Move as BotMove } from './bot-move.ts';

/** How hard the search thinks: iterations per move, and an optional time budget (ms) checked between them. */
export interface MoveSearchOptions {
  iterations: number;
  timeMs?: number;
  exploration: number;
}

/**
 * The move `seat` makes in the deal `view`, whose hands other than the seat's own are not known
 * (any content is ignored); `sizes` is how many cards each seat holds. Null when the rules leave
 * the seat one move or none (no search is needed).
 */
export function searchMove(
  cv: CompiledVariant,
  view: PlayState,
  seat: number,
  sizes: readonly number[],
  rng: Rng,
  options: MoveSearchOptions,
): BotMove | null {
  const moves = legalStepMoves(cv, view, seat).filter((m) => botMoveOf(m) !== null);
  if (moves.length < 2) return null;
  const objective = dealObjective(cv, phaseOfPlay(cv, view), view.participants.length);
  const scale = placesScale(objective, view.participants);
  const known = knownCards(cv, view, seat, sizes);
  const visits = moves.map(() => 0);
  const totals = moves.map(() => 0);
  const values = new Array<number>(view.hands.length).fill(0);
  const deadline = options.timeMs === undefined ? Infinity : Date.now() + options.timeMs;
  for (let it = 0; it < options.iterations && (it === 0 || Date.now() < deadline); it++) {
    const m = it < moves.length ? it : bestBound(visits, totals, it, options.exploration);
    const world = dealtOut(view, seat, known, rng);
    const outcome = playedOut(cv, applyStepMove(cv, world, seat, moves[m]!), rng);
    objective.score(outcome.points, outcome.tricks, view.participants, values, outcome.places);
    visits[m]! += 1;
    totals[m]! += 0.5 + values[seat]! / (2 * scale);
  }
  let best = 0;
  for (let m = 1; m < moves.length; m++)
    if (visits[m]! > 0 && totals[m]! / visits[m]! > totals[best]! / Math.max(1, visits[best]!)) best = m;
  return botMoveOf(moves[best]!);
}

/**
 * What a deal of places can be worth to a seat at most, so that rewards fall in [0, 1] as UCB1
 * expects: the objective of the first out and of the last (and the points' scale, at least).
 */
function placesScale(objective: ReturnType<typeof dealObjective>, participants: readonly number[]): number {
  const seats = Math.max(...participants) + 1;
  const zeros = new Array<number>(seats).fill(0);
  const out = new Array<number>(seats).fill(0);
  let scale = objective.scale;
  for (const first of [true, false]) {
    const places = zeros.slice();
    participants.forEach((q, k) => {
      places[q] = first ? k + 1 : participants.length - k;
    });
    objective.score(zeros, zeros, participants, out, places);
    for (const q of participants) scale = Math.max(scale, Math.abs(out[q]!));
  }
  return scale;
}

/** The move to try next: the best mean plus UCB1's exploration term. */
function bestBound(visits: number[], totals: number[], it: number, c: number): number {
  let best = 0,
    score = -Infinity;
  for (let m = 0; m < visits.length; m++) {
    const s = totals[m]! / visits[m]! + c * Math.sqrt(Math.log(it) / visits[m]!);
    if (s > score) {
      score = s;
      best = m;
    }
  }
  return best;
}

/**
 * The deal `p` played to its end at random, on `p` itself (a copy the caller made): a step before
 * play still going (trumps still to be named) with random moves through the step, then the beating
 * or lay-off in place.
 */
function playedOut(cv: CompiledVariant, p: PlayState, rng: Rng): DealOutcome {
  for (let moves = 0; !allPlaced(p) && moves < MOVE_LIMIT; moves++) {
    const step = currentStep(cv, p);
    const playOut = fastKindOf(step).playOut;
    if (playOut) return playOut(cv, step, p, rng, MOVE_LIMIT);
    const seat = seatsToMove(cv, p)[0];
    const legal = seat === undefined ? [] : legalStepMoves(cv, p, seat);
    if (legal.length === 0) break;
    p = applyStepMove(cv, p, seat!, legal[legal.length === 1 ? 0 : rng.int(legal.length)]!);
  }
  return outcomeOf(p);
}

/**
 * What the seat knows of where the cards are: for each other seat, the cards it is known to hold
 * (picked up from the table and not played since), how many it holds in all, and the cards it
 * cannot hold among the rest (`excluded`: a pass or a forced pick-up showed it had none of them);
 * and the cards no hand can hold (its own, those on the table, those gone out of play). The rest
 * are `unseen`: in the other hands, or never dealt.
 */
export interface Known {
  held: number[][];
  sizes: readonly number[];
  unseen: number[];
  excluded: (Set<number> | null)[];
}

/**
 * Reads the deal's log (`seat:card`, `seat:pickup`, `seat:pickup:N`, `seat:pass`) from the start of
 * play: a card played leaves its player's hand; in a beating deal a pick-up takes cards from the top
 * of the trick into the hand (known to all from then on) and a full trick leaves play, as the step's
 * own moves (`beatOn`, `pickUpFrom`) do on a deal whose unknown cards are stand-ins. The hands as
 * dealt are the sizes now, plus the cards played, less those picked up. When the log cannot be read
 * so (cards given before play), only the seat's own hand and the trick are known not to be in the
 * other hands.
 */
export function knownCards(cv: CompiledVariant, view: PlayState, seat: number, sizes: readonly number[]): Known {
  const seats = view.hands.length;
  const held: number[][] = Array.from({ length: seats }, () => []);
  const excluded: (Set<number> | null)[] = new Array<Set<number> | null>(seats).fill(null);
  const step = playStepOf(phaseOfPlay(cv, view));
  const kind = fastKindOf(step);
  // The moves of play, and a named trump (`seat:trump:S`, which moves no card); anything else
  // (cards passed) is not read (null).
  // Cards moved by rule before play (`from:give:card>to`) are left out: the replay finds the hands'
  // sizes from what they hold now, so the seats that gained or lost cards hold stand-ins for them.
  // A card moved by rule after a pick-up (`on pickup: give cards`) moved in sight of all: it is kept
  // (`from:give:card>to`, read as seat, `give`, card, receiver) for the step's reading of the log.
  let pickedUp = false;
  const entries = view.plays
    .filter((x) => {
      if (/^\d+:pickup/.test(x)) pickedUp = true;
      return !/^\d+:trump:\d+$/.test(x) && (pickedUp || !/^-?\d+:give:\d+>\d+$/.test(x));
    })
    .map((x) => /^(\d+):(\d+|pickup|pass)(?::(\d+))?$/.exec(x) ?? /^(\d+):(give):(\d+)>(\d+)$/.exec(x));
  const picksUp = entries.some((e) => e?.[2] === 'pickup');
  const gone = new Set<number>();
  if (!picksUp) {
    // Every card played stays on the table (a lay-off's rows) or leaves play: none is in a hand.
    for (const e of entries) if (e && /^\d+$/.test(e[2]!)) gone.add(Number(e[2]));
    kind.passesShow?.(cv, step, entries, excluded);
  } else if (!kind.pickUpsShow?.(cv, step, view, entries, sizes, held, gone, excluded)) {
    // Unread: only the seat's own hand and the trick are known not to be elsewhere.
    for (const h of held) h.length = 0;
    gone.clear();
    excluded.fill(null);
  }
  const seen = new Set<number>([...view.hands[seat]!, ...view.trick, ...gone]);
  for (let q = 0; q < seats; q++) if (q !== seat) for (const c of held[q]!) seen.add(c);
  const unseen: number[] = [];
  for (let c = 0; c < cv.deck.size; c++) if (!seen.has(c)) unseen.push(c);
  held[seat] = [];
  excluded[seat] = null;
  return { held, sizes, unseen, excluded };
}

/** Tries before the cards a hand cannot hold are given up on (a deal of them at random came to a dead end each time). */
const DEAL_TRIES = 8;

/**
 * The hands of a dealt-out copy of `view`: the seat's own, and every other hand its known cards and
 * unseen ones drawn at random up to its size; with `honour`, none a hand cannot hold (the most
 * constrained hands dealt first; null when every try came to a dead end).
 */
export function dealtHands(view: PlayState, seat: number, known: Known, rng: Rng, honour: boolean): number[][] | null {
  const others: number[] = [];
  for (let q = 0; q < view.hands.length; q++) if (q !== seat) others.push(q);
  if (honour) others.sort((a, b) => (known.excluded[b]?.size ?? 0) - (known.excluded[a]?.size ?? 0));
  for (let tries = 0; tries < (honour ? DEAL_TRIES : 1); tries++) {
    const pool = known.unseen.slice();
    const hands = view.hands.map((_, q) => (q === seat ? view.hands[seat]!.slice() : known.held[q]!.slice()));
    let ok = true;
    for (const q of others) {
      const none = honour ? known.excluded[q] : null;
      const hand = hands[q]!;
      while (ok && hand.length < known.sizes[q]! && pool.length > 0) {
        // The k-th card of the pool that the hand can hold.
        let can = pool.length;
        if (none) {
          can = 0;
          for (const c of pool) if (!none.has(c)) can++;
        }
        if (can === 0) {
          ok = false;
          break;
        }
        let i = 0;
        if (!none) i = rng.int(can);
        else for (let k = rng.int(can); ; i++) if (!none.has(pool[i]!) && k-- === 0) break;
        hand.push(pool[i]!);
        pool[i] = pool[pool.length - 1]!;
        pool.pop();
      }
      if (!ok) break;
    }
    if (ok) return hands;
  }
  return null;
}

/**
 * A copy of `view` with every other hand dealt: its known cards, then unseen ones drawn at random
 * up to its size. A copy deep enough to play out in place (hands, trick, places, rows).
 */
function dealtOut(view: PlayState, seat: number, known: Known, rng: Rng): PlayState {
  const hands = dealtHands(view, seat, known, rng, true) ?? dealtHands(view, seat, known, rng, false)!;
  return {
    ...view,
    hands,
    trick: view.trick.slice(),
    trickSeats: view.trickSeats.slice(),
    places: view.places.slice(),
    rows: view.rows ? { lo: view.rows.lo.slice(), hi: view.rows.hi.slice(), laid: view.rows.laid } : null,
    points: view.points.slice(),
    tricks: view.tricks.slice(),
    ...(view.passes ? { passes: view.passes.slice() } : {}),
    ...(view.pickups ? { pickups: view.pickups.slice() } : {}),
  };
}
