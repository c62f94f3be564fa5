/**
 * Formats a variant file the way the shipped files are laid out. Only the blank space between
 * tokens changes, never a token, so the file means what it meant; each result is parsed again
 * and compared with the original's tree (locations aside) before it is returned.
 *
 * The rules (the constants are in layout.ts):
 * - every item on a line of its own: a statement, the header's `extends`, a clause of a phase, a
 *   reading and the `default` of an ambiguity, a line of a deck, a step of an example; an item is
 *   indented two spaces per enclosing brace, and a closing brace stands at its opening line's indent;
 * - the author's line breaks are kept; a wrapped line keeps its place relative to the first line
 *   of its item (moved as that line moves), and is indented at least two spaces more;
 * - a citation at the end of a line starts in column 67 when the clause leaves room, else two
 *   spaces after it; a citation on a line of its own starts in column 67; it is written `[src "Section"]`;
 * - runs of blank space between tokens become one space (in an example's moves, at most two,
 *   which group the cards of a trick); no space is put where there was none;
 * - a comment on a line of its own is indented as the line it comes before; one ending a line
 *   follows the code after two spaces; blank lines are kept, a run of them becomes one, none at the
 *   start or end; no trailing blanks; one final newline.
 */
import { parseVariant } from '../parse/parse.ts';
import type { Diagnostic } from '../core/diagnostic.ts';
import { tokenize, type Token } from './tokens.ts';
import { fileShape, type FileShape } from './shape.ts';
import { CITE_COLUMN, CITE_GAP, COMMENT_GAP, CONTINUATION, INDENT, MOVES_GAP } from './layout.ts';
import { sameMeaning } from './same-meaning.ts';

/** The outcome of formatting: the formatted text, or the syntax error that stops it. */
export type FormatResult = { ok: true; text: string } | { ok: false; diagnostics: Diagnostic[] };

const BOM = '\uFEFF';

/** Code points, as an editor counts columns (`ö` and `–` are one each). */
const width = (s: string): number => {
  let n = 0;
  for (const _ of s) n++;
  return n;
};

/**
 * Formats the variant `text`; `name` names it in a syntax error's location. A file that does
 * not parse is not formatted: its syntax error comes back instead.
 */
export function formatVariant(text: string, name: string): FormatResult {
  const parsed = parseVariant(text, name);
  if (!parsed.ok) return { ok: false, diagnostics: [parsed.error] };
  const tokens = tokenize(text);
  const shape = fileShape(parsed.file, tokens);
  const columns = originalColumns(tokens);
  const formatted = (text.startsWith(BOM) ? BOM : '') + render(joinCites(tokens, shape), shape, columns);
  const again = parseVariant(formatted, name);
  // Only blank space moved, so this cannot fail; if it ever does, the file is left as it was.
  if (!again.ok || !sameMeaning(parsed.file, again.file)) {
    throw new Error(`formatting ${name} would change what it says; it was left as it is`);
  }
  return { ok: true, text: formatted };
}

/**
 * The column of each token in the original text (code points from the start of its line), by
 * the token's start offset. A token after a comment is on a new line, so a comment's trimmed
 * trailing blanks never count.
 */
function originalColumns(tokens: readonly Token[]): Map<number, number> {
  const cols = new Map<number, number>();
  let col = 0,
    prev: Token | null = null;
  for (const t of tokens) {
    col = t.breaks > 0 || prev === null ? t.gap : col + width(prev.text) + t.gap;
    cols.set(t.start, col);
    prev = t;
  }
  return cols;
}

/** The tokens with each citation (unless a comment sits inside it) joined into one `cite` token. */
function joinCites(tokens: readonly Token[], shape: FileShape): Token[] {
  const out: Token[] = [];
  let c = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    while (c < shape.cites.length && shape.cites[c]!.end <= t.start) c++;
    const cite = shape.cites[c];
    if (cite && cite.start === t.start) {
      let j = i;
      while (j < tokens.length && tokens[j]!.end <= cite.end) j++;
      const inside = tokens.slice(i, j);
      if (!inside.some((x) => x.kind === 'comment')) {
        out.push({ kind: 'cite', text: cite.text, start: cite.start, end: cite.end, breaks: t.breaks, gap: t.gap });
        i = j - 1;
        continue;
      }
    }
    out.push(t);
  }
  return out;
}

interface Line {
  tokens: Token[];
  blankBefore: boolean;
}

/** Splits tokens into lines: at the author's line breaks, and before an item that shares a line. */
function splitLines(tokens: readonly Token[], shape: FileShape): Line[] {
  const lines: Line[] = [];
  let line: Line | null = null;
  for (const t of tokens) {
    const prev = line?.tokens.at(-1);
    const startsItem = shape.itemStarts.has(t.start) && prev !== undefined && prev.kind !== 'open';
    if (line === null || t.breaks > 0 || startsItem) {
      line = { tokens: [], blankBefore: lines.length > 0 && t.breaks > 1 };
      lines.push(line);
    }
    line.tokens.push(t);
  }
  return lines;
}

