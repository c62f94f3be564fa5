/**
 * The site's two editions (issue 30): every English page has its German counterpart under /de/ and
 * back, each says its language on <html>, names both editions as alternates for search engines, and
 * links to the same page in the other edition from its header; a German rulebook keeps every
 * section's anchor, so that the switch lands the reader on the section they were reading.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, haveBrowser } from './browser.ts';
import { sitePages } from './reader-pages.ts';

const html = (path: string): string => readFileSync(join(DIST, path, 'index.html'), 'utf8');
const german = (path: string): string => `/de${path}`;
const english = (path: string): string => path.replace(/^\/de\//, '/');
const ids = (page: string): string[] => [...page.matchAll(/<h[2-6][^>]* id="([^"]+)"/g)].map((m) => m[1]!);

describe.skipIf(!haveBrowser)('two editions', () => {
  const all = existsSync(DIST) ? sitePages(DIST, true) : [];
  const en = all.filter((p) => !p.startsWith('/de/'));
  const de = all.filter((p) => p.startsWith('/de/'));

  it('every English page has a German counterpart, and every German page an English one', () => {
    expect(en.length).toBeGreaterThan(100);
    expect(de.map(english)).toEqual(en);
    expect(en.map(german)).toEqual(de);
  });

  it('each page says its language, names both editions as alternates and links to the other one', () => {
    const wrong: string[] = [];
    for (const path of all) {
      const page = html(path);
      const [lang, other, here, there] = path.startsWith('/de/')
        ? ['de', 'en', path, english(path)]
        : ['en', 'de', path, german(path)];
      const expected = [
        `<html lang="${lang}"`,
        `<link rel="alternate" hreflang="${lang}" href="${here}">`,
        `<link rel="alternate" hreflang="${other}" href="${there}">`,
        `<link rel="alternate" hreflang="x-default" href="${english(path)}">`,
      ];
      for (const e of expected) if (!page.includes(e)) wrong.push(`${path}: ${e}`);
      const link = /<a class="lang-switch" href="([^"]*)" hreflang="([^"]*)" lang="([^"]*)"/.exec(page);
      if (link?.slice(1).join(' ') !== `${there} ${other} ${other}`)
        wrong.push(`${path}: switch ${link?.[0] ?? 'missing'}`);
    }
    expect(wrong).toEqual([]);
  });

  it('a German rulebook has the sections of the English one, under the same anchors', () => {
    const books = en.filter((p) => /^\/rules\/[^/]+\/$/.test(p));
    expect(books.length).toBeGreaterThanOrEqual(4);
    for (const book of books) {
      const [e, d] = [html(book), html(german(book))];
      expect(d, book).toContain('<html lang="de"');
      expect(ids(d), book).toEqual(ids(e));
    }
  });
});
