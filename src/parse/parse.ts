/**
 * Parses variant text into a syntax tree. Syntax errors become diagnostics with the location
 * Peggy reports, never exceptions, so callers can print them with a code frame.
 *
 * Depth is bounded before and while parsing: the parser and every later pass walk the tree
 * recursively, so brackets nested past MAX_NESTING and seats longer than MAX_SEAT_STEPS are
 * refused at the offending spot (`too-deep`) instead of overflowing the stack. Long flat chains
 * (`or`, `and`, `+`, `not not ...`) are read in loops and kept shallow by the grammar.
 */
import { parse as peggyParse, SyntaxError as PeggySyntaxError } from './generated/parser.js';
import type { FileNode } from './ast.ts';
import type { Loc, Position } from '../core/location.ts';
import type { Diagnostic } from '../core/diagnostic.ts';

/** The deepest brackets may nest. Real variants nest three or four deep. */
export const MAX_NESTING = 64;

/** The most steps a seat may walk (`next active after next active after ... dealer`). */
export const MAX_SEAT_STEPS = 32;

const BOM = '\uFEFF';

/** How the grammar's message for a seat past MAX_SEAT_STEPS begins (grammar/stichwort.peggy, rule Seat). */
const SEAT_TOO_LONG = 'a seat of more than';

/** The result of parsing one file: a tree, or the syntax error that stopped the parser. */
export type ParseResult = { ok: true; file: FileNode } | { ok: false; error: Diagnostic };

/**
 * Parses `text`; `source` names the file in locations (e.g. `variants/hindersche-pagat.stw`).
 * A byte order mark at the start is read as nothing: offsets still index `text` (so slices of it
 * are right), and columns on the first line are those an editor shows, not counting the mark.
 */
export function parseVariant(text: string, source: string): ParseResult {
  const bom = text.startsWith(BOM);
  const input = bom ? ` ${text.slice(1)}` : text;
  const refused = strayCharacterError(input, source) ?? nestingError(input, source);
  if (refused) return { ok: false, error: bom ? shiftFirstLine(refused) : refused };
  try {
    const file = peggyParse(input, { grammarSource: source, maxSeatSteps: MAX_SEAT_STEPS });
    return { ok: true, file: bom ? shiftFirstLine(file) : file };
  } catch (e) {
    if (!(e instanceof PeggySyntaxError)) throw e;
    const error =
      e.expected === null
        ? // Raised by the grammar itself (`error(...)` in an action): its message says what is wrong.
          e.message.startsWith(SEAT_TOO_LONG)
          ? {
              code: 'too-deep',
              message: e.message,
              loc: e.location,
              hint: 'name the seat in fewer steps: a step walks at most once round the table',
            }
          : { code: 'syntax', message: e.message, loc: e.location, hint: undefined }
        : {
            code: 'syntax',
            message: `expected ${describeExpected(e.expected ?? [])} but found ${e.found === null ? 'the end of the file' : JSON.stringify(e.found)}`,
            loc: e.location,
            hint: syntaxHint(e.found ?? null),
          };
    if (error.hint === undefined) delete error.hint;
    return { ok: false, error: bom ? shiftFirstLine(error) : error };
  }
}

/**
 * A carriage return that ends no line (one not followed by a line feed) or a byte order mark
 * after the start, as a located syntax error, or null. Both are invisible in most editors, and
 * the grammar would read them apart from what an editor shows: a carriage return as a space
 * (`1<CR>0` is two ranks, which an editor may show as `10` or on two lines), inside a comment as
 * part of it (hiding what follows on the screen). Anywhere in the file, strings and comments too.
 */
function strayCharacterError(text: string, source: string): Diagnostic | null {
  const m = /\r(?!\n)|\uFEFF/.exec(text);
  if (!m) return null;
  let line = 1,
    lineStart = 0;
  for (let nl = text.indexOf('\n'); nl >= 0 && nl < m.index; nl = text.indexOf('\n', nl + 1)) {
    line++;
    lineStart = nl + 1;
  }
  const start: Position = { offset: m.index, line, column: m.index - lineStart + 1 };
  const loc: Loc = { source, start, end: { offset: m.index + 1, line, column: start.column + 1 } };
  return m[0] === '\r'
    ? {
        code: 'syntax',
        loc,
        message: 'found a carriage return (U+000D) that ends no line',
        hint: 'delete it: a line ends with a line feed, or a carriage return and a line feed (Windows); one alone is shown by some editors as a line break the parser does not see',
      }
    : {
        code: 'syntax',
        loc,
        message: 'found a byte order mark (U+FEFF, an invisible character) after the start of the file',
        hint: 'delete it: a byte order mark may only begin a file (it is often left by pasting or joining files)',
      };
}

