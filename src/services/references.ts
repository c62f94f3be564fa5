/**
 * What a word of a file names: a clause, a phase, a question, a reading, a source, a variant.
 * From the file's tree when it parses (every identifier there has its location); while it does
 * not, from the words before it on its line (`override x`, `default q is r`, `[src`), so that
 * hover and go-to still answer in a file being typed.
 */
import { clauseIdLoc } from '../core/locate.ts';
import type { ClauseNode, FileNode, Ident } from '../parse/ast.ts';
import { linePrefix, wordAt } from './text.ts';

/** A name used at `from`..`to` of the open file, and what kind of thing it names. */
export type Reference =
  | { kind: 'clause'; name: string; from: number; to: number; role: 'override' | 'remove' | 'label' | 'anchor' | 'times' | 'use' }
  | { kind: 'phase'; name: string; from: number; to: number }
  | { kind: 'ambiguity'; name: string; from: number; to: number }
  | { kind: 'reading'; name: string; ambiguity: string; from: number; to: number }
  | { kind: 'source'; name: string; from: number; to: number }
  | { kind: 'variant'; name: string; from: number; to: number };

/** Spreads an identifier's name and span into a reference. */
const at = (id: Ident) => ({ name: id.name, from: id.loc.start.offset, to: id.loc.end.offset });

/**
 * The reference at `offset` (inside a name or just after it): from the tree when the file parses,
 * from the tree of the part that parses when `offset` is in it, else from the words around it.
 */
export function referenceAt(text: string, file: FileNode | null, offset: number, partial: FileNode | null = null): Reference | null {
  if (file) return fromTree(file, offset);
  if (partial && offset < partial.loc.end.offset) return fromTree(partial, offset) ?? fromWords(text, offset);
  return fromWords(text, offset);
}

/** Every name in the tree that refers to something, with its kind (the tree's nodes walked once). */
export function references(file: FileNode): Reference[] {
  const found: Reference[] = file.extends.map((e) => ({ kind: 'variant', ...at(e) }));
  const stack: unknown[] = [...file.statements];
  // The tree is finite and its depth bounded by the parser (MAX_NESTING), so the walk ends.
  while (stack.length) {
    const x = stack.pop();
    if (!x || typeof x !== 'object') continue;
    if (Array.isArray(x)) { stack.push(...x); continue; }
    const n = x as { kind?: string; [k: string]: unknown };
    found.push(...named(n));
    for (const [k, v] of Object.entries(n)) if (k !== 'loc' && v && typeof v === 'object') stack.push(v);
  }
  return found;
}

