/**
 * Where a referenced thing is declared: a clause, phase, question, reading, source or variant,
 * found in the open file's bases (what `override` and `remove` name), in the resolved variant, or
 * in the open file's own tree. Everything comes from the resolver's data: its clauses in force,
 * their nodes and locations, and the texts it read.
 */
import type { AmbiguityNode, CiteNode, ClauseNode, FileNode, Ident, SourceNode, Statement } from '../parse/ast.ts';
import type { Loc } from '../core/location.ts';
import { clauseIdLoc } from '../core/locate.ts';
import type { ResolvedVariant } from '../resolve/resolve.ts';
import type { Reference } from './references.ts';
import type { Analysis } from './workspace.ts';

/** A declaration: its id's span and its own, in the file named `source`, with what hover shows. */
export interface Declaration {
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

/** The text of `loc` in whichever of `a`'s variants read its file. */
function written(a: Analysis, loc: Loc): string {
  const name = String(loc.source);
  const text = name === a.name ? a.text : variants(a, true).map((v) => v.texts.get(name)).find((t) => t !== undefined) ?? '';
  return text.slice(loc.start.offset, loc.end.offset);
}

/** The open file's own statements, phases' clauses included. */
function ownStatements(a: Analysis): Statement[] {
  const file = a.file ?? a.partial;
  return file ? file.statements.flatMap((st): Statement[] => (st.kind === 'Phase' ? [st, ...st.clauses] : [st])) : [];
}

/** The sources the open file may cite: its own declarations with those of its variant and bases. */
function allSources(a: Analysis): Map<string, SourceNode> {
  const m = new Map<string, SourceNode>();
  for (const v of variants(a, true)) for (const [k, s] of v.sources) m.set(k, s);
  for (const st of ownStatements(a)) if (st.kind === 'Source' && !m.has(st.id.name)) m.set(st.id.name, st);
  return m;
}

/** The declaration `ref` names, or null when nothing of that name is known. */
export function declarationOf(a: Analysis, ref: Reference): Declaration | null {
  switch (ref.kind) {
    case 'clause': return clause(a, ref.name, ref.role === 'override' || ref.role === 'remove');
    case 'phase': return phase(a, ref.name);
    case 'ambiguity': {
      const amb = ambiguity(a, ref.name);
      return amb ? make(a, amb.id, amb.loc, amb.question, null, []) : null;
    }
    case 'reading': {
      const r = ambiguity(a, ref.ambiguity)?.readings.find((x) => x.id.name === ref.name);
      return r ? make(a, r.id, r.loc, r.title ?? r.id.name, r.cite, []) : null;
    }
    case 'source': {
      const s = allSources(a).get(ref.name);
      return s ? make(a, s.id, s.loc, s.title, null, []) : null;
    }
    case 'variant': {
      const v = a.bases.find((b) => b.id === ref.name) ?? null;
      return v ? make(a, v.file.id, v.file.id.loc, v.title, null, v.chain) : null;
    }
  }
}

function make(a: Analysis, id: Ident, loc: Loc, title: string, cite: CiteNode | null, chain: readonly string[]): Declaration {
  return { source: String(id.loc.source), idLoc: id.loc, loc, written: written(a, loc), title, cite, sources: allSources(a), chain };
}

/** A clause: in the bases for what `override`/`remove` name, else in force in the file or written in it. */
function clause(a: Analysis, name: string, baseFirst: boolean): Declaration | null {
  for (const v of variants(a, baseFirst)) {
    const c = v.clauses.find((x) => x.id === name);
    // The chain from the variant that set the clause: its rulebook section is that variant's (or a base's).
    if (c) return make(a, { name: c.id, loc: clauseIdLoc(c.node) }, c.node.loc, c.id, c.node.cite, v.chain.slice(Math.max(0, v.chain.indexOf(c.from))));
  }
  const own = ownStatements(a).find((st): st is ClauseNode => st.kind === 'Clause' && st.id.name === name);
  return own ? make(a, { name: own.id.name, loc: clauseIdLoc(own) }, own.loc, own.id.name, own.cite, [(a.file ?? a.partial)!.id.name]) : null;
}

function phase(a: Analysis, name: string): Declaration | null {
  for (const v of variants(a, true)) {
    const p = v.phases.find((x) => x.id === name);
    if (p) return make(a, p.node.id, p.node.loc, p.title, null, v.chain);
  }
  const own = (a.file ?? a.partial)?.statements.find((st) => st.kind === 'Phase' && st.id.name === name);
  return own?.kind === 'Phase' ? make(a, own.id, own.loc, own.title, null, []) : null;
}

/** A question: as the file resolved, else in its bases, else written in it. */
export function ambiguity(a: Analysis, name: string): AmbiguityNode | null {
  for (const v of variants(a, false)) {
    const amb = v.ambiguities.get(name);
    if (amb) return amb;
  }
  const own = (a.file ?? a.partial)?.statements.find((st): st is AmbiguityNode => st.kind === 'Ambiguity' && st.id.name === name);
  return own ?? null;
}

/** The citation in words: the source's title and author, and the section cited. */
export function citeInWords(cite: CiteNode, sources: ReadonlyMap<string, SourceNode>): string {
  const s = sources.get(cite.source.name);
  const who = s ? `${s.title}${s.author ? `, by ${s.author}` : ''}` : cite.source.name;
  return cite.section ? `${who}, “${cite.section}”` : who;
}
