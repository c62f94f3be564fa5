/**
 * Where something is in a variant file. Below the parser, which makes locations, so that the
 * diagnostics every stage reports in (./diagnostic.ts) need nothing from the syntax tree.
 */

/** A position in a variant file (1-based line and column). */
export interface Position {
  offset: number;
  line: number;
  column: number;
}

/** A span of a variant file; `source` is the file name given to the parser. */
export interface Loc {
  source: unknown;
  start: Position;
  end: Position;
}
