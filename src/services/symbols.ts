/**
 * The outline of a file: its variant, sources, questions with their readings, phases with their
 * clauses, clauses, removals, defaults, examples and claims, from the file's tree.
 */
import { clauseIdLoc } from '../core/locate.ts';
import type { FileNode, Ident, Statement } from '../parse/ast.ts';
import type { Loc } from '../core/location.ts';
import type { DocumentSymbol } from './types.ts';

function symbol(
  kind: DocumentSymbol['kind'],
  name: string,
  loc: Loc,
  id: Loc,
  detail?: string,
  children?: DocumentSymbol[],
): DocumentSymbol {
  return {
    name,
    kind,
    from: loc.start.offset,
    to: loc.end.offset,
    selectionFrom: id.start.offset,
    selectionTo: id.end.offset,
    ...(detail !== undefined ? { detail } : {}),
    ...(children ? { children } : {}),
  };
}

const named = (kind: DocumentSymbol['kind'], id: Ident, loc: Loc, detail?: string, children?: DocumentSymbol[]) =>
  symbol(kind, id.name, loc, id.loc, detail, children);

function statementSymbol(st: Statement): DocumentSymbol | null {
  switch (st.kind) {
    case 'Source':
      return named('source', st.id, st.loc, st.title);
    case 'Ambiguity':
      return named(
        'ambiguity',
        st.id,
        st.loc,
        st.question,
        st.readings.map((r) => named('reading', r.id, r.loc, r.title ?? r.text)),
      );
    case 'DefaultChoice':
      return symbol('default', `default ${st.ambiguity.name} is ${st.reading.name}`, st.loc, st.ambiguity.loc);
    case 'Phase':
      return named(
        'phase',
        st.id,
        st.loc,
        st.title,
        st.clauses.map((c) => statementSymbol(c)!),
      );
    case 'Example':
      return named('example', st.id, st.loc, st.title);
    case 'Removal':
      return symbol('removal', `remove ${st.phase ? 'phase ' : ''}${st.target.name}`, st.loc, st.target.loc);
    case 'Claim':
      return named('claim', st.id, st.loc, st.text);
    case 'Event':
      return named('event', st.id, st.loc, st.title);
    case 'Clause':
      return symbol('clause', st.id.name, st.loc, clauseIdLoc(st), st.override ? 'override' : st.body.keyword);
    default:
      return null;
  }
}

/** The outline of `file`: the variant first, then each statement in file order. */
export function documentSymbols(file: FileNode | null): DocumentSymbol[] {
  if (!file) return [];
  return [
    named('variant', file.id, { ...file.loc, end: (file.extends.at(-1) ?? file.id).loc.end }, file.title),
    ...file.statements.flatMap((st) => statementSymbol(st) ?? []),
  ];
}
