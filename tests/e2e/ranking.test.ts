/**
 * The ranking on a variant page, in the built site: a beating game's permanent trumps head the
 * list (not the bottom of their suits), and a pack whose points each deal sets is not said to hold 0.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST } from './browser.ts';
import { haveBuiltSite } from '../built-site.ts';

const ranking = (variant: string) => {
  const html = readFileSync(join(DIST, 'variants', variant, 'index.html'), 'utf8');
  return /<section class="ranking"[\s\S]*?<\/section>/.exec(html)![0].replace(/<[^>]+>/g, '');
};

describe.skipIf(!haveBuiltSite)('the ranking of the cards', () => {
  it("puts Bauernheinrich's Unters above every other card, by suit, and out of their suits, named as its German-suited pack names them", () => {
    const text = ranking('bauernheinrich');
    expect(text).toContain(
      'Unters, above every other card, highest first: Unter of Acorns, Unter of Leaves, Unter of Hearts, Unter of Bells',
    );
    expect(text).toMatch(
      /Acorns, highest first: Ace of Acorns, King of Acorns, Ober of Acorns, 10 of Acorns, 9 of Acorns, 8 of Acorns, 7 of Acorns(?!,)/,
    );
    expect(text).toContain('the cards carry no points');
  });
  it('does not say a Kein Stich pack holds 0 card points when each deal sets its own', () => {
    const text = ranking('kein-stich-power');
    expect(text).not.toContain('0 card points');
    expect(text).toContain('differs from deal to deal');
    expect(ranking('hindersche-pagat')).toContain('140 card points in the pack');
  });
});
