/**
 * What the rulebook site reads at build time: every variant file checked and compiled by the same
 * pipeline as the CLI, with its rules, ambiguities, examples and transcripts. Pages stay static
 * (no JavaScript) unless they embed an island.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkPath } from '../check/check.ts';
import { compileVariant, type CompiledVariant } from '../compile/compile.ts';
import { afterAnother, ruleWords, variantNames } from '../compile/clause-words.ts';
import { clauseTitle } from '../compile/clause-titles.ts';
import { explainData } from '../resolve/explain-data.ts';
import { ownGerman } from './i18n/titles.ts';
import { diffRules, writtenRule, type RuleDiff } from '../resolve/diff.ts';
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
  const ids = readdirSync(VARIANTS_DIR)
    .filter((f) => f.endsWith('.stw'))
    .map((f) => f.replace(/\.stw$/, ''))
    .sort();
  cache = ids.map((id) => {
    const { variant, diagnostics } = checkPath(diskReader, id);
    if (!variant || diagnostics.length)
      throw new Error(`variant ${id} does not check clean: ${diagnostics.map((d) => d.message).join('; ')}`);
    return {
      id,
      title: variant.title,
      game: variant.game.id,
      base: variant.chain[1] ?? null,
      resolved: variant,
      compiled: compileVariant(variant),
      explain: explainData(variant),
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
    id,
    title: siteVariants().find((v) => v.game === id)!.resolved.game.title,
    variants: siteVariants().filter((v) => v.game === id),
  }));
}

/** An in-file example with the transcript it produces (for `<Example>`). */
export function exampleOf(
  variantId: string,
  exampleId: string,
): { title: string; ok: boolean; transcript: Transcript | null; scenario: Scenario | null } {
  const v = siteVariant(variantId);
  const ex = v.resolved.examples.find((e) => e.id.name === exampleId);
  if (!ex) throw new Error(`variant ${variantId} has no example ${exampleId}`);
  const ok = runExamples(v.resolved).find((r) => r.id === exampleId)!.ok;
  const built = exampleScenario(v.resolved, ex);
  if (!built) return { title: ex.title, ok, transcript: null, scenario: null };
  return {
    title: ex.title,
    ok,
    scenario: built.scenario,
    transcript: replay(compileVariant(v.resolved, built.scenario.options), built.scenario, {
      unfinished: built.unfinished,
    }),
  };
}

