/**
 * The Compare page's witness (src/site/witness.ts): the cells that differ between the two
 * transcripts are marked, and only those; the sentence names the rules that made the difference by
 * their rulebook sections and citations, never by clause id.
 */
import { describe, expect, it } from 'vitest';
import { compare } from '../../src/site/data.ts';
import { reasonSentence, witnessReason, witnessTables } from '../../src/site/witness.ts';

describe('the witness on the Compare page', () => {
  for (const [a, b] of [
    ['hindersche-pagat', 'hindersche-swedish'],
    ['kein-stich', 'kein-stich-march'],
    ['hindersche-pagat', 'hindersche-schoch'],
  ] as const) {
    it(`${a} against ${b}: the differing cells are marked, and the sentence names the section of the rule`, () => {
      const c = compare(a, b);
      expect(c.witness).not.toBeNull();
      const w = witnessTables(c.witness!.ta, c.witness!.tb, c.a.compiled, c.b.compiled);
      expect(w.firstDifference).not.toBeNull();
      // The columns are headed by the tallies' titles, never their ids.
      expect(w.tallies).toEqual(
        c.a.compiled.tallies.filter((t) => c.b.compiled.tallies.some((u) => u.name === t.name)).map((t) => t.title),
      );
      w.a.forEach((row, i) => {
        row.tallies.forEach((cell, k) => expect(cell.differs).toBe(cell.text !== w.b[i]!.tallies[k]!.text));
        expect(row.notes.differs).toBe(row.notes.text !== w.b[i]!.notes.text);
      });
      expect(w.a[w.firstDifference!]!.tallies.some((x) => x.differs) || w.a[w.firstDifference!]!.notes.differs).toBe(
        true,
      );
      const r = witnessReason(c, w.firstDifference! + 1)!;
      expect(r.rules.length).toBeGreaterThan(0);
      expect(r.rules.every((x) => x.section !== null)).toBe(true);
      const sentence = reasonSentence(r, c.a.title, c.b.title);
      expect(sentence).toContain(r.rules[0]!.section!.heading);
      // Ids of one plain word ("three") are words too: the hyphenated ones cannot be.
      // Nor the sources' ids: a citation says which variant makes it.
      for (const src of [...c.a.resolved.sources.keys(), ...c.b.resolved.sources.keys()])
        expect(sentence).not.toMatch(new RegExp(`\\b${src}\\b`));
      for (const id of c.rules.rules.map((x) => x.id).filter((x) => x.includes('-')))
        expect(sentence).not.toMatch(new RegExp(`(^|[^\\w-])${id}([^\\w-]|$)`));
    });
  }
});
