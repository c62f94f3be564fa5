/**
 * The built site in a real browser (Debian's Chromium through playwright-core): every page has a
 * title, loads without console errors, and links only to pages that exist. `npm test` builds the
 * site first. Without Chromium the tests say so and fail under CI (STICHWORT_REQUIRE_BROWSER=1).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { serve } from './serve.ts';

const CHROMIUM = '/usr/bin/chromium';
const DIST = join(process.cwd(), 'dist');
const haveBrowser = existsSync(CHROMIUM) && existsSync(join(DIST, 'index.html'));
if (!haveBrowser && process.env.STICHWORT_REQUIRE_BROWSER) throw new Error(`browser tests need ${CHROMIUM} and a built site in dist/ (npm test builds it)`);

/** Every page of the built site, as a path like `/variants/kein-stich/`. */
function pages(dir = DIST): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return f.startsWith('_') ? [] : pages(p);
    return f === 'index.html' ? [`/${relative(DIST, dir)}${relative(DIST, dir) ? '/' : ''}`] : [];
  });
}

describe.skipIf(!haveBrowser)('the rulebook site in Chromium', () => {
  let browser: Browser;
  let base: string;
  let close: () => void;

  beforeAll(async () => {
    const { server, url } = await serve(DIST);
    base = url;
    close = () => server.close();
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
  }, 60_000);
  afterAll(async () => { await browser?.close(); close?.(); });

  it('every page has a title, no console errors, and no broken internal links', async () => {
    const all = pages();
    expect(all.length).toBeGreaterThan(20);
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error') problems.push(`${page.url()}: console error: ${m.text()}`); });
    page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
    const links = new Set<string>();
    for (const path of all) {
      const res = await page.goto(base + path);
      expect(res?.status(), path).toBe(200);
      const title = await page.title();
      if (!title.trim()) problems.push(`${path}: no title`);
      for (const href of await page.$$eval('a[href]', (as) => as.map((a) => (a as HTMLAnchorElement).href))) {
        if (href.startsWith(base)) links.add(new URL(href).pathname);
      }
    }
    for (const link of links) {
      const res = await page.request.get(base + link);
      if (res.status() !== 200) problems.push(`broken link: ${link} (${res.status()})`);
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('the Compare page shows a witness for Pagat against the Swedish rules', async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/compare/hindersche-pagat--hindersche-swedish/`);
    await expect(page.locator('h2#witness')).toBeDefined();
    const text = await page.locator('main').innerText();
    expect(text).toContain('score differently');
    expect(await page.locator('table').count()).toBeGreaterThanOrEqual(3);
  });

  it('a rulebook page shows its open questions and cites its sources', async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/rules/bauernheinrich/`);
    const text = await page.locator('main').innerText();
    expect(text).toContain('must-if-possible');
    expect(text).toMatch(/\[wiki/);
  });
});
