/**
 * The rulebook's gallery page (src/pages/house-rules.astro) reads variants/house/ through
 * houseRules(): every file is listed, with its bases by title and what it changes.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { houseRules } from '../../src/site/data.ts';

describe('the gallery page data', () => {
  it('lists every house rule in variants/house/, with its bases by title, its sources and examples', () => {
    const files = readdirSync('variants/house')
      .filter((f) => f.endsWith('.stw'))
      .map((f) => f.replace(/\.stw$/, ''))
      .sort();
    const rules = houseRules();
    expect(rules.map((r) => r.id)).toEqual(files);
    const pm = rules.find((r) => r.id === 'kein-stich-power-march')!;
    expect(pm.bases).toEqual([
      { id: 'kein-stich-power', title: 'Kein Stich: Power', shipped: true },
      { id: 'kein-stich-march', title: 'Kein Stich: March', shipped: true },
    ]);
    expect(pm.sources).toEqual(['Kein Stich (encyclopedia article)']);
    expect(pm.changes.map((c) => [c.change, c.phase])).toContainEqual(['added', 'No Tricks']);
    expect(pm.summary).toMatch(/^Power played with the March/);
    for (const r of rules) expect(r.examples.length, r.id).toBeGreaterThan(0);
  });

  it("says what a scoring house rule changes, in its phase by title, by name and in words (the file's text beside)", () => {
    const w = houseRules().find((r) => r.id === 'kein-stich-winner-takes-all')!;
    expect(w.changes).toEqual([
      {
        change: 'changed',
        phase: 'Domino (lay-off)',
        name: 'Scoring',
        words: 'The pot pays the whole pot to every player whose place is 1, into their stakes.',
        rule: 'otherwise: pay total pot pot to (players where place = 1) as stakes',
      },
    ]);
  });
});
