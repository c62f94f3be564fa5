/**
 * The files a session works over and what checking one of them found. Open files (their text as
 * the editor has it) stand in for the files underneath; the bases an open file extends are
 * resolved once and kept until one of their files changes, so that completing or hovering in a
 * file that does not parse still knows the base's clauses.
 */
import { checkVariant, sortDiagnostics } from '../check/check.ts';
import type { Diagnostic } from '../core/diagnostic.ts';
import type { FileNode } from '../parse/ast.ts';
import { parseVariant } from '../parse/parse.ts';
import { FileRefused, type FileReader, type SourceFile } from '../resolve/load.ts';
import { resolveSource, type ResolvedVariant } from '../resolve/resolve.ts';

/** What checking an open file found: its tree (null when it does not parse), its variant, its problems, its bases. */
export interface Analysis {
  path: string;
  /** The name its locations carry (`house-rule.stw`). */
  name: string;
  text: string;
  file: FileNode | null;
  /**
   * While the file does not parse: the tree of its longest prefix that does, cut at a line start
   * before the error (what is above the line being typed keeps its outline and its names).
   */
  partial: FileNode | null;
  /** The variant with its bases applied, when it resolved. */
  variant: ResolvedVariant | null;
  diagnostics: Diagnostic[];
  /** The variants it extends, resolved on their own (those that resolve), in `extends` order. */
  bases: ResolvedVariant[];
}

/** Where a file is read from: a reader, and the name locations give a path (as the reader's `read` names it). */
export interface FileSource {
  reader: FileReader;
  nameOf(path: string): string;
}

/** The codes of the errors that stop the parser (parse/parse.ts): the file has no tree then. */
const PARSE_ERRORS = new Set(['syntax', 'too-deep']);

/** `extends a, b` in a text that may not parse: the ids named, read from the header's words. */
const EXTENDS = /^\s*extends\s+([a-z][a-z0-9-]*(?:\s*,\s*[a-z][a-z0-9-]*)*)/m;

/** Open files over a reader, the bases resolved so far, and the last analysis of each open file. */
export class Workspace {
  private readonly open = new Map<string, string>();
  private readonly analyses = new Map<string, Analysis>();
  /** Resolved bases by path; null for one that does not resolve. */
  private readonly bases = new Map<string, ResolvedVariant | null>();
  /** The path of each file read, by the name its locations carry. */
  private readonly paths = new Map<string, string>();
  /** The reader the resolver sees: open texts over the files underneath. */
  readonly reader: FileReader;

  private readonly source: FileSource;

  /** A workspace over `source`; nothing is read until a file is opened. */
  constructor(source: FileSource) {
    this.source = source;
    const under = source.reader;
    this.reader = {
      locate: (id, fromPath) => {
        if (this.open.has(id)) return id;
        return under.locate(id, fromPath);
      },
      read: (path) => {
        const text = this.open.get(path);
        const file: SourceFile = text === undefined ? under.read(path) : { path, name: source.nameOf(path), text };
        this.paths.set(file.name, path);
        return file;
      },
      prelude: () => under.prelude?.() ?? null,
      ids: (fromPath) => under.ids?.(fromPath) ?? [],
    };
  }

  /** Sets the text of `path` and checks it (parse, resolve, every checker rule). */
  update(path: string, text: string): Analysis {
    if (this.open.get(path) !== text) this.forget(path);
    this.open.set(path, text);
    const name = this.source.nameOf(path);
    this.paths.set(name, path);
    const { variant, diagnostics } = resolveSource(this.reader, { path, name, text });
    const all = sortDiagnostics([...diagnostics, ...(variant ? checkVariant(variant) : [])]);
    // The tree is the variant's when it resolved. Otherwise: where the resolver's parse of this
    // file stopped, if it did (the common case while a statement is half typed), else the file
    // parses and something else failed (an unknown base), so it is parsed here for its tree.
    let file = variant?.file ?? null;
    let partial: FileNode | null = null;
    if (!file) {
      const stopped = diagnostics.find((d) => String(d.loc.source) === name && PARSE_ERRORS.has(d.code));
      const parsed = stopped ? null : parseVariant(text, name);
      if (parsed?.ok) file = parsed.file;
      else partial = parsedPrefix(text, name, (stopped ?? (parsed as { error: Diagnostic }).error).loc.start.offset);
    }
    const header = file ?? partial;
    const ids = header ? header.extends.map((e) => e.name) : (EXTENDS.exec(text)?.[1]?.split(/\s*,\s*/) ?? []);
    const bases = ids.flatMap((id) => {
      const base = this.base(id, path);
      return base ? [base] : [];
    });
    const analysis: Analysis = { path, name, text, file, partial, variant, diagnostics: all, bases };
    this.analyses.set(path, analysis);
    return analysis;
  }

  /** Closes `path`: its text no longer stands in for the file underneath, and the bases built from it are dropped. */
  close(path: string): void {
    this.forget(path);
    this.open.delete(path);
    this.analyses.delete(path);
  }

  /** The last analysis of `path`, or undefined when it was never opened. */
  analysis(path: string): Analysis | undefined {
    return this.analyses.get(path);
  }

  /** The path of the file whose locations carry `name`, when it was read. */
  pathOf(name: string): string | undefined {
    return this.paths.get(name);
  }

  /** The base `id` as seen from `fromPath`, resolved on its own (kept until one of its files changes). */
  base(id: string, fromPath: string): ResolvedVariant | null {
    let path: string | null;
    try {
      path = this.reader.locate(id, fromPath);
    } catch (e) {
      if (e instanceof FileRefused) return null;
      throw e;
    }
    if (path === null || path === fromPath) return null;
    if (!this.bases.has(path)) {
      let variant: ResolvedVariant | null = null;
      try {
        variant = resolveSource(this.reader, this.reader.read(path)).variant;
      } catch (e) {
        if (!(e instanceof FileRefused)) throw e;
      }
      this.bases.set(path, variant);
    }
    return this.bases.get(path) ?? null;
  }

  /** Drops the bases built from `path` (its text changed) and those that did not resolve (it may be the one they lacked). */
  private forget(path: string): void {
    const name = this.source.nameOf(path);
    for (const [p, v] of [...this.bases]) if (v === null || v.texts.has(name) || p === path) this.bases.delete(p);
  }
}

/** How many times a broken file is cut shorter looking for a prefix that parses. */
const MAX_CUTS = 16;

/**
 * The tree of `text` cut at the start of the line where parsing stopped, then where that stopped,
 * and so on (a statement over several lines stops at its last line, then parses from its first):
 * at most MAX_CUTS parses; null when none parses.
 */
function parsedPrefix(text: string, name: string, stopped: number): FileNode | null {
  let at = stopped;
  for (let i = 0; i < MAX_CUTS && at > 0; i++) {
    const cut = text.lastIndexOf('\n', at - 1) + 1;
    const parsed = parseVariant(text.slice(0, cut), name);
    if (parsed.ok) return parsed.file;
    // A cut at the same place again would parse the same text: go a line further back.
    at = parsed.error.loc.start.offset < cut ? parsed.error.loc.start.offset : cut - 1;
  }
  return null;
}
