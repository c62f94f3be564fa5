/**
 * What the step kinds share: finding a deal's phase and card tables, the next player still holding
 * cards, and placing players who have gone out.
 */
import type { CompiledVariant } from '../../compile/compile.ts';
import type { PlayView } from '../../compile/play-rules.ts';
import type { Refusal } from './step.ts';
import type { Rng } from '../rng.ts';
import type { PlayState } from '../state.ts';

/** The compiled phase a deal in progress belongs to. */
export const phaseOfPlay = (cv: CompiledVariant, p: PlayState) => cv.phases.find((ph) => ph.id === p.phase)!;

/** The card-play rules of this deal's phase (the game's `must` clauses and the phase's own). */
export const playRulesFor = (cv: CompiledVariant, p: PlayState) => phaseOfPlay(cv, p).play;

/** The tables for this deal's phase and trump. */
export const tablesFor = (cv: CompiledVariant, p: PlayState) =>
  phaseOfPlay(cv, p).tables[p.trump < 0 ? cv.deck.suits.length : p.trump]!;

/** The history a view carries when no rule reads it (one shared empty list). */
const NO_HISTORY: readonly number[] = Object.freeze([]);

/** What the card-play rules read for `seat` (see compile/play-rules.ts). */
export function viewOf(cv: CompiledVariant, p: PlayState, seat: number): PlayView {
  const t = tablesFor(cv, p);
  // The deal's history, only when a rule reads it: the cards of `plays` (`seat:card`; not `seat:pass`).
  const played = playRulesFor(cv, p).history
    ? p.plays.map((x) => Number(x.slice(x.indexOf(':') + 1))).filter((c) => Number.isInteger(c))
    : NO_HISTORY;
  return {
    t,
    hand: p.hands[seat]!,
    trick: p.trick,
    led: p.trick.length ? t.eff[p.trick[0]!]! : -1,
    handSuits: 0,
    trickNo: p.tricksPlayed + 1,
    played,
    chosen: p.chosen,
    ...(p.stock ? { stock: p.stock.length } : {}),
  };
}

/** The next participant after `seat` who still holds cards (`seat` itself when nobody else does). */
export function nextHolding(
  p: Pick<PlayState, 'participants'>,
  seat: number,
  hands: readonly (readonly number[])[],
): number {
  const i = p.participants.indexOf(seat);
  for (let k = 1; k <= p.participants.length; k++) {
    const q = p.participants[(i + k) % p.participants.length]!;
    if (hands[q]!.length > 0) return q;
  }
  return seat;
}

/**
 * Takes `card` (held) out of `hand`, the others keeping their order, without `splice`'s new array of
 * what it removed: the simulator's beating and lay-off deals remove a card at every move.
 */
export function removeCard(hand: number[], card: number): void {
  const i = hand.indexOf(card);
  for (let j = i; j < hand.length - 1; j++) hand[j] = hand[j + 1]!;
  hand.pop();
}

/**
 * Places a player who has just run out of cards, and the last one when only one holds cards (changes
 * `p`). With teams that go out together (`teamsOut`), once every player of a team is placed the deal
 * is over: the players still in are placed by the fewest cards left, ties in order of play.
 */
export function placeOut(p: Pick<PlayState, 'participants' | 'hands' | 'places' | 'teamsOut'>, seat: number): void {
  placeOne(p, seat);
  if (p.teamsOut) placeTeamOut(p, p.teamsOut);
}

/** When every participant of some team has a place, places the rest by the fewest cards left (ties in order of play). */
function placeTeamOut(p: Pick<PlayState, 'participants' | 'hands' | 'places'>, teams: readonly number[]): void {
  const { participants, places } = p;
  const done = participants.some(
    (q) => places[q]! > 0 && participants.every((r) => teams[r] !== teams[q] || places[r]! > 0),
  );
  if (!done) return;
  let placed = 0;
  for (let i = 0; i < places.length; i++) if (places[i]! > 0) placed++;
  const left = participants.filter((q) => places[q] === 0).sort((a, b) => p.hands[a]!.length - p.hands[b]!.length);
  for (const q of left) places[q] = ++placed;
}

/** placeOut for one player (and the last holder), as a deal of players alone places them. */
function placeOne(p: Pick<PlayState, 'participants' | 'hands' | 'places'>, seat: number): void {
  // Counted in loops, without new arrays: a beating or lay-off deal asks this at every move.
  let placed = 0;
  for (let i = 0; i < p.places.length; i++) if (p.places[i]! > 0) placed++;
  if (p.hands[seat]!.length === 0 && p.places[seat] === 0) p.places[seat] = ++placed;
  const { participants } = p;
  let left = 0,
    holder = -1;
  for (let i = 0; i < participants.length; i++)
    if (p.hands[participants[i]!]!.length > 0) {
      left++;
      holder = participants[i]!;
    }
  if (left === 1) p.places[holder] = ++placed;
  if (left === 0)
    for (let i = 0; i < participants.length; i++)
      if (p.places[participants[i]!] === 0) p.places[participants[i]!] = ++placed;
}

/** Whether every participant has a place (how lay-off and beating deals end). */
export function allPlaced(p: Pick<PlayState, 'participants' | 'places'>): boolean {
  // Counted without a new array: asked several times a move by the simulator.
  let placed = 0;
  for (let i = 0; i < p.places.length; i++) if (p.places[i]! > 0) placed++;
  return placed >= p.participants.length;
}

/** `hands` with `cards` taken out of `seat`'s hand. */
export const without = (hands: number[][], seat: number, cards: readonly number[]) =>
  hands.map((h, i) => (i === seat ? h.filter((c) => !cards.includes(c)) : h));

/** The refusals every step shares: the deal is over, or it is someone else's turn. */
export function turnRefusal(done: boolean, p: PlayState, seat: number): Refusal | null {
  if (done) return { clause: 'deal-over', reason: 'the deal is over' };
  if (seat !== p.turn) return { clause: 'turn', reason: 'it is not their turn' };
  return null;
}

/** A refusal of a move that this step has no place for (giving cards, naming a suit in card play...). */
export function notHere(step: { id: string; kind: string }, what: string): Refusal {
  const play =
    step.kind === 'tricks'
      ? 'card play in tricks'
      : step.kind === 'layoff'
        ? 'card play by laying off'
        : step.kind === 'beating'
          ? 'card play by beating'
          : `step ${step.id}`;
  return { clause: step.id, reason: `${what} is not a move here: the deal is at its ${play} (rule ${step.id})` };
}

/** No choice at all: one frozen empty list, so that a play-out loop makes none per move. */
export const NO_CHOICE: readonly never[] = Object.freeze([]);

/** One of `options`, drawn as the random bot's `decide` (../bot-move.ts) draws it (no draw when there is one). */
export const drawn = <T>(options: readonly T[], rng: Rng): T =>
  options[options.length === 1 ? 0 : rng.int(options.length)]!;
