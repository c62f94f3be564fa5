/** The tutorials' positions: found by playing every game's base variant through the machine, answered by the rules. */
import { describe, expect, it } from 'vitest';
import { games } from '../../src/site/data.ts';
import { baseVariant, questionsFor } from '../../src/site/tutorial-positions.ts';

describe('tutorials for every game', () => {
  for (const g of games()) {
    describe(g.title, () => {
      const v = baseVariant(g.variants);
      const t = { questions: questionsFor(v, '/base') };

      it('asks at least two questions, each with a refused card, a legal card, and reasons in words linked to the rulebook', () => {
        expect(t.questions.length).toBeGreaterThanOrEqual(2);
        for (const q of t.questions) {
          expect(q.legal.length).toBeGreaterThan(0);
          expect(q.refusals.length).toBeGreaterThan(0);
          expect(q.legal.length + q.refusals.length).toBe(q.hand.length);
          for (const r of q.refusals) {
            expect(r.sentence).toMatch(/^The .+ may not be played: /);
            // No clause id in the sentence: the reader sees words.
            for (const c of v.resolved.clauses) expect(r.sentence).not.toContain(`(${c.id})`);
            expect(r.sentence).not.toMatch(/\(rule [\w-]+\)/);
            expect(r.rule?.href).toMatch(/^\/base\/rules\/[\w-]+\/#[\w-]+$/);
          }
        }
      });

      it("shows only the first seat's hand", () => {
        const json = JSON.stringify(t.questions);
        for (const q of t.questions) expect(Object.keys(q)).not.toContain('hands');
        expect(json).not.toMatch(/"hands"/);
      });
    });
  }

  it('asks about the lay-off rows in a game with a lay-off, and about a personal trump in a beating game', () => {
    const all = games().map((g) => ({ questions: questionsFor(baseVariant(g.variants), '') }));
    expect(
      all.some((t) => t.questions.some((q) => q.rows && q.refusals.some((r) => /does not fit a row/.test(r.sentence)))),
    ).toBe(true);
    expect(
      all.some((t) =>
        t.questions.some((q) => q.trumps && q.refusals.some((r) => /your trump suit is/.test(r.sentence))),
      ),
    ).toBe(true);
    expect(
      all.some((t) => t.questions.some((q) => q.refusals.some((r) => /were led, and you hold/.test(r.sentence)))),
    ).toBe(true);
  });
});
