/**
 * The budgets' count of a worker's files (tests/e2e/page-js.ts): a module worker counts with what
 * it imports as it starts, not with what it may import later.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticImports } from '../e2e/page-js.ts';

describe('staticImports', () => {
  it('follows static imports across folders, not dynamic ones, and reads each file once', () => {
    const dist = mkdtempSync(join(tmpdir(), 'page-js-'));
    mkdirSync(join(dist, '_astro', 'sub'), { recursive: true });
    writeFileSync(join(dist, '_astro', 'w.js'), 'import{a}from"./a.js";import"./sub/b.js";import("./late.js");');
    writeFileSync(join(dist, '_astro', 'a.js'), 'import"./w.js";export const a=1;');
    writeFileSync(join(dist, '_astro', 'sub', 'b.js'), 'import { a } from "../a.js";');
    writeFileSync(join(dist, '_astro', 'late.js'), '');
    expect([...staticImports(dist, '/_astro/w.js')].sort()).toEqual([
      '/_astro/a.js',
      '/_astro/sub/b.js',
      '/_astro/w.js',
    ]);
  });
});
