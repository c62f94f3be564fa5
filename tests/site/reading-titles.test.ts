/**
 * Readers see titles, never raw ids (issue 12): every reading and every tally of every shipped
 * variant has a title written in its file, and the language still reads a reading without one (files people wrote
 * before keep checking with the same meaning).
 */
import { describe, expect, it } from 'vitest';
import { siteVariants } from '../../src/site/data.ts';
import { checkExtension } from '../check/fixtures.ts';

describe('reading titles', () => {
  it('every reading of every shipped variant has a title', () => {
    const missing = siteVariants().flatMap((v) =>
      [...v.resolved.ambiguities.values()].flatMap((a) =>
        a.readings.filter((r) => !r.title).map((r) => `${v.id}: ${a.id.name} ${r.id.name}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('every tally of every shipped variant has a title', () => {
    const missing = siteVariants().flatMap((v) =>
      v.compiled.tallies.filter((t) => t.title === t.name).map((t) => `${v.id}: ${t.name}`),
    );
    expect(missing).toEqual([]);
  });

  it('reads a tally with a title and one without, as before', () => {
    const { variant, diagnostics } = checkExtension(
      'score: tally per player "Score" "points over the rubber" [pagat "Scoring"]\nbonus: tally shared "a pot for the table"  [pagat "Scoring"]\n',
    );
    expect(diagnostics).toEqual([]);
    const bodies = ['score', 'bonus'].map((id) => variant!.clauses.find((c) => c.id === id)!.node.body);
    expect(bodies.map((b) => b.kind === 'Tally' && [b.title, b.description])).toEqual([
      ['Score', 'points over the rubber'],
      [null, 'a pot for the table'],
    ]);
  });

  it('reads a title before the text, and a reading with its text alone as before', () => {
    const { variant, diagnostics } = checkExtension(`ambiguity deal-order "Who deals next?" {
  left "To the left" "The player to the left deals next."   [pagat "Deal"]
  right "The player to the right deals next."               [pagat "Deal"]
  default left
}
`);
    expect(diagnostics).toEqual([]);
    const readings = variant!.ambiguities.get('deal-order')!.readings;
    expect(readings.map((r) => [r.id.name, r.title, r.text])).toEqual([
      ['left', 'To the left', 'The player to the left deals next.'],
      ['right', null, 'The player to the right deals next.'],
    ]);
  });
});
