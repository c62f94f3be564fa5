/**
 * Rule `unknown-source`: every citation names a source declared with `source id "Title"` in the
 * variant or one of its bases.
 */
import type { CiteNode } from '../../parse/ast.ts';
import type { ResolvedVariant } from '../../resolve/resolve.ts';
import { diagnostic, didYouMean, nameList, type Diagnostic } from '../../core/diagnostic.ts';

/**
 * Checks the citations on clauses in force, on the readings of every ambiguity, and on this
 * file's `remove` and `default` statements. Reports at the cited source id, with a "did you mean" hint.
 */
export function checkSources(v: ResolvedVariant): Diagnostic[] {
  const cites: CiteNode[] = [];
  for (const c of v.clauses) if (c.node.cite) cites.push(c.node.cite);
  for (const a of v.ambiguities.values()) for (const r of a.readings) if (r.cite) cites.push(r.cite);
  for (const st of v.file.statements)
    if ((st.kind === 'Removal' || st.kind === 'DefaultChoice') && st.cite) cites.push(st.cite);

  const known = [...v.sources.keys()];
  return cites
    .filter((cite) => !v.sources.has(cite.source.name))
    .map((cite) =>
      diagnostic(
        'unknown-source',
        cite.source.loc,
        `no source \`${cite.source.name}\` is declared`,
        didYouMean(cite.source.name, known) ??
          (known.length
            ? `the declared sources are ${nameList(known)}`
            : `declare it: source ${cite.source.name} "Title" by "Author"`),
      ),
    );
}
