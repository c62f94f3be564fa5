/**
 * The semantic half of `diff`: the shortest scenario on which two variants give different
 * transcripts. Scored deals are searched breadth first over pairs of machine states (both variants
 * take the same deal each step), so the first difference found is a shortest one. When their
 * compiled card play differs (`playRulesDiffer`), seeded random deals are played under each,
 * checking every move against the other's rules.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import { awaiting, type GameSnapshot, type LeafState } from '../engine/machine.ts';
import { participantsOf } from '../engine/flow/order.ts';
import { redealAllowed } from '../engine/flow/redeal.ts';
import { stateScope } from '../engine/flow/scopes.ts';
import { applyMove, legalMoves, moveText, type Move } from '../engine/bot-move.ts';
import { isComplete, outcomeOf, startPlay, takeRefused, takeTrick } from '../engine/play.ts';
import { dealCards } from '../engine/deal-cards.ts';
import { cardPlayFingerprint } from '../compile/fingerprint.ts';
import { isPlayStep } from '../compile/steps.ts';
import { applyStepMove, currentStep, kindOf, legalStepMoves, playStepOf, seatsToMove } from '../engine/steps/index.ts';
import { createRng } from '../engine/rng.ts';
import type { Scenario } from '../scenario/replay.ts';
import type { GameState, PlayState } from '../engine/state.ts';
import { KeySet } from './key-set.ts';
import { Packer } from './packed.ts';
import { sameJson, sameMembers } from './same-json.ts';
import {
  keepLast,
  keepLeaf,
  pathOf,
  pathToScenario,
  reviveLeaf,
  searchPlayers,
  startState,
  stepsFrom,
  writeStateKey,
  type Bounds,
  type Kept,
  type SearchStats,
  type Searchable,
  type Step,
  type Trail,
} from './search.ts';

/** Tally `t` (a name from the file) as entry `e` records it, or null: only the entry's own keys count. */
const tallyIn = (e: LeafState['context']['entry'], t: string): unknown =>
  e && Object.hasOwn(e.tallies, t) ? e.tallies[t] : null;

/**
 * Whether A's and B's deals leave the same scores: common tallies, who is out, how the game ended,
 * whether the rubber did; each as its JSON text reads (compared without writing it, see sameJson).
 */
function sameScores(na: LeafState, nb: LeafState, tallies: string[]): boolean {
  const ea = na.context.entry,
    eb = nb.context.entry;
  for (const t of tallies) if (!sameJson(tallyIn(ea, t), tallyIn(eb, t))) return false;
  if (!sameMembers(ea?.out ?? [], eb?.out ?? [])) return false;
  return (
    sameJson(ea?.gameOver ?? null, eb?.gameOver ?? null) &&
    (awaiting(na.base) === 'rubber-over') === (awaiting(nb.base) === 'rubber-over')
  );
}

/** Whether A's and B's next deals are alike: the same kind (a play-off or not) dealt to the same players. */
function sameNextDeal(a: CompiledVariant, na: LeafState, b: CompiledVariant, nb: LeafState): boolean {
  if (awaiting(na.base) !== awaiting(nb.base)) return false;
  const pa = participantsOf(a, na.context),
    pb = participantsOf(b, nb.context);
  // The same members in any order (as JSON of the sorted lists compared them).
  return sameMembers(pa, pb);
}

/**
 * Whether the pair of states `na` (of A) and `nb` (of B) is in `seen`: their keys written one after
 * the other (see writeKey). When it is not, `seen.add()` adds it.
 */
function seenPair(
  seen: KeySet,
  na: LeafState,
  nb: LeafState,
  readsA: Searchable['reads'],
  readsB: Searchable['reads'],
): boolean {
  seen.begin();
  writeStateKey(seen, na.base.status, na.context, readsA);
  writeStateKey(seen, nb.base.status, nb.context, readsB);
  return seen.has();
}

/** Tally values (tallies × players) a step may copy before it counts as more than one transition. */
const VALUES_PER_TRANSITION = 32;

/**
 * The transitions a search may make when every step copies `values` tally values: the budget is
 * one of work, so a variant with hundreds of tallies searches proportionally fewer states instead
 * of running for minutes (1,000 tallies took over two minutes).
 */
function workBound(maxTransitions: number, values: number): number {
  return maxTransitions / Math.max(1, values / VALUES_PER_TRANSITION);
}

/** What a scored witness shows: different scores, a next deal dealt in to other players, or dealt by another. */
export type WitnessKind = 'scores' | 'players' | 'dealer';

