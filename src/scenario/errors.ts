/**
 * Errors of a scenario run. Malformed input (exit 2) is thrown as ScenarioInputError; a move the
 * variant forbids (exit 1) is reported inside the transcript, so the log up to it is kept.
 */

/** Input the runner cannot use: bad JSON, unknown player, a card that does not exist, ... */
export class ScenarioInputError extends Error {
  readonly where: string;
  constructor(where: string, message: string) {
    super(`${where}: ${message}`);
    this.where = where;
  }
}

/** A move the variant forbids, as reported in the transcript's `error`. */
export interface RuleViolation { deal: number; play?: number; rule: string; message: string }
