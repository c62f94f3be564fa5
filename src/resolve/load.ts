/**
 * How variant files are found and read. A variant is named by id (the file name under `variants/`
 * without its extension) or by a path to a `.stw` file. This module runs anywhere, the browser
 * playground included; reading from disk is disk.ts.
 */

/** The extension of variant files. */
export const VARIANT_EXTENSION = '.stw';

/** A variant file's text and the name used for it in error locations. */
export interface SourceFile { path: string; name: string; text: string }

/** A file that `FileReader.read` refuses unread (a folder, a device, a file too large): the message says which and why. */
export class FileRefused extends Error {}

/** Reads files by path; tests and the browser substitute an in-memory one. */
export interface FileReader {
  /** Path of the variant `id` as seen from the file `fromPath` (or the variants folder), or null. */
  locate(id: string, fromPath?: string): string | null;
  /** The file at `path`; throws FileRefused for one that cannot be read as a variant file. */
  read(path: string): SourceFile;
}

/**
 * An in-memory reader over `{ id: text }`, for tests and the browser playground. Ids are looked
 * up as own keys only: `constructor` or `__proto__` is no file.
 */
export function memoryReader(files: Record<string, string>): FileReader {
  const byId = new Map(Object.entries(files));
  return {
    locate: (id) => {
      const bare = id.endsWith(VARIANT_EXTENSION) ? id.slice(0, -VARIANT_EXTENSION.length) : id;
      return byId.has(id) ? id : byId.has(bare) ? bare : null;
    },
    read: (path) => ({ path, name: `${path}${VARIANT_EXTENSION}`, text: byId.get(path) ?? '' }),
  };
}
