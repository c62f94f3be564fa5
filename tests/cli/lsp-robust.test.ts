/**
 * The language server holds (issue 27), driven over stdio byte for byte: a document over the
 * CLI's 1 MiB limit gets one diagnostic instead of a check; memory comes back after documents are
 * closed; a malformed header or body is logged and the server exits with an error (never a silent
 * hang); `shutdown` then `exit` as the protocol says (a request after shutdown: −32600); bad params
 * (−32602, not −32603 'Cannot read properties of null'). A fuzz of the framing: the server answers,
 * or logs and exits, or skips — within a timeout.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PassThrough } from 'node:stream';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { HeaderReader } from '../../src/cli/lsp-reader.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const uri = (name: string) => pathToFileURL(join(tmpdir(), 'stichwort-lsp-robust', `${name}.stw`)).href;

/** A server on stdio with what it wrote, message by message and to stderr. */
interface Server {
  child: ChildProcess;
  messages: Record<string, unknown>[];
  stderr: () => string;
  send(o: unknown): void;
  raw(bytes: string | Buffer): void;
  /** The first message (from now or already received) that `match` accepts, within `ms`. */
  next(match: (m: Record<string, unknown>) => boolean, ms?: number): Promise<Record<string, unknown>>;
  /** The exit code, within `ms` (null on a timeout: the server hung). */
  exit(ms?: number): Promise<number | null | 'timeout'>;
}

const servers: ChildProcess[] = [];
afterEach(() => {
  for (const c of servers.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill();
});

function start(): Server {
  const child = spawn(
    join(ROOT, 'node_modules', '.bin', 'node'),
    [join(ROOT, 'bin', 'stichwort.js'), 'lsp', '--stdio'],
    { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  servers.push(child);
  const messages: Record<string, unknown>[] = [];
  let err = '';
  let buf = Buffer.alloc(0);
  const waiting = new Set<() => void>();
  child.stderr!.on('data', (d: Buffer) => {
    err += d.toString();
  });
  child.stdout!.on('data', (d: Buffer) => {
    buf = Buffer.concat([buf, d]);
    for (;;) {
      const end = buf.indexOf('\r\n\r\n');
      if (end < 0) break;
      const length = Number(/Content-Length: (\d+)/.exec(buf.subarray(0, end).toString())![1]);
      if (buf.length < end + 4 + length) break;
      messages.push(JSON.parse(buf.subarray(end + 4, end + 4 + length).toString('utf8')));
      buf = buf.subarray(end + 4 + length);
    }
    for (const w of waiting) w();
  });
  child.stdin!.on('error', () => {
    /* the server may exit before it has read everything */
  });
  const raw = (bytes: string | Buffer) => {
    if (child.stdin!.writable) child.stdin!.write(bytes);
  };
  return {
    child,
    messages,
    stderr: () => err,
    raw,
    send: (o) => {
      const body = Buffer.from(JSON.stringify(o), 'utf8');
      raw(Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`), body]));
    },
    next: (match, ms = 30_000) =>
      new Promise((resolve, reject) => {
        let seen = 0;
        const look = () => {
          for (; seen < messages.length; seen++)
            if (match(messages[seen]!)) {
              done();
              resolve(messages[seen]!);
              return;
            }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no such message within ${ms} ms; stderr: ${err.slice(0, 500)}`));
        }, ms);
        const done = () => {
          clearTimeout(timer);
          waiting.delete(look);
        };
        waiting.add(look);
        look();
      }),
    exit: (ms = 10_000) =>
      new Promise((resolve) => {
        if (child.exitCode !== null) {
          resolve(child.exitCode);
          return;
        }
        const timer = setTimeout(() => resolve('timeout'), ms);
        child.once('exit', (code) => {
          clearTimeout(timer);
          resolve(code);
        });
      }),
  };
}

/** A server that has been initialized. */
async function ready(): Promise<Server> {
  const s = start();
  s.send({
    jsonrpc: '2.0',
    id: 0,
    method: 'initialize',
    params: { processId: null, rootUri: pathToFileURL(ROOT).href, capabilities: {} },
  });
  await s.next((m) => m.id === 0);
  s.send({ jsonrpc: '2.0', method: 'initialized', params: {} });
  return s;
}

const diagnosticsOf = (s: Server, name: string) =>
  s.next((m) => m.method === 'textDocument/publishDiagnostics' && (m.params as { uri: string }).uri === uri(name));
