/**
 * What the rulebook site reads at build time: every variant file checked and compiled by the same
 * pipeline as the CLI, with its rules, ambiguities, examples and transcripts. Pages stay static
 * (no JavaScript) unless they embed an island.
 */
import { readdirSync } from 'node:fs';
import { checkPath } from '../check/check.ts';
import { compileVariant, type CompiledVariant } from '../compile/compile.ts';
import { explainData } from '../cli/explain.ts';
import { diffRules, type RuleDiff } from '../resolve/diff.ts';
import { diskReader, VARIANTS_DIR } from '../resolve/disk.ts';
import type { ResolvedVariant } from '../resolve/resolve.ts';
import { exampleScenario, runExamples } from '../scenario/examples.ts';
import { replay, replayOrMessage, type Scenario, type Transcript } from '../scenario/replay.ts';
import { scoredWitness, type WitnessKind } from '../explore/witness.ts';
import { isPlayed, readingWitnesses, type ReadingWitnessKind } from '../explore/readings.ts';

/** A variant as the site shows it. */
export interface SiteVariant {
  id: string;
  title: string;
  game: string;
  base: string | null;
  resolved: ResolvedVariant;
  compiled: CompiledVariant;
  explain: ReturnType<typeof explainData>;
  /** The variant file's own text. */
  source: string;
}

let cache: SiteVariant[] | null = null;

/** Every variant in variants/, checked clean (a variant with errors stops the build with them). */
export function siteVariants(): SiteVariant[] {
  if (cache) return cache;
  const ids = readdirSync(VARIANTS_DIR).filter((f) => f.endsWith('.stw')).map((f) => f.replace(/\.stw$/, '')).sort();
  cache = ids.map((id) => {
    const { variant, diagnostics } = checkPath(diskReader, id);
    if (!variant || diagnostics.length) throw new Error(`variant ${id} does not check clean: ${diagnostics.map((d) => d.message).join('; ')}`);
    return {
      id, title: variant.title, game: variant.game.id, base: variant.chain[1] ?? null,
      resolved: variant, compiled: compileVariant(variant), explain: explainData(variant),
      source: variant.texts.get(String(variant.file.loc.source)) ?? '',
    };
  });
  return cache;
}

/** The variant `id`. */
export const siteVariant = (id: string): SiteVariant => {
  const v = siteVariants().find((x) => x.id === id);
  if (!v) throw new Error(`no variant ${id}`);
  return v;
};

/** Games and their variants, base first. */
export function games(): { id: string; title: string; variants: SiteVariant[] }[] {
  const ids = [...new Set(siteVariants().map((v) => v.game))];
  return ids.map((id) => ({
    id, title: siteVariants().find((v) => v.game === id)!.resolved.game.title, variants: siteVariants().filter((v) => v.game === id),
  }));
}

/** An in-file example with the transcript it produces (for `<Example>`). */
export function exampleOf(variantId: string, exampleId: string): { title: string; ok: boolean; transcript: Transcript | null; scenario: Scenario | null } {
  const v = siteVariant(variantId);
  const ex = v.resolved.examples.find((e) => e.id.name === exampleId);
  if (!ex) throw new Error(`variant ${variantId} has no example ${exampleId}`);
  const ok = runExamples(v.resolved).find((r) => r.id === exampleId)!.ok;
  const built = exampleScenario(v.resolved, ex);
  if (!built) return { title: ex.title, ok, transcript: null, scenario: null };
  return { title: ex.title, ok, scenario: built.scenario, transcript: replay(compileVariant(v.resolved, built.scenario.options), built.scenario, { unfinished: built.unfinished }) };
}

/** A comparison of two variants: the rule diff and, when found, a witness with both transcripts. */
export interface Comparison {
  a: SiteVariant; b: SiteVariant; rules: RuleDiff;
  /** Whether both are variants of one game; a witness is searched only then. */
  sameGame: boolean;
  witness: { scenario: Scenario; kind: WitnessKind; ta: Transcript | string; tb: Transcript | string } | null;
}

/**
 * Compares `a` with `b` (the witness search is bounded so the build stays quick). Across games
 * there is no witness: their deals are scored from different inputs (card points, tricks taken,
 * places), so the same run of deals does not mean the same play under both.
 */
export function compare(a: string, b: string): Comparison {
  const va = siteVariant(a), vb = siteVariant(b);
  const sameGame = va.game === vb.game;
  const w = sameGame ? scoredWitness(va.compiled, vb.compiled, { maxDepth: 6, maxStates: 20_000, maxTransitions: 200_000 }) : { scenario: null, kind: null };
  return {
    a: va, b: vb, rules: diffRules(va.resolved, vb.resolved), sameGame,
    witness: w.scenario && w.kind ? { scenario: w.scenario, kind: w.kind, ta: replayOrMessage(va.compiled, w.scenario), tb: replayOrMessage(vb.compiled, w.scenario) } : null,
  };
}

/**
 * The pairs the Compare pages show: every two variants, the base first when one extends the
 * other, and otherwise in the order of the games and their variants; pairs within a game first.
 */
export function comparePairs(): [string, string][] {
  const all = games().flatMap((g) => g.variants);
  const pairs: [string, string][] = [];
  for (const [i, x] of all.entries()) {
    for (const y of all.slice(i + 1)) pairs.push(x.resolved.chain.includes(y.id) ? [y.id, x.id] : [x.id, y.id]);
  }
  const within = (p: [string, string]) => siteVariant(p[0]).game === siteVariant(p[1]).game;
  return [...pairs.filter(within), ...pairs.filter((p) => !within(p))];
}

/** An example for an ambiguity, run under each of its readings (for the Ambiguities page). */
export interface ReadingsExample {
  kind: ReadingWitnessKind;
  /** The reading the example was found or written for. */
  reading: string;
  title: string | null;
  scenario: Scenario;
  runs: { reading: string; transcript: Transcript | string }[];
}

const readingCache = new Map<string, ReadingsExample[]>();

/** The examples of ambiguity `id` declared by `variantId`, each replayed under every reading. */
/** Whether a rule of the variant plays ambiguity `id` (else no reading of it can be played yet). */
export function ambiguityPlayed(variantId: string, id: string): boolean {
  return isPlayed(siteVariant(variantId).resolved, id);
}

export function readingsExamples(variantId: string, id: string): ReadingsExample[] {
  const key = `${variantId} ${id}`;
  const hit = readingCache.get(key);
  if (hit) return hit;
  const v = siteVariant(variantId);
  const readings = v.resolved.ambiguities.get(id)!.readings.map((r) => r.id.name);
  // Two readings may part from the default on the same run of deals: show it once.
  const unique = readingWitnesses(v.resolved, id).filter((w, i, all) => all.findIndex((x) => JSON.stringify(x.scenario) === JSON.stringify(w.scenario)) === i);
  const found = unique.map((w) => ({
    kind: w.kind, reading: w.reading, title: w.title ?? null, scenario: w.scenario,
    runs: readings.map((r) => ({ reading: r, transcript: replayOrMessage(compileVariant(v.resolved, { [id]: r }), w.scenario) })),
  }));
  readingCache.set(key, found);
  return found;
}
