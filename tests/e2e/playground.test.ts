/**
 * The playground (src/pages/playground.astro) in Chromium, as an author uses it: a typo in a house
 * rule is reported at its line and column and can be shown in the editor; the fixed file checks
 * clean and lists what it changes against its base; the text survives a reload; starting afresh
 * keeps the text before; and a clean house rule can be played against bots and scored on the slate.
 */
import { describe, expect, it } from 'vitest';
import { haveBrowser, siteUnderTest } from './browser.ts';
import { checkStatus, editorSelection, editorText, pasteFile } from './editor.ts';

const HOUSE = (clause: string) => `variant our-table "Hindersche, as we play it"
extends hindersche-pagat

source house "Our table" by "Us" dated "2026"

${clause}
`;

describe.skipIf(!haveBrowser)('the playground in Chromium', () => {
  const site = siteUnderTest();

  it('locates an error, checks the fix clean, keeps the text over a reload, and plays and scores the house rule', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto(`${site.base}/playground/`);

    const status = checkStatus(page);
    // The starting template checks clean against the default base.
    await expect
      .poll(() => status.innerText(), { timeout: 20_000 })
      .toMatch(/house-rule\.stw checks clean: variant my-house-rule/);

    // A misspelt clause id: reported at its line and column, with a suggestion.
    const typo = HOUSE('override rubbr: rubber 2 games [house]');
    await pasteFile(page, typo);
    await expect.poll(() => status.innerText()).toMatch(/house-rule\.stw: 1 error/);
    const problem = page.getByRole('list', { name: 'Problems' }).locator('li').first();
    const line = typo.split('\n').findIndex((l) => l.includes('rubbr')) + 1;
    const column = typo.split('\n')[line - 1]!.indexOf('rubbr') + 1;
    expect(await problem.innerText()).toContain(`house-rule.stw:${line}:${column}`);
    expect(await problem.innerText()).toMatch(/did you mean .*rubber/);
    // The editor colours the file with the project's grammar and underlines the span in error.
    const view = page.locator('stichwort-playground .cm-content');
    await expect.poll(() => view.locator('.cm-lintRange-error').allInnerTexts()).toEqual(['rubbr']);
    expect(await view.locator('.tm-keyword').first().innerText()).toBe('variant');
    expect(await editorText(page)).toBe(typo);
    await problem.getByRole('button', { name: `Show house-rule.stw:${line}:${column} in the editor` }).click();
    const selected = await editorSelection(page);
    expect([selected.focused, typo.slice(selected.from, selected.to)]).toEqual([true, 'rubbr']);

    // The fix checks clean and shows the one rule it changes against Pagat.
    const fixed = HOUSE('override rubber: rubber 2 games [house]');
    await pasteFile(page, fixed);
    await expect.poll(() => status.innerText()).toMatch(/checks clean: variant our-table/);
    expect(await page.getByRole('list', { name: 'Problems' }).locator('li').count()).toBe(0);
    expect(await view.locator('.cm-lintRange-error').count()).toBe(0);
    expect(await page.locator('.changes p').innerText()).toMatch(
      /^Against Hindersche \(Pagat\): 1 rule changed, 0 removed, 0 added, \d+ the same\.$/,
    );
    const row = page.locator('.changes tbody tr');
    expect(await row.count()).toBe(1);
    expect(await row.locator('th, td').allInnerTexts()).toEqual([
      'rubber',
      'changed',
      expect.stringContaining('rubber 4 games'),
      expect.stringMatching(/rubber 2 games\s+\[house\]/),
    ]);

    // Nothing written is lost on a reload.
    await page.reload();
    await expect.poll(() => status.innerText(), { timeout: 20_000 }).toMatch(/checks clean: variant our-table/);
    expect(await editorText(page)).toBe(fixed);

    // Starting afresh from another game keeps the text before, to bring back.
    await page.getByLabel('Start from').selectOption('kein-stich');
    await page.getByRole('button', { name: 'Start afresh from it' }).click();
    expect(await editorText(page)).toContain('extends kein-stich');
    await expect.poll(() => status.innerText()).toMatch(/checks clean/);
    await page.getByRole('button', { name: 'Bring back the text before' }).click();
    expect(await editorText(page)).toBe(fixed);
    await expect.poll(() => status.innerText()).toMatch(/checks clean: variant our-table/);

    // The house rule plays against bots, and scores on the slate beside its base.
    await page.getByRole('button', { name: /^Play “Hindersche, as we play it” against bots$/ }).click();
    const play = page.locator('.mounted stichwort-play');
    await play.getByRole('button', { name: 'Deal', exact: true }).click();
    await expect.poll(() => play.locator('.hand button').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: /^Score it on the slate beside / }).click();
    const slate = page.locator('.mounted stichwort-slate');
    await expect.poll(() => slate.locator('.slate-tallies').count()).toBe(1);
    const variantNames = await slate.locator('select option').allInnerTexts();
    expect(variantNames.join('|')).toMatch(/as we play it.*\|.*Pagat|Pagat.*\|.*as we play it/);

    // The slate scores the file as it was when it was made: a change to the file is said above it
    // (it used to go on with the old rules without a word), and the slate can take the file as it is now.
    const note = page.locator('.mounted .stale-note');
    expect(await note.isHidden()).toBe(true);
    const longer = HOUSE('override rubber: rubber 3 games [house]');
    await pasteFile(page, longer);
    await expect
      .poll(() => note.innerText())
      .toMatch(/^This slate uses the file as it was before your latest changes\./);
    await pasteFile(page, HOUSE('override rubbr: rubber 3 games [house]'));
    await expect
      .poll(() => note.innerText())
      .toMatch(/Once the file checks clean again, it can use the file as it is now\.$/);
    await pasteFile(page, longer);
    await note.getByRole('button', { name: 'Use the file as it is now' }).click();
    await expect.poll(() => note.isHidden()).toBe(true);
    expect(await slate.count()).toBe(1);
    // Back to the text it was made from: nothing to say.
    await pasteFile(page, fixed);
    await expect.poll(() => note.innerText()).toMatch(/^This slate uses/);
    await pasteFile(page, longer);
    await expect.poll(() => note.isHidden()).toBe(true);

    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('teaches what a house rule changes, lesson by lesson, in words, at 390 px and by keyboard', async () => {
    // Issue 26: "a house rule gets its course too … from the Playground and from the gallery".
    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${site.base}/playground/`);
    // On a phone the editor starts below the intro: it starts when it comes into view.
    await page.locator('stichwort-playground').scrollIntoViewIfNeeded();
    const status = checkStatus(page);
    await expect.poll(() => status.innerText(), { timeout: 20_000 }).toMatch(/checks clean/);
    await pasteFile(page, HOUSE('override march-1: march when points >= 90 [house]\nremove lost-all-four [house]'));
    await expect.poll(() => status.innerText()).toMatch(/checks clean: variant our-table/);
    const learn = page.getByRole('button', { name: 'Learn what it changes, lesson by lesson' });
    await learn.focus();
    await page.keyboard.press('Enter');
    const section = page.getByRole('region', { name: 'Learn what “Hindersche, as we play it” changes' });
    await section.waitFor();
    expect(await page.evaluate(() => document.activeElement?.classList.contains('house-lessons'))).toBe(true);
    const text = await section.innerText();
    expect(text).toMatch(/Changed: Phase 1 – Vier-Strich: .*90/);
    expect(text).toMatch(/No longer: /);
    expect(text).not.toMatch(/march-1|lost-all-four/);
    expect(await section.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(0);
    expect(await section.getByRole('link', { name: 'the course of Hindersche' }).getAttribute('href')).toMatch(
      /\/learn\/hindersche\/$/,
    );
    await context.close();
  }, 60_000);
});
