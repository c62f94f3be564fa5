/**
 * A resolved variant as JSON, for the browser: the islands compile it there with the same compiler
 * as the CLI, without shipping the parser or touching the file system.
 */
import type { ResolvedVariant, VariantRules } from './resolve.ts';
import type { GermanTitles } from '../core/lang.ts';

/** German titles as JSON: each map as its entry list. */
export type WireTitles = {
  [K in keyof GermanTitles]: GermanTitles[K] extends ReadonlyMap<infer A, infer B> ? [A, B][] : GermanTitles[K];
};

/** The JSON form of a resolved variant (Maps as entry lists, no file texts). */
export interface WireVariant {
  id: string;
  title: string;
  chain: string[];
  game: ResolvedVariant['game'];
  file: ResolvedVariant['file'];
  sources: [string, unknown][];
  ambiguities: [string, unknown][];
  events: [string, unknown][];
  lostGames: ResolvedVariant['lostGames'];
  trickTaking: ResolvedVariant['trickTaking'];
  phases: ResolvedVariant['phases'];
  clauses: ResolvedVariant['clauses'];
  claims: ResolvedVariant['claims'];
  german: WireTitles;
}

/** Serialises `v` for a page, without source locations (the browser compiles, it does not report errors). */
export function toWire(v: ResolvedVariant): WireVariant {
  const wire: WireVariant = {
    id: v.id,
    title: v.title,
    chain: v.chain,
    game: v.game,
    file: { ...v.file, statements: [], titles: [] },
    sources: [...v.sources],
    ambiguities: [...v.ambiguities],
    events: [...v.events],
    lostGames: v.lostGames,
    trickTaking: v.trickTaking,
    phases: v.phases,
    clauses: v.clauses,
    claims: v.claims,
    german: Object.fromEntries(
      Object.entries(v.german).map(([k, x]) => [k, x instanceof Map ? [...x] : x]),
    ) as WireTitles,
  };
  return JSON.parse(JSON.stringify(wire, (key, value) => (key === 'loc' ? undefined : value)));
}

/** Rebuilds a resolved variant's rules from its JSON form (without the symbol table, which no island reads). */
export function fromWire(w: WireVariant): VariantRules {
  return {
    id: w.id,
    title: w.title,
    chain: w.chain,
    game: w.game,
    file: w.file,
    sources: new Map(w.sources) as ResolvedVariant['sources'],
    ambiguities: new Map(w.ambiguities) as ResolvedVariant['ambiguities'],
    events: new Map(w.events) as ResolvedVariant['events'],
    lostGames: w.lostGames,
    trickTaking: w.trickTaking,
    phases: w.phases,
    clauses: w.clauses,
    claims: w.claims,
    german: Object.fromEntries(
      Object.entries(w.german).map(([k, x]) => [k, Array.isArray(x) ? new Map<string, unknown>(x) : x]),
    ) as unknown as GermanTitles,
    examples: [],
    texts: new Map(),
    removed: [],
  };
}
