/**
 * What a reader's browser loads of JavaScript on a page of the built site: the page opened in
 * Chromium and scrolled to the end so that every island comes into view, counting the script files
 * fetched (gzip -9 each) and the page's inline scripts. Chunks that load only when a button is
 * pressed are not in it. `npm run budget` prints these figures; tests/e2e/budget.test.ts holds
 * pages to their budgets.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

/** Gzipped size (level 9), as the budgets count. */
export const gz = (text: string | Buffer): number => gzipSync(text, { level: 9 }).length;

/** A page's inline scripts (not the JSON data islands read), whose text counts as JavaScript too. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/json)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => m[1]!,
  );
}

/**
 * Bytes of JavaScript (gzip -9) each of `paths` loads in `browser` from the site served at `url` out
 * of `dist`. Pages are opened `at` a time: most of a page's time is spent waiting for the network to
 * fall idle, which pages may do side by side (one after another, 200 pages took over 5 minutes
 * on a loaded two-core machine).
 */
export async function loadedScripts(
  browser: Browser,
  url: string,
  dist: string,
  paths: string[],
  at = 4,
): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < paths.length) {
      const path = paths[next++]!;
      sizes.set(path, await loadedBy(browser, url, dist, path));
    }
  };
  await Promise.all(Array.from({ length: Math.min(at, paths.length) }, worker));
  // In the order asked, whatever order the pages finished in.
  return new Map(paths.map((p) => [p, sizes.get(p)!]));
}

/**
 * `file` (a path of the site) and the files it imports statically, by path: what a module worker
 * loads as it starts. Dynamic `import()`s load only when used, and are left out.
 */
export function staticImports(dist: string, file: string): Set<string> {
  const seen = new Set<string>();
  const queue = [file];
  while (queue.length) {
    const f = queue.pop()!;
    if (seen.has(f) || !existsSync(join(dist, f))) continue;
    seen.add(f);
    const code = readFileSync(join(dist, f), 'utf8');
    for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.js)["']/g))
      queue.push(posix.join(posix.dirname(f), m[1]!));
  }
  return seen;
}

/** Bytes of JavaScript (gzip -9) one page loads once scrolled to its end. */
async function loadedBy(browser: Browser, url: string, dist: string, path: string): Promise<number> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const files = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') files.add(new URL(r.url()).pathname);
  });
  // A worker the page starts counts with the files it imports, whether or not its fetches were seen
  // before the page closed (on a busy machine the Playground's checker was once left out so).
  const workers = new Set<string>();
  page.on('worker', (w) => void workers.add(new URL(w.url()).pathname));
  try {
    await page.goto(url + path, { waitUntil: 'networkidle' });
    for (let y = 0, end = 1; y < end; y += 600) {
      end = await page.evaluate((to) => {
        window.scrollTo(0, to);
        return document.documentElement.scrollHeight;
      }, y);
      await page.waitForTimeout(30);
    }
    await page.waitForLoadState('networkidle');
  } finally {
    await page.close();
  }
  for (const w of workers) for (const f of staticImports(dist, w)) files.add(f);
  const inline = inlineScripts(readFileSync(join(dist, path, 'index.html'), 'utf8'));
  return (
    [...files].reduce((n, f) => n + (existsSync(join(dist, f)) ? gz(readFileSync(join(dist, f))) : 0), 0) +
    inline.reduce((n, c) => n + gz(c), 0)
  );
}
