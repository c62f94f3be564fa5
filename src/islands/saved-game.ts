/**
 * A game of the play island as it is kept in the browser: the seed its deals are shuffled from and
 * the moves made, nothing else. The hands are dealt again from the seed when the game is restored,
 * so storage holds no hand; and every move is replayed through the variant's machine and checked by
 * the rules of play first, so a stored game that was edited or damaged is refused, with the move
 * and the reason in words, instead of breaking the page or being believed.
 *
 * A move is written as:
 * - `deal`: the next deal is shuffled from the seed and dealt (the `n`th move shuffles with
 *   `seed * 104729 + n`, so the same seed and moves give the same cards);
 * - `count`: a deal whose cards are all out is scored;
 * - `SEAT:CARD` (`0:6S`): the player at seat SEAT (0 is the human) plays CARD (the deck's name);
 * - `SEAT:pass`, `SEAT:pickup`, `SEAT:take`: a pass (lay-off), a pick-up (beating), taking the last trick;
 * - `SEAT:redeal`: asking for a redeal, where the rules allow it, on the hand the `deal` at the
 *   same place would deal (the table, once a hand is seen, puts the redeal in place of its deal).
 *
 * What is kept in the browser holds only the human's own moves so: a bot's move is kept as a mark
 * that a bot moved there and which (`1:fair`, `2:strong:640`: the strong bot's playouts), never
 * its card, and restoring has the bot decide again from its own view (./restore-game.ts). A kept
 * card of a bot's would be believed, or refused in words that tell whether the bot holds it.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import {
  awaiting,
  isCounting,
  sendChecked,
  type GameActor,
  type GameEvent,
  type GameSnapshot,
} from '../engine/machine.ts';
import { participantsOf } from '../engine/flow/order.ts';
import { phaseChooser, phaseChoiceRefusal } from '../engine/flow/phase-choice.ts';
import { redealAllowed } from '../engine/flow/redeal.ts';
import { stateScope } from '../engine/flow/scopes.ts';
import { chooseRefused, passRefused, pickUpRefused, takeRefused, whyRefused } from '../engine/play.ts';
import { dealCards } from '../engine/deal-cards.ts';
import { createRng } from '../engine/rng.ts';
import { explainMove } from '../engine/steps/index.ts';
import type { Move } from '../engine/steps/step.ts';
import type { GameState } from '../engine/state.ts';
import { cardName } from '../engine/explain.ts';
import { rubberNoun } from '../engine/nouns.ts';
import { MAX_PLAYOUTS } from './strong-playouts.ts';

/** What is stored of a game. */
export interface SavedGame {
  seed: number;
  moves: string[];
}

/** Seeds are 32-bit: 0 to 4294967295. */
const SEED_LIMIT = 2 ** 32;
/** More moves than any rubber takes: a stored list longer than this is refused without replaying it. */
export const MAX_MOVES = 100_000;

/** A fresh seed from the browser's cryptographic random source, so that no two visitors share their deals. */
export function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

/** A seed given as text (a URL parameter, a data attribute), or null when it is not a whole number in range. */
export function seedFrom(text: string | null | undefined): number | null {
  if (text == null || !/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n < SEED_LIMIT ? n : null;
}

/** The stored text read as a saved game, or what is wrong with it, in words. */
export function parseSaved(raw: string): SavedGame | string {
  let x: unknown;
  try {
    x = JSON.parse(raw);
  } catch {
    return 'it cannot be read (it is not JSON)';
  }
  if (
    typeof x !== 'object' ||
    x === null ||
    Array.isArray(x) ||
    !Object.hasOwn(x, 'seed') ||
    !Object.hasOwn(x, 'moves')
  ) {
    return 'it is not a saved game (a seed and a list of moves)';
  }
  const { seed, moves } = x as { seed: unknown; moves: unknown };
  if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 0 || seed >= SEED_LIMIT)
    return `its seed is not a whole number from 0 to ${SEED_LIMIT - 1}`;
  if (!Array.isArray(moves)) return 'its moves are not a list';
  if (moves.length > MAX_MOVES) return `it has ${moves.length} moves, more than a game takes (${MAX_MOVES})`;
  const bad = moves.findIndex((m) => typeof m !== 'string' || m.length > 24);
  if (bad >= 0) return `its move ${bad + 1} is not a move`;
  return { seed, moves: moves as string[] };
}

/** A bot's move as it is kept: its seat and strength (and a strong bot's playouts), no card. */
export interface BotMark {
  seat: number;
  level: string;
  playouts: number | null;
}

/** The mark kept for a move of the bot at `seat`. */
export function botMark({ seat, level, playouts }: BotMark): string {
  return `${seat}:${level}${playouts === null ? '' : `:${playouts}`}`;
}

