/**
 * Bots choose a card from the legal ones. They see only what a player at the table sees: their own
 * hand, the cards played so far and by whom, the points and tricks taken, and the trump (through the
 * card tables). Nothing of another hand reaches them (tests/engine/bot-view.test.ts, bot-hidden-info.test.ts).
 */
import type { CardTables } from '../compile/cards.ts';
import type { CompiledPhase, CompiledVariant } from '../compile/compile.ts';
import type { Rng } from './rng.ts';
import type { PlayState } from './state.ts';
import type { Move } from './bot-move.ts';
import { greedyBot } from './bot-greedy.ts';
import { ismctsBot } from './ismcts.ts';

/**
 * What a seat has seen of the deal in progress, beyond the trick on the table. The arrays are the
 * dealer's own and change as the deal goes on: a bot reads them during its call and keeps no
 * reference to them.
 */
export interface DealSight {
  cv: CompiledVariant;
  phase: CompiledPhase;
  /** The seat to move. */
  seat: number;
  /** The seats dealt in, in order of play from forehand. */
  participants: readonly number[];
  /** The seats that played the cards of the current trick, in order. */
  trickSeats: readonly number[];
  /** Every card played in the deal so far (the current trick's included), and who played each. */
  history: readonly number[];
  historySeats: readonly number[];
  /** Card points and tricks each seat has taken so far, by seat. */
  points: readonly number[];
  tricks: readonly number[];
  /** The options chosen at the table before play (a card-play rule may read them), when any step chose. */
  chosen?: readonly string[];
  /**
   * In a deal that draws from the stock (`draw N each after trick`): how many cards it still holds,
   * as the table shows. Never which, nor in what order.
   */
  stock?: number;
  /**
   * With teams found by a card (`partner of ... is holder of ...`): each seat's team (its first seat)
   * in a deal whose hands as dealt are `dealt` (by seat), as the rule finds it from the seats
   * everyone sees (the dealer); undefined when it names nobody. A search reads it on the hands it
   * samples, never on the real ones.
   */
  teamsOf?: (dealt: readonly (readonly number[])[]) => readonly number[] | undefined;
}

/**
 * What a bot may look at. `deal` is there in trick play (the simulator's loop and every step's
 * moves fill it); a bot that needs it plays as `greedyBot` without it.
 */
export interface BotView {
  t: CardTables;
  hand: readonly number[];
  trick: readonly number[];
  legal: readonly number[];
  trumpSuit: number;
  deal?: DealSight;
}

/**
 * Picks one of `view.legal`. A bot that searches (`ismctsBot`) also chooses whole moves where a deal
 * is not played in tricks (a card, a pick-up or a pass: `moves`); others leave those to `decide`.
 */
export type Bot = ((view: BotView, rng: Rng) => number) & { moves?: MoveChooser };

/**
 * Chooses the move of `seat` in the deal `view` (beating, laying off), whose other hands are empty:
 * `sizes` says how many cards each seat holds, as everyone at the table sees. Null when the rules
 * leave one move or none: the usual choice makes it.
 */
export type MoveChooser = (
  cv: CompiledVariant,
  view: PlayState,
  seat: number,
  sizes: readonly number[],
  rng: Rng,
) => Move | null;

/** One bot for every seat, or one per seat (by seat index). */
export type Seating = Bot | readonly Bot[];

/** The bot that moves for `seat` (a list too short for the table seats its first bot in the seats it does not name). */
export const botFor = (seating: Seating, seat: number): Bot =>
  typeof seating === 'function' ? seating : (seating[seat] ?? seating[0]!);

/** Plays a uniformly random legal card. */
export const randomBot: Bot = (v, rng) => v.legal[rng.int(v.legal.length)]!;

/** The greedy bot (bot-greedy.ts) and the search bot's maker (ismcts.ts), found here with the others. */
export { greedyBot, ismctsBot };

/** `ismctsBot` at its default strength. */
export const ismcts: Bot = /* @__PURE__ */ ismctsBot();

