/**
 * Search finds the rulebooks and the course first (issue 26): on the Search page, as a reader
 * uses it, the first result for a game's words — "march", "Schleipfe", "Little Man", "who deals
 * after a play-off" — is a rulebook or a course page, never a comparison; the comparisons are out of
 * the index; and the excerpts of readers' pages name no id of a shipped variant or house rule.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, haveBrowser, siteUnderTest } from './browser.ts';
import { AUTHOR_PAGES, sitePages } from './reader-pages.ts';
import { hyphenatedIds, shippedIds } from './shipped-ids.ts';

const QUERIES = ['march', 'Schleipfe', 'Little Man', 'who deals after a play-off'];

/** A German reader's questions, searched on the German edition (issue 30), and the rulebook each must find first. */
const GERMAN: [string, RegExp][] = [
  ['Schleipfe', /^\/de\/(rules|learn)\/hindersche\/(#.*)?$/],
  ['Durchmarsch', /^\/de\/(rules|learn)\/[^/]+\/(#.*)?$/],
  ['wer gibt nach dem Stechen', /^\/de\/rules\/hindersche\/(#.*)?$/],
];

describe.skipIf(!haveBrowser)('search', () => {
  const site = siteUnderTest();
  const ids = hyphenatedIds(shippedIds());

  for (const q of QUERIES) {
    it(`the first result for “${q}” is a rulebook or course page, and no excerpt names an id`, async () => {
      const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${site.base}/search/?q=${encodeURIComponent(q)}`);
      await expect
        .poll(() => page.locator('#search .pagefind-ui__message').innerText(), { timeout: 15_000 })
        .toMatch(/\d+ results? for/);
      const links = page.locator('#search .pagefind-ui__result-link');
      // Pagefind draws its results as their fragments load: wait until the first has settled.
      await expect
        .poll(() => links.first().getAttribute('href'), { timeout: 15_000 })
        .toMatch(/\/(rules|learn)\/[^/]+\/(#.*)?$/);
      const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.filter((h) => h.includes('/compare/'))).toEqual([]);
      // The excerpts of readers' pages: an authors' page (the house-rule tutorial) quotes files, ids and all.
      const excerpts = await page
        .locator('#search .pagefind-ui__result')
        .evaluateAll(
          (rs, authors) =>
            rs
              .filter((r) => !authors.some((a) => (r.querySelector('a')?.getAttribute('href') ?? '').startsWith(a)))
              .flatMap((r) =>
                Array.from(r.querySelectorAll('.pagefind-ui__result-excerpt'), (e) => (e as HTMLElement).innerText),
              ),
          [...AUTHOR_PAGES],
        );
      expect(excerpts.length).toBeGreaterThan(0);
      expect(
        ids.filter(([id]) => excerpts.some((e) => new RegExp(`(^|[^\\w-])${id}($|[^\\w-])`).test(e))).map(([id]) => id),
      ).toEqual([]);
      await page.close();
    }, 60_000);
  }

  for (const [q, first] of GERMAN) {
    it(`on the German edition the first result for “${q}” is its German rulebook, and every result is German`, async () => {
      const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${site.base}/de/search/?q=${encodeURIComponent(q)}`);
      await expect
        .poll(() => page.locator('#search .pagefind-ui__message').innerText(), { timeout: 15_000 })
        .toMatch(/\d+ Ergebnisse? für/);
      const links = page.locator('#search .pagefind-ui__result-link');
      await expect.poll(() => links.first().getAttribute('href'), { timeout: 15_000 }).toMatch(first);
      const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.filter((h) => !h.startsWith('/de/'))).toEqual([]);
      await page.close();
    }, 60_000);
  }

  it('leaves every comparison out of the index', () => {
    const compare = sitePages().filter((p) => p.startsWith('/compare/'));
    expect(compare.length).toBeGreaterThan(50);
    expect(
      compare.filter((p) => readFileSync(join(DIST, p, 'index.html'), 'utf8').includes('data-pagefind-body')),
    ).toEqual([]);
  });
});
