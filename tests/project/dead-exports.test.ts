/**
 * Every function, constant and class that a module of src/ exports is used outside that module
 * (by another module, a page, a test or a script): an export nothing imports is a door into the
 * module that no one uses, and it hides what the module's interface really is. Types may stay
 * exported when they name a part of an exported signature.
 *
 * The search is by name (a word anywhere in another file counts as a use), so it can miss a dead
 * export whose name another file happens to use, never report a live one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

/** Exports a framework calls by name, not a module of ours. */
const CALLED_BY_NAME = new Set(['src/pages/cards-[style].svg.ts GET']);

function* filesBelow(dir: string): Generator<string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'generated' || e.name === 'node_modules') continue;
    const path = join(dir, e.name);
    if (e.isDirectory()) yield* filesBelow(path);
    else if (/\.(ts|astro|mjs|js)$/.test(e.name)) yield path;
  }
}

/** The functions, constants and classes `text` exports by name. */
function exportedValues(text: string): string[] {
  const declared = [
    ...text.matchAll(
      /^export\s+(?:declare\s+)?(?:async\s+)?(?:const|let|function\*?|class|abstract\s+class|enum)\s+([A-Za-z_$][\w$]*)/gm,
    ),
  ].map((m) => m[1]!);
  const listed = [...text.matchAll(/^export\s+\{([^}]*)\}\s*;?\s*$/gm)].flatMap((m) =>
    m[1]!
      .split(',')
      .map((n) => n.trim())
      .filter((n) => n && !n.startsWith('type '))
      .map((n) => n.split(/\s+as\s+/).at(-1)!),
  );
  return [...declared, ...listed];
}

/** `name  file` for each exported value of src/ that no other file names. */
function unusedExports(files: ReadonlyMap<string, string>): string[] {
  const words = new Map([...files].map(([f, t]) => [f, new Set(t.match(/[A-Za-z_$][\w$]*/g) ?? [])]));
  const unused: string[] = [];
  for (const [file, text] of files) {
    if (!file.startsWith('src/') || !file.endsWith('.ts')) continue;
    for (const name of exportedValues(text)) {
      if (CALLED_BY_NAME.has(`${file} ${name}`)) continue;
      const used = [...words].some(([other, ws]) => other !== file && ws.has(name));
      if (!used) unused.push(`${file} ${name}`);
    }
  }
  return unused;
}

describe('exports', () => {
  it('every exported function, constant and class of src/ is used outside its module', () => {
    const files = new Map<string, string>();
    for (const dir of ['src', 'tests', 'scripts', 'bin'])
      for (const f of filesBelow(join(ROOT, dir))) files.set(relative(ROOT, f), readFileSync(f, 'utf8'));
    files.set('astro.config.mjs', readFileSync(join(ROOT, 'astro.config.mjs'), 'utf8'));
    expect(unusedExports(files)).toEqual([]);
  });

  it('the search finds an export no other file names, and not one another file uses', () => {
    const files = new Map([
      [
        'src/a.ts',
        'export function used() {}\nexport const unused = 1;\nconst inner = 2;\nexport { inner };\nexport type Shape = {};',
      ],
      ['src/b.ts', "import { used } from './a.ts';\nused();"],
    ]);
    expect(unusedExports(files)).toEqual(['src/a.ts unused', 'src/a.ts inner']);
  });
});
