/**
 * Rules `unknown-option` and `duplicate-option`: a choice at the table (`choice by SEAT: ID "Title",
 * ...`) and what reads it (`chosen ID`).
 *
 * - `duplicate-option`: an option id names one option of the variant: `chosen ID` reads it whichever
 *   choice offers it, and a scenario writes it (`"S:choose:ID"`), so two options of the same id
 *   (in one choice or in two) are refused at the second.
 * - `unknown-option`: `chosen ID` names an option some `choice` in force offers (a did-you-mean hint).
 */
import type { ChoiceBody } from '../../parse/ast.ts';
import type { ResolvedVariant } from '../../resolve/resolve.ts';
import { visit, type AstNode } from '../../resolve/visit.ts';
import { diagnostic, didYouMean, nameList, type Diagnostic } from '../../core/diagnostic.ts';

/** Reports options declared twice and `chosen` naming no option. */
export function checkChoices(v: ResolvedVariant): Diagnostic[] {
  const out: Diagnostic[] = [];
  const options = new Map<string, string>();
  for (const c of v.clauses) {
    if (c.node.body.kind !== 'Choice') continue;
    for (const o of (c.node.body as ChoiceBody).options) {
      const before = options.get(o.id.name);
      if (before === undefined) options.set(o.id.name, c.id);
      else
        out.push(
          diagnostic(
            'duplicate-option',
            o.id.loc,
            `option \`${o.id.name}\` is already an option of choice \`${before}\``,
            '`chosen` and a scenario\'s "S:choose:ID" name an option by its id alone: give each option an id of its own',
          ),
        );
    }
  }
  const roots: AstNode[] = [...v.clauses.map((c) => c.node), ...v.claims];
  for (const root of roots)
    visit(root, {
      Chosen: (n) => {
        if (options.has(n.option.name)) return;
        const near = didYouMean(n.option.name, options.keys());
        out.push(
          diagnostic(
            'unknown-option',
            n.option.loc,
            `\`${n.option.name}\` is not an option of any choice`,
            near ??
              (options.size > 0
                ? `the options are ${nameList([...options.keys()])}`
                : 'declare it in a choice: `ID: choice by SEAT: OPTION "Title", ...`'),
          ),
        );
      },
    });
  return out;
}
