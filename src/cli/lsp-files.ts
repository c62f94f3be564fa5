/**
 * What the language server reads: variant files found as `stichwort check` finds them (an
 * `extends` id next to the extending file, then in the project's variants/ and variants/house/),
 * the documents the editor has open standing in for them, and the rulebook's sections from the
 * project's content/ folder when there is one.
 */
import { existsSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { diskReader, shippedVariantIds, variantIdsIn, VARIANTS_DIR } from '../resolve/disk.ts';
import { sectionEntries, sectionIndex, siteHref, type RuleSection } from '../services/sections.ts';
import { markersInDir } from '../services/markers-on-disk.ts';
import type { SectionIndex, SessionFiles } from '../services/session.ts';

/** The path a document's URI stands for: a file path for `file:` URIs, else the URI itself (an unsaved buffer). */
export function uriToPath(uri: string): string {
  if (!uri.startsWith('file:')) return uri;
  try {
    return fileURLToPath(uri);
  } catch {
    return uri;
  }
}

/** The URI of a path the session gives (a base file on disk, or an open buffer's URI). */
export function pathToUri(path: string): string {
  return isAbsolute(path) ? pathToFileURL(path).href : path;
}

/** A path as locations name it: relative to the working directory when inside it (as `stichwort check` shows it). */
function shown(path: string): string {
  if (!isAbsolute(path)) return path;
  const rel = relative(process.cwd(), path);
  return rel.startsWith('..') ? path : rel;
}

/** The files on disk, named as the CLI names them, with the shipped variants' ids for `extends`. */
export const diskFiles: SessionFiles = {
  reader: diskReader,
  nameOf: shown,
  variantIds: () => [...shippedVariantIds(), ...variantIdsIn(join(VARIANTS_DIR, 'house'))].sort(),
};

/**
 * The rulebook sections of the project's content/ (next to variants/), each linked to the book's
 * file there, or to its page on the published site at `site` when given; none when there is no content/.
 */
export function diskSections(site?: string): SectionIndex | undefined {
  const dir = join(VARIANTS_DIR, '..', 'content');
  if (!existsSync(dir)) return undefined;
  const markers = markersInDir(dir);
  // An editor cannot open a site-relative path: the published site when given, else the book's own file.
  const hrefOf =
    site !== undefined
      ? siteHref(site.replace(/\/+$/, ''))
      : (s: RuleSection) => pathToFileURL(join(dir, `${s.book}.mdx`)).href;
  return sectionIndex(sectionEntries(markers, '', hrefOf));
}
