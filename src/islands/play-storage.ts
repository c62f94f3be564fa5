/**
 * What the Play island keeps in localStorage, and under which keys: the game in progress (its seed
 * and moves, ./saved-game.ts), the bots' speed and strength, and whether to offer a trick another
 * player won. Storage may be turned off or full: every call here says so by its result, and the
 * game goes on without it.
 */

/** The bots' speed, kept for the next visit. */
export const SPEED_KEY = 'stichwort-speed';
/** The opponents' strength, kept for the next visit. */
export const OPPONENTS_KEY = 'stichwort-opponents';
/** The "never offer to take a trick" setting, kept for the next visit. */
export const NEVER_ASK_KEY = 'stichwort-never-ask-take';

/** The localStorage key of a game of `id` under `options`. */
export function storageKey(id: string, options: Record<string, string>): string {
  const chosen = Object.entries(options).sort(([a], [b]) => a.localeCompare(b));
  return `stichwort-play:${id}${chosen.length ? `?${new URLSearchParams(chosen)}` : ''}`;
}

/**
 * Removes games kept by earlier versions of this page (`stichwort-play:ID:SEED`), which held every
 * hand in plain text.
 */
export function forgetOldGames(id: string): void {
  try {
    for (const k of Object.keys(localStorage)) if (k.startsWith(`stichwort-play:${id}:`)) localStorage.removeItem(k);
  } catch {
    /* storage turned off: nothing kept, nothing to remove */
  }
}

/** The value kept under `key`, or null (none, or storage turned off). */
export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Keeps `value` under `key`; false when the browser would not (storage full or turned off). */
export function writeStorage(key: string, value: string): boolean {
  try {
    localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Forgets `key` (nothing happens when storage is turned off). */
export function removeStorage(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    /* as above */
  }
}
