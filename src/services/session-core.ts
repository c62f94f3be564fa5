/**
 * A language session with its answers given rather than imported: the session keeps the files
 * checked (diagnostics), and asks `answers()` for the functions that answer an editor's questions.
 * The Playground's worker loads those on first use, so that its first check does not wait for
 * completion, hover and the rest, nor carry the language server's own answers (definitions,
 * references, rename, the outline); `session.ts` gives them all at once.
 */
import { memoryReader, VARIANT_EXTENSION, type SourceFile } from '../resolve/load.ts';
import type { Answers } from './answers.ts';
import { serviceDiagnostics } from './diagnostics.ts';
import type { LanguageSession, ServiceDiagnostic, SessionOptions } from './types.ts';
import { Workspace, type Analysis, type FileSource } from './workspace.ts';

/** A file source that can also list the variant ids `extends` may name. */
export interface SessionFiles extends FileSource {
  /** The ids of the variants known (for completing `extends`). */
  variantIds?(): string[];
}

/**
 * A session over the variant files `files` (`{ id: text }`, as memoryReader takes them) and the
 * prelude root variants start from. A file opened with `update` under a new id is added; under a
 * known id, its text stands in for the file's.
 */
export function createSessionWith(
  answers: () => Answers | null,
  files: Record<string, string>,
  prelude: SourceFile | null,
  options: SessionOptions = {},
): LanguageSession {
  const reader = memoryReader(files, prelude);
  return createSessionOverWith(
    answers,
    { reader, nameOf: (path) => `${path}${VARIANT_EXTENSION}`, variantIds: () => Object.keys(files).sort() },
    options,
  );
}

/** What `update` says when checking itself failed (a bug, not the file's fault). */
const internal: ServiceDiagnostic = {
  code: 'internal',
  message: 'stichwort could not check this file: a bug in stichwort, not in your file',
  from: 0,
  to: 0,
  line: 1,
  column: 1,
  severity: 'error',
};

/** An answer, or `fallback` if answering fails: a question about a broken file is never an exception (unless STICHWORT_DEBUG is set). */
function guarded<T>(fallback: T, answer: () => T): T {
  try {
    return answer();
  } catch (e) {
    if ((globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.STICHWORT_DEBUG)
      throw e;
    return fallback;
  }
}

/**
 * A session over any file source (the language server's is the disk, with open documents over it),
 * answering with `answers()`: a question asked while it gives null gets the empty answer.
 */
export function createSessionOverWith(
  answers: () => Answers | null,
  files: SessionFiles,
  options: SessionOptions = {},
): LanguageSession {
  const workspace = new Workspace(files);
  const diagnostics = new Map<string, ServiceDiagnostic[]>();
  const pathOf = (name: string) => workspace.pathOf(name);
  /** The last analysis of an open file; a file never opened is opened with its own text. */
  const analysis = (path: string): Analysis | null => {
    const known = workspace.analysis(path);
    if (known) return known;
    let text: string;
    try {
      text = workspace.reader.read(path).text;
    } catch {
      return null;
    }
    update(path, text);
    return workspace.analysis(path) ?? null;
  };
  const update = (path: string, text: string): ServiceDiagnostic[] => {
    // The checker never throws on bad input; if it does, that is its bug, said as one diagnostic.
    const ds = guarded([internal], () => serviceDiagnostics(workspace.update(path, text), pathOf));
    diagnostics.set(path, ds);
    return ds;
  };
  return {
    update,
    completions: (path, offset) =>
      guarded(null, () => {
        const a = analysis(path),
          f = answers();
        return a && f ? f.completionsAt(a, offset, () => files.variantIds?.() ?? []) : null;
      }),
    hover: (path, offset) =>
      guarded(null, () => {
        const a = analysis(path),
          f = answers();
        return a && f ? f.hoverAt(a, offset, options.sections) : null;
      }),
    definition: (path, offset) =>
      guarded(null, () => {
        const a = analysis(path),
          f = answers();
        return a && f ? f.definitionAt(a, offset, pathOf) : null;
      }),
    references: (path, offset) =>
      guarded(null, () => {
        const a = analysis(path),
          f = answers();
        return a && f ? f.referencesAt(a, offset, pathOf) : null;
      }),
    rename: (path, offset, to) =>
      guarded(null, () => {
        const a = analysis(path),
          f = answers();
        return a && f ? f.renameAt(a, offset, to, pathOf) : null;
      }),
    fixes: (path, from, to) =>
      guarded([], () => {
        const a = analysis(path),
          f = answers();
        return a && f ? f.fixesFor(a, diagnostics.get(path) ?? [], from, to) : [];
      }),
    symbols: (path) =>
      guarded([], () => answers()?.documentSymbols(analysis(path)?.file ?? analysis(path)?.partial ?? null) ?? []),
    text: (path) => workspace.analysis(path)?.text,
    checked: (path) => workspace.analysis(path),
    close: (path) => {
      workspace.close(path);
      diagnostics.delete(path);
    },
  };
}
