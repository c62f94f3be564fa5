/**
 * The compiled steps before play that exchange cards or fix trumps (issue 11, items 2 and 4): a
 * pass, an exchange with the table, a trump named by a player, and personal trumps chosen in turn.
 * Each is one member of `CompiledStep`, read by the engine module of the same kind
 * (src/engine/steps/). `id` is the clause the step comes from: refusals name it.
 */
import type { Deck } from './cards.ts';
import type { SeatFn } from './expr.ts';

/** Where a pass sends the cards: the next or previous player in order of play, the one opposite, or nowhere. */
export type GiveDirection = 'next' | 'previous' | 'across' | 'none';

/** `give N to next, previous, across, none`: every player gives `count` cards at once; deal k passes the k-th direction, round again. */
export interface GiveStep { kind: 'give'; id: string; count: number; directions: GiveDirection[] }

/** `exchange 6 of trump for trump card`: the holder of that card of the trump suit may swap it for the turned trump card. */
export interface ExchangeStep { kind: 'exchange'; id: string; /** The rank index in the deck. */ rank: number }

/** `trump named by SEAT`: that player names the trump suit. */
export interface NameTrumpStep { kind: 'name-trump'; id: string; seat: SeatFn }

/**
 * `play beating, personal trumps chosen [with repeats]`: each player dealt in, in order of play
 * from forehand, chooses a personal trump suit; two may be the same only with `repeats`. The step
 * is named after the `play` clause it comes from.
 */
export interface ChooseTrumpsStep { kind: 'choose-trumps'; id: string; repeats: boolean }

/** A step before play of this family. */
export type DealStep = GiveStep | ExchangeStep | NameTrumpStep | ChooseTrumpsStep;

/** Compiles a `give` clause. */
export const giveStep = (id: string, count: number, directions: readonly { dir: GiveDirection }[]): GiveStep =>
  ({ kind: 'give', id, count, directions: directions.map((d) => d.dir) });

/** Compiles an `exchange` clause (the rank is one of the deck's: the checker says so). */
export const exchangeStep = (id: string, deck: Deck, rank: string): ExchangeStep => ({ kind: 'exchange', id, rank: deck.ranks.indexOf(rank) });

/** Compiles a `trump named by` clause, its seat already compiled. */
export const nameTrumpStep = (id: string, seat: SeatFn): NameTrumpStep => ({ kind: 'name-trump', id, seat });

/** The choosing step of a `play beating` clause with `personal trumps chosen`. */
export const chooseTrumpsStep = (id: string, repeats: boolean): ChooseTrumpsStep => ({ kind: 'choose-trumps', id, repeats });
