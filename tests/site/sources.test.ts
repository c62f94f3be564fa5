/**
 * The Sources page's data (src/site/sources.ts): every citation of every shipped variant, and of
 * every rulebook, has its section on the page; a short name declared by two files stands for two
 * documents; a rule is listed under the file that writes it, once.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { citesIn } from '../../src/services/sections.ts';
import { siteVariants } from '../../src/site/data.ts';
import { bookVariant, citeHref, sourceEntries, type Book } from '../../src/site/sources.ts';

/** The rulebooks as the page reads them: front matter's variants, and the citations in the text. */
const books: Book[] = readdirSync('content')
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => {
    const text = readFileSync(`content/${f}`, 'utf8');
    const front = /^---\n([\s\S]*?)\n---/.exec(text)![1]!;
    const variants = [...(/^variants:\n((?:\s+-\s.+\n?)+)/m.exec(front)?.[1] ?? '').matchAll(/-\s+(\S+)/g)].map(
      (m) => m[1]!,
    );
    const id = f.slice(0, -4);
    return { id, title: /^title:\s*(.+)$/m.exec(front)![1]!, variants, cites: citesIn(id, text) };
  });
const entries = sourceEntries('', books);
const anchors = new Set(entries.flatMap((e) => e.sections.map((s) => s.anchor)));
const hrefAnchor = (href: string | null) => href?.slice(href.indexOf('#') + 1);

describe('the sources', () => {
  it('has a section for every citation of every variant rule and reading', () => {
    let n = 0;
    for (const v of siteVariants()) {
      for (const r of v.explain.rules.filter((x) => x.cite)) {
        expect(anchors.has(hrefAnchor(citeHref(v.resolved, r.cite!, ''))!), `${v.id} ${r.id}`).toBe(true);
        n++;
      }
      for (const a of v.explain.ambiguities)
        for (const r of a.readings.filter((x) => x.cite)) {
          expect(anchors.has(hrefAnchor(citeHref(v.resolved, r.cite!, ''))!), `${v.id} ${a.id}`).toBe(true);
          n++;
        }
    }
    expect(n).toBeGreaterThan(300);
  });

  it('has a section for every citation of every rulebook', () => {
    const cites = books.flatMap((b) => b.cites.map((c) => ({ b, c })));
    expect(cites.length).toBeGreaterThan(150);
    for (const { b, c } of cites) {
      const v = bookVariant(b.variants, c.source);
      expect(v, `${b.id}: ${c.source}`).not.toBeNull();
      expect(anchors.has(hrefAnchor(citeHref(v!, c, ''))!), `${b.id}: ${c.source} ${c.section}`).toBe(true);
    }
  });

  it('keeps two documents apart that two files both call `wiki`, each with its own title', () => {
    const wiki = entries.filter((e) => e.id === 'wiki');
    expect(wiki.map((e) => e.declaredIn.id).sort()).toEqual(['bauernheinrich', 'kein-stich']);
    expect(wiki.find((e) => e.declaredIn.id === 'kein-stich')!.title).toMatch(/^Kein Stich/);
    const ks = books.find((b) => b.id === 'kein-stich')!;
    expect(bookVariant(ks.variants, 'wiki')!.id).toBe('kein-stich');
  });

  it('lists an inherited rule once, under the file that writes it', () => {
    const all = entries.flatMap((e) => e.sections.flatMap((s) => s.citing.filter((c) => c.kind === 'rule')));
    const keys = all.map((c) => `${c.variant} ${c.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    // kein-stich-march inherits Kein Stich's deals: it lists only the rules its own file writes.
    const own = siteVariants()
      .find((v) => v.id === 'kein-stich-march')!
      .explain.rules.filter((r) => r.from === 'kein-stich-march' && r.cite).length;
    expect(all.filter((c) => c.variant === 'kein-stich-march').length).toBe(own);
  });
});
