/**
 * Rule `missing-cite`: every rule this file states says where it comes from. Inherited clauses
 * are the base's business; a clause this file adds or overrides must carry a citation.
 */
import type { ResolvedVariant } from '../../resolve/resolve.ts';
import { diagnostic, type Diagnostic } from '../diagnostic.ts';
import { clauseIdLoc } from '../locate.ts';

/** Reports each clause of this variant's own file without a `[source "section"]`, at its id. */
export function checkCitations(v: ResolvedVariant): Diagnostic[] {
  const source = v.sources.keys().next().value ?? 'pagat';
  return v.clauses
    .filter((c) => c.from === v.id && !c.node.cite)
    .map((c) => diagnostic('missing-cite', clauseIdLoc(c.node), `clause \`${c.id}\` cites no source`,
      `add a citation like [${source} "Deal"]`));
}
