/**
 * Writing a file so that it cannot be lost: the text goes to a new temporary file beside the
 * target, is flushed to the disk (fsync) and only then renamed over the target. A write that fails
 * partway (a full disk, a quota, a file-size limit) leaves the target as it was and removes the
 * temporary file; the error says what failed and that nothing was changed. Every command that
 * writes a file goes through here.
 */
import {
  closeSync,
  constants,
  existsSync,
  fchmodSync,
  fsyncSync,
  linkSync,
  lstatSync,
  openSync,
  realpathSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';

/** A write that failed; the message names the file, what failed and that the file was not changed. */
export class WriteFailed extends Error {}

/** What an errno means, in words, for the messages; the code follows in brackets. */
const REASONS = new Map<string, string>([
  ['EFBIG', 'over the file-size limit of this process'],
  ['ENOSPC', 'no space left on the disk'],
  ['EDQUOT', 'over the disk quota'],
  ['EACCES', 'permission denied'],
  ['EPERM', 'operation not permitted'],
  ['EROFS', 'a read-only file system'],
  ['EEXIST', 'the file exists'],
  ['ENOENT', 'no such folder'],
  ['ENOTDIR', 'a part of the path is not a folder'],
  ['EISDIR', 'it is a folder'],
  ['EIO', 'an input/output error'],
]);

/** `ENOSPC` as "no space left on the disk (ENOSPC)"; an error without a code by its message. */
function reason(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  if (!code) return (e as Error).message;
  const words = REASONS.get(code);
  return words ? `${words} (${code})` : code;
}

/** How `writeSafely` treats a target that exists. */
export interface WriteOptions {
  /** Replace an existing target (fmt rewriting a file); false: refuse it, never clobbering one that appears meanwhile. */
  overwrite: boolean;
}

/**
 * Writes `data` to `target` through a temporary file beside it (fsynced, then renamed), or throws
 * WriteFailed with the target unchanged (or, for a new file, not created) and no temporary file left.
 * A symbolic link is followed: its target is replaced, the link stays. The file keeps the
 * permissions of the one it replaces (a private file stays private).
 */
export function writeSafely(target: string, data: string | Uint8Array, options: WriteOptions): void {
  const existing = existingFile(target);
  if (existing && !options.overwrite) throw new WriteFailed(`${target}: exists; nothing was written`);
  // Beside the file the link points to: a rename never crosses file systems, and the link stays a link.
  const path = existing?.real ?? target;
  const unchanged = existing ? 'it was left unchanged' : 'nothing was written';
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  let fd: number;
  try {
    // `wx`: a new file, never one that happens to carry the name.
    fd = openSync(temp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, existing ? existing.mode : 0o666);
  } catch (e) {
    throw new WriteFailed(
      `${target}: cannot write it: cannot create a temporary file beside it: ${reason(e)}; ${unchanged}`,
    );
  }
  try {
    try {
      // The mode given to open is cut by the umask: set the original's exactly.
      if (existing) fchmodSync(fd, existing.mode);
      const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
      for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at, bytes.length - at);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    if (options.overwrite) renameSync(temp, path);
    else placeNew(temp, path);
  } catch (e) {
    try {
      unlinkSync(temp);
    } catch {
      /* already gone (renamed or never made) */
    }
    const what =
      (e as NodeJS.ErrnoException).code === 'EEXIST' ? `${target}: exists` : `${target}: cannot write it: ${reason(e)}`;
    throw new WriteFailed(`${what}; ${unchanged}`);
  }
  syncFolder(dirname(path));
}

/** Codes of a file system that has no hard links (FAT, some network and FUSE file systems). */
const NO_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EMLINK']);

/**
 * Gives the written `temp` the name `path` where no file has it. A hard link is made only where no
 * file is, so one made by someone else meanwhile is never replaced (EEXIST); where the file system
 * has no links, the name is looked at just before the rename.
 */
function placeNew(temp: string, path: string): void {
  try {
    linkSync(temp, path);
  } catch (e) {
    if (!NO_LINKS.has((e as NodeJS.ErrnoException).code ?? '')) throw e;
    if (existsSync(path)) throw Object.assign(new Error('exists'), { code: 'EEXIST' });
    renameSync(temp, path);
    return;
  }
  unlinkSync(temp);
}

/** The file at `target` (through links) with its permissions, or null when there is none. */
function existingFile(target: string): { real: string; mode: number } | null {
  try {
    lstatSync(target);
  } catch {
    return null;
  }
  try {
    const real = realpathSync(target);
    return { real, mode: statSync(real).mode & 0o7777 };
  } catch {
    // A dangling link or an unreadable file: written as a new file at the name given, which then fails or replaces the link.
    return null;
  }
}

/** Flushes the folder's entry for the renamed file, where the system allows it (best effort: the data is safe already). */
function syncFolder(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    /* some systems cannot fsync a folder */
  }
}
