/**
 * The layers of src/ go one way: parse → resolve → check → format (the layout of a file, which
 * needs only the parser and the diagnostics) → services (what an editor asks of a file) → compile
 * (the rules) → engine (the machine, the flow, card play) → scenario → explore, and the front ends
 * (cli, site, islands) on top. A module may import from its own layer or a lower one, never from a higher one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ORDER = ['parse', 'resolve', 'check', 'format', 'services', 'compile', 'engine', 'scenario', 'explore', 'sim', 'cli', 'site', 'islands'];

/**
 * Imports against the order that stand for a reason. Diagnostics (check/diagnostic.ts) and their
 * locations (check/locate.ts) are the one error type every layer reports in (the symbol table
 * locates an unlabelled clause's id as the checker does); the checker's
 * points and deck checks work from the compiler's own card tables so that check and game cannot
 * disagree; the site's pages show what `stichwort explain` prints.
 */
const ALLOWED = new Set([
  'parse/parse.ts → check/diagnostic.ts',
  'resolve/resolve.ts → check/diagnostic.ts',
  'resolve/occurrences.ts → check/locate.ts',
  'engine/errors.ts → check/locate.ts',
  'check/checks/check-points-total.ts → compile/cards.ts',
  'check/checks/check-cards.ts → compile/cards.ts',
  'site/data.ts → cli/explain.ts',
]);

const SRC = join(import.meta.dirname, '..', 'src');

function* modules(dir: string): Generator<string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'generated') continue;
    const path = join(dir, e.name);
    if (e.isDirectory()) yield* modules(path);
    else if (/\.(ts|astro)$/.test(e.name)) yield path;
  }
}

const layerOf = (path: string): number => ORDER.indexOf(relative(SRC, path).split('/')[0]!);

describe('the layers of src/', () => {
  it('import only from their own layer or a lower one', () => {
    const against: string[] = [];
    for (const file of modules(SRC)) {
      const from = layerOf(file);
      if (from < 0) continue;
      for (const m of readFileSync(file, 'utf8').matchAll(/\bfrom '(\.[^']+)'/g)) {
        const target = join(file, '..', m[1]!);
        const to = layerOf(target);
        const edge = `${relative(SRC, file)} → ${relative(SRC, target)}`;
        if (to > from && !ALLOWED.has(edge)) against.push(edge);
      }
    }
    expect(against).toEqual([]);
  });

  it('the compiled rules import nothing from the engine', () => {
    const compile = [...modules(join(SRC, 'compile'))];
    const intoEngine = compile.filter((f) => /from '\.\.\/engine\//.test(readFileSync(f, 'utf8')));
    expect(intoEngine.map((f) => relative(SRC, f))).toEqual([]);
  });
});
