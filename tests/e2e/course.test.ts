/**
 * Each game's course in Chromium at 1280 and 390 px, by keyboard alone: every exercise answered
 * wrong first (the feedback says so and gives the reason, with its rulebook link), then right; every
 * lesson is then marked done in the sidebar, the progress survives a reload, and a stored progress
 * that is not the page's own is ignored. No horizontal scroll, no id in the visible text.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { haveBrowser, press, siteUnderTest, tabTo } from './browser.ts';
import { games, siteVariants } from '../../src/site/data.ts';

const WIDTHS = [1280, 390];

/** Every hyphenated id of every variant: clauses, phases, ambiguities and their readings. */
function rawIds(): string[] {
  const ids = new Set<string>();
  for (const v of siteVariants()) {
    for (const c of v.resolved.clauses) ids.add(c.id);
    for (const p of v.compiled.phases) ids.add(p.id);
    for (const [a, amb] of v.resolved.ambiguities) {
      ids.add(a);
      for (const r of amb.readings) ids.add(r.id.name);
    }
  }
  return [...ids].filter((id) => id.includes('-'));
}

/** Chooses option `i` of a radio group by keyboard: Tab into the group, then the arrow keys. */
async function chooseOption(page: Page, ex: Locator, i: number): Promise<void> {
  const radios = ex.locator('input[type="radio"]');
  // Tab stops at a radio group once: on its chosen radio, or on its first while none is chosen; an arrow key moves and chooses.
  const checked = await radios.evaluateAll((rs) => rs.findIndex((r) => (r as HTMLInputElement).checked));
  await tabTo(page, radios.nth(Math.max(0, checked)));
  for (let k = 0; k < 20; k++) {
    const at = await radios.evaluateAll((rs) => rs.indexOf(document.activeElement as HTMLInputElement));
    if (at === i) break;
    await page.keyboard.press(at < i ? 'ArrowDown' : 'ArrowUp');
  }
  await page.keyboard.press('Space');
  expect(await radios.nth(i).isChecked()).toBe(true);
}

async function answerChoose(page: Page, ex: Locator): Promise<void> {
  const answer = Number(await ex.getAttribute('data-answer'));
  const wrong = answer === 0 ? 1 : 0;
  const check = ex.locator('.ex-check');
  await press(page, check);
  expect(await ex.locator('.ex-feedback').innerText()).toBe('Choose an answer first.');
  expect(await ex.locator('.ex-why').isVisible()).toBe(false);
  await chooseOption(page, ex, wrong);
  await press(page, check);
  expect(await ex.locator('.ex-feedback').innerText()).toMatch(/^Not quite\. The answer is: /);
  expect(await ex.locator('.ex-why').isVisible()).toBe(true);
  await chooseOption(page, ex, answer);
  await press(page, check);
  expect(await ex.locator('.ex-feedback').innerText()).toBe('Right.');
  expect(await ex.locator('.ex-feedback').getAttribute('data-right')).toBe('true');
}

async function answerOrder(page: Page, ex: Locator): Promise<void> {
  const answer = JSON.parse((await ex.getAttribute('data-answer'))!) as string[];
  const card = (id: string) => ex.locator(`.ex-card[data-card="${id}"]`);
  // Lowest first: wrong at once.
  for (const id of [...answer].reverse()) await press(page, card(id));
  await press(page, ex.locator('.ex-check'));
  expect(await ex.locator('.ex-feedback').innerText()).toMatch(/^Not quite\. Your card number 1 is out of place\./);
  await press(page, ex.locator('.ex-reset'));
  expect(await ex.locator('.ex-card[aria-pressed="true"]').count()).toBe(0);
  for (const id of answer) await press(page, card(id));
  expect(await card(answer[0]!).locator('.ex-place').innerText()).toBe('1');
  await press(page, ex.locator('.ex-check'));
  expect(await ex.locator('.ex-feedback').innerText()).toBe('Right.');
}

