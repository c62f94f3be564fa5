/**
 * Resolves `extends`: loads the chain of base variants and applies each file's clauses on top of
 * its base (override, remove, add with optional placement). The result is one flat, ordered rule
 * list that the checker, compiler, `explain` and `diff` all read.
 */
import type {
  AmbiguityNode, ClaimNode, ClauseNode, DefaultChoiceNode, ExampleNode, FileNode, Ident, PhaseNode, SourceNode, Statement,
} from '../parse/ast.ts';
import { parseVariant } from '../parse/parse.ts';
import { diagnostic, didYouMean, type Diagnostic } from '../check/diagnostic.ts';
import type { FileReader, SourceFile } from './load.ts';

/** A clause in force, with the phase it belongs to (null: the whole game) and the variant that set it. */
export interface ResolvedClause { id: string; phase: string | null; node: ClauseNode; from: string }

/** A phase in force, in game order. */
export interface ResolvedPhase { id: string; title: string; node: PhaseNode }

/** A variant with its bases applied. */
export interface ResolvedVariant {
  id: string;
  title: string;
  /** This variant first, then its base, its base's base, ... */
  chain: string[];
  /** The game it belongs to: declared in its header or inherited (a variant declaring none is its own game). */
  game: { id: string; title: string };
  file: FileNode;
  sources: Map<string, SourceNode>;
  ambiguities: Map<string, AmbiguityNode>;
  phases: ResolvedPhase[];
  clauses: ResolvedClause[];
  /** This file's own examples (a base's examples were written for the base's rules). */
  examples: ExampleNode[];
  /** This file's claims about its rules, checked by `stichwort verify` (a base's claims are its source's). */
  claims: ClaimNode[];
  /** Every file read, by the name used in locations, for code frames. */
  texts: Map<string, string>;
}

/** The outcome of resolving: a variant and the diagnostics found on the way (empty when clean). */
export interface Resolution { variant: ResolvedVariant | null; diagnostics: Diagnostic[] }

/** Loads `pathOrId`, its bases, and merges them. Never throws on bad input. */
export function resolveVariant(reader: FileReader, pathOrId: string): Resolution {
  const path = reader.locate(pathOrId);
  if (!path) {
    const loc = { source: pathOrId, start: { offset: 0, line: 1, column: 1 }, end: { offset: 0, line: 1, column: 1 } };
    return { variant: null, diagnostics: [diagnostic('unknown-variant', loc, `no variant file "${pathOrId}"`, 'give a variant id from variants/ or a path to a .stw file')] };
  }
  return resolvePath(reader, reader.read(path), [], new Map());
}

/** Resolves an already-read file (used by the playground, which has no file on disk). */
export function resolveSource(reader: FileReader, source: SourceFile): Resolution {
  return resolvePath(reader, source, [], new Map());
}

/** `seen`: ids of the extending variants, nearest last; `paths`: their files (ids need not match file names). */
function resolvePath(reader: FileReader, source: SourceFile, seen: string[], texts: Map<string, string>, paths: string[] = []): Resolution {
  texts.set(source.name, source.text);
  const parsed = parseVariant(source.text, source.name);
  if (!parsed.ok) return { variant: null, diagnostics: [parsed.error] };
  const file = parsed.file;
  const diagnostics: Diagnostic[] = [];

  let base: ResolvedVariant | null = null;
  if (file.extends) {
    const ext = file.extends;
    const basePath = reader.locate(ext.name, source.path);
    if (seen.includes(ext.name) || ext.name === file.id.name || (basePath !== null && [...paths, source.path].includes(basePath))) {
      const cycle = [...seen, file.id.name, ext.name].join(' → ');
      return { variant: null, diagnostics: [diagnostic('extends-cycle', ext.loc, `\`extends\` makes a cycle: ${cycle}`, 'a variant cannot extend itself, directly or through its bases')] };
    }
    if (!basePath) {
      return { variant: null, diagnostics: [diagnostic('unknown-variant', ext.loc, `no variant \`${ext.name}\` to extend`, 'the base must be a file in variants/ (or next to this one) named after its id')] };
    }
    const inner = resolvePath(reader, reader.read(basePath), [...seen, file.id.name], texts, [...paths, source.path]);
    if (!inner.variant) return inner;
    diagnostics.push(...inner.diagnostics); // the base's own problems (duplicate ids, ...) are this variant's too
    base = inner.variant;
  }

  const variant: ResolvedVariant = {
    id: file.id.name,
    title: file.title,
    chain: [file.id.name, ...(base?.chain ?? [])],
    game: file.game ? { id: file.game.id.name, title: file.game.title } : base?.game ?? { id: file.id.name, title: file.title },
    file,
    sources: new Map(base?.sources),
    ambiguities: new Map(base?.ambiguities),
    phases: [...(base?.phases ?? [])],
    clauses: [...(base?.clauses ?? [])],
    examples: [],
    claims: [],
    texts,
  };
  for (const st of file.statements) applyStatement(variant, st, null, diagnostics);
  dropSettledAmbiguities(variant);
  return { variant, diagnostics };
}

