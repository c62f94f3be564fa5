/**
 * The built site in a real browser (Debian's Chromium through playwright-core): every page has a
 * title, loads without console errors, and links only to pages that exist. `npm test` builds the
 * site first. Without Chromium the tests say so and fail under CI (STICHWORT_REQUIRE_BROWSER=1).
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DIST, haveBrowser, instantBots, siteUnderTest } from './browser.ts';

/** Every page of the built site, as a path like `/variants/kein-stich/`. */
function pages(dir = DIST): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return f.startsWith('_') ? [] : pages(p);
    return f === 'index.html' ? [`/${relative(DIST, dir)}${relative(DIST, dir) ? '/' : ''}`] : [];
  });
}

describe.skipIf(!haveBrowser)('the rulebook site in Chromium', () => {
  const site = siteUnderTest();

  it('every page has a title, no console errors, and no broken internal links or anchors', async () => {
    const all = pages();
    expect(all.length).toBeGreaterThan(20);
    const page = await site.browser.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`${page.url()}: console error: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
    const links = new Set<string>();
    const anchors = new Set<string>();
    for (const path of all) {
      const res = await page.goto(site.base + path);
      expect(res?.status(), path).toBe(200);
      const title = await page.title();
      if (!title.trim()) problems.push(`${path}: no title`);
      for (const href of await page.$$eval('a[href]', (as) => as.map((a) => (a as HTMLAnchorElement).href))) {
        if (!href.startsWith(site.base)) continue;
        links.add(new URL(href).pathname);
        if (new URL(href).hash) anchors.add(new URL(href).pathname + new URL(href).hash);
      }
    }
    for (const link of links) {
      const res = await page.request.get(site.base + link);
      if (res.status() !== 200) problems.push(`broken link: ${link} (${res.status()})`);
    }
    // A link to a section must find it: the target page has an element with that id.
    const ids = new Map<string, Set<string>>();
    for (const a of anchors) {
      const [path, hash] = [a.slice(0, a.indexOf('#')), decodeURIComponent(a.slice(a.indexOf('#') + 1))];
      if (!ids.has(path)) {
        const html = existsSync(join(DIST, path, 'index.html'))
          ? readFileSync(join(DIST, path, 'index.html'), 'utf8')
          : '';
        ids.set(path, new Set([...html.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]!)));
      }
      if (hash && !ids.get(path)!.has(hash)) problems.push(`broken anchor: ${a}`);
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('no page scrolls sideways on a phone (390 px wide)', async () => {
    const page = await site.browser.newPage({ viewport: { width: 390, height: 800 } });
    const wide: string[] = [];
    for (const path of pages()) {
      await page.goto(site.base + path);
      const [scroll, width] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      if (scroll > width) wide.push(`${path}: ${scroll} px`);
    }
    expect(wide).toEqual([]);
  }, 300_000);

  it('the Compare page shows a witness for Pagat against the Swedish rules', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/compare/hindersche-pagat--hindersche-swedish/`);
    await expect(page.locator('h2#witness')).toBeDefined();
    const text = await page.locator('main').innerText();
    expect(text).toContain('score differently');
    expect(await page.locator('table').count()).toBeGreaterThanOrEqual(3);
  });

  /** Plays the human's cards (or passes, or picks up) by keyboard until the deal is over. */
  async function playByKeyboard(page: import('playwright-core').Page): Promise<number> {
    let moves = 0;
    for (; moves < 400; moves++) {
      const card = page.locator('stichwort-play .hand button[data-legal="true"]').first();
      const action = page
        .locator('stichwort-play .actions button', { hasText: /^(Pass|Pick up the trick|Go on|Keep this hand)$/ })
        .first();
      if (await card.count()) {
        await card.focus();
        await page.keyboard.press('Enter');
        continue;
      }
      if (await action.count()) {
        await action.focus();
        await page.keyboard.press('Enter');
        continue;
      }
      break;
    }
    return moves;
  }

  it('plays a whole deal of Hindersche by keyboard, and the game survives a reload', async () => {
    const page = await site.browser.newPage();
    await instantBots(page);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${site.base}/play/hindersche-pagat/?seed=1`);
    await page.waitForSelector('stichwort-play[data-ready="true"]');
    await page.getByRole('button', { name: 'Deal', exact: true }).press('Enter');
    expect(await page.locator('stichwort-play .hand button').count()).toBe(9);
    expect(await playByKeyboard(page)).toBeGreaterThan(0);
    const scores = await page.locator('stichwort-play .scores').innerText();
    expect(scores).toMatch(/Last deal: You \d+, Ada \d+, Ben \d+, Cleo \d+/);
    expect(scores).toContain('Marks:');
    await page.reload();
    await page.waitForSelector('stichwort-play[data-ready="true"]');
    expect(await page.locator('stichwort-play .scores').innerText()).toBe(scores);
    expect(errors).toEqual([]);
  });

  it('says which rule forbids a card that may not be played', async () => {
    const page = await site.browser.newPage();
    await instantBots(page);
    await page.goto(`${site.base}/play/hindersche-swedish/?seed=1`);
    await page.waitForSelector('stichwort-play[data-ready="true"]');
    await page.getByRole('button', { name: 'New game' }).click();
    for (let deal = 0; deal < 6; deal++) {
      const deal = page.getByRole('button', { name: /^(Deal|Next deal)$/ });
      if (await deal.count()) await deal.click();
      for (let i = 0; i < 40; i++) {
        const goOn = page.getByRole('button', { name: 'Go on' });
        if (await goOn.count()) {
          await goOn.click();
          continue;
        }
        const refused = page.locator('stichwort-play .hand button[data-legal="false"]').first();
        if (await refused.count()) {
          await refused.click();
          // A sentence built from the rule and the table, linked to the section that explains the rule (issue 12).
          expect(await page.locator('stichwort-play .message').innerText()).toMatch(
            /^The .+ of .+ may not be played: .+ were led, and you hold .+; trumps are .+\. \(The play\)$/,
          );
          expect(await page.locator('stichwort-play .message a').getAttribute('href')).toMatch(
            /\/rules\/hindersche\/#/,
          );
          return;
        }
        const card = page.locator('stichwort-play .hand button[data-legal="true"]').first();
        if (!(await card.count())) break;
        await card.click();
      }
    }
    throw new Error('no position with a card that may not be played in six deals');
  });

  it('plays the non-trick games: the Kein Stich lay-off and a Bauernheinrich hand', async () => {
    const page = await site.browser.newPage();
    await instantBots(page);
    await page.goto(`${site.base}/play/bauernheinrich/?seed=1`);
    await page.waitForSelector('stichwort-play[data-ready="true"]');
    await page.getByRole('button', { name: 'Deal', exact: true }).click();
    await playByKeyboard(page);
    expect(await page.locator('stichwort-play .scores').innerText()).toMatch(/Last deal: .*1.*2.*3.*4|Wins:/s);
    // What the hand did, each line with the rulebook section behind it, said as a reference (not a bare
    // "Winning." after the last player's line, which read as if the last had won).
    const ended = await page.locator('stichwort-play .ended li').allInnerTexts();
    expect(ended.length).toBeGreaterThan(0);
    for (const line of ended.filter((l) => /Rulebook|Winning/.test(l))) expect(line).toMatch(/\. Rulebook: [^.]+\.$/);
    await page.goto(`${site.base}/play/kein-stich/?seed=1`);
    await page.waitForSelector('stichwort-play[data-ready="true"]');
    for (let deal = 0; deal < 5; deal++) {
      // The first deal from the table; each next one from the results panel of the deal before (issue 26).
      await page.getByRole('button', { name: /^(Deal|Next deal)$/ }).click();
      await playByKeyboard(page);
    }
    const scores = await page.locator('stichwort-play .scores').innerText();
    expect(scores).toContain('Pot: 0');
    expect(await page.locator('stichwort-play .status').innerText()).toContain('The game is over');
  });

  it('the slate reaches the tallies of a public scenario, steps back, and diverges under another variant', async () => {
    const page = await site.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${site.base}/slate/`);
    // The Slate page has a sheet per game: Hindersche's is the one labelled so.
    const slate = page.locator('stichwort-slate[aria-label="Score sheet for Hindersche"]');
    await slate.scrollIntoViewIfNeeded();
    // Each sheet of the Slate page opens at the reader's request.
    await slate.getByRole('button', { name: 'Open the slate' }).click();
    await page.waitForSelector('stichwort-slate[aria-label="Score sheet for Hindersche"][data-ready="true"]');
    await slate.getByRole('button', { name: /Load swedish: with six marks/ }).click();
    // Under Pagat (the first variant) the Swedish example ends with two lowest erasing: N2 W1 S1.
    await expect.poll(() => slate.locator('.slate-tallies').innerText()).toContain('Marks: N 2, W 1, S 1, E 0');
    await slate.getByLabel('Variant', { exact: true }).selectOption({ label: 'Hindersche (Swedish clarifications)' });
    // The public scenario's expectation under the Swedish rules: only the lowest erases.
    await expect.poll(() => slate.locator('.slate-tallies').innerText()).toContain('Marks: N 2, W 1, S 2, E 0');
    await slate.getByRole('button', { name: 'Back one deal' }).click();
    await expect.poll(() => slate.locator('.slate-tallies').innerText()).toContain('Marks: N 2, W 2, S 2, E 0');
    expect(await slate.locator('svg line').count()).toBe(6);
    expect(errors).toEqual([]);
  });

  it('the compare page steps through the witness on a slate under each variant', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/compare/hindersche-pagat--hindersche-swedish/`);
    const slate = page.locator('stichwort-slate');
    await slate.scrollIntoViewIfNeeded();
    // Beside the simulator, the witness's slate loads when asked (the page keeps within its budget).
    await slate.getByRole('button', { name: 'Open the slate' }).click();
    await page.waitForSelector('stichwort-slate[data-ready="true"]');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('stichwort-slate') !== null))
      .toBe(true);
    await page.getByRole('button', { name: 'Load the witness' }).click();
    const pagat = await page.locator('stichwort-slate .slate-tallies').innerText();
    await page.getByLabel('Variant', { exact: true }).selectOption({ index: 1 });
    await expect.poll(() => page.locator('stichwort-slate .slate-tallies').innerText()).not.toBe(pagat);
  });

  it('the ranking explorer shows the Old Man and the Little Man on top of the trumps, with no JavaScript', async () => {
    const page = await site.browser.newPage({ javaScriptEnabled: false });
    await page.goto(`${site.base}/variants/hindersche-pagat/`);
    await page.locator('.ranking summary', { hasText: 'Diamonds trumps' }).click();
    const text = await page.locator('.ranking details[open]', { hasText: 'Diamonds trumps' }).innerText();
    expect(text).toContain('140 card points');
    // The special cards by their names in the file, not their ids (issue 26).
    expect(text).toMatch(
      /Trumps, highest first: Jack of Diamonds \(de Alt\) 12, Jack of Hearts \(de Kloei\) 12, Ace of Diamonds 11/,
    );
  });

  it('the trick trainer refuses a discard with its rule, shows who takes the trick, and allows a Schleipfe', async () => {
    const page = await site.browser.newPage();
    await instantBots(page);
    await page.goto(`${site.base}/rules/hindersche/`);
    const trainer = page.locator('stichwort-play[aria-label^="Trick trainer"]');
    await trainer.scrollIntoViewIfNeeded();
    // A table a rulebook embeds loads when asked (issue 26: rulebook pages stay within their budget).
    await trainer.getByRole('button', { name: 'Open the trick trainer' }).click();
    await page.waitForSelector('stichwort-play[aria-label^="Trick trainer"][data-ready="true"]');
    await trainer.getByRole('button', { name: /^Ace of Spades/ }).click();
    expect(await trainer.locator('.message').innerText()).toMatch(
      /^The Ace of Spades may not be played: .+\(The play\)$/,
    );
    // The hand is sorted as the engine ranks it (trumps first: issue 26), so the card is named: a Heart that does not beat.
    await trainer.getByRole('button', { name: /^8 of Hearts/ }).click();
    // North trumped the Hearts lead with the 10 of Diamonds: North takes it, and West may haul it (Pagat: anyone may).
    await expect.poll(() => trainer.locator('.plast').innerText()).toMatch(/N took the trick/);
    await trainer.getByRole('button', { name: 'Take the last trick (Schleipfe)' }).click();
    expect(await trainer.locator('.message').innerText()).toContain('the trick is yours');
    await expect
      .poll(() => trainer.locator('.plast').innerText())
      .toMatch(/W took the trick \(\d+ points\), won by N\./);
  });

  it('the score sheet keeps Kein Stich stakes and pot, and Bauernheinrich places', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/rules/kein-stich/`);
    const slate = page.locator('stichwort-slate');
    await slate.scrollIntoViewIfNeeded();
    await slate.getByRole('button', { name: 'Open the slate' }).click();
    await page.waitForSelector('stichwort-slate[data-ready="true"]');
    const fill = async (values: Record<string, string>) => {
      for (const [label, value] of Object.entries(values)) await slate.getByLabel(label, { exact: true }).fill(value);
      await slate.getByRole('button', { name: 'Score the deal' }).click();
    };
    await fill({
      'N points': '10',
      'N tricks': '2',
      'E points': '15',
      'E tricks': '3',
      'S points': '5',
      'S tricks': '1',
      'W points': '10',
      'W tricks': '2',
    });
    await expect
      .poll(() => slate.locator('.slate-tallies').innerText())
      .toContain('Stakes: N -10, E -15, S -5, W -10 · Pot: 40');
    await page.goto(`${site.base}/rules/bauernheinrich/`);
    const bh = page.locator('stichwort-slate');
    await bh.scrollIntoViewIfNeeded();
    await bh.getByRole('button', { name: 'Open the slate' }).click();
    await page.waitForSelector('stichwort-slate[data-ready="true"]');
    for (const [label, value] of Object.entries({ 'N place': '3', 'E place': '1', 'S place': '2', 'W place': '4' }))
      await bh.getByLabel(label, { exact: true }).fill(value);
    await bh.getByRole('button', { name: 'Score the deal' }).click();
    await expect.poll(() => bh.locator('.slate-tallies').innerText()).toContain('Wins: N 0, E 1, S 0, W 0');
  });

  it('compare: pick any two variants, of one game or of two', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/compare/`);
    await page.getByLabel('First variant').selectOption('kein-stich-power');
    await page.getByLabel('Second variant').selectOption('kein-stich-march');
    await page.getByRole('button', { name: 'Compare' }).click();
    await page.waitForURL(/\/compare\/kein-stich-march--kein-stich-power\/(\?swapped)?$/);
    expect(await page.locator('h1').innerText()).toContain('Kein Stich: March');
    await page.goBack();
    await page.getByLabel('First variant').selectOption('kein-stich');
    await page.getByLabel('Second variant').selectOption('bauernheinrich');
    await page.getByRole('button', { name: 'Compare' }).click();
    await page.waitForURL(/\/compare\/bauernheinrich--kein-stich\/(\?swapped)?$/);
    const rows = page.locator('table tbody tr');
    expect(await rows.count()).toBeGreaterThan(10);
    // A clause that differs only by its reading guard says the reading, in words.
    expect(await page.locator('tr#rule-players td').nth(2).innerText()).toContain(
      '4 players; play goes clockwise (under the reading “Four players”, the default).',
    );
    expect(await page.locator('#witness + p').innerText()).toContain('two different games');
    expect(await page.locator('stichwort-slate').count()).toBe(0);
    await page.goBack();
    await page.getByLabel('First variant').selectOption('kein-stich');
    await page.getByLabel('Second variant').selectOption('kein-stich');
    await page.getByRole('button', { name: 'Compare' }).click();
    expect(await page.locator('#pick-message').innerText()).toBe('Pick two different variants.');
  });

  it('search finds the Schleipfe in the Hindersche rulebook', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/search/`);
    await page.locator('#search input').fill('Schleipfe');
    await expect
      .poll(async () => (await page.locator('#search a').allInnerTexts()).join(' | '), { timeout: 10_000 })
      .toContain('Hindersche');
    const hrefs = await page
      .locator('#search a')
      .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href')));
    expect(hrefs.some((h) => h?.includes('/rules/hindersche/'))).toBe(true);
  });

  it('a rulebook page shows its open questions and cites its sources', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.base}/rules/bauernheinrich/`);
    const text = await page.locator('main').innerText();
    expect(text).toContain('Open question: What must the next player do if possible?');
    expect(text).toMatch(/\[wiki/);
  });
});
