/**
 * `runScenario`: the library form of `stichwort run` (../shared/scenario-format.md). Validates the
 * scenario, compiles its variant under its options, and replays it.
 */
import { compileVariant, ReadingError, type CompiledVariant } from '../compile/compile.ts';
import { checkPath } from '../check/check.ts';
import { formatDiagnostic, type Diagnostic } from '../core/diagnostic.ts';
import { diskReader, InputFileError, shippedVariantIds } from '../resolve/disk.ts';
import { sourceText, VARIANT_EXTENSION, type FileReader } from '../resolve/load.ts';
import { listed, ScenarioInputError, shown } from './errors.ts';
import { checkFields, EXAMPLE_FIELDS, SCENARIO_FIELDS } from './fields.ts';
import { replay, type Scenario, type Transcript } from './replay.ts';
import { clauseSentences } from '../compile/clause-words.ts';
import type { Lang } from '../core/lang.ts';
import { moveRefusalDe } from './de/refusals.ts';

export type { Scenario, Transcript };

/** Compiles the scenario's variant under its options; input errors are ScenarioInputError. */
function compileScenarioVariant(
  variant: string,
  options: Record<string, string>,
  reader: FileReader = diskReader,
): CompiledVariant {
  let checked: ReturnType<typeof checkPath>;
  try {
    if (VARIANT_ID.test(variant) && reader.locate(variant) === null) {
      const ids = reader === diskReader ? shippedVariantIds() : [];
      throw new ScenarioInputError(
        'variant',
        `no variant ${shown(variant)} in variants/${ids.length ? `; the variants are: ${ids.join(', ')}` : ''}`,
      );
    }
    checked = checkPath(reader, variant);
  } catch (e) {
    if (e instanceof InputFileError) throw new ScenarioInputError('variant', e.message);
    throw e;
  }
  const { variant: v, diagnostics } = checked;
  if (!v || diagnostics.length > 0) {
    const shownProblems = diagnostics
      .slice(0, 3)
      .map((d: Diagnostic) => formatDiagnostic(d, sourceText(reader, v?.texts, d.loc.source)))
      .join('\n');
    throw new ScenarioInputError('variant', `${shown(variant)} does not check clean:\n${shownProblems}`);
  }
  try {
    return compileVariant(v, options);
  } catch (e) {
    if (e instanceof ReadingError) throw new ScenarioInputError('options', e.message);
    throw e;
  }
}

/**
 * Runs `input` and returns its transcript. Throws ScenarioInputError on malformed input. An example
 * file (`{ "name", "cite", "scenario": {...}, "expect" }`, as tests/scenarios/public holds them) runs
 * as the scenario it holds, its errors located under `scenario.`. `lang`: the language of a refused move's message.
 */
export function runScenario(input: unknown, reader: FileReader = diskReader, lang: Lang = 'en'): Transcript {
  const inner = exampleScenario(input);
  if (inner === null) return runPlain(input, reader, lang);
  try {
    return runPlain(inner, reader, lang);
  } catch (e) {
    if (e instanceof ScenarioInputError) throw new ScenarioInputError(`scenario.${e.where}`, e.detail);
    throw e;
  }
}

/** Replays a validated scenario; in German (`lang` 'de') a refused move in play is said in German. */
function runPlain(input: unknown, reader: FileReader, lang: Lang): Transcript {
  const sc = validateScenario(input);
  const cv = compileScenarioVariant(sc.variant, sc.options ?? {}, reader);
  return replay(cv, sc, {
    ruleSentence: clauseSentences(cv),
    ...(lang === 'de' ? { moveRefusal: moveRefusalDe() } : {}),
  });
}

/** The scenario an example file holds, or null when `input` is no example file (it has a `variant` of its own, or no `scenario` object). */
function exampleScenario(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input) || Object.hasOwn(input, 'variant'))
    return null;
  const inner = Object.hasOwn(input, 'scenario') ? (input as { scenario: unknown }).scenario : undefined;
  if (typeof inner !== 'object' || inner === null || Array.isArray(inner)) return null;
  checkFields(input, '', EXAMPLE_FIELDS, 'an example file');
  return inner;
}

/** A variant id as the language writes it (`variant hindersche-pagat`): the name of a file in variants/. */
const VARIANT_ID = /^[a-z][a-z0-9-]*$/;

function validateScenario(input: unknown): Scenario {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw new ScenarioInputError('scenario', 'expected a JSON object');
  const o = input as Record<string, unknown>;
  checkFields(o, '', SCENARIO_FIELDS, 'a scenario');
  // Only an id or a .stw path: a scenario must not make the runner read (and quote) any other file.
  if (typeof o.variant !== 'string' || !(VARIANT_ID.test(o.variant) || o.variant.endsWith(VARIANT_EXTENSION))) {
    throw new ScenarioInputError(
      'variant',
      `expected a variant id (a file name in variants/ without ${VARIANT_EXTENSION}) or a path ending in ${VARIANT_EXTENSION}, got ${shown(o.variant)}`,
    );
  }
  if (
    o.options !== undefined &&
    (typeof o.options !== 'object' ||
      o.options === null ||
      Array.isArray(o.options) ||
      Object.values(o.options).some((x) => typeof x !== 'string'))
  ) {
    throw new ScenarioInputError('options', 'expected an object of ambiguity id → reading id');
  }
  if (!Array.isArray(o.players) || o.players.length === 0 || o.players.some((p) => typeof p !== 'string' || !p)) {
    throw new ScenarioInputError('players', 'expected an array of player names');
  }
  if (new Set(o.players).size !== o.players.length) throw new ScenarioInputError('players', 'a player is named twice');
  if (typeof o.dealer !== 'string' || !o.players.includes(o.dealer)) {
    throw new ScenarioInputError(
      'dealer',
      `expected one of the players (${listed(o.players)}), got ${shown(o.dealer)}`,
    );
  }
  if (!Array.isArray(o.deals)) throw new ScenarioInputError('deals', 'expected an array of deals');
  return o as unknown as Scenario;
}
