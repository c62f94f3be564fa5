/**
 * The German edition names what the variant files name in their `titles de` blocks (issue 30):
 * variants, phases, open questions, sections of sources. A title a file gives no German for (a
 * house rule's) stays English, marked `lang="en"`; the English edition shows the English titles,
 * unmarked. Read from the built HTML, so it needs no browser.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, haveBuiltSite } from '../built-site.ts';
import { houseRules } from '../../src/site/data.ts';

const page = (path: string): string => readFileSync(join(DIST, path, 'index.html'), 'utf8');
/** The text of the first element `tag` (its markup stripped). */
const first = (html: string, tag: string): string =>
  (new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`).exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '');

describe.skipIf(!haveBuiltSite)('the German edition names things in German', () => {
  it('titles a variant and its phases in German, and in English on the English page', () => {
    const de = page('de/variants/kein-stich');
    expect(first(de, 'h1')).toBe('Kein Stich');
    expect(de).toMatch(/<h3 id="phase-no-tricks"[^>]*>Keine Stiche</);
    expect(de).not.toMatch(/>No Tricks</);
    const en = page('variants/kein-stich');
    expect(en).toMatch(/<h3 id="phase-no-tricks"[^>]*>No Tricks</);
    expect(en).not.toMatch(/>Keine Stiche</);
  });

  it('asks the open questions in German', () => {
    const de = page('de/ambiguities');
    expect(de).toMatch(/<h3 id="deal-passes"[^>]*>Wer gibt als Nächster\?</);
    expect(de).toContain('Nach links, mit dem Spiel');
    expect(page('ambiguities')).not.toContain('Wer gibt als Nächster?');
  });

  it('names cited sections in German on the Sources page', () => {
    expect(page('de/sources')).toContain('wiki „Regeln“');
  });

  it('marks a house rule without German titles as English, and only on the German page', () => {
    const rule = houseRules().find((r) => r.id === 'bauernheinrich-clean-win')!;
    const escaped = rule.title.replace(/&/g, '&amp;');
    // The page's scoped style marks its elements (`data-astro-cid-…`): the title is looked for inside any h2.
    const h2 = (inner: string) => new RegExp(`<h2[^>]*>${inner.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h2>`);
    expect(page('de/house-rules')).toMatch(h2(`<span lang="en">${escaped}</span>`));
    expect(page('house-rules')).toMatch(h2(escaped));
  });
});
