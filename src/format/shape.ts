/**
 * What the formatter needs to know of a parsed file besides its tokens: where each item begins
 * (a statement, a clause of a phase, a reading, a step of an example, a line of a deck), where
 * each citation is and how it is written canonically, and where the moves of examples are (whose
 * double spaces group the cards of a trick and are kept).
 */
import type { CiteNode, FileNode } from '../parse/ast.ts';
import type { Token } from './tokens.ts';

/** A citation: its span in the file and the text it is written as. */
export interface CiteSpan {
  start: number;
  end: number;
  text: string;
}

/** The parts of a file's tree the layout follows. */
export interface FileShape {
  /** Offsets of the tokens that begin an item: each goes on a line of its own, indented by its depth. */
  itemStarts: Set<number>;
  /** Offset of the header's `extends`, which stands at the left margin like a statement. */
  extendsAt: number | null;
  cites: CiteSpan[];
  /** Spans of `moves` steps in examples, [start, end). */
  moves: [number, number][];
}

/** `[source "Section"]`, as the shipped files write a citation. */
export const citeText = (c: CiteNode): string => `[${c.source.name}${c.section === null ? '' : ` "${c.section}"`}]`;

/** Offset of the first non-comment token before the token at `offset`, or null. */
function keywordBefore(tokens: readonly Token[], index: ReadonlyMap<number, number>, offset: number): number | null {
  let i = (index.get(offset) ?? 0) - 1;
  while (i >= 0 && tokens[i]!.kind === 'comment') i--;
  return i >= 0 ? tokens[i]!.start : null;
}

/**
 * Reads the shape of `file` (parsed from the text `tokens` came from). The tree is walked with a
 * stack, not recursion: its depth is bounded by the parser, but the walk need not rely on it.
 */
export function fileShape(file: FileNode, tokens: readonly Token[]): FileShape {
  const index = new Map(tokens.map((t, i) => [t.start, i]));
  const itemStarts = new Set<number>();
  const cites: CiteSpan[] = [];
  const moves: [number, number][] = [];
  const first = tokens.find((t) => t.kind !== 'comment');
  if (first) itemStarts.add(first.start);
  const extendsAt = file.extends.length > 0 ? keywordBefore(tokens, index, file.extends[0]!.loc.start.offset) : null;
  if (extendsAt !== null) itemStarts.add(extendsAt);
  for (const s of file.statements) itemStarts.add(s.loc.start.offset);
  for (const t of file.titles ?? []) itemStarts.add(t.loc.start.offset);

  const stack: unknown[] = [file];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const x = stack.pop();
    if (!x || typeof x !== 'object' || seen.has(x)) continue;
    seen.add(x);
    const n = x as { kind?: string; loc?: { start: { offset: number }; end: { offset: number } } };
    switch (n.kind) {
      case 'Cite': {
        const c = x as CiteNode;
        cites.push({ start: c.loc.start.offset, end: c.loc.end.offset, text: citeText(c) });
        continue;
      }
      case 'ExMoves':
        moves.push([n.loc!.start.offset, n.loc!.end.offset]);
        break;
      case 'Phase':
        for (const c of (x as { clauses: { loc: { start: { offset: number } } }[] }).clauses)
          itemStarts.add(c.loc.start.offset);
        break;
      case 'Example':
        for (const c of (x as { steps: { loc: { start: { offset: number } } }[] }).steps)
          itemStarts.add(c.loc.start.offset);
        break;
      case 'Titles':
        for (const e of (x as { entries: { loc: { start: { offset: number } } }[] }).entries)
          itemStarts.add(e.loc.start.offset);
        break;
      case 'Ambiguity': {
        const a = x as {
          readings: { loc: { start: { offset: number } } }[];
          default: { loc: { start: { offset: number } } };
        };
        for (const r of a.readings) itemStarts.add(r.loc.start.offset);
        const dflt = keywordBefore(tokens, index, a.default.loc.start.offset);
        if (dflt !== null) itemStarts.add(dflt);
        break;
      }
      case 'Deck': {
        // `suits`, `ranks` and `colours` each begin a line of the deck; the tree locates what follows them.
        const d = x as {
          suits: { loc: { start: { offset: number } } }[];
          ranks: typeof d.suits;
          colours: typeof d.suits;
        };
        for (const list of [d.suits, d.ranks, d.colours]) {
          const k = list.length > 0 ? keywordBefore(tokens, index, list[0]!.loc.start.offset) : null;
          if (k !== null) itemStarts.add(k);
        }
        break;
      }
      default:
        break;
    }
    for (const [k, v] of Object.entries(x)) if (k !== 'loc' && v && typeof v === 'object') stack.push(v);
  }
  cites.sort((a, b) => a.start - b.start);
  return { itemStarts, extendsAt, cites, moves };
}
