/**
 * Links that carry a variant file (src/islands/share-link.ts): any text comes back exactly, and a
 * damaged or crafted link is refused in words.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deflateRawSync } from 'node:zlib';
import { SHARE_KEY, SHARE_LIMIT, shareFragment, sharedText, ShareLinkError } from '../../src/islands/share-link.ts';
import { siteVariants } from '../../src/site/data.ts';

describe('a file in a link', () => {
  it('comes back exactly, for every shipped file and any text', async () => {
    for (const v of siteVariants()) expect(await sharedText(`#${await shareFragment(v.source)}`)).toBe(v.source);
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 300 }), async (text) => {
        expect(await sharedText(await shareFragment(text))).toBe(text);
      }),
      { numRuns: 200 },
    );
  });

  it('is small: a shipped file travels in a fraction of its length', async () => {
    const v = siteVariants().find((x) => x.id === 'hindersche-pagat')!;
    expect((await shareFragment(v.source)).length).toBeLessThan(v.source.length / 2);
  });

  it('no file in the fragment is none, not an error', async () => {
    expect(await sharedText('')).toBeNull();
    expect(await sharedText('#section-2')).toBeNull();
  });

  it('refuses a damaged link in words', async () => {
    await expect(sharedText(`#${SHARE_KEY}=abc$%`)).rejects.toThrow(/not written in the letters a link uses/);
    const good = await shareFragment('variant x "X"\n'.repeat(50));
    await expect(sharedText(good.slice(0, good.length - 12))).rejects.toThrow(ShareLinkError);
    await expect(sharedText(`${SHARE_KEY}=AAAA`)).rejects.toThrow(ShareLinkError);
  });

  it('refuses a link that inflates past the limit, without inflating it all', async () => {
    const bomb = deflateRawSync(Buffer.alloc(SHARE_LIMIT * 20, 0x61));
    const fragment = `${SHARE_KEY}=${bomb.toString('base64url')}`;
    expect(fragment.length).toBeLessThan(60_000);
    await expect(sharedText(fragment)).rejects.toThrow(/longer than 1,000,000 characters/);
  });
});
