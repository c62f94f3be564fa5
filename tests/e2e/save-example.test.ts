/**
 * "Save this deal as an example" in the Play and Slate islands: offered only when the host element
 * has `data-offer-example` (the Playground sets it) and only once a deal is over (the block shows
 * every hand); a click dispatches a bubbling, composed `stichwort-example` event whose text is an
 * example block. Without the attribute the islands show no such button.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { haveBrowser, instantBots, siteUnderTest } from './browser.ts';

const SAVE = 'Save this deal as an example';

describe.skipIf(!haveBrowser)('saving a deal as an example', () => {
  const site = siteUnderTest();

  async function open(path: string, host: string, offer: boolean): Promise<{ page: Page; errors: string[] }> {
    const context = await site.browser.newContext();
    await instantBots(context);
    // The take-trick offer would hold the bots after each trick: not what this test is about.
    await context.addInitScript(() => {
      try {
        localStorage.setItem('stichwort-never-ask-take', 'true');
      } catch {
        /* storage off */
      }
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${site.base}${path}`);
    // A slate that opens at the reader's request (the Slate page's) is opened first.
    const opener = page.locator(`${host} .play-open`).first();
    if (await opener.count()) await opener.click();
    await page.waitForSelector(`${host}[data-ready="true"]`);
    // The Playground's part: the attribute on the host, and a listener above it (the event bubbles).
    await page.evaluate(
      ([h, o]) => {
        if (o) document.querySelector(h!)!.setAttribute('data-offer-example', '');
        (window as unknown as { saved: unknown[] }).saved = [];
        document.addEventListener('stichwort-example', (e) =>
          (window as unknown as { saved: unknown[] }).saved.push((e as CustomEvent).detail),
        );
      },
      [host, offer] as const,
    );
    return { page, errors };
  }

  const saved = (page: Page) =>
    page.evaluate(() => (window as unknown as { saved: { text: string; id: string; title: string }[] }).saved);

  /** Plays the human's cards until the deal is over; true if the save button ever showed during it. */
  async function playDeal(page: Page): Promise<boolean> {
    await page.getByRole('button', { name: 'Deal', exact: true }).click();
    let seenDuring = false;
    for (let i = 0; i < 40; i++) {
      await page.waitForSelector('stichwort-play[data-busy="false"]');
      if ((await page.locator('stichwort-play').getAttribute('data-awaiting')) !== 'play') break;
      seenDuring ||= (await page.getByRole('button', { name: SAVE }).count()) > 0;
      const card = page.locator('stichwort-play .hand button[data-legal="true"]').first();
      if (await card.count()) await card.click();
      else await page.waitForTimeout(50);
    }
    return seenDuring;
  }

  it('offers a played deal once it is over, and hands its example to the host', async () => {
    const { page, errors } = await open('/play/hindersche-pagat/?seed=5&speed=instant', 'stichwort-play', true);
    expect(await page.getByRole('button', { name: SAVE }).count()).toBe(0);
    expect(await playDeal(page)).toBe(false);
    await page.getByRole('button', { name: SAVE }).click();
    await page.waitForFunction(() => (window as unknown as { saved: unknown[] }).saved.length > 0);
    const [ex] = await saved(page);
    expect(ex!.id).toBe('example-1');
    expect(ex!.text).toMatch(
      /^example example-1 "Deal 1 as played at the table: [^"]+" \{\n {2}players You Ada Ben Cleo dealer Cleo\n {2}hand /,
    );
    expect(ex!.text).toMatch(/\n {2}expect card-points You \d+ Ada \d+ Ben \d+ Cleo \d+\n/);
    expect(await page.locator('stichwort-play .message').innerText()).toContain(ex!.title);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('shows no save button without the attribute', async () => {
    const { page, errors } = await open('/play/hindersche-pagat/?seed=5&speed=instant', 'stichwort-play', false);
    await playDeal(page);
    expect(await page.getByRole('button', { name: SAVE }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('offers the deals scored on the slate', async () => {
    const { page, errors } = await open('/slate/', 'stichwort-slate', true);
    expect(await page.getByRole('button', { name: SAVE }).count()).toBe(0);
    await page
      .locator('stichwort-slate .slate-controls button', { hasText: /^Load / })
      .first()
      .click();
    await page.getByRole('button', { name: SAVE }).click();
    await page.waitForFunction(() => (window as unknown as { saved: unknown[] }).saved.length > 0);
    const [ex] = await saved(page);
    expect(ex!.text).toMatch(/^example example-1 "Deal \d+ as scored on the slate: [^"]+" \{\n {2}players /);
    expect(ex!.text).toMatch(/\n {2}deal (points|places) /);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});
