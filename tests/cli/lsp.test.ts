/**
 * `stichwort lsp` driven as an editor drives it: a client over vscode-jsonrpc on the server's
 * stdin and stdout initializes, opens house rules, asks for completion, hover, a definition and a
 * quick fix, and shuts the server down. Ranges are asserted exactly (0-based lines and characters).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMessageConnection,
  StreamMessageReader,
  StreamMessageWriter,
  type MessageConnection,
} from 'vscode-jsonrpc/node';

const ROOT = join(import.meta.dirname, '..', '..');
const PAGAT = readFileSync(join(ROOT, 'variants', 'hindersche-pagat.stw'), 'utf8');
const HEAD = 'variant h "H"\nextends hindersche-pagat\n\nsource house "Ours" by "Us"\n\n';
const uri = (name: string) => pathToFileURL(join(tmpdir(), 'stichwort-lsp-test', `${name}.stw`)).href;

interface Published {
  uri: string;
  diagnostics: { range: unknown; code: string; message: string }[];
}

let child: ChildProcess;
let client: MessageConnection;
const published = new Map<string, (p: Published) => void>();

/** Opens `text` as document `name` and waits for its diagnostics. */
function open(name: string, text: string): Promise<Published> {
  const got = new Promise<Published>((resolve) => published.set(uri(name), resolve));
  void client.sendNotification('textDocument/didOpen', {
    textDocument: { uri: uri(name), languageId: 'stw', version: 1, text },
  });
  return got;
}

/** The 0-based position of the `nth` occurrence of `needle` in `text`, `plus` characters on. */
function pos(text: string, needle: string, plus = 0): { line: number; character: number } {
  const at = text.indexOf(needle) + plus;
  const before = text.slice(0, at).split('\n');
  return { line: before.length - 1, character: before.at(-1)!.length };
}

