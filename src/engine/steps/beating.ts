/**
 * Beating (Bauernheinrich): a card must beat the card before it — a higher card of its suit, the
 * player's personal trump, or a higher permanent trump — or the player picks up the trick into the
 * hand (all of it, or with `pick up top N` / `pick up any number` only cards from its top; the next
 * player then has to beat the card left on top). A trick beaten up to its full size leaves play and
 * its last player leads. A player who has no cards left is out; the first out takes place 1.
 */
import type { Deck } from '../../compile/cards.ts';
import type { BeatingStep } from '../../compile/steps.ts';
import type { PlayState } from '../state.ts';
import { allPlaced, nextHolding, notHere, placeOut, turnRefusal } from './common.ts';
import type { Move, Refusal, StepKind } from './step.ts';
import { trumpsBySeat } from './personal-choice.ts';

/** Each seat's personal trump suit for a deal (-1 for players not dealt in), and who leads. */
export function personalTrumps(mode: BeatingStep, participants: number[], hands: number[][], seats: number): { trumps: number[]; leader: number } {
  const trumps = new Array<number>(seats).fill(-1);
  const at = Math.max(0, participants.findIndex((q) => hands[q]!.includes(mode.holder)));
  mode.personal.forEach((suit, k) => {
    if (k < participants.length) trumps[participants[(at + k) % participants.length]!] = suit;
  });
  return { trumps, leader: participants[at]! };
}

/** Whether `card` played by `seat` beats `prev` played by `prevSeat`. */
export function beats(deck: Deck, mode: BeatingStep, trumps: number[], prev: number, prevSeat: number, card: number, seat: number): boolean {
  const n = deck.ranks.length;
  const rank = (c: number) => c % n, suit = (c: number) => Math.floor(c / n);
  const permanent = (c: number) => rank(c) === mode.permanent;
  if (permanent(prev)) return permanent(card) && suit(card) < suit(prev);
  if (permanent(card)) return true;
  if (suit(card) === suit(prev)) return rank(card) > rank(prev);
  if (suit(card) !== trumps[seat]) return false;
  return mode.trumpBeatsTrump || suit(prev) !== trumps[prevSeat];
}

/** The cards of `hand` that `seat` may play on `prev` (any card when leading). */
export function beatingChoices(deck: Deck, mode: BeatingStep, trumps: number[], prev: number, prevSeat: number, hand: readonly number[], seat: number): number[] {
  if (prev < 0) return [...hand];
  const beaters = hand.filter((c) => beats(deck, mode, trumps, prev, prevSeat, c, seat));
  if (!mode.suitFirst) return beaters;
  const n = deck.ranks.length;
  const inSuit = beaters.filter((c) => Math.floor(c / n) === Math.floor(prev / n) && c % n !== mode.permanent);
  return inSuit.length > 0 ? inSuit : beaters;
}

/** The cards `seat` may play now. */
const cardsNow = (deck: Deck, step: BeatingStep, p: PlayState, seat: number) =>
  beatingChoices(deck, step, p.trumps!, p.trick.at(-1) ?? -1, p.trickSeats.at(-1) ?? -1, p.hands[seat]!, seat);

/** Plays `card` on the trick; a trick beaten to its full size leaves play and its last player leads. */
function beatWith(prev: PlayState, seat: number, card: number): PlayState {
  const size = prev.trick.length === 0 ? prev.participants.filter((q) => prev.hands[q]!.length > 0).length : prev.trickSize;
  const p: PlayState = { ...prev, hands: prev.hands.map((h, i) => (i === seat ? h.filter((c) => c !== card) : h)), places: [...prev.places],
    trick: [...prev.trick, card], trickSeats: [...prev.trickSeats, seat], trickSize: size, plays: [...prev.plays, `${seat}:${card}`] };
  if (p.trick.length >= size) {
    p.trick = [];
    p.trickSeats = [];
    p.tricksPlayed += 1;
    p.turn = p.hands[seat]!.length > 0 ? seat : nextHolding(p, seat, p.hands);
  } else {
    p.turn = nextHolding(p, seat, p.hands);
  }
  placeOut(p, seat);
  return p;
}

/**
 * Picks up `count` cards from the top of the trick (null or the whole trick: all of it) into
 * `seat`'s hand. The next player leads after a whole trick, else beats the card now on top.
 */
export function pickUp(prev: PlayState, seat: number, count: number | null = null): PlayState {
  const keep = count === null ? 0 : Math.max(0, prev.trick.length - count);
  const hands = prev.hands.map((h, i) => (i === seat ? [...h, ...prev.trick.slice(keep)] : h));
  const p: PlayState = { ...prev, hands, trick: prev.trick.slice(0, keep), trickSeats: prev.trickSeats.slice(0, keep), places: [...prev.places],
    plays: [...prev.plays, keep === 0 ? `${seat}:pickup` : `${seat}:pickup:${prev.trick.length - keep}`] };
  p.turn = nextHolding(p, seat, hands);
  placeOut(p, seat);
  return p;
}

