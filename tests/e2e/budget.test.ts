/**
 * The JavaScript budgets (AGENTS' rules of the house): every page of the built site loads at most
 * 60 KB of JavaScript (gzip) once its islands are in view, the Play and course pages (/play/,
 * /learn/) at most 100 KB, the Playground at most 160 KB, and a
 * text page (no script file) at most 1 KB. Measured as `npm run budget` measures (page-js.ts).
 * Every page also carries its Content-Security-Policy (tests/e2e/csp.test.ts): at most 1.5 KB.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, haveBrowser, siteUnderTest } from './browser.ts';
import { gz, inlineScripts, loadedScripts } from './page-js.ts';
import { germanSample } from './reader-pages.ts';

const ISLAND_PAGE = 60 * 1024;
/** The Play table's and the course's own pages (the house rules: 100 KB). */
const GAME_PAGE = 100 * 1024;
const PLAYGROUND = 160 * 1024;
const TEXT_PAGE = 1024;
/** The Content-Security-Policy's <meta>, on every page: its script hashes grow with the site's inline and bundled scripts. */
const POLICY = 1536;

function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return f.startsWith('_') || f === 'pagefind' ? [] : pages(p);
    return f === 'index.html' ? [p] : [];
  });
}

describe.skipIf(!haveBrowser)('JavaScript budgets of the built site', () => {
  const site = siteUnderTest();

  it('every page carries its Content-Security-Policy in at most 1.5 KB', () => {
    const sizes = pages(DIST).map(
      (file) =>
        [
          relative(DIST, file),
          /<meta http-equiv="content-security-policy"[^>]*>/.exec(readFileSync(file, 'utf8'))?.[0].length ?? 0,
        ] as const,
    );
    expect(sizes.filter(([, n]) => n === 0 || n > POLICY)).toEqual([]);
  });

  it('text pages carry at most 1 KB of inline script; pages with scripts load at most 60 KB, /play/ and /learn/ 100 KB, the Playground 160 KB', async () => {
    const all = pages(DIST).map((file) => ({
      path: '/' + relative(DIST, file).replace(/index\.html$/, ''),
      html: readFileSync(file, 'utf8'),
    }));
    // A page with a script file: a module script, or an inline script naming a file (the search page loads Pagefind's UI so).
    const scripted = all.filter(
      (p) => /<script[^>]*\bsrc=/.test(p.html) || inlineScripts(p.html).some((c) => /\.js[`"']/.test(c)),
    );
    const text = all.filter((p) => !scripted.includes(p));
    expect(scripted.length).toBeGreaterThan(50);
    expect(text.length).toBeGreaterThan(5);
    for (const p of text)
      expect(
        inlineScripts(p.html).reduce((n, c) => n + gz(c), 0),
        p.path,
      ).toBeLessThanOrEqual(TEXT_PAGE);
    // The German edition loads the same islands with the other language's words: a sample of each kind of page is loaded
    // (every one would double the test's time), the English pages all.
    const english = scripted.filter((p) => !p.path.startsWith('/de/'));
    const sample = new Set(germanSample());
    const german = scripted.filter((p) => sample.has(p.path)).map((p) => p.path);
    expect(german.length).toBeGreaterThan(20);
    const sizes = await loadedScripts(site.browser, site.base, DIST, [...english.map((p) => p.path), ...german]);
    const budget = (path: string) => {
      const p = path.replace(/^\/de\//, '/');
      return p === '/playground/' ? PLAYGROUND : /^\/(play|learn)\//.test(p) ? GAME_PAGE : ISLAND_PAGE;
    };
    const over = [...sizes].filter(([path, bytes]) => bytes > budget(path));
    expect(over.map(([path, bytes]) => `${path}: ${bytes} bytes`)).toEqual([]);
  }, 450_000);
});
