/**
 * Variant files on disk: the project's `variants/` folder and a reader over the file system (for
 * the CLI, the tests and the site's build; the browser uses load.ts's memory reader).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VARIANT_EXTENSION, type FileReader } from './load.ts';

/**
 * The project's own `variants/` folder, where ids are looked up: next to the sources, or (when this
 * module is bundled into the site's build) in the directory the build runs from.
 */
export const VARIANTS_DIR = [
  join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'variants'),
  join(process.cwd(), 'variants'),
].find((dir) => existsSync(dir)) ?? join(process.cwd(), 'variants');

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
