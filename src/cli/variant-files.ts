/**
 * The variant files a command is given: a folder stands for every `.stw` file below it, as every
 * linter and formatter takes a folder. The search is bounded (depth, files, entries looked at),
 * sorted, skips hidden folders and node_modules, and follows a linked folder only once, so a link
 * back up cannot send it round for ever. What it could not search is said, never skipped in silence.
 */
import { readdirSync, realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { VARIANT_EXTENSION } from '../resolve/load.ts';

/** Folders below the one given that are searched (variants/house/ is 1). */
export const MAX_FOLDER_DEPTH = 16;
/** Variant files one folder may hold, its folders included: many more than any collection of rules. */
const MAX_FOLDER_FILES = 10_000;
/** Entries looked at below one folder (a folder of a million files is not read to the end). */
const MAX_FOLDER_ENTRIES = 200_000;

/** The variant files found below a folder, sorted, and what could not be searched. */
export interface FolderSearch {
  files: string[];
  problems: string[];
}

/** True when `target` names a folder to search rather than a file or an id: it is one, and does not end in `.stw`. */
function isFolderTarget(target: string): boolean {
  if (target.endsWith(VARIANT_EXTENSION)) return false;
  try {
    return statSync(target).isDirectory();
  } catch {
    return false;
  }
}

/** Folders never searched: hidden ones (.git) and installed packages. */
const skipped = (name: string): boolean => name.startsWith('.') || name === 'node_modules';

/**
 * Every `.stw` file below `dir` (paths joined onto `dir` as given, sorted), within the bounds; a
 * folder past the depth bound, one that cannot be read, too many files, or none at all are problems.
 */
function variantFilesIn(dir: string): FolderSearch {
  const files: string[] = [],
    problems: string[] = [];
  const seen = new Set<string>();
  const stack: { path: string; depth: number }[] = [{ path: dir, depth: 0 }];
  let entries = 0;
  while (stack.length > 0) {
    const { path, depth } = stack.pop()!;
    let real: string, names: string[];
    try {
      real = realpathSync(path);
      if (seen.has(real)) continue; // a folder reached again through a link: searched once
      seen.add(real);
      names = readdirSync(path);
    } catch (e) {
      problems.push(`${path}: cannot read the folder (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
      continue;
    }
    entries += names.length;
    if (entries > MAX_FOLDER_ENTRIES) {
      problems.push(
        `${dir}: more than ${MAX_FOLDER_ENTRIES.toLocaleString('en')} entries below it; not searched to the end, name a smaller folder`,
      );
      break;
    }
    for (const name of names) {
      const p = join(path, name);
      let isDir: boolean;
      try {
        isDir = statSync(p).isDirectory();
      } catch {
        isDir = false;
      } // a dangling link is read, and refused, as a file
      if (isDir) {
        if (skipped(name)) continue;
        if (depth >= MAX_FOLDER_DEPTH)
          problems.push(
            `${p}: more than ${MAX_FOLDER_DEPTH} folders deep below ${dir}; not searched, name it on its own`,
          );
        else stack.push({ path: p, depth: depth + 1 });
      } else if (name.endsWith(VARIANT_EXTENSION)) files.push(p);
    }
    if (files.length > MAX_FOLDER_FILES) {
      problems.push(
        `${dir}: more than ${MAX_FOLDER_FILES.toLocaleString('en')} variant files below it; name a smaller folder`,
      );
      return { files: [], problems };
    }
  }
  if (files.length === 0 && problems.length === 0)
    problems.push(`${dir}: no variant files (${VARIANT_EXTENSION}) in it or the folders below it`);
  return { files: files.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)), problems };
}

/**
 * `targets` with each folder replaced by the variant files below it, in order; `refuse` is told
 * each thing a search could not do (the command prints it and exits 2 at the end).
 */
export function expandFolders(targets: readonly string[], refuse: (problem: string) => void): string[] {
  return targets.flatMap((target) => {
    if (!isFolderTarget(target)) return [target];
    const { files, problems } = variantFilesIn(target);
    problems.forEach(refuse);
    return files;
  });
}
