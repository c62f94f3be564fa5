/**
 * Citations in the built site: each links to its section on the Sources page, and names on hover
 * the document its own game means (Kein Stich's `wiki` is the Kein Stich article, not the
 * Bauernheinrich one, which a file of that other game also calls `wiki`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST } from './browser.ts';
import { haveBuiltSite } from '../built-site.ts';

const page = (path: string) => readFileSync(join(DIST, path, 'index.html'), 'utf8');
const cites = (html: string) =>
  [...html.matchAll(/<a class="cite" href="([^"]+)" title="([^"]*)">([^<]*)<\/a>/g)].map((m) => ({
    href: m[1]!,
    title: m[2]!,
    text: m[3]!,
  }));

describe.skipIf(!haveBuiltSite)('citations in the built site', () => {
  it("in each game's rulebook name that game's document, and link to its section of the Sources page", () => {
    for (const [book, title] of [
      ['kein-stich', /^Kein Stich \(encyclopedia article\)/],
      ['bauernheinrich', /^Bauernheinrich \(encyclopedia article/],
    ] as const) {
      const found = cites(page(`rules/${book}`)).filter((c) => c.text.startsWith('[wiki'));
      expect(found.length, book).toBeGreaterThan(20);
      for (const c of found) {
        expect(c.title, `${book} ${c.text}`).toMatch(title);
        expect(c.href).toMatch(new RegExp(`^/sources/#source-${book}-wiki(--|$)`));
      }
    }
  });

  it('on variant and Compare pages link too, and the Sources page has every section they link to', () => {
    const ids = new Set([...page('sources').matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]!));
    const links = [
      'variants/hindersche-swedish',
      'compare/hindersche-pagat--hindersche-swedish',
      'variants/kein-stich-march',
    ].flatMap((p) => cites(page(p)).map((c) => ({ p, ...c })));
    expect(links.length).toBeGreaterThan(40);
    for (const l of links)
      expect(ids.has(decodeURIComponent(l.href.slice(l.href.indexOf('#') + 1))), `${l.p}: ${l.text}`).toBe(true);
  });
});
