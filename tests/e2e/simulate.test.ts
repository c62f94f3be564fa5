/**
 * Simulation in the browser (issue 13): from the Playground, 1,000 games of a house rule against its
 * base run in a Web Worker with a moving progress bar and end in charts; a second run is cancelled;
 * the page answers throughout. On a Compare page the browser's figures are the CLI's for the seed.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { haveBrowser, siteUnderTest } from './browser.ts';
import { differenceCells, significanceNote } from '../../src/sim/difference-text.ts';

const HOUSE = `variant short-rubber "Hindersche, two games a rubber"
extends hindersche-pagat

source house "Our table" by "Us" dated "2026"

override rubber: rubber 2 games [house]
`;

describe.skipIf(!haveBrowser)('Simulate in Chromium', () => {
  const site = siteUnderTest();

  it('runs 1,000 games of a house rule against its base from the Playground, then cancels a second run', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await page.goto(`${site.base}/playground/`);
    const status = page.locator('stichwort-playground .check-status');
    await expect.poll(() => status.innerText(), { timeout: 20_000 }).toMatch(/checks clean/);
    await page.getByLabel(/Your variant file/).fill(HOUSE);
    await expect.poll(() => status.innerText()).toMatch(/checks clean: variant short-rubber/);
    await page.getByRole('button', { name: 'Simulate it against Hindersche (Pagat)' }).click();

    const panel = page.getByRole('region', { name: 'Simulate Hindersche, two games a rubber against Hindersche (Pagat)' });
    await panel.getByLabel('Games').selectOption('1000');
    // Record the progress bar's value as the page sees it, every few milliseconds.
    await page.evaluate(() => {
      const w = window as unknown as { seen: number[] };
      w.seen = [];
      const tick = () => { const p = document.querySelector<HTMLProgressElement>('.sim-progress'); if (p && !p.hidden) w.seen.push(p.value); };
      setInterval(tick, 5);
    });
    await panel.getByRole('button', { name: 'Simulate' }).click();
    await panel.locator('.sim-differences').waitFor({ timeout: 60_000 });
    const seen = await page.evaluate(() => (window as unknown as { seen: number[] }).seen);
    expect(seen.some((v) => v > 0 && v < 1000), `progress values seen: ${[...new Set(seen)].join(', ')}`).toBe(true);
    expect(await panel.locator('.sim-status').innerText()).toMatch(/^1,000 games of each in [\d.]+ s \([\d,]+ deals a second in this browser\), seed 1, bots: random\.$/);
    // The charts: game lengths, losses, settlement, the event, the phase; the table of differences.
    expect(await panel.locator('figure.sim-chart figcaption').allInnerTexts()).toEqual([
      'Deals per game (share of games)', 'Share of games each seat lost', 'Mean settlement of a rubber (Frame)',
      'Share of deals with each event', 'Share of games reaching each phase']);
    expect(await panel.locator('figure.sim-chart svg rect.bar').count()).toBeGreaterThan(10);
    expect(await panel.locator('figure.sim-chart svg line.whisker').count()).toBeGreaterThan(8);
    const rows = panel.locator('.sim-differences tbody tr');
    expect(await rows.count()).toBeGreaterThan(10);
    expect(await rows.first().locator('th').innerText()).toBe('deals per game');

    // A second, long run: the bar moves, the page still answers, and Cancel stops it for good.
    await panel.getByLabel('Games').selectOption('100000');
    await panel.getByRole('button', { name: 'Simulate' }).click();
    await expect.poll(() => panel.locator('.sim-progress').evaluate((p: HTMLProgressElement) => p.value), { timeout: 20_000 }).toBeGreaterThan(0);
    // The main thread is free while the worker plays: a timer set now fires on time.
    const lag = await page.evaluate(() => new Promise<number>((resolve) => { const t = performance.now(); setTimeout(() => resolve(performance.now() - t - 20), 20); }));
    expect(lag).toBeLessThan(100);
    expect(await panel.locator('.sim-results').innerHTML()).toBe('');
    await panel.getByRole('button', { name: 'Cancel' }).click();
    expect(await panel.locator('.sim-status').innerText()).toMatch(/^Cancelled at [\d,]+ of 100,000 games\.$/);
    expect(await panel.locator('.sim-progress').isHidden()).toBe(true);
    expect(await panel.getByRole('button', { name: 'Simulate' }).isEnabled()).toBe(true);
    await page.waitForTimeout(1500);
    expect(await panel.locator('.sim-status').innerText()).toMatch(/^Cancelled at/);
    expect(await panel.locator('.sim-results').innerHTML()).toBe('');
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('on a Compare page, the browser reports the figures `stichwort simulate` gives for the seed', async () => {
    const page = await site.browser.newPage({ viewport: { width: 390, height: 900 } });
    await page.goto(`${site.base}/compare/kein-stich--kein-stich-march/`);
    const panel = page.locator('stichwort-simulate');
    await panel.scrollIntoViewIfNeeded();
    await panel.getByLabel('Games').selectOption('100');
    await panel.getByLabel('Seed').fill('7');
    await panel.getByRole('button', { name: 'Simulate' }).click();
    await panel.locator('.sim-differences').waitFor({ timeout: 60_000 });
    const shown = await panel.locator('.sim-differences tbody tr').evaluateAll((trs) => trs.map((tr) => Array.from(tr.children).map((c) => c.textContent)));
    const cli = JSON.parse(spawnSync(process.execPath, ['bin/stichwort.js', 'simulate', 'kein-stich', 'kein-stich-march', '--games', '100', '--seed', '7', '--json'], { encoding: 'utf8' }).stdout);
    // Shares as percentages (games reaching each phase here), as the CLI's table gives them.
    expect(shown.some((row) => /^games reaching /.test(row[0]!) && /^\d+\.\d%$/.test(row[1]!))).toBe(true);
    expect(shown).toEqual(cli.differences.map((d: { figure: string; label: string; a: number; b: number; difference: { value: number; low: number; high: number }; significant: boolean }) => {
      return [d.label, ...differenceCells(d), d.significant ? 'significant' : 'within chance'];
    }));
    // The verdicts are made over every figure together, and the page says so under the table.
    expect(await panel.locator('.sim-note').innerText()).toBe(significanceNote(cli.differences).replace(/^significant/, 'Significant'));
    await page.close();
  }, 60_000);
});
