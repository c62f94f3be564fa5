/**
 * The layout rules of the shipped variant files, as constants the formatter and its tests share.
 */

/** The column (0-based) where a citation starts when its clause leaves room: `[` in column 67. */
export const CITE_COLUMN = 66;

/** The fewest spaces between a clause and its citation when the clause reaches past CITE_COLUMN. */
export const CITE_GAP = 2;

/** Spaces per level of braces (a phase's clauses, a deck's lines, an example's steps). */
export const INDENT = 2;

/** How much further than its item a wrapped line is indented at least. */
export const CONTINUATION = 2;

/** Spaces before a comment that ends a line of code. */
export const COMMENT_GAP = 2;

/** The widest run of spaces kept between the moves of an example (it separates the tricks). */
export const MOVES_GAP = 2;
