/**
 * The checker behind tests/project/layers.test.ts, kept apart from the test so that the test can run it on
 * made-up files as well as on src/: a checker that stops seeing some kind of import passes
 * silently, and only a case it must fail on shows that it still looks.
 *
 * Files are named by their path from the repository root, with `/` (`src/engine/errors.ts`).
 */
import { isBuiltin } from 'node:module';
import { posix } from 'node:path';
import ts from 'typescript';

/** How a file names another module. */
export type ReferenceKind = 'import' | 'export from' | 'import()' | 'type import()' | 'new URL()';

/** One module a file names, and where. */
export interface Reference {
  /** The module as written, with any `?worker` / `?url` query. */
  specifier: string;
  /** 1-based line in the file. */
  line: number;
  kind: ReferenceKind;
  /** Erased when compiled (`import type`, `export type`, `import('…').T`): it loads no code. */
  typeOnly: boolean;
  /** In an .astro file's bundled `<script>`, which runs in the browser, not in the frontmatter. */
  inScript: boolean;
}

/** Which layer a file is in, and what each layer may import. */
export interface LayerPolicy {
  /**
   * `[glob, layer]` pairs; the first glob that matches a file's path decides its layer, so a
   * narrower pattern placed first can give one file of a folder another layer than the rest.
   * `**` matches any run of folders, `*` any part of one name.
   */
  readonly layers: readonly (readonly [glob: string, layer: string])[];
  /** For each layer, the other layers it may import from. */
  readonly mayImport: Readonly<Record<string, readonly string[]>>;
  /** The layer of code that runs in the browser; an .astro file's `<script>` is in it too. */
  readonly browser: string;
  /** Layers that run only in Node: browser code must not reach them, even through allowed imports. */
  readonly nodeOnly: readonly string[];
  /** Bare module names that exist only in Node besides its builtins (`node:fs`, `fs`). */
  readonly nodePackages: readonly string[];
  /** Imports against `mayImport` that stand, `'from → to'` (file paths) mapped to the reason. */
  readonly allowed: Readonly<Record<string, string>>;
}

