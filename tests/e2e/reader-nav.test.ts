/**
 * Finding the course (issue 26): "Learn" is in the top navigation, which stays on one line at
 * 1280 px, and the home page speaks to players first — what the games are, then for each a way to
 * learn it and to play it, one click away — before what it offers authors.
 */
import { describe, expect, it } from 'vitest';
import { haveBrowser, siteUnderTest } from './browser.ts';
import { games } from '../../src/site/data.ts';

describe.skipIf(!haveBrowser)('Learn, from the navigation and the home page', () => {
  const site = siteUnderTest();

  it('the navigation names Learn first and keeps to one line at 1280 px', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    for (const path of ['/', '/rules/hindersche/', '/glossary/', '/play/kein-stich/']) {
      await page.goto(`${site.base}${path}`);
      const nav = page.getByRole('navigation', { name: 'Sections' });
      const links = nav.getByRole('link');
      expect(await links.first().innerText()).toBe('Learn');
      expect(await links.first().getAttribute('href')).toBe('/learn/');
      const tops = await links.evaluateAll((as) => as.map((a) => Math.round(a.getBoundingClientRect().top)));
      expect(new Set(tops).size, `${path}: the links stand on ${new Set(tops).size} lines`).toBe(1);
      // And the header around it, search box and theme switch included, is one row too.
      const header = await page.locator('header').evaluate((h) => h.getBoundingClientRect().height);
      expect(header).toBeLessThan(80);
    }
    await page.close();
  });

  for (const width of [1280, 390]) {
    it(`at ${width} px the home page speaks to players first: each game, to learn and to play, one click away`, async () => {
      const page = await site.browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${site.base}/`);
      const main = page.locator('main');
      // Before any word for authors: every game by name, with its course and its table.
      const text = await main.innerText();
      const authors = text.indexOf('For rule collectors and authors');
      expect(authors).toBeGreaterThan(0);
      for (const g of games()) {
        expect(text.indexOf(g.title)).toBeGreaterThan(-1);
        expect(text.indexOf(g.title)).toBeLessThan(authors);
        const learn = main.getByRole('link', { name: `Learn ${g.title}` });
        expect(await learn.getAttribute('href')).toBe(`/learn/${g.id}/`);
        const box = await learn.boundingBox();
        expect(box!.y).toBeLessThan(width === 1280 ? 900 : 2200);
      }
      expect(await main.getByRole('link', { name: 'Play against three bots' }).count()).toBe(games().length);
      // The first paragraph is about the games, not about files or machines.
      expect(await main.locator('p').first().innerText()).not.toMatch(/variant file|machine|compile|checked/i);
      // One click: Learn leads to the course's list.
      await main.getByRole('link', { name: `Learn ${games()[0]!.title}` }).click();
      await page.waitForURL(new RegExp(`/learn/${games()[0]!.id}/$`));
      await page.close();
    });
  }
});