/**
 * The first bracket nested more than MAX_NESTING deep, as a diagnostic, or null. Brackets in
 * strings and comments do not count (the scan follows the grammar's strings and comments).
 */
function nestingError(text: string, source: string): Diagnostic | null {
  let depth = 0,
    line = 1,
    lineStart = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 10) {
      line++;
      lineStart = i + 1;
    } else if (ch === 34) {
      // a string ends at its quote or the line's end
      let j = i + 1;
      while (j < text.length && text[j] !== '"' && text[j] !== '\n') j++;
      if (j === text.length) return null;
      i = text[j] === '"' ? j : j - 1;
    } else if (ch === 35) {
      // a comment runs to the end of the line
      const nl = text.indexOf('\n', i);
      if (nl < 0) return null;
      i = nl - 1;
    } else if (ch === 40 && ++depth > MAX_NESTING) {
      const start: Position = { offset: i, line, column: i - lineStart + 1 };
      const loc: Loc = { source, start, end: { ...start, offset: i + 1, column: start.column + 1 } };
      return {
        code: 'too-deep',
        loc,
        message: `brackets nested more than ${MAX_NESTING} deep`,
        hint: 'write the condition with fewer brackets: `and`, `or` and `not` need none, and `not not x` is `x`',
      };
    } else if (ch === 41 && depth > 0) depth--;
  }
  return null;
}

/**
 * After reading a leading byte order mark as a space: offsets stay, columns on line 1 lose the
 * mark's column. Positions are shared between nodes, so each is moved once.
 */
function shiftFirstLine<T extends object>(root: T): T {
  const seen = new Set<object>();
  const stack: unknown[] = [root];
  while (stack.length) {
    const x = stack.pop();
    if (!x || typeof x !== 'object' || seen.has(x)) continue;
    seen.add(x);
    const p = x as Partial<Position>;
    if (typeof p.line === 'number' && typeof p.column === 'number' && typeof p.offset === 'number') {
      if (p.line === 1) p.column--;
      continue;
    }
    for (const v of Object.values(x)) if (v && typeof v === 'object') stack.push(v);
  }
  return root;
}

type Expectation = {
  type: string;
  text?: string;
  description?: string;
  parts?: (string | string[])[];
  inverted?: boolean;
};

/** Character ranges of the grammar, in words. */
const RANGES: Record<string, string> = {
  '0-9': 'a digit',
  'a-z': 'a lower-case letter',
  'A-Z': 'an upper-case letter',
};

/** "a citation, `:` or `{`": Peggy's expectations, deduplicated and in a stable order. */
function describeExpected(expected: readonly Expectation[]): string {
  const names = [
    ...new Set(
      expected.flatMap((x) => {
        if (x.type === 'literal') return [`\`${x.text}\``];
        if (x.type === 'end') return ['the end of the file'];
        // An unnamed character class (`[+-]`, `[0-9]`): its characters, not the word "class".
        if (x.type === 'class') {
          if (x.inverted) return [];
          return (x.parts ?? []).map((p) =>
            Array.isArray(p)
              ? Object.hasOwn(RANGES, p.join('-'))
                ? RANGES[p.join('-')]!
                : `\`${p[0]}\` to \`${p[1]}\``
              : `\`${p}\``,
          );
        }
        return [x.description ?? x.type];
      }),
    ),
  ]
    .filter((n) => n !== 'whitespace')
    .sort();
  if (names.length === 0) return 'more input';
  if (names.length > 6) return `${names.slice(0, 6).join(', ')} or another clause`;
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

function syntaxHint(found: string | null): string | undefined {
  if (found === "'" || found === '“') return 'strings use straight double quotes: "like this"';
  if (found !== null && /[A-Z]/.test(found))
    return 'identifiers are lower case (card symbols like `J` and player names like `N` are upper case)';
  return undefined;
}
