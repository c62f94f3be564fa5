/**
 * `stichwort lsp`: the language services over the Language Server Protocol on stdin and stdout,
 * for any editor (the server is ./lsp-server.ts, loaded only when this command runs, so that the
 * other commands do not load the protocol library).
 */
import { parse, type Command } from './io.ts';

/** The `lsp` command: serves until the editor sends `exit`. */
export const lspCommand: Command = {
  name: 'lsp',
  summary: 'a language server for variant files (completion, hover, quick fixes) on stdin/stdout',
  usage: `stichwort lsp [--stdio]

Speaks the Language Server Protocol on stdin and stdout, for an editor to start: diagnostics as
\`stichwort check\` gives them, completion, hover, go to definition, quick fixes and the outline
of .stw files. Bases named by \`extends\` are found as \`stichwort check\` finds them; an open,
unsaved base stands in for its file. --stdio is accepted (editors pass it) and is the default.`,
  run(argv) {
    parse(argv, { stdio: { type: 'boolean' } });
    return import('./lsp-server.ts').then((server) => server.serve());
  },
};
