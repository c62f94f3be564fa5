/**
 * Where a referenced thing is declared: a clause, phase, question, reading, source, event or
 * variant, found in the symbol tables of the open file's bases (what `override` and `remove`
 * name), of the resolved variant, or of the open file's own tree while it does not resolve. The
 * tables say which declaration is in force and where; the texts the resolver read show it.
 */
import type { AmbiguityNode, CiteNode, FileNode, SourceNode } from '../parse/ast.ts';
import type { Loc } from '../core/location.ts';
import type { ResolvedVariant } from '../resolve/resolve.ts';
import { SymbolTable, type Located, type SymbolKind } from '../resolve/symbols.ts';
import type { Reference } from './references.ts';
import type { Analysis } from './workspace.ts';

/** A declaration: its id's span and its own, in the file named `source`, with what hover shows. */
export interface Declaration {
  /** What it declares (a value may turn out a tally or an event's count). */
  kind: SymbolKind;
  /** The name the file's locations carry. */
  source: string;
  idLoc: Loc;
  loc: Loc;
  /** The declaration as written (a slice of its file). */
  written: string;
  title: string;
  cite: CiteNode | null;
  /** The sources its citation may name. */
  sources: ReadonlyMap<string, SourceNode>;
  /** For a clause: the chain of variants whose rulebook may explain it, nearest first. */
  chain: readonly string[];
}

/** The variants to look in: the bases first for what the file changes, else the file itself. */
function variants(a: Analysis, baseFirst: boolean): ResolvedVariant[] {
  const own = a.variant ? [a.variant] : [];
  return baseFirst ? [...a.bases, ...own] : [...own, ...a.bases];
}

const NOTHING_IN_FORCE = {
  clauses: [],
  phases: [],
  ambiguities: [],
  sources: [],
  events: [],
  examples: [],
  claims: [],
};
const ownTables = new WeakMap<FileNode, SymbolTable>();

/** The open file's own tree as a table (nothing in force): what it declares even while it does not resolve. */
export function ownTable(a: Analysis): SymbolTable | null {
  const file = a.file ?? a.partial;
  if (!file) return null;
  let t = ownTables.get(file);
  if (!t) ownTables.set(file, (t = new SymbolTable([file], NOTHING_IN_FORCE)));
  return t;
}

/** The text of `loc` in whichever of `a`'s variants read its file. */
function written(a: Analysis, loc: Loc): string {
  const name = String(loc.source);
  const text =
    name === a.name
      ? a.text
      : (variants(a, true)
          .map((v) => v.texts.get(name))
          .find((t) => t !== undefined) ?? '');
  return text.slice(loc.start.offset, loc.end.offset);
}

/** The sources the open file may cite: its own declarations with those of its variant and bases. */
function allSources(a: Analysis): Map<string, SourceNode> {
  const m = new Map<string, SourceNode>();
  for (const v of variants(a, true))
    for (const e of v.symbols.inForce('source'))
      if (e.inForce?.owner?.kind === 'Source') m.set(e.name, e.inForce.owner);
  for (const o of ownTable(a)?.occurrences() ?? [])
    if (o.kind === 'source' && o.owner?.kind === 'Source' && !m.has(o.name)) m.set(o.name, o.owner);
  return m;
}

/** The declaration `ref` names, or null when nothing of that name is known. */
export function declarationOf(a: Analysis, ref: Reference): Declaration | null {
  if (ref.kind === 'variant') {
    const v = a.bases.find((b) => b.id === ref.name) ?? null;
    return v ? make(a, 'variant', v.file.id.loc, v.file.id.loc, v.title, null, v.chain) : null;
  }
  // What an override or a removal names is the base's; a phase block re-opens the base's phase.
  const baseFirst = ref.role === 'override' || ref.role === 'remove' || ref.kind === 'phase';
  for (const v of variants(a, baseFirst)) {
    const decl = v.symbols.get(ref.kind, ref.name, ref.scope)?.inForce;
    if (decl) return declared(a, decl, v.chain);
  }
  const own = ownTable(a)?.get(ref.kind, ref.name, ref.scope)?.declarations[0];
  return own ? declared(a, own, [own.variant]) : null;
}

/** The declaration `decl` (its statement and, for a reading, its reading) as hover and go-to show it; `chain`: its variant's. */
function declared(a: Analysis, decl: Located, chain: readonly string[]): Declaration | null {
  const st = decl.owner;
  if (!st) return null;
  switch (st.kind) {
    case 'Clause':
      if (decl.kind === 'suit' || decl.kind === 'rank')
        return make(a, decl.kind, decl.loc, decl.loc, decl.name, null, []);
      // The chain from the variant that set the clause: its rulebook section is that variant's (or a base's).
      return make(
        a,
        decl.kind,
        decl.loc,
        st.loc,
        decl.name,
        st.cite,
        chain.slice(Math.max(0, chain.indexOf(decl.variant))),
      );
    case 'Phase':
      return make(a, decl.kind, decl.loc, st.loc, st.title, null, []);
    case 'Ambiguity': {
      if (decl.kind === 'ambiguity') return make(a, decl.kind, decl.loc, st.loc, st.question, null, []);
      const r = st.readings.find((x) => x.id.loc === decl.loc);
      return r ? make(a, decl.kind, decl.loc, r.loc, r.title ?? r.id.name, r.cite, []) : null;
    }
    case 'Source':
      return make(a, decl.kind, decl.loc, st.loc, st.title, null, []);
    case 'Event':
      return make(a, decl.kind, decl.loc, st.loc, st.title, st.cite, []);
    case 'Example':
      return make(a, decl.kind, decl.loc, st.loc, st.title, null, []);
    case 'Claim':
      return make(a, decl.kind, decl.loc, st.loc, st.text, st.cite, []);
    default:
      return null;
  }
}

function make(
  a: Analysis,
  kind: SymbolKind,
  idLoc: Loc,
  loc: Loc,
  title: string,
  cite: CiteNode | null,
  chain: readonly string[],
): Declaration {
  return {
    kind,
    source: String(idLoc.source),
    idLoc,
    loc,
    written: written(a, loc),
    title,
    cite,
    sources: allSources(a),
    chain,
  };
}

/** A question as it is in force (its default may come from a `default q is r` elsewhere): as the file resolved, else in its bases, else written in it. */
export function ambiguity(a: Analysis, name: string): AmbiguityNode | null {
  for (const v of variants(a, false)) {
    const amb = v.ambiguities.get(name);
    if (amb) return amb;
  }
  const own = ownTable(a)
    ?.get('ambiguity', name)
    ?.declarations.find((d) => d.role === 'declare')?.owner;
  return own?.kind === 'Ambiguity' ? own : null;
}

/** The citation in words: the source's title and author, and the section cited. */
export function citeInWords(cite: CiteNode, sources: ReadonlyMap<string, SourceNode>): string {
  const s = sources.get(cite.source.name);
  const who = s ? `${s.title}${s.author ? `, by ${s.author}` : ''}` : cite.source.name;
  return cite.section ? `${who}, “${cite.section}”` : who;
}
