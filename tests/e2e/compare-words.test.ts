/**
 * The Compare page's rules side by side, in the built site: each rule is named in words (two rules
 * of one section by two names) with the rulebook section that explains it, the difference column
 * says which side differs, each side reads as a sentence with the differing words marked, the
 * file's text is folded away for authors, and an open question one side settles says how.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, haveBrowser, siteUnderTest } from './browser.ts';
import { haveBuiltSite } from '../built-site.ts';

const PAGE = join(DIST, 'compare', 'hindersche-pagat--hindersche-swedish', 'index.html');
/** The HTML of the table row of rule `id` (its anchor, `rule-<id>`). */
const rowHtml = (html: string, id: string) =>
  new RegExp(`<tr[^>]*id="rule-${id}"[^>]*>([\\s\\S]*?)</tr>`).exec(html)?.[1] ?? '';
/** That row's text, tags dropped. */
const text = (h: string) =>
  h
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/&#39;|&rsquo;/g, '’')
    .replace(/&quot;/g, '"')
    .trim();

describe.skipIf(!haveBuiltSite)('rules side by side on a Compare page', () => {
  it('name each rule in words, say which side differs and how, and fold the file’s text away for authors', () => {
    const html = readFileSync(PAGE, 'utf8');
    const four = rowHtml(html, 'upcard-four'),
      fewer = rowHtml(html, 'upcard-fewer');
    // Two rules of the section "Dealing and trump", two names; the section is where to read more.
    expect(text(/<th[^>]*scope="row"[^>]*>([\s\S]*?)<\/th>/.exec(four)![1]!)).toBe(
      'The trump card, when the number of players dealt in is 4 Read: Dealing and trump',
    );
    expect(text(/<th[^>]*scope="row"[^>]*>([\s\S]*?)<\/th>/.exec(fewer)![1]!)).toBe(
      'The trump card, otherwise Read: Dealing and trump',
    );
    expect(four).toMatch(/<a href="\/rules\/hindersche\/#dealing-and-trump"/);
    expect(text(four)).toContain('Changed in Hindersche (Swedish clarifications)');
    expect(text(fewer)).toContain('Dropped in Hindersche (Swedish clarifications)');
    expect(text(four)).toContain(
      'The bottom card of the pack is turned for trumps when the number of players dealt in is 4.',
    );
    expect(text(four)).toMatch(/The dealer.s last card is turned for trumps\./);
    // How: the words that differ are marked on each side.
    expect([...four.matchAll(/<mark[^>]*>([^<]*)<\/mark>/g)].map((m) => m[1])).toEqual([
      'bottom',
      'of the pack',
      'when the number of players dealt in is 4.',
      'dealer’s last',
    ]);
    // The file's text is still there, folded, and marked as for authors; the rule's id is nowhere in the row's words.
    expect(four).toMatch(
      /<details class="written" data-author[^>]*><summary[^>]*>As written<\/summary><code[^>]*>trump bottom of pack when count\(everyone\) = 4<\/code>/,
    );
    expect(text(four.replace(/<details[\s\S]*?<\/details>/g, ''))).not.toMatch(/upcard/);
  });

  it('say the answer each side gives to an open question the other settles', () => {
    const html = readFileSync(PAGE, 'utf8');
    const questions = text(/id="questions"[\s\S]*?<ul class="answers"[^>]*>([\s\S]*?)<h2/.exec(html)![1]!);
    expect(questions).not.toContain('settled or dropped');
    expect(questions).toContain(
      'After a play-off, who deals the next ordinary deal? Hindersche (Pagat): open; by default “Left of the play-off dealer, as written” ' +
        'Hindersche (Swedish clarifications): settled: After a play-off, the next deal is dealt by the next player still in after the dealer of the tied deal.',
    );
  });
});

describe.skipIf(!haveBrowser)('picking two variants on the Compare page', () => {
  const site = siteUnderTest();
  it("in the other order than the pair's page reads says so there; in its order says nothing", async () => {
    const page = await site.browser.newPage({ viewport: { width: 390, height: 900 } });
    const pick = async (a: string, b: string) => {
      await page.goto(`${site.base}/compare/`);
      await page.getByLabel('First variant').selectOption(a);
      await page.getByLabel('Second variant').selectOption(b);
      await page.getByRole('button', { name: 'Compare' }).click();
      await page.waitForURL(/\/compare\/.+--/);
    };
    await pick('hindersche-swedish', 'hindersche-pagat');
    expect(new URL(page.url()).pathname).toBe('/compare/hindersche-pagat--hindersche-swedish/');
    await expect.poll(() => page.locator('#swapped').isVisible()).toBe(true);
    expect(await page.locator('#swapped').innerText()).toMatch(
      /^You picked Hindersche \(Swedish clarifications\) first\. The pair has one page, which reads from Hindersche \(Pagat\) to/,
    );
    await pick('hindersche-pagat', 'hindersche-swedish');
    expect(await page.locator('#swapped').isVisible()).toBe(false);
    await page.close();
  }, 60_000);
});
