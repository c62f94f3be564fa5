/**
 * The playground checks in a Web Worker, so that no text can freeze the page: tried in Chromium
 * with a text the checker is slow on, one it crashes on, and (standing in for any text that takes
 * too long or breaks the worker) a worker script that never answers or fails, served in place of
 * the real one for the first check only.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { haveBrowser, siteUnderTest } from './browser.ts';
import { checkStatus, editorSelection, editorText, pasteFile } from './editor.ts';

const HOUSE = (clause: string) => `variant our-table "Hindersche, as we play it"
extends hindersche-pagat

source house "Our table" by "Us" dated "2026"

${clause}
`;
const FIXED = HOUSE('override rubber: rubber 2 games [house]');

/** How long the page takes to run a trivial script: it is busy if this is long. */
async function roundTrip(page: Page): Promise<number> {
  const t0 = Date.now();
  await page.evaluate(() => 1);
  return Date.now() - t0;
}

describe.skipIf(!haveBrowser)('the playground checks off the page', () => {
  const site = siteUnderTest();

  async function open(worker?: string): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    if (worker) {
      // The first worker the page starts runs `worker`; the ones it restarts are the real checker.
      let served = false;
      await context.route(/playground-worker[^/]*\.js$/, async (route) => {
        if (served) return route.fallback();
        served = true;
        await route.fulfill({ contentType: 'text/javascript', body: worker });
      });
    }
    await page.goto(`${site.base}/playground/`);
    await page.waitForSelector('stichwort-playground .cm-content');
    return { page, errors, close: () => context.close() };
  }

  const status = (page: Page) => checkStatus(page).innerText();
  const problems = (page: Page) => page.getByRole('list', { name: 'Problems' }).locator('li').allInnerTexts();

  it('stays responsive while a slow text is checked', async () => {
    const { page, errors, close } = await open();
    await expect.poll(() => status(page), { timeout: 20_000 }).toMatch(/checks clean/);
    // A deal of a billion cards each: the points-total check took seconds over it.
    await pasteFile(
      page,
      HOUSE('override dealing: deal 1000000000 each in packets 3 3 3 from forehand, rest to stock [house]'),
    );
    await page.waitForTimeout(600);
    for (let i = 0; i < 3; i++) {
      expect(await roundTrip(page)).toBeLessThan(1000);
      await page.waitForTimeout(300);
    }
    // The text is answered: located errors, or (if checking it takes over 5 s) that it took too long.
    await expect
      .poll(() => status(page), { timeout: 20_000 })
      .toMatch(/^house-rule\.stw: (\d+ errors? \(checked in \d+ ms\)|not checked, it took too long)\.$/);
    expect((await problems(page))[0]).toMatch(
      /^(error\[[\w-]+\]: .*\n\s*--> house-rule\.stw:\d+:\d+|house-rule\.stw: this file took too long to check \(more than 5 s, checking its rules\))/,
    );
    expect(errors).toEqual([]);
    await close();
  }, 60_000);

  it('keeps typing quick in a text of 150,000 characters (shown without colours past 50,000)', async () => {
    const { page, errors, close } = await open();
    await expect.poll(() => status(page), { timeout: 20_000 }).toMatch(/checks clean/);
    const long = HOUSE(`wide: when ${Array(10_000).fill('points >= 1').join(' or ')}: add 1 marks to others [house]`);
    expect(long.length).toBeGreaterThan(150_000);
    const t0 = Date.now();
    await pasteFile(page, long);
    // Colouring ran at every keystroke and took close to a minute over this line.
    expect(Date.now() - t0).toBeLessThan(3000);
    expect(await page.locator('stichwort-playground .plain-note').innerText()).toBe(
      'The text is over 50,000 characters: it is shown without colours, so that typing stays quick.',
    );
    expect(await editorText(page)).toBe(long);
    expect(await page.locator('stichwort-playground .cm-content .tm-keyword').count()).toBe(0);
    expect(await roundTrip(page)).toBeLessThan(1000);
    await expect.poll(() => status(page), { timeout: 20_000 }).toMatch(/^house-rule\.stw(:| checks clean)/);
    expect(errors).toEqual([]);
    await close();
  }, 90_000);

  it('reports a text the checker crashes on, in words, and goes on checking', async () => {
    const { page, errors, close } = await open();
    await expect.poll(() => status(page), { timeout: 20_000 }).toMatch(/checks clean/);
    await pasteFile(
      page,
      HOUSE(`deep: when ${'('.repeat(2500)}points >= 1${')'.repeat(2500)}: add 1 marks to others [house]`),
    );
    await expect
      .poll(() => status(page), { timeout: 20_000 })
      .toMatch(/^house-rule\.stw: (\d+ errors?|not checked, the checker failed)/);
    expect((await problems(page))[0]).toMatch(
      /^(error\[[\w-]+\]: .*\n\s*--> house-rule\.stw:\d+:\d+|house-rule\.stw: the checker stopped with an error while checking its rules \(\w*Error: .+\))/,
    );
    await pasteFile(page, FIXED);
    await expect.poll(() => status(page)).toMatch(/checks clean: variant our-table/);
    expect(errors).toEqual([]);
    await close();
  }, 60_000);

  it('abandons a check that never ends, says where it was, and checks the next text in a fresh worker', async () => {
    // A checker that announces an example and never answers.
    const { page, errors, close } = await open(`onmessage = (e) => {
      if (e.data.kind !== 'check') return;
      postMessage({ kind: 'progress', id: e.data.id, progress: { step: 'example', what: 'running example \`slow\`', where: 'house-rule.stw:4:9', house: true, from: 70, to: 74, line: 4 } });
      for (;;) {}
    };`);
    const t0 = Date.now();
    await expect.poll(() => status(page), { timeout: 20_000 }).toBe('house-rule.stw: not checked, it took too long.');
    expect(Date.now() - t0).toBeGreaterThan(4000);
    expect(await problems(page)).toEqual([
      expect.stringMatching(
        /^house-rule\.stw:4:9: this file took too long to check \(more than 5 s, running example `slow`\), so the check was stopped\. /,
      ),
    ]);
    expect(await roundTrip(page)).toBeLessThan(1000);
    // The location is selectable in the editor, as an error's is.
    await page.getByRole('button', { name: 'Show house-rule.stw:4:9 in the editor' }).click();
    const selected = await editorSelection(page);
    expect([selected.from, selected.to]).toEqual([70, 74]);
    await pasteFile(page, FIXED);
    await expect.poll(() => status(page), { timeout: 20_000 }).toMatch(/checks clean: variant our-table/);
    expect(await problems(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  }, 60_000);

  it('reports a worker that fails, and checks the next text in a fresh one', async () => {
    const { page, errors, close } = await open(
      `onmessage = (e) => { if (e.data.kind === 'check') throw new Error('the worker broke'); };`,
    );
    await expect.poll(() => status(page), { timeout: 20_000 }).toBe('house-rule.stw: not checked, the checker failed.');
    expect(await problems(page)).toEqual([
      expect.stringMatching(
        /^house-rule\.stw: the checker stopped with an error while checking its rules \(.*the worker broke\)\. /,
      ),
    ]);
    await pasteFile(page, FIXED);
    await expect.poll(() => status(page), { timeout: 20_000 }).toMatch(/checks clean: variant our-table/);
    expect(errors.filter((e) => !/the worker broke/.test(e))).toEqual([]);
    await close();
  }, 60_000);
});
