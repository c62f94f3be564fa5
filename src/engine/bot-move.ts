/**
 * What a bot does in a deal in progress, in any way of playing: play a card its bot function picks,
 * or pass (lay-off) or pick the trick up (beating) when that is what the rules leave it. The
 * simulator and the site's play island both move bots with it, through the rules of play.ts.
 */
import type { CompiledPhase, CompiledVariant } from '../compile/compile.ts';
import { botFor, type Bot, type DealSight, type Seating } from './bots.ts';
import { ofPlaces, tablesFor } from './play.ts';
import { applyStepMove, legalStepMoves, stepBotMove, takesTricks, type Move as StepMove } from './steps/index.ts';
import type { Rng } from './rng.ts';
import type { PlayState } from './state.ts';
import { foundTeamsOf } from './known-teams.ts';

/** A move in a deal as bots and the site make it (a card is `play`; a pick-up of only part of the trick has a `count`). */
export type Move =
  | { kind: 'play'; card: number }
  | { kind: 'pass' }
  | { kind: 'pickup'; count?: number | null }
  /** Moves of the steps before play (giving cards, naming a suit, choosing an option), as the step module writes them. */
  | Extract<StepMove, { kind: 'give' | 'name' | 'choose' }>;

/** The step move a bot's move stands for. */
export const stepMove = (m: Move): StepMove =>
  m.kind === 'play'
    ? { kind: 'card', card: m.card }
    : m.kind === 'pickup'
      ? { kind: 'pickup', count: m.count ?? null }
      : m;

/**
 * What `seat` sees of a deal in progress: everything on the table (the trick, the lay-off rows, the
 * trumps, who has played and gone out) and its own hand. The other hands are not in it.
 */
export interface SeatView {
  seat: number;
  hand: readonly number[];
  table: Omit<PlayState, 'hands'>;
  seats: number;
  /** How many cards each seat holds (everyone at the table sees it). */
  sizes: readonly number[];
}

/** The view `seat` has of `p`. */
export function seatView(p: PlayState, seat: number): SeatView {
  // The cards still to be dealt (a step made after a packet) are nobody's to see, the seat's own included.
  const { hands, undealt: _undealt, ...table } = p;
  return {
    seat,
    hand: [...hands[seat]!],
    table: { ...table, gifts: ownGiftOnly(p.gifts, seat), ...NO_FOUND_TEAMS(p), ...NO_TALON(p, seat) },
    seats: hands.length,
    sizes: hands.map((h) => h.length),
  };
}

/**
 * Teams found by a card are read from the hands: a seat does not know them, so its view has none
 * (`teams` and `teamsOut` cleared; the bot plays the deal as if each played alone). Fixed teams stay.
 */
const NO_FOUND_TEAMS = (p: PlayState): Partial<PlayState> =>
  p.teams ? { teams: undefined, teamsOut: undefined } : KEEP;

/**
 * The talon dealt apart lies face down: no seat sees its cards, and once taken (logged as moved from
 * the talon, `-1:give:card>seat`) they are in a hand or laid away again face down, so from then on a
 * view has none, nor the log's lines of cards moved from it to another seat. Before that the steps
 * still to come read it (a play-out of a searching bot).
 */
const NO_TALON = (p: PlayState, seat: number): Partial<PlayState> => {
  if (!p.deal.talon || !p.plays.some((x) => x.startsWith('-1:give:'))) return KEEP;
  const { talon: _talon, ...deal } = p.deal;
  // Which cards went from the talon to which hand is the taker's to know (`-1:give:card>seat`).
  const mine = String(seat);
  return { deal, plays: p.plays.filter((x) => !x.startsWith('-1:give:') || x.slice(x.indexOf('>') + 1) === mine) };
};

/** Nothing to clear (shared: a bot moves hundreds of times a simulated deal). */
const KEEP: Partial<PlayState> = Object.freeze({});

/**
 * The cards of a pass in progress as `seat` knows them: its own, and of the others only whether
 * they have given (an empty list) or not (null). Cards passed face down are not on the table.
 */