beforeAll(async () => {
  child = spawn(join(ROOT, 'node_modules', '.bin', 'node'), [join(ROOT, 'bin', 'stichwort.js'), 'lsp', '--stdio'], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  client = createMessageConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
  client.onNotification('textDocument/publishDiagnostics', (p: Published) => published.get(p.uri)?.(p));
  client.listen();
  const init = (await client.sendRequest('initialize', {
    processId: process.pid,
    rootUri: pathToFileURL(ROOT).href,
    capabilities: {},
  })) as { capabilities: Record<string, unknown> };
  expect(init.capabilities).toMatchObject({
    hoverProvider: true,
    definitionProvider: true,
    referencesProvider: true,
    renameProvider: true,
    documentSymbolProvider: true,
    codeActionProvider: { codeActionKinds: ['quickfix'] },
  });
  await client.sendNotification('initialized', {});
}, 60_000);

afterAll(() => {
  client?.dispose();
  if (child && child.exitCode === null) child.kill();
});

describe('stichwort lsp', () => {
  const misspelt = `${HEAD}remove schleipf [house]\n`;

  it('pushes the diagnostics of an opened house rule, located exactly', async () => {
    const p = await open('misspelt', misspelt);
    expect(p.diagnostics).toEqual([
      {
        range: { start: { line: 5, character: 7 }, end: { line: 5, character: 15 } },
        severity: 1,
        code: 'unknown-clause',
        source: 'stichwort',
        message: 'cannot remove `schleipf`: no such clause in `hindersche-pagat`\nhint: did you mean `schleipfe`?',
      },
    ]);
  }, 60_000);

  it("completes the base's clause ids after `override `", async () => {
    const text = `${HEAD}override `;
    await open('typing', text);
    const items = (await client.sendRequest('textDocument/completion', {
      textDocument: { uri: uri('typing') },
      position: { line: 5, character: 9 },
    })) as { label: string; textEdit: unknown; detail: string }[];
    const march = items.find((i) => i.label === 'march-1')!;
    expect(march.detail).toBe('phase vier-strich, from hindersche-pagat');
    expect(march.textEdit).toEqual({
      range: { start: { line: 5, character: 9 }, end: { line: 5, character: 9 } },
      newText: 'march-1',
    });
  }, 60_000);

  it('shows the base clause and its citation on hover', async () => {
    const text = `${HEAD}override march-1: march when points >= 90 [house]\n`;
    const p = await open('override', text);
    expect(p.diagnostics).toEqual([]);
    const h = (await client.sendRequest('textDocument/hover', {
      textDocument: { uri: uri('override') },
      position: pos(text, 'march-1', 2),
    })) as { range: unknown; contents: { kind: string; value: string } };
    expect(h.range).toEqual({ start: { line: 5, character: 9 }, end: { line: 5, character: 16 } });
    expect(h.contents.kind).toBe('markdown');
    expect(h.contents.value).toContain(
      'march-1: march when points >= 100                               [pagat "Phase 1 – Vier-Strich"]',
    );
    expect(h.contents.value).toContain('Cited: Hindersche, by Paul Eaton and John McLeod, “Phase 1 – Vier-Strich”');
    expect(h.contents.value).toContain(
      `Explained in the rulebook: [Phase 1: Vier-Strich](${pathToFileURL(join(ROOT, 'content', 'hindersche.mdx')).href})`,
    );

    const d = (await client.sendRequest('textDocument/definition', {
      textDocument: { uri: uri('override') },
      position: pos(text, 'march-1'),
    })) as { uri: string; range: unknown };
    expect(d.uri).toBe(pathToFileURL(join(ROOT, 'variants', 'hindersche-pagat.stw')).href);
    expect(d.range).toEqual({ start: pos(PAGAT, 'march-1:'), end: pos(PAGAT, 'march-1:', 7) });
  }, 60_000);

  it("finds every use of a name, in the base too, and renames one of the file's own everywhere", async () => {
    const text = `${HEAD}bonus: tally per player "bonus marks" [house]\nphase butzen {\n  extra: otherwise: add 1 bonus to everyone [house]\n}\n`;
    expect((await open('renamed', text)).diagnostics).toEqual([]);
    const refs = (await client.sendRequest('textDocument/references', {
      textDocument: { uri: uri('renamed') },
      position: pos(text, 'house'),
      context: { includeDeclaration: true },
    })) as { uri: string }[];
    expect(refs.map((r) => r.uri)).toEqual(expect.arrayContaining([uri('renamed')]));
    const edit = (await client.sendRequest('textDocument/rename', {
      textDocument: { uri: uri('renamed') },
      position: pos(text, 'bonus:'),
      newName: 'extras',
    })) as { changes: Record<string, { range: unknown; newText: string }[]> };
    expect(edit.changes).toEqual({
      [uri('renamed')]: [
        { range: { start: pos(text, 'bonus:'), end: pos(text, 'bonus:', 5) }, newText: 'extras' },
        { range: { start: pos(text, 'bonus to'), end: pos(text, 'bonus to', 5) }, newText: 'extras' },
      ],
    });
  }, 60_000);

  it('offers the quick fix that replaces a misspelt id', async () => {
    const range = { start: { line: 5, character: 7 }, end: { line: 5, character: 15 } };
    const actions = (await client.sendRequest('textDocument/codeAction', {
      textDocument: { uri: uri('misspelt') },
      range,
      context: { diagnostics: [] },
    })) as { title: string; kind: string; edit: unknown }[];
    expect(actions).toEqual([
      {
        title: 'Change `schleipf` to `schleipfe`',
        kind: 'quickfix',
        diagnostics: [],
        edit: { changes: { [uri('misspelt')]: [{ range, newText: 'schleipfe' }] } },
      },
    ]);
  }, 60_000);

  it('checks a document again as it changes, an edit at a time', async () => {
    const text = `${HEAD}remove schleipf [house]\n`;
    await open('edited', text);
    const got = new Promise<Published>((resolve) => published.set(uri('edited'), resolve));
    void client.sendNotification('textDocument/didChange', {
      textDocument: { uri: uri('edited'), version: 2 },
      contentChanges: [{ range: { start: { line: 5, character: 15 }, end: { line: 5, character: 15 } }, text: 'e' }],
    });
    expect((await got).diagnostics).toEqual([]);
  }, 60_000);

  it('an open, unsaved base stands in for its file until it is closed', async () => {
    const baseUri = pathToFileURL(join(ROOT, 'variants', 'hindersche-pagat.stw')).href;
    const text = `${HEAD}override march-1: march when points >= 90 [house]\n`;
    expect((await open('on-open-base', text)).diagnostics).toEqual([]);
    // Opening the base with march-1 renamed: the house rule, checked again, no longer finds it.
    const again = new Promise<Published>((resolve) => published.set(uri('on-open-base'), resolve));
    void client.sendNotification('textDocument/didOpen', {
      textDocument: { uri: baseUri, languageId: 'stw', version: 1, text: PAGAT.replace('march-1:', 'march-one:') },
    });
    expect((await again).diagnostics.map((d) => d.code)).toEqual(['unknown-clause']);
    const restored = new Promise<Published>((resolve) => published.set(uri('on-open-base'), resolve));
    void client.sendNotification('textDocument/didClose', { textDocument: { uri: baseUri } });
    expect((await restored).diagnostics).toEqual([]);
  }, 60_000);

  it('outlines the document, and answers a broken one without failing', async () => {
    const symbols = (await client.sendRequest('textDocument/documentSymbol', {
      textDocument: { uri: uri('misspelt') },
    })) as { name: string }[];
    expect(symbols.map((s) => s.name)).toEqual(['h', 'house', 'remove schleipf']);
    const broken = '"""\n[[[ override (((';
    const p = await open('broken', broken);
    expect(p.diagnostics.map((d) => d.code)).toEqual(['syntax']);
    for (const method of ['textDocument/hover', 'textDocument/completion', 'textDocument/definition']) {
      await client.sendRequest(method, { textDocument: { uri: uri('broken') }, position: { line: 1, character: 5 } });
    }
  }, 60_000);

  it('formats a document as stichwort fmt does, and leaves one that does not parse alone', async () => {
    const untidy = `${HEAD}override rubber:   rubber 2 games [house]   \n\n\n`;
    await open('untidy', untidy);
    const edits = (await client.sendRequest('textDocument/formatting', {
      textDocument: { uri: uri('untidy') },
      options: { tabSize: 2, insertSpaces: true },
    })) as { range: unknown; newText: string }[];
    expect(edits).toHaveLength(1);
    expect(edits[0]!.range).toEqual({ start: { line: 0, character: 0 }, end: pos(untidy, '\n\n\n', 3) });
    expect(edits[0]!.newText).toMatch(/\noverride rubber: rubber 2 games {2,}\[house\]\n$/);
    expect(
      await client.sendRequest('textDocument/formatting', {
        textDocument: { uri: uri('broken') },
        options: { tabSize: 2, insertSpaces: true },
      }),
    ).toEqual([]);
  }, 60_000);

  it('shuts down and exits when asked', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    await client.sendRequest('shutdown');
    void client.sendNotification('exit');
    expect(await exited).toBe(0);
  }, 60_000);
});
