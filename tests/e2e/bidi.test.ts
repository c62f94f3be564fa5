/**
 * Text from outside shown as a label (issue 27): bidi controls and invisible characters in a
 * variant file or in the address (`?house=`) must not reorder or hide what the Playground shows.
 * They are shown as what they are (⟨U+202E⟩) in its editor, buttons, status lines and code frames, and an
 * address's words echoed back are cut short.
 */
import { describe, expect, it } from 'vitest';
import { haveBrowser, siteUnderTest } from './browser.ts';
import { checkStatus, pasteFile } from './editor.ts';

/** Every character that reorders or hides text, as the page must never show it. */
const CONTROLS = /[\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/;

describe.skipIf(!haveBrowser)('bidi and invisible controls in the Playground', () => {
  const site = siteUnderTest();

  it('shows them as code points in an echoed ?house=, cut short, and in the labels and code frames a file gives', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const asked = `\u202Eelur-esuoh\u2066${'x'.repeat(300)}`;
    await page.goto(`${site.base}/playground/?house=${encodeURIComponent(asked)}`);
    const shared = page.locator('stichwort-playground .shared');
    await expect.poll(() => shared.innerText(), { timeout: 20_000 }).toMatch(/^There is no house rule called “/);
    const echoed = /“(.*)”/.exec(await shared.innerText())![1]!;
    expect(echoed.startsWith('⟨U+202E⟩elur-esuoh⟨U+2066⟩xxx')).toBe(true);
    expect(echoed).not.toMatch(CONTROLS);
    // Cut to 80 characters of the address's, and said so.
    expect(echoed.endsWith('…')).toBe(true);
    expect(echoed.replace(/⟨U\+[0-9A-F]{4}⟩/g, '.').length).toBe(81);
    // One long word, on a phone: it wraps inside the page.
    await page.setViewportSize({ width: 390, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });

    const status = checkStatus(page);
    await pasteFile(
      page,
      `variant short-rubber "Two\u202E games\u200B a rubber"
extends hindersche-pagat

source house "Our table" by "Us" dated "2026"

override rubber: rubber 2 games [house]
`,
    );
    await expect.poll(() => status.innerText(), { timeout: 20_000 }).toMatch(/checks clean: variant short-rubber/);
    // The editor draws each as its code point: the line reads in the order it is written.
    expect(await page.locator('stichwort-playground .cm-content .cm-control').allInnerTexts()).toEqual([
      '⟨U+202E⟩',
      '⟨U+200B⟩',
    ]);
    expect(await page.locator('stichwort-playground .cm-content .cm-line').first().innerText()).toBe(
      'variant short-rubber "Two⟨U+202E⟩ games⟨U+200B⟩ a rubber"',
    );
    const labels = await page.locator('stichwort-playground button').allInnerTexts();
    expect(labels).toContain('Play “Two⟨U+202E⟩ games⟨U+200B⟩ a rubber” against bots');
    for (const l of labels) expect(l).not.toMatch(CONTROLS);

    // A problem on a line that holds them: its code frame shows them too.
    await pasteFile(
      page,
      `variant short-rubber "Two games"
extends hindersche-pagat

source house "Our table" by "Us" dated "2026"

override rubbr: rubber 2 games [house] \u2067\u202E
`,
    );
    await expect.poll(() => status.innerText()).toMatch(/house-rule\.stw: 1 error/);
    const frame = await page.getByRole('list', { name: 'Problems' }).locator('pre').first().innerText();
    expect(frame).toContain('⟨U+2067⟩⟨U+202E⟩');
    expect(frame).not.toMatch(CONTROLS);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);
});
