/**
 * `stichwort fmt [--check] FILE...`: lays variant files out the way the shipped files are (see
 * src/format/format.ts for the rules). In place by default, writing only the files it changes;
 * `--check` writes nothing and says which files would change; `-` or no file: stdin to stdout.
 */
import { formatDiagnostic } from '../core/diagnostic.ts';
import { formatVariant, withLineEndsOf } from '../format/index.ts';
import { decodeUtf8, InputFileError, MAX_FILE_BYTES, readTextFile } from '../resolve/disk.ts';
import { VARIANT_EXTENSION } from '../resolve/load.ts';
import { err, InputError, out, parse, type Command } from './io.ts';
import { WriteFailed, writeSafely } from './safe-write.ts';
import { expandFolders, MAX_FOLDER_DEPTH } from './variant-files.ts';

/** The name a text read from stdin goes by in locations. */
const STDIN = '<stdin>';

/** `stichwort fmt`: formats variant files in place, checks that they are formatted, or formats stdin. */
export const fmtCommand: Command = {
  name: 'fmt',
  summary: 'lay variant files out as the shipped files are; --check: exit 1 if any would change',
  usage: `stichwort fmt [--check] FILE|DIR...

Formats each variant file in place: every item on its own line, indented by its braces;
citations in column 67 (two spaces after a longer clause); wrapped lines indented past
their item; one space between words; comments and line breaks kept; blank lines kept but
never two in a row; one final newline. Only blank space changes, never what the file says:
a leading byte order mark stays, and a file whose first line ends in CR LF (Windows) keeps
CR LF on every line. Lists each file it changed. A file that does not parse is left as it is,
its error located; one that is not UTF-8 is refused at its first bad byte (line:col).
  --check   write nothing: list each file that would change, with its first changed line
With FILE \`-\` or none: reads stdin and writes the formatted text to stdout.
A folder stands for every .stw file below it, sorted (${MAX_FOLDER_DEPTH} folders deep at most, hidden
folders and node_modules skipped, a linked folder searched once).
A path must end in .stw; a device or a file over 1 MiB is refused unread.
Each file is written whole or not at all (to a temporary file beside it, then renamed): one
that cannot be written (a full disk, a size limit) is left unchanged, named, and the others
are still formatted.
Exit status: 0 when all is formatted (or, with --check, already was), 1 when a file does
not parse (or, with --check, would change), 2 when a file is refused or cannot be written.`,
  async run(argv) {
    const { values, positionals } = parse(argv, { check: { type: 'boolean' } });
    const check = values.check === true;
    if (positionals.length === 0 || (positionals.length === 1 && positionals[0] === '-')) return formatStdin(check);
    if (positionals.includes('-')) {
      err('stichwort fmt: `-` (stdin) cannot be given with files');
      return 2;
    }
    let failed = 0,
      refused = 0,
      unwritten = 0,
      wouldChange = 0;
    const paths = expandFolders(positionals, (problem) => {
      err(`stichwort fmt: ${problem}`);
      refused++;
    });
    for (const path of paths) {
      let text: string;
      try {
        if (!path.endsWith(VARIANT_EXTENSION))
          throw new InputFileError(`${path}: not a variant file; give a path ending in ${VARIANT_EXTENSION}`);
        // The byte order mark is kept: the file is written back as it was, blank space apart.
        text = readTextFile(path, 'variant file', path, { keepBom: true, extension: VARIANT_EXTENSION });
      } catch (e) {
        if (!(e instanceof InputFileError)) throw e;
        err(`stichwort fmt: ${e.message}`);
        refused++;
        continue;
      }
      const result = formatVariant(text, path);
      if (!result.ok) {
        failed++;
        err(result.diagnostics.map((d) => formatDiagnostic(d, text)).join('\n\n') + '\n');
        continue;
      }
      const after = withLineEndsOf(result.text, text);
      if (after === text) continue;
      if (check) {
        wouldChange++;
        const d = firstDifference(text, after);
        out(`${path}:${d.line}: would be reformatted\n  - ${d.before}\n  + ${d.after}`);
        continue;
      }
      try {
        writeSafely(path, after, { overwrite: true });
      } catch (e) {
        // One file that cannot be written (a full disk, a size limit) does not stop the others.
        if (!(e instanceof WriteFailed)) throw e;
        err(`stichwort fmt: ${e.message}`);
        unwritten++;
        continue;
      }
      out(`formatted ${path}`);
    }
    if (check && wouldChange > 0)
      err(
        `${wouldChange} file${wouldChange === 1 ? '' : 's'} would be reformatted; run \`stichwort fmt\` on ${wouldChange === 1 ? 'it' : 'them'}`,
      );
    return refused > 0 || unwritten > 0 ? 2 : failed > 0 || wouldChange > 0 ? 1 : 0;
  },
};

/** Formats stdin to stdout (for editors); with `check`, prints nothing and exits 1 when it would change. */
async function formatStdin(check: boolean): Promise<number> {
  const text = await readStdin();
  const result = formatVariant(text, STDIN);
  if (!result.ok) {
    err(result.diagnostics.map((d) => formatDiagnostic(d, text)).join('\n\n') + '\n');
    return 1;
  }
  const after = withLineEndsOf(result.text, text);
  if (check) {
    if (after === text) return 0;
    const d = firstDifference(text, after);
    out(`${STDIN}:${d.line}: would be reformatted\n  - ${d.before}\n  + ${d.after}`);
    return 1;
  }
  process.stdout.write(after);
  return 0;
}

/**
 * Reads stdin as UTF-8, refusing more than MAX_FILE_BYTES (as a file would be) without reading on,
 * and text that is not UTF-8 (located at its first bad byte). A byte order mark is kept, as for a file.
 */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of process.stdin) {
    const b = chunk as Buffer;
    length += b.length;
    if (length > MAX_FILE_BYTES) {
      process.stdin.destroy();
      throw new InputError(`${STDIN}: over 1 MiB, the size limit for a variant file`);
    }
    chunks.push(b);
  }
  return decodeUtf8(Buffer.concat(chunks), STDIN);
}

/** The first line (1-based) where `a` and `b` differ, as it is in each ('' past the end). */
function firstDifference(a: string, b: string): { line: number; before: string; after: string } {
  const as = a.split(/\r?\n/),
    bs = b.split(/\r?\n/);
  let i = 0;
  while (i < as.length && i < bs.length && as[i] === bs[i]) i++;
  return { line: i + 1, before: show(as[i]), after: show(bs[i]) };
}

/** A line for a one-line excerpt: its trailing blanks made visible, cut at 120 characters. */
function show(line: string | undefined): string {
  if (line === undefined) return '(end of file)';
  const visible = line.replace(/[ \t\r]+$/, (s) => s.replace(/ /g, '·').replace(/\t/g, '→').replace(/\r/g, '␍'));
  return visible.length > 120 ? `${visible.slice(0, 119)}…` : visible;
}
