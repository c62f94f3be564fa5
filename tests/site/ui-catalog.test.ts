/**
 * The page catalog (src/site/i18n/ui.ts): the German catalog has every key of the English one (the
 * type check says so too) and each of its entries is German, not an English one left in place; a
 * word that is the same in both languages is named here, with why.
 */
import { describe, expect, it } from 'vitest';
import { ui } from '../../src/site/i18n/ui.ts';
import { LESSON_TITLES } from '../../src/islands/course/lessons.ts';

/** Entries that are the same words in both editions. */
const SAME = new Map([
  ['colPhase', 'Phase is the German word too'],
  ['themeAuto', 'the header switch says "auto" in German too (main, 720a2f2)'],
]);

/** An entry as a reader sees it: a function with sample arguments (numbers, for counts), a list joined. */
function shown(entry: unknown): string {
  if (typeof entry === 'function') return String(entry(...Array.from({ length: entry.length }, () => 3)));
  if (Array.isArray(entry)) return entry.join('|');
  return String(entry);
}

describe('the page catalog', () => {
  const en = ui('en') as Record<string, unknown>;
  const de = ui('de') as Record<string, unknown>;

  it('has every English key in German, and no other', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
  });

  it('says each entry in German: none is the English one left in place', () => {
    const same = Object.keys(en).filter((k) => !SAME.has(k) && shown(en[k]) === shown(de[k]));
    expect(same).toEqual([]);
  });

  it('keeps every English entry of at least two words out of the German catalog', () => {
    const english = new Set(
      Object.keys(en)
        .filter((k) => !SAME.has(k))
        .map((k) => shown(en[k]))
        .filter((s) => /\S\s+\S/.test(s)),
    );
    expect(Object.keys(de).filter((k) => english.has(shown(de[k])))).toEqual([]);
  });

  it("has the course's lesson titles in the order of its lessons", () => {
    expect(ui('en').lessonTitles).toEqual([...LESSON_TITLES.values()]);
    expect(ui('de').lessonTitles).toHaveLength(LESSON_TITLES.size);
  });

  it('names only entries that are in the catalog as the same in both', () => {
    for (const k of SAME.keys()) expect(Object.hasOwn(en, k), k).toBe(true);
  });
});
