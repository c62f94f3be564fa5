/**
 * The memory a search (`verify`, `diff`) may take: `--max-memory MB`, by default half the machine's.
 * Bounds whose search would need more are refused before it starts, from what a state costs; the
 * heap a search runs in is set to the limit (bin/stichwort.js, and each worker thread's), so that
 * one that needs more all the same stops there and is reported as out of memory (search-child.ts).
 */
import { totalmem } from 'node:os';
import { InputError, intOption, type IntRange } from './io.ts';

/** `--max-memory`: MB (2^20 bytes), from 64 to 1 TB. */
export const MEMORY_RANGE: IntRange = { min: 64, max: 1_048_576 };

/** The default --max-memory: half the machine's memory, in MB. */
export function defaultMaxMemory(): number {
  return Math.max(MEMORY_RANGE.min, Math.floor(totalmem() / 2 / 2 ** 20));
}

/** `--max-memory` as given, or the default. */
export function maxMemoryOption(value: string | undefined): number {
  return intOption(value, 'max-memory', defaultMaxMemory(), MEMORY_RANGE);
}

/**
 * Bytes a kept state costs `verify` (its key in the set of states seen, its place in a frontier,
 * the path back to it), and a kept pair of states costs `diff`. Measured as peak resident memory
 * (`/usr/bin/time -f %M`) against --max-states on Pagat's game, --depth 100: 134 MB at 20,000
 * states, 168 MB at 150,000, 271 MB at 600,000 — 230 to 270 bytes a state, the issue found about
 * 290; a pair in diff about 750 (kein-stich against kein-stich-unter-of-hearts, 20,000 to 57,000
 * pairs). Rounded up: an estimate that refuses a search that would have fitted costs a retry with
 * --max-memory; one that lets through a search that does not fit costs the machine.
 */
export const BYTES_PER_STATE = { verify: 300, diff: 750 } as const;

/** What a search takes before it keeps any state (Node, the compiled variant, code): 130 MB measured at small bounds. */
const BASE_MB = 130;

/**
 * Throws an InputError (exit 2) when `maxStates` kept by `command` on `threads` threads (each holds
 * the states it is sent) would need more than `maxMemory` MB, saying how much and what to change.
 */
export function checkMemory(
  command: keyof typeof BYTES_PER_STATE,
  maxStates: number,
  threads: number,
  maxMemory: number,
  defaulted: boolean,
): void {
  const perState = BYTES_PER_STATE[command];
  const bytes = BASE_MB * 2 ** 20 + maxStates * perState * threads;
  if (bytes <= maxMemory * 2 ** 20) return;
  const gb = bytes / 2 ** 30;
  const size = gb >= 1 ? `${gb >= 100 ? Math.round(gb) : gb.toFixed(1)} GB` : `${Math.ceil(bytes / 2 ** 20)} MB`;
  const what = command === 'diff' ? 'a pair of states' : 'a state';
  throw new InputError(
    `--max-states ${maxStates}${threads > 1 ? ` on ${threads} threads` : ''} needs about ${size} of memory (about ${perState} bytes ${what}, and ${BASE_MB} MB to start), ` +
      `more than --max-memory ${maxMemory} MB${defaulted ? " (by default half this machine's memory)" : ''}: give a smaller --max-states${threads > 1 ? ' or fewer --workers' : ''}, or a larger --max-memory if the machine has it`,
  );
}

/** The message of a search that ran out of the memory it was given (`limit`: which, in words, such as `--max-memory 4096 MB`). */
export function outOfMemory(command: string, limit: string | null): string {
  return (
    `stichwort ${command}: ran out of memory${limit !== null ? ` (${limit})` : ''} before the search reached its bounds: ` +
    'give smaller bounds (--max-states, --depth, --max-transitions) or a larger --max-memory if the machine has it'
  );
}
