/**
 * Simulation in the browser (issue 13): from the Playground, 1,000 games of a house rule against its
 * base run in a Web Worker with a moving progress bar and end in charts; a second run is cancelled;
 * the page answers throughout. On a Compare page the browser's figures are the CLI's for the seed.
 * The form is input: a number of games or a seed outside what it offers is refused beside its field.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { haveBrowser, siteUnderTest } from './browser.ts';
import { pasteFile } from './editor.ts';
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
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto(`${site.base}/playground/`);
    const status = page.locator('stichwort-playground .check-status');
    await expect.poll(() => status.innerText(), { timeout: 20_000 }).toMatch(/checks clean/);
    await pasteFile(page, HOUSE);
    await expect.poll(() => status.innerText()).toMatch(/checks clean: variant short-rubber/);
    await page.getByRole('button', { name: 'Simulate it against Hindersche (Pagat)' }).click();

    const panel = page.getByRole('region', {
      name: 'Simulate Hindersche, two games a rubber against Hindersche (Pagat)',
    });
    await panel.getByRole('combobox', { name: 'Games' }).selectOption('1000');
    // Record the progress bar's value as the page sees it, every few milliseconds.
    await page.evaluate(() => {
      const w = window as unknown as { seen: number[] };
      w.seen = [];
      const tick = () => {
        const p = document.querySelector<HTMLProgressElement>('.sim-progress');
        if (p && !p.hidden) w.seen.push(p.value);
      };
      setInterval(tick, 5);
    });
    // Every text the live status takes during the run: a screen reader reads each one.
    await page.evaluate(() => {
      const w = window as unknown as { spoken: string[] };
      w.spoken = [];
      const live = document.querySelector('.sim-panel [role="status"]')!;
      new MutationObserver(() => w.spoken.push(live.textContent ?? '')).observe(live, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    // Started, and at once (before the worker can answer) the form changed by a script: the fields are
    // locked, and the run is described by what it started with.
    const locked = await page.evaluate(() => {
      document.querySelector<HTMLButtonElement>('.sim-panel button[type="submit"]')!.click();
      const fields = Array.from(
        document.querySelectorAll<HTMLSelectElement | HTMLInputElement>('.sim-panel select, .sim-panel input'),
      );
      document.querySelectorAll<HTMLSelectElement>('.sim-panel select')[1]!.value = 'greedy';
      return fields.map((f) => f.disabled);
    });
    expect(locked).toEqual([true, true, true]);
    expect(await panel.getByRole('progressbar', { name: 'Games simulated' }).isVisible()).toBe(true);
    await panel.locator('.sim-differences').waitFor({ timeout: 60_000 });
    const seen = await page.evaluate(() => (window as unknown as { seen: number[] }).seen);
    expect(
      seen.some((v) => v > 0 && v < 1000),
      `progress values seen: ${[...new Set(seen)].join(', ')}`,
    ).toBe(true);
    // Node's figure beside the browser's: a house rule is not known at build, so its base's, said as such.
    const done =
      /^1,000 games of each in [\d.]+ s \([\d,]+ deals a second in this browser; Node on the machine that built this site, for Hindersche \(Pagat\) against itself: [\d,]+\), seed 1, bots: random\.$/;
    expect(await panel.locator('.sim-status').innerText()).toMatch(done);
    // Spoken: the start, the end, and in between a quarter at most every few seconds (this run takes about one).
    const spoken = await page.evaluate(() => (window as unknown as { spoken: string[] }).spoken);
    expect(spoken.length, spoken.join(' | ')).toBeLessThanOrEqual(3);
    expect(spoken.at(-1)).toMatch(done);
    await panel.getByLabel('Bots').selectOption('random');
    // The charts: game lengths, losses, settlement, the event, the phase; the table of differences.
    expect(await panel.locator('figure.sim-chart figcaption').allInnerTexts()).toEqual([
      'Deals per game (share of games)',
      'Share of games each seat lost',
      'Mean settlement of a rubber (Frame)',
      'Share of deals with each event',
      'Share of games reaching each phase',
    ]);
    expect(await panel.locator('figure.sim-chart svg rect.bar').count()).toBeGreaterThan(10);
    expect(await panel.locator('figure.sim-chart svg line.whisker').count()).toBeGreaterThan(8);
    const rows = panel.locator('.sim-differences tbody tr');
    expect(await rows.count()).toBeGreaterThan(10);
    expect(await rows.first().locator('th').innerText()).toBe('deals per game');
    // Each chart is named by its caption, and its text alternative names the variants.
    const lengths = panel.getByRole('figure', { name: 'Deals per game (share of games)' });
    expect(await lengths.locator('svg title').textContent()).toMatch(
      /^Deals per game \(share of games\): \d+ deals: Hindersche, two games a rubber [\d.]+% against Hindersche \(Pagat\) [\d.]+%;/,
    );
    // Narrowed (a phone turned), the charts are drawn again for the new width.
    const chartWidth = () => lengths.locator('svg').getAttribute('width').then(Number);
    expect(await chartWidth()).toBeGreaterThan(600);
    await page.setViewportSize({ width: 390, height: 900 });
    await expect.poll(chartWidth, { timeout: 5000 }).toBeLessThan(390);
    await page.setViewportSize({ width: 1280, height: 900 });

    // A second, long run: the bar moves, the page still answers, and Cancel stops it for good.
    await panel.getByRole('combobox', { name: 'Games' }).selectOption('100000');
    // From the keyboard: the run starts, and the keyboard goes to Cancel (Simulate is disabled).
    await panel.getByRole('button', { name: 'Simulate' }).focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await expect
      .poll(() => panel.locator('.sim-progress').evaluate((p: HTMLProgressElement) => p.value), { timeout: 20_000 })
      .toBeGreaterThan(0);
    // The main thread is free while the worker plays: a timer set now fires on time.
    const lag = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const t = performance.now();
          setTimeout(() => resolve(performance.now() - t - 20), 20);
        }),
    );
    expect(lag).toBeLessThan(100);
    expect(await panel.locator('.sim-results').innerHTML()).toBe('');
    await page.keyboard.press('Enter');
    expect(await panel.locator('.sim-status').innerText()).toMatch(/^Cancelled at [\d,]+ of 100,000 games\.$/);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Simulate');
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
    await panel.getByRole('combobox', { name: 'Games' }).selectOption('100');
    // An empty seed is refused by the form, with its message, not run as seed 0.
    await panel.getByLabel('Seed').fill('');
    await panel.getByRole('button', { name: 'Simulate' }).click();
    expect(
      await panel
        .getByLabel('Seed')
        .evaluate((i: HTMLInputElement) => i.validity.valueMissing && i.validationMessage !== ''),
    ).toBe(true);
    expect(await panel.locator('.sim-status').innerText()).toBe('');
    await panel.getByLabel('Seed').fill('7');
    await panel.getByRole('button', { name: 'Simulate' }).click();
    await panel.locator('.sim-differences').waitFor({ timeout: 60_000 });
    expect(await panel.locator('.sim-status').innerText()).toMatch(
      /\([\d,]+ deals a second in this browser; Node on the machine that built this site: [\d,]+\), seed 7, bots: random\.$/,
    );
    const shown = await panel
      .locator('.sim-differences tbody tr')
      .evaluateAll((trs) => trs.map((tr) => Array.from(tr.children).map((c) => c.textContent)));
    const cli = JSON.parse(
      spawnSync(
        process.execPath,
        ['bin/stichwort.js', 'simulate', 'kein-stich', 'kein-stich-march', '--games', '100', '--seed', '7', '--json'],
        { encoding: 'utf8' },
      ).stdout,
    );
    // Shares as percentages (games reaching each phase here), as the CLI's table gives them.
    expect(shown.some((row) => /^games reaching /.test(row[0]!) && /^\d+\.\d%$/.test(row[1]!))).toBe(true);
    expect(shown).toEqual(
      cli.differences.map(
        (d: {
          figure: string;
          label: string;
          a: number;
          b: number;
          difference: { value: number; low: number; high: number };
          significant: boolean;
        }) => {
          return [d.label, ...differenceCells(d), d.significant ? 'significant' : 'within chance'];
        },
      ),
    );
    // The verdicts are made over every figure together, and the page says so under the table.
    expect(await panel.locator('.sim-note').innerText()).toBe(
      significanceNote(cli.differences).replace(/^significant/, 'Significant'),
    );
    await page.close();
  }, 60_000);

  it('checks its form as input: games and a seed outside what it offers are refused next to their field, in words, and it never sticks', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto(`${site.base}/compare/kein-stich--kein-stich-march/`);
    const panel = page.locator('stichwort-simulate');
    await panel.scrollIntoViewIfNeeded();
    const games = panel.getByRole('combobox', { name: 'Games' });
    await games.waitFor();
    // What an edited page can send: the field's own limits taken off, a choice the list does not offer.
    await panel.evaluate((el) => {
      el.querySelector('form')!.noValidate = true;
      const seed = el.querySelector<HTMLInputElement>('input.sim-seed')!;
      for (const a of ['min', 'max', 'required']) seed.removeAttribute(a);
      seed.type = 'text';
    });
    const choose = (value: string) =>
      games.evaluate((s: HTMLSelectElement, v) => {
        s.add(new Option(v, v));
        s.value = v;
      }, value);
    const seed = panel.locator('input.sim-seed');
    /** Submits the form; what the field `which` says next to it, and whether the panel is idle. */
    const submit = async (which: 'Games' | 'Seed') => {
      await panel.getByRole('button', { name: 'Simulate' }).click();
      const field = which === 'Games' ? games : seed;
      return {
        invalid: await field.getAttribute('aria-invalid'),
        // The words are in the field's label, beside it, and are its description.
        said: await field.evaluate((f) => {
          const d = document.getElementById(f.getAttribute('aria-describedby') ?? '');
          return d && f.closest('label')!.contains(d) ? d.textContent : null;
        }),
        idle:
          (await panel.getByRole('button', { name: 'Simulate' }).isEnabled()) &&
          (await panel.locator('.sim-progress').isHidden()),
        status: await panel.locator('.sim-status').innerText(),
      };
    };
    for (const bad of ['Infinity', 'NaN', '-5', '1e15', '150', '1000.5', '']) {
      await choose(bad);
      await seed.fill('1');
      expect(await submit('Games'), bad).toEqual({
        invalid: 'true',
        said: 'Choose a number of games from the list: 100, 1,000, 10,000 or 100,000.',
        idle: true,
        status: '',
      });
    }
    await games.selectOption('100');
    for (const bad of ['1e300', '-1', '4294967296', '1.5', '0x10', 'seven', '']) {
      await seed.fill(bad);
      expect(await submit('Seed'), bad).toEqual({
        invalid: 'true',
        said: 'The seed is a whole number from 0 to 4,294,967,295.',
        idle: true,
        status: '',
      });
    }
    // Put right, the words go and the run is made.
    await seed.fill('7');
    await panel.getByRole('button', { name: 'Simulate' }).click();
    await panel.locator('.sim-differences').waitFor({ timeout: 60_000 });
    expect(await seed.getAttribute('aria-invalid')).toBeNull();
    expect(await panel.locator('.sim-field-error:not([hidden])').count()).toBe(0);
    expect(await panel.locator('.sim-status').innerText()).toMatch(/, seed 7, bots: random\.$/);
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);

  it('charts two variants that settle different tallies on a scale each, and places from first place', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${site.base}/compare/bauernheinrich--hindersi-jass/`);
    const panel = page.locator('stichwort-simulate');
    await panel.scrollIntoViewIfNeeded();
    await panel.getByRole('combobox', { name: 'Games' }).selectOption('100');
    await panel.getByRole('button', { name: 'Simulate' }).click();
    await panel.locator('.sim-differences').waitFor({ timeout: 60_000 });
    const captions = await panel.locator('figure.sim-chart figcaption').allInnerTexts();
    expect(captions.filter((c) => c.startsWith('Mean settlement'))).toEqual([
      'Mean settlement of a rubber in Wins: Bauernheinrich',
      'Mean settlement of a rubber in Marks: Hindersi-Jass (Swiss)',
    ]);
    // Each chart is named by its caption in Chromium's own accessibility tree (Playwright's getByRole
    // names a figure by its caption by itself; Chromium left it unnamed).
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    expect(nodes.filter((n) => n.role?.value === 'figure').map((n) => n.name?.value)).toEqual(captions);
    // Places run from 1: the axis starts there, not at a place nobody takes.
    const places = panel.getByRole('figure', { name: 'Mean place in a game' });
    expect((await places.locator('text.tick').allTextContents())[0]).toBe('1');
    // A game of one deal is "1 deal".
    expect(
      await panel.getByRole('figure', { name: 'Deals per game (share of games)' }).locator('svg title').textContent(),
    ).toMatch(/: 1 deal: Bauernheinrich 100%/);
    // Node's figure is of random bots: beside a run of other bots, it says so.
    await panel.getByRole('combobox', { name: 'Bots' }).selectOption('greedy');
    await panel.getByRole('button', { name: 'Simulate' }).click();
    await expect
      .poll(() => panel.locator('.sim-status').innerText(), { timeout: 60_000 })
      .toMatch(
        /in this browser; Node on the machine that built this site, with random bots: [\d,]+\), seed 1, bots: greedy\.$/,
      );
    await page.close();
  }, 60_000);

  it('moves the bar game by game when a block of games takes seconds (a strong bot)', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${site.base}/compare/kein-stich--kein-stich-march/`);
    const panel = page.locator('stichwort-simulate');
    await panel.scrollIntoViewIfNeeded();
    await panel.getByRole('combobox', { name: 'Games' }).selectOption('100');
    await panel.getByLabel('Bots').selectOption('ismcts,random,random,random');
    await panel.getByRole('button', { name: 'Simulate' }).click();
    // One block of 100 games: before, the bar stood at 0 until all of it was played.
    const bar = panel.locator('.sim-progress');
    await expect
      .poll(() => bar.evaluate((p: HTMLProgressElement) => !p.hidden && p.value > 0 && p.value < 100), {
        timeout: 30_000,
        interval: 50,
      })
      .toBe(true);
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await page.close();
  }, 60_000);
});