/**
 * The shortest sequence of scored deals after which A and B score differently (or one of them ends
 * the rubber and the other plays on), breadth first.
 * Both variants must deal every deal of the witness to the same players, so that one scenario
 * runs under either; a branch where they part ways there (one holds a play-off, the other does
 * not) is not followed, but the first such is kept as the witness when no score differs. Failing
 * that, the first run after which the next deal has another dealer is kept (that branch is followed).
 * With `firstDifference`, the first difference of any of the three kinds is returned at once.
 */
export function scoredWitness(
  a: CompiledVariant,
  b: CompiledVariant,
  bounds: Bounds,
  firstDifference = false,
): { scenario: Scenario | null; scores: boolean; kind: WitnessKind | null; stats: SearchStats } {
  const n = Math.max(a.players.min, b.players.min, Math.min(a.players.max, b.players.max));
  const players = searchPlayers(a, n);
  // Owned: each deal tried is settled into a copy of its own (see startState).
  const A = startState(a, players, { owned: true }),
    B = startState(b, players, { owned: true });
  const common = a.tallies.map((t) => t.name).filter((t) => b.tallies.some((u) => u.name === t));
  const seen = new KeySet();
  // Pairs of states kept small (see Kept), each with the trail that reached it.
  const packA = new Packer(),
    packB = new Packer();
  let frontier: { ka: Kept; kb: Kept }[] = [{ ka: keepLeaf(packA, A.start, null), kb: keepLeaf(packB, B.start, null) }];
  let parting: Trail | null = null;
  let otherDealer: Trail | null = null;
  let transitions = 0;
  let depth = 0;
  const maxTransitions = workBound(bounds.maxTransitions ?? Infinity, Math.max(a.tallies.length, b.tallies.length) * n);
  search: while (frontier.length > 0 && depth < bounds.maxDepth && transitions < maxTransitions) {
    depth++;
    const next: typeof frontier = [];
    for (const { ka, kb } of frontier) {
      if (ka.status !== 'active' || transitions >= maxTransitions) continue;
      const sa = depth === 1 ? A.start : reviveLeaf(A.machine, A.snapshot, ka, packA);
      const sb = depth === 1 ? B.start : reviveLeaf(B.machine, B.snapshot, kb, packB);
      for (const st of stepsFrom(a, sa.context, b)) {
        const na = A.next(sa, st.outcome);
        const nb = B.next(sb, st.outcome);
        transitions += 2;
        const p: Trail = { step: st, parent: ka.trail };
        if (!sameScores(na, nb, common)) {
          return {
            scenario: pathToScenario(a.id, players, pathOf(p)),
            scores: true,
            kind: 'scores',
            stats: { states: seen.size, transitions, depth, complete: true },
          };
        }
        if (na.base.status === 'active' && !sameNextDeal(a, na, b, nb)) {
          parting ??= p;
          if (firstDifference) break search;
          continue;
        }
        if (na.base.status === 'active' && na.context.dealer !== nb.context.dealer) {
          otherDealer ??= p;
          if (firstDifference) break search;
        }
        if (seenPair(seen, na, nb, A.reads, B.reads) || seen.size >= bounds.maxStates) continue;
        seen.add();
        // The last level is never expanded: only its count matters.
        next.push(
          depth === bounds.maxDepth
            ? { ka: keepLast(na.base), kb: keepLast(nb.base) }
            : { ka: keepLeaf(packA, na, p), kb: keepLeaf(packB, nb, p) },
        );
      }
    }
    frontier = next;
  }
  const kept = parting ?? otherDealer;
  return {
    scenario: kept ? pathToScenario(a.id, players, pathOf(kept)) : null,
    scores: false,
    kind: parting ? 'players' : otherDealer ? 'dealer' : null,
    stats: { states: seen.size, transitions, depth, complete: frontier.length === 0 },
  };
}

/** A played witness: a scenario whose last deal is legal under `legalUnder` and refused or scored otherwise by the other. */
export interface PlayedWitness {
  scenario: Scenario;
  atPlay: number;
  legalUnder: string;
}

/** How far the scored deals that lead to each way a deal is started are searched (deals deep, pairs of states). */
const REACH = { maxDepth: 8, maxStates: 2_000 };

/**
 * A deal, legal under one of A and B, that the other refuses or plays to another result; the earliest
 * such over `tries` seeded deals, from the first position of each phase (and the first play-off)
 * that scored deals reach, nearest first. At each position a move before play is tried first (a
 * redeal one allows and the other does not), then deals legal under A, then deals legal under B.
 * The scenario runs from the start: its earlier deals are scored deals that both deal to the same
 * players; its `variant` is the one under which its last deal is legal.
 */
