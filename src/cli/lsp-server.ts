/**
 * The language server of `stichwort lsp` (./lsp.ts): the language services over the Language Server Protocol, on stdin and stdout,
 * for any editor. Diagnostics are pushed when a document opens or changes (with those of the open
 * documents that extend it); completion, hover, go to definition, find references, rename, quick fixes and the outline are
 * answered from the same session the Playground uses, and Format document by `stichwort fmt`'s formatter. Nothing the editor sends can stop the
 * server: a question that fails is answered with nothing, a file that fails to check with a
 * located diagnostic saying so.
 */
import {
  CodeActionKind,
  CompletionItemKind,
  createConnection,
  DiagnosticSeverity,
  MarkupKind,
  ProposedFeatures,
  StreamMessageWriter,
  SymbolKind,
  TextDocuments,
  TextDocumentSyncKind,
  type Message,
  type CodeAction,
  type CompletionItem,
  type Diagnostic as LspDiagnostic,
  type DocumentSymbol as LspSymbol,
  type Hover,
  type Location,
  type TextEdit as LspTextEdit,
  type WorkspaceEdit,
} from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import {
  createSessionOver,
  type CompletionOption,
  type DefinitionTarget,
  type DocumentSymbol,
  type HoverInfo,
  type ServiceDiagnostic,
} from '../services/session.ts';
import { diskFiles, diskSections, pathToUri, uriToPath } from './lsp-files.ts';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { formatVariant } from '../format/index.ts';
import { MAX_FILE_BYTES } from '../resolve/disk.ts';
import { HeaderReader } from './lsp-reader.ts';
import { guardedReader } from './lsp-guard.ts';

/** How each kind of completion shows in an editor's list. */
const COMPLETION_KINDS = new Map<CompletionOption['kind'], CompletionItemKind>([
  ['keyword', CompletionItemKind.Keyword],
  ['clause', CompletionItemKind.Field],
  ['ambiguity', CompletionItemKind.Enum],
  ['reading', CompletionItemKind.EnumMember],
  ['source', CompletionItemKind.Reference],
  ['card', CompletionItemKind.Value],
  ['suit', CompletionItemKind.Constant],
  ['rank', CompletionItemKind.Constant],
  ['phase', CompletionItemKind.Module],
  ['variant', CompletionItemKind.File],
  ['tally', CompletionItemKind.Variable],
  ['event', CompletionItemKind.Event],
]);

/** How each kind of outline entry shows. */
const SYMBOL_KINDS = new Map<DocumentSymbol['kind'], SymbolKind>([
  ['variant', SymbolKind.Module],
  ['clause', SymbolKind.Field],
  ['phase', SymbolKind.Namespace],
  ['ambiguity', SymbolKind.Enum],
  ['reading', SymbolKind.EnumMember],
  ['source', SymbolKind.Constant],
  ['example', SymbolKind.Method],
  ['removal', SymbolKind.Null],
  ['default', SymbolKind.Property],
  ['claim', SymbolKind.Boolean],
  ['event', SymbolKind.Event],
]);

