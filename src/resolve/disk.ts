/**
 * Variant files on disk: the project's `variants/` folder and a reader over the file system (for
 * the CLI, the tests and the site's build; the browser uses load.ts's memory reader). Whatever a
 * user names is read only if it is a regular file of at most MAX_FILE_BYTES: a folder, a device
 * (`/dev/zero` never ends) or a huge file is refused with an InputFileError before it is read.
 */
import {
  closeSync,
  existsSync,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  readSync,
  realpathSync,
  statSync,
} from 'node:fs';
import { dirname, join, relative, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FileRefused, PRELUDE_PATH, VARIANT_EXTENSION, type FileReader, type SourceFile } from './load.ts';
import { firstBadByte } from './utf8.ts';

/**
 * The project's own `variants/` folder, where ids are looked up: next to the sources, or (when this
 * module is bundled into the site's build) in the directory the build runs from.
 */
export const VARIANTS_DIR =
  [join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'variants'), join(process.cwd(), 'variants')].find((dir) =>
    existsSync(dir),
  ) ?? join(process.cwd(), 'variants');

/** The largest variant or scenario file read (1 MiB): the shipped ones are under 40 KiB. */
export const MAX_FILE_BYTES = 1024 * 1024;

/** A file named on input that is refused unread: not a regular file, too large, or not of the kind asked for. */
export class InputFileError extends FileRefused {}

/** The ids of the variants shipped in `variants/`, sorted. */
export function shippedVariantIds(): string[] {
  return variantIdsIn(VARIANTS_DIR);
}

/** The ids of the variant files in `dir` (none when it cannot be read), sorted. */
export function variantIdsIn(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith(VARIANT_EXTENSION))
      .map((f) => f.slice(0, -VARIANT_EXTENSION.length))
      .sort();
  } catch {
    return [];
  }
}

/** How readTextFile reads a file. */
export interface ReadOptions {
  /** Keep a leading byte order mark (for `fmt`, which writes the file back as it found it). */
  keepBom?: boolean;
  /**
   * The extension the file must have after links are followed (`.stw`): a `.stw` link to another
   * kind of file (a text holding a password) is refused unread, so no line of it is shown in an
   * error's code frame.
   */
  extension?: string;
}

/**
 * Reads `path` as UTF-8 text, without a leading byte order mark (unless `keepBom`), if it is a
 * regular file of at most MAX_FILE_BYTES that is valid UTF-8; otherwise throws InputFileError
 * naming it as `shown` and saying why it is not a `what` (where the first bad byte is, for UTF-8).
 */
export function readTextFile(path: string, what: string, shown: string = path, options: ReadOptions = {}): string {
  let fd: number;
  try {
    // stat before open: opening a FIFO would wait for a writer.
    checkRegular(statSync(path), what, shown);
    if (options.extension !== undefined) checkLinkTarget(path, options.extension, what, shown);
    fd = openSync(path, 'r');
  } catch (e) {
    if (e instanceof InputFileError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    throw new InputFileError(
      code === 'ENOENT' ? `${shown}: no such file` : `${shown}: cannot read it (${code ?? (e as Error).message})`,
    );
  }
  try {
    checkRegular(fstatSync(fd), what, shown);
    // Read at most one byte over the limit: a file whose size is not known in advance (or grows) is still bounded.
    const buf = Buffer.alloc(MAX_FILE_BYTES + 1);
    let length = 0;
    for (let n = -1; n !== 0 && length < buf.length; ) {
      n = readSync(fd, buf, length, buf.length - length, null);
      length += n;
    }
    if (length > MAX_FILE_BYTES) throw tooLarge(what, shown);
    const text = decodeUtf8(buf.subarray(0, length), shown);
    return !options.keepBom && text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  } finally {
    closeSync(fd);
  }
}

/**
 * `bytes` as text, or InputFileError at the first byte that is not UTF-8 (`shown:line:col`, the
 * column counted as the parser counts it, a leading byte order mark not counted). Never decoded
 * with U+FFFD put in: `fmt` would write that back, and the original bytes would be lost for good.
 */
export function decodeUtf8(bytes: Uint8Array, shown: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    const bad = firstBadByte(bytes);
    throw new InputFileError(
      `${shown}:${bad.line}:${bad.column}: not valid UTF-8: the byte 0x${bad.byte.toString(16).toUpperCase().padStart(2, '0')} here is not part of a UTF-8 character; hint: save the file as UTF-8 (it may have been written as Latin-1 or Windows-1252)`,
    );
  }
}

