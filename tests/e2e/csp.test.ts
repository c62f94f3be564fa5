/**
 * Every page carries a Content-Security-Policy (a `<meta>` Astro writes from `security.csp` in
 * astro.config.mjs): scripts from the site itself or an inline script whose hash the policy names,
 * WebAssembly for Pagefind's search ('wasm-unsafe-eval'), never 'unsafe-eval' or inline scripts at
 * large, workers from the site; styles inline (see astro.config.mjs). Checked two ways: every built page's policy against the inline
 * scripts it carries, and in Chromium a page of every kind used as a reader uses it, with no
 * violation reported (the `securitypolicyviolation` event, and the console's refusals).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DIST, haveBrowser, humanMove, instantBots, siteUnderTest } from './browser.ts';
import { checkStatus, pasteFile } from './editor.ts';

/** The built pages: their path and HTML. */
function pages(dir = DIST): { path: string; html: string }[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return f.startsWith('_') || f === 'pagefind' ? [] : pages(p);
    return f.endsWith('.html') ? [{ path: '/' + relative(DIST, p), html: readFileSync(p, 'utf8') }] : [];
  });
}

/** A policy's directives by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe.skipIf(!haveBrowser)('the Content-Security-Policy of every page', () => {
  const site = siteUnderTest();

  it('is on every built page, before any script, and names the hash of each inline script it carries', () => {
    const all = pages();
    expect(all.length).toBeGreaterThan(50);
    for (const { path, html } of all) {
      const metas = [...html.matchAll(/<meta http-equiv="content-security-policy" content="([^"]*)"/g)];
      expect(metas.length, path).toBe(1);
      const policy = metas[0]![1]!.replace(/&#39;/g, "'").replace(/&quot;/g, '"');
      expect(html.indexOf(metas[0]![0]), path).toBeLessThan(html.search(/<script/) >>> 0);
      const d = directives(policy);
      const scripts = d.get('script-src') ?? [];
      expect(scripts, path).toEqual(expect.arrayContaining(["'self'", "'wasm-unsafe-eval'"]));
      expect(scripts, path).not.toContain("'unsafe-eval'");
      expect(scripts, path).not.toContain("'unsafe-inline'");
      expect(d.get('worker-src'), path).toEqual(["'self'"]);
      expect(d.get('object-src'), path).toEqual(["'none'"]);
      expect(d.get('default-src'), path).toEqual(["'self'"]);
      // Styles inline (Shiki's attributes, CodeMirror's <style> elements: astro.config.mjs says why), so no style hashes beside it.
      expect(d.get('style-src'), path).toEqual(["'self'", "'unsafe-inline'"]);
      for (const m of html.matchAll(
        /<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g,
      )) {
        const hash = `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`;
        expect(scripts, `${path}: ${m[1]!.slice(0, 60)}`).toContain(hash);
      }
    }
  });

  /** Opens `path` with every violation and refusal recorded; `use` does what a reader does there. */
  async function visit(path: string, use: (page: Page) => Promise<void>): Promise<string[]> {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await instantBots(context);
    await context.addInitScript(() => {
      const w = window as unknown as { violations: string[] };
      w.violations = [];
      document.addEventListener(
        'securitypolicyviolation',
        (e) => w.violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
        true,
      );
    });
    const page = await context.newPage();
    const seen: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) seen.push(m.text());
    });
    page.on('pageerror', (e) => seen.push(e.message));
    await page.goto(`${site.base}${path}`);
    // The frame's inline script ran: the theme switch is shown, and cycles.
    await page.locator('#theme').click();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('light');
    await use(page);
    seen.push(...(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)));
    await context.close();
    return seen;
  }

  it('lets a page of every kind work without a violation', async () => {
    const found: Record<string, string[]> = {};
    const check = async (path: string, use: (page: Page) => Promise<void> = async () => {}) => {
      found[path] = await visit(path, use);
    };
    await check('/', async (page) => {
      // `/` focuses the search box (the frame's inline script).
      await page.keyboard.press('/');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-q');
    });
    await check('/rules/hindersche/', async (page) => {
      // An example's slate and a table of the rulebook, opened and dealt; the sidebar follows the scroll.
      for (const island of await page.locator('stichwort-play, stichwort-slate').all())
        await island.scrollIntoViewIfNeeded();
      // The rulebook's slate opens when asked (its engine is loaded then).
      await page.locator('stichwort-slate').first().getByRole('button', { name: 'Open the slate' }).click();
      await page.waitForSelector('stichwort-slate[data-ready="true"]');
      const table = page.locator('stichwort-play:not([aria-label^="Trick trainer"])').first();
      await table.getByRole('button', { name: 'Open the table' }).click();
      await page.waitForSelector('stichwort-play:not([aria-label^="Trick trainer"])[data-ready="true"]');
      await table.getByRole('button', { name: 'Deal', exact: true }).click();
      await page.waitForTimeout(300);
    });
    await check('/play/hindersche-pagat/?opponents=strong', async (page) => {
      await page.waitForSelector('stichwort-play[data-ready="true"]');
      await page.getByRole('button', { name: 'Deal', exact: true }).click();
      for (let i = 0; i < 3; i++) {
        await page.waitForSelector('stichwort-play[data-busy="false"]');
        await humanMove(page);
      }
      await page.waitForSelector('stichwort-play[data-busy="false"]');
    });
    await check('/learn/hindersche/', async (page) => {
      await page.locator('.ex-check').first().click();
      await page.waitForTimeout(200);
    });
    await check('/playground/', async (page) => {
      const status = checkStatus(page);
      await expect.poll(() => status.innerText(), { timeout: 20_000 }).toMatch(/checks clean/);
      await pasteFile(
        page,
        'variant short-rubber "Two games a rubber"\nextends hindersche-pagat\n\nsource house "Our table" by "Us" dated "2026"\n\noverride rubber: rubber 2 games [house]\n',
      );
      await expect.poll(() => status.innerText()).toMatch(/checks clean: variant short-rubber/);
      await page.getByRole('button', { name: /^Play “Two games a rubber” against bots$/ }).click();
      await page.waitForSelector('stichwort-play[data-ready="true"]');
    });
    await check('/compare/kein-stich--kein-stich-march/', async (page) => {
      const panel = page.locator('stichwort-simulate');
      await panel.scrollIntoViewIfNeeded();
      await panel.getByRole('combobox', { name: 'Games' }).selectOption('100');
      await panel.getByRole('button', { name: 'Simulate' }).click();
      await panel.locator('.sim-differences').waitFor({ timeout: 60_000 });
    });
    await check('/search/?q=trump', async (page) => {
      await page.locator('.pagefind-ui__result').first().waitFor({ timeout: 20_000 });
    });
    await check('/glossary/');
    await check('/compare/?x', async (page) => {
      await page.getByRole('button', { name: 'Compare' }).click();
      await page.waitForURL(/\/compare\/[a-z-]+--[a-z-]+\//);
    });
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((k) => [k, []])));
  }, 240_000);
});