/** Runs the server until the editor says `exit` (the protocol library then ends the process); hover links to the published rulebook at `site` when given. */
export function serve(site?: string): Promise<number> {
  const connection = createConnection(ProposedFeatures.all, ...transport());
  const documents = new TextDocuments(TextDocument);
  const session = createSessionOver(diskFiles, { sections: diskSections(site) });
  /** The answer of `f`, or `fallback` when it fails: one bad question never ends the server. */
  const safe = <T>(fallback: T, f: () => T): T => {
    try {
      return f();
    } catch (e) {
      connection.console.error(`stichwort lsp: ${e instanceof Error ? e.message : String(e)}`);
      return fallback;
    }
  };
  const range = (doc: TextDocument, from: number, to: number) => ({
    start: doc.positionAt(from),
    end: doc.positionAt(to),
  });

  const toLsp = (doc: TextDocument, d: ServiceDiagnostic): LspDiagnostic => ({
    range: range(doc, d.from, d.to),
    severity: d.severity === 'error' ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning,
    code: d.code,
    source: 'stichwort',
    message: `${d.elsewhere !== undefined ? `in ${d.elsewhere}:${d.origin?.line ?? 1}:${d.origin?.column ?? 1}: ` : ''}${d.message}${d.hint ? `\nhint: ${d.hint}` : ''}`,
    ...(d.origin ? { relatedInformation: [{ location: originLocation(d.origin), message: d.message }] } : {}),
  });

  /** Checks `doc` and pushes its diagnostics; a failure of the checker itself is shown as one. */
  const publish = (doc: TextDocument): void => {
    const bytes = tooLarge(doc);
    if (bytes !== null) {
      // Not checked, as `stichwort check` refuses such a file unread (checking 5 MB blocked the server for 13-25 s at ~900 MB); what the session held of it goes.
      safe(undefined, () => session.close(uriToPath(doc.uri)));
      void connection.sendDiagnostics({
        uri: doc.uri,
        version: doc.version,
        diagnostics: [
          {
            range: range(doc, 0, 0),
            severity: DiagnosticSeverity.Error,
            source: 'stichwort',
            code: 'too-large',
            message: `this document is over 1 MiB (${bytes.toLocaleString('en')} bytes), the size limit for a variant file: it is not checked`,
          },
        ],
      });
      return;
    }
    const diagnostics = safe<LspDiagnostic[]>(
      [
        {
          range: range(doc, 0, 0),
          severity: DiagnosticSeverity.Error,
          source: 'stichwort',
          code: 'internal',
          message: 'stichwort could not check this file (a bug in stichwort, not in your file); see the server log',
        },
      ],
      () => session.update(uriToPath(doc.uri), doc.getText()).map((d) => toLsp(doc, d)),
    );
    void connection.sendDiagnostics({ uri: doc.uri, version: doc.version, diagnostics });
  };

  connection.onInitialize(() => ({
    capabilities: {
      textDocumentSync: TextDocumentSyncKind.Incremental,
      completionProvider: { triggerCharacters: [' ', '['] },
      hoverProvider: true,
      definitionProvider: true,
      referencesProvider: true,
      renameProvider: true,
      codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix] },
      documentSymbolProvider: true,
      documentFormattingProvider: true,
    },
    serverInfo: { name: 'stichwort', version: version() },
  }));

  // A changed file may be a base of another open one: those are checked again too.
  documents.onDidChangeContent(({ document }) => {
    publish(document);
    for (const other of documents.all()) if (other.uri !== document.uri) publish(other);
  });
  documents.onDidClose(({ document }) => {
    safe(undefined, () => session.close(uriToPath(document.uri)));
    void connection.sendDiagnostics({ uri: document.uri, diagnostics: [] });
    // A closed base counts as saved on disk again for the files that extend it.
    for (const other of documents.all()) if (other.uri !== document.uri) publish(other);
  });

  // A document over the size limit is answered with nothing, as it is not checked.
  const withDoc = <T>(uri: string, fallback: T, f: (doc: TextDocument, path: string) => T): T => {
    const doc = documents.get(uri);
    return doc && tooLarge(doc) === null ? safe(fallback, () => f(doc, uriToPath(uri))) : fallback;
  };

  connection.onCompletion(({ textDocument, position }) =>
    withDoc(textDocument.uri, [] as CompletionItem[], (doc, path) => {
      const result = session.completions(path, doc.offsetAt(position));
      if (!result) return [];
      return result.options.map(
        (o): CompletionItem => ({
          label: o.label,
          kind: COMPLETION_KINDS.get(o.kind) ?? CompletionItemKind.Text,
          ...(o.detail ? { detail: o.detail } : {}),
          ...(o.info ? { documentation: { kind: MarkupKind.Markdown, value: `\`\`\`stw\n${o.info}\n\`\`\`` } } : {}),
          textEdit: { range: range(doc, result.from, result.to), newText: o.apply ?? o.label },
        }),
      );
    }),
  );

  connection.onHover(({ textDocument, position }) =>
    withDoc(textDocument.uri, null as Hover | null, (doc, path) => {
      const h = session.hover(path, doc.offsetAt(position));
      return h
        ? { range: range(doc, h.from, h.to), contents: { kind: MarkupKind.Markdown, value: hoverMarkdown(h) } }
        : null;
    }),
  );

  // A target's text gives its positions: an open document's, else the session's copy of the file.
  const locationOf = (t: DefinitionTarget): Location => {
    const targetUri = pathToUri(t.path);
    const text = documents.get(targetUri)?.getText() ?? session.text(t.path) ?? readText(t.path);
    const target = TextDocument.create(targetUri, 'stw', 0, text);
    return { uri: targetUri, range: range(target, t.from, t.to) };
  };

  connection.onDefinition(({ textDocument, position }) =>
    withDoc(textDocument.uri, null as Location | null, (doc, path) => {
      const t = session.definition(path, doc.offsetAt(position));
      return t ? locationOf(t) : null;
    }),
  );

  connection.onReferences(({ textDocument, position }) =>
    withDoc(
      textDocument.uri,
      [] as Location[],
      (doc, path) => session.references(path, doc.offsetAt(position))?.map(locationOf) ?? [],
    ),
  );

  connection.onRenameRequest(({ textDocument, position, newName }) =>
    withDoc(textDocument.uri, null as WorkspaceEdit | null, (doc, path) => {
      const edits = session.rename(path, doc.offsetAt(position), newName);
      if (!edits) return null;
      const changes: Record<string, LspTextEdit[]> = {};
      for (const e of edits) {
        const { uri, range: r } = locationOf(e);
        (changes[uri] ??= []).push({ range: r, newText: e.insert });
      }
      return { changes };
    }),
  );

  connection.onCodeAction(({ textDocument, range: r, context }) =>
    withDoc(textDocument.uri, [] as CodeAction[], (doc, path) => {
      const fixes = session.fixes(path, doc.offsetAt(r.start), doc.offsetAt(r.end));
      return fixes.map(
        (fix): CodeAction => ({
          title: fix.title,
          kind: CodeActionKind.QuickFix,
          diagnostics: context.diagnostics.filter((d) => d.code === fix.diagnosticCode),
          edit: {
            changes: {
              [textDocument.uri]: fix.edits.map((e) => ({ range: range(doc, e.from, e.to), newText: e.insert })),
            },
          },
        }),
      );
    }),
  );

  connection.onDocumentSymbol(({ textDocument }) =>
    withDoc(textDocument.uri, [] as LspSymbol[], (doc, path) => {
      const convert = (s: DocumentSymbol): LspSymbol => ({
        name: s.name,
        kind: SYMBOL_KINDS.get(s.kind) ?? SymbolKind.Object,
        ...(s.detail ? { detail: s.detail } : {}),
        range: range(doc, s.from, s.to),
        selectionRange: range(doc, s.selectionFrom, s.selectionTo),
        ...(s.children ? { children: s.children.map(convert) } : {}),
      });
      return session.symbols(path).map(convert);
    }),
  );

  // Format document: the file laid out as `stichwort fmt` lays it out, as one edit; a file that does not parse is left as it is.
  connection.onDocumentFormatting(({ textDocument }) =>
    withDoc(textDocument.uri, [] as { range: ReturnType<typeof range>; newText: string }[], (doc, path) => {
      const text = doc.getText();
      const r = formatVariant(text, basename(path));
      return r.ok && r.text !== text ? [{ range: range(doc, 0, text.length), newText: r.text }] : [];
    }),
  );

  documents.listen(connection);
  connection.listen();
  // The server lives until `exit`; the protocol library ends the process then.
  return new Promise<number>(() => {});
}

