/**
 * Quick fixes for the hints the checker gives: a misspelt id replaced by the one it suggests, a
 * missing citation added with the file's own source, and a source declared where one is missing.
 */
import { clauseIdLoc } from '../core/locate.ts';
import type { FileNode, Statement } from '../parse/ast.ts';
import type { Loc } from '../core/location.ts';
import { lineEnd } from './text.ts';
import type { QuickFix, ServiceDiagnostic, TextEdit } from './types.ts';
import type { Analysis } from './workspace.ts';

/** The suggestion in a "did you mean" hint. */
const DID_YOU_MEAN = /did you mean `([^`]+)`\?/;

/** One identifier or card symbol, nothing around it. */
const WORD = /^[A-Za-z0-9-]+$/;

/** Ids a house rule's own source may take, the first not already a base's. */
const OWN_SOURCE_IDS = ['house', 'table', 'ours'];

/** The fixes for the diagnostics (of the open file) that overlap `from`..`to`. */
export function fixesFor(a: Analysis, diagnostics: readonly ServiceDiagnostic[], from: number, to: number): QuickFix[] {
  const fixes: QuickFix[] = [];
  for (const d of diagnostics) {
    if (d.elsewhere !== undefined || d.to < from || d.from > to) continue;
    const suggested = d.hint ? DID_YOU_MEAN.exec(d.hint)?.[1] : undefined;
    // Only a diagnostic located at the misspelt word itself is repaired by replacing what it covers.
    if (suggested !== undefined && WORD.test(a.text.slice(d.from, d.to))) {
      fixes.push({
        title: `Change \`${a.text.slice(d.from, d.to)}\` to \`${suggested}\``,
        diagnosticCode: d.code,
        edits: [{ from: d.from, to: d.to, insert: suggested }],
      });
    }
    if (d.code === 'missing-cite') fixes.push(...citeFixes(a, d));
    if (d.code === 'unknown-source' && suggested === undefined && a.file) {
      const id = a.text.slice(d.from, d.to);
      fixes.push({ title: `Declare the source \`${id}\``, diagnosticCode: d.code, edits: [sourceLine(a, a.file, id)] });
    }
  }
  return fixes;
}

/** The file's own statements, phases' clauses included. */
const statements = (file: FileNode): Statement[] =>
  file.statements.flatMap((st): Statement[] => (st.kind === 'Phase' ? [st, ...st.clauses] : [st]));

/** A citation of the file's own source after the clause (or `default`) at `d`; with a source declared first when it has none. */
function citeFixes(a: Analysis, d: ServiceDiagnostic): QuickFix[] {
  if (!a.file) return [];
  const file = a.file;
  const end = uncitedEnd(file, d.from);
  if (end === null) return [];
  const own = statements(file).find((st) => st.kind === 'Source');
  if (own?.kind === 'Source') {
    return [
      {
        title: `Cite this file's source: [${own.id.name}]`,
        diagnosticCode: d.code,
        edits: [{ from: end, to: end, insert: ` [${own.id.name}]` }],
      },
    ];
  }
  const taken = new Set([...a.bases.flatMap((v) => [...v.sources.keys()])]);
  const id = OWN_SOURCE_IDS.find((x) => !taken.has(x)) ?? 'house-rule';
  return [
    {
      title: `Declare this file's own source \`${id}\` and cite it`,
      diagnosticCode: d.code,
      edits: [sourceLine(a, file, id), { from: end, to: end, insert: ` [${id}]` }],
    },
  ];
}

/** The end of the uncited clause or `default` whose id starts at `at`, or null. */
function uncitedEnd(file: FileNode, at: number): number | null {
  for (const st of statements(file)) {
    const idLoc: Loc | null =
      st.kind === 'Clause' ? clauseIdLoc(st) : st.kind === 'DefaultChoice' ? st.ambiguity.loc : null;
    if (idLoc?.start.offset === at && (st.kind === 'Clause' || st.kind === 'DefaultChoice') && !st.cite)
      return st.loc.end.offset;
  }
  return null;
}

/** `source id "…" by "…"` on its own line after the header (after `extends`, or the `variant` line). */
function sourceLine(a: Analysis, file: FileNode, id: string): TextEdit {
  const last = file.extends.at(-1)?.loc ?? file.game?.id.loc ?? file.id.loc;
  const at = lineEnd(a.text, last.end.offset);
  return { from: at, to: at, insert: `\n\nsource ${id} "Our table's rules" by "Us"` };
}
