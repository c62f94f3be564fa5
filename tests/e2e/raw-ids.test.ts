/**
 * Readers see words, never ids (issues 12 and 26): every page a player reads — the whole built
 * site but the authors' pages (tests/e2e/reader-pages.ts) — and a deal played on the Play pages
 * name no clause, phase, question, reading, tally or event of any shipped variant or house rule in
 * their readable text (tests/e2e/reader-pages.ts: inline code counts, pre blocks, a variant page's
 * source view and blocks marked for authors do not). The ids come from the compiled variants
 * (tests/e2e/shipped-ids.ts), not a list kept by hand.
 */
import { describe, expect, it } from 'vitest';
import { haveBrowser, instantBots, siteUnderTest } from './browser.ts';
import { AUTHOR_PAGES, germanSample, readableText, readerPages } from './reader-pages.ts';
import { hyphenatedIds, shippedIds } from './shipped-ids.ts';

/** The ids found in `text`, as words (not inside a longer hyphenated word). */
function idsIn(text: string, ids: [string, string][]): string[] {
  return ids
    .filter(([id]) => new RegExp(`(^|[^\\w-])${id}($|[^\\w-])`).test(text))
    .map(([id, kind]) => `${kind} ${id}`);
}

/** The Play pages where a deal is played before reading: each game's base variant. */
const PLAYED = ['/play/hindersche-pagat/', '/play/kein-stich/', '/play/bauernheinrich/'];

describe.skipIf(!haveBrowser)('no raw ids where readers look', () => {
  const site = siteUnderTest();
  const ids = hyphenatedIds(shippedIds());

  it('every reader page of the site shows words, not ids', async () => {
    expect(ids.length).toBeGreaterThan(150);
    // The German edition by a sample of each kind of page: its words come from the same ids' titles.
    const pages = [...readerPages(), ...germanSample().filter((p) => !AUTHOR_PAGES.has(p.slice(3)))];
    expect(pages.length).toBeGreaterThan(100);
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const found: string[] = [];
    for (const path of pages) {
      await page.goto(`${site.base}${path}`, { waitUntil: 'domcontentloaded' });
      for (const id of idsIn(await readableText(page, path), ids)) found.push(`${path}: ${id}`);
    }
    await page.close();
    expect(found).toEqual([]);
  }, 600_000);

  for (const width of [1280, 390]) {
    it(`a deal played on the Play pages at ${width} px shows words, not ids`, async () => {
      const page = await site.browser.newPage({ viewport: { width, height: 900 } });
      await instantBots(page);
      const found: string[] = [];
      for (const path of PLAYED) {
        await page.goto(`${site.base}${path}?seed=1`);
        await page.waitForSelector('stichwort-play[data-ready="true"]');
        await page.getByRole('button', { name: 'Deal', exact: true }).click();
        for (const id of idsIn(await readableText(page, path), ids)) found.push(`${path}: ${id}`);
      }
      await page.close();
      expect(found).toEqual([]);
    }, 120_000);
  }
});
