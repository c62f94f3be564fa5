/**
 * Beating (Bauernheinrich): a card must beat the card before it — a higher card of its suit, the
 * player's personal trump, or a higher permanent trump — or the player picks up the trick into the
 * hand (all of it, or with `pick up top N` / `pick up any number` only cards from its top; the next
 * player then has to beat the card left on top). A trick beaten up to its full size leaves play and
 * its last player leads. A player who has no cards left is out; the first out takes place 1.
 */
import type { Deck } from '../../../compile/cards.ts';
import type { BeatingStep } from '../../../compile/steps.ts';
import type { PlayState } from '../../state.ts';
import { allPlaced, nextHolding, notHere, placeOut, removeCard, turnRefusal } from '../common.ts';
import type { Move, Refusal, StepKind } from '../step.ts';
import { trumpsBySeat } from '../choose-trumps/personal-choice.ts';
import { passedOn } from './pass-on.ts';

/** Each seat's personal trump suit for a deal (-1 for players not dealt in), and who leads. */
function personalTrumps(
  mode: BeatingStep,
  participants: number[],
  hands: number[][],
  seats: number,
): { trumps: number[]; leader: number } {
  const trumps = new Array<number>(seats).fill(-1);
  const at = Math.max(
    0,
    participants.findIndex((q) => hands[q]!.includes(mode.holder)),
  );
  mode.personal.forEach((suit, k) => {
    if (k < participants.length) trumps[participants[(at + k) % participants.length]!] = suit;
  });
  return { trumps, leader: participants[at]! };
}

/**
 * Each seat's personal trump as a beating step that does not have them chosen gives them in deal
 * `p`: by seat from the seat named, or round from the holder of its card in the hands as they are.
 */
export function givenTrumps(step: BeatingStep, p: PlayState): number[] {
  if (step.assign === 'seat') {
    const first = step.from === 'dealer' ? p.deal.seats.dealer : p.participants[0]!;
    return trumpsBySeat(step.personal, p.participants, first, p.hands.length);
  }
  return personalTrumps(step, p.participants, p.hands, p.hands.length).trumps;
}

/** Whether `card` played by `seat` beats `prev` played by `prevSeat`. */
export function beats(
  deck: Deck,
  mode: BeatingStep,
  trumps: number[],
  prev: number,
  prevSeat: number,
  card: number,
  seat: number,
): boolean {
  const n = deck.ranks.length;
  const cardSuit = Math.floor(card / n),
    prevSuit = Math.floor(prev / n);
  const cardPermanent = card % n === mode.permanent;
  if (prev % n === mode.permanent) return cardPermanent && cardSuit < prevSuit;
  if (cardPermanent) return true;
  if (cardSuit === prevSuit) return card % n > prev % n;
  if (cardSuit !== trumps[seat]) return false;
  return mode.trumpBeatsTrump || prevSuit !== trumps[prevSeat];
}

/**
 * The cards of `hand` that `seat` may play on `prev` (any card when leading), in the hand's order,
 * written into `out` (emptied first; a new array unless given).
 */
export function beatingChoices(
  deck: Deck,
  mode: BeatingStep,
  trumps: number[],
  prev: number,
  prevSeat: number,
  hand: readonly number[],
  seat: number,
  out: number[] = [],
): number[] {
  // Emptied by `pop`, filled by `push`: the length setter would drop the storage that a simulated
  // deal's next move fills again (a new backing store per move).
  while (out.length > 0) out.pop();
  for (let i = 0; i < hand.length; i++)
    if (prev < 0 || beats(deck, mode, trumps, prev, prevSeat, hand[i]!, seat)) out.push(hand[i]!);
  if (prev < 0 || !mode.suitFirst) return out;
  // Beating in the suit of the card on top comes first, where the variant says so: when any card
  // does, the others are left out (in place, in order).
  const n = deck.ranks.length;
  const inSuit = (c: number): boolean => Math.floor(c / n) === Math.floor(prev / n) && c % n !== mode.permanent;
  let kept = 0;
  for (let i = 0; i < out.length; i++) if (inSuit(out[i]!)) out[kept++] = out[i]!;
  // None in suit: nothing was moved, all the cards that beat stay.
  if (kept === 0) return out;
  while (out.length > kept) out.pop();
  return out;
}

/** The cards `seat` may play now. */
const cardsNow = (deck: Deck, step: BeatingStep, p: PlayState, seat: number) =>
  beatingChoices(deck, step, p.trumps!, p.trick.at(-1) ?? -1, p.trickSeats.at(-1) ?? -1, p.hands[seat]!, seat);

/**
 * The parts of a beating deal that its moves change. `beatOn` and `pickUpFrom` change them in place:
 * the step works on a copy of the deal (`beatWith`, `pickUp`), the simulator's loop on its own
 * (play-out.ts); the rules of a move are written once, here.
 */
