/**
 * How hard the Play table's strong bot thinks, shared by its worker (which searches) and the kept
 * game (which names each strong move's playouts, ./saved-game.ts): a move searches a number of
 * playouts fixed before it starts, so that the same seed and number give the same move again when
 * a kept game is restored; the worker picks the number that fits a quarter of a second here.
 */

/** The most playouts a move searches. */
export const MAX_PLAYOUTS = 1000;

/** The playouts of a move before this browser's speed is known. */
const FIRST_PLAYOUTS = 200;

/** The fewest playouts a move searches, however slow the browser. */
const MIN_PLAYOUTS = 20;

/** How long a move should think, in milliseconds. */
const AIM_MS = 250;

/** The playouts that fit AIM_MS at `perMs` playouts a millisecond (null: not measured yet). */
export function playoutBudget(perMs: number | null): number {
  return perMs === null ? FIRST_PLAYOUTS : Math.max(MIN_PLAYOUTS, Math.min(MAX_PLAYOUTS, Math.floor(perMs * AIM_MS)));
}