export function playedWitness(a: CompiledVariant, b: CompiledVariant, tries: number): PlayedWitness | null {
  const n = Math.max(a.players.min, b.players.min, Math.min(a.players.max, b.players.max));
  const players = searchPlayers(a, n);
  for (const { sa, sb, path } of startsOfPlay(a, b, players)) {
    const head = pathToScenario(a.id, players, path);
    const asked = redealDiffers(a, b, sa, sb, players);
    if (asked)
      return {
        atPlay: 0,
        legalUnder: asked.legalUnder,
        scenario: { ...head, variant: asked.legalUnder, deals: [...head.deals, asked.deal] },
      };
    const phaseA = a.phases.find((p) => p.id === sa.phase)!,
      phaseB = b.phases.find((p) => p.id === sb.phase)!;
    if (playStepOf(phaseA).kind !== playStepOf(phaseB).kind) continue;
    for (const [x, y, sx, sy] of [
      [a, b, sa, sb],
      [b, a, sb, sa],
    ] as const) {
      const found = playedIn(x, y, sx, sy, tries, players);
      if (found)
        return {
          atPlay: found.atPlay,
          legalUnder: x.id,
          scenario: { ...head, variant: x.id, deals: [...head.deals, found.deal] },
        };
    }
  }
  return null;
}

/**
 * The first position of each phase of A, and the first play-off, that scored deals reach (breadth
 * first, so by the fewest deals) with A and B both waiting for the same players' deal; yielded as
 * found, so that a witness at the start costs no search.
 */
function* startsOfPlay(
  a: CompiledVariant,
  b: CompiledVariant,
  players: string[],
): Generator<{ sa: GameState; sb: GameState; path: Step[] }> {
  const A = startState(a, players),
    B = startState(b, players);
  const kinds = new Set<string>();
  const seen = new KeySet();
  let frontier: { sa: GameSnapshot; sb: GameSnapshot; path: Step[] }[] = [{ sa: A.snapshot, sb: B.snapshot, path: [] }];
  for (let depth = 0; frontier.length > 0 && depth <= REACH.maxDepth; depth++) {
    const next: typeof frontier = [];
    for (const { sa, sb, path } of frontier) {
      if (sa.status !== 'active' || sb.status !== 'active') continue;
      if (String([...participantsOf(a, sa.context)].sort()) !== String([...participantsOf(b, sb.context)].sort()))
        continue;
      const kind = `${sa.context.phase} ${sa.context.playoff ? 'play-off' : 'deal'}`;
      if (!kinds.has(kind)) {
        kinds.add(kind);
        yield { sa: sa.context, sb: sb.context, path };
      }
      if (depth === REACH.maxDepth || seen.size >= REACH.maxStates) continue;
      for (const st of stepsFrom(a, sa.context, b)) {
        const na = A.step(sa, st.outcome),
          nb = B.step(sb, st.outcome);
        if (seenPair(seen, { base: na, context: na.context }, { base: nb, context: nb.context }, A.reads, B.reads))
          continue;
        seen.add();
        next.push({ sa: na, sb: nb, path: [...path, st] });
      }
    }
    frontier = next;
  }
}

/** A redeal that one of A and B allows a player dealt in to ask for at this position and the other does not. */
function redealDiffers(a: CompiledVariant, b: CompiledVariant, sa: GameState, sb: GameState, players: string[]) {
  for (const q of participantsOf(a, sa)) {
    const underA = redealAllowed(a, sa, q),
      underB = redealAllowed(b, sb, q);
    if (underA !== underB) return { legalUnder: underA ? a.id : b.id, deal: { redeal: true, askedBy: players[q]! } };
  }
  return null;
}

/** What a reader of the table sees of a deal in progress: hands, the trick, points, tricks, places. */
function visible(p: PlayState): string {
  return JSON.stringify([
    p.hands,
    p.trick,
    p.points,
    p.tricks,
    p.places,
    p.turn,
    p.lastTrick && [p.lastTrick.winner, p.lastTrick.points],
  ]);
}

/**
 * The earliest divergent played deal from states `sa` (A) and `sb` (B), over `tries` seeds, in any
 * way of playing (tricks, lay-off, beating): a move A allows and B refuses (a card, a pass, a
 * pick-up, or taking the last trick), or the same moves leaving the table otherwise (a trick won or
 * counted otherwise) and the deal ending otherwise. `atPlay` is the move at which the two first part.
 */
