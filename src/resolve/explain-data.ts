/**
 * A resolved variant explained as data: the rules in force with where each comes from and its
 * citation, and the ambiguities with their readings. What `stichwort explain --json` prints and
 * what the site's pages show, kept below both so that neither front end imports the other.
 */
import type { ResolvedVariant } from './resolve.ts';
import { clauseText } from './print.ts';

/** The explanation as data: what `--json` prints. */
export function explainData(v: ResolvedVariant) {
  return {
    id: v.id,
    title: v.title,
    extends: v.chain.slice(1),
    /** The bases this file names, in the order it names them (`extends a, b`). */
    bases: v.file.extends.map((b) => b.name),
    sources: [...v.sources.values()].map((s) => ({ id: s.id.name, title: s.title, author: s.author, date: s.date })),
    rules: v.clauses.map((c) => ({
      id: c.id,
      phase: c.phase,
      from: c.from,
      rule: clauseText(c.node, v.texts.get(String(c.node.loc.source)) ?? ''),
      /** The reading the rule holds under (`if reading q is r`), as written, or null. */
      guard: c.node.guard ? `reading ${c.node.guard.ambiguity.name} is ${c.node.guard.reading.name}` : null,
      cite: c.node.cite ? { source: c.node.cite.source.name, section: c.node.cite.section } : null,
    })),
    ambiguities: [...v.ambiguities.values()].map((a) => ({
      id: a.id.name,
      question: a.question,
      default: a.default.name,
      readings: a.readings.map((r) => ({
        id: r.id.name,
        title: r.title,
        text: r.text,
        cite: r.cite ? { source: r.cite.source.name, section: r.cite.section } : null,
      })),
    })),
  };
}