/** The bot's move that kept text `move` marks, or null when it is no such mark (a strong bot's always names its playouts, 1 to MAX_PLAYOUTS). */
export function readBotMark(move: string): BotMark | null {
  const m = /^(\d{1,2}):(easy|fair|strong)(?::(\d{1,4}))?$/.exec(move);
  if (!m) return null;
  const playouts = m[3] === undefined ? null : Number(m[3]);
  if ((m[2] === 'strong') !== (playouts !== null) || (playouts !== null && (playouts < 1 || playouts > MAX_PLAYOUTS)))
    return null;
  return { seat: Number(m[1]), level: m[2]!, playouts };
}

/** The seed of the bot's move made as the `index`th move of game `seed`: the same game, the same bots' choices. */
export function botSeed(seed: number, index: number): number {
  return seed * 7919 + index;
}

/** A card by its rank and suit titles: "Six of Spades" (one wording for every front-end). */
export { cardName };

/** Whether every card of the deal is out and it waits to be counted (the machine's `counting` tag). */
export { isCounting };

/**
 * The event that `move`, the `index`th of the game, stands for where `actor` is now, or why the
 * rules do not allow it there (in words, naming players by `names`, the `human` seat as "you").
 */
export function eventOf(
  cv: CompiledVariant,
  snap: GameSnapshot,
  seed: number,
  index: number,
  move: string,
  names: readonly string[],
  human = -1,
): GameEvent | string {
  const s = snap.context;
  const p = s.play;
  // The next phase is to be chosen first (`phases ... chosen by`): nothing is dealt or asked for meanwhile.
  const choosing = snap.hasTag(PHASE_CHOICE);
  if (choosing && !/^\d{1,2}:choose:/.test(move))
    return youChoose(phaseChoiceRefusal(cv, s, phaseChooser(cv, s), { kind: 'pass' })!.reason, s.players, human);
  if (move === 'deal') {
    if (awaiting(snap) === 'play') return 'a deal is still being played';
    if (awaiting(snap) === 'rubber-over') return `the ${rubberNoun(cv)} is over`;
    const { hands, trump, upcard, talon, stock } = dealAt(cv, s, seed, index);
    // The stock goes in only where the deal draws from it (the machine keeps it only then).
    const draws = cv.phases.some((ph) => ph.draw) && stock.length > 0;
    return { type: 'CARDS', hands, trump, upcard, ...(talon.length > 0 ? { talon } : {}), ...(draws ? { stock } : {}) };
  }
  if (move === 'count') return isCounting(snap) ? { type: 'COUNT' } : 'there is no finished deal to count';
  const m = /^(\d{1,2}):(.+)$/.exec(move);
  if (!m) return 'it is not a move';
  const seat = Number(m[1]);
  const name = names[seat];
  if (name === undefined || seat >= s.players.length) return `there is no seat ${seat}`;
  const who: Who =
    seat === human
      ? { name: 'you', does: 'you do', whose: 'your', may: 'you may' }
      : { name, does: `${name} does`, whose: `${name}’s`, may: `${name} may` };
  // Asking for a redeal (a redeal action) comes before the deal is played, where the rules allow it.
  if (m[2] === 'redeal') {
    const at = awaiting(snap);
    if (at !== 'deal' && at !== 'playoff')
      return `${who.name} cannot ask for a redeal now: ${at === 'play' ? 'the deal is being played' : `the ${rubberNoun(cv)} is over`}`;
    // The hand read is the one the deal at this place deals: the hand the player saw.
    const { hands, trump } = dealAt(cv, s, seed, index);
    const hand = { cards: hands[seat] ?? [], trump };
    return redealAllowed(cv, s, seat, hand)
      ? { type: 'REDEAL', seat, hand }
      : `${who.may} not ask for a redeal here: the rules do not allow it now`;
  }
  if (choosing) return phaseChosen(cv, snap, seat, m[2]!, who, human);
  if (!p || awaiting(snap) !== 'play') return `${who.name} cannot move: no deal is being played`;
  const says = (why: string | null, e: GameEvent, what: string): GameEvent | string =>
    why === null ? e : refusal(why, who, what);
  // Picking up only the top cards of the trick: `pickup:2`.
  const part = /^pickup:(\d{1,2})$/.exec(m[2]!);
  if (part) {
    const count = Number(part[1]);
    return says(pickUpRefused(cv, p, seat, count), { type: 'PICKUP', seat, count }, `pick up ${count} card(s)`);
  }
  // An option of a choice at the table: `choose:ID`.
  const option = /^choose:([a-z][a-z0-9-]*)$/.exec(m[2]!);
  if (option) {
    const why = chooseRefused(cv, p, seat, option[1]!);
    return why === null
      ? { type: 'MOVE', seat, move: { kind: 'choose', option: option[1]! } }
      : `${who.may} not choose that now: ${why}`;
  }
  // A suit named as trumps (`trump:H`) or cards given (`give:QS,KH`): refused in the words of the step's rule.
  const named = namedOrGiven(cv, m[2]!);
  if (typeof named === 'string') return named;
  if (named) {
    const why = explainMove(cv, p, seat, named.move, stateScope(s));
    return why === null ? { type: 'MOVE', seat, move: named.move } : `${who.may} not ${named.what} now: ${why.reason}`;
  }
  switch (m[2]) {
    case 'pass':
      return says(passRefused(cv, p, seat), { type: 'PASS', seat }, 'pass');
    case 'pickup':
      return says(pickUpRefused(cv, p, seat), { type: 'PICKUP', seat }, 'pick up the trick');
    case 'take':
      return says(takeRefused(cv, p, seat, stateScope(s)), { type: 'TAKE', seat }, 'take the last trick');
    default: {
      const card = cv.deck.byName.get(m[2]!);
      if (card === undefined) return `${m[2]} is not a card of this pack`;
      const why = whyRefused(cv, p, seat, card);
      if (why === 'hand') return `${who.does} not hold the ${cardName(cv, card)}`;
      return says(why, { type: 'PLAY', seat, card }, `play the ${cardName(cv, card)}`);
    }
  }
}

