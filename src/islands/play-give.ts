/**
 * Cards given by choice at the Play table (a pass, `give N of CARDS to SEAT`): everyone gives at
 * once, so the bots do not wait for the turn of play but give one by one while the human chooses;
 * and the human is told in words what to give ("Give 3 cards to Ben, on your left"). Only the
 * human's own hand is read for the human; a bot gives from its own view (../engine/bot-move.ts).
 */
import type { CompiledVariant } from '../compile/compile.ts';
import { rankWord, suitTitle } from '../compile/words.ts';
import { giveAsked, seatsToMove } from '../engine/steps/index.ts';
import type { PlayState } from '../engine/state.ts';
import { seatSpots } from './play-table.ts';

/** What the human is to give now: the sentence, how many cards, which of the hand may go, and the button's verb. */
export interface GiveModel {
  line: string;
  count: number;
  cards: number[];
  verb: 'Give' | 'Lay away';
}

/**
 * The seat whose move the bots make now in `p`, or null when they wait (for the human): the player
 * whose turn it is, or, where several move at once (everyone gives), the first bot still to move.
 */
export function botSeatNow(cv: CompiledVariant, p: PlayState, human: number): number | null {
  const waiting = seatsToMove(cv, p);
  if (waiting.length > 1 || (waiting.length === 1 && waiting[0] !== p.turn))
    return waiting.find((q) => q !== human) ?? null;
  return p.turn === human && p.participants.includes(human) ? null : p.turn;
}

/** Where a seat sits as the human sees it, by its spot at the table (./play-table.ts). */
const WHERE = new Map([
  ['left', 'on your left'],
  ['right', 'on your right'],
  ['top', 'opposite you'],
  ['top-left', 'across the table, on the left'],
  ['top-right', 'across the table, on the right'],
]);

/** What `human` is to give now in `p`, in words naming players by `names`; null when the human gives nothing now. */
export function giveModel(
  cv: CompiledVariant,
  p: PlayState,
  human: number,
  names: readonly string[],
): GiveModel | null {
  const ask = giveAsked(cv, p, human);
  if (!ask) return null;
  if (ask.away)
    return {
      line: `Lay ${ask.count} of your cards away, face down.`,
      count: ask.count,
      cards: ask.cards,
      verb: 'Lay away',
    };
  const n = names.length;
  const spot = ask.to === null ? '' : seatSpots(n, cv.players.direction)[(ask.to - human + n) % n];
  const to =
    ask.to === null
      ? 'to the player the rule names for each'
      : `to ${names[ask.to]}${WHERE.has(spot ?? '') ? `, ${WHERE.get(spot!)}` : ''}`;
  const what = ask.set
    ? `${ask.count} of your ${setWords(cv, ask.set) ?? `cards marked here (${ask.cards.length})`}`
    : `${ask.count} card${ask.count === 1 ? '' : 's'}`;
  return { line: `Give ${what} ${to}.`, count: ask.count, cards: ask.cards, verb: 'Give' };
}

/** A card set in words when it is a whole suit ("Hearts") or a whole rank ("Kings"); else null. */
function setWords(cv: CompiledVariant, set: readonly boolean[]): string | null {
  const { deck } = cv;
  const n = deck.ranks.length;
  const whole = (has: (c: number) => boolean) => set.every((on, c) => on === has(c));
  const suit = deck.suits.findIndex((_, s) => whole((c) => Math.floor(c / n) === s));
  if (suit >= 0) return suitTitle(deck, suit);
  const rank = deck.ranks.findIndex((_, r) => whole((c) => c % n === r));
  return rank >= 0 ? `${rankWord(deck, rank)}s` : null;
}
