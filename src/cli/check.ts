/**
 * `stichwort check FILE...`: parses and checks variant files; prints located errors.
 */
import { checkPath } from '../check/check.ts';
import { count } from '../compile/words.ts';
import type { ResolvedVariant } from '../resolve/resolve.ts';
import { formatDiagnostic } from '../core/diagnostic.ts';
import { diskReader, InputFileError } from '../resolve/disk.ts';
import { err, out, parse, type Command } from './io.ts';
import { runExamples } from '../scenario/examples.ts';
import { sourceText } from '../resolve/load.ts';
import { expandFolders, MAX_FOLDER_DEPTH } from './variant-files.ts';

/**
 * What a clean file holds, counted in words: "2 of 21 clauses written here, 3 ambiguities, 1 example".
 * A file that extends another says how many of the clauses in force are its own.
 */
function contents(variant: ResolvedVariant): string {
  const own = variant.clauses.filter((c) => c.from === variant.id).length;
  const clauses = count(variant.clauses.length, 'clause');
  return [
    own < variant.clauses.length ? `${own} of ${clauses} written here` : clauses,
    count(variant.ambiguities.size, 'ambiguity', 'ambiguities'),
    count(variant.examples.length, 'example'),
  ].join(', ');
}

export const checkCommand: Command = {
  name: 'check',
  summary: 'check variant files and run their examples; located errors, exit 1 if any',
  usage: `stichwort check FILE|DIR|ID... [--no-examples]

Parses and checks each variant file (and the bases it extends), then runs its in-file
examples. Prints every problem as file:line:col with the line it is on and a hint.
A folder stands for every .stw file below it, sorted (${MAX_FOLDER_DEPTH} folders deep at most,
hidden folders and node_modules skipped, a linked folder searched once).
A path must end in .stw; a device or a file over 1 MiB is refused unread, and a
file that is not UTF-8 is refused at its first bad byte (line:col).
Exit status: 0 when every file is clean, 1 when any has an error, 2 when a file is refused
(or a folder holds none, or has more below it than is searched).`,
  run(argv) {
    const { values, positionals } = parse(argv, { 'no-examples': { type: 'boolean' } });
    if (positionals.length === 0) {
      err('stichwort check: give at least one variant file or id');
      return 2;
    }
    let failed = 0,
      refused = 0;
    const targets = expandFolders(positionals, (problem) => {
      err(`stichwort check: ${problem}`);
      refused++;
    });
    for (const target of targets) {
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
      const problems = diagnostics.map((d) =>
        formatDiagnostic(d, sourceText(diskReader, variant?.texts, d.loc.source)),
      );
      if (variant && diagnostics.length === 0 && !values['no-examples']) {
        for (const r of runExamples(variant)) if (!r.ok) problems.push(r.message);
      }
      if (problems.length === 0) {
        out(`ok  ${target}${variant ? `  (${contents(variant)})` : ''}`);
      } else {
        failed++;
        err(problems.join('\n\n') + '\n');
        err(`${problems.length} problem${problems.length === 1 ? '' : 's'} in ${target}`);
      }
    }
    return refused > 0 ? 2 : failed > 0 ? 1 : 0;
  },
};
