/**
 * The titles a page shows in its language (src/site/i18n/titles.ts): on German pages the variant
 * file's `titles de` block, else the English title marked English; on English pages the English
 * title, unmarked.
 */
import { describe, expect, it } from 'vitest';
import { compare, houseRules, siteVariant } from '../../src/site/data.ts';
import { witnessTables } from '../../src/site/witness.ts';
import { ui } from '../../src/site/i18n/ui.ts';
import { readingKey, sectionKey } from '../../src/resolve/titles.ts';
import { sourceEntries } from '../../src/site/sources.ts';
import { gameTitle, titlesIn, variantTitle } from '../../src/site/i18n/titles.ts';

const v = siteVariant('kein-stich');

describe('titlesIn', () => {
  it('gives the German title on German pages and the English one, unmarked, on English pages', () => {
    const de = titlesIn('de', v.resolved.german);
    expect(de('phase', 'no-tricks', 'No Tricks')).toEqual({ text: 'Keine Stiche' });
    expect(de('section', sectionKey('wiki', 'Rules'), 'Rules')).toEqual({ text: 'Regeln' });
    expect(de('reading', readingKey('table-size', 'four'), 'x')).toEqual({ text: 'Vier Spieler' });
    expect(titlesIn('en', v.resolved.german)('phase', 'no-tricks', 'No Tricks')).toEqual({ text: 'No Tricks' });
  });

  it('names a tally by its German noun, plural where the English title is', () => {
    const de = titlesIn('de', v.resolved.german);
    expect(de('tally', 'stakes', 'Stakes')).toEqual({ text: 'Einsätze' });
    expect(de('tally', 'pot', 'Pot')).toEqual({ text: 'Kasse' });
  });

  it('falls back on the English title, marked English, where the file gives no German one', () => {
    expect(titlesIn('de', v.resolved.german)('phase', 'no-such', 'No Such')).toEqual({ text: 'No Such', lang: 'en' });
    const house = houseRules().find((r) => r.id === 'bauernheinrich-clean-win')!;
    expect(titlesIn('de', house.german)('variant', '', house.title)).toEqual({ text: house.title, lang: 'en' });
  });

  it('titles variants and games', () => {
    expect(variantTitle('de', v)).toEqual({ text: 'Kein Stich' });
    expect(gameTitle('en', v)).toEqual({ text: v.resolved.game.title });
  });
});

describe('sourceEntries in German', () => {
  it('names the cited sections and the rules in German, and keeps the anchors', () => {
    const en = sourceEntries('', []);
    const de = sourceEntries('/de', [], undefined, 'de');
    expect(de.map((e) => e.sections.map((s) => s.anchor))).toEqual(en.map((e) => e.sections.map((s) => s.anchor)));
    const wiki = de.find((e) => e.declaredIn.id === 'kein-stich' && e.id === 'wiki')!;
    expect(wiki.sections.map((s) => s.shown)).toContain('Regeln');
    expect(wiki.title).toBe('Kein Stich (Lexikonartikel)');
    expect(en.find((e) => e.declaredIn.id === 'kein-stich' && e.id === 'wiki')!.sections.map((s) => s.shown)).toContain(
      'Rules',
    );
  });
});

describe('the witness in German', () => {
  it('heads the columns and names the phases by the files’ German titles', () => {
    const c = compare('kein-stich', 'kein-stich-march');
    const de = [titlesIn('de', c.a.resolved.german), titlesIn('de', c.b.resolved.german)] as const;
    const w = witnessTables(c.witness!.ta, c.witness!.tb, c.a.compiled, c.b.compiled, ui('de'), de);
    expect(w.tallies).toEqual(['Einsätze', 'Kasse']);
    expect(w.a[0]!.phase).toBe('Keine Stiche');
    expect(witnessTables(c.witness!.ta, c.witness!.tb, c.a.compiled, c.b.compiled).a[0]!.phase).toBe('No Tricks');
  });
});

describe('the witness in German: notes and seats', () => {
  it('notes the Durchmarsch by its German title and East as O; English as it was', () => {
    const c = compare('kein-stich', 'kein-stich-march');
    const de = [titlesIn('de', c.a.resolved.german), titlesIn('de', c.b.resolved.german)] as const;
    const w = witnessTables(c.witness!.ta, c.witness!.tb, c.a.compiled, c.b.compiled, ui('de'), de, 'de');
    const row = w.b.find((r) => r.notes.text)!;
    expect(row.notes.text).toBe('Durchmarsch von N');
    expect(row.tallies[0]!.text).toBe('N 50, O -30, S -30, W -30');
    const en = witnessTables(c.witness!.ta, c.witness!.tb, c.a.compiled, c.b.compiled);
    expect(en.b.find((r) => r.notes.text)!.notes.text).toBe('march by N');
    expect(en.b.find((r) => r.notes.text)!.tallies[0]!.text).toBe('N 50, E -30, S -30, W -30');
  });
});
