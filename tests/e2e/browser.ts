/**
 * What the browser tests share: the built site they run against, Debian's Chromium, and one call
 * that serves the site and launches the browser. Set STICHWORT_DIST to test another build
 * directory than dist/ (for instance one built with `astro build --outDir`).
 */
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { serve } from './serve.ts';

import { CHROMIUM, DIST, missingForBrowser, REQUIRED } from '../built-site.ts';

export { CHROMIUM, DIST };
/** Whether the browser tests can run here; in CI (see ../built-site.ts) they fail instead of skipping. */
export const haveBrowser = missingForBrowser().length === 0;
if (!haveBrowser && REQUIRED) throw new Error(`the browser tests need ${missingForBrowser().join(' and ')}`);

/** Serves the built site and launches Chromium headless; `close` stops both. */
export async function openSite(): Promise<{ browser: Browser; base: string; close: () => Promise<void> }> {
  const { server, url } = await serve(DIST);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    browser,
    base: url,
    close: async () => {
      await browser.close();
      server.close();
    },
  };
}

/** The site and browser of one `describe` block: opened before its tests, closed after them. */
export function siteUnderTest(): { readonly browser: Browser; readonly base: string } {
  const site = {} as { browser: Browser; base: string; close?: () => Promise<void> };
  beforeAll(async () => {
    Object.assign(site, await openSite());
  }, 60_000);
  afterAll(async () => {
    await site.close?.();
  });
  return site;
}

/**
 * Makes the Play table's bots play at once (no pause between their cards) in pages of `target`, as
 * a player can choose in its settings: tests that play whole deals need not wait for the pacing.
 */
export async function instantBots(target: { addInitScript: (script: () => void) => Promise<unknown> }): Promise<void> {
  await target.addInitScript(() => {
    try {
      localStorage.setItem('stichwort-speed', 'instant');
    } catch {
      /* storage off */
    }
  });
}

/** Plays one move of the human's: a legal card, else a pass or pick-up; false when there is none. */
export async function humanMove(page: Page): Promise<boolean> {
  const card = page.locator('stichwort-play .hand button[data-legal="true"]').first();
  if (await card.count()) {
    await card.click();
    return true;
  }
  const action = page
    .locator('stichwort-play .actions button', { hasText: /^(Pass|Pick up the trick|Go on|Keep this hand)$/ })
    .first();
  if (await action.count()) {
    await action.click();
    return true;
  }
  return false;
}

/** Moves the keyboard focus to `target` with Tab (or Shift+Tab, where it lies before the focus), as a keyboard user would. */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  const handle = await target.elementHandle();
  for (let i = 0; i < 400; i++) {
    // Reached, or which way to go: before or after the focus, in document order.
    const where = await page.evaluate((el) => {
      const a = document.activeElement;
      if (a === el) return 'here';
      return a && a !== document.body && el!.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_FOLLOWING
        ? 'back'
        : 'on';
    }, handle);
    if (where === 'here') return;
    await page.keyboard.press(where === 'back' ? 'Shift+Tab' : 'Tab');
  }
  throw new Error('the keyboard never reached the control');
}

/** Presses Enter on `target`, reached by keyboard. */
export async function press(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}
