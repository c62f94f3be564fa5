/**
 * The checker's diagnostics as an editor shows them: located by offsets in the open file. A
 * problem in a base file is shown at the open file's `extends` that brings the base in (an editor
 * shows one file), with its own place kept in `origin`.
 */
import type { Diagnostic } from '../core/diagnostic.ts';
import type { ServiceDiagnostic } from './types.ts';
import type { Analysis } from './workspace.ts';

/** The analysis's diagnostics, those of other files placed at the `extends` line. */
export function serviceDiagnostics(a: Analysis, pathOf: (name: string) => string | undefined): ServiceDiagnostic[] {
  return a.diagnostics.map((d) => toService(d, a, pathOf));
}

function toService(d: Diagnostic, a: Analysis, pathOf: (name: string) => string | undefined): ServiceDiagnostic {
  const { start, end } = d.loc;
  const source = String(d.loc.source);
  const base = { code: d.code, message: d.message, ...(d.hint ? { hint: d.hint } : {}), severity: 'error' as const };
  if (source === a.name) return { ...base, from: start.offset, to: end.offset, line: start.line, column: start.column };
  const header = a.file ?? a.partial;
  const ext = header?.extends[0]?.loc ?? header?.id.loc;
  const at = ext
    ? { from: ext.start.offset, to: ext.end.offset, line: ext.start.line, column: ext.start.column }
    : { from: 0, to: 0, line: 1, column: 1 };
  return {
    ...base,
    ...at,
    elsewhere: source,
    origin: {
      path: pathOf(source) ?? source,
      from: start.offset,
      to: end.offset,
      line: start.line,
      column: start.column,
    },
  };
}