/** Throws InputFileError when `path` is a link to a file whose name does not end in `extension`. */
function checkLinkTarget(path: string, extension: string, what: string, shown: string): void {
  if (!lstatSync(path).isSymbolicLink()) return;
  const target = realpathSync(path);
  if (!target.endsWith(extension))
    throw new InputFileError(
      `${shown}: a link to ${target}, which is not a ${what} (its name does not end in ${extension}); not read`,
    );
}

function checkRegular(
  st: { isFile(): boolean; isDirectory(): boolean; size: number },
  what: string,
  shown: string,
): void {
  if (st.isDirectory()) throw new InputFileError(`${shown}: is a directory, not a ${what}`);
  if (!st.isFile()) throw new InputFileError(`${shown}: not a regular file, so not a ${what}`);
  if (st.size > MAX_FILE_BYTES) throw tooLarge(what, shown);
}

const tooLarge = (what: string, shown: string) =>
  new InputFileError(`${shown}: over 1 MiB, the size limit for a ${what}`);

/** `path` as shown in messages and locations: relative to the working directory when inside it. */
function shownPath(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel.startsWith('..') ? path : rel;
}

/** True when `target` names a file rather than a variant id. */
const isPathLike = (target: string): boolean =>
  target.endsWith(VARIANT_EXTENSION) || target.includes('/') || target.includes('\\');

/**
 * Reads from disk: ids resolve next to the extending file first, then in the project's `variants/`.
 * A path that does not end in `.stw` is refused (InputFileError), so that no other file is ever
 * parsed and shown in a code frame; `read` refuses folders, devices and files over MAX_FILE_BYTES.
 */
export const diskReader: FileReader = {
  locate(id, fromPath) {
    if (isPathLike(id)) {
      if (!id.endsWith(VARIANT_EXTENSION))
        throw new InputFileError(
          `${id}: not a variant file; give a variant id from variants/ or a path ending in ${VARIANT_EXTENSION}`,
        );
      const p = resolvePath(id);
      return existsSync(p) ? p : null;
    }
    const candidates = [
      ...(fromPath ? [join(dirname(fromPath), id + VARIANT_EXTENSION)] : []),
      join(VARIANTS_DIR, id + VARIANT_EXTENSION),
      // The gallery of house rules: a house rule may build on one of them by id, from anywhere.
      join(VARIANTS_DIR, 'house', id + VARIANT_EXTENSION),
    ];
    return candidates.find((c) => existsSync(c)) ?? null;
  },
  read(path) {
    const name = shownPath(path);
    return { path, name, text: readTextFile(path, 'variant file', name, { extension: VARIANT_EXTENSION }) };
  },
  prelude: () => diskPrelude(),
  // Shipped: a variant file right in the project's variants/ folder (not house/, not elsewhere).
  shipped: (path) => path.endsWith(VARIANT_EXTENSION) && dirname(resolvePath(path)) === resolvePath(VARIANTS_DIR),
  ids: (fromPath) => [
    ...new Set([
      ...(fromPath ? variantIdsIn(dirname(fromPath)) : []),
      ...shippedVariantIds(),
      ...variantIdsIn(join(VARIANTS_DIR, 'house')),
    ]),
  ],
};

let preludeRead: SourceFile | null | undefined;

/** The prelude next to the project's `variants/` folder (read once), or null when there is none. */
export function diskPrelude(): SourceFile | null {
  if (preludeRead !== undefined) return preludeRead;
  const path = join(VARIANTS_DIR, '..', PRELUDE_PATH);
  preludeRead = existsSync(path)
    ? { path: PRELUDE_PATH, name: PRELUDE_PATH, text: readTextFile(path, 'prelude') }
    : null;
  return preludeRead;
}
