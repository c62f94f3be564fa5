/**
 * `stichwort explain VARIANT`: the resolved rules with their citations, and the ambiguities.
 */
import type { CiteNode } from '../parse/ast.ts';
import { explainData } from '../resolve/explain-data.ts';
import { clauseText } from '../resolve/print.ts';
import { out, parse, UsageError, type Command } from './io.ts';
import { explainLinesDe } from './explain-de.ts';
import { cliLang, LANG_OPTION, LANG_USAGE } from './lang.ts';
import { loadChecked } from './load-variant.ts';

/** `[pagat "Deal"]` for display. */
export const citeText = (c: CiteNode | null): string =>
  c ? `[${c.source.name}${c.section ? ` "${c.section}"` : ''}]` : '[no citation]';

export const explainCommand: Command = {
  name: 'explain',
  summary: 'list the rules in force with citations, and the ambiguities with their readings',
  usage: `stichwort explain VARIANT [--json] [--lang en|de]

Prints the variant's rules after resolving \`extends\` (each with the variant it comes from and
its citation), grouped by phase, then every ambiguity with its readings and default. In German
(--lang de) each rule is said as a sentence built from its clause; --json is the same in any language.
${LANG_USAGE}`,
  run(argv) {
    const { values, positionals } = parse(argv, { json: { type: 'boolean' }, ...LANG_OPTION });
    if (positionals.length !== 1) throw new UsageError('give one variant');
    const lang = cliLang(values.lang);
    const v = loadChecked(positionals[0]!);
    if (!v) return 1;
    const data = explainData(v);
    if (values.json) {
      out(JSON.stringify(data, null, 2));
      return 0;
    }
    // One base: the chain down to the root (a → its base → …); several: the bases as the file names them.
    const bases = data.bases.length > 1 ? data.bases.join(', ') : data.extends.join(' → ');
    if (lang === 'de') {
      out(explainLinesDe(v, bases, data.sources, citeText).join('\n'));
      return 0;
    }
    const lines = [`${v.title} (${v.id})${bases ? `, extends ${bases}` : ''}`, ''];
    lines.push('Sources');
    for (const s of data.sources)
      lines.push(`  ${s.id}: ${s.title}${s.author ? `, ${s.author}` : ''}${s.date ? ` (${s.date})` : ''}`);
    // The whole game's rules first, then each phase's, in the order the game plays them.
    for (const group of [null, ...v.phases.map((p) => p.id)]) {
      const phase = v.phases.find((p) => p.id === group);
      lines.push('', phase ? `Phase ${phase.id}: ${phase.title}` : 'Whole game');
      for (const r of v.clauses.filter((c) => c.phase === group)) {
        const text = clauseText(r.node, v.texts.get(String(r.node.loc.source)) ?? '');
        const guard = r.node.guard
          ? `  (if reading ${r.node.guard.ambiguity.name} is ${r.node.guard.reading.name})`
          : '';
        lines.push(
          `  ${r.id.padEnd(18)} ${text}`,
          `  ${''.padEnd(18)} ${citeText(r.node.cite)}${guard}${r.from !== v.id ? `  (from ${r.from})` : ''}`,
        );
      }
    }
    lines.push('', 'Ambiguities');
    for (const a of v.ambiguities.values()) {
      lines.push(`  ${a.id.name}: ${a.question}`);
      for (const r of a.readings) {
        lines.push(
          `    ${r.id.name === a.default.name ? '*' : ' '} ${r.id.name}: ${r.title ? `${r.title}. ` : ''}${r.text} ${citeText(r.cite)}`,
        );
      }
    }
    if (v.ambiguities.size === 0) lines.push('  (none)');
    lines.push('', '* the default reading; choose another with a scenario\'s "options" or --option AMB=READING');
    out(lines.join('\n'));
    return 0;
  },
};
