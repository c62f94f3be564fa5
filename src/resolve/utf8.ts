/**
 * Where a text that is not valid UTF-8 goes wrong, for a located error: the first byte that
 * begins no well-formed character, as a line and column.
 */

/** The first bad byte of a text that is not UTF-8: its offset, value, and line and column (1-based). */
export interface BadByte {
  offset: number;
  byte: number;
  line: number;
  column: number;
}

/** True when `bytes` (a prefix of the text) decodes, an unfinished last character allowed. */
function decodesAsPrefix(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** True when `bytes` decodes whole. */
function decodes(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * The first bad byte of `bytes`, which the caller found not to be UTF-8. The decoder says only
 * that a text is bad, not where: a prefix that decodes (an unfinished last character allowed)
 * stays one when shortened, so the longest such prefix is found by halving, about 20 decodes for a
 * megabyte. A character cut short is located at its first byte, where an editor shows it.
 */
export function firstBadByte(bytes: Uint8Array): BadByte {
  let good = 0,
    bad = bytes.length; // bytes[0, good) decodes as a prefix; bytes[0, bad) does not (or bad is the length)
  while (bad - good > 1) {
    const mid = (good + bad) >>> 1;
    if (decodesAsPrefix(bytes.subarray(0, mid))) good = mid;
    else bad = mid;
  }
  // The byte at `good` is the one the decoder stops at; when an unfinished character comes before
  // it (ß in Latin-1, 0xDF, followed by `e`), that character's first byte is the bad one.
  let offset = good;
  if (!decodes(bytes.subarray(0, good))) {
    while (offset > 0 && (bytes[offset - 1]! & 0xc0) === 0x80) offset--;
    offset--;
  }
  return { offset, byte: bytes[offset] ?? 0, ...lineAndColumn(bytes, offset) };
}

/**
 * The line and column of byte `offset`: the column in UTF-16 code units from the line's start, as
 * the parser counts columns, without a leading byte order mark (which the parser reads as nothing).
 */
function lineAndColumn(bytes: Uint8Array, offset: number): { line: number; column: number } {
  let line = 1,
    lineStart = 0;
  for (let i = 0; i < offset; i++)
    if (bytes[i] === 0x0a) {
      line++;
      lineStart = i + 1;
    }
  if (line === 1 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) lineStart = 3;
  const before = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.subarray(lineStart, offset));
  return { line, column: before.length + 1 };
}
