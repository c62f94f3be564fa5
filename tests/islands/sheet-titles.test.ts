/**
 * The Slate names what comes from the variant in the page's language (src/islands/sheet-titles.ts):
 * on a German page the variant file's German titles, with the English one where the file has none;
 * on an English page exactly what it showed before.
 */
import { describe, expect, it } from 'vitest';
import { compiled } from '../helpers.ts';
import type { ShownEntry } from '../../src/engine/state.ts';
import { eventNotes } from '../../src/scenario/replay.ts';
import { sheetTitles } from '../../src/islands/sheet-titles.ts';

/** A deal's entry in which `who` made the march (only the fields the notes read). */
const marchedBy = (who: string) => ({ march: who }) as unknown as ShownEntry;

describe('the Slate’s titles from the variant', () => {
  it('are the English titles on an English page', () => {
    const cv = compiled('hindersche-pagat');
    const t = sheetTitles(cv, 'en');
    expect(t.phase(cv.phases[0]!.id)).toBe(cv.phases[0]!.title);
    expect(t.tally('marks')).toBe('Marks');
    expect(t.notes(marchedBy('N'))).toEqual(eventNotes(marchedBy('N'), cv.events));
    expect(t.notes(marchedBy('N'))).toEqual(['march by N']);
  });

  it('are the file’s German titles on a German page, in the number the English title has', () => {
    const cv = compiled('kein-stich');
    const t = sheetTitles(cv, 'de');
    expect(t.phase('no-tricks')).toBe('Keine Stiche');
    expect(t.tally('stakes')).toBe('Einsätze');
    expect(t.tally('pot')).toBe('Kasse');
    expect(t.notes(marchedBy('Ada'))).toEqual(['Durchmarsch von Ada']);
    const [id, amb] = [...cv.variant.ambiguities][0]!;
    const a = amb as unknown as { question: string; readings: { id: { name: string }; text: string }[] };
    expect(t.ambiguity(id, a)).toBe(cv.variant.german!.ambiguities.get(id));
    expect(t.reading(id, a.readings[0]!)).toBe(
      cv.variant.german!.readings.get(`${id}.${a.readings[0]!.id.name}`)!.title,
    );
  });

  it('fall back on the English title where a file gives no German one', () => {
    const cv = compiled('kein-stich');
    const bare = { ...cv, variant: { ...cv.variant, german: { ...cv.variant.german!, phases: new Map() } } };
    expect(sheetTitles(bare, 'de').phase('no-tricks')).toBe('No Tricks');
    expect(sheetTitles(bare, 'de').phase('unknown')).toBe('unknown');
  });
});
