/**
 * What the language services answer, as plain data: the Playground's editor (in a Web Worker) and
 * `stichwort lsp` both read these shapes. Offsets are UTF-16 code units into the open file's text
 * (an editor's positions); lines and columns are 1-based, as the checker's locations are.
 */
import type { SourceFile } from '../resolve/load.ts';
import type { Diagnostic } from '../core/diagnostic.ts';
import type { ResolvedVariant } from '../resolve/resolve.ts';

/** A checker diagnostic as an editor shows it. */
export interface ServiceDiagnostic {
  code: string;
  message: string;
  hint?: string;
  from: number;
  to: number;
  line: number;
  column: number;
  severity: 'error' | 'warning';
  /**
   * The file the problem is in, when it is not the open file (a base): the location above is then
   * the open file's `extends` that brings it in, and `origin` is where it is in that file.
   */
  elsewhere?: string;
  /** For a problem in another file: its place there. */
  origin?: { path: string; from: number; to: number; line: number; column: number };
}

/** What a completion offers: a word, what kind of thing it names, and what it is. */
export interface CompletionOption {
  label: string;
  kind:
    | 'keyword'
    | 'clause'
    | 'ambiguity'
    | 'reading'
    | 'source'
    | 'card'
    | 'suit'
    | 'rank'
    | 'phase'
    | 'variant'
    | 'tally'
    | 'event';
  /** A short line next to the label (a question, a source's title, the phase of a clause). */
  detail?: string;
  /** A longer text shown beside the list (a clause as written, a reading in full). */
  info?: string;
  /** The text inserted, when it is not the label. */
  apply?: string;
}

/** Completions replacing the text from `from` to `to` (the word being typed). */
export interface CompletionResult {
  from: number;
  to: number;
  options: CompletionOption[];
}

/** Where a rulebook explains a clause: a site path like `/rules/hindersche/#the-deal` and its heading. */
export interface SectionLink {
  href: string;
  heading: string;
}

/** What hovering over a word shows. */
export interface HoverInfo {
  from: number;
  to: number;
  title: string;
  /** The thing itself as written: a base clause's source text, a reading's text, a source's title. */
  text: string;
  /** The citation in words, e.g. `Hindersche, by Paul Eaton and John McLeod, “Deal”`. */
  cite?: string;
  section?: SectionLink;
}

/** A place in a file: the path as the session's files know it (e.g. `hindersche-pagat`). */
export interface DefinitionTarget {
  path: string;
  from: number;
  to: number;
  line: number;
  column: number;
}

/** A rename's change to one file: the span of a name there and the new name. */
export interface RenameEdit extends DefinitionTarget {
  insert: string;
}

/** One change to the open file's text. */
export interface TextEdit {
  from: number;
  to: number;
  insert: string;
}

/** A repair for a diagnostic: its title as a menu shows it and the edits it makes to the open file. */
export interface QuickFix {
  title: string;
  diagnosticCode?: string;
  edits: TextEdit[];
}

/** An outline entry of a file. */
export interface DocumentSymbol {
  name: string;
  detail?: string;
  kind:
    | 'variant'
    | 'clause'
    | 'phase'
    | 'ambiguity'
    | 'reading'
    | 'source'
    | 'example'
    | 'removal'
    | 'default'
    | 'claim'
    | 'event';
  from: number;
  to: number;
  /** The symbol's name within it (what an editor selects). */
  selectionFrom: number;
  selectionTo: number;
  children?: DocumentSymbol[];
}

/**
 * Which rulebook section explains clause `clause` of variant `variant`, if any (a variant's own
 * section, not its base's: the session walks the extends chain).
 */
export type SectionIndex = (variant: string, clause: string) => SectionLink | undefined;

/** Options of a session. */
export interface SessionOptions {
  /** The rulebook sections that explain clauses, for hover. */
  sections?: SectionIndex;
}

/** A session over a set of variant files, answering for the files opened in it. */
export interface LanguageSession {
  /**
   * Sets the text of `path` (an id the session's files know, e.g. `house-rule`, or a new one) and
   * returns its diagnostics. What does not depend on this text (its bases, the prelude) is kept.
   */
  update(path: string, text: string): ServiceDiagnostic[];
  /** Completions at `offset`, or null when nothing fits there. */
  completions(path: string, offset: number): CompletionResult | null;
  /** What the word at `offset` is, or null. */
  hover(path: string, offset: number): HoverInfo | null;
  /** Where the thing named at `offset` is defined (often in a base file), or null. */
  definition(path: string, offset: number): DefinitionTarget | null;
  /** Every place the thing named at `offset` is declared or used (in the file and its bases), or null. */
  references(path: string, offset: number): DefinitionTarget[] | null;
  /** The edits that rename the thing named at `offset` to `to` in every file that writes it, or null when it cannot be renamed. */
  rename(path: string, offset: number, to: string): RenameEdit[] | null;
  /** Repairs for the diagnostics that overlap `from`..`to`. */
  fixes(path: string, from: number, to: number): QuickFix[];
  /** The outline of the file (empty while it does not parse). */
  symbols(path: string): DocumentSymbol[];
  /** The text last given for `path`, or undefined when it is not open. */
  text(path: string): string | undefined;
  /**
   * What the last `update` of `path` found, as the checker has it: its diagnostics, its resolved
   * variant (null when it did not resolve) and its bases resolved on their own; undefined when it
   * was never updated. A front end that shows more than diagnostics (the Playground's report)
   * reads it instead of checking the text a second time.
   */
  checked(
    path: string,
  ):
    | { diagnostics: readonly Diagnostic[]; variant: ResolvedVariant | null; bases: readonly ResolvedVariant[] }
    | undefined;
  /** Closes `path`: the file underneath (if any) counts again, and what was kept for it is dropped. */
  close(path: string): void;
}

export type { SourceFile };