const openDoc = (s: Server, name: string, text: string) =>
  s.send({
    jsonrpc: '2.0',
    method: 'textDocument/didOpen',
    params: { textDocument: { uri: uri(name), languageId: 'stw', version: 1, text } },
  });

/** The resident memory of process `pid` (Linux), in MB. */
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

const HEAD = 'variant h "H"\nextends hindersche-pagat\n\nsource house "Ours" by "Us"\n\n';
/** A variant file of about `bytes`: many sources, each a statement the checker builds and checks. */
function large(bytes: number): string {
  let body = HEAD;
  for (let i = 0; body.length < bytes; i++) body += `source s${i} "Source number ${i}" by "Someone"\n`;
  return body;
}

describe('documents over the size limit', () => {
  it('a document over 1 MiB gets one diagnostic at once, and no check', async () => {
    const s = await ready();
    const text = large(5 * 1024 * 1024);
    const started = performance.now();
    openDoc(s, 'huge', text);
    const p = await diagnosticsOf(s, 'huge');
    expect(performance.now() - started).toBeLessThan(5_000);
    expect((p.params as { diagnostics: unknown[] }).diagnostics).toEqual([
      {
        range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
        severity: 1,
        code: 'too-large',
        source: 'stichwort',
        message: `this document is over 1 MiB (${Buffer.byteLength(text).toLocaleString('en')} bytes), the size limit for a variant file: it is not checked`,
      },
    ]);
    s.send({
      jsonrpc: '2.0',
      id: 1,
      method: 'textDocument/hover',
      params: { textDocument: { uri: uri('huge') }, position: { line: 5, character: 3 } },
    });
    expect(await s.next((m) => m.id === 1)).toMatchObject({ result: null });
  }, 60_000);

  it('memory comes back after documents are closed (resident memory, /proc)', async () => {
    const s = await ready();
    const text = large(300_000);
    const cycle = async (k: number) => {
      openDoc(s, `doc${k}`, text);
      await diagnosticsOf(s, `doc${k}`);
      s.send({ jsonrpc: '2.0', method: 'textDocument/didClose', params: { textDocument: { uri: uri(`doc${k}`) } } });
      // Messages are handled in order: the answer to a question after the close comes after it.
      s.send({
        jsonrpc: '2.0',
        id: 1000 + k,
        method: 'textDocument/documentSymbol',
        params: { textDocument: { uri: uri(`doc${k}`) } },
      });
      await s.next((m) => m.id === 1000 + k);
    };
    // Warm: V8 sizes its heap over the first documents (an analysis holds the file's symbol table
    // too, so that takes more than three of them); then 17 more, each a leak would add to.
    for (let k = 0; k < 8; k++) await cycle(k);
    const warm = rssMb(s.child.pid!);
    for (let k = 8; k < 25; k++) await cycle(k);
    const after = rssMb(s.child.pid!);
    // Generous: a leak of each document's check would grow it by hundreds of MB.
    expect(after - warm, `${warm.toFixed(0)} → ${after.toFixed(0)} MB`).toBeLessThan(150);
  }, 240_000);

  it("the issue's cycle: three 5 MB documents opened and closed stay small", async () => {
    const s = await ready();
    const text = large(5 * 1024 * 1024);
    for (let k = 0; k < 3; k++) {
      openDoc(s, `big${k}`, text);
      await diagnosticsOf(s, `big${k}`);
      s.send({ jsonrpc: '2.0', method: 'textDocument/didClose', params: { textDocument: { uri: uri(`big${k}`) } } });
    }
    s.send({ jsonrpc: '2.0', id: 9, method: 'shutdown' });
    await s.next((m) => m.id === 9);
    expect(rssMb(s.child.pid!)).toBeLessThan(400);
  }, 120_000);
});