/**
 * The most iterations a move `ismcts:N` may ask for: a move of a hundred thousand takes a second
 * or more here, so a larger number (`ismcts:99999999999`) would run for days and is refused instead.
 */
export const MAX_ITERATIONS = 100_000;

/** How a bot is made from its name's number (`take`: whether it takes one; undefined when none is given). */
interface BotMaker {
  take: boolean;
  make: (arg?: number) => Bot;
}

/**
 * Bots by name. A name may carry a number after a colon, for the bots that take one
 * (`ismcts:50`: fifty iterations a move). A Map, so `constructor` finds nothing.
 */
const botTable: ReadonlyMap<string, BotMaker> = /* @__PURE__ */ new Map<string, BotMaker>([
  ['random', { take: false, make: () => randomBot }],
  ['greedy', { take: false, make: () => greedyBot }],
  ['ismcts', { take: true, make: (iterations) => (iterations === undefined ? ismcts : ismctsBot({ iterations })) }],
]);

/**
 * Bots by name, for the CLI as it is today (one bot for every seat; `botTable` and `botsFromSpec`
 * have the search bot and a bot per seat). The name comes from the command line, so the table has
 * no prototype: `--bots constructor` or `--bots toString` finds nothing instead of an Object method.
 */
export const bots: Record<string, Bot> = Object.assign(Object.create(null) as Record<string, Bot>, {
  random: randomBot,
  greedy: greedyBot,
});

/** A bot spec that names no bot or too few or too many seats. */
export class BotSpecError extends Error {}

/**
 * The bots a spec like `ismcts,random,random,random` seats, one per seat in order. A single name
 * seats that bot everywhere. Throws BotSpecError naming the bots there are.
 */
export function botsFromSpec(spec: string, seats: number): Bot[] {
  return seatSpec(spec, seats).map((name) => {
    const [base, arg, ...extra] = name.split(':');
    const maker = botTable.get(base!);
    if (!maker) throw new BotSpecError(`unknown bot "${base}"; the bots are: ${[...botTable.keys()].join(', ')}`);
    return maker.make(arg === undefined ? undefined : botNumber(name, base!, maker, arg, extra.length > 0));
  });
}

/** The number after the colon of bot `name` (`base:arg`), or a BotSpecError saying what is wrong with it. */
function botNumber(name: string, base: string, maker: BotMaker, arg: string, extra: boolean): number {
  const takers = [...botTable]
    .filter(([, m]) => m.take)
    .map(([b]) => b)
    .join(', ');
  if (!maker.take) throw new BotSpecError(`"${name}": ${base} takes no number; only ${takers} does (ismcts:50)`);
  if (extra)
    throw new BotSpecError(`"${name}": a bot's number comes after one colon and is a whole number above 0 (ismcts:50)`);
  if (!/^[0-9]+$/.test(arg)) throw new BotSpecError(`"${name}": the number is written in decimal digits (ismcts:1000)`);
  const n = Number(arg);
  if (n < 1)
    throw new BotSpecError(`"${name}": a bot's number comes after one colon and is a whole number above 0 (ismcts:50)`);
  if (n > MAX_ITERATIONS)
    throw new BotSpecError(`"${name}": ${base} searches at most ${MAX_ITERATIONS.toLocaleString('en')} times a move`);
  return n;
}

/**
 * The bot's name (with its number, `ismcts:50`) in each of `seats` seats a spec seats: one name
 * for every seat, or one per seat. Throws BotSpecError when the spec names another number of seats.
 */
export function seatSpec(spec: string, seats: number): string[] {
  const names = spec.split(',').map((s) => s.trim());
  if (names.length !== 1 && names.length !== seats) {
    throw new BotSpecError(
      `"${spec}" seats ${names.length} bots, but the table has ${seats} seats: give one name, or ${seats}`,
    );
  }
  return names.length === 1 ? new Array<string>(seats).fill(names[0]!) : names;
}