/** The glob of `LayerPolicy.layers` as a regular expression over the whole path. */
function globPattern(glob: string): RegExp {
  const body = glob
    .split(/(\*\*\/|\*\*|\*)/)
    .map((part) => {
      if (part === '**/') return '(?:.*/)?';
      if (part === '**') return '.*';
      if (part === '*') return '[^/]*';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${body}$`);
}

/** The layer of `path` under `policy`, or undefined when no pattern matches it. */
export function layerOf(path: string, policy: LayerPolicy): string | undefined {
  return policy.layers.find(([glob]) => globPattern(glob).test(path))?.[1];
}

/**
 * The text of an .astro file with everything outside the wanted part blanked to spaces (line
 * breaks kept, so that lines still count as in the file): the frontmatter, which runs at build
 * time, or the bundled `<script>` elements, which run in the browser. A `<script>` with attributes
 * (`is:inline`, `type="application/json"`) is not bundled and imports nothing.
 */
function astroPart(text: string, part: 'frontmatter' | 'script'): string {
  const keep: [number, number][] = [];
  if (part === 'frontmatter') {
    const m = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
    if (m) keep.push([m.index + 4, m.index + 4 + m[1]!.length]);
  } else {
    for (const m of text.matchAll(/<script(\s+lang="ts")?\s*>([\s\S]*?)<\/script>/g)) {
      const start = m.index + m[0].indexOf('>') + 1;
      keep.push([start, start + m[2]!.length]);
    }
  }
  let out = '';
  let at = 0;
  for (const [from, to] of keep) {
    out += text.slice(at, from).replace(/[^\n]/g, ' ') + text.slice(from, to);
    at = to;
  }
  return out + text.slice(at).replace(/[^\n]/g, ' ');
}

/** The references in TypeScript source `text` (`inScript`: it is an .astro `<script>`). */
function referencesInCode(path: string, text: string, inScript: boolean): Reference[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: Reference[] = [];
  const add = (at: ts.Node, specifier: string, kind: ReferenceKind, typeOnly: boolean) => {
    found.push({
      specifier,
      kind,
      typeOnly,
      inScript,
      line: source.getLineAndCharacterOfPosition(at.getStart(source)).line + 1,
    });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node, node.moduleSpecifier.text, 'import', node.importClause?.isTypeOnly ?? false);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node, node.moduleSpecifier.text, 'export from', node.isTypeOnly);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteralLike(arg)) add(node, arg.text, 'import()', false);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      add(node, node.argument.literal.text, 'type import()', true);
    } else if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'URL') {
      // `new URL('./x.ts', import.meta.url)` is how a worker's module (and any file the bundler
      // copies) is named: an import by another spelling.
      const [arg, base] = node.arguments ?? [];
      if (arg && ts.isStringLiteralLike(arg) && base?.getText(source) === 'import.meta.url')
        add(node, arg.text, 'new URL()', false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** What each file was found to name, by path and text: the test checks src/ many times over. */
const seen = new Map<string, { text: string; refs: Reference[] }>();

/** Every module `text` (the file at `path`, .ts or .astro) names. */
export function referencesIn(path: string, text: string): Reference[] {
  const known = seen.get(path);
  if (known?.text === text) return known.refs;
  const refs = !path.endsWith('.astro')
    ? referencesInCode(path, text, false)
    : [
        ...referencesInCode(path, astroPart(text, 'frontmatter'), false),
        ...referencesInCode(path, astroPart(text, 'script'), true),
      ];
  seen.set(path, { text, refs });
  return refs;
}

/** Whether files are read for references (styles, JSON and the like name no modules). */
const isCode = (path: string): boolean => /\.(ts|mts|js|mjs|astro)$/.test(path) && !path.endsWith('.d.ts');

/** The file a relative specifier names from `from`, without its `?worker`/`?url` query; null for a package. */
function target(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  return posix.normalize(posix.join(posix.dirname(from), specifier.replace(/[?#].*$/, '')));
}

/**
 * What is wrong with the imports of `files` (path → text) under `policy`, one message per
 * problem, empty when nothing is:
 * - a file no layer pattern matches;
 * - an import (of any kind, types included) from a layer into one it may not import, unless allowed;
 * - browser code that reaches, through code-loading imports, a Node builtin, a Node-only package or
 *   a Node-only layer;
 * - an allowed import nothing makes any more (a stale entry would let the next one in unseen).
 * Only files under `src/` have layers; modules outside it (content, grammar JSON) are data.
 */
export function checkLayers(files: ReadonlyMap<string, string>, policy: LayerPolicy): string[] {
  const problems: string[] = [];
  const used = new Set<string>();
  const refs = new Map<string, Reference[]>();
  const inSrc = (path: string) => path.startsWith('src/');
  const nodeModule = (specifier: string) => isBuiltin(specifier) || policy.nodePackages.includes(specifier);

  for (const [path, text] of files) {
    if (!inSrc(path)) continue;
    const layer = layerOf(path, policy);
    if (layer === undefined) {
      problems.push(`${path}: no layer pattern matches this file`);
      continue;
    }
    if (!policy.mayImport[layer]) {
      problems.push(`${path}: its layer ${layer} has no entry in the table of what may import what`);
      continue;
    }
    const found = isCode(path) ? referencesIn(path, text) : [];
    refs.set(path, found);
    for (const ref of found) {
      const to = target(path, ref.specifier);
      if (to === null || !inSrc(to)) continue;
      const from = ref.inScript ? policy.browser : layer;
      const toLayer = layerOf(to, policy);
      if (toLayer === undefined || toLayer === from || policy.mayImport[from]?.includes(toLayer)) continue;
      const edge = `${path} → ${to}`;
      if (edge in policy.allowed) {
        used.add(edge);
        continue;
      }
      const mayList = policy.mayImport[from]?.length ? policy.mayImport[from].join(', ') : 'nothing else';
      problems.push(
        `${path}:${ref.line}: ${from} may not import ${toLayer}: ${ref.kind} '${ref.specifier}'${ref.inScript ? ' in <script>' : ''} (${to}); ${from} may import ${mayList}`,
      );
    }
  }

  // Browser code, followed through every import that loads code (dynamic ones and workers too):
  // from each file reached, the first way there, to show as a chain.
  const cameFrom = new Map<string, string | null>();
  const queue: string[] = [];
  const reach = (path: string, via: string | null) => {
    if (!cameFrom.has(path)) {
      cameFrom.set(path, via);
      queue.push(path);
    }
  };
  for (const [path, found] of refs) {
    if (layerOf(path, policy) === policy.browser) reach(path, null);
    else if (found.some((r) => r.inScript)) reach(`${path} <script>`, null);
  }
  const chain = (path: string): string => {
    const steps: string[] = [];
    for (let at: string | null | undefined = path; at; at = cameFrom.get(at)) steps.unshift(at);
    return steps.join(' → ');
  };
  while (queue.length) {
    const at = queue.shift()!;
    const script = at.endsWith(' <script>');
    const path = script ? at.slice(0, -' <script>'.length) : at;
    const layer = layerOf(path, policy);
    if (!script && layer !== undefined && policy.nodeOnly.includes(layer)) {
      problems.push(`browser code reaches ${path}, which runs only in Node (layer ${layer}): ${chain(at)}`);
      continue;
    }
    for (const ref of refs.get(path) ?? []) {
      if (ref.typeOnly || ref.inScript !== script) continue;
      const to = target(path, ref.specifier);
      if (to === null) {
        if (nodeModule(ref.specifier))
          problems.push(`browser code reaches Node's '${ref.specifier}' at ${path}:${ref.line}: ${chain(at)}`);
      } else if (inSrc(to)) reach(to, at);
    }
  }

  for (const [edge, reason] of Object.entries(policy.allowed)) {
    if (!used.has(edge))
      problems.push(
        `stale allowlist entry '${edge}' (${reason}): nothing imports against the layers this way; remove it`,
      );
  }
  return problems;
}
