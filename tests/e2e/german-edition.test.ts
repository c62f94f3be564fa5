/**
 * The German edition played and learnt as a German reader does (issue 30): a whole game of each
 * game on its German Play page, by keyboard alone, to the results panel, whose words are German; and
 * a course on its German page answered by keyboard, lesson by lesson. The buttons are found by the
 * German catalog's own words (src/islands/i18n/de.ts), so a word the table shows in English fails.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { haveBrowser, instantBots, press, siteUnderTest, tabTo } from './browser.ts';
import { de } from '../../src/islands/i18n/de.ts';
import { en } from '../../src/islands/i18n/en.ts';

const B = de.buttons;
/** What has focus: its text, whether it is a card and a legal one. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const a = document.activeElement as HTMLElement | null;
    return {
      body: !a || a === document.body,
      card: a?.dataset.card ?? null,
      text: (a?.textContent ?? '').trim(),
    };
  });

describe.skipIf(!haveBrowser)('the German edition, by keyboard', () => {
  const site = siteUnderTest();

  for (const [id, seed] of [
    ['hindersche-pagat', 3],
    ['kein-stich', 2],
    ['bauernheinrich', 1],
  ] as const) {
    it(`a whole game of ${id} on its German page, to a results panel in German`, async () => {
      const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
      await instantBots(context);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${site.base}/de/play/${id}/?seed=${seed}`);
      await page.waitForSelector('stichwort-play[data-ready="true"]');
      for (let i = 0; i < 80 && (await focused(page)).text !== B.deal; i++) await page.keyboard.press('Tab');
      expect((await focused(page)).text).toBe(B.deal);
      const german = new Set<string>([
        B.deal,
        B.pass,
        B.pickUpTrick,
        B.nextDeal,
        B.nextGame,
        B.dealPlayoff,
        B.keepHand,
        B.goOn,
      ]);
      for (let step = 0; step < 3000; step++) {
        if (await page.locator('stichwort-play[data-awaiting="rubber-over"]').count()) break;
        const f = await focused(page);
        expect(f.body, 'focus fell to the body').toBe(false);
        if (f.card !== null) {
          const cards = await page.evaluate(() =>
            Array.from(document.querySelectorAll<HTMLElement>('stichwort-play .hand button')).map(
              (b) => [b.dataset.card!, b.dataset.legal === 'true'] as const,
            ),
          );
          const at = cards.findIndex(([c]) => c === f.card);
          const first = cards.findIndex(([, legal]) => legal);
          for (let k = at; k < first; k++) await page.keyboard.press('ArrowRight');
          for (let k = at; k > first; k--) await page.keyboard.press('ArrowLeft');
        } else {
          // What has focus is a German button: to deal, pass, pick up, go on, keep a hand.
          expect(german.has(f.text) || f.text.startsWith('Die oberste'), f.text).toBe(true);
        }
        await page.keyboard.press('Enter');
      }
      expect(await page.locator('stichwort-play[data-awaiting="rubber-over"]').count()).toBe(1);
      const results = page.locator('stichwort-play .results');
      expect(await results.isVisible()).toBe(true);
      expect((await focused(page)).text).toBe(B.playAgain);
      // Said in German: who won, the ranking's columns; none of the English panel's words.
      const text = await results.innerText();
      expect(text).toMatch(/gewonnen|gewinnt|Platz/);
      for (const english of [en.buttons.playAgain, en.buttons.share, 'wins', 'Settlement', 'Place'])
        expect(text, english).not.toContain(english);
      expect(errors).toEqual([]);
      await context.close();
    }, 240_000);
  }

  it('the Hindersche course on its German page, every exercise answered by keyboard, every lesson done', async () => {
    const page = await site.browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${site.base}/de/learn/hindersche/`);
    const lessons = page.locator('.lesson');
    const count = await lessons.count();
    expect(count).toBeGreaterThanOrEqual(7);
    expect(await page.locator('.lesson h2').first().innerText()).toMatch(/^Lektion 1: /);
    await expect.poll(() => page.locator('.course-progress').innerText()).toBe(de.course.progress(0, count));
    for (let i = 0; i < count; i++) {
      const lesson = lessons.nth(i);
      const exercises = lesson.locator('.tq, .ex');
      const n = await exercises.count();
      for (let k = 0; k < n; k++) {
        const ex = exercises.nth(k);
        const cls = (await ex.getAttribute('class'))!;
        if (cls.includes('tq')) {
          for (const c of JSON.parse((await ex.getAttribute('data-legal'))!) as string[])
            await press(page, ex.locator(`.tq-card[data-card="${c}"]`));
          await press(page, ex.locator('.tq-check'));
          expect(await ex.locator('.tq-feedback').innerText()).toMatch(/^Richtig/);
        } else if (cls.includes('ex-order')) {
          for (const c of JSON.parse((await ex.getAttribute('data-answer'))!) as string[])
            await press(page, ex.locator(`.ex-card[data-card="${c}"]`));
          await press(page, ex.locator('.ex-check'));
          expect(await ex.locator('.ex-feedback').innerText()).toMatch(/^Richtig/);
        } else {
          const radios = ex.locator('input[type="radio"]');
          await tabTo(page, radios.first());
          const answer = Number(await ex.getAttribute('data-answer'));
          for (let r = 0; r < answer; r++) await page.keyboard.press('ArrowDown');
          await page.keyboard.press('Space');
          await press(page, ex.locator('.ex-check'));
          expect(await ex.locator('.ex-feedback').innerText()).toMatch(/^Richtig/);
        }
      }
      if (n === 0) await press(page, lesson.locator('.lesson-read'));
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
    }
    await expect
      .poll(() => page.locator('.course-progress').innerText())
      .toMatch(new RegExp(`^Alle ${count} Lektionen erledigt`));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await page.close();
  }, 200_000);

  it('a refused card on the German Kein Stich table is explained in German, its words loaded when needed', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    await instantBots(context);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`${site.base}/de/play/kein-stich/?seed=2`);
    await page.waitForSelector('stichwort-play[data-ready="true"]');
    // The German sentences are not among what the page loads to draw the table.
    expect(scripts.some((f) => /table-sentences-de/.test(f))).toBe(false);
    await page.getByRole('button', { name: B.deal, exact: true }).click();
    for (let i = 0; i < 60; i++) {
      const refused = page.locator('stichwort-play .hand button[data-legal="false"]').first();
      if ((await page.locator('stichwort-play .hand button[data-legal="true"]').count()) && (await refused.count())) {
        await refused.click();
        const message = page.locator('stichwort-play .message');
        await expect
          .poll(() => message.innerText())
          .toMatch(/ darf nicht gespielt werden: Wer bedienen kann, muss bedienen\./);
        expect(await message.innerText()).not.toMatch(/may not|were led|you hold/);
        await context.close();
        return;
      }
      const legal = page.locator('stichwort-play .hand button[data-legal="true"]').first();
      if (await legal.count()) await legal.click();
      else break;
    }
    throw new Error('no position with a refused card');
  }, 120_000);

  it('a sheet of the German Slate page opens by keyboard and names the game’s phases by their German titles', async () => {
    const page = await site.browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${site.base}/de/slate/`);
    const section = page.locator('section', { has: page.locator('h2', { hasText: /^Kein Stich$/ }) });
    const slate = section.locator('stichwort-slate');
    // Its button comes as the sheet nears the view.
    await slate.scrollIntoViewIfNeeded();
    await press(page, slate.getByRole('button', { name: 'Die Schiefertafel öffnen' }));
    await page.waitForSelector('stichwort-slate[data-ready="true"]');
    // The focus moved into the sheet, onto its first control.
    expect(await page.evaluate(() => !!document.activeElement?.closest('stichwort-slate'))).toBe(true);
    const status = await slate.locator('.slate-status').innerText();
    expect(status).toMatch(/^Nach 0 von 0 Spielen: Partie 1, Keine Stiche\./);
    const controls = await slate.locator('.slate-controls').innerText();
    expect(controls).toContain('Ein Spiel zurück');
    for (const english of ['After', 'Deal', 'No Tricks', 'Back one deal', 'Score the deal'])
      expect(`${status} ${controls}`, english).not.toContain(english);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);
});
