/**
 * A file's line ends, kept through formatting. The formatter writes `\n`; a file written with
 * Windows line ends (`\r\n`) gets them back, so that formatting it does not change every line.
 */

/** The line end of a file: `\r\n` when its first line ends so, else `\n` (the formatter's own). */
export function lineEndOf(text: string): '\n' | '\r\n' {
  const nl = text.indexOf('\n');
  return nl > 0 && text[nl - 1] === '\r' ? '\r\n' : '\n';
}

/** `formatted` (the formatter's output, with `\n` line ends) written with the line ends of `original`. */
export function withLineEndsOf(formatted: string, original: string): string {
  return lineEndOf(original) === '\r\n' ? formatted.replace(/\n/g, '\r\n') : formatted;
}
