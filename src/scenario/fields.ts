/**
 * The fields a scenario's objects may have (../shared/scenario-format.md): a key that is none of
 * them is refused with its path and the nearest field, never dropped — `"option"` for `options`
 * would otherwise run the defaults without a word.
 */
import { didYouMean } from '../core/diagnostic.ts';
import { ScenarioInputError, shown } from './errors.ts';

/** A scenario's own fields. */
export const SCENARIO_FIELDS = ['variant', 'options', 'players', 'dealer', 'deals'] as const;

/** An example file's fields (tests/scenarios/public): the scenario, with what it is and what it expects. */
export const EXAMPLE_FIELDS = ['name', 'cite', 'scenario', 'expect', 'expectExit'] as const;

/** A deal's fields, of every kind (scored, by places, played, redeal); the variant's trick-taking key comes on top. */
export const DEAL_FIELDS = [
  'points',
  'tricks',
  'places',
  'cards',
  'hands',
  'plays',
  'trump',
  'talon',
  'stock',
  'redeal',
  'askedBy',
] as const;

/** A trick taken out of turn's fields (`"schleipfen": [{ "trick": 3, "takenBy": "S" }]`). */
export const TAKE_FIELDS = ['trick', 'takenBy'] as const;

/** Keys longer than this are not compared for a suggestion (the distance costs length squared). */
const SUGGEST_UP_TO = 40;

/** A key as a path shows it: `.points` when it reads as a name, else quoted and cut. */
function keyPath(at: string, key: string): string {
  if (/^[A-Za-z_$][\w$-]{0,39}$/.test(key)) return at ? `${at}.${key}` : key;
  const quoted = shown(key.length > SUGGEST_UP_TO ? `${key.slice(0, SUGGEST_UP_TO)}…` : key);
  return at ? `${at}[${quoted}]` : quoted;
}

/**
 * Throws a ScenarioInputError at the first own key of `o` (found at `at`, '' for the top) that is
 * not in `known`, naming the nearest known one; `what` names the object ("a deal") in the message.
 */
export function checkFields(o: object, at: string, known: readonly string[], what: string): void {
  for (const key of Object.keys(o)) {
    if (known.includes(key)) continue;
    const hint = key.length <= SUGGEST_UP_TO ? didYouMean(key, known) : undefined;
    const fields = `${what[0]!.toUpperCase()}${what.slice(1)}'s fields are ${known.join(', ')}`;
    throw new ScenarioInputError(keyPath(at, key), `unknown field${hint ? `; ${hint} ` : '. '}${fields}`);
  }
}
