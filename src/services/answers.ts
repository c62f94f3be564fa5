/**
 * The functions that answer an editor's questions about a checked file, in one table: a session
 * (session-core.ts) is given them, so that the Playground's worker can load them on first use.
 */
import { completionsAt } from './completion.ts';
import { definitionAt } from './definition.ts';
import { fixesFor } from './fixes.ts';
import { hoverAt } from './hover.ts';
import { referencesAt, renameAt } from './rename.ts';
import { documentSymbols } from './symbols.ts';

/** Every answer a session gives. */
export const ANSWERS = { completionsAt, hoverAt, definitionAt, referencesAt, renameAt, fixesFor, documentSymbols };

/** The answers' table, as a session takes it. */
export type Answers = typeof ANSWERS;
