/**
 * Readers see titles, never raw ids (issue 12): the visible text of the Play, Slate, Compare and
 * Ambiguities pages names no clause, phase, question or reading by its id. Code samples (`code`,
 * `pre`) are where an author needs ids, and are left out. An id of one word is an ordinary word
 * ("marks"), so the ids looked for are those a reader would not write: the hyphenated ones.
 */
import { describe, expect, it } from 'vitest';
import { haveBrowser, instantBots, siteUnderTest } from './browser.ts';
import { siteVariants } from '../../src/site/data.ts';

/** Every hyphenated id of every variant: clauses, phases, ambiguities and their readings. */
function rawIds(): string[] {
  const ids = new Set<string>();
  for (const v of siteVariants()) {
    for (const c of v.resolved.clauses) ids.add(c.id);
    for (const p of v.compiled.phases) ids.add(p.id);
    for (const [a, amb] of v.resolved.ambiguities) { ids.add(a); for (const r of amb.readings) ids.add(r.id.name); }
  }
  return [...ids].filter((id) => id.includes('-'));
}

const PAGES = ['/play/', '/play/hindersche-pagat/', '/play/kein-stich/', '/play/bauernheinrich/', '/slate/', '/compare/',
  '/compare/hindersche-pagat--hindersche-swedish/', '/compare/kein-stich--kein-stich-march/', '/ambiguities/'];

describe.skipIf(!haveBrowser)('no raw ids where readers look', () => {
  const site = siteUnderTest();
  const ids = rawIds();

  for (const width of [1280, 390]) {
    it(`Play, Slate, Compare and Ambiguities at ${width} px show titles, not ids`, async () => {
      expect(ids.length).toBeGreaterThan(50);
      const page = await site.browser.newPage({ viewport: { width, height: 900 } });
      await instantBots(page);
      const found: string[] = [];
      for (const path of PAGES) {
        await page.goto(`${site.base}${path}?seed=1`);
        // A played deal too, where the page has a game: its table, score and sheet are text readers see.
        const deal = page.getByRole('button', { name: 'Deal', exact: true });
        if (path.startsWith('/play/') && path !== '/play/') {
          await page.waitForSelector('stichwort-play[data-ready="true"]');
          await deal.click();
        }
        const text = await page.evaluate(() => {
          const copy = document.body.cloneNode(true) as HTMLElement;
          copy.querySelectorAll('code, pre, script, style').forEach((x) => x.remove());
          return copy.innerText || copy.textContent || '';
        });
        for (const id of ids) if (new RegExp(`(^|[^\\w-])${id}($|[^\\w-])`).test(text)) found.push(`${path}: ${id}`);
      }
      expect(found).toEqual([]);
      await page.close();
    }, 120_000);
  }
});
