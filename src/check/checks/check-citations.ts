/**
 * Rule `missing-cite`: every rule this file states says where it comes from. Inherited clauses
 * are the base's business; a clause this file adds or overrides, and a default reading it
 * chooses, must carry a citation.
 */
import type { ResolvedVariant } from '../../resolve/resolve.ts';
import { diagnostic, type Diagnostic } from '../../core/diagnostic.ts';
import { clauseIdLoc } from '../../core/locate.ts';

/**
 * Reports each clause of this variant's own file without a `[source "section"]`, at its id, and
 * each `default q is r` without one, at the question's id: choosing a reading is a rule too. The
 * hint proposes the file's own source when it declares one (else the first source in force).
 */
export function checkCitations(v: ResolvedVariant): Diagnostic[] {
  // A house rule cites its own source, not its base's: the file's first declaration, if it has one.
  const own = v.file.statements.find((st) => st.kind === 'Source');
  const source = own?.kind === 'Source' ? own.id.name : (v.sources.keys().next().value ?? 'source');
  const hint = `add a citation like [${source} "Deal"]`;
  const clauses = v.clauses
    .filter((c) => c.from === v.id && !c.node.cite)
    .map((c) => diagnostic('missing-cite', clauseIdLoc(c.node), `clause \`${c.id}\` cites no source`, hint));
  const defaults = v.file.statements.flatMap((st) =>
    st.kind === 'DefaultChoice' && !st.cite
      ? [
          diagnostic(
            'missing-cite',
            st.ambiguity.loc,
            `the default reading of \`${st.ambiguity.name}\` cites no source`,
            hint,
          ),
        ]
      : [],
  );
  return [...clauses, ...defaults];
}
