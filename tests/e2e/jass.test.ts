/**
 * The Hindersi-Jass rulebook's slate in a real browser (Debian's Chromium through playwright-core):
 * plus marks are drawn as crosses and minus marks as bars in the right players' corners, the caption
 * and the SVG's description agree with the transcript, and the Hindersche slate still draws strokes.
 * `npm test` builds the site first.
 */
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { haveBrowser, siteUnderTest } from './browser.ts';

const PLAYERS = ['N', 'W', 'S', 'E'] as const;

/** The plus and minus marks drawn in each player's corner. */
async function signs(slate: Locator): Promise<Record<string, { plus: number; minus: number }>> {
  const out: Record<string, { plus: number; minus: number }> = {};
  for (const p of PLAYERS) {
    out[p] = {
      plus: await slate.locator(`svg .mark.plus[data-player="${p}"]`).count(),
      minus: await slate.locator(`svg .mark.minus[data-player="${p}"]`).count(),
    };
  }
  return out;
}

describe.skipIf(!haveBrowser)('the Hindersi-Jass slate in Chromium', () => {
  const site = siteUnderTest();

  it('draws a round entered through the form as plus and minus marks for the right players', async () => {
    const page = await site.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${site.base}/rules/hindersi-jass/`);
    const slate = page.locator('stichwort-slate');
    await slate.scrollIntoViewIfNeeded();
    await slate.getByRole('button', { name: 'Open the slate' }).click();
    await page.waitForSelector('stichwort-slate[data-ready="true"]');
    // The file's example round: four deals of N 40, W 30, S 50, E 37; totals N 160, W 120, S 200, E 148.
    const deal = { N: ['40', '2'], W: ['30', '2'], S: ['50', '3'], E: ['37', '2'] };
    for (let d = 1; d <= 4; d++) {
      for (const [p, [points, tricks]] of Object.entries(deal)) {
        await slate.getByLabel(`${p} points`, { exact: true }).fill(points!);
        await slate.getByLabel(`${p} tricks`, { exact: true }).fill(tricks!);
      }
      await slate.getByRole('button', { name: 'Score the deal' }).click();
      await expect.poll(() => slate.getAttribute('data-cursor')).toBe(String(d));
    }
    // No marks before the round ends; then the two lowest (W, E) gain one and the two highest (N, S) lose one.
    await expect.poll(() => slate.locator('.slate-tallies').innerText()).toContain('Marks: N -1, W 1, S -1, E 1');
    expect(await signs(slate)).toEqual({
      N: { plus: 0, minus: 1 },
      W: { plus: 1, minus: 0 },
      S: { plus: 0, minus: 1 },
      E: { plus: 1, minus: 0 },
    });
    const label = await slate.locator('svg').getAttribute('aria-label');
    expect(label).toContain('N: marks minus 1');
    expect(label).toContain('W: marks plus 1');
    expect(label).toContain('S: marks minus 1');
    expect(label).toContain('E: marks plus 1');
    // A plus is a cross (a horizontal and a vertical stroke), a minus only a horizontal bar.
    expect(await slate.locator('svg .mark.plus').first().getAttribute('d')).toMatch(/h10.*v10/);
    expect(await slate.locator('svg .mark.minus').first().getAttribute('d')).not.toMatch(/v/);
    // Stepping back into the round takes the marks off again.
    await slate.getByRole('button', { name: 'Back one deal' }).click();
    await expect.poll(() => slate.locator('.slate-tallies').innerText()).toContain('Marks: N 0, W 0, S 0, E 0');
    expect(await slate.locator('svg .mark').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('loads two rounds: two minus marks for North, two plus marks for East, none for West and South', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/rules/hindersi-jass/`);
    const slate = page.locator('stichwort-slate');
    await slate.scrollIntoViewIfNeeded();
    await slate.getByRole('button', { name: 'Open the slate' }).click();
    await page.waitForSelector('stichwort-slate[data-ready="true"]');
    await slate.getByRole('button', { name: 'Load two rounds' }).click();
    await expect.poll(() => slate.locator('.slate-tallies').innerText()).toContain('Marks: N -2, W 0, S 0, E 2');
    expect(await signs(slate)).toEqual({
      N: { plus: 0, minus: 2 },
      W: { plus: 0, minus: 0 },
      S: { plus: 0, minus: 0 },
      E: { plus: 2, minus: 0 },
    });
    expect(await slate.locator('svg line').count()).toBe(0);
    const label = await slate.locator('svg').getAttribute('aria-label');
    expect(label).toContain('N: marks minus 2');
    expect(label).toContain('E: marks plus 2');
    expect(label).toContain('W: marks 0');
    // The verify counterexample under the default reading (ties share): three plus and four minus marks, N down one.
    await slate.getByRole('button', { name: 'Load the marks-balance counterexample' }).click();
    await expect.poll(() => slate.locator('.slate-tallies').innerText()).toContain('Marks: N -1, W 0, S 0, E 0');
    expect(await signs(slate)).toEqual({
      N: { plus: 0, minus: 1 },
      W: { plus: 0, minus: 0 },
      S: { plus: 0, minus: 0 },
      E: { plus: 0, minus: 0 },
    });
  });

  it('the Hindersche slate still draws its marks as strokes, not as signs', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/slate/`);
    // The Slate page has a sheet per game: Hindersche's is the one labelled so.
    const slate = page.locator('stichwort-slate[aria-label="Score sheet for Hindersche"]');
    await slate.scrollIntoViewIfNeeded();
    // Each sheet of the Slate page opens at the reader's request.
    await slate.getByRole('button', { name: 'Open the slate' }).click();
    await page.waitForSelector('stichwort-slate[aria-label="Score sheet for Hindersche"][data-ready="true"]');
    await slate.getByRole('button', { name: /Load swedish: with six marks/ }).click();
    await expect.poll(() => slate.locator('.slate-tallies').innerText()).toContain('Marks: N 2, W 1, S 1, E 0');
    expect(await slate.locator('svg line.mark').count()).toBe(4);
    expect(await slate.locator('svg .plus, svg .minus').count()).toBe(0);
  });
});
