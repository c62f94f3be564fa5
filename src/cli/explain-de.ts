/**
 * `stichwort explain VARIANT --lang de`: the rules in force in German, each said as a sentence from
 * its clause (src/compile/de/clause-words.ts) with its citation, grouped by phase, and the open
 * questions with their readings. Ids and citations stay as the file writes them; titles the file
 * gives only in English stand in „…“.
 */
import { afterAnother, variantNames } from '../compile/clause-words.ts';
import { compileVariant } from '../compile/compile.ts';
import { phaseDe, readingDe } from '../compile/de/names.ts';
import { wordsFor } from '../compile/rule-words.ts';
import type { VariantRules } from '../resolve/resolve.ts';

/** The lines `explain --lang de` prints for `v`; `cite` writes a citation as `explain` does. */
export function explainLinesDe(
  v: VariantRules,
  bases: string,
  sources: readonly { id: string; title: string; author?: string | null; date?: string | null }[],
  cite: (c: VariantRules['clauses'][number]['node']['cite']) => string,
): string[] {
  const names = variantNames(v, compileVariant(v).deck);
  const words = wordsFor('de');
  const lines = [`${v.title} (${v.id})${bases ? `, erweitert ${bases}` : ''}`, '', 'Quellen'];
  for (const s of sources)
    lines.push(`  ${s.id}: ${s.title}${s.author ? `, ${s.author}` : ''}${s.date ? ` (${s.date})` : ''}`);
  for (const group of [null, ...v.phases.map((p) => p.id)]) {
    lines.push('', group === null ? 'Ganze Partie' : `Phase ${group}: ${phaseDe(names, group)}`);
    for (const r of v.clauses.filter((c) => c.phase === group)) {
      lines.push(
        `  ${r.id.padEnd(18)} ${words.ruleWords(r.node, names, afterAnother(v, r.id, r.phase))}`,
        `  ${''.padEnd(18)} ${cite(r.node.cite)}${r.from !== v.id ? `  (aus ${r.from})` : ''}`,
      );
    }
  }
  lines.push('', 'Offene Fragen');
  for (const a of v.ambiguities.values()) {
    lines.push(`  ${a.id.name}: ${names.german?.ambiguities.get(a.id.name) ?? a.question}`);
    for (const r of a.readings) {
      const own = names.german?.readings.get(`${a.id.name}.${r.id.name}`);
      const title = r.title || own ? `„${readingDe(names, a.id.name, r.id.name)}“. ` : '';
      lines.push(
        `    ${r.id.name === a.default.name ? '*' : ' '} ${r.id.name}: ${title}${own?.description ?? r.text} ${cite(r.cite)}`,
      );
    }
  }
  if (v.ambiguities.size === 0) lines.push('  (keine)');
  lines.push(
    '',
    '* die Standardlesart; eine andere wählst du mit den "options" eines Szenarios oder mit --option FRAGE=LESART',
  );
  return lines;
}
