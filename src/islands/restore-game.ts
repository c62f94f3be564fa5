/**
 * Restoring a kept game of the Play table (./saved-game.ts) without the page. What is kept is
 * input: anyone can edit it. So the human's own moves are replayed by the rules, and each bot's
 * move is made again by that bot from its own view (the same seed, the same choice), never read:
 * a kept game cannot make a bot play a card of the editor's choosing, nor ask whether a bot holds
 * one. Whatever is wrong (a bot's card, a move the rules refuse, junk) gives the same answer,
 * null, which the page says in one sentence that names no card (the catalog's `said.notRestored`, ./i18n/en.ts).
 */
import { createActor } from 'xstate';
import type { CompiledVariant } from '../compile/compile.ts';
import { botMove, moveText, seatView, type Move, type SeatView } from '../engine/bot-move.ts';
import { greedyBot, randomBot } from '../engine/bots.ts';
import { awaiting, createGameMachine, sendChecked, type GameActor } from '../engine/machine.ts';
import { createRng } from '../engine/rng.ts';
import { botPhaseChoice, phaseChooserNow } from './bot-phase-choice.ts';
import { botSeatNow } from './play-give.ts';
import { botAsks } from './play-redeal.ts';
import { botSeed, dealAt, eventOf, isCounting, readBotMark, type SavedGame } from './saved-game.ts';

/** The strong bot's move from `view`, searched with exactly `playouts` playouts (so that it is the same move again). */
export type AskStrong = (view: SeatView, seed: number, playouts: number) => Promise<Move | null>;

/** A restored game: every move (the bots' cards made again) and, by move, the mark it is kept as (null: kept as it is). */
export interface Restored {
  saved: SavedGame;
  marks: (string | null)[];
}

/** Who sits where, as the table seats them. */
interface Seats {
  names: readonly string[];
  human: number;
  dealer: number;
}

/**
 * The game `kept` stands for, its bots' moves made again by the bots (the strong one's by
 * `askStrong`); null when anything in it is refused (see the module comment).
 */
export async function restoreGame(
  cv: CompiledVariant,
  seats: Seats,
  kept: SavedGame,
  askStrong: AskStrong,
): Promise<Restored | null> {
  const actor: GameActor = createActor(createGameMachine(cv), {
    input: { players: [...seats.names], dealer: seats.dealer },
  });
  actor.start();
  const moves: string[] = [];
  const marks: (string | null)[] = [];
  try {
    for (const text of kept.moves) {
      const mark = readBotMark(text);
      const move = mark
        ? await botsMove(cv, actor, seats, kept.seed, moves.length, mark, askStrong)
        : ownMove(text, seats.human);
      if (move === null) return null;
      const e = eventOf(cv, actor.getSnapshot(), kept.seed, moves.length, move, seats.names, seats.human);
      if (typeof e === 'string') return null;
      sendChecked(cv, actor, e);
      if (actor.getSnapshot().status === 'error') return null;
      moves.push(move);
      marks.push(mark ? text : null);
    }
  } catch {
    return null;
  } finally {
    actor.stop();
  }
  return { saved: { seed: kept.seed, moves }, marks };
}

/** A kept move that is the human's own (or a deal or a count, which no hand decides), else null: another seat's card is never read. */
function ownMove(text: string, human: number): string | null {
  if (text === 'deal' || text === 'count') return text;
  const seat = /^(\d{1,2}):/.exec(text);
  return seat && Number(seat[1]) === human ? text : null;
}

/** The move the marked bot makes now, decided again from its own view; null where it is not that bot's turn. */
async function botsMove(
  cv: CompiledVariant,
  actor: GameActor,
  seats: Seats,
  seed: number,
  index: number,
  mark: { seat: number; level: string; playouts: number | null },
  askStrong: AskStrong,
): Promise<string | null> {
  const snap = actor.getSnapshot();
  const p = snap.context.play;
  // A bot choosing the next phase chooses again from the seed (./bot-phase-choice.ts), as at the table.
  const chooser = phaseChooserNow(cv, snap);
  if (chooser !== null)
    return chooser === mark.seat && chooser !== seats.human && mark.level !== 'strong'
      ? botPhaseChoice(cv, snap, botSeed(seed, index))
      : null;
  // A bot's redeal stands where the deal it threw in stood: the bot reads that deal's hand again.
  const at = awaiting(snap);
  if (at === 'deal' || at === 'playoff') {
    const { hands, trump } = dealAt(cv, snap.context, seed, index);
    const asks = botAsks(cv, snap.context, hands, trump, seats.human);
    return asks === mark.seat && mark.level !== 'strong' ? `${asks}:redeal` : null;
  }
  // As the table's bots move: only while a deal is played, on a bot's own turn, never the human's seat.
  if (
    !p ||
    awaiting(snap) !== 'play' ||
    isCounting(snap) ||
    mark.seat === seats.human ||
    botSeatNow(cv, p, seats.human) !== mark.seat ||
    !p.participants.includes(mark.seat)
  )
    return null;
  const rng = createRng(botSeed(seed, index));
  const move =
    mark.level === 'strong'
      ? await askStrong(seatView(p, mark.seat), botSeed(seed, index), mark.playouts!)
      : botMove(cv, p, mark.seat, mark.level === 'easy' ? randomBot : greedyBot, rng);
  return move ? moveText(cv, String(mark.seat), move) : null;
}
