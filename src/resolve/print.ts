/**
 * Prints a clause as written: its source text with the label and citation taken off and the
 * whitespace collapsed. Used by `explain`, `diff` and the site.
 */
import type { ClauseNode } from '../parse/ast.ts';

/** The rule text of `clause`, read from the file text it was parsed from. */
export function clauseText(clause: ClauseNode, fileText: string): string {
  const { start } = clause.body.loc;
  const end = clause.body.loc.end;
  // Comments go, strings stay whole (a `#` inside quotes is text).
  return fileText
    .slice(start.offset, end.offset)
    .replace(/"[^"\n]*"|#[^\n]*/g, (m) => (m.startsWith('"') ? m : ''))
    .replace(/\s+/g, ' ')
    .trim();
}
