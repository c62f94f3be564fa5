/**
 * The Play table's bots: one move at a time at the chosen speed (kept in localStorage; `?speed=instant`
 * for a page's visit), so that a trick can be followed, or all at once ("Finish the trick"). Easy
 * bots play any card they may, fair ones play greedily, strong ones search (ISMCTS) in a Web Worker
 * sent only their own seat's view. They count a finished deal, and they wait where the human is to
 * move, where a trick may be taken, and between deals.
 */
import type { WireVariant } from '../resolve/wire.ts';
import { greedyBot, randomBot, type Bot } from '../engine/bots.ts';
import { awaiting } from '../engine/machine.ts';
import { botMove, moveText, seatView, viewMove } from '../engine/bot-move.ts';
import { createRng } from '../engine/rng.ts';
import type { StrongBot } from './bot-client.ts';
import type { PlayGame } from './play-game.ts';
import { botPhaseChoice, phaseChooserNow } from './bot-phase-choice.ts';
import { botSeatNow } from './play-give.ts';
import { botRedeal } from './play-redeal.ts';
import { botMark, botSeed, isCounting } from './saved-game.ts';

/** How long a bot takes per move, by speed. */
export const SPEEDS: ReadonlyMap<string, number> = new Map([
  ['slow', 1200],
  ['normal', 550],
  ['fast', 200],
  ['instant', 0],
]);
/** How well the bots play: a bot run on the page, or (`strong`) the search in a worker. */
export const OPPONENTS: ReadonlyMap<string, Bot | 'search'> = new Map<string, Bot | 'search'>([
  ['easy', randomBot],
  ['fair', greedyBot],
  ['strong', 'search'],
]);

/** What the bots need of the table: the game, its settings, and what to do with a move. */
export interface BotHost {
  game(): PlayGame;
  speed(): string;
  opponents(): string;
  /** Whether the bots wait for the human to take or leave the trick just won. */
  held(): boolean;
  /** Makes a move (saved-game.ts's form), kept as `mark` (the bot and its strength, no card); false when it was refused. */
  send(move: string, mark?: string): boolean;
  /** Draws the table after the bots moved. */
  changed(): void;
}

/** The bots of a table. */
export interface Bots {
  /** Whether bots are playing (a move scheduled or being thought about). */
  busy(): boolean;
  /** Lets the bots play, a move per beat of the speed (all at once at `instant`, or with `now`). */
  run(now?: boolean): void;
  /** Plays the rest of the current trick at once, then goes on at the chosen speed. */
  finishTrick(): void;
  /** Stops any move scheduled or asked for. */
  cancel(): void;
}

/** The bots of `host`'s table; `wire` and `options` make the strong bot's worker when first needed. */
export function createBots(host: BotHost, wire: WireVariant, options: Record<string, string>): Bots {
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** The strong bot's move being thought about (a number per question), or null. */
  let thinking: number | null = null;
  let questions = 0;
  // Loaded and made when first needed (a page whose opponents are not strong never fetches it); the
  // page's greedy bot moves for it if the worker cannot.
  let strong: Promise<StrongBot> | null = null;
  const strongBot = () =>
    (strong ??= import('./bot-client.ts').then(
      (m) => new m.StrongBot(wire, options, (view, seed) => viewMove(host.game().cv, view, greedyBot, createRng(seed))),
    ));
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    thinking = null;
  };

  /**
   * One bot move (or the count of a finished deal): true when made; false when it is the human's
   * turn, a trick may be taken, or the deal is over; `thinking` when the strong bot will answer later.
   */
  function step(): boolean | 'thinking' {
    const game = host.game();
    const { cv } = game;
    const human = game.seating.human;
    const snap = game.snapshot();
    const p = snap.context.play;
    // The next phase is to be chosen before the deal: a bot chooser chooses, the human is waited for.
    const chooser = phaseChooserNow(cv, snap);
    if (chooser !== null) {
      if (chooser === human) return false;
      const move = botPhaseChoice(cv, snap, botSeed(game.saved.seed, game.saved.moves.length));
      // Kept as the bot's mark (its choice is made again from the seed on a reload); the strong bot chooses as the fair one.
      const level = host.opponents() === 'easy' ? 'easy' : 'fair';
      return !!move && host.send(move, botMark({ seat: chooser, level, playouts: null }));
    }
    // Only while the machine waits for a move or a count (its tags), never from the data alone.
    if (!p || awaiting(snap) !== 'play') return false;
    // A bot whose own hand just dealt asks for a redeal (./play-redeal.ts) does so before anything is played.
    const asks = botRedeal(game);
    if (asks !== null) {
      const level = host.opponents() === 'easy' ? 'easy' : 'fair';
      return host.send(`${asks}:redeal`, botMark({ seat: asks, level, playouts: null }));
    }
    if (host.held() && p.turn !== human) return false;
    // Every card is out: count the deal (it is scored by the machine).
    if (isCounting(snap)) {
      host.send('count');
      // A bot that is to choose the next phase chooses at once (the human deals once the choice is made).
      const next = phaseChooserNow(cv, game.snapshot());
      return next !== null && next !== human;
    }
    // The turn's player, or (everyone giving at once) the first bot still to give: never the human.
    const seat = botSeatNow(cv, p, human);
    if (seat === null) return false;
    const seed = botSeed(game.saved.seed, game.saved.moves.length);
    const level = host.opponents();
    const bot = OPPONENTS.get(level)!;
    // Kept as the bot's mark, not its card: a reload has the bot make the move again (./restore-game.ts).
    if (bot !== 'search') {
      const move = botMove(cv, p, seat, bot, createRng(seed));
      return !!move && host.send(moveText(cv, String(seat), move), botMark({ seat, level, playouts: null }));
    }
    // The worker is sent this seat's view only; its answer counts if nothing has moved on meanwhile.
    const asked = (thinking = ++questions);
    void strongBot()
      .then((b) => b.ask(seatView(p, seat), seed))
      .then(({ move, playouts }) => {
        if (thinking !== asked) return;
        thinking = null;
        // A move the page's fallback made (no playouts) is the fair bot's, with the same seed.
        const mark = botMark({ seat, level: playouts === null ? 'fair' : 'strong', playouts });
        if (move && host.send(moveText(cv, String(seat), move), mark)) run();
        else host.changed();
      });
    return 'thinking';
  }

  function run(now = false): void {
    cancel();
    const delay = now ? 0 : (SPEEDS.get(host.speed()) ?? 0);
    if (delay === 0) {
      let made: boolean | 'thinking' = true;
      for (let guard = 0; guard < 5000 && made === true; guard++) made = step(); // every bot move until the human's turn
      host.changed();
      return;
    }
    const tick = () => {
      timer = null;
      const more = step();
      // The next move is scheduled before drawing, so the page shows the bots still at play.
      if (more === true) timer = setTimeout(tick, delay);
      host.changed();
    };
    timer = setTimeout(tick, delay);
    host.changed();
  }

  function finishTrick(): void {
    cancel();
    const game = host.game();
    const startTricks = game.snapshot().context.play?.tricksPlayed ?? 0;
    for (let guard = 0; guard < 64; guard++) {
      const p = game.snapshot().context.play;
      if (!p || p.tricksPlayed !== startTricks || step() !== true) break;
    }
    run();
  }

  return { busy: () => timer !== null || thinking !== null, run, finishTrick, cancel };
}
