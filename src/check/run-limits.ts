/**
 * The bounds the engine runs a game within. They live below the compiler, which hands them to the
 * engine, so that the checker refuses a rule the engine would stop at its bound (a game over
 * after more deals than a game may run) from the same numbers: check and game cannot disagree.
 */

/** How long a game and a rubber may run (deals of every kind per game, games per rubber). */
export interface RunLimits {
  dealsPerGame: number;
  gamesPerRubber: number;
}

/**
 * The engine's bounds. The longest shipped game (Hindersche, with play-offs) runs to a few dozen
 * deals; a game that reaches 10,000 deals is one whose rules cannot end it.
 */
export const ENGINE_LIMITS: Readonly<RunLimits> = Object.freeze({ dealsPerGame: 10_000, gamesPerRubber: 10_000 });