function applyStatement(v: ResolvedVariant, st: Statement, phase: string | null, out: Diagnostic[]): void {
  switch (st.kind) {
    case 'Source':
      return addUnique(v.sources, st.id, st, 'source', out);
    case 'Ambiguity':
      return addUnique(v.ambiguities, st.id, st, 'ambiguity', out);
    case 'DefaultChoice':
      return applyDefaultChoice(v, st, out);
    case 'Example':
      if (v.examples.some((e) => e.id.name === st.id.name)) out.push(duplicate('example', st.id));
      else v.examples.push(st);
      return;
    case 'Phase': {
      const firstInFile = v.file.statements.find((s) => s.kind === 'Phase' && s.id.name === st.id.name);
      if (firstInFile !== st) out.push(duplicate('phase', st.id));
      else if (v.phases.some((p) => p.id === st.id.name) && st.place) {
        out.push(diagnostic('misplaced-clause', st.place.anchor.loc, `phase \`${st.id.name}\` is inherited and keeps its place`,
          'a phase block for an inherited phase only adds or overrides its clauses'));
      } else if (!v.phases.some((p) => p.id === st.id.name)) {
        const phase = { id: st.id.name, title: st.title, node: st };
        const anchor = st.place ? v.phases.findIndex((p) => p.id === st.place!.anchor.name) : -1;
        if (st.place && anchor < 0) {
          out.push(diagnostic('unknown-phase', st.place.anchor.loc, `cannot place phase \`${st.id.name}\` ${st.place.where} \`${st.place.anchor.name}\`: no such phase`,
            didYouMean(st.place.anchor.name, v.phases.map((p) => p.id)) ?? 'see `stichwort explain` for the phases'));
        }
        if (anchor < 0) v.phases.push(phase);
        else v.phases.splice(st.place!.where === 'before' ? anchor : anchor + 1, 0, phase);
      }
      for (const c of st.clauses) applyStatement(v, c, st.id.name, out);
      return;
    }
    case 'Claim':
      if (v.claims.some((c) => c.id.name === st.id.name)) out.push(duplicate('claim', st.id));
      else v.claims.push(st);
      return;
    case 'Removal': {
      if (st.phase) {
        const at = v.phases.findIndex((p) => p.id === st.target.name);
        if (at < 0) {
          out.push(diagnostic('unknown-phase', st.target.loc, `cannot remove phase \`${st.target.name}\`: no such phase`,
            didYouMean(st.target.name, v.phases.map((p) => p.id)) ?? 'see `stichwort explain` for the phases'));
        } else {
          v.phases.splice(at, 1);
          v.clauses = v.clauses.filter((c) => c.phase !== st.target.name);
        }
        return;
      }
      const i = v.clauses.findIndex((c) => c.id === st.target.name);
      if (i < 0) out.push(missingClause(v, st.target, 'remove'));
      else v.clauses.splice(i, 1);
      return;
    }
    case 'Clause':
      return applyClause(v, st, phase, out);
  }
}

/**
 * `default q is r`: the inherited ambiguity `q` goes by reading `r` unless a scenario picks
 * another. The ambiguity stays open (still selectable); only its default changes, and the new
 * default points at this statement, so a reading that does not exist is reported here by
 * checkReadings.
 */