/** A comparison of two variants: the rule diff and, when found, a witness with both transcripts. */
export interface Comparison {
  a: SiteVariant;
  b: SiteVariant;
  rules: RuleDiff;
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
  const va = siteVariant(a),
    vb = siteVariant(b);
  const sameGame = va.game === vb.game;
  const w = sameGame
    ? scoredWitness(va.compiled, vb.compiled, { maxDepth: 6, maxStates: 20_000, maxTransitions: 200_000 })
    : { scenario: null, kind: null };
  return {
    a: va,
    b: vb,
    rules: diffRules(va.resolved, vb.resolved),
    sameGame,
    witness:
      w.scenario && w.kind
        ? {
            scenario: w.scenario,
            kind: w.kind,
            ta: replayOrMessage(va.compiled, w.scenario),
            tb: replayOrMessage(vb.compiled, w.scenario),
          }
        : null,
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
  const unique = readingWitnesses(v.resolved, id).filter(
    (w, i, all) => all.findIndex((x) => JSON.stringify(x.scenario) === JSON.stringify(w.scenario)) === i,
  );
  const found = unique.map((w) => ({
    kind: w.kind,
    reading: w.reading,
    title: w.title ?? null,
    scenario: w.scenario,
    runs: readings.map((r) => ({
      reading: r,
      transcript: replayOrMessage(compileVariant(v.resolved, { [id]: r }), w.scenario),
    })),
  }));
  readingCache.set(key, found);
  return found;
}

/**
 * A house rule's opening comment as players read it: without the notes for authors — the
 * sentences on how a scenario writes its moves, and the ids in brackets (`(\`table-size\`)`) —
 * which the file itself, shown beside it, keeps.
 */
function readerSummary(comment: string): string {
  return comment
    .split(/(?<=[.!?])\s+(?=[A-Z"“])/)
    .filter((s) => !/^Scenario moves\b/.test(s))
    .join(' ')
    .replace(/\s*\(`[^`]*`\)/g, '')
    .trim();
}

/** A house rule of the gallery (variants/house/), as its page shows it. */
export interface HouseRule {
  id: string;
  title: string;
  /** Its German titles (its `titles de` block, with its bases'): the page falls back on the English ones. */
  german: ResolvedVariant['german'];
  /** Its bases, in `extends` order, with their titles and whether they have a variant page. */
  bases: { id: string; title: string; shipped: boolean }[];
  /** What the file says of itself: its opening comment, in words (readerSummary); `code` in backticks. */
  summary: string;
  /**
   * The rules it changes, adds or removes against its first base, in its phase (by title): the
   * rule's name and sentence in words (for a removed rule, the base's), and as written.
   */
  changes: {
    change: 'added' | 'removed' | 'changed';
    phase: string | null;
    name: string;
    words: string;
    rule: string;
  }[];
  /** Titles of the sources its own statements cite. */
  sources: string[];
  examples: string[];
  source: string;
}

let houseCache: HouseRule[] | null = null;

/** Every house rule in variants/house/, checked clean (one with errors stops the build with them). */
export function houseRules(): HouseRule[] {
  if (houseCache) return houseCache;
  const dir = join(VARIANTS_DIR, 'house');
  const files = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.stw'))
        .sort()
    : [];
  const checked = files.map((f) => {
    const { variant, diagnostics } = checkPath(diskReader, join(dir, f));
    if (!variant || diagnostics.length)
      throw new Error(`house rule ${f} does not check clean: ${diagnostics.map((d) => d.message).join('; ')}`);
    return variant;
  });
  const titleOf = new Map<string, string>([
    ...siteVariants().map((v) => [v.id, v.title] as const),
    ...checked.map((v) => [v.id, v.title] as const),
  ]);
  houseCache = checked.map((v) => {
    const own = String(v.file.loc.source);
    const text = v.texts.get(own) ?? '';
    const baseIds = v.file.extends.map((b) => b.name);
    const first = checkPath(diskReader, diskReader.locate(baseIds[0]!, join(dir, 'x.stw')) ?? baseIds[0]!).variant;
    const houseNames = variantNames(v, compileVariant(v).deck);
    const cited = new Set<string>();
    const visit = (x: unknown): void => {
      if (Array.isArray(x)) {
        x.forEach(visit);
        return;
      }
      if (!x || typeof x !== 'object') return;
      const node = x as { kind?: unknown; source?: { name?: unknown } };
      if (node.kind === 'Cite' && typeof node.source?.name === 'string') cited.add(node.source.name);
      for (const [k, val] of Object.entries(x)) if (k !== 'loc') visit(val);
    };
    visit(v.file.statements);
    return {
      id: v.id,
      title: v.title,
      german: ownGerman(v),
      bases: baseIds.map((id) => ({
        id,
        title: titleOf.get(id) ?? id,
        shipped: siteVariants().some((s) => s.id === id),
      })),
      summary: readerSummary(
        (/^(?:\uFEFF)?((?:#[^\n]*\n)+)/.exec(text)?.[1] ?? '')
          .split('\n')
          .map((l) => l.replace(/^#\s?/, ''))
          .join(' ')
          .trim(),
      ),
      changes: (first ? diffRules(first, v).rules : []).map((r) => {
        const side = (r.b ?? r.a)!;
        const phase = side.phase
          ? (v.phases.find((p) => p.id === side.phase)?.title ??
            first?.phases.find((p) => p.id === side.phase)?.title ??
            side.phase)
          : null;
        // A removed rule is said as its base says it; any other as the house rule does.
        const [owner, names] = r.b ? [v, houseNames] : [first!, variantNames(first!, compileVariant(first!).deck)];
        const clause = owner.clauses.find((c) => c.id === r.id && c.phase === side.phase)!;
        const after = afterAnother(owner, r.id, side.phase);
        return {
          change: r.change,
          phase,
          name: clauseTitle(clause.node, names, after),
          words: ruleWords(clause.node, names, after),
          rule: writtenRule(side),
        };
      }),
      sources: [...cited].map((s) => v.sources.get(s)?.title ?? s),
      examples: v.examples.filter((e) => String(e.loc.source) === own).map((e) => e.title),
      source: text,
    };
  });
  return houseCache;
}
