/**
 * Go to definition: the declaration a name refers to, often in a base file (the clause an
 * `override` replaces, the question a `default` reads, the source a citation names).
 */
import { declarationOf } from './lookup.ts';
import { referenceAt } from './references.ts';
import type { DefinitionTarget } from './types.ts';
import type { Analysis } from './workspace.ts';

/** Where the name at `offset` is declared; `pathOf` turns a location's file name into a path. */
export function definitionAt(
  a: Analysis,
  offset: number,
  pathOf: (name: string) => string | undefined,
): DefinitionTarget | null {
  const ref = referenceAt(a.text, a.file, offset, a.partial);
  const decl = ref ? declarationOf(a, ref) : null;
  if (!decl) return null;
  const { start, end } = decl.idLoc;
  const path = decl.source === a.name ? a.path : pathOf(decl.source);
  if (path === undefined) return null;
  return { path, from: start.offset, to: end.offset, line: start.line, column: start.column };
}
