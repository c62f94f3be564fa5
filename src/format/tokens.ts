/**
 * The tokens of a variant file as the formatter sees them: words, strings, comments and braces,
 * each with where it starts and how much blank space came before it. The formatter moves only
 * the space between tokens, so it needs no more of the grammar than where strings and comments
 * begin and end (strings and comments both stop at the end of their line, as in the grammar).
 */

/**
 * What a token is: code (a word, number or punctuation run), a string, a comment, a brace, or a
 * whole citation (`[source "Section"]`, joined into one token by the formatter from the tree).
 */
export type TokenKind = 'code' | 'string' | 'comment' | 'open' | 'close' | 'cite';

/** One token: its text, where it starts and ends in the file, and the blank space before it. */
export interface Token {
  kind: TokenKind;
  text: string;
  start: number;
  end: number;
  /** Line breaks between the previous token and this one (0: on the same line). */
  breaks: number;
  /** Spaces and tabs directly before this token on its line (after its last line break). */
  gap: number;
}

const isSpace = (c: string): boolean => c === ' ' || c === '\t' || c === '\r' || c === '\n' || c === '\uFEFF';

/**
 * Splits `text` into tokens in one pass. Blank space is not a token: it is counted on the token
 * after it. A byte order mark reads as blank space, as the parser reads it.
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let breaks = 0,
    gap = 0;
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (isSpace(c)) {
      if (c === '\n') {
        breaks++;
        gap = 0;
      } else if (c !== '\r') gap++;
      i++;
      continue;
    }
    const start = i;
    let kind: TokenKind;
    if (c === '#') {
      // a comment runs to the end of the line
      kind = 'comment';
      const nl = text.indexOf('\n', i);
      i = nl < 0 ? text.length : nl;
    } else if (c === '"') {
      // a string ends at its quote (the grammar allows no line break in one)
      kind = 'string';
      const close = text.indexOf('"', i + 1);
      const nl = text.indexOf('\n', i + 1);
      i = close < 0 || (nl >= 0 && nl < close) ? (nl < 0 ? text.length : nl) : close + 1;
    } else if (c === '{' || c === '}') {
      kind = c === '{' ? 'open' : 'close';
      i++;
    } else {
      kind = 'code';
      while (i < text.length && !isSpace(text[i]!) && !'#"{}'.includes(text[i]!)) i++;
    }
    const raw = text.slice(start, i);
    tokens.push({ kind, text: kind === 'comment' ? raw.trimEnd() : raw, start, end: i, breaks, gap });
    breaks = 0;
    gap = 0;
  }
  return tokens;
}
