/**
 * Cards given by choice at the Play table (a pass, `give N of CARDS to SEAT`): everyone gives at
 * once, so the bots do not wait for the turn of play but give one by one while the human chooses;
 * and the human is told in words what to give ("Give 3 cards to Ben, on your left"). Only the
 * human's own hand is read for the human; a bot gives from its own view (../engine/bot-move.ts).
 */
import type { CompiledVariant } from '../compile/compile.ts';
import { giveAsked, seatsToMove } from '../engine/steps/index.ts';
import type { PlayState } from '../engine/state.ts';
import { seatSpots } from './play-table.ts';
import { ui } from './i18n/ui.ts';
import { tableWords } from './table-words.ts';

/** What the human is to give now: the sentence, how many cards, which of the hand may go, and the button's verb (laid away, or given). */
export interface GiveModel {
  line: string;
  count: number;
  cards: number[];
  verb: string;
  away: boolean;
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

/** What `human` is to give now in `p`, in words naming players by `names`; null when the human gives nothing now. */
export function giveModel(
  cv: CompiledVariant,
  p: PlayState,
  human: number,
  names: readonly string[],
): GiveModel | null {
  const ask = giveAsked(cv, p, human);
  if (!ask) return null;
  const t = ui();
  if (ask.away)
    return { line: t.give.layAway(ask.count), count: ask.count, cards: ask.cards, verb: t.buttons.layAway, away: true };
  const n = names.length;
  const spot = ask.to === null ? '' : seatSpots(n, cv.players.direction)[(ask.to - human + n) % n];
  // Where the seat sits as the human sees it, by its spot at the table (./play-table.ts).
  const where = Object.hasOwn(t.give.where, spot ?? '') ? t.give.where[spot!]! : null;
  const to = ask.to === null ? t.give.toEach : t.give.to(names[ask.to]!, where);
  const what = ask.set ? t.give.ofSet(ask.count, setWords(cv, ask.set), ask.cards.length) : t.give.cards(ask.count);
  return { line: t.give.line(what, to), count: ask.count, cards: ask.cards, verb: t.buttons.give, away: false };
}

/** A card set in words when it is a whole suit ("Hearts") or a whole rank ("Kings"); else null. */
function setWords(cv: CompiledVariant, set: readonly boolean[]): string | null {
  const { deck } = cv;
  const words = tableWords();
  const n = deck.ranks.length;
  const whole = (has: (c: number) => boolean) => set.every((on, c) => on === has(c));
  const suit = deck.suits.findIndex((_, s) => whole((c) => Math.floor(c / n) === s));
  if (suit >= 0) return words.suitSet(cv, suit);
  const rank = deck.ranks.findIndex((_, r) => whole((c) => c % n === r));
  return rank >= 0 ? words.rankSet(cv, rank) : null;
}
