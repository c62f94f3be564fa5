/**
 * `stichwort check FILE...`: parses and checks variant files; prints located errors.
 */
import { checkPath } from '../check/check.ts';
import { formatDiagnostic } from '../check/diagnostic.ts';
import { diskReader, InputFileError } from '../resolve/disk.ts';
import { err, out, parse, type Command } from './io.ts';
import { runExamples } from '../scenario/examples.ts';
import { sourceText } from '../resolve/load.ts';

export const checkCommand: Command = {
  name: 'check',
  summary: 'check variant files and run their examples; located errors, exit 1 if any',
  usage: `stichwort check FILE|ID... [--no-examples]

Parses and checks each variant file (and the bases it extends), then runs its in-file
examples. Prints every problem as file:line:col with the line it is on and a hint.
A path must end in .stw; a folder, a device or a file over 1 MiB is refused unread, and a
file that is not UTF-8 is refused at its first bad byte (line:col).
Exit status: 0 when every file is clean, 1 when any has an error, 2 when a file is refused.`,
  run(argv) {
    const { values, positionals } = parse(argv, { 'no-examples': { type: 'boolean' } });
    if (positionals.length === 0) { err('stichwort check: give at least one variant file or id'); return 2; }
    let failed = 0, refused = 0;
    for (const target of positionals) {
      let checked: ReturnType<typeof checkPath>;
      try {
        checked = checkPath(diskReader, target);
      } catch (e) {
        if (!(e instanceof InputFileError)) throw e;
        err(`stichwort check: ${e.message}`);
        refused++;
        continue;
      }
      const { variant, diagnostics } = checked;
      const problems = diagnostics.map((d) => formatDiagnostic(d, sourceText(diskReader, variant?.texts, d.loc.source)));
      if (variant && diagnostics.length === 0 && !values['no-examples']) {
        for (const r of runExamples(variant)) if (!r.ok) problems.push(r.message);
      }
      if (problems.length === 0) {
        out(`ok  ${target}${variant ? `  (${variant.clauses.length} clauses, ${variant.ambiguities.size} ambiguities, ${variant.examples.length} examples)` : ''}`);
      } else {
        failed++;
        err(problems.join('\n\n') + '\n');
        err(`${problems.length} problem${problems.length === 1 ? '' : 's'} in ${target}`);
      }
    }
    return refused > 0 ? 2 : failed > 0 ? 1 : 0;
  },
};
