/**
 * The names the project gives a table's seats when the variant names none (the searches' scenarios,
 * the slate, the Playground): compass points in the order of play from North, round the table the
 * way the game goes. Seen from above with North at the top, clockwise play goes North, East, South,
 * West; anticlockwise, North, West, South, East. A larger table goes on with P5, P6, ….
 */
import type { CompiledVariant } from '../compile/compile.ts';

/** The first `n` seats' names for a game played `direction` (see the file's comment). */
export function compassSeats(direction: CompiledVariant['players']['direction'], n: number): string[] {
  const round = direction === 'clockwise' ? ['N', 'E', 'S', 'W'] : ['N', 'W', 'S', 'E'];
  return Array.from({ length: n }, (_, i) => round[i] ?? `P${i + 1}`);
}

/**
 * A seat's name as a German reader sees it: the compass letter East is O (Osten), so a German
 * table reads N, O, S, W; every other name is the player's own. Only what is shown changes: the
 * scenarios, and the seats they name, keep E.
 */
export const seatLabelDe = (name: string): string => (name === 'E' ? 'O' : name);