export type Pile = Pick<
  PlayState,
  'participants' | 'hands' | 'places' | 'trick' | 'trickSeats' | 'trickSize' | 'tricksPlayed' | 'turn' | 'pickups'
>;

/** Plays `card` on the trick; a trick beaten to its full size leaves play and its last player leads. */
export function beatOn(p: Pile, seat: number, card: number): void {
  const hand = p.hands[seat]!;
  // A trick is as big as the number of players holding cards when it is led (the leader included).
  if (p.trick.length === 0) {
    let size = 0;
    for (let i = 0; i < p.participants.length; i++)
      if (p.participants[i] === seat || p.hands[p.participants[i]!]!.length > 0) size++;
    p.trickSize = size;
  }
  removeCard(hand, card);
  p.trick.push(card);
  p.trickSeats.push(seat);
  p.turn = nextHolding(p, seat, p.hands);
  if (p.trick.length >= p.trickSize) {
    // Emptied by `pop`: the length setter would drop the storage the next trick fills again.
    while (p.trick.length > 0) p.trick.pop();
    while (p.trickSeats.length > 0) p.trickSeats.pop();
    p.tricksPlayed += 1;
    if (hand.length > 0) p.turn = seat;
  }
  placeOut(p, seat);
}

/** Picks up `count` cards from the top of the trick (null: all of it) into `seat`'s hand; the next player moves. */
export function pickUpFrom(p: Pile, seat: number, count: number | null): void {
  const keep = count === null ? 0 : Math.max(0, p.trick.length - count);
  // The cards from `keep` up go to the hand in their order; `pop` rather than `splice` and the
  // length setter, which make or drop arrays at every pick-up of a simulated deal.
  const hand = p.hands[seat]!;
  for (let i = keep; i < p.trick.length; i++) hand.push(p.trick[i]!);
  while (p.trick.length > keep) p.trick.pop();
  while (p.trickSeats.length > keep) p.trickSeats.pop();
  p.turn = nextHolding(p, seat, p.hands);
  placeOut(p, seat);
  if (p.pickups) p.pickups[seat]! += 1;
}

/** `prev` copied where a move of `seat` changes it, with `play` added to the deal's log. */
const copyFor = (prev: PlayState, seat: number, play: string): PlayState => ({
  ...prev,
  hands: prev.hands.map((h, i) => (i === seat ? [...h] : h)),
  places: [...prev.places],
  trick: [...prev.trick],
  trickSeats: [...prev.trickSeats],
  plays: [...prev.plays, play],
  ...(prev.pickups ? { pickups: [...prev.pickups] } : {}),
});

/** `beatOn` a copy of `prev`. */
function beatWith(prev: PlayState, seat: number, card: number): PlayState {
  const p = copyFor(prev, seat, `${seat}:${card}`);
  beatOn(p, seat, card);
  return p;
}

/**
 * Picks up `count` cards from the top of the trick (null or the whole trick: all of it) into
 * `seat`'s hand. The next player leads after a whole trick, else beats the card now on top.
 */
export function pickUp(prev: PlayState, seat: number, count: number | null = null): PlayState {
  const taken = count === null ? prev.trick.length : Math.min(count, prev.trick.length);
  const p = copyFor(prev, seat, taken === prev.trick.length ? `${seat}:pickup` : `${seat}:pickup:${taken}`);
  pickUpFrom(p, seat, count);
  return p;
}

/** How many cards a pick-up of `count` takes from a trick of `size` under `step`, or null when not allowed. */
function pickUpSize(step: BeatingStep, size: number, count: number | null): number | null {
  const n = count ?? size;
  if (n < 1 || n > size) return null;
  switch (step.pickUp.kind) {
    case 'all':
      return n === size ? n : null;
    case 'top':
      return n === Math.min(step.pickUp.count, size) ? n : null;
    case 'any':
      return n;
  }
}

/**
 * The pick-ups `seat` may make now from a trick of `size`, the whole trick written as null. Shared
 * and frozen, one list per step and size (a simulated deal asks at every move): read, never written.
 */
export function pickUps(step: BeatingStep, size: number): readonly (number | null)[] {
  let bySize = pickUpLists.get(step);
  if (!bySize) pickUpLists.set(step, (bySize = []));
  return (bySize[size] ??= Object.freeze(pickUpList(step, size)));
}

/** The lists of `pickUps`, by step and trick size. */
const pickUpLists = new WeakMap<BeatingStep, (readonly (number | null)[])[]>();

function pickUpList(step: BeatingStep, size: number): (number | null)[] {
  switch (step.pickUp.kind) {
    case 'all':
      return [null];
    case 'top':
      return [step.pickUp.count >= size ? null : step.pickUp.count];
    case 'any':
      return [...Array.from({ length: size - 1 }, (_, k) => k + 1), null];
  }
}