function ownGiftOnly(gifts: PlayState['gifts'], seat: number): PlayState['gifts'] {
  return gifts ? gifts.map((g, q) => (q === seat || g === null ? g : [])) : null;
}

/**
 * The move `bot` (or the seat's own of a bot per seat) makes for `seat`, or null when the rules leave
 * it none; decided from `seatView(p, seat)` alone.
 */
export function botMove(cv: CompiledVariant, p: PlayState, seat: number, bot: Seating, rng: Rng): Move | null {
  // The same as viewMove(cv, seatView(p, seat), ...) without copying the table twice: the simulator
  // moves bots hundreds of times a deal in a beating game.
  const b = botFor(bot, seat);
  // How many cards each seat holds is on the table for all to see: asked only by a bot that searches.
  const sizes = b.moves ? p.hands.map((h) => h.length) : NO_SIZES;
  const { undealt: _undealt, ...seen } = p;
  return decide(
    cv,
    {
      ...seen,
      hands: ownHandOnly(p.hands[seat]!, seat, p.hands.length),
      gifts: ownGiftOnly(p.gifts, seat),
      ...NO_FOUND_TEAMS(p),
      ...NO_TALON(p, seat),
    },
    seat,
    b,
    rng,
    sizes,
  );
}

/** The sizes given to a bot that does not search (it never reads them). */
const NO_SIZES: readonly number[] = Object.freeze([]);

/** The move `bot` makes from what its seat sees, or null when the rules leave it none. */
export function viewMove(cv: CompiledVariant, view: SeatView, bot: Seating, rng: Rng): Move | null {
  return decide(
    cv,
    { ...view.table, hands: ownHandOnly(view.hand, view.seat, view.seats) },
    view.seat,
    botFor(bot, view.seat),
    rng,
    view.sizes,
  );
}

const NO_CARDS: readonly number[] = Object.freeze([]);

/**
 * The hands as `seat` knows them: its own, and none for the others. The rules of play.ts read a
 * whole deal; given these, nothing the seat cannot see can reach a bot's decision.
 */
function ownHandOnly(hand: readonly number[], seat: number, seats: number): number[][] {
  const hands = new Array<number[]>(seats);
  for (let q = 0; q < seats; q++) hands[q] = (q === seat ? hand : NO_CARDS) as number[];
  return hands;
}

/** The move for `seat` in `p`, a deal whose other hands are empty (see ownHandOnly); `sizes`: how many cards each seat holds. */
function decide(
  cv: CompiledVariant,
  p: PlayState,
  seat: number,
  bot: Bot,
  rng: Rng,
  sizes: readonly number[],
): Move | null {
  // A bot that searches chooses whole moves in a deal of places (beating, laying off, naming the
  // trumps before a beating), where it has a choice.
  if (bot.moves && ofPlaces(p)) {
    const m = bot.moves(cv, p, seat, sizes, rng);
    if (m) return m;
  }
  // Read straight from the step's moves: the simulator asks this hundreds of times a beating deal.
  const legal: number[] = [];
  const pickUps: (number | null)[] = [];
  let pass = false;
  let other: StepMove[] | null = null;
  for (const m of legalStepMoves(cv, p, seat)) {
    if (m.kind === 'card') legal.push(m.card);
    else if (m.kind === 'pickup') pickUps.push(m.count);
    else if (m.kind === 'pass') pass = true;
    else if (m.kind === 'give' || m.kind === 'name' || m.kind === 'choose') (other ??= []).push(m);
  }
  // A step before play (giving cards, naming a suit, choosing an option): any of its moves, at random.
  // A step may have bots choose by its own sense (the lowest cards laid away); else at random.
  if (other) return (stepBotMove(cv, p, seat) ?? other[other.length === 1 ? 0 : rng.int(other.length)]) as Move;
  const pickUp = (): Move => {
    const count = pickUps.length === 1 ? pickUps[0]! : pickUps[rng.int(pickUps.length)]!;
    return count === null ? { kind: 'pickup' } : { kind: 'pickup', count };
  };
  if (legal.length === 0) return pickUps.length ? pickUp() : pass ? { kind: 'pass' } : null;
  // Where picking up is allowed at will, a bot does so as often as it plays any one card.
  if (pickUps.length && rng.int(legal.length + 1) === 0) return pickUp();
  const card =
    legal.length === 1
      ? legal[0]!
      : bot(
          {
            t: tablesFor(cv, p),
            hand: p.hands[seat]!,
            trick: p.trick,
            legal,
            trumpSuit: cv.trump,
            deal: sightOf(cv, p, seat),
          },
          rng,
        );
  return { kind: 'play', card };
}

