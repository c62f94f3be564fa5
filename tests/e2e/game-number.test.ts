/**
 * The game number (the seed every deal of the game is shuffled from) tells every hand to whoever
 * replays it, so the Play table keeps it out of the page until the game is over: not in the
 * settings, not behind "Share this game", in no attribute; once the game is over it is shown and
 * shared. A number the player typed into the address (`?seed=N`) is theirs already, and not tested here.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { haveBrowser, humanMove, instantBots, siteUnderTest } from './browser.ts';
import { keptBefore } from './kept-game.ts';
import { compiled } from '../helpers.ts';

const PAGE = '/play/hindersche-pagat/';
const KEY = 'stichwort-play:hindersche-pagat';

/** Everything a reader can get at in the page: its markup (every attribute), its text and its address. */
const readable = (page: Page) =>
  page.evaluate(() => [document.documentElement.outerHTML, document.body.innerText, location.href].join('\n'));

describe.skipIf(!haveBrowser)('the game number on the Play table', () => {
  const site = siteUnderTest();

  it('is nowhere in the page while the game is played, deal after deal, and is shown and shared once it is over', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await instantBots(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${site.base}${PAGE}`);
    await page.waitForSelector('stichwort-play[data-ready="true"]');
    await page.getByRole('button', { name: 'Deal', exact: true }).click();
    await page.locator('stichwort-play details.settings > summary').click();
    const seed = String(JSON.parse((await page.evaluate((k) => localStorage.getItem(k), KEY))!).seed);
    // A random seed is up to ten digits; a short one could be any number on the page.
    expect(seed.length).toBeGreaterThan(4);
    expect(await readable(page)).not.toContain(seed);
    for (let i = 0; i < 3; i++) await humanMove(page);
    expect(await readable(page)).not.toContain(seed);
    expect(await page.locator('stichwort-play .number').innerText()).toMatch(/shown when the game is over/);

    // A game with two deals left, kept as the page keeps it: after the first, still nothing; after the last, the number.
    await page.evaluate(
      ([k, v]) => localStorage.setItem(k!, v!),
      [KEY, JSON.stringify(keptBefore(compiled('hindersche-pagat'), 3141592653, 2))],
    );
    await page.reload();
    await page.waitForSelector('stichwort-play[data-ready="true"]');
    expect(await page.locator('stichwort-play .message').innerText()).toBe('');
    const results = page.locator('stichwort-play .results');
    /** Deals (by the last results' first button, which goes on) and plays a deal to its results; the results' buttons. */
    const playDeal = async () => {
      await page.locator('stichwort-play .results-buttons button').first().click();
      for (let i = 0; i < 300 && !(await results.isVisible()); i++) expect(await humanMove(page)).toBe(true);
      return page.locator('stichwort-play .results-buttons button').allInnerTexts();
    };
    const first = await playDeal();
    expect(first).not.toContain('Play again');
    expect(first).not.toContain('Share this game');
    expect(await readable(page)).not.toContain('3141592653');
    expect(await playDeal()).toEqual(['Play again', 'Share this game']);
    expect(await page.locator('stichwort-play .number').textContent()).toBe('Game number 3141592653');
    await page.getByRole('button', { name: 'Share this game' }).click();
    expect(await page.locator('stichwort-play .share-out a').getAttribute('href')).toMatch(/\?seed=3141592653$/);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
