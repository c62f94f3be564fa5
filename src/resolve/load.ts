/**
 * Finds and reads variant files. A variant is named by id (the file name under `variants/`
 * without its extension) or by a path to a `.stw` file.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The extension of variant files. */
export const VARIANT_EXTENSION = '.stw';

/**
 * The project's own `variants/` folder, where ids are looked up: next to the sources, or (when this
 * module is bundled into the site's build) in the directory the build runs from.
 */
export const VARIANTS_DIR = [
  join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'variants'),
  join(process.cwd(), 'variants'),
].find((dir) => existsSync(dir)) ?? join(process.cwd(), 'variants');

/** A variant file's text and the name used for it in error locations. */
export interface SourceFile { path: string; name: string; text: string }

/** Reads files by path; tests and the browser substitute an in-memory one. */
export interface FileReader {
  /** Path of the variant `id` as seen from the file `fromPath` (or the variants folder), or null. */
  locate(id: string, fromPath?: string): string | null;
  read(path: string): SourceFile;
}

/** Reads from disk: ids resolve next to the extending file first, then in the project's `variants/`. */
export const diskReader: FileReader = {
  locate(id, fromPath) {
    if (id.endsWith(VARIANT_EXTENSION) || id.includes('/')) {
      const p = resolvePath(id);
      return existsSync(p) ? p : null;
    }
    const candidates = [
      ...(fromPath ? [join(dirname(fromPath), id + VARIANT_EXTENSION)] : []),
      join(VARIANTS_DIR, id + VARIANT_EXTENSION),
    ];
    return candidates.find((c) => existsSync(c)) ?? null;
  },
  read(path) {
    const rel = relative(process.cwd(), path);
    return { path, name: rel.startsWith('..') ? path : rel, text: readFileSync(path, 'utf8') };
  },
};

/** An in-memory reader over `{ id: text }`, for tests and the browser playground. */
export function memoryReader(files: Record<string, string>): FileReader {
  return {
    locate: (id) => (id in files ? id : id.replace(/\.stw$/, '') in files ? id.replace(/\.stw$/, '') : null),
    read: (path) => ({ path, name: `${path}${VARIANT_EXTENSION}`, text: files[path]! }),
  };
}