/** How many cards a pick-up of `count` takes from a trick of `size` under `step`, or null when not allowed. */
function pickUpSize(step: BeatingStep, size: number, count: number | null): number | null {
  const n = count ?? size;
  if (n < 1 || n > size) return null;
  switch (step.pickUp.kind) {
    case 'all': return n === size ? n : null;
    case 'top': return n === Math.min(step.pickUp.count, size) ? n : null;
    case 'any': return n;
  }
}

/** The pick-ups `seat` may make now, the whole trick written as null. */
function pickUps(step: BeatingStep, size: number): (number | null)[] {
  switch (step.pickUp.kind) {
    case 'all': return [null];
    case 'top': return [step.pickUp.count >= size ? null : step.pickUp.count];
    case 'any': return [...Array.from({ length: size - 1 }, (_, k) => k + 1), null];
  }
}

/** Why `seat` may not pick up now (regardless of how many), or null (`legal` asks the same, inline). */
function mayPickUp(deck: Deck, step: BeatingStep, p: PlayState, seat: number): Refusal | null {
  const turn = turnRefusal(allPlaced(p), p, seat);
  if (turn) return turn;
  if (p.trick.length === 0) return { clause: step.clause, reason: `there is no trick to pick up (rule ${step.clause})` };
  if (step.pickUpAtWill || cardsNow(deck, step, p, seat).length === 0) return null;
  return { clause: step.clause, reason: `a card that beats must be played (rule ${step.clause})` };
}

/** The beating step. */
export const beating: StepKind<BeatingStep> = {
  start(_cv, step, p) {
    // Chosen trumps were chosen by the step before; by seat, they go round from the seat named.
    // Either way the forehand (the variant's `lead`) leads, not a card's holder.
    if (step.assign === 'chosen') return { ...p, trumps: p.trumps ?? p.hands.map(() => -1), turn: p.participants[0]! };
    if (step.assign === 'seat') {
      const first = step.from === 'dealer' ? p.deal.seats.dealer : p.participants[0]!;
      return { ...p, trumps: trumpsBySeat(step.personal, p.participants, first, p.hands.length), turn: p.participants[0]! };
    }
    const { trumps, leader } = personalTrumps(step, p.participants, p.hands, p.hands.length);
    return { ...p, trumps, turn: leader };
  },
  toMove: (_cv, _step, p) => (allPlaced(p) ? [] : [p.turn]),
  legal(cv, step, p, seat): Move[] {
    if (seat !== p.turn || allPlaced(p)) return [];
    const cards = cardsNow(cv.deck, step, p, seat);
    const moves: Move[] = cards.map((card) => ({ kind: 'card', card }));
    // Their turn, the deal going on: a pick-up needs a trick, and no card that beats unless at will.
    if (p.trick.length > 0 && (step.pickUpAtWill || cards.length === 0)) for (const count of pickUps(step, p.trick.length)) moves.push({ kind: 'pickup', count });
    return moves;
  },
  explain(cv, step, p, seat, move): Refusal | null {
    switch (move.kind) {
      case 'give': return notHere(step, 'giving cards');
      case 'name': return notHere(step, 'naming a suit');
      case 'take': return { clause: 'no-take-trick', reason: 'a beating deal has no tricks to take' };
      case 'pass': return turnRefusal(allPlaced(p), p, seat) ?? { clause: 'no-pass', reason: 'in this deal a player beats or picks up' };
      case 'pickup': {
        const why = mayPickUp(cv.deck, step, p, seat);
        if (why || pickUpSize(step, p.trick.length, move.count) !== null) return why;
        const size = p.trick.length;
        const cards = (k: number) => (k === 1 ? 'card' : `${k} cards`);
        return { clause: step.clause, reason: step.pickUp.kind === 'top'
          ? `a player picks up only the top ${cards(Math.min(step.pickUp.count, size))} of the ${size} on the trick (rule ${step.clause})`
          : step.pickUp.kind === 'any' ? `the trick holds ${cards(size)}: pick up from 1 to ${size} (rule ${step.clause})`
          : `a player picks up the whole trick (${cards(size)}) (rule ${step.clause})` };
      }
      case 'card': {
        const turn = turnRefusal(allPlaced(p), p, seat);
        if (turn) return turn;
        if (!p.hands[seat]!.includes(move.card)) return { clause: 'hand', reason: 'they do not hold that card' };
        return cardsNow(cv.deck, step, p, seat).includes(move.card) ? null
          : { clause: step.clause, reason: `that card does not beat the one on top (rule ${step.clause})` };
      }
    }
  },
  apply(_cv, _step, p, seat, move) {
    if (move.kind === 'card') return beatWith(p, seat, move.card);
    if (move.kind === 'pickup') return pickUp(p, seat, move.count);
    return p;
  },
  done: (_cv, _step, p) => allPlaced(p),
};
