/**
 * Positions in a file's text for the services: the word at an offset, the line it is on. Offsets
 * are UTF-16 code units, what an editor and the parser both count.
 */

/** Characters of an identifier, a card symbol or a keyword: what a completion or hover takes as one word. */
const WORD = /[A-Za-z0-9-]/;

/** The longest run of word characters around `offset` (empty at a non-word), as `from`..`to`. */
export function wordAt(text: string, offset: number): { from: number; to: number } {
  let from = Math.max(0, Math.min(offset, text.length));
  let to = from;
  while (from > 0 && WORD.test(text[from - 1]!)) from--;
  while (to < text.length && WORD.test(text[to]!)) to++;
  return { from, to };
}

/** The start of the word that ends at `offset` (what is being typed there). */
export function wordStart(text: string, offset: number): number {
  let from = Math.max(0, Math.min(offset, text.length));
  while (from > 0 && WORD.test(text[from - 1]!)) from--;
  return from;
}

/** The text of the line `offset` is on, up to `offset`. */
export function linePrefix(text: string, offset: number): string {
  return text.slice(text.lastIndexOf('\n', offset - 1) + 1, offset);
}

/** The end of the line `offset` is on (before its newline). */
export function lineEnd(text: string, offset: number): number {
  const nl = text.indexOf('\n', offset);
  return nl < 0 ? text.length : nl;
}
