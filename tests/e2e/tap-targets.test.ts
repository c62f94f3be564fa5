/**
 * Tap targets on a phone (issue 26): at 390 px every control a page shows — buttons, links drawn as
 * buttons, selects, inputs, disclosure summaries, role="button" — is at least 44 × 44 px; a
 * checkbox or radio counts by its label, which is what a finger taps. Every page of the built site
 * is crawled, the authors' pages too (the Playground, the Slate and the Simulate panel have the
 * most controls), with every disclosure opened and every island scrolled into view so that its
 * controls are drawn. Links in running text are exempt (WCAG 2.5.8's inline exception).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { haveBrowser, instantBots, siteUnderTest } from './browser.ts';
import { germanSample, sitePages } from './reader-pages.ts';
import { checkStatus } from './editor.ts';

/** The smallest side of a tap target, in CSS pixels. */
const MIN = 44;

/** The controls of `page` smaller than MIN on either side: "what (w × h)". */
function smallControls(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    document.querySelectorAll('details').forEach((d) => {
      d.open = true;
    });
    const sel = 'button, select, input, textarea, summary, [role="button"], a.button';
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(sel))) {
      if (el instanceof HTMLInputElement && el.type === 'hidden') continue;
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // Not drawn (display none, a closed dialog, a visually hidden field): nothing to tap.
      if (box.width < 2 || box.height < 2 || style.visibility === 'hidden') continue;
      // A checkbox or radio is tapped by its label.
      const check = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
      const target = check
        ? (el.closest('label') ??
          (el.id ? document.querySelector<HTMLElement>(`label[for="${CSS.escape(el.id)}"]`) : null))
        : el;
      const b = target ? target.getBoundingClientRect() : box;
      if (!target || b.width < min - 0.01 || b.height < min - 0.01) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? (el as HTMLInputElement).placeholder ?? '')
          .trim()
          .replace(/\s+/g, ' ')
          .slice(0, 40);
        out.push(
          `${el.tagName.toLowerCase()}${check ? `[${(el as HTMLInputElement).type}] label` : ''} “${name}” (${Math.round(b.width)} × ${Math.round(b.height)})`,
        );
      }
    }
    return out;
  }, MIN);
}

/** Scrolls `page` to its end and back, so that islands that load when seen are drawn. */
async function drawIslands(page: Page): Promise<void> {
  for (let y = 0, end = 1; y < end; y += 700) {
    end = await page.evaluate((to) => {
      window.scrollTo(0, to);
      return document.documentElement.scrollHeight;
    }, y);
    await page.waitForTimeout(20);
  }
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
}

describe.skipIf(!haveBrowser)('tap targets on a phone', () => {
  const site = siteUnderTest();

  it('every control on every page is at least 44 × 44 px at 390 px', async () => {
    // The German edition by a sample of each kind of page (its words are longer, its controls the same).
    const pages = [...sitePages(), ...germanSample()];
    expect(pages.length).toBeGreaterThan(100);
    const page = await site.browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await instantBots(page);
    const small: string[] = [];
    let controls = 0;
    for (const path of pages) {
      await page.goto(`${site.base}${path}`);
      await drawIslands(page);
      controls += await page.locator('button, select, input, summary').count();
      for (const s of await smallControls(page)) small.push(`${path}: ${s}`);
    }
    await page.close();
    expect(controls).toBeGreaterThan(500);
    expect(small).toEqual([]);
  }, 900_000);

  it("the Playground's controls, once its editor has checked the file, are at least 44 × 44 px at 390 px", async () => {
    const page = await site.browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await page.goto(`${site.base}/playground/`);
    await page.locator('stichwort-playground').scrollIntoViewIfNeeded();
    await expect.poll(() => checkStatus(page).innerText(), { timeout: 30_000 }).toMatch(/checks clean/);
    const small = await smallControls(page);
    expect(await page.locator('stichwort-playground button').count()).toBeGreaterThan(3);
    await page.close();
    expect(small).toEqual([]);
  }, 120_000);

  it("the Play table's controls during a deal, its settings open, are at least 44 × 44 px at 390 px", async () => {
    const page = await site.browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await instantBots(page);
    const small: string[] = [];
    for (const path of ['/play/hindersche-pagat/', '/play/kein-stich/', '/play/bauernheinrich/']) {
      await page.goto(`${site.base}${path}?seed=1`);
      await page.waitForSelector('stichwort-play[data-ready="true"]');
      await page.getByRole('button', { name: 'Deal', exact: true }).click();
      for (const s of await smallControls(page)) small.push(`${path}: ${s}`);
    }
    await page.close();
    expect(small).toEqual([]);
  }, 120_000);
});
