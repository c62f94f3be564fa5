/**
 * The language server's reader of its input (`Content-Length: N\r\n\r\n` and N bytes of JSON, as
 * the Language Server Protocol frames messages), strict and bounded where vscode-jsonrpc's is
 * neither: a header that is not one, a Content-Length that is missing, not a number, negative or
 * past MAX_MESSAGE_BYTES, or a header block past MAX_HEADER_BYTES is an error — the caller logs it
 * and ends the server, since the bytes after it can no longer be told apart (the library's reader
 * stopped silently and left the editor waiting). A body that is not JSON, or JSON that is not a
 * message, is answered (−32700, −32600) and skipped: its frame was whole, so the next one is found.
 */
import { AbstractMessageReader, type DataCallback, type Disposable, type Message } from 'vscode-languageserver/node';

/** The largest message read: a document may be sent whole several times over (its text escaped in JSON), but not without end. */
const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;

/** The largest header block: the protocol's two headers take under a hundred bytes. */
const MAX_HEADER_BYTES = 8 * 1024;

/** What can be wrong with a frame's header block (`text`, without its blank line), or its body length. */
function headerLength(text: string): { length: number } | { problem: string } {
  let length: number | null = null;
  for (const line of text.split('\r\n')) {
    const m = /^([A-Za-z][A-Za-z0-9-]*): ?(.*)$/.exec(line);
    if (!m)
      return { problem: `not a header line: ${JSON.stringify(line.slice(0, 60))} (expected "Content-Length: N")` };
    if (m[1]!.toLowerCase() !== 'content-length') continue;
    const value = m[2]!.trim();
    const n = /^[0-9]{1,10}$/.test(value) ? Number(value) : NaN;
    if (!(n <= MAX_MESSAGE_BYTES))
      return {
        problem: `Content-Length must be a whole number of bytes from 0 to ${MAX_MESSAGE_BYTES}, got ${JSON.stringify(value.slice(0, 60))}`,
      };
    length = n;
  }
  return length === null
    ? { problem: `a message without Content-Length (headers: ${JSON.stringify(text.slice(0, 120))})` }
    : { length };
}

/** Whether `text`, the start of a header block still arriving, can still become one (else it is an error now, not a wait). */
// Whole header lines, then the start of one, or the `\r` of the blank line that ends the block.
const mayBeHeader = (text: string): boolean =>
  /^(?:[A-Za-z][A-Za-z0-9-]*:[^\r\n]*\r\n)*(?:\r|[A-Za-z][A-Za-z0-9-]*(?::[^\r\n]*\r?)?)?$/.test(text);

/** A frame whose body could not be used: what to answer (with id null, as JSON-RPC answers what it cannot read) and log. */
export interface Skipped {
  code: -32700 | -32600;
  message: string;
}

/**
 * Reads framed messages from `input`. `onSkipped` is told of a frame whose body is no message (to
 * answer and log); `onError` (of the reader) of input that cannot be read on.
 */
export class HeaderReader extends AbstractMessageReader {
  private buffer: Buffer = Buffer.alloc(0);
  private readonly input: NodeJS.ReadableStream;
  private readonly onSkipped: (s: Skipped) => void;
  /** The body's length while one is being read, else null (a header block is). */
  private length: number | null = null;
  private failed = false;

  constructor(input: NodeJS.ReadableStream, onSkipped: (s: Skipped) => void) {
    super();
    this.input = input;
    this.onSkipped = onSkipped;
  }

  listen(callback: DataCallback): Disposable {
    const onData = (chunk: Buffer) => {
      if (this.failed) return;
      this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
      try {
        this.drain(callback);
      } catch (e) {
        this.fail(e as Error);
      }
    };
    const onEnd = () => this.fireClose();
    this.input.on('data', onData);
    this.input.on('end', onEnd);
    this.input.on('close', onEnd);
    return {
      dispose: () => {
        this.input.off('data', onData);
        this.input.off('end', onEnd);
        this.input.off('close', onEnd);
      },
    };
  }

  private fail(e: Error): void {
    this.failed = true;
    this.buffer = Buffer.alloc(0);
    this.fireError(e);
  }

  /** Takes every whole frame from the buffer. */
  private drain(callback: DataCallback): void {
    for (;;) {
      if (this.length === null) {
        const end = this.buffer.indexOf('\r\n\r\n');
        const head = this.buffer
          .subarray(0, end < 0 ? Math.min(this.buffer.length, MAX_HEADER_BYTES + 1) : end)
          .toString('latin1');
        if (end < 0) {
          if (this.buffer.length > MAX_HEADER_BYTES) throw new Error(`a header block over ${MAX_HEADER_BYTES} bytes`);
          if (!mayBeHeader(head)) throw new Error(headerProblem(head));
          return;
        }
        const h = headerLength(head);
        if ('problem' in h) throw new Error(h.problem);
        this.length = h.length;
        this.buffer = this.buffer.subarray(end + 4);
      }
      if (this.buffer.length < this.length) return;
      const body = this.buffer.subarray(0, this.length).toString('utf8');
      this.buffer = this.buffer.subarray(this.length);
      this.length = null;
      const message = this.message(body);
      if (message) callback(message);
    }
  }

  /** The message in `body`, or null when it is none (told to onSkipped). */
  private message(body: string): Message | null {
    let o: unknown;
    try {
      o = JSON.parse(body);
    } catch (e) {
      this.onSkipped({ code: -32700, message: `a message body that is not JSON: ${(e as Error).message}` });
      return null;
    }
    if (typeof o !== 'object' || o === null || Array.isArray(o) || (o as { jsonrpc?: unknown }).jsonrpc !== '2.0') {
      this.onSkipped({ code: -32600, message: 'not a JSON-RPC 2.0 message: expected an object with "jsonrpc": "2.0"' });
      return null;
    }
    return o as Message;
  }
}

/** Why a header block still arriving cannot become one. */
function headerProblem(head: string): string {
  const line =
    head
      .split('\r\n')
      .find((l, i, all) => !/^[A-Za-z][A-Za-z0-9-]*:/.test(l) && (i < all.length - 1 || l.length > 0)) ?? head;
  return `not a header line: ${JSON.stringify(line.slice(0, 60))} (expected "Content-Length: N")`;
}
