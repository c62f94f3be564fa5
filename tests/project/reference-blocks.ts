/**
 * The language reference's examples as checked variant files (tests/project/reference.test.ts).
 *
 * The convention (stated at the top of grammar/README.md):
 * - a ```stw block that starts with a `variant` header and has no `in=` is a whole file: it is
 *   checked as it stands (its bases are earlier whole-file blocks of the page, then variants/), and
 *   later blocks may name it in `in=`;
 * - any other ```stw block is a fragment of the file named by its fence, ```` ```stw in=ID ```` (default
 *   `hindersche-pagat`, the running example): it is read as if written into that file, each of its
 *   statements replacing the statement of the same id (clause label, phase, source, ambiguity,
 *   example, claim, `remove` target; clauses in phases included) and the others added at the end;
 *   a header in it replaces the file's header. The result is checked, and the examples the block
 *   itself writes are run.
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { dirname, isAbsolute, join } from 'node:path';
import { parseVariant } from '../../src/parse/parse.ts';
import type { FileNode, Statement } from '../../src/parse/ast.ts';
import { checkVariant } from '../../src/check/check.ts';
import { formatDiagnostic, type Diagnostic } from '../../src/core/diagnostic.ts';
import { resolveSource } from '../../src/resolve/resolve.ts';
import { diskReader } from '../../src/resolve/disk.ts';
import type { FileReader } from '../../src/resolve/load.ts';
import { runExamples } from '../../src/scenario/examples.ts';

/** The variant a fragment is read into when its fence names none. */
export const DEFAULT_CONTEXT = 'hindersche-pagat';

/** One fenced ```stw block: where it is, its text, and the variant it is written into (null: a whole file). */
export interface Block {
  index: number;
  line: number;
  text: string;
  context: string | null;
  wholeFile: boolean;
}

/** The result of checking one block: problems (each naming file:line), and the nodes its own text wrote. */
export interface BlockResult {
  block: Block;
  where: string;
  problems: string[];
  file: FileNode | null;
  ownStatements: Statement[];
}

/** Every ```stw block of a markdown text; `line` is the 1-based line of the block's first line of code. */
export function extractBlocks(markdown: string): Block[] {
  const lines = markdown.split('\n');
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*stw\b(.*)$/.exec(lines[i] ?? '');
    if (!open) continue;
    const fence = open[2] ?? '```';
    const info = open[3] ?? '';
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !(lines[j] ?? '').trimStart().startsWith(fence); j++) body.push(lines[j] ?? '');
    const text = body.join('\n') + '\n';
    const inMatch = /\bin=([a-z][a-z0-9-]*)/.exec(info);
    const startsWithHeader = /^(\s*(#[^\n]*)?\n)*\s*variant\b/.test(text);
    blocks.push({
      index: blocks.length + 1,
      line: i + 2,
      text,
      context: inMatch ? (inMatch[1] ?? DEFAULT_CONTEXT) : startsWithHeader ? null : DEFAULT_CONTEXT,
      wholeFile: !inMatch && startsWithHeader,
    });
    i = j;
  }
  return blocks;
}

/** The identity a statement replaces in its context file (null: it is always added). */
function keyOf(s: Statement): string | null {
  switch (s.kind) {
    case 'Clause':
      return `clause ${s.id.name}`;
    case 'Phase':
      return `phase ${s.id.name}`;
    case 'Source':
      return `source ${s.id.name}`;
    case 'Ambiguity':
      return `ambiguity ${s.id.name}`;
    case 'Example':
      return `example ${s.id.name}`;
    case 'Claim':
      return `claim ${s.id.name}`;
    case 'Removal':
      return `remove ${s.phase ? 'phase ' : ''}${s.target.name}`;
    case 'DefaultChoice':
      return `default ${s.ambiguity.name}`;
    default:
      return null;
  }
}

/** Every statement of a file with a key, clauses inside phases included, by key. */
function statementsByKey(file: FileNode): Map<string, { start: number; end: number }> {
  const out = new Map<string, { start: number; end: number }>();
  const add = (s: Statement) => {
    const k = keyOf(s);
    if (k && !out.has(k)) out.set(k, { start: s.loc.start.offset, end: s.loc.end.offset });
  };
  for (const s of file.statements) {
    add(s);
    if (s.kind === 'Phase') for (const c of s.clauses) add(c);
  }
  return out;
}