/** The names a node itself carries (not its children's). */
function named(n: { kind?: string; [k: string]: unknown }): Reference[] {
  const id = (k: string) => n[k] as Ident;
  switch (n.kind) {
    case 'Source': return [{ kind: 'source', ...at(id('id')) }];
    case 'Cite': return [{ kind: 'source', ...at(id('source')) }];
    case 'Ambiguity': {
      const amb = id('id').name;
      return [
        { kind: 'ambiguity', ...at(id('id')) },
        ...(n.readings as { id: Ident }[]).map((r): Reference => ({ kind: 'reading', ambiguity: amb, ...at(r.id) })),
        { kind: 'reading', ambiguity: amb, ...at(id('default')) },
      ];
    }
    case 'DefaultChoice':
    case 'ReadingIs':
      return [{ kind: 'ambiguity', ...at(id('ambiguity')) }, { kind: 'reading', ambiguity: id('ambiguity').name, ...at(id('reading')) }];
    case 'Removal': return [n.phase ? { kind: 'phase', ...at(id('target')) } : { kind: 'clause', role: 'remove', ...at(id('target')) }];
    case 'Clause': {
      const place = n.place as { anchor: Ident } | null;
      // An unlabelled clause's id spans its whole body; the reference is its keyword only.
      const label = { name: id('id').name, loc: clauseIdLoc(n as unknown as ClauseNode) };
      return [
        { kind: 'clause', role: n.override ? 'override' : 'label', ...at(label) },
        ...(place ? [{ kind: 'clause', role: 'anchor', ...at(place.anchor) } as Reference] : []),
      ];
    }
    case 'Phase': {
      const place = n.place as { anchor: Ident } | null;
      return [{ kind: 'phase', ...at(id('id')) }, ...(place ? [{ kind: 'phase', ...at(place.anchor) } as Reference] : [])];
    }
    case 'PhaseIs': return [{ kind: 'phase', ...at(id('phase')) }];
    // A tally is a clause (`marks: tally per player ...`): where it is counted, its name refers to it.
    case 'Add': case 'Erase': case 'LoseGame': case 'Total': case 'Settle':
      return [{ kind: 'clause', role: 'use', ...at(id('tally')) }];
    case 'PayIn': case 'PayOut':
      return [{ kind: 'clause', role: 'use', ...at(id('from')) }, { kind: 'clause', role: 'use', ...at(id('to')) }];
    case 'Value': return [{ kind: 'clause', role: 'use', ...at(id('name')) }];
    // An example's `options q = r` and `expect refused M by clause`.
    case 'ExOptions':
      return (n.choices as { ambiguity: Ident; reading: Ident }[]).flatMap((c): Reference[] => [
        { kind: 'ambiguity', ...at(c.ambiguity) }, { kind: 'reading', ambiguity: c.ambiguity.name, ...at(c.reading) },
      ]);
    case 'ExExpect': return n.field === 'refused' && n.by ? [{ kind: 'clause', role: 'use', ...at(id('by')) }] : [];
    case 'Times': return [{ kind: 'clause', role: 'times', ...at(id('clause')) }];
    default: return [];
  }
}

function fromTree(file: FileNode, offset: number): Reference | null {
  // A clause's own label and a body keyword share a span (`players 4`): the first found wins.
  return references(file).find((r) => r.from <= offset && offset <= r.to && r.to > r.from) ?? null;
}

/** The words before a name on its line that say what it names, for a file that does not parse. */
const CONTEXTS: readonly { pattern: RegExp; ref: (m: RegExpExecArray, name: string) => Reference['kind'] | ['reading', string] | ['clause', 'override' | 'remove' | 'anchor'] }[] = [
  { pattern: /\bremove\s+phase\s+$/, ref: () => 'phase' },
  { pattern: /\bremove\s+$/, ref: () => ['clause', 'remove'] },
  { pattern: /^\s*override\s+$/, ref: () => ['clause', 'override'] },
  { pattern: /\((?:before|after)\s+$/, ref: () => ['clause', 'anchor'] },
  { pattern: /\b(?:default|reading)\s+([a-z][a-z0-9-]*)\s+is\s+$/, ref: (m) => ['reading', m[1]!] },
  { pattern: /\b(?:default|reading)\s+$/, ref: () => 'ambiguity' },
  { pattern: /\[\s*$/, ref: () => 'source' },
  { pattern: /^\s*source\s+$/, ref: () => 'source' },
  { pattern: /^\s*extends\s+(?:[a-z][a-z0-9-]*\s*,\s*)*$/, ref: () => 'variant' },
  { pattern: /^\s*phase\s+$/, ref: () => 'phase' },
];

function fromWords(text: string, offset: number): Reference | null {
  const { from, to } = wordAt(text, offset);
  if (from === to) return null;
  const name = text.slice(from, to);
  const before = linePrefix(text, from);
  for (const c of CONTEXTS) {
    const m = c.pattern.exec(before);
    if (!m) continue;
    const k = c.ref(m, name);
    if (Array.isArray(k)) {
      return k[0] === 'reading' ? { kind: 'reading', ambiguity: k[1], name, from, to } : { kind: 'clause', role: k[1], name, from, to };
    }
    return { kind: k, name, from, to } as Reference;
  }
  // A label at the start of a line: a clause of this file (or, when it is written `override x:`, above).
  if (/^\s*$/.test(before) && /^[a-z][a-z0-9-]*\s*(?:\((?:before|after)\s+[a-z0-9-]+\)\s*)?:/.test(text.slice(from))) return { kind: 'clause', role: 'label', name, from, to };
  return null;
}
