/**
 * Authoring in the Playground, in Chromium: a file travels in a link and comes back exactly; a link
 * whose file is broken opens with its errors shown; a link carrying markup or script in its strings
 * shows them as text and runs nothing; "Start afresh" is undone by undo.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { haveBrowser, instantBots, siteUnderTest } from './browser.ts';
import { checkStatus, editor, editorSelection, editorText, pasteFile } from './editor.ts';
import { shareFragment } from '../../src/islands/share-link.ts';

const HOUSE = (title: string, clause: string) => `# A shared file: ünïcode, tabs\tand "quotes" stay as they are.
variant our-table "${title}"
extends hindersche-pagat

source house "Our table" by "Us" dated "2026"

${clause}
`;

describe.skipIf(!haveBrowser)('authoring in the playground', () => {
  const site = siteUnderTest();

  async function open(
    path: string,
  ): Promise<{ page: Page; errors: string[]; dialogs: string[]; close: () => Promise<void> }> {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    // Bots play at once and take no pause after a trick, for the tests that play a deal.
    await instantBots(context);
    await context.addInitScript(() => {
      try {
        localStorage.setItem('stichwort-never-ask-take', 'true');
      } catch {
        /* storage off */
      }
    });
    const page = await context.newPage();
    const errors: string[] = [];
    const dialogs: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(`${site.base}${path}`);
    await page.waitForSelector('stichwort-playground .cm-content');
    return { page, errors, dialogs, close: () => context.close() };
  }

  it('shares a file by link: the link opens it exactly, and the text before can be brought back', async () => {
    const first = await open('/playground/');
    const file = HOUSE('Hindersche, two games a rubber', 'override rubber: rubber 2 games [house]');
    await pasteFile(first.page, file);
    await expect
      .poll(() => checkStatus(first.page).innerText(), { timeout: 20_000 })
      .toMatch(/checks clean: variant our-table/);
    await first.page.getByRole('button', { name: 'Copy a link to this file' }).click();
    const link = first.page.getByLabel('Link', { exact: true });
    await expect.poll(() => link.inputValue()).toMatch(/#stw=[\w-]+$/);
    const url = new URL(await link.inputValue());
    expect(first.errors).toEqual([]);
    await first.close();

    const second = await open(`/playground/${url.hash}`);
    await expect.poll(() => editorText(second.page)).toBe(file);
    await expect
      .poll(() => checkStatus(second.page).innerText(), { timeout: 20_000 })
      .toMatch(/checks clean: variant our-table/);
    // The text it replaced (the template) is kept, and comes back.
    await second.page.getByRole('button', { name: 'Bring back the text before' }).click();
    expect(await editorText(second.page)).toContain('variant my-house-rule');
    expect(second.errors).toEqual([]);
    await second.close();
  }, 90_000);

  it('opens a link whose file is broken with its errors shown, and a damaged link with a sentence', async () => {
    const broken = HOUSE('Broken', 'override rubbr: rubber 2 games [house]');
    const a = await open(`/playground/#${await shareFragment(broken)}`);
    await expect.poll(() => editorText(a.page)).toBe(broken);
    await expect.poll(() => checkStatus(a.page).innerText(), { timeout: 20_000 }).toMatch(/^house-rule\.stw: 1 error/);
    expect(await a.page.getByRole('list', { name: 'Problems' }).innerText()).toMatch(
      /house-rule\.stw:7:10[\s\S]*did you mean `rubber`/,
    );
    await a.close();

    const b = await open('/playground/#stw=not*base64');
    await expect
      .poll(() => b.page.locator('stichwort-playground .shared').innerText())
      .toMatch(/^This link's file could not be opened: the link is damaged/);
    expect(await editorText(b.page)).toContain('variant my-house-rule');
    expect(b.errors).toEqual([]);
    await b.close();
  }, 60_000);

  it('shows markup and script in a linked file as text, and runs none of it', async () => {
    const evil = HOUSE(
      "<script>alert('title')</script><img src=x onerror=window.pwned=1>",
      'override rubber: rubber 2 games [house "javascript:alert(1)"]',
    )
      .replace('"Our table"', '"<img src=y onerror=alert(2)>"')
      .replace('# A shared file', '# <script>alert(3)</script> A shared file');
    const { page, errors, dialogs, close } = await open(`/playground/#${await shareFragment(evil)}`);
    await expect.poll(() => editorText(page)).toBe(evil);
    // The file checks clean: its title shows in words on the buttons, as written.
    await expect
      .poll(() => checkStatus(page).innerText(), { timeout: 20_000 })
      .toMatch(/checks clean: variant our-table/);
    expect(
      await page
        .getByRole('button', {
          name: "Play “<script>alert('title')</script><img src=x onerror=window.pwned=1>” against bots",
          exact: true,
        })
        .count(),
    ).toBe(1);
    // Its rule in the table of changes, and a hover over its source, are text too.
    expect(await page.locator('stichwort-playground .changes').innerText()).toContain('javascript:alert(1)');
    const found = await page.evaluate(() => ({
      images: document.querySelectorAll('stichwort-playground img').length,
      scripts: Array.from(document.querySelectorAll('stichwort-playground script')).map((s) => s.getAttribute('type')),
      pwned: (window as unknown as { pwned?: number }).pwned ?? null,
    }));
    expect(found).toEqual({ images: 0, scripts: ['application/json'], pwned: null });
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  }, 60_000);

  it('undoes "Start afresh": the text before comes back with undo; search finds in the file', async () => {
    const { page, errors, close } = await open('/playground/');
    const mine = HOUSE('Mine', 'override rubber: rubber 3 games [house]');
    await pasteFile(page, mine);
    await page.getByLabel('Start from').selectOption('kein-stich');
    await page.getByRole('button', { name: 'Start afresh from it' }).click();
    expect(await editorText(page)).toContain('extends kein-stich');
    await editor(page).focus();
    await page.keyboard.press('Control+z');
    expect(await editorText(page)).toBe(mine);
    await page.keyboard.press('Control+Shift+Z');
    expect(await editorText(page)).toContain('extends kein-stich');
    // Search, loaded when first asked for: Ctrl-F opens it in the editor, and finds.
    await page.keyboard.press('Control+f');
    const find = page.locator('stichwort-playground .cm-search input[name="search"]');
    await expect.poll(() => find.count(), { timeout: 10_000 }).toBe(1);
    await find.pressSequentially('extends');
    await find.press('Enter');
    const selected = await editorSelection(page);
    expect((await editorText(page)).slice(selected.from, selected.to)).toBe('extends');
    expect(errors).toEqual([]);
    await close();
  }, 60_000);

  it('opens a house rule of the gallery in one click', async () => {
    const { page, errors, close } = await open('/playground/');
    await page.getByText('Start from a house rule of the gallery').click();
    await page.getByRole('link', { name: 'Kein Stich: Power with the March' }).click();
    await page.waitForSelector('stichwort-playground .cm-content');
    await expect.poll(() => editorText(page)).toMatch(/^# Power played with the March/);
    await expect
      .poll(() => checkStatus(page).innerText(), { timeout: 20_000 })
      .toMatch(/checks clean: variant kein-stich-power-march, .* 2 examples, all passing/);
    expect(errors).toEqual([]);
    await close();
  }, 60_000);

  /** Where the text `word` (its `nth` occurrence) is drawn: the middle of its first character. */
  async function pointAt(page: Page, offset: number): Promise<{ x: number; y: number }> {
    return page.locator('stichwort-playground').evaluate((el, at) => {
      const v = (
        el as unknown as {
          editorView: { coordsAtPos(p: number): { left: number; right: number; top: number; bottom: number } | null };
        }
      ).editorView;
      const c = v.coordsAtPos(at)!;
      return { x: c.left + 3, y: (c.top + c.bottom) / 2 };
    }, offset);
  }

  it('completes, explains on hover, and repairs: the language services in the editor', async () => {
    const { page, errors, close } = await open('/playground/');
    const head = HOUSE('Ours', '').trimEnd() + '\n';
    // Completion after `override ` offers the base's clause ids.
    await pasteFile(page, head);
    await editor(page).press('Control+End');
    await page.keyboard.type('override ');
    await page.keyboard.press('Control+Space');
    const list = page.locator('.cm-tooltip-autocomplete');
    await expect.poll(() => list.innerText(), { timeout: 10_000 }).toContain('march-1');
    await page.keyboard.press('Escape');

    // Hover over an overridden clause id shows the base clause as written, its citation and its section.
    const file = head + 'override march-1: march when points >= 90 [house]\n';
    await pasteFile(page, file);
    await expect
      .poll(() => checkStatus(page).innerText(), { timeout: 20_000 })
      .toMatch(/checks clean: variant our-table/);
    const at = await pointAt(page, file.indexOf('march-1') + 2);
    await page.mouse.move(at.x, at.y);
    const card = page.locator('.cm-tooltip-hover .hover-rule');
    await expect.poll(() => card.count(), { timeout: 10_000 }).toBe(1);
    const shown = await card.innerText();
    expect(shown).toMatch(/march-1: march when points >= 100\s+\[pagat "Phase 1 – Vier-Strich"\]/);
    expect(shown).toMatch(/Source: .*Vier-Strich/);
    expect(await card.locator('a').getAttribute('href')).toMatch(/\/rules\/hindersche\/#/);

    // A misspelt id: the problem's quick fix repairs it, as one step undo takes back.
    const typo = head + 'override rubbr: rubber 2 games [house]\n';
    await pasteFile(page, typo);
    await expect.poll(() => checkStatus(page).innerText(), { timeout: 20_000 }).toMatch(/1 error/);
    await page.mouse.move(0, 0);
    const bad = await pointAt(page, typo.indexOf('rubbr') + 1);
    await page.mouse.move(bad.x, bad.y);
    const fix = page.getByRole('button', { name: /Change `rubbr` to `rubber`/ });
    await expect.poll(() => fix.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await fix.first().click();
    expect(await editorText(page)).toBe(typo.replace('rubbr', 'rubber'));
    await expect
      .poll(() => checkStatus(page).innerText(), { timeout: 20_000 })
      .toMatch(/checks clean: variant our-table/);
    expect(errors).toEqual([]);
    await close();
  }, 90_000);

  it('saves a deal played in the Playground into the file as an example, which then passes', async () => {
    const { page, errors, close } = await open('/playground/?house=hindersche-march-at-90');
    await expect
      .poll(() => checkStatus(page).innerText(), { timeout: 20_000 })
      .toMatch(/checks clean: variant hindersche-march-at-90, .* 2 examples, all passing/);
    const before = await editorText(page);
    await page.getByRole('button', { name: /^Play “Hindersche: a march at 90 points” against bots$/ }).click();
    const play = page.locator('.mounted stichwort-play');
    await page.waitForSelector('.mounted stichwort-play[data-ready="true"]');
    await play.getByRole('button', { name: 'Deal', exact: true }).click();
    for (let i = 0; i < 60; i++) {
      await page.waitForSelector('.mounted stichwort-play[data-busy="false"]');
      if ((await play.getAttribute('data-awaiting')) !== 'play') break;
      const card = play.locator('.hand button[data-legal="true"]').first();
      if (await card.count()) await card.click();
      else await page.waitForTimeout(50);
    }
    await play.getByRole('button', { name: 'Save this deal as an example' }).click();
    await expect.poll(() => editorText(page)).not.toBe(before);
    const after = await editorText(page);
    expect(after.startsWith(before)).toBe(true);
    expect(after.slice(before.length)).toMatch(/^\n?example example-\d+ "Deal 1 as played at the table: [^"]+" \{\n/);
    await expect
      .poll(() => checkStatus(page).innerText(), { timeout: 30_000 })
      .toMatch(/checks clean: variant hindersche-march-at-90, .* 3 examples, all passing/);
    expect(errors).toEqual([]);
    await close();
  }, 120_000);

  it('at 390 px, "Show … in the editor" selects the error and scrolls it into view, far along a long line', async () => {
    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${site.base}/playground/`);
    // At this width the Playground starts below the fold, and loads as it comes into view.
    await page.locator('stichwort-playground').scrollIntoViewIfNeeded();
    await page.waitForSelector('stichwort-playground .cm-content');
    const wide = HOUSE(
      'Wide',
      `override rubber: rubber 2 games [house]${' '.repeat(60)}\noverride schleipfe: action take-trick by anyone until next lead ${' '.repeat(40)}[hous]`,
    );
    await pasteFile(page, wide);
    await expect.poll(() => checkStatus(page).innerText(), { timeout: 20_000 }).toMatch(/1 error/);
    await page.getByRole('button', { name: /^Show house-rule\.stw:\d+:\d+ in the editor$/ }).click();
    const sel = await editorSelection(page);
    expect([sel.focused, wide.slice(sel.from, sel.to)]).toEqual([true, 'hous']);
    const seen = await page.locator('stichwort-playground').evaluate((el, at) => {
      const v = (
        el as unknown as {
          editorView: {
            coordsAtPos(p: number): { left: number; right: number; top: number; bottom: number } | null;
            scrollDOM: HTMLElement;
          };
        }
      ).editorView;
      const c = v.coordsAtPos(at)!;
      const box = v.scrollDOM.getBoundingClientRect();
      return (
        c.left >= box.left &&
        c.right <= box.right &&
        c.top >= box.top &&
        c.bottom <= box.bottom &&
        c.right <= window.innerWidth
      );
    }, sel.from);
    expect(seen).toBe(true);
    await context.close();
  }, 60_000);
});