describe('framing: a malformed header or body is logged, and the server exits with an error', () => {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'shutdown' });
  const cases: [string, string, RegExp][] = [
    [
      'Content-Length abc',
      `Content-Length: abc\r\n\r\n${body}`,
      /stichwort lsp: Content-Length must be a whole number of bytes .*got "abc"/,
    ],
    [
      'Content-Length -5',
      `Content-Length: -5\r\n\r\n${body}`,
      /stichwort lsp: Content-Length must be a whole number of bytes .*got "-5"/,
    ],
    [
      'Content-Length missing',
      `Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n${body}`,
      /stichwort lsp: a message without Content-Length/,
    ],
    ['Content-Length too short', `Content-Length: 5\r\n\r\n${body}`, /stichwort lsp: .*not JSON/],
    [
      'Content-Length far too large',
      `Content-Length: 99999999999\r\n\r\n${body}`,
      /stichwort lsp: Content-Length must be a whole number of bytes .*got "99999999999"/,
    ],
    ['no header at all', `${body}\r\n\r\n`, /stichwort lsp: not a header line/],
  ];
  for (const [what, bytes, log] of cases) {
    it(what, async () => {
      const s = start();
      s.raw(bytes);
      expect(await s.exit()).toBe(1);
      expect(s.stderr()).toMatch(log);
      expect(s.stderr()).not.toMatch(/\n\s+at /);
    }, 30_000);
  }

  it('a body that is JSON but no message is answered −32600 and the server goes on', async () => {
    const s = await ready();
    s.raw('Content-Length: 2\r\n\r\n[]');
    expect(await s.next((m) => m.id === null)).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: 'not a JSON-RPC 2.0 message: expected an object with "jsonrpc": "2.0"' },
    });
    s.send({ jsonrpc: '2.0', id: 2, method: 'shutdown' });
    expect(await s.next((m) => m.id === 2)).toEqual({ jsonrpc: '2.0', id: 2, result: null });
  }, 30_000);
});

describe('the protocol', () => {
  it('shutdown, then a request is −32600, then exit ends with 0', async () => {
    const s = await ready();
    s.send({ jsonrpc: '2.0', id: 1, method: 'shutdown' });
    expect(await s.next((m) => m.id === 1)).toEqual({ jsonrpc: '2.0', id: 1, result: null });
    s.send({
      jsonrpc: '2.0',
      id: 2,
      method: 'textDocument/hover',
      params: { textDocument: { uri: uri('x') }, position: { line: 0, character: 0 } },
    });
    expect(await s.next((m) => m.id === 2)).toEqual({
      jsonrpc: '2.0',
      id: 2,
      error: { code: -32600, message: 'the server is shutting down: only exit may follow shutdown' },
    });
    s.send({ jsonrpc: '2.0', method: 'exit' });
    expect(await s.exit()).toBe(0);
  }, 30_000);

  it('exit without shutdown ends with 1', async () => {
    const s = await ready();
    s.send({ jsonrpc: '2.0', method: 'exit' });
    expect(await s.exit()).toBe(1);
  }, 30_000);

  it('bad params are −32602, naming the field', async () => {
    const s = await ready();
    const asks: [unknown, string][] = [
      [{ textDocument: null, position: { line: 0, character: 0 } }, 'textDocument: expected an object with a uri'],
      [{ textDocument: { uri: 5 }, position: { line: 0, character: 0 } }, 'textDocument.uri: expected a string'],
      [
        { textDocument: { uri: uri('x') }, position: { line: -1, character: 0 } },
        'position: expected { line, character }, whole numbers from 0',
      ],
      [null, 'params: expected an object'],
    ];
    let id = 10;
    for (const [params, message] of asks) {
      s.send({ jsonrpc: '2.0', id: ++id, method: 'textDocument/hover', params });
      expect(await s.next((m) => m.id === id)).toEqual({ jsonrpc: '2.0', id, error: { code: -32602, message } });
    }
    // Still serving.
    s.send({ jsonrpc: '2.0', id: 99, method: 'shutdown' });
    expect(await s.next((m) => m.id === 99)).toEqual({ jsonrpc: '2.0', id: 99, result: null });
  }, 30_000);
});

