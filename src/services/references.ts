/**
 * What a word of a file names: a clause, a phase, a question, a reading, a source, a variant.
 * From the file's tree when it parses (every identifier there has its location); while it does
 * not, from the words before it on its line (`override x`, `default q is r`, `[src`), so that
 * hover and go-to still answer in a file being typed.
 */
import type { FileNode } from '../parse/ast.ts';
import { occurrencesOf, type Role, type SymbolKind } from '../resolve/occurrences.ts';
import { linePrefix, wordAt } from './text.ts';

/** A name written at `from`..`to` of the open file: what kind of thing it names, and how it is written there. */
export interface Reference {
  kind: SymbolKind;
  name: string;
  /** A reading's question. */
  scope?: string;
  role: Role;
  from: number;
  to: number;
}

/**
 * The reference at `offset` (inside a name or just after it): from the tree when the file parses,
 * from the tree of the part that parses when `offset` is in it, else from the words around it.
 */
export function referenceAt(
  text: string,
  file: FileNode | null,
  offset: number,
  partial: FileNode | null = null,
): Reference | null {
  if (file) return fromTree(file, offset);
  if (partial && offset < partial.loc.end.offset) return fromTree(partial, offset) ?? fromWords(text, offset);
  return fromWords(text, offset);
}

/** Every name in the tree, declared or used, with its kind: the file's own part of the symbol table. */
export function references(file: FileNode): Reference[] {
  return occurrencesOf(file).map((o) => ({
    kind: o.kind,
    name: o.name,
    ...(o.scope !== undefined ? { scope: o.scope } : {}),
    role: o.role,
    from: o.loc.start.offset,
    to: o.loc.end.offset,
  }));
}

function fromTree(file: FileNode, offset: number): Reference | null {
  // A clause's own label and a body keyword share a span (`players 4`): the first written wins.
  // The file's own id names nothing to look up: hover and go-to answer from its bases.
  return (
    references(file).find(
      (r) => r.from <= offset && offset <= r.to && r.to > r.from && !(r.kind === 'variant' && r.role === 'declare'),
    ) ?? null
  );
}

/** The words before a name on its line that say what it names, for a file that does not parse. */
const CONTEXTS: readonly {
  pattern: RegExp;
  ref: (m: RegExpExecArray) => { kind: SymbolKind; role: Role; scope?: string };
}[] = [
  { pattern: /\bremove\s+phase\s+$/, ref: () => ({ kind: 'phase', role: 'remove' }) },
  { pattern: /\bremove\s+$/, ref: () => ({ kind: 'clause', role: 'remove' }) },
  { pattern: /^\s*override\s+$/, ref: () => ({ kind: 'clause', role: 'override' }) },
  { pattern: /\((?:before|after)\s+$/, ref: () => ({ kind: 'clause', role: 'anchor' }) },
  {
    pattern: /\b(?:default|reading)\s+([a-z][a-z0-9-]*)\s+is\s+$/,
    ref: (m) => ({ kind: 'reading', role: 'use', scope: m[1]! }),
  },
  { pattern: /\b(?:default|reading)\s+$/, ref: () => ({ kind: 'ambiguity', role: 'use' }) },
  { pattern: /\[\s*$/, ref: () => ({ kind: 'source', role: 'use' }) },
  { pattern: /^\s*source\s+$/, ref: () => ({ kind: 'source', role: 'declare' }) },
  { pattern: /^\s*extends\s+(?:[a-z][a-z0-9-]*\s*,\s*)*$/, ref: () => ({ kind: 'variant', role: 'extends' }) },
  { pattern: /^\s*phase\s+$/, ref: () => ({ kind: 'phase', role: 'declare' }) },
];

function fromWords(text: string, offset: number): Reference | null {
  const { from, to } = wordAt(text, offset);
  if (from === to) return null;
  const name = text.slice(from, to);
  const before = linePrefix(text, from);
  for (const c of CONTEXTS) {
    const m = c.pattern.exec(before);
    if (m) return { ...c.ref(m), name, from, to };
  }
  // A label at the start of a line: a clause of this file (or, when it is written `override x:`, above).
  if (/^\s*$/.test(before) && /^[a-z][a-z0-9-]*\s*(?:\((?:before|after)\s+[a-z0-9-]+\)\s*)?:/.test(text.slice(from)))
    return { kind: 'clause', role: 'declare', name, from, to };
  return null;
}