/** Why `seat` may not pick up now (regardless of how many), or null (`legal` asks the same, inline). */
function mayPickUp(deck: Deck, step: BeatingStep, p: PlayState, seat: number): Refusal | null {
  const turn = turnRefusal(allPlaced(p), p, seat);
  if (turn) return turn;
  if (p.trick.length === 0)
    return { clause: step.clause, reason: `there is no trick to pick up (rule ${step.clause})` };
  if (step.pickUpAtWill || cardsNow(deck, step, p, seat).length === 0) return null;
  return { clause: step.clause, reason: `a card that beats must be played (rule ${step.clause})` };
}

/** `p` with each seat's pick-ups at 0 when a rule reads them (the step's `counts`); other deals keep their shape. */
const counted = (step: BeatingStep, p: PlayState): PlayState =>
  step.counts ? { ...p, pickups: p.hands.map(() => 0) } : p;

/** The beating step. */
export const beating: StepKind<BeatingStep> = {
  start(_cv, step, p) {
    // Chosen trumps were chosen by the step before; by seat, they go round from the seat named.
    // Either way the forehand (the variant's `lead`) leads, not a card's holder.
    if (step.assign === 'chosen')
      return counted(step, { ...p, trumps: p.trumps ?? p.hands.map(() => -1), turn: p.participants[0]! });
    if (step.assign === 'seat') return counted(step, { ...p, trumps: givenTrumps(step, p), turn: p.participants[0]! });
    const { trumps, leader } = personalTrumps(step, p.participants, p.hands, p.hands.length);
    return counted(step, { ...p, trumps, turn: leader });
  },
  toMove: (_cv, _step, p) => (allPlaced(p) ? [] : [p.turn]),
  legal(cv, step, p, seat): Move[] {
    if (seat !== p.turn || allPlaced(p)) return [];
    const cards = cardsNow(cv.deck, step, p, seat);
    const moves: Move[] = cards.map((card) => ({ kind: 'card', card }));
    // Their turn, the deal going on: a pick-up needs a trick, and no card that beats unless at will.
    if (p.trick.length > 0 && (step.pickUpAtWill || cards.length === 0))
      for (const count of pickUps(step, p.trick.length)) moves.push({ kind: 'pickup', count });
    return moves;
  },
  explain(cv, step, p, seat, move): Refusal | null {
    switch (move.kind) {
      case 'give':
        return notHere(step, 'giving cards');
      case 'name':
        return notHere(step, 'naming a suit');
      case 'choose':
        return notHere(step, 'choosing an option');
      case 'take':
        return { clause: 'no-take-trick', reason: 'a beating deal has no tricks to take' };
      case 'pass':
        return (
          turnRefusal(allPlaced(p), p, seat) ?? { clause: 'no-pass', reason: 'in this deal a player beats or picks up' }
        );
      case 'pickup': {
        const why = mayPickUp(cv.deck, step, p, seat);
        if (why || pickUpSize(step, p.trick.length, move.count) !== null) return why;
        const size = p.trick.length;
        const cards = (k: number) => (k === 1 ? 'card' : `${k} cards`);
        return {
          clause: step.clause,
          reason:
            step.pickUp.kind === 'top'
              ? `a player picks up only the top ${cards(Math.min(step.pickUp.count, size))} of the ${size} on the trick (rule ${step.clause})`
              : step.pickUp.kind === 'any'
                ? `the trick holds ${cards(size)}: pick up from 1 to ${size} (rule ${step.clause})`
                : `a player picks up the whole trick (${cards(size)}) (rule ${step.clause})`,
        };
      }
      case 'card': {
        const turn = turnRefusal(allPlaced(p), p, seat);
        if (turn) return turn;
        if (!p.hands[seat]!.includes(move.card)) return { clause: 'hand', reason: 'they do not hold that card' };
        if (cardsNow(cv.deck, step, p, seat).includes(move.card)) return null;
        // A card that beats but is not of the suit on top is refused only because a card of that suit beats too.
        const beatsTop =
          p.trick.length > 0 && beats(cv.deck, step, p.trumps!, p.trick.at(-1)!, p.trickSeats.at(-1)!, move.card, seat);
        return {
          clause: step.clause,
          reason: beatsTop
            ? `the player holds a card of the suit on top that beats it, and a player who can beat in that suit must (rule ${step.clause})`
            : `that card does not beat the one on top (rule ${step.clause})`,
        };
      }
    }
  },
  apply(cv, step, p, seat, move) {
    if (move.kind === 'card') return beatWith(p, seat, move.card);
    if (move.kind !== 'pickup') return p;
    if (!step.passOn) return pickUp(p, seat, move.count);
    // The cards picked up are the top of the trick; those the rule names pass on at once.
    const picked = p.trick.slice(move.count === null ? 0 : Math.max(0, p.trick.length - move.count));
    return passedOn(cv, step.passOn, pickUp(p, seat, move.count), seat, picked);
  },
  done: (_cv, _step, p) => allPlaced(p),
};
