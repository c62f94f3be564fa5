/**
 * The Simulate panel's form read as input: a page can be edited, so what the form sends is checked
 * against what it offers (the listed numbers of games and bots, a seed the simulator takes) before
 * a run starts, and what is wrong is said in words beside its field, never thrown.
 */

/** The numbers of games the form offers. */
export const GAMES: readonly number[] = [100, 1000, 10000, 100000];

/** The bots the form offers, by the simulator's name for them (their words: ./i18n/sim-en.ts `botNames`). */
export const BOTS: readonly string[] = [
  'random',
  'greedy',
  'ismcts,random,random,random',
  'greedy,random,random,random',
];

import { simUi } from './i18n/sim-ui.ts';

/** The largest seed: seeds are 32-bit. */
export const SEED_MAX = 2 ** 32 - 1;

/** What a run is started with, once every field is read. */
export interface FormValues {
  games: number;
  seed: number;
  bot: string;
}

/** A field's value read, or what is wrong with it in a sentence. */
export type Read<T> = { ok: true; value: T } | { ok: false; why: string };

/** Games as the form sends them: one of GAMES, written as the list writes it. */
export function readGames(text: string): Read<number> {
  return GAMES.some((n) => String(n) === text)
    ? { ok: true, value: Number(text) }
    : { ok: false, why: simUi().chooseGames(GAMES) };
}

/** A seed as the form sends it: a whole number from 0 to SEED_MAX, in digits (no sign, point, exponent or hex). */
export function readSeed(text: string): Read<number> {
  const t = text.trim();
  return /^\d{1,10}$/.test(t) && Number(t) <= SEED_MAX
    ? { ok: true, value: Number(t) }
    : { ok: false, why: simUi().badSeed(SEED_MAX) };
}

/** Bots as the form sends them: one of BOTS by its name. */
export function readBots(text: string): Read<string> {
  return BOTS.includes(text) ? { ok: true, value: text } : { ok: false, why: simUi().chooseBots };
}
