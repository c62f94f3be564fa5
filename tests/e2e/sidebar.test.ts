/**
 * The sidebar of rulebook and variant pages (src/components/Layout.astro's `toc`), in Chromium with
 * JavaScript off, as the pages ship none of their own for it: a rulebook's sections link to its
 * headings, a variant's clause ids link to the rulebook section that explains them, and on a narrow
 * screen the sidebar is a collapsed "On this page" disclosure above the text.
 */
import { describe, expect, it } from 'vitest';
import { haveBrowser, siteUnderTest } from './browser.ts';

describe.skipIf(!haveBrowser)('the sidebar in Chromium', () => {
  const site = siteUnderTest();

  it('a rulebook lists its sections, the other rulebooks and its variants; a section link lands on its heading', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });
    await page.goto(`${site.base}/rules/hindersche/`);
    const sidebar = page.locator('aside.toc');
    expect(await sidebar.locator('[data-pagefind-body]').count()).toBe(0);
    expect(await page.locator('[data-pagefind-body] aside.toc').count()).toBe(0);
    const sections = sidebar.getByRole('navigation', { name: 'On this page' });
    await expect.poll(() => sections.isVisible()).toBe(true);
    const texts = await sections.getByRole('link').allInnerTexts();
    for (const s of [
      'Cards and ranking',
      'Dealing and trump',
      'Schleipfe',
      'Phase 1: Vier-Strich',
      'Exactly four marks',
      'Play-offs',
      'Rubber and settlement',
    ])
      expect(texts).toContain(s);
    // h3 entries nest under their h2.
    expect(await sections.locator('li', { hasText: 'Phase 2: Butzen' }).locator('ul a').allInnerTexts()).toEqual(
      expect.arrayContaining(['Exactly four marks', 'Excess marks in Butzen', 'The final stage']),
    );
    const others = await sidebar.getByRole('navigation', { name: 'Other rulebooks' }).getByRole('link').allInnerTexts();
    expect(others).toEqual(expect.arrayContaining(['Bauernheinrich', 'Kein Stich']));
    expect(others).not.toContain('Hindersche');
    const variants = sidebar.getByRole('navigation', { name: 'Variants' });
    expect(await variants.getByRole('link', { name: 'Hindersche (Swedish clarifications)' }).getAttribute('href')).toBe(
      '/variants/hindersche-swedish/',
    );

    await sections.getByRole('link', { name: 'Play-offs', exact: true }).click();
    await page.waitForURL(/#play-offs$/);
    const heading = page.locator('main h2#play-offs');
    expect(await heading.innerText()).toBe('Play-offs');
    const box = (await heading.boundingBox())!;
    // Within a pixel of the top: a scroll position is whole pixels, a heading's place may not be.
    expect(box.y).toBeGreaterThan(-1);
    expect(box.y).toBeLessThan(100);
    // The sidebar stays in view (sticky) after the jump.
    expect((await sections.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    expect(await sections.isVisible()).toBe(true);
  });

  it('a variant page links a clause id to the rulebook section that explains it, and marks itself among its siblings', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });
    await page.goto(`${site.base}/variants/hindersche-swedish/`);
    const link = page.locator('main tr#rule-schleipfe a', { hasText: 'schleipfe' });
    expect(await link.getAttribute('href')).toBe('/rules/hindersche/#schleipfe');
    const siblings = page.locator('aside.toc').getByRole('navigation', { name: 'Variants of Hindersche' });
    expect(await siblings.locator('a[aria-current="page"]').allInnerTexts()).toEqual([
      'Hindersche (Swedish clarifications)',
    ]);
    expect(await siblings.getByRole('link', { name: 'Hindersche (Pagat)' }).getAttribute('aria-current')).toBeNull();
    expect(
      await page
        .locator('aside.toc')
        .getByRole('navigation', { name: 'Rulebook' })
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/rules/hindersche/');
    const onPage = await page
      .locator('aside.toc')
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link')
      .allInnerTexts();
    expect(onPage).toEqual(
      expect.arrayContaining([
        'Rules in force',
        'Phase 1 – Vier-Strich',
        'Phase 2 – Butzen',
        'Open questions',
        'The variant file',
      ]),
    );

    await link.click();
    await page.waitForURL(/\/rules\/hindersche\/#schleipfe$/);
    expect(await page.locator('main h2#schleipfe').innerText()).toBe('Schleipfe');
    expect(await page.locator('main h2#schleipfe').isVisible()).toBe(true);
  });

  it('at 390 pixels the sidebar is a collapsed "On this page" disclosure above the text', async () => {
    const page = await site.browser.newPage({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    await page.goto(`${site.base}/rules/hindersche/`);
    const details = page.locator('aside.toc details');
    expect(await details.isVisible()).toBe(true);
    expect(await details.getAttribute('open')).toBeNull();
    expect(await details.locator('summary').innerText()).toBe('On this page');
    expect(await page.locator('aside.toc .toc-wide').isVisible()).toBe(false);
    // Above the text, and its links hidden until opened.
    expect((await details.boundingBox())!.y).toBeLessThan((await page.locator('main h1').boundingBox())!.y);
    const link = details.getByRole('link', { name: 'Schleipfe', exact: true });
    expect(await link.isVisible()).toBe(false);
    await details.locator('summary').click();
    expect(await link.isVisible()).toBe(true);
    await link.click();
    await page.waitForURL(/#schleipfe$/);
    // The disclosure fits the screen.
    const box = (await details.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  });
});