/** Every move the rules allow `seat` now: each legal card, then a pass or a pick-up where allowed. */
export function legalMoves(cv: CompiledVariant, p: PlayState, seat: number): Move[] {
  const moves: Move[] = [];
  for (const m of legalStepMoves(cv, p, seat)) {
    const move = botMoveOf(m);
    if (move) moves.push(move);
  }
  return moves;
}

/** A step's move as a bot or the site makes it (the inverse of `stepMove`), or null for one they do not make (taking a trick). */
export function botMoveOf(m: StepMove): Move | null {
  if (m.kind === 'card') return { kind: 'play', card: m.card };
  if (m.kind === 'pickup') return m.count === null ? { kind: 'pickup' } : { kind: 'pickup', count: m.count };
  if (m.kind === 'pass') return { kind: 'pass' };
  return m.kind === 'give' || m.kind === 'name' || m.kind === 'choose' ? m : null;
}

/** A move as a scenario writes it: `"S:AS"`, `"S:pass"`, `"S:pickup"`, `"S:pickup:2"`. */
export function moveText(cv: CompiledVariant, player: string, move: Move): string {
  if (move.kind === 'pickup' && move.count != null) return `${player}:pickup:${move.count}`;
  if (move.kind === 'give') return `${player}:give:${move.cards.map((c) => cv.deck.names[c]).join(',')}`;
  if (move.kind === 'name') return `${player}:trump:${cv.deck.suits[move.suit]}`;
  if (move.kind === 'choose') return `${player}:choose:${move.option}`;
  return `${player}:${move.kind === 'play' ? cv.deck.names[move.card] : move.kind}`;
}

/** The deal after `seat` makes `move` (moved on to the next step when this one is done). */
export function applyMove(cv: CompiledVariant, p: PlayState, seat: number, move: Move): PlayState {
  return applyStepMove(cv, p, seat, stepMove(move));
}

/** A card play in the deal's log (`seat:card`); the other entries (`seat:give:...`, `seat:pass`) are not. */
const CARD_PLAY = /^(\d+):(\d+)$/;

/**
 * What `seat` has seen of a deal in trick play (see DealSight), read from the table: the cards
 * played, from the deal's log. None in other ways of playing, whose tricks are not the bots' tricks.
 */
function sightOf(cv: CompiledVariant, p: PlayState, seat: number): DealSight | undefined {
  const phase: CompiledPhase | undefined = cv.phases.find((ph) => ph.id === p.phase);
  if (!phase || !takesTricks(phase)) return undefined;
  const history: number[] = [],
    historySeats: number[] = [];
  for (const x of p.plays) {
    const m = CARD_PLAY.exec(x);
    if (m) {
      historySeats.push(Number(m[1]));
      history.push(Number(m[2]));
    }
  }
  return {
    cv,
    phase,
    seat,
    participants: p.participants,
    trickSeats: p.trickSeats,
    history,
    historySeats,
    points: p.points,
    tricks: p.tricks,
    // Made before play and said aloud: every seat sees them. Only a deal with a choice has the key.
    ...(p.chosen ? { chosen: p.chosen } : {}),
    // The stock's size is on the table (its cards are not); only a deal that draws has the key.
    ...(p.stock ? { stock: p.stock.length } : {}),
    ...(cv.foundTeams ? { teamsOf: foundTeamsOf(cv, p.deal.seats) } : {}),
  };
}
