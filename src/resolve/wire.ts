/**
 * A resolved variant as JSON, for the browser: the islands compile it there with the same compiler
 * as the CLI, without shipping the parser or touching the file system.
 */
import type { ResolvedVariant, VariantRules } from './resolve.ts';

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
}

/** Serialises `v` for a page, without source locations (the browser compiles, it does not report errors). */
export function toWire(v: ResolvedVariant): WireVariant {
  const wire: WireVariant = {
    id: v.id,
    title: v.title,
    chain: v.chain,
    game: v.game,
    file: { ...v.file, statements: [] },
    sources: [...v.sources],
    ambiguities: [...v.ambiguities],
    events: [...v.events],
    lostGames: v.lostGames,
    trickTaking: v.trickTaking,
    phases: v.phases,
    clauses: v.clauses,
    claims: v.claims,
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
    examples: [],
    texts: new Map(),
    removed: [],
  };
}
