/**
 * The formatter of variant files, for the CLI (`stichwort fmt`), the Playground and the language
 * server ("Format document").
 */
export { formatVariant, type FormatResult } from './format.ts';
export { sameMeaning, withoutLocations } from './same-meaning.ts';
export { CITE_COLUMN } from './layout.ts';
export { lineEndOf, withLineEndsOf } from './line-ends.ts';
