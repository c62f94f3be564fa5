/**
 * Narrow locations for the checker. A few things the checker reports on have no location of
 * their own in the syntax tree (player names in examples, the number after `total`, the keyword
 * that names an unlabelled clause); these helpers find them inside the span of their node, so
 * a diagnostic can point at the exact word rather than at the whole clause.
 */
import type { Loc, Position } from './location.ts';

/** What clauseIdLoc reads of a clause node: its id and its body's span (core sits below the syntax tree). */
export interface LocatedClause {
  id: { name: string; loc: Loc };
  body: { loc: Loc };
}

/** The location of the clause's id: the label, or for `players 4 ...`-style clauses the keyword. */
export function clauseIdLoc(node: LocatedClause): Loc {
  const { id, body } = node;
  if (id.loc.start.offset !== body.loc.start.offset || id.loc.end.offset !== body.loc.end.offset) return id.loc;
  return span(id.loc.source, id.loc.start, id.name.length);
}

/**
 * The location of one match of `pattern` inside the text covered by `loc` (comments ignored).
 * With a capture group, the location is that of the group's text. `nth` picks the match: 0 the
 * first, 1 the second, -1 the last. Returns null when the file text is unknown or nothing matches.
 */
export function findInSpan(texts: ReadonlyMap<string, string>, loc: Loc, pattern: RegExp, nth = 0): Loc | null {
  const text = texts.get(String(loc.source));
  if (text === undefined) return null;
  const slice = text.slice(loc.start.offset, loc.end.offset).replace(/#[^\n]*/g, (c) => ' '.repeat(c.length));
  const flags = new Set([...pattern.flags, 'g', 'd']);
  const m = [...slice.matchAll(new RegExp(pattern.source, [...flags].join('')))].at(nth);
  if (!m) return null;
  const [start, end] = m.indices?.[1] ?? m.indices?.[0] ?? [m.index, m.index + m[0].length];
  return span(loc.source, positionAt(text, loc.start.offset + start), end - start);
}

/** A pattern matching `word` as a whole player name or card symbol (not part of a longer word). */
export function wordPattern(word: string): RegExp {
  return new RegExp(`(?<![A-Za-z0-9-])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9-])`);
}

/** Where each line of the last text looked at starts: finding a position is then a binary search. */
let lineIndex: { text: string; starts: number[] } | null = null;

function positionAt(text: string, offset: number): Position {
  if (lineIndex?.text !== text) {
    const starts = [0];
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    lineIndex = { text, starts };
  }
  const { starts } = lineIndex;
  let lo = 0,
    hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  // A byte order mark is not a column (parse.ts reads it as nothing).
  const bom = lo === 0 && text.startsWith('\uFEFF') ? 1 : 0;
  return { offset, line: lo + 1, column: offset - starts[lo]! + 1 - bom };
}

function span(source: unknown, start: Position, length: number): Loc {
  return { source, start, end: { offset: start.offset + length, line: start.line, column: start.column + length } };
}
