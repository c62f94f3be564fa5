/**
 * The gallery of house rules (issue 11): every file in variants/house/ checks clean, is named after
 * its id, extends a base, cites a source, has an in-file example, every example passes against the
 * file, and at least one example fails against its first base (which shows that the rule matters).
 * The directory is listed, so a house rule added on any branch is picked up.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { galleryFiles, houseRuleFacts } from './house-gallery.ts';

const HOUSE_DIR = 'variants/house';

describe('the house-rule gallery', () => {
  const files = galleryFiles(HOUSE_DIR);

  it('has house rules in variants/house/', () => {
    expect(existsSync(HOUSE_DIR)).toBe(true);
    expect(files.length).toBeGreaterThan(0);
  });

  it('gives no house rule the id of a shipped variant (it would hide it from files that extend it)', () => {
    const shipped = new Set(readdirSync('variants').filter((f) => f.endsWith('.stw')));
    expect(files.map((f) => f.split('/').pop()).filter((f) => shipped.has(f ?? ''))).toEqual([]);
  });

  for (const file of files) {
    describe(file, () => {
      const facts = houseRuleFacts(file);

      it('checks clean and is named after its id', () => {
        expect(facts.problems, facts.problems.join('\n\n')).toEqual([]);
        expect(`${facts.id}.stw`).toBe(file.split('/').pop());
      });

      it('extends a base and cites a source', () => {
        expect(facts.bases.length, `${file} extends no variant`).toBeGreaterThan(0);
        expect(
          facts.citations,
          `${file} cites no source: give each clause it writes a [source "section"]`,
        ).toBeGreaterThan(0);
      });

      it('has an example, and every example passes against it', () => {
        expect(facts.examples.length, `${file} has no \`example\``).toBeGreaterThan(0);
        const failing = facts.examples.filter((r) => !r.ok).map((r) => r.message);
        expect(failing, failing.join('\n\n')).toEqual([]);
      });

      it('has an example that fails against its first base', () => {
        const againstBase = facts.againstBase;
        expect(againstBase.length).toBeGreaterThan(0);
        const failed = againstBase.filter((r) => !r.ok);
        expect(
          failed.length,
          `every example of ${file} also passes against ${facts.bases[0]}, so none shows what the rule changes: ${againstBase.map((r) => r.id).join(', ')}`,
        ).toBeGreaterThan(0);
      });
    });
  }
});

describe('the gallery harness', () => {
  // A house rule whose example passes against its base too (it changes nothing the example sees).
  const files = galleryFiles('tests/fixtures/gallery');

  it('fails a house rule whose every example passes against its base, and one without an example or citation', () => {
    const facts = new Map(files.map((f) => [f.split('/').pop(), houseRuleFacts(f)]));
    const same = facts.get('hindersche-same.stw')!;
    expect(same.problems).toEqual([]);
    expect(same.examples.every((r) => r.ok)).toBe(true);
    expect(same.againstBase.map((r) => r.ok)).toEqual([true]);
    const bare = facts.get('hindersche-bare.stw')!;
    expect(bare.problems).toEqual([]);
    expect([bare.examples.length, bare.citations]).toEqual([0, 0]);
  });
});
