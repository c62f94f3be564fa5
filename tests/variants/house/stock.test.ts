/**
 * Drawing from the stock (issue 29): the gallery house rule that deals five cards each and draws
 * after each trick, with play rules that change once the stock is empty.
 */
import { describe, expect, it } from 'vitest';
import { checkPath } from '../../../src/check/check.ts';
import { diskReader } from '../../../src/resolve/disk.ts';
import { runExamples } from '../../../src/scenario/examples.ts';

/** The gallery files of this part, with the base each extends. */
const GALLERY: [string, string][] = [['hindersche-stock', 'hindersche-pagat']];

describe('gallery: drawing from the stock', () => {
  for (const [id, base] of GALLERY) {
    it(`${id}: checks clean, cites a source, and its examples pass against it and fail against ${base}`, () => {
      const { variant, diagnostics } = checkPath(diskReader, `variants/house/${id}.stw`);
      expect(diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const v = variant!;
      expect(v.file.extends.map((x) => x.name)).toEqual([base]);
      expect([...v.sources.keys()]).toContain('table');
      expect(v.examples.length).toBeGreaterThan(0);
      expect(
        runExamples(v)
          .filter((r) => !r.ok)
          .map((r) => r.message),
      ).toEqual([]);
      const b = checkPath(diskReader, base).variant!;
      const againstBase = runExamples({ ...b, examples: v.examples, texts: new Map([...b.texts, ...v.texts]) });
      expect(againstBase.map((r) => r.ok)).toEqual(v.examples.map(() => false));
    });
  }
});