/** The text of a block's variant file and where each piece of the block landed in it. */
interface Spliced {
  text: string;
  pieces: { at: number; from: number; length: number }[];
}

/**
 * Writes a fragment into its context file: each statement replaces the context's statement of the
 * same key, or is appended; a header replaces the context's header. `fragOffset` is where the
 * block's own text starts in `fragText` (after the header added to parse it).
 */
function splice(
  ctxText: string,
  ctx: FileNode,
  fragText: string,
  frag: FileNode,
  fragOffset: number,
  hasHeader: boolean,
): Spliced {
  const targets = statementsByKey(ctx);
  const edits: { start: number; end: number; from: number; length: number }[] = [];
  const appended: { from: number; length: number }[] = [];
  if (hasHeader) {
    const headerStart = ctx.loc.start.offset;
    const headerEnd = ctx.statements[0]?.loc.start.offset ?? ctxText.length;
    const fragEnd = frag.statements[0]?.loc.start.offset ?? fragText.length;
    edits.push({
      start: headerStart,
      end: headerEnd,
      from: frag.loc.start.offset,
      length: fragEnd - frag.loc.start.offset,
    });
  }
  for (const s of frag.statements) {
    if (s.loc.start.offset < fragOffset) continue;
    const key = keyOf(s);
    const target = key ? targets.get(key) : undefined;
    const piece = { from: s.loc.start.offset, length: s.loc.end.offset - s.loc.start.offset };
    if (target) edits.push({ ...target, ...piece });
    else appended.push(piece);
  }
  edits.sort((a, b) => a.start - b.start);
  let text = '';
  let cursor = 0;
  const pieces: Spliced['pieces'] = [];
  for (const e of edits) {
    if (e.start < cursor) continue; // a clause inside a phase the block also replaces
    text += ctxText.slice(cursor, e.start);
    pieces.push({ at: text.length, from: e.from, length: e.length });
    text += fragText.slice(e.from, e.from + e.length);
    cursor = e.end;
  }
  text += ctxText.slice(cursor);
  for (const a of appended) {
    text += '\n';
    pieces.push({ at: text.length, from: a.from, length: a.length });
    text += fragText.slice(a.from, a.from + a.length) + '\n';
  }
  return { text, pieces };
}

/** The 1-based line of `offset` in `text`. */
const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/**
 * Checks every block of `markdown` (named `file` in messages), in page order: whole files first
 * become available to later blocks by their id.
 */
