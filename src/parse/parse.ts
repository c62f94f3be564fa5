/**
 * Parses variant text into a syntax tree. Syntax errors become diagnostics with the location
 * Peggy reports, never exceptions, so callers can print them with a code frame.
 */
import { parse as peggyParse, SyntaxError as PeggySyntaxError } from './generated/parser.js';
import type { FileNode } from './ast.ts';
import type { Diagnostic } from '../check/diagnostic.ts';

/** The result of parsing one file: a tree, or the syntax error that stopped the parser. */
export type ParseResult = { ok: true; file: FileNode } | { ok: false; error: Diagnostic };

/** Parses `text`; `source` names the file in locations (e.g. `variants/hindersche-pagat.stw`). */
export function parseVariant(text: string, source: string): ParseResult {
  try {
    return { ok: true, file: peggyParse(text, { grammarSource: source }) };
  } catch (e) {
    if (!(e instanceof PeggySyntaxError)) throw e;
    const found = e.found === null ? 'the end of the file' : JSON.stringify(e.found);
    const expected = describeExpected(e.expected ?? []);
    return {
      ok: false,
      error: {
        code: 'syntax',
        message: `expected ${expected} but found ${found}`,
        loc: e.location,
        hint: syntaxHint(e.found ?? null),
      },
    };
  }
}

type Expectation = { type: string; text?: string; description?: string };

/** "a citation, `:` or `{`": Peggy's expectations, deduplicated and in a stable order. */
function describeExpected(expected: readonly Expectation[]): string {
  const names = [...new Set(expected.map((x) => {
    if (x.type === 'literal') return `\`${x.text}\``;
    if (x.type === 'end') return 'the end of the file';
    return x.description ?? x.type;
  }))].filter((n) => n !== 'whitespace').sort();
  if (names.length === 0) return 'more input';
  if (names.length > 6) return `${names.slice(0, 6).join(', ')} or another clause`;
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

function syntaxHint(found: string | null): string | undefined {
  if (found === '\'' || found === '“') return 'strings use straight double quotes: "like this"';
  if (found !== null && /[A-Z]/.test(found)) return 'identifiers are lower case (card symbols like `J` and player names like `N` are upper case)';
  return undefined;
}