/** Starts of the tokens inside an example's moves, found in one sweep (both lists are in file order). */
function movesTokens(tokens: readonly Token[], shape: FileShape): Set<number> {
  const inside = new Set<number>();
  const spans = [...shape.moves].sort((a, b) => a[0] - b[0]);
  let s = 0;
  for (const t of tokens) {
    while (s < spans.length && spans[s]![1] <= t.start) s++;
    if (s < spans.length && t.start >= spans[s]![0]) inside.add(t.start);
  }
  return inside;
}

/** The code of a line (its citation and trailing comment apart), its citation, and its comment. */
function lineText(
  tokens: readonly Token[],
  moves: ReadonlySet<number>,
): { code: string; cite: string | null; comment: string | null } {
  let end = tokens.length;
  const comment = tokens[end - 1]!.kind === 'comment' ? tokens[--end]!.text : null;
  const cite = end > 0 && tokens[end - 1]!.kind === 'cite' ? tokens[--end]!.text : null;
  let code = '';
  for (let i = 0; i < end; i++) {
    const t = tokens[i]!;
    if (i > 0)
      code +=
        t.gap === 0
          ? ''
          : t.gap >= MOVES_GAP && moves.has(t.start) && moves.has(tokens[i - 1]!.start)
            ? ' '.repeat(MOVES_GAP)
            : ' ';
    code += t.text;
  }
  return { code, cite, comment };
}

/** An item whose lines are being laid out: where its first line stood and where it stands now. */
interface Item {
  oldColumn: number;
  indent: number;
}

/** What a line begins with, for its indent. */
type LineKind = 'comment' | 'cite' | 'close' | 'item' | 'wrapped';

/**
 * The indent of every line. An item's line is indented by its braces; a closing brace as the
 * line that opened it; a citation alone in CITE_COLUMN; a wrapped line where it stood relative
 * to its item's first line, at least CONTINUATION further; a comment line as the line after it.
 */
function indentLines(lines: readonly Line[], shape: FileShape, columns: ReadonlyMap<number, number>): number[] {
  const indents: number[] = new Array<number>(lines.length).fill(0);
  const kinds: LineKind[] = [];
  /** The item being laid out at each depth of braces, and the item that opened each brace. */
  const items: (Item | undefined)[] = [];
  const openedBy: (Item | undefined)[] = [];
  let depth = 0;
  for (let n = 0; n < lines.length; n++) {
    const first = lines[n]!.tokens[0]!;
    const column = columns.get(first.start) ?? 0;
    if (first.kind === 'comment') {
      kinds.push('comment');
    } else if (first.kind === 'close') {
      kinds.push('close');
      depth = Math.max(0, depth - 1);
      indents[n] = depth * INDENT;
      items.length = depth;
      // What follows the brace on later lines (a guard, a citation) belongs to the item it closes.
      items[depth] = openedBy[depth] ?? { oldColumn: column, indent: indents[n]! };
    } else if (first.kind === 'cite') {
      kinds.push('cite');
      indents[n] = CITE_COLUMN;
    } else if (shape.itemStarts.has(first.start)) {
      kinds.push('item');
      indents[n] = first.start === shape.extendsAt ? 0 : depth * INDENT;
      items.length = depth;
      items[depth] = { oldColumn: column, indent: indents[n]! };
    } else {
      kinds.push('wrapped');
      const owner = items[depth] ?? { oldColumn: depth * INDENT, indent: depth * INDENT };
      indents[n] = Math.max(owner.indent + CONTINUATION, column - owner.oldColumn + owner.indent);
    }
    // Braces later on the line (the first one was counted above).
    for (const t of lines[n]!.tokens) {
      if (t === first && t.kind === 'close') continue;
      if (t.kind === 'open') {
        openedBy[depth] = items[depth];
        depth++;
        items.length = depth;
      } else if (t.kind === 'close') {
        depth = Math.max(0, depth - 1);
        items.length = depth + 1;
      }
    }
  }
  // A comment line takes the indent of the line after it: inside a block before its closing
  // brace, and the indent of the code after a citation alone.
  let next = 0;
  for (let n = lines.length - 1; n >= 0; n--) {
    if (kinds[n] === 'comment') indents[n] = next;
    else if (kinds[n] === 'close') next = indents[n]! + INDENT;
    else if (kinds[n] !== 'cite') next = indents[n]!;
  }
  return indents;
}

/** Lays out the tokens as text (without a leading byte order mark). */
function render(tokens: readonly Token[], shape: FileShape, columns: ReadonlyMap<number, number>): string {
  const lines = splitLines(tokens, shape);
  const indents = indentLines(lines, shape, columns);
  const moves = movesTokens(tokens, shape);
  const out: string[] = [];
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]!;
    if (line.blankBefore) out.push('');
    const { code, cite, comment } = lineText(line.tokens, moves);
    let s = code === '' ? '' : ' '.repeat(indents[n]!) + code;
    if (cite !== null)
      s =
        code === ''
          ? ' '.repeat(CITE_COLUMN) + cite
          : s + ' '.repeat(Math.max(CITE_GAP, CITE_COLUMN - width(s))) + cite;
    if (comment !== null) s = s === '' ? ' '.repeat(indents[n]!) + comment : s + ' '.repeat(COMMENT_GAP) + comment;
    out.push(s);
  }
  return out.join('\n') + '\n';
}
