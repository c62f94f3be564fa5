/**
 * Find references and rename: every place the name at a position is declared or used, in the open
 * file and the bases it is built from, as the symbol table of the resolved variant has them (of
 * the file's own tree while it does not resolve). A rename edits all of them, or refuses.
 */
import type { Loc } from '../core/location.ts';
import type { Located, SymbolEntry } from '../resolve/symbols.ts';
import { ownTable } from './lookup.ts';
import { referenceAt } from './references.ts';
import type { DefinitionTarget, RenameEdit } from './types.ts';
import type { Analysis } from './workspace.ts';

/** What an id may be (grammar rule `Id`). */
const ID = /^[a-z][a-z0-9-]*$/;

/** The entry of the name at `offset`, from the variant's table, else the file's own. */
function entryAt(a: Analysis, offset: number): SymbolEntry | null {
  const ref = referenceAt(a.text, a.file, offset, a.partial);
  if (!ref) return null;
  const table = a.variant?.symbols ?? ownTable(a);
  return table?.get(ref.kind, ref.name, ref.scope) ?? null;
}

/** Every mention of `e`, its declarations first, each file in the order applied. */
function mentions(e: SymbolEntry): Located[] {
  return [...e.declarations, ...e.references];
}

function target(a: Analysis, loc: Loc, pathOf: (name: string) => string | undefined): DefinitionTarget | null {
  const name = String(loc.source);
  const path = name === a.name ? a.path : pathOf(name);
  return path === undefined
    ? null
    : { path, from: loc.start.offset, to: loc.end.offset, line: loc.start.line, column: loc.start.column };
}

/** Where the name at `offset` is declared and used; null when the word there names nothing. */
export function referencesAt(
  a: Analysis,
  offset: number,
  pathOf: (name: string) => string | undefined,
): DefinitionTarget[] | null {
  const e = entryAt(a, offset);
  return e ? mentions(e).flatMap((o) => target(a, o.loc, pathOf) ?? []) : null;
}

/**
 * The edits that rename the name at `offset` to `to` everywhere it is written, or null when it
 * cannot be: `to` is no id, or names another thing of that kind already; the name is a variant's
 * (its file is named after it), a card symbol, a built-in value, or an unlabelled clause (whose
 * id is its keyword).
 */
export function renameAt(
  a: Analysis,
  offset: number,
  to: string,
  pathOf: (name: string) => string | undefined,
): RenameEdit[] | null {
  const e = entryAt(a, offset);
  if (!e || !ID.test(to) || to === e.name) return null;
  if (e.kind === 'variant' || e.kind === 'suit' || e.kind === 'rank' || e.declarations.length === 0) return null;
  const table = a.variant?.symbols ?? ownTable(a);
  if (table?.get(e.kind, to, e.scope)?.declarations.length) return null;
  const unlabelled = e.declarations.some((d) => d.owner?.kind === 'Clause' && d.loc !== d.owner.id.loc);
  if (unlabelled) return null;
  const edits: RenameEdit[] = [];
  for (const o of mentions(e)) {
    const t = target(a, o.loc, pathOf);
    if (!t) return null;
    edits.push({ ...t, insert: to });
  }
  return edits;
}