/** The size in bytes of `doc` when it is over MAX_FILE_BYTES (the CLI's limit for a variant file), else null. */
function tooLarge(doc: TextDocument): number | null {
  const text = doc.getText();
  // A UTF-8 byte is at most one UTF-16 unit's worth of length: most texts are decided without counting.
  if (text.length <= MAX_FILE_BYTES / 3) return null;
  const bytes = Buffer.byteLength(text, 'utf8');
  return bytes > MAX_FILE_BYTES ? bytes : null;
}

/**
 * The server's reader and writer on stdin and stdout: framing read strictly (lsp-reader.ts) and
 * what may not reach the handlers answered (lsp-guard.ts). Input that cannot be read on is logged
 * and ends the server with 1; the end of stdin ends it with 0 after `shutdown`, else 1.
 */
function transport(): [ReturnType<typeof guardedReader>, StreamMessageWriter] {
  const writer = new StreamMessageWriter(process.stdout);
  const log = (line: string) => void process.stderr.write(`${line}\n`);
  let shutdown = false;
  const incoming = new HeaderReader(process.stdin, (skipped) => {
    log(`stichwort lsp: ${skipped.message}; the message is skipped`);
    void writer.write({
      jsonrpc: '2.0',
      id: null,
      error: { code: skipped.code, message: skipped.message },
    } as unknown as Message);
  });
  incoming.onError((e) => {
    log(`stichwort lsp: ${e.message}; the input cannot be read on, so the server stops`);
    process.exit(1);
  });
  incoming.onClose(() => process.exit(shutdown ? 0 : 1));
  return [
    guardedReader(incoming, writer, log, () => {
      shutdown = true;
    }),
    writer,
  ];
}

/** A hover as Markdown: what the thing is, as written, where it is cited and explained. */
function hoverMarkdown(h: HoverInfo): string {
  const parts = [`**${h.title}**`, `\`\`\`stw\n${h.text}\n\`\`\``];
  if (h.cite) parts.push(`Cited: ${h.cite}`);
  if (h.section) parts.push(`Explained in the rulebook: [${h.section.heading}](${h.section.href})`);
  return parts.join('\n\n');
}

function originLocation(o: NonNullable<ServiceDiagnostic['origin']>): Location {
  const start = { line: o.line - 1, character: o.column - 1 };
  return {
    uri: pathToUri(o.path),
    range: { start, end: { line: start.line, character: start.character + Math.max(0, o.to - o.from) } },
  };
}

function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/** The package's version, for the editor's log. */
function version(): string {
  try {
    return (
      (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: string })
        .version ?? '0'
    );
  } catch {
    return '0';
  }
}
