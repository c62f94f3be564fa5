/**
 * The language switch and the offer of the other edition (issue 30): the switch in the header leads
 * to the same page in the other edition and keeps the section read (its anchor), by mouse and by
 * keyboard; a reader whose browser asks for German first is offered the German edition once on an
 * English page (never redirected), and a German-speaking page offers English to an English browser.
 */
import { describe, expect, it } from 'vitest';
import { haveBrowser, siteUnderTest } from './browser.ts';

describe.skipIf(!haveBrowser)('the language switch', () => {
  const site = siteUnderTest();

  it('leads to the same section of the same page in the other edition, and back', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${site.base}/rules/hindersche/#schleipfe`);
    await page.getByRole('link', { name: 'Diese Seite auf Deutsch' }).click();
    await page.waitForURL(/\/de\/rules\/hindersche\/#schleipfe$/);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    // The section is the one in view.
    const top = await page.locator('#schleipfe').evaluate((h) => h.getBoundingClientRect().top);
    expect(Math.abs(top)).toBeLessThan(120);
    await page.getByRole('link', { name: 'This page in English' }).click();
    await page.waitForURL(/\/rules\/hindersche\/#schleipfe$/);
    expect(new URL(page.url()).pathname).toBe('/rules/hindersche/');
    await page.close();
  });

  it('works by keyboard from the header', async () => {
    const page = await site.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${site.base}/glossary/#trick`);
    const link = page.getByRole('link', { name: 'Diese Seite auf Deutsch' });
    await link.focus();
    expect(await link.evaluate((a) => a === document.activeElement)).toBe(true);
    // A phone's target: at least 44 px high.
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/de\/glossary\/#trick$/);
    expect(await page.locator('#trick').innerText()).toBe('Stich');
    await page.close();
  });

  it('offers German once to a reader whose browser asks for German first, without leaving the page', async () => {
    const context = await site.browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto(`${site.base}/play/`);
    expect(new URL(page.url()).pathname).toBe('/play/');
    const offer = page.locator('#lang-offer');
    await expect.poll(() => offer.isVisible()).toBe(true);
    expect(await offer.getByRole('link').getAttribute('href')).toBe('/de/play/');
    await offer.getByRole('button').click();
    expect(await offer.count()).toBe(0);
    // Offered once: the next page does not ask again.
    await page.goto(`${site.base}/rules/`);
    expect(await page.locator('#lang-offer').isVisible()).toBe(false);
    await context.close();
  });

  it('offers English on a German page to an English browser, and nothing to a German one', async () => {
    const english = await site.browser.newContext({ locale: 'en-GB' });
    const page = await english.newPage();
    await page.goto(`${site.base}/de/`);
    await expect.poll(() => page.locator('#lang-offer').isVisible()).toBe(true);
    expect(await page.locator('#lang-offer').getAttribute('lang')).toBe('en');
    await english.close();
    const german = await site.browser.newContext({ locale: 'de-CH' });
    const other = await german.newPage();
    await other.goto(`${site.base}/de/`);
    await other.waitForLoadState('load');
    expect(await other.locator('#lang-offer').isVisible()).toBe(false);
    await german.close();
  });
});
