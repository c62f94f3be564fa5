/**
 * Text from outside (a variant file, a link, the address) shown where a reader takes it at its
 * word: a button's label, a status line, a code frame. Bidi controls (U+202A–U+202E, U+2066–U+2069,
 * U+200E/U+200F, U+061C) reorder what follows them, so that a label or a line of code reads other
 * than it is; zero-width ones (U+200B–U+200D, U+2060, U+FEFF) hide inside a word. Each is shown as
 * its code point (⟨U+202E⟩) instead, so the reader sees it is there and nothing moves.
 */

/** The characters that reorder or hide text (global: for replace and matchAll). */
export const CONTROLS = /[\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;

/** `text` with every bidi or zero-width control shown as its code point, `⟨U+202E⟩`. */
export function showControls(text: string): string {
  return text.replace(CONTROLS, (c) => `⟨U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}⟩`);
}

/**
 * A code frame (`stichwort check`'s: a line `N | source`, then ` | ^^^` under the problem) with
 * its controls shown, the caret line widened to match: each of its characters as wide as the
 * source character above it is now shown, so the carets still point at the problem.
 */
export function showControlsInProblem(report: string): string {
  const lines = report.split('\n');
  return lines
    .map((line, i) => {
      const source = /^(\d+ \| )(.*)$/.exec(lines[i - 1] ?? '');
      const carets = /^( +\| )( *\^+)$/.exec(line);
      if (!source || !carets || source[1]!.length !== carets[1]!.length) return showControls(line);
      const above = source[2]!;
      return (
        carets[1]! +
        Array.from(carets[2]!, (c, k) => c.repeat(k < above.length ? showControls(above[k]!).length : 1)).join('')
      );
    })
    .join('\n');
}

/** The longest text from the address echoed back, in characters. */
const ECHO_LIMIT = 80;

/** Words from the address said back to the reader: cut to `limit` characters (never inside a character), with `…`, controls shown. */
export function echo(text: string, limit = ECHO_LIMIT): string {
  const chars = Array.from(text);
  return showControls(chars.length > limit ? `${chars.slice(0, limit).join('')}…` : text);
}

/** `value` (JSON-like data: a compiled variant on its way to an island) with every string's controls shown. */
export function showControlsIn<T>(value: T): T {
  if (typeof value === 'string') return showControls(value) as T;
  if (Array.isArray(value)) return value.map((x) => showControlsIn(x)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, showControlsIn(v)])) as T;
  return value;
}
