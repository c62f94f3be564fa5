/**
 * `npm ci` on any platform needs a lock file that records every platform's optional native
 * binding (`@astrojs/compiler-binding-*`, `@pagefind/*`, …), not only those of the machine that
 * wrote it. A lock written by an install that found an older lock drops the others.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface LockEntry {
  version?: string;
  optionalDependencies?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as {
  packages: Record<string, LockEntry>;
};
const packages = new Map(Object.entries(lock.packages));

/** Where Node would find `name` when required from the package installed at `from` (lock key). */
function resolveFrom(from: string, name: string): LockEntry | undefined {
  let base = from;
  for (;;) {
    const entry = packages.get(`${base ? `${base}/` : ''}node_modules/${name}`);
    if (entry) return entry;
    if (base === '') return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut >= 0 ? base.slice(0, cut) : '';
  }
}

describe('package-lock.json', () => {
  it('records every optional dependency of every package, for every platform', () => {
    const missing: string[] = [];
    for (const [key, entry] of packages) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        if (!resolveFrom(key, name)) missing.push(`${name} (for ${key || 'the project'})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('pins what package.json asks for', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as LockEntry;
    const root = packages.get('')!;
    expect(root.dependencies).toEqual(pkg.dependencies);
    expect(root.devDependencies).toEqual(pkg.devDependencies);
  });
});
