/**
 * Seeds of the games of a run. Game `g` of a run with seed `s` is dealt from its own generator,
 * seeded from (s, g) alone: so a game's cards do not depend on which worker or shard plays it, and
 * two variants compared on the same seed start game `g` from the same shuffle.
 */

/** The seed of game `game` (0-based, counted over the whole run) of a run seeded with `seed`. */
export function gameSeed(seed: number, game: number): number {
  // splitmix32-style mixing of the two words: neighbouring games get unrelated streams.
  let h = (Math.imul(seed >>> 0, 0x9e3779b1) ^ Math.imul(game + 1, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x21f0aaad);
  h = Math.imul(h ^ (h >>> 15), 0x735a2d97);
  return (h ^ (h >>> 15)) >>> 0;
}
