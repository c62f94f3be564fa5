/**
 * `stichwort lsp`: the language services over the Language Server Protocol on stdin and stdout,
 * for any editor (the server is ./lsp-server.ts, loaded only when this command runs, so that the
 * other commands do not load the protocol library).
 */
import { parse, UsageError, type Command } from './io.ts';

/** The `lsp` command: serves until the editor sends `exit`. */
export const lspCommand: Command = {
  name: 'lsp',
  summary: 'a language server for variant files (completion, hover, quick fixes) on stdin/stdout',
  usage: `stichwort lsp [--stdio] [--site URL]

Speaks the Language Server Protocol on stdin and stdout, for an editor to start: diagnostics as
\`stichwort check\` gives them, completion, hover, go to definition, quick fixes and the outline
of .stw files. Bases named by \`extends\` are found as \`stichwort check\` finds them; an open,
unsaved base stands in for its file. Hover links a clause to the rulebook section that explains
it: the book's file in content/, or its page on the published rulebook with --site (for instance
--site https://example.org/stichwort). --stdio is accepted (editors pass it) and is the default.
A document over 1 MiB gets one diagnostic and is not checked, as \`stichwort check\` refuses such a
file. Input whose headers are not the protocol's (a Content-Length missing, not a number or
over 64 MiB, a header that is none) is logged to stderr and ends the server with exit 1; after
\`shutdown\`, requests are refused (−32600) and \`exit\` ends it with 0.`,
  run(argv) {
    const { values } = parse(argv, { stdio: { type: 'boolean' }, site: { type: 'string' } });
    const site = values.site;
    if (site !== undefined && !isWebAddress(site)) {
      throw new UsageError(
        `--site must be a web address (http or https), like https://example.org/stichwort; got ${JSON.stringify(site)}`,
      );
    }
    return import('./lsp-server.ts').then((server) => server.serve(site));
  },
};

/** Whether `text` is an http or https address (hover links go there; nothing else is a site). */
function isWebAddress(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}
