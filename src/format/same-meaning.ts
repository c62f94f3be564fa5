/**
 * Whether two parsed files say the same thing: their trees are equal once every location is
 * dropped (where a node is, never what it is).
 */
import type { FileNode } from '../parse/ast.ts';

/** The tree of `file` as JSON without locations (`loc`, and fields named like `countLoc`). */
export function withoutLocations(file: FileNode): string {
  return JSON.stringify(file, (k, v: unknown) => (k === 'loc' || k.endsWith('Loc') ? undefined : v));
}

/** True when `a` and `b` differ only in where their nodes are. */
export function sameMeaning(a: FileNode, b: FileNode): boolean {
  return withoutLocations(a) === withoutLocations(b);
}
