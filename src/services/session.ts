/**
 * The language services: one session over a set of variant files answers an editor's questions
 * about the files opened in it (diagnostics, completion, hover, go to definition, find references,
 * rename, quick fixes, the outline). The Playground runs one in a Web Worker over the shipped files held in memory
 * (session-core.ts, its answers loaded on first use); `stichwort lsp` runs one over the files on disk.
 * Everything is answered from the checker's own data: the parse tree, the resolved variant and its
 * bases, their locations and texts.
 */
import type { SourceFile } from '../resolve/load.ts';
import { ANSWERS } from './answers.ts';
import { createSessionOverWith, createSessionWith, type SessionFiles } from './session-core.ts';
import type { LanguageSession, SessionOptions } from './types.ts';

export type * from './types.ts';
export type { FileSource } from './workspace.ts';
export type { SessionFiles } from './session-core.ts';

/** Every answer at hand. */
const all = () => ANSWERS;

/**
 * A session over the variant files `files` (`{ id: text }`, as memoryReader takes them) and the
 * prelude root variants start from, answering every question.
 */
export function createSession(
  files: Record<string, string>,
  prelude: SourceFile | null,
  options: SessionOptions = {},
): LanguageSession {
  return createSessionWith(all, files, prelude, options);
}

/** A session over any file source (the language server's is the disk, with open documents over it). */
export function createSessionOver(files: SessionFiles, options: SessionOptions = {}): LanguageSession {
  return createSessionOverWith(all, files, options);
}