export function checkBlocks(markdown: string, file: string): BlockResult[] {
  const overlay = new Map<string, string>();
  const reader: FileReader = {
    prelude: diskReader.prelude,
    locate: (id, from) =>
      overlay.has(id) ? `doc:${id}` : diskReader.locate(id, from && isAbsolute(from) ? from : undefined),
    read: (path) => {
      if (path.startsWith('doc:')) {
        const id = path.slice(4);
        return { path, name: `${file} (block \`${id}\`)`, text: overlay.get(id) ?? '' };
      }
      return diskReader.read(path);
    },
  };
  const results: BlockResult[] = [];
  for (const block of extractBlocks(markdown)) {
    const where = `${file}:${block.line} (block ${block.index}${block.context ? `, in=${block.context}` : ', a whole file'})`;
    const result: BlockResult = { block, where, problems: [], file: null, ownStatements: [] };
    results.push(result);
    // Parse the block's own text; a fragment without a header gets one so that it parses.
    const wrapper =
      block.wholeFile || /^(\s*(#[^\n]*)?\n)*\s*variant\b/.test(block.text) ? '' : 'variant doc-fragment\n';
    const fragText = wrapper + block.text;
    const name = `${file}:${block.line}`;
    const parsed = parseVariant(fragText, name);
    if (!parsed.ok) {
      result.problems.push(
        `${at(block, lineAt(fragText, parsed.error.loc.start.offset) - lineAt(fragText, wrapper.length))}: ${parsed.error.code}: ${parsed.error.message}`,
      );
      continue;
    }
    result.file = parsed.file;
    result.ownStatements = parsed.file.statements;
    let text = fragText;
    let pieces: Spliced['pieces'] = [{ at: 0, from: 0, length: fragText.length }];
    let path = `doc-block:${block.line}`;
    if (!block.wholeFile) {
      const ctxPath = reader.locate(block.context!);
      if (!ctxPath) {
        result.problems.push(
          `${where}: in=${block.context} names no variant (neither a whole-file block above nor a file in variants/)`,
        );
        continue;
      }
      const ctx = reader.read(ctxPath);
      const ctxParsed = parseVariant(ctx.text, ctx.name);
      if (!ctxParsed.ok) {
        result.problems.push(`${where}: its context ${block.context} does not parse`);
        continue;
      }
      const spliced = splice(ctx.text, ctxParsed.file, fragText, parsed.file, wrapper.length, wrapper === '');
      text = spliced.text;
      pieces = spliced.pieces;
      path = ctxPath.startsWith('doc:')
        ? `doc-block:${block.line}`
        : join(dirname(ctxPath), `doc-block-${block.line}.stw`);
    }
    // Where a location of the checked text lies on the page.
    const locate = (d: Diagnostic): string => {
      const o = d.loc.start.offset;
      const piece = String(d.loc.source) === name ? pieces.find((p) => o >= p.at && o <= p.at + p.length) : undefined;
      if (!piece)
        return `${where}, reported at ${String(d.loc.source) === name ? `line ${d.loc.start.line} of the file it is written into` : String(d.loc.source) + ':' + d.loc.start.line}`;
      return at(block, lineAt(fragText, piece.from + (o - piece.at)) - lineAt(fragText, wrapper.length));
    };
    if (process.env.DUMP_BLOCK === String(block.index)) console.log(text);
    const resolved = resolveSource(reader, { path, name, text });
    const diagnostics = [...resolved.diagnostics, ...(resolved.variant ? checkVariant(resolved.variant) : [])];
    for (const d of diagnostics)
      result.problems.push(
        `${locate(d)}: ${d.code}: ${d.message}\n${formatDiagnostic(d, resolved.variant?.texts.get(String(d.loc.source)) ?? text)}`,
      );
    if (diagnostics.length === 0 && resolved.variant) {
      const own = new Set(
        parsed.file.statements
          .filter((s) => s.kind === 'Example' && s.loc.start.offset >= wrapper.length)
          .map((s) => (s.kind === 'Example' ? s.id.name : '')),
      );
      const v = {
        ...resolved.variant,
        examples: resolved.variant.examples.filter((e) => String(e.loc.source) === name && own.has(e.id.name)),
      };
      for (const r of runExamples(v))
        if (!r.ok) result.problems.push(`${where}: example \`${r.id}\` fails:\n${r.message}`);
    }
    if (block.wholeFile && !diskReader.locate(parsed.file.id.name)) overlay.set(parsed.file.id.name, block.text);
  }
  return results;

  function at(b: Block, lineInBlock: number): string {
    return `${file}:${b.line + lineInBlock} (block ${b.index} from line ${b.line}${b.context ? `, in=${b.context}` : ', a whole file'})`;
  }
}

/** Reads and checks the language reference. */
export function checkReference(path = 'grammar/README.md'): BlockResult[] {
  return checkBlocks(readFileSync(path, 'utf8'), path);
}

// ── Coverage: the forms the syntax tree can hold ─────────────────────────────

/** A form of the language: a node kind, or a kind with one value of one of its word-valued fields. */
export interface Form {
  key: string;
  category: string;
}

/**
 * Every form the syntax tree of src/parse/ast.ts can hold, read from its types with the TypeScript
 * compiler (nothing hand-kept): each node kind reachable from `FileNode` (grouped by the union that
 * names it: ClauseBody, Effect, PlayerSet, Seat, Cond, NumExpr, ...), and, for each kind, each value
 * of a field typed as a union of words (`Play` with `mode = beating`, `SeatRef` with `ref = dealer`).
 */
export function grammarForms(astPath = 'src/parse/ast.ts'): Form[] {
  const program = ts.createProgram([astPath], { strict: true, noEmit: true, allowImportingTsExtensions: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(astPath);
  if (!source) throw new Error(`cannot read ${astPath}`);
  const root = source.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'FileNode',
  );
  if (!root) throw new Error(`${astPath} declares no FileNode`);
  // The category of a kind: the smallest named union of ast.ts that holds it (Effect, Seat, Cond, ...).
  const categoryOf = new Map<string, { name: string; size: number }>();
  for (const s of source.statements) {
    if (!ts.isTypeAliasDeclaration(s)) continue;
    const t = checker.getTypeAtLocation(s.name);
    if (!t.isUnion()) continue;
    for (const m of t.types) {
      const k = m.getProperty('kind');
      const kt = k ? checker.getTypeOfSymbol(k) : null;
      if (!kt?.isStringLiteral()) continue;
      const had = categoryOf.get(kt.value);
      if (!had || had.size > t.types.length) categoryOf.set(kt.value, { name: s.name.text, size: t.types.length });
    }
  }
  const forms = new Map<string, Form>();
  const seen = new Set<string>();
  const add = (key: string, kind: string) => {
    if (!forms.has(key)) forms.set(key, { key, category: categoryOf.get(kind)?.name ?? 'node' });
  };
  const words = (t: ts.Type): string[] => {
    const members = (t.isUnion() ? t.types : [t]).filter(
      (m) => !(m.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)),
    );
    if (members.length > 0 && members.every((m) => m.isStringLiteral()))
      return members.map((m) => (m as ts.StringLiteralType).value);
    // A flag (`override`, `must not`, `if opponents agree`, `pick up at will`): the form with it set.
    return members.some((m) => m.flags & ts.TypeFlags.BooleanLiteral) &&
      members.every((m) => m.flags & ts.TypeFlags.BooleanLiteral)
      ? ['true']
      : [];
  };
  // `owner`: the nearest node kind above a plain object (a placement, a rank key, a trick value).
  const walk = (t: ts.Type, owner: string | null): void => {
    if (t.isUnion()) {
      for (const m of t.types) walk(m, owner);
      return;
    }
    if (!(t.flags & ts.TypeFlags.Object || t.isIntersection())) return;
    if (checker.isArrayType(t)) {
      for (const a of checker.getTypeArguments(t as ts.TypeReference)) walk(a, owner);
      return;
    }
    const kindSym = t.getProperty('kind');
    const kindType = kindSym ? checker.getTypeOfSymbol(kindSym) : null;
    const kind = kindType?.isStringLiteral() ? kindType.value : null;
    const here = kind ?? owner;
    const visit = `${here}|${checker.typeToString(t)}`;
    if (seen.has(visit)) return;
    seen.add(visit);
    if (kind && kind !== 'File') add(kind, kind);
    for (const p of checker.getPropertiesOfType(t)) {
      if (p.name === 'kind' || p.name === 'keyword' || p.name === 'loc') continue;
      const pt = checker.getTypeOfSymbol(p);
      if (here && here !== 'File') for (const w of words(pt)) add(`${here}.${p.name}=${w}`, here);
      walk(pt, here);
    }
  };
  walk(checker.getTypeAtLocation(root.name), null);
  return [...forms.values()];
}

/** The forms a parsed block's own statements use (the same keys as grammarForms). */
export function formsUsed(statements: readonly unknown[]): Set<string> {
  const used = new Set<string>();
  const visit = (x: unknown, owner: string | null): void => {
    if (Array.isArray(x)) {
      for (const y of x) visit(y, owner);
      return;
    }
    if (!x || typeof x !== 'object') return;
    const node = x as Record<string, unknown>;
    const kind = typeof node.kind === 'string' ? node.kind : null;
    const here = kind ?? owner;
    if (kind) used.add(kind);
    for (const [k, v] of Object.entries(node)) {
      if (k === 'loc' || k === 'kind' || k === 'keyword') continue;
      if (here && (typeof v === 'string' || v === true)) used.add(`${here}.${k}=${v}`);
      visit(v, here);
    }
  };
  visit(statements, null);
  return used;
}
