/**
 * What the Play island keeps in the browser, tried as an attacker would: a stored game that is
 * damaged or edited says so in words and offers a new game (never a TypeError, never believed);
 * what is stored is the seed and the moves, no hand; and every new game is dealt from its own
 * random seed, unless the page's URL fixes one (`?seed=N`, what the browser tests use).
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { haveBrowser, instantBots, siteUnderTest } from './browser.ts';
import { compiled } from '../helpers.ts';

const PAGE = '/play/hindersche-pagat/';
const SIX_OF_SPADES = compiled('hindersche-pagat').deck.byName.get('6S')!;

describe.skipIf(!haveBrowser)('the Play island and its stored game', () => {
  const site = siteUnderTest();

  async function open(context: BrowserContext, query = ''): Promise<{ page: Page; errors: string[] }> {
    await instantBots(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await page.goto(`${site.base}${PAGE}${query}`);
    await page.waitForSelector('stichwort-play[data-ready="true"]');
    return { page, errors };
  }

  /** The localStorage entries the island keeps for this variant, by key. */
  const stored = (page: Page) => page.evaluate(() => Object.fromEntries(Object.keys(localStorage)
    .filter((k) => k.startsWith('stichwort-play:hindersche-pagat')).map((k) => [k, localStorage.getItem(k)!])));

  const hand = (page: Page) => page.locator('stichwort-play .hand button').allInnerTexts();

  it('refuses a damaged or edited stored game in words, shows nothing of it, and starts a new one', async () => {
    const threeSixes = JSON.stringify([{ type: 'CARDS', hands: [[SIX_OF_SPADES, SIX_OF_SPADES, SIX_OF_SPADES, 1, 2, 3, 4, 5, 7], [], [], []], trump: 0 }]);
    const cases: [string, RegExp][] = [
      ['{}', /not a saved game/],
      ['null', /not a saved game/],
      ['{oops', /cannot be read/],
      [threeSixes, /not a saved game/],
      // The same card played three times by one player: refused at the second, whoever led.
      [JSON.stringify({ seed: 1, moves: ['deal', '0:6S', '0:6S', '0:6S'] }), /move [234] of 4 \(“0:6S”\): (you do not hold the 6 of Spades|it is not your turn)/],
      [JSON.stringify({ seed: -1, moves: [] }), /seed is not a whole number/],
      [JSON.stringify({ seed: 1, moves: ['count'] }), /move 1 of 1 \(“count”\): there is no finished deal to count/],
    ];
    for (const [value, why] of cases) {
      const context = await site.browser.newContext();
      const { page, errors } = await open(context);
      await page.getByRole('button', { name: 'Deal', exact: true }).click();
      const keys = Object.keys(await stored(page));
      expect(keys.length, value).toBeGreaterThan(0);
      await page.evaluate(([ks, v]) => { for (const k of ks as string[]) localStorage.setItem(k, v as string); }, [keys, value]);
      await page.reload();
      const message = page.locator('stichwort-play .message');
      await expect.poll(() => message.innerText(), { timeout: 10_000, message: value }).toMatch(/^Your saved game could not be restored: /);
      expect(await message.innerText(), value).toMatch(why);
      // Nothing of the broken game is in view: no hand, no table, no score; one way out.
      expect(await hand(page), value).toEqual([]);
      expect(await page.locator('stichwort-play .table li, stichwort-play .scores li').count(), value).toBe(0);
      expect(await page.locator('stichwort-play .actions button').allInnerTexts(), value).toEqual(['New game']);
      expect(errors, value).toEqual([]);
      // A new game replaces it and plays.
      await page.getByRole('button', { name: 'New game' }).click();
      await page.getByRole('button', { name: 'Deal', exact: true }).click();
      expect((await hand(page)).length, value).toBe(9);
      expect(await message.innerText(), value).toBe('');
      await page.reload();
      await page.waitForSelector('stichwort-play[data-ready="true"]');
      expect((await hand(page)).length, value).toBe(9);
      expect(errors, value).toEqual([]);
      await context.close();
    }
  }, 120_000);

  it('stores the seed and the moves, and no hand', async () => {
    const context = await site.browser.newContext();
    const { page } = await open(context);
    await page.getByRole('button', { name: 'Deal', exact: true }).click();
    const legal = page.locator('stichwort-play .hand button[data-legal="true"]').first();
    if (await legal.count()) await legal.click();
    const entries = Object.values(await stored(page));
    expect(entries.length).toBe(1);
    const game = JSON.parse(entries[0]!) as { seed: number; moves: string[] };
    expect(Object.keys(game).sort()).toEqual(['moves', 'seed']);
    expect(Number.isInteger(game.seed)).toBe(true);
    expect(game.moves[0]).toBe('deal');
    // Every move is a deal, a count or one seat's single action: no list of cards anywhere.
    for (const m of game.moves) expect(m).toMatch(/^(deal|count|\d:(pass|pickup|take|[0-9A-Z]{2,3}))$/);
    expect(game.moves.filter((m) => m === 'deal').length).toBe(1);
    // A game kept by the earlier form of the page (every hand in plain text) is removed.
    await page.evaluate((six) => localStorage.setItem('stichwort-play:hindersche-pagat:1', JSON.stringify([{ type: 'CARDS', hands: [[six]], trump: 0 }])), SIX_OF_SPADES);
    await page.reload();
    await page.waitForSelector('stichwort-play[data-ready="true"]');
    expect(Object.keys(await stored(page))).toEqual(['stichwort-play:hindersche-pagat']);
    await context.close();
  });

  it('deals every new game from its own random seed, unless the URL fixes one', async () => {
    const hands: string[][] = [];
    for (const query of ['', '', '?seed=42', '?seed=42']) {
      const context = await site.browser.newContext();
      const { page } = await open(context, query);
      await page.getByRole('button', { name: 'Deal', exact: true }).click();
      hands.push((await hand(page)).sort());
      if (query) expect(JSON.parse(Object.values(await stored(page))[0]!).seed).toBe(42);
      await context.close();
    }
    expect(hands.every((h) => h.length === 9)).toBe(true);
    expect(hands[0]).not.toEqual(hands[1]);
    expect(hands[2]).toEqual(hands[3]);
  });
});