/** The cards the `index`th move of game `seed` deals, where it is a deal. */
export const dealAt = (cv: CompiledVariant, s: GameState, seed: number, index: number) =>
  dealCards(cv, s, createRng(seed * 104729 + index), participantsOf(cv, s));

/**
 * `text` read as a suit named (`trump:H`) or cards given (`give:QS,KH`), with what it does in words;
 * null when it is neither; why not, when it names no suit or card of the pack.
 */
function namedOrGiven(cv: CompiledVariant, text: string): { move: Move; what: string } | string | null {
  const suit = /^trump:(.+)$/.exec(text)?.[1];
  if (suit !== undefined) {
    const at = cv.deck.suits.indexOf(suit);
    return at < 0 ? `${suit} is not a suit of this pack` : { move: { kind: 'name', suit: at }, what: 'name that suit' };
  }
  const given = /^give:(.+)$/.exec(text)?.[1];
  if (given === undefined) return null;
  const cards: number[] = [];
  for (const name of given.split(',')) {
    const card = cv.deck.byName.get(name);
    if (card === undefined) return `${name} is not a card of this pack`;
    cards.push(card);
  }
  return { move: { kind: 'give', cards }, what: 'give those cards' };
}

/** The machine's tag while it waits for the next phase to be chosen (`phases ... chosen by`). */
export const PHASE_CHOICE = 'awaiting-phase-choice';

/** The move `choose:ID` of `seat` while the next phase is chosen: the machine's move, or why the rules refuse it, in words. */
function phaseChosen(
  cv: CompiledVariant,
  snap: GameSnapshot,
  seat: number,
  what: string,
  who: Who,
  human: number,
): GameEvent | string {
  const option = /^choose:([a-z][a-z0-9-]*)$/.exec(what)?.[1];
  if (option === undefined) return `${who.may} not choose that now: it is not a contract`;
  const move = { kind: 'choose' as const, option };
  const why = phaseChoiceRefusal(cv, snap.context, seat, move);
  return why === null
    ? { type: 'MOVE', seat, move }
    : `${who.may} not choose that now: ${youChoose(why.reason, snap.context.players, human)}`;
}

/** `reason` with the human chooser named as "you" ("first you choose the next contract"), not by their seat's name. */
function youChoose(reason: string, players: readonly string[], human: number): string {
  const name = players[human];
  return name === undefined ? reason : reason.replace(`${name} chooses`, 'you choose');
}

/** A player as a sentence names them: the human as "you". */
interface Who {
  name: string;
  does: string;
  whose: string;
  may: string;
}

function refusal(why: string, who: Who, what: string): string {
  switch (why) {
    case 'turn':
      return `it is not ${who.whose} turn`;
    case 'deal-over':
      return 'every card of the deal is already out';
    case 'no-pass':
    case 'no-pickup':
    case 'no-take-trick':
      return `this game has no such move (${who.may} not ${what})`;
    default:
      return `${who.may} not ${what} there: rule ${why} forbids it`;
  }
}

/**
 * Replays `saved.moves` on `actor` (a game at its start), checking each move by the rules first.
 * Returns null when every move was made, else which move was refused and why, in words.
 */
export function replaySaved(
  cv: CompiledVariant,
  actor: GameActor,
  saved: SavedGame,
  names: readonly string[],
  firstIndex = 0,
  human = -1,
): string | null {
  const { seed, moves } = saved;
  for (let i = 0; i < moves.length; i++) {
    const e = eventOf(cv, actor.getSnapshot(), seed, firstIndex + i, moves[i]!, names, human);
    const at = `move ${i + 1} of ${moves.length} (“${moves[i]}”)`;
    if (typeof e === 'string') return `${at}: ${e}`;
    try {
      sendChecked(cv, actor, e);
    } catch (err) {
      return `${at}: the game stopped with an error (${err instanceof Error ? err.message : String(err)})`;
    }
  }
  return null;
}