async function answerPick(
  page: Page,
  q: Locator,
  site: { base: string; browser: { newPage(): Promise<Page> } },
): Promise<void> {
  const legal = JSON.parse((await q.getAttribute('data-legal'))!) as string[];
  const refused = (await q.locator('.tq-why li').first().getAttribute('data-card'))!;
  const card = (id: string) => q.locator(`.tq-card[data-card="${id}"]`);
  // Wrong: a refused card with the legal ones; the feedback names the rule and links its section.
  for (const id of [...legal, refused]) await press(page, card(id));
  await press(page, q.locator('.tq-check'));
  const feedback = q.locator('.tq-feedback');
  expect(await feedback.innerText()).toMatch(/^Not quite\./);
  expect(await feedback.innerText()).toMatch(/may not be played: /);
  const href = (await feedback
    .getByRole('link', { name: /^Rulebook: / })
    .first()
    .getAttribute('href'))!;
  const [path, anchor] = href.split('#');
  const book = await site.browser.newPage();
  await book.goto(`${site.base}${path}`);
  expect(await book.locator(`[id="${decodeURIComponent(anchor!)}"]`).count(), href).toBe(1);
  await book.close();
  // Right: take the refused card back out.
  await press(page, card(refused));
  await press(page, q.locator('.tq-check'));
  expect(await feedback.innerText()).toMatch(/^Right\./);
}

describe.skipIf(!haveBrowser)('the courses', () => {
  const site = siteUnderTest();
  const ids = rawIds();

  for (const width of WIDTHS) {
    for (const game of games()) {
      it(`${game.title} at ${width} px: every exercise answered wrong, then right, by keyboard alone; progress kept`, async () => {
        const page = await site.browser.newPage({ viewport: { width, height: 900 } });
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(`${site.base}/learn/${game.id}/`);
        const lessons = page.locator('.lesson');
        const count = await lessons.count();
        expect(count).toBeGreaterThanOrEqual(7);
        expect(await page.locator('.lesson h2').first().innerText()).toBe('Lesson 1: The aim of the game');
        await expect
          .poll(() => page.locator('.course-progress').innerText())
          .toBe(`0 of ${count} lessons done. Your progress is kept in this browser.`);

        for (let i = 0; i < count; i++) {
          const lesson = lessons.nth(i);
          const exercises = lesson.locator('.tq, .ex');
          const n = await exercises.count();
          for (let k = 0; k < n; k++) {
            const ex = exercises.nth(k);
            const cls = (await ex.getAttribute('class'))!;
            if (cls.includes('tq')) await answerPick(page, ex, site);
            else if (cls.includes('ex-order')) await answerOrder(page, ex);
            else await answerChoose(page, ex);
          }
          if (n === 0) await press(page, lesson.locator('.lesson-read'));
          // Focus stays on what the reader used, never on the page's body.
          expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
        }
        await expect
          .poll(() => page.locator('.course-progress').innerText())
          .toBe(`All ${count} lessons done. Next: a guided deal.`);
        const key = await lessons.first().getAttribute('data-lesson');
        const mark = page.locator(`.toc a[href="#${key}"] .course-done`).first();
        expect(await mark.evaluate((x) => (x as HTMLElement).hidden)).toBe(false);

        // No horizontal scroll, no id in what a reader sees.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        const visible = await page.evaluate(() => document.querySelector('main')!.innerText);
        for (const id of ids) expect(visible, id).not.toContain(id);

        // Kept over a reload; a stored progress that names no lesson of the page counts nothing. The
        // course says the progress once its words have loaded: each read waits for it.
        await page.reload();
        await expect
          .poll(() => page.locator('.course-progress').innerText())
          .toBe(`All ${count} lessons done. Next: a guided deal.`);
        await page.evaluate(
          (g) => localStorage.setItem(`stichwort-course:${g}`, '["__proto__","constructor",42,{"x":1}]'),
          game.id,
        );
        await page.reload();
        await expect
          .poll(() => page.locator('.course-progress').innerText())
          .toBe(`0 of ${count} lessons done. Your progress is kept in this browser.`);
        await page.evaluate((g) => localStorage.setItem(`stichwort-course:${g}`, '{not json'), game.id);
        await page.reload();
        await expect.poll(() => page.locator('.course-progress').innerText()).toMatch(/^0 of /);
        expect(errors).toEqual([]);
        await page.close();
      }, 150_000);
    }
  }

  it('the courses index links every game, without horizontal scroll at 390 px', async () => {
    const page = await site.browser.newPage({ viewport: { width: 390, height: 800 } });
    await page.goto(`${site.base}/learn/`);
    for (const g of games())
      expect(
        await page
          .locator('main')
          .getByRole('link', { name: `Learn ${g.title}`, exact: true })
          .count(),
      ).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.close();
  });
});