describe('a fuzz of the framing', () => {
  /** Feeds `chunks` to a HeaderReader; what it gave, and whether it closed at the end. */
  async function read(chunks: Buffer[]) {
    const input = new PassThrough();
    const reader = new HeaderReader(input, (k) => skipped.push(k.code));
    const messages: unknown[] = [],
      skipped: number[] = [],
      errors: string[] = [];
    let closed = false;
    reader.onError((e) => errors.push(e.message));
    reader.onClose(() => {
      closed = true;
    });
    reader.listen((m) => {
      if (errors.length) throw new Error('a message after an error');
      messages.push(m);
    });
    for (const c of chunks) input.write(c);
    input.end();
    await new Promise((r) => setImmediate(r));
    return { messages, skipped, errors, closed };
  }
  const frame = (o: unknown) => {
    const b = Buffer.from(JSON.stringify(o));
    return Buffer.concat([Buffer.from(`Content-Length: ${b.length}\r\n\r\n`), b]);
  };
  const message = fc.record({
    jsonrpc: fc.constant('2.0'),
    id: fc.nat(),
    method: fc.string({ maxLength: 12 }),
    params: fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 10 }), { maxKeys: 3 }),
  });
  /** Bytes cut into chunks at the given points. */
  const cut = (bytes: Buffer, at: number[]) => {
    const points = [...new Set(at.map((x) => x % (bytes.length + 1)))].sort((a, b) => a - b);
    return [...points, bytes.length].map((end, i) => bytes.subarray(i === 0 ? 0 : points[i - 1]!, end));
  };

  it('whole frames, however they are cut into chunks, are read exactly (in process, hundreds of runs)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(message, { maxLength: 5 }), fc.array(fc.nat(), { maxLength: 6 }), async (ms, at) => {
        const r = await read(cut(Buffer.concat(ms.map(frame)), at));
        expect(r).toEqual({ messages: ms, skipped: [], errors: [], closed: true });
      }),
      { numRuns: 300, seed: 27 },
    );
  });

  it('any bytes: read, skipped or one error, and closed at the end — never an exception (in process)', async () => {
    const part = fc.oneof(
      message.map(frame),
      fc.uint8Array({ maxLength: 30 }).map((b) => Buffer.from(b)),
      fc
        .constantFrom(
          'Content-Length: abc\r\n\r\n',
          'Content-Length: -5\r\n\r\n',
          'Content-Length: 3\r\n\r\n{}}',
          'X: y\r\n',
          '\r\n\r\n',
          'Content-Length: 2\r\n\r\n[]',
        )
        .map((t) => Buffer.from(t)),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(part, { maxLength: 5 }), fc.array(fc.nat(), { maxLength: 6 }), async (parts, at) => {
        const r = await read(cut(Buffer.concat(parts), at));
        expect(r.errors.length).toBeLessThanOrEqual(1);
        expect(r.closed).toBe(true);
        for (const m of r.messages) expect(m).toMatchObject({ jsonrpc: '2.0' });
      }),
      { numRuns: 300, seed: 27 },
    );
  });

  it('random headers and bodies to a server: it answers, or logs and exits, or skips — never hangs', async () => {
    const header = fc.oneof(
      fc.nat(200).map((n) => `Content-Length: ${n}\r\n`),
      fc.constantFrom(
        'Content-Length: abc\r\n',
        'Content-Length: -5\r\n',
        'Content-Length:\r\n',
        'Content-Type: x\r\n',
        'X: y\r\n',
        '\r\n',
        'garbage',
        ': \r\n',
      ),
      fc.string({ maxLength: 20 }),
    );
    const body = fc.oneof(
      fc.constantFrom(
        '{"jsonrpc":"2.0","id":7,"method":"shutdown"}',
        '{}',
        '[]',
        'null',
        '{"jsonrpc":"2.0"}',
        '{"jsonrpc":"2.0","method":"exit"}',
      ),
      fc.string({ maxLength: 40 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.array(header, { maxLength: 3 }), body), { minLength: 1, maxLength: 3 }),
        async (parts) => {
          const s = start();
          for (const [hs, b] of parts) s.raw(`${hs.join('')}\r\n${b}`);
          // A probe after the noise: a server that still reads answers it (unless the noise declared a body it is still part of).
          s.send({ jsonrpc: '2.0', id: 'probe', method: 'shutdown' });
          const first = await Promise.race([
            s
              .next((m) => m.id === 'probe', 2_000)
              .then(
                () => 'answered' as const,
                () => 'waiting' as const,
              ),
            s.exit(2_000).then((c) => (c === 'timeout' ? ('waiting' as const) : ('exited' as const))),
          ]);
          // Then the editor goes away: whatever it was waiting for, the server ends.
          s.child.stdin!.end();
          const code = await s.exit(4_000);
          expect(code, JSON.stringify(parts)).not.toBe('timeout');
          const exitSent = parts.some(([, b]) => b.includes('"exit"'));
          if (first === 'exited' && code !== 0 && !exitSent)
            expect(s.stderr(), JSON.stringify(parts)).toContain('stichwort lsp:');
          expect(s.stderr()).not.toMatch(/\n\s+at /);
        },
      ),
      { numRuns: 4, seed: 27 },
    );
  }, 120_000);
});