function applyDefaultChoice(v: ResolvedVariant, st: DefaultChoiceNode, out: Diagnostic[]): void {
  const name = st.ambiguity.name;
  const amb = v.ambiguities.get(name);
  if (v.file.statements.some((s) => s.kind === 'Ambiguity' && s.id.name === name)) {
    out.push(diagnostic('misplaced-default', st.loc, `\`${name}\` is declared in this file`, `write \`default ${st.reading.name}\` inside its ambiguity block instead`));
  } else if (!amb) {
    const known = [...v.ambiguities.keys()];
    out.push(diagnostic('unknown-ambiguity', st.ambiguity.loc, `no ambiguity \`${name}\` is inherited`,
      didYouMean(name, known) ?? (known.length ? `the open questions are ${known.map((k) => `\`${k}\``).join(', ')}` : 'this variant\'s bases declare no ambiguities')));
  } else {
    v.ambiguities.set(name, { ...amb, default: st.reading });
  }
}

function applyClause(v: ResolvedVariant, node: ClauseNode, phase: string | null, out: Diagnostic[]): void {
  const id = node.id.name;
  const at = v.clauses.findIndex((c) => c.id === id);
  if (node.override) {
    if (at < 0) return void out.push(missingClause(v, node.id, 'override'));
    if (node.place) {
      out.push(diagnostic('misplaced-clause', node.place.anchor.loc, `an override keeps the place of \`${id}\`; it cannot be moved ${node.place.where} \`${node.place.anchor.name}\``,
        `remove \`${id}\` and add a new clause (${node.place.where} ${node.place.anchor.name}) instead`));
    }
    v.clauses[at] = { id, phase: v.clauses[at]!.phase, node, from: v.id };
    return;
  }
  if (at >= 0) {
    const inherited = v.clauses[at]!.from !== v.id;
    out.push(diagnostic('duplicate-id', node.id.loc, `a clause \`${id}\` is already defined${inherited ? ` in \`${v.clauses[at]!.from}\`` : ''}`,
      inherited ? `write \`override ${id}: ...\` to replace it` : 'give this clause another label'));
    return;
  }
  const clause: ResolvedClause = { id, phase, node, from: v.id };
  if (node.place) {
    const anchor = v.clauses.findIndex((c) => c.id === node.place!.anchor.name);
    if (anchor < 0) return void out.push(missingClause(v, node.place.anchor, node.place.where));
    clause.phase = v.clauses[anchor]!.phase;
    v.clauses.splice(node.place.where === 'before' ? anchor : anchor + 1, 0, clause);
    return;
  }
  v.clauses.push(clause);
}

/**
 * An inherited ambiguity that no clause or claim in force refers to any more has been settled by
 * this variant's overrides (the Swedish rules answer questions Pagat leaves open): it is dropped.
 */
function dropSettledAmbiguities(v: ResolvedVariant): void {
  const text = JSON.stringify([v.clauses.map((c) => [c.node.body, c.node.guard]), v.claims]);
  for (const id of [...v.ambiguities.keys()]) {
    const own = v.file.statements.some((s) => s.kind === 'Ambiguity' && s.id.name === id);
    if (!own && !text.includes(`"ambiguity":{"name":${JSON.stringify(id)}`)) v.ambiguities.delete(id);
  }
}

function addUnique<T>(map: Map<string, T>, id: Ident, value: T, what: string, out: Diagnostic[]): void {
  if (map.has(id.name)) out.push(duplicate(what, id));
  else map.set(id.name, value);
}

function duplicate(what: string, id: Ident): Diagnostic {
  return diagnostic('duplicate-id', id.loc, `${what} \`${id.name}\` is defined twice`, `give this ${what} another id`);
}

function missingClause(v: ResolvedVariant, target: Ident, verb: string): Diagnostic {
  const hint = didYouMean(target.name, v.clauses.map((c) => c.id));
  return diagnostic('unknown-clause', target.loc, `cannot ${verb} \`${target.name}\`: no such clause${v.chain.length > 1 ? ` in \`${v.chain[1]}\`` : ''}`,
    hint ?? 'see `stichwort explain` for the clause ids in force');
}
