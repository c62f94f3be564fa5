/**
 * Errors of a scenario run. Malformed input (exit 2) is thrown as ScenarioInputError; a move the
 * variant forbids (exit 1) is reported inside the transcript, so the log up to it is kept.
 */

/** Input the runner cannot use: bad JSON, unknown player, a card that does not exist, ... */
export class ScenarioInputError extends Error {
  readonly where: string;
  /** The message without its place (to locate it again, under `scenario.` in an example file). */
  readonly detail: string;
  constructor(where: string, message: string) {
    super(`${where}: ${message}`);
    this.where = where;
    this.detail = message;
  }
}

/** How many characters of a string, and names of a list, a message quotes before it says how much is left. */
const QUOTED_CHARS = 200;
const LISTED_NAMES = 8;

/**
 * A value from the input as a message shows it: a number or a short string as it is, a long string
 * cut, a list or an object by its kind. Never the whole value: a deeply nested one would overflow
 * the stack of JSON.stringify, and a long one would fill the terminal.
 */
export function shown(value: unknown): string {
  if (typeof value === 'string')
    return JSON.stringify(value.length > QUOTED_CHARS ? `${value.slice(0, QUOTED_CHARS)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined)
    return String(value);
  if (Array.isArray(value)) return `a list of ${value.length}`;
  return `${typeof value === 'object' ? 'an object' : typeof value}`;
}

/** Names for a message, at most LISTED_NAMES of them: "N, W, S, E" or "P0, ..., P7 and 99992 more". */
export function listed(names: readonly unknown[]): string {
  const head = names.slice(0, LISTED_NAMES).map(String).join(', ');
  return names.length > LISTED_NAMES ? `${head} and ${names.length - LISTED_NAMES} more` : head;
}

/** A move the variant forbids, as reported in the transcript's `error`. */
export interface RuleViolation {
  deal: number;
  play?: number;
  rule: string;
  message: string;
}
