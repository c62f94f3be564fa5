/**
 * Finding one's way, in Chromium at 1280 and 390 px: the Compare witness marks the cells that
 * differ (≠) and names the rule that made the difference, on a phone without sideways scrolling;
 * search lists the rulebook first and leaves the comparisons across games out; `/` focuses the
 * header's search box; the theme switch persists without a flash; the sidebar marks the section in
 * view; and no page of the built site scrolls sideways at 390 px.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DIST, haveBrowser, siteUnderTest } from './browser.ts';
import { compare, comparePairs } from '../../src/site/data.ts';
import { witnessTables } from '../../src/site/witness.ts';

/** Every HTML page of the built site, as a path like `/variants/kein-stich/`. */
function pages(dir = DIST): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return f.startsWith('_') || f === 'pagefind' ? [] : pages(p);
    return f === 'index.html' ? [`/${relative(DIST, dir)}${relative(DIST, dir) ? '/' : ''}`] : [];
  });
}

describe.skipIf(!haveBrowser)('search, navigation and phones', () => {
  const site = siteUnderTest();

  for (const width of [1280, 390]) {
    it(`Compare at ${width} px: the witness's differing cells are marked ≠ as the CLI marks them, with the rule's section named`, async () => {
      const page = await site.browser.newPage({ viewport: { width, height: 900 } });
      const [a, b] = ['hindersche-pagat', 'hindersche-swedish'];
      await page.goto(`${site.base}/compare/${a}--${b}/`);
      const c = compare(a, b);
      const w = witnessTables(c.witness!.ta, c.witness!.tb, c.a.compiled, c.b.compiled);
      const tables = page.locator('table.witness');
      expect(await tables.count()).toBe(2);
      for (const [k, rows] of [w.a, w.b].entries()) {
        const marked = await tables
          .nth(k)
          .locator('tbody tr')
          .evaluateAll((trs) =>
            trs.map((tr) =>
              Array.from(tr.querySelectorAll('td'))
                .slice(2)
                .map((td) => td.classList.contains('differs')),
            ),
          );
        expect(marked).toEqual(rows.map((r) => [...r.tallies, r.notes].map((x) => x.differs)));
      }
      const differing = page.locator('td.differs');
      expect(await differing.count()).toBeGreaterThan(0);
      for (const text of await differing.allInnerTexts()) expect(text.startsWith('≠')).toBe(true);
      const why = page.locator('p.why');
      expect(await why.innerText()).toMatch(/They part at deal \d+, by/);
      const href = await why.locator('a').first().getAttribute('href');
      expect(href).toMatch(/\/rules\/hindersche\/#/);
      for (const id of c.rules.rules.map((r) => r.id).filter((x) => x.includes('-')))
        expect(await why.innerText()).not.toContain(id);
      // On a phone the rules table is a card per rule: a cell as wide as the text column, never a letter per line.
      const cellWidth = await page
        .locator('table.stack tbody tr')
        .first()
        .locator('td')
        .nth(2)
        .evaluate((td) => td.getBoundingClientRect().width);
      expect(cellWidth).toBeGreaterThan(width === 390 ? 250 : 150);
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }

  it('search for "Schleipfe" lists the rulebook (or the game\'s course) first, and no comparison across two games', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/search/?q=Schleipfe`);
    const links = page.locator('#search .pagefind-ui__result-link');
    // The rulebook or the course that teaches it (issue 26: a rulebook or course section comes first).
    await expect
      .poll(() => links.first().getAttribute('href'), { timeout: 15_000 })
      .toMatch(/\/(rules|learn)\/hindersche\/$/);
    await expect
      .poll(() => page.locator('#search .pagefind-ui__message').innerText(), { timeout: 15_000 })
      .toMatch(/\d+ results? for/);
    const hrefs = await links.evaluateAll((as) => as.map((x) => x.getAttribute('href') ?? ''));
    const games = (pair: string) =>
      pair.split('--').map((v) => (v.startsWith('kein-stich') ? 'k' : v.startsWith('bauernheinrich') ? 'b' : 'h'));
    for (const h of hrefs.filter((x) => x.includes('/compare/'))) {
      const [ga, gb] = games(h.split('/compare/')[1]!.split('/')[0]!);
      expect(ga, h).toBe(gb);
    }
    // The generated comparisons are out of the index, a game's own pairs too (issue 26: they buried the rulebooks).
    const html = (p: string) => readFileSync(join(DIST, p, 'index.html'), 'utf8');
    expect(html('compare/bauernheinrich--kein-stich')).not.toContain('data-pagefind-body');
    expect(html('compare/hindersche-pagat--hindersche-swedish')).not.toContain('data-pagefind-body');
  });

  for (const width of [1280, 390]) {
    it(`at ${width} px "/" focuses the header's search box, which searches on the Search page`, async () => {
      const page = await site.browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${site.base}/rules/kein-stich/`);
      await page.keyboard.press('/');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-q');
      await page.keyboard.type('Schleipfe');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/search\/\?q=Schleipfe$/);
      // Pagefind draws its results as their fragments load: the first link settles once all are in.
      const links = page.locator('#search .pagefind-ui__result-link');
      // The rulebook or the course that teaches it (issue 26: a rulebook or course section comes first).
      await expect
        .poll(() => links.first().getAttribute('href'), { timeout: 15_000 })
        .toMatch(/\/(rules|learn)\/hindersche\/$/);
      // In a text field "/" is a character, not the shortcut.
      await page.goto(`${site.base}/compare/`);
      await page.locator('#site-q').focus();
      await page.keyboard.press('/');
      expect(await page.locator('#site-q').inputValue()).toBe('/');
    });

    it(`at ${width} px the theme switch goes auto, light, dark, is kept across pages and reloads, and is set before the first paint`, async () => {
      const ctx = await site.browser.newContext({ viewport: { width, height: 900 }, colorScheme: 'light' });
      const page = await ctx.newPage();
      await page.goto(`${site.base}/glossary/`);
      const button = page.locator('#theme');
      expect(await button.innerText()).toBe('Theme: auto');
      const bg = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
      const light = await bg();
      await button.click();
      expect(await button.innerText()).toBe('Theme: light');
      await button.click();
      expect(await button.innerText()).toBe('Theme: dark');
      expect(await bg()).not.toBe(light);
      await page.goto(`${site.base}/slate/`);
      expect(await page.locator('#theme').innerText()).toBe('Theme: dark');
      // No flash: the stored theme is on <html> before the body is parsed.
      const early = await ctx.newPage();
      let atParse: string | undefined;
      await early.exposeFunction('seen', (t: string) => {
        atParse = t;
      });
      await early.addInitScript(() => {
        document.addEventListener(
          'readystatechange',
          () => {
            if (document.readyState === 'interactive')
              (window as unknown as { seen: (t: string) => void }).seen(
                document.documentElement.dataset.theme ?? 'none',
              );
          },
          { once: true },
        );
      });
      await early.goto(`${site.base}/`);
      expect(atParse).toBe('dark');
      // The body's first element, before anything it shows, and after the page's Content-Security-Policy (which binds only what follows it).
      const html = readFileSync(join(DIST, 'index.html'), 'utf8');
      const at = html.indexOf("localStorage.getItem('theme')");
      expect(html.slice(html.indexOf('<body'), at)).toMatch(/^<body[^>]*><script>try\{var t=$/);
      expect(html.indexOf('http-equiv="content-security-policy"')).toBeLessThan(at);
      await early.reload();
      expect(await early.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      await early.locator('#theme').click();
      expect(await early.locator('#theme').innerText()).toBe('Theme: auto');
      await early.reload();
      expect(await early.evaluate(() => document.documentElement.dataset.theme ?? 'auto')).toBe('auto');
      await ctx.close();
    });
  }

  it('the Compare picker finds the page of every pair, picked in either order, without a list of pages in its script', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/compare/`);
    for (const [k, [a, b]] of comparePairs().entries()) {
      const [first, second] = k % 2 ? [a, b] : [b, a];
      await page.getByLabel('First variant').selectOption(first);
      await page.getByLabel('Second variant').selectOption(second);
      await page.getByRole('button', { name: 'Compare' }).click();
      // The page of the pair; picked the other way round, it is told so (?swapped).
      await page.waitForURL(
        (u) => u.pathname === `${new URL(site.base).pathname.replace(/\/$/, '')}/compare/${a}--${b}/`,
      );
      expect(new URL(page.url()).search).toBe(first === a ? '' : '?swapped');
      await page.goBack();
    }
  }, 120_000);

  it('the sidebar marks the section in view (1280 px)', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.base}/rules/hindersche/`);
    const link = page.locator('.toc-wide a[href="#schleipfe"]');
    await link.click();
    await expect.poll(() => link.getAttribute('aria-current')).toBe('location');
    expect(await page.locator('.toc-wide a[aria-current="location"]').count()).toBe(1);
  });

  it('no page scrolls sideways at 390 px, islands loaded', async () => {
    const page = await site.browser.newPage({ viewport: { width: 390, height: 800 } });
    const wide: string[] = [];
    const all = pages();
    expect(all.length).toBeGreaterThan(100);
    for (const path of all) {
      await page.goto(site.base + path);
      // Scrolled to the end so that every island has come into view and drawn itself.
      for (let y = 0, end = 1; y < end; y += 1600)
        end = await page.evaluate((to) => {
          window.scrollTo(0, to);
          return document.documentElement.scrollHeight;
        }, y);
      await page.waitForTimeout(50);
      const scroll = await page.evaluate(() => document.scrollingElement!.scrollWidth);
      if (scroll > 390) wide.push(`${path}: ${scroll} px`);
    }
    expect(wide).toEqual([]);
  }, 600_000);
});
