/** The tutorials' positions: found by playing every game's base variant through the machine, answered by the rules. */
import { describe, expect, it } from 'vitest';
import { games } from '../src/site/data.ts';
import { baseVariant, demoDeal, tutorialFor } from '../src/islands/tutorial-positions.ts';

describe('tutorials for every game', () => {
  for (const g of games()) {
    describe(g.title, () => {
      const t = tutorialFor(g, '/base');
      const v = baseVariant(g.variants);

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

      it('shows only the first seat\'s hand', () => {
        const json = JSON.stringify(t.questions);
        for (const q of t.questions) expect(Object.keys(q)).not.toContain('hands');
        expect(json).not.toMatch(/"hands"/);
      });

      it('links the guided deal on the Play page', () => {
        expect(t.guided).toBe(`/base/play/${v.id}/?guided=1`);
      });
    });
  }

  it('asks about the lay-off rows in a game with a lay-off, and about a personal trump in a beating game', () => {
    const all = games().map((g) => tutorialFor(g, ''));
    expect(all.some((t) => t.questions.some((q) => q.rows && q.refusals.some((r) => /does not fit a row/.test(r.sentence))))).toBe(true);
    expect(all.some((t) => t.questions.some((q) => q.trumps && q.refusals.some((r) => /your trump suit is/.test(r.sentence))))).toBe(true);
    expect(all.some((t) => t.questions.some((q) => q.refusals.some((r) => /were led, and you hold/.test(r.sentence))))).toBe(true);
  });
});

describe('the recorded deal', () => {
  const g = games().find((x) => baseVariant(x.variants).compiled.phases.some((p) => p.steps.some((s) => s.kind === 'tricks')))!;
  const cv = baseVariant(g.variants).compiled;
  const demo = demoDeal(cv);

  it('has a frame for the start and one after each event, ending when the deal is counted', () => {
    expect(demo.views.length).toBe(demo.events.length + 1);
    expect(demo.events[0]!.type).toBe('CARDS');
    expect(demo.events.at(-1)!.type).toBe('COUNT');
  });

  it('keeps the hands out until the deal is counted', () => {
    expect(demo.views.slice(0, -1).every((f) => f.hands === null)).toBe(true);
    expect(demo.views.at(-1)!.hands).not.toBeNull();
    expect(JSON.stringify(demo.views.slice(0, -1))).not.toMatch(/"Hand/);
  });

  it('draws after each card the card before its player, or in the last trick once the trick is full', () => {
    let checked = 0;
    for (const [i, e] of demo.events.entries()) {
      const m = /^(\w+) plays? the (.+)$/.exec(e.label);
      if (!m) continue;
      const f = demo.views[i + 1]!;
      const seat = f.table.find((s) => s.seat === m[1])!;
      const inLast = String(f.context['Last trick'] ?? '').includes(m[2]!);
      expect(seat.card?.name === m[2] || inLast, `${e.label}: frame ${i + 1}`).toBe(true);
      checked++;
    }
    expect(checked).toBe(cv.deck.size);
  });
});
