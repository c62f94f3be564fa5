/**
 * Combinations of readings: the checks that read clauses together (the `players`, `deck`, `deal`
 * and `points` in force at once, the loops of the game) read them under each combination of the
 * readings their guards and conditions depend on, so that alternatives guarded by readings ("three
 * or four players", "24 or 32 cards") are each checked with the clauses they stand with, and never
 * with one another. One enumeration for every such check, bounded by MAX_COMBINATIONS.
 */
import type { ResolvedClause, ResolvedVariant } from '../../resolve/resolve.ts';
import type { Diagnostic } from '../../core/diagnostic.ts';

/** More combinations of readings than this are not tried one by one. */
export const MAX_COMBINATIONS = 256;

/** Readings chosen: ambiguity id → reading id (an ambiguity not listed is not decided). */
export type Readings = ReadonlyMap<string, string>;

/**
 * Every combination of the readings of `ambiguities` (those the variant declares, in the order
 * given), or null when there would be more than MAX_COMBINATIONS of them.
 */
export function readingCombinations(v: ResolvedVariant, ambiguities: Iterable<string>): Readings[] | null {
  const axes = [...new Set(ambiguities)]
    .filter((a) => v.ambiguities.has(a))
    .map((a) => v.ambiguities.get(a)!.readings.map((r) => [a, r.id.name] as const));
  if (axes.reduce((n, axis) => n * axis.length, 1) > MAX_COMBINATIONS) return null;
  let combos: (readonly [string, string])[][] = [[]];
  for (const axis of axes) combos = combos.flatMap((combo) => axis.map((choice) => [...combo, choice]));
  return combos.map((combo) => new Map(combo));
}

/** The ambiguities whose readings guard some of `clauses`. */
function guardAmbiguities(clauses: readonly ResolvedClause[]): Set<string> {
  const out = new Set<string>();
  for (const c of clauses) if (c.node.guard) out.add(c.node.guard.ambiguity.name);
  return out;
}

/** The default reading of every ambiguity of `v`. */
function defaultReadings(v: ResolvedVariant): Readings {
  return new Map([...v.ambiguities].map(([id, a]) => [id, a.default.name]));
}

/**
 * The combinations under which checks read `clauses` together: every combination of the readings
 * that guard them; past MAX_COMBINATIONS, the default readings alone (the bound keeps a file of
 * many questions quick to check; the other readings are then checked when chosen, at compile time).
 */
export function guardCombinations(v: ResolvedVariant, clauses: readonly ResolvedClause[]): Readings[] {
  return readingCombinations(v, guardAmbiguities(clauses)) ?? [defaultReadings(v)];
}

/** Whether `c` is in force under `readings` (a guard on an ambiguity not decided there counts as in force). */
export function inForceUnder(c: ResolvedClause, readings: Readings): boolean {
  const g = c.node.guard;
  if (!g) return true;
  const chosen = readings.get(g.ambiguity.name);
  return chosen === undefined || chosen === g.reading.name;
}

/** Whether two clauses can be in force together: not when guarded by different readings of one ambiguity. */
export function together(a: ResolvedClause, b: ResolvedClause): boolean {
  const ga = a.node.guard,
    gb = b.node.guard;
  return !ga || !gb || ga.ambiguity.name !== gb.ambiguity.name || ga.reading.name === gb.reading.name;
}

/** `with reading table-size four and pack short`: a combination of readings in words ('' for none). */
export function readingWords(readings: Readings | null): string {
  if (!readings || readings.size === 0) return '';
  const parts = [...readings].map(([a, r]) => `${a} ${r}`);
  return `with reading ${parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0]}`;
}

/**
 * Runs `check` under each of `combos` and merges what it finds: a problem found under every
 * combination is reported as it is; one found under some only says in words the readings those
 * combinations share (`…, with reading table-size four and pack short`), or the first of them when
 * they share none, since it is a problem of that choice.
 */
export function underEach(combos: readonly Readings[], check: (readings: Readings) => Diagnostic[]): Diagnostic[] {
  const found = new Map<string, { d: Diagnostic; under: Readings[] }>();
  for (const readings of combos) {
    const seen = new Set<string>();
    for (const d of check(readings)) {
      const key = `${d.code}\u0000${String(d.loc.source)}:${d.loc.start.offset}\u0000${d.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const f = found.get(key);
      if (f) f.under.push(readings);
      else found.set(key, { d, under: [readings] });
    }
  }
  return [...found.values()].map(({ d, under }) => {
    if (under.length === combos.length) return d;
    const shared = new Map([...under[0]!].filter(([a, r]) => under.every((x) => x.get(a) === r)));
    const words = readingWords(shared.size ? shared : under[0]!);
    return words ? { ...d, message: `${d.message}, ${words}` } : d;
  });
}

/**
 * Runs `check` once for each of `decks` (the packs a clause can be played with) and merges what it
 * finds as underEach does: a problem with only some packs names the reading that chooses them.
 */
export function underEachDeck(
  decks: readonly ResolvedClause[],
  check: (deck: ResolvedClause) => Diagnostic[],
): Diagnostic[] {
  const byReadings = new Map<Readings, ResolvedClause>();
  for (const d of decks) {
    const g = d.node.guard;
    byReadings.set(new Map(g ? [[g.ambiguity.name, g.reading.name]] : []), d);
  }
  return underEach([...byReadings.keys()], (readings) => check(byReadings.get(readings)!));
}
