/**
 * The Compare page's rules side by side, in the built site: each rule is named by the rulebook
 * section that explains it, and each side reads as a sentence, with the file's text beneath.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, haveBrowser, siteUnderTest } from './browser.ts';

const PAGE = join(DIST, 'compare', 'hindersche-pagat--hindersche-swedish', 'index.html');
/** The text of the table row whose rule id is `id`, tags dropped. */
const row = (html: string, id: string) => {
  const tr = [...html.matchAll(/<tr class="diff-[^"]*"[^>]*>([\s\S]*?)<\/tr>/g)].map((m) => m[1]!).find((r) => r.includes(`>${id}</code>`));
  return tr?.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').replace(/&#39;|&rsquo;/g, '’').trim() ?? '';
};

describe.skipIf(!existsSync(PAGE))('rules side by side on a Compare page', () => {
  it('name the rule by its rulebook section and say each side in words, the file’s text beneath', () => {
    const html = readFileSync(PAGE, 'utf8');
    expect(html).toMatch(/<a href="\/rules\/hindersche\/#[^"]+"[^>]*>Dealing and trump<\/a><br[^>]*><code class="rule-id"[^>]*>upcard-four<\/code>/);
    const text = row(html, 'upcard-four');
    expect(text).toContain('The bottom card of the pack is turned for trumps when the number of players dealt in is 4.');
    expect(text).toContain('trump bottom of pack when count(everyone) = 4');
    expect(text).toMatch(/The dealer.s last card is turned for trumps\./);
  });
});

describe.skipIf(!haveBrowser)('picking two variants on the Compare page', () => {
  const site = siteUnderTest();
  it('in the other order than the pair\'s page reads says so there; in its order says nothing', async () => {
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
    expect(await page.locator('#swapped').innerText()).toMatch(/^You picked Hindersche \(Swedish clarifications\) first\. The pair has one page, which reads from Hindersche \(Pagat\) to/);
    await pick('hindersche-pagat', 'hindersche-swedish');
    expect(await page.locator('#swapped').isVisible()).toBe(false);
    await page.close();
  }, 60_000);
});