function playedIn(
  a: CompiledVariant,
  b: CompiledVariant,
  sa: GameState,
  sb: GameState,
  tries: number,
  players: string[],
) {
  const participants = participantsOf(a, sa);
  const scopeA = stateScope(sa),
    scopeB = stateScope(sb);
  let best: { deal: unknown; atPlay: number } | null = null;
  for (let seed = 1; seed <= tries; seed++) {
    const rng = createRng(seed);
    // The turned trump card goes in too: an exchange with the table takes it (`exchange 6 of trump`).
    const { hands, trump, upcard, talon, stock } = dealCards(a, sa, rng, participants);
    let pa = startPlay(a, sa, hands, trump, upcard, talon, stock);
    // A step of B's that A has not (A is at its card play already), which its players may decline (an exchange with the table), is
    // declined as a scenario that does not write it declines it: B's extra move is found from B's side.
    let pb = startPlay(b, sb, hands, trump, upcard, talon, stock);
    if (isPlayStep(currentStep(a, pa))) pb = declineOptionalSteps(b, pb);
    const plays: string[] = [];
    const takes: { trick: number; takenBy: string }[] = [];
    let diverged = -1;
    let refused = false;
    while (!isComplete(a, pa) && plays.length < 1000) {
      // Taking the last trick: one that A allows and B refuses parts them at once.
      if (!refused && pa.trick.length === 0 && pa.lastTrick) {
        const taker = pa.participants.find(
          (q) => takeRefused(a, pa, q, scopeA) === null && takeRefused(b, pb, q, scopeB) !== null,
        );
        if (taker !== undefined) {
          takes.push({ trick: pa.tricksPlayed, takenBy: players[taker]! });
          pa = takeTrick(pa, taker);
          refused = true;
          if (diverged < 0) diverged = plays.length;
        }
      }
      const seat = pa.turn;
      const legal = legalMoves(a, pa, seat);
      if (legal.length === 0) break;
      const legalB = refused ? new Set<string>() : new Set(legalMoves(b, pb, seat).map((m) => moveText(b, '', m)));
      const refusedByB = (m: Move) => !legalB.has(moveText(a, '', m));
      // Prefer a move that B refuses, to show the difference as early as it can happen.
      const move = diverged < 0 && legal.some(refusedByB) ? legal.find(refusedByB)! : legal[rng.int(legal.length)]!;
      plays.push(moveText(a, players[seat]!, move));
      if (!refused && refusedByB(move)) {
        refused = true;
        if (diverged < 0) diverged = plays.length;
      }
      pa = applyMove(a, pa, seat, move);
      if (!refused) {
        pb = applyMove(b, pb, seat, move);
        if (diverged < 0 && visible(pa) !== visible(pb)) diverged = plays.length;
      }
    }
    // A difference along the way that the deal's result does not show is no witness.
    if (!refused && JSON.stringify(outcomeOf(pa)) === JSON.stringify(outcomeOf(pb))) diverged = -1;
    if (diverged >= 0 && (!best || diverged < best.atPlay)) {
      best = {
        atPlay: diverged,
        deal: {
          // The scenario names the turned card itself where an exchange may take it, else its suit.
          trump:
            trump < 0
              ? null
              : upcard >= 0 && (exchanges(a) || exchanges(b))
                ? a.deck.names[upcard]
                : a.deck.suits[trump],
          hands: Object.fromEntries(participants.map((q) => [players[q]!, hands[q]!.map((c) => a.deck.names[c])])),
          ...(talon.length > 0 ? { talon: talon.map((c) => a.deck.names[c]) } : {}),
          // The stock in the order it is drawn, where a side draws from it (a deal that draws needs it).
          ...(pa.stock || pb.stock ? { stock: stock.map((c) => a.deck.names[c]) } : {}),
          plays,
          ...(takes.length && a.trickTaking ? { [a.trickTaking.key]: takes } : {}),
        },
      };
    }
  }
  return best;
}

/**
 * `p` with the steps before play that wait only for players who may pass (keep what they have)
 * declined for them, as replay declines an exchange a scenario does not write. Bounded by the
 * deal's steps and seats.
 */
function declineOptionalSteps(cv: CompiledVariant, p: PlayState): PlayState {
  for (let guard = 0; guard < 64 && !isPlayStep(currentStep(cv, p)); guard++) {
    const waiting = seatsToMove(cv, p);
    if (waiting.length === 0 || !waiting.every((q) => legalStepMoves(cv, p, q).some((m) => m.kind === 'pass')))
      return p;
    for (const q of waiting) p = applyStepMove(cv, p, q, { kind: 'pass' });
  }
  return p;
}

/** Whether a deal of `cv` has an exchange with the table (which takes the turned trump card). */
const exchanges = (cv: CompiledVariant) => cv.phases.some((ph) => ph.steps.some((st) => kindOf(st).takesUpcard));

/**
 * Whether A and B can differ in a played deal at all (then a played witness is searched): read off
 * the compiled variants (their card-play fingerprints), so that every part of card play counts,
 * under the readings each is compiled with.
 */
export function playRulesDiffer(a: CompiledVariant, b: CompiledVariant): boolean {
  return cardPlayFingerprint(a) !== cardPlayFingerprint(b);
}
