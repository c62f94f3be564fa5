/**
 * Representative deal outcomes for a bounded search: for the players dealt in, every ordering of a
 * few point shapes that the rules tell apart — a clear order, ties for the most and the fewest,
 * everyone equal, a march by points (or, where the points are too few, all to one player), and (with fewer players than the pack allows) a march by
 * taking every trick with few points. Points always add up as the pack requires.
 */
import type { CompiledVariant, MoveCount } from '../compile/compile.ts';
import type { DealOutcome } from '../engine/state.ts';
import { takesTricks } from '../engine/steps/index.ts';
import { tricksAmong } from '../engine/steps/tricks/draw.ts';

/** Distinct orderings of `xs` (a multiset). */
function permutations(xs: number[]): number[][] {
  if (xs.length <= 1) return [xs];
  const out: number[][] = [];
  const seen = new Set<number>();
  xs.forEach((x, i) => {
    if (seen.has(x)) return;
    seen.add(x);
    for (const rest of permutations([...xs.slice(0, i), ...xs.slice(i + 1)])) out.push([x, ...rest]);
  });
  return out;
}

/**
 * Point shapes for `n` players holding `total` points between them (`exact`: all of it, else at
 * most that). Each shape's ties are exact: what does not divide evenly goes to a player outside it.
 */
function shapes(n: number, total: number, exact: boolean): number[][] {
  const list: number[][] = [];
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const add = (xs: number[]) => {
    if (xs.every((x) => x >= 0) && (exact ? sum(xs) === total : sum(xs) <= total)) list.push(xs);
  };
  if (n === 1) return [[total]];
  const steps = (k: number, from: number, by: number) => Array.from({ length: k }, (_, i) => from + by * i);
  // A clear order.
  const order = steps(n - 1, 5, 12);
  add([...order, total - sum(order)]);
  // Two tie for the most (n ≥ 3); the others share the rest unevenly.
  if (n >= 3) {
    const top = Math.floor((total - 10 * (n - 2)) / 2) - 2;
    const others = steps(n - 2, 4, 3);
    others[0]! += total - 2 * top - sum(others);
    if (others.every((x) => x < top)) add([...others, top, top]);
  }
  // Two tie for the fewest (n ≥ 3).
  if (n >= 3) {
    const mids = steps(n - 3, 30, 5);
    add([6, 6, ...mids, total - 12 - sum(mids)]);
  }
  // Three tie for the most (n ≥ 4).
  if (n >= 4) {
    const top = Math.floor((total - 4 * (n - 3)) / 3) - 1;
    const rest = total - 3 * top;
    if (rest < top) add([rest, top, top, top]);
  }
  // Two pairs (n = 4).
  if (n === 4) {
    const a = Math.floor(total / 4) - 8;
    const b = (total - 2 * a) / 2;
    if (Number.isInteger(b)) add([a, a, b, b]);
  }
  // Everyone equal (with the whole pack dealt, only when the points divide evenly).
  add(Array.from({ length: n }, () => Math.floor(total / n)));
  // A march by points: 100 or more to one player.
  const m = Math.max(100, Math.ceil(total * 0.72));
  if (m <= total) {
    const others = steps(n - 1, 0, 0);
    others[0] = total - m;
    add([...others, m]);
  }
  // Where the points cannot reach 100, a march is only by tricks: everything to one player.
  else add([...steps(n - 1, 0, 0), total]);
  return list.filter((xs, i) => list.findIndex((ys) => ys.join() === xs.join()) === i);
}

/** `o` with each counted move made `count(place)` times by each player dealt in (none by the others). */
function withMoves(o: DealOutcome, counted: readonly MoveCount[], count: (place: number) => number): DealOutcome {
  const out: DealOutcome = { ...o };
  for (const key of counted) out[key] = o.places!.map((pl) => (pl > 0 ? count(pl) : 0));
  return out;
}

/** Tricks consistent with `points`: one to each scorer, the rest to the player with the most. */
function tricksFor(points: number[], count: number): number[] {
  const tricks: number[] = points.map((p) => (p > 0 ? 1 : 0));
  let top = 0;
  points.forEach((p, i) => {
    if (p > points[top]!) top = i;
  });
  tricks[top]! += count - tricks.reduce((a, b) => a + b, 0);
  return tricks;
}

/**
 * Outcomes for a deal among `participants` (seats) of `seats` players. With the whole pack dealt
 * the points add up to the variant's total; with fewer players some cards are out of play, so the
 * points come to the part of the total the dealt cards could hold.
 */
export function representativeOutcomes(
  cv: CompiledVariant,
  participants: number[],
  seats: number,
  phase = cv.phases[0]!,
  cards = phase.needsCards,
  counted: readonly MoveCount[] = phase.counts,
): DealOutcome[] {
  const n = participants.length;
  if (!takesTricks(phase)) {
    // A lay-off or beating deal is scored by the order of going out: every order.
    const orders = permutations(participants.map((_, i) => i + 1)).map((order) => {
      const places = new Array<number>(seats).fill(0);
      participants.forEach((q, i) => {
        places[q] = order[i]!;
      });
      const outcome: DealOutcome = {
        points: new Array<number>(seats).fill(0),
        tricks: new Array<number>(seats).fill(0),
        places,
      };
      // A rule reading the cards left in hand sees the last out left with a hand's worth, the others with none.
      if (cards) outcome.cards = places.map((pl) => (pl === n ? cv.deal.count : 0));
      return outcome;
    });
    if (counted.length === 0) return orders;
    // Moves counted (passes, pick-ups): each order twice, with no such move made, and with one fewer
    // than their place for each player (the first out made none, the last out the most).
    return orders.flatMap((o) => [0, 1].map((k) => withMoves(o, counted, (pl) => (k ? Math.max(0, pl - 1) : 0))));
  }
  const total = phase.pointsTotal ?? cv.pointsTotal ?? 100;
  // The deal's tricks: a hand's worth, with the cards drawn from the stock where the phase draws.
  const count = tricksAmong(cv, phase, n);
  const wholePack = n * count === cv.deck.size;
  // With cards out of play the points only have to stay within the total: use what the dealt
  // share of the pack would hold, but never less than a march needs.
  const held = wholePack
    ? total
    : Math.min(total, Math.max(100 + 5 * (n - 1), Math.floor((total * n * count) / cv.deck.size)));
  const outcomes: DealOutcome[] = [];
  const place = (pts: number[], tr: number[]): DealOutcome => {
    const points = new Array<number>(seats).fill(0);
    const tricks = new Array<number>(seats).fill(0);
    participants.forEach((q, i) => {
      points[q] = pts[i]!;
      tricks[q] = tr[i]!;
    });
    return { points, tricks };
  };
  for (const shape of shapes(n, held, wholePack)) {
    for (const perm of permutations(shape)) outcomes.push(place(perm, tricksFor(perm, count)));
  }
  // Every trick to one player, with under 100 points (possible when cards are out of play).
  if (!wholePack && n >= 2) {
    const few = Math.min(held, 60);
    for (let i = 0; i < n; i++) {
      outcomes.push(
        place(
          participants.map((_, j) => (j === i ? few : 0)),
          participants.map((_, j) => (j === i ? count : 0)),
        ),
      );
    }
  }
  return outcomes;
}
