/**
 * What of the editor's messages reaches the language server's handlers: after `shutdown`, no
 * request (each is answered −32600 InvalidRequest, as the protocol says) and no notification but
 * `exit`; a request whose params are not the shape its method needs is answered −32602
 * InvalidParams naming the field (the handlers would otherwise fail on `textDocument: null` with
 * −32603 and a JavaScript message), and such a notification is logged and dropped.
 */
import type { Message, MessageReader, MessageWriter } from 'vscode-languageserver/node';

type Checker = (p: Record<string, unknown>) => string | null;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isPosition = (x: unknown) =>
  isObject(x) && [x.line, x.character].every((n) => Number.isSafeInteger(n) && (n as number) >= 0);

/** `textDocument` with a string uri, and `more` of its fields with the type they need. */
function documentIn(p: Record<string, unknown>, more: Record<string, 'string' | 'number'> = {}): string | null {
  const d = p.textDocument;
  if (!isObject(d)) return 'textDocument: expected an object with a uri';
  if (typeof d.uri !== 'string') return 'textDocument.uri: expected a string';
  for (const [k, type] of Object.entries(more))
    if (typeof d[k] !== type) return `textDocument.${k}: expected a ${type}`;
  return null;
}
const position: Checker = (p) =>
  documentIn(p) ?? (isPosition(p.position) ? null : 'position: expected { line, character }, whole numbers from 0');

/** The shape each method the server handles needs of its params. */
const CHECKS = new Map<string, Checker>([
  ['textDocument/hover', position],
  ['textDocument/completion', position],
  ['textDocument/definition', position],
  ['textDocument/documentSymbol', (p) => documentIn(p)],
  ['textDocument/formatting', (p) => documentIn(p)],
  [
    'textDocument/codeAction',
    (p) =>
      documentIn(p) ??
      (isObject(p.range) && isPosition(p.range.start) && isPosition(p.range.end)
        ? null
        : 'range: expected { start, end }, each { line, character }') ??
      (isObject(p.context) && Array.isArray(p.context.diagnostics)
        ? null
        : 'context: expected an object with a list of diagnostics'),
  ],
  ['textDocument/didOpen', (p) => documentIn(p, { text: 'string', version: 'number', languageId: 'string' })],
  [
    'textDocument/didChange',
    (p) =>
      documentIn(p, { version: 'number' }) ??
      (Array.isArray(p.contentChanges) && p.contentChanges.every((c) => isObject(c) && typeof c.text === 'string')
        ? null
        : 'contentChanges: expected a list of { text } changes'),
  ],
  ['textDocument/didClose', (p) => documentIn(p)],
]);

/** What is wrong with `params` for `method`, or null (a method not listed takes any). */
function paramsProblem(method: string, params: unknown): string | null {
  const check = CHECKS.get(method);
  if (!check) return null;
  return isObject(params) ? check(params) : 'params: expected an object';
}

/**
 * `reader` with the messages that may not reach the server answered (through `writer`) or dropped
 * (told to `log`); `onShutdown` is told when `shutdown` has gone through (stdin's end then exits with 0).
 */
export function guardedReader(
  reader: MessageReader,
  writer: MessageWriter,
  log: (line: string) => void,
  onShutdown: () => void,
): MessageReader {
  let shutdown = false;
  const refuse = (id: unknown, code: number, message: string) =>
    void writer.write({ jsonrpc: '2.0', id: id as number, error: { code, message } } as Message);
  return {
    onError: reader.onError,
    onClose: reader.onClose,
    onPartialMessage: reader.onPartialMessage,
    dispose: () => reader.dispose(),
    listen: (callback) =>
      reader.listen((m) => {
        const o = m as unknown as Record<string, unknown>;
        const method = typeof o.method === 'string' ? o.method : null;
        const request = method !== null && Object.hasOwn(o, 'id');
        if (shutdown && method !== null && method !== 'exit') {
          if (request) refuse(o.id, -32600, 'the server is shutting down: only exit may follow shutdown');
          return;
        }
        const problem = method === null ? null : paramsProblem(method, o.params);
        if (problem) {
          if (request) refuse(o.id, -32602, problem);
          else log(`stichwort lsp: ${method}: ${problem}; the notification is ignored`);
          return;
        }
        if (request && method === 'shutdown') {
          shutdown = true;
          onShutdown();
        }
        callback(m);
      }),
  };
}
