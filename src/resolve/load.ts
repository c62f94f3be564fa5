/**
 * How variant files are found and read. A variant is named by id (the file name under `variants/`
 * without its extension) or by a path to a `.stw` file. This module runs anywhere, the browser
 * playground included; reading from disk is disk.ts.
 */

/** The extension of variant files. */
export const VARIANT_EXTENSION = '.stw';

/** A variant file's text and the name used for it in error locations. */
export interface SourceFile {
  path: string;
  name: string;
  text: string;
}

/** A file that `FileReader.read` refuses unread (a folder, a device, a file too large): the message says which and why. */
export class FileRefused extends Error {}

/** Reads files by path; tests and the browser substitute an in-memory one. */
export interface FileReader {
  /** Path of the variant `id` as seen from the file `fromPath` (or the variants folder), or null. */
  locate(id: string, fromPath?: string): string | null;
  /** The file at `path`; throws FileRefused for one that cannot be read as a variant file. */
  read(path: string): SourceFile;
  /**
   * The prelude (grammar/prelude.stw): declarations every root variant starts from, so that words
   * that became declarations keep their meaning in files written before; null when there is none.
   */
  prelude?(): SourceFile | null;
  /**
   * The ids `locate` can find from `fromPath` (or the variants folder), for a "did you mean" hint
   * when an id is not found; none when the reader cannot list them.
   */
  ids?(fromPath?: string): string[];
  /**
   * Whether the file at `path` is one the project ships (a variant in `variants/`, not a house rule
   * nor a user's file): the checker asks a shipped file for every German title. Absent: none is.
   */
  shipped?(path: string): boolean;
}

/** Where the prelude is, from the project's root, and the name used for it in locations. */
export const PRELUDE_PATH = 'grammar/prelude.stw';

/**
 * The prelude read from disk when running under Node (the CLI, the tests); null in a browser, whose
 * pages pass its text instead. Node's file module is fetched at run time, so this module stays
 * loadable in the browser.
 */
export function nodePrelude(): SourceFile | null {
  const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown; cwd(): string } }).process;
  const fs = proc?.getBuiltinModule?.('node:fs') as
    | { existsSync(p: URL | string): boolean; readFileSync(p: URL | string, e: 'utf8'): string }
    | undefined;
  if (!proc || !fs) return null;
  const up = '../../';
  for (const at of [new URL(up + PRELUDE_PATH, import.meta.url), `${proc.cwd()}/${PRELUDE_PATH}`]) {
    if (fs.existsSync(at)) return { path: PRELUDE_PATH, name: PRELUDE_PATH, text: fs.readFileSync(at, 'utf8') };
  }
  return null;
}

/**
 * An in-memory reader over `{ id: text }`, for tests and the browser playground. Ids are looked
 * up as own keys only: `constructor` or `__proto__` is no file. `prelude`: the prelude's text (a
 * browser passes the one its page was built with).
 */
export function memoryReader(files: Record<string, string>, prelude: SourceFile | null = nodePrelude()): FileReader {
  const byId = new Map(Object.entries(files));
  return {
    prelude: () => prelude,
    locate: (id) => {
      const bare = id.endsWith(VARIANT_EXTENSION) ? id.slice(0, -VARIANT_EXTENSION.length) : id;
      return byId.has(id) ? id : byId.has(bare) ? bare : null;
    },
    read: (path) => ({ path, name: `${path}${VARIANT_EXTENSION}`, text: byId.get(path) ?? '' }),
    ids: () => [...byId.keys()],
  };
}

/**
 * The text of the file a diagnostic is located in, for its code frame: the copy read with the
 * variant (`texts`) when there is one, else the file read again through `reader` (a file whose
 * syntax error stopped the reading), or undefined for one that cannot be read (it does not exist:
 * no frame is shown).
 */
export function sourceText(
  reader: FileReader,
  texts: ReadonlyMap<string, string> | undefined,
  source: unknown,
): string | undefined {
  const known = texts?.get(String(source));
  if (known !== undefined) return known;
  try {
    return reader.read(String(source)).text;
  } catch {
    return undefined;
  }
}
