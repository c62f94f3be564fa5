/**
 * Examples for an ambiguity, to be run under every reading side by side. An in-file example that
 * chooses a reading of the ambiguity (`options q = r`) is the author's example of it and comes
 * first. Otherwise, for each reading other than the default, the shortest run of deals that it
 * and the default play or score differently: the searches of `diff` (witness.ts) between two
 * compilations of one variant, or, when the readings seat different numbers of players, a
 * one-deal game that only one of them allows.
 */
import { compileVariant, type CompiledVariant } from '../compile/compile.ts';
import type { ResolvedVariant } from '../resolve/resolve.ts';
import { referencedAmbiguities, type AstNode } from '../resolve/visit.ts';
import { exampleScenario } from '../scenario/examples.ts';
import type { Scenario } from '../scenario/replay.ts';
import { pathToScenario, searchPlayers, startState, stepsFrom, type Bounds } from './search.ts';
import { playedWitness, playRulesDiffer, scoredWitness, type WitnessKind } from './witness.ts';

/** How a reading example tells its readings apart. */
export type ReadingWitnessKind = WitnessKind | 'played' | 'seating' | 'example';

/** An example on which `reading` and the default part ways (`title`: an in-file example's). */
export interface ReadingWitness {
  reading: string;
  kind: ReadingWitnessKind;
  scenario: Scenario;
  title?: string;
}

/** The bounds the site uses: enough for a round of four deals of Hindersi-Jass, quick elsewhere. */
const READING_BOUNDS: Bounds = { maxDepth: 6, maxStates: 50_000, maxTransitions: 400_000 };

/**
 * One example per non-default reading of ambiguity `id` of `v` (a reading with none found within
 * `bounds` is left out); scenarios carry no options, so that each runs under any reading.
 */
export function readingWitnesses(
  v: ResolvedVariant,
  id: string,
  bounds: Bounds = READING_BOUNDS,
  tries = 100,
): ReadingWitness[] {
  const amb = v.ambiguities.get(id);
  if (!amb) throw new Error(`${v.id} declares no ambiguity ${id}`);
  const authored = authoredExamples(v, id);
  if (authored.length) return authored;
  // A question that no rule plays (its readings say the language cannot say them yet) has no example.
  if (!isPlayed(v, id)) return [];
  const base = compileVariant(v, {});
  const found: ReadingWitness[] = [];
  for (const r of amb.readings) {
    if (r.id.name === amb.default.name) continue;
    const other = compileVariant(v, { [id]: r.id.name });
    // A reading that changes how the compiled variant plays shows in a played deal; others in scored deals.
    const w = seatingWitness(base, other) ?? searched(base, other, bounds, tries, playRulesDiffer(base, other));
    if (w) found.push({ reading: r.id.name, ...w });
  }
  return found;
}

/**
 * Whether any clause or claim in force of `v` depends on ambiguity `id`. One that none does is a
 * question the language cannot play yet: its readings play alike, and no example can tell them apart.
 */
export function isPlayed(v: ResolvedVariant, id: string): boolean {
  return referencedAmbiguities([
    ...v.clauses.flatMap((c): AstNode[] => (c.node.guard ? [c.node.body, c.node.guard] : [c.node.body])),
    ...v.claims,
  ]).has(id);
}

/** The in-file examples that choose a reading of `id`, with their options taken out. */
function authoredExamples(v: ResolvedVariant, id: string): ReadingWitness[] {
  return v.examples.flatMap((ex) => {
    const chosen = ex.steps
      .flatMap((s) => (s.kind === 'ExOptions' ? s.choices : []))
      .find((c) => c.ambiguity.name === id);
    const built = chosen ? exampleScenario(v, ex) : null;
    if (!chosen || !built) return [];
    const { options: _, ...scenario } = built.scenario;
    return [{ reading: chosen.reading.name, kind: 'example' as const, scenario, title: ex.title }];
  });
}

/**
 * The first difference the searches find: in played deals first when `playDiffers` (else no played
 * deal can differ), then in scored deals.
 */
function searched(
  a: CompiledVariant,
  b: CompiledVariant,
  bounds: Bounds,
  tries: number,
  playDiffers: boolean,
): Omit<ReadingWitness, 'reading'> | null {
  if (playDiffers) {
    const found = playedWitness(a, b, tries);
    const w = found ? { kind: 'played' as const, scenario: found.scenario } : null;
    // A shorter run of scored deals (a play-off dealt by another) is the clearer example.
    const shorter =
      w && w.scenario.deals.length > 1
        ? scoredWitness(a, b, { ...bounds, maxDepth: w.scenario.deals.length - 1 }, true)
        : null;
    if (shorter?.scenario && shorter.kind) return { kind: shorter.kind, scenario: shorter.scenario };
    if (w) return w;
  }
  const scored = scoredWitness(a, b, bounds, true);
  if (scored.scenario && scored.kind) return { kind: scored.kind, scenario: scored.scenario };
  return null;
}

/** When one reading seats fewer players than the other allows: the first deal of such a game. */
function seatingWitness(a: CompiledVariant, b: CompiledVariant): Omit<ReadingWitness, 'reading'> | null {
  const onlyOne = (x: CompiledVariant, y: CompiledVariant) =>
    [...Array(x.players.max - x.players.min + 1).keys()]
      .map((k) => x.players.min + k)
      .find((n) => n < y.players.min || n > y.players.max);
  const n = onlyOne(b, a) ?? onlyOne(a, b);
  if (n === undefined) return null;
  const seated = n >= b.players.min && n <= b.players.max ? b : a;
  const players = searchPlayers(seated, n);
  const start = startState(seated, players);
  const step = stepsFrom(seated, start.snapshot.context)[0];
  return step ? { kind: 'seating', scenario: pathToScenario(a.id, players, [step]) } : null;
}
