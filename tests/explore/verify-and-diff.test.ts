import { describe, expect, it } from 'vitest';
import { compiled, loadVariant } from '../helpers.ts';
import { diffRules } from '../../src/resolve/diff.ts';
import { playedWitness, scoredWitness } from '../../src/explore/witness.ts';
import { verifyClaims } from '../../src/explore/verify.ts';
import { representativeOutcomes } from '../../src/explore/outcomes.ts';
import { replay } from '../../src/scenario/replay.ts';
import { readFileSync } from 'node:fs';
import { checkPath } from '../../src/check/check.ts';
import { compileVariant } from '../../src/compile/compile.ts';
import { memoryReader } from '../../src/resolve/load.ts';

describe('representative outcomes', () => {
  it('add up as the pack requires and keep their ties exact', () => {
    for (const id of ['hindersche-pagat', 'hindersi-jass']) {
      const cv = compiled(id);
      for (const participants of [
        [0, 1, 2, 3],
        [0, 2, 3],
        [1, 2],
      ]) {
        const outcomes = representativeOutcomes(cv, participants, 4);
        expect(outcomes.length).toBeGreaterThan(3);
        for (const o of outcomes) {
          const pts = participants.reduce((a, q) => a + o.points[q]!, 0);
          if (participants.length === 4) expect(pts).toBe(cv.pointsTotal);
          else expect(pts).toBeLessThanOrEqual(cv.pointsTotal!);
          expect(participants.reduce((a, q) => a + o.tricks[q]!, 0)).toBe(9);
          for (const q of participants) if (o.points[q]! > 0) expect(o.tricks[q]!).toBeGreaterThan(0);
        }
        // A tie for the most and everyone equal are among them.
        const top = (o: { points: number[] }) =>
          participants.filter((q) => o.points[q] === Math.max(...participants.map((p) => o.points[p]!))).length;
        expect(outcomes.some((o) => top(o) === 2)).toBe(true);
      }
    }
  });
});

describe('rule-level diff', () => {
  it('lists what the Swedish rules change, remove and add, with citations', () => {
    const d = diffRules(loadVariant('hindersche-pagat'), loadVariant('hindersche-swedish'));
    const by = (id: string) => d.rules.find((r) => r.id === id);
    expect(by('excess')).toMatchObject({
      change: 'changed',
      a: { cite: { source: 'pagat' } },
      b: { cite: { source: 'swedish' }, rule: 'when total marks > 4: erase 1 marks from fewest points' },
    });
    expect(by('upcard-fewer')?.change).toBe('removed');
    expect(by('all-tied')?.change).toBe('removed');
    expect(by('three')).toMatchObject({ change: 'added', b: { phase: 'butzen' } });
    expect(by('follow-or-trump')).toBeUndefined();
    expect(d.ambiguities.map((a) => a.id).sort()).toEqual([
      'huebscher-players',
      'playoff-dealer-turn',
      'playoff-decided',
      'playoff-next-dealer',
    ]);
  });

  it('is empty between a variant and itself', () => {
    const d = diffRules(loadVariant('hindersche-schoch'), loadVariant('hindersche-schoch'));
    expect(d.rules).toEqual([]);
    expect(d.ambiguities).toEqual([]);
  });
});

describe('witness search', () => {
  const bounds = { maxDepth: 6, maxStates: 50_000 };

  it('finds a shortest scenario with different marks under Pagat and the Swedish rules, valid for both', () => {
    const a = compiled('hindersche-pagat'),
      b = compiled('hindersche-swedish');
    const w = scoredWitness(a, b, bounds);
    expect(w.scores).toBe(true);
    const sc = w.scenario!;
    const ta = replay(a, sc),
      tb = replay(b, { ...sc, variant: b.id });
    expect(ta.error).toBeUndefined();
    expect(tb.error).toBeUndefined();
    expect(ta.log).toHaveLength(sc.deals.length);
    expect(ta.log.at(-1)!.tallies).not.toEqual(tb.log.at(-1)!.tallies);
    // Every earlier deal scores the same: the difference is at the last one.
    for (let i = 0; i < sc.deals.length - 1; i++) expect(ta.log[i]!.tallies).toEqual(tb.log[i]!.tallies);
    expect(sc.deals.length).toBeLessThanOrEqual(3);
  });

  it('finds a deal after which one variant ends the rubber and the other plays on, the scores being equal', () => {
    const { variant, diagnostics } = checkPath(
      memoryReader({
        bauernheinrich: readFileSync('variants/bauernheinrich.stw', 'utf8'),
        house:
          'variant house "Two hands a rubber"\nextends bauernheinrich\nsource house "Our table"\noverride rubber: rubber 2 games [house]\n',
      }),
      'house',
    );
    expect(diagnostics).toEqual([]);
    const a = compiled('bauernheinrich'),
      b = compileVariant(variant!);
    const w = scoredWitness(a, b, { maxDepth: 3, maxStates: 5_000 });
    expect(w.kind).toBe('scores');
    const sc = w.scenario!;
    expect(sc.deals).toHaveLength(1);
    const ta = replay(a, sc),
      tb = replay(b, { ...sc, variant: b.id });
    expect(ta.log.at(-1)!.tallies).toEqual(tb.log.at(-1)!.tallies);
    expect(ta.state.awaiting).toBe('rubber-over');
    expect(tb.state.awaiting).not.toBe('rubber-over');
  });

  it('finds nothing between a variant and itself, having searched every reachable pair within the bounds', () => {
    const a = compiled('hindersche-swedish');
    const w = scoredWitness(a, compiled('hindersche-swedish'), { maxDepth: 3, maxStates: 50_000 });
    expect(w.scenario).toBeNull();
    expect(w.stats.states).toBeGreaterThan(10);
  });

  it('finds a played deal that Hindersi-Jass refuses (no undertrumping while holding the suit led)', () => {
    const a = compiled('hindersche-pagat'),
      b = compiled('hindersi-jass');
    const w = playedWitness(a, b, 200)!;
    expect(w).not.toBeNull();
    const t = replay(b, { ...w.scenario, variant: b.id });
    const ta = replay(a, w.scenario);
    expect(ta.error).toBeUndefined();
    expect(
      t.error?.rule === 'no-undertrump' || JSON.stringify(t.log[0]?.points) !== JSON.stringify(ta.log[0]?.points),
    ).toBe(true);
  });
});

describe('verify', () => {
  it("reports the Swedish claims as holding and Pagat's literal sentence with a counterexample", () => {
    const sw = verifyClaims(compiled('hindersche-swedish'), { maxDepth: 6, maxStates: 60_000 });
    expect(sw.results.map((r) => [r.id, r.verdict])).toEqual([
      ['never-two-marks', 'holds'],
      ['phase-1-at-most-seven', 'holds'],
      ['phase-1-six-without-35', 'holds'],
    ]);
    expect(sw.results.every((r) => r.checked > 0)).toBe(true);

    const pa = verifyClaims(compiled('hindersche-pagat'), { maxDepth: 6, maxStates: 80_000 });
    const literal = pa.results.find((r) => r.id === 'always-four')!;
    expect(literal.verdict).toBe('fails');
    // The counterexample replays to a Butzen slate with other than four marks and no march.
    const t = replay(compiled('hindersche-pagat'), literal.counterexample!);
    const last = t.log.at(-1)!;
    expect(last.phase === 'butzen' || t.state.phase === 'butzen').toBe(true);
    expect(Object.values(last.tallies.marks!).reduce((x, y) => x + y, 0)).not.toBe(4);
    expect(t.log.every((e) => e.march === null)).toBe(true);
    expect(pa.results.find((r) => r.id === 'always-four-from-four')!.verdict).toBe('holds');
  });

  it('finds a counterexample to a false claim in a house rule', () => {
    const cv = compiled('hindersche-pagat');
    const falseClaim = {
      id: 'never-five',
      text: 'never five marks',
      when: null,
      holds: (s: { tallies: Record<string, number[]> }) => s.tallies.marks!.reduce((a, b) => a + b, 0) < 5,
    };
    const r = verifyClaims({ ...cv, claims: [falseClaim as never] }, { maxDepth: 4, maxStates: 20_000 });
    expect(r.results[0]!.verdict).toBe('fails');
    expect(r.results[0]!.counterexample!.deals.length).toBeLessThanOrEqual(3);
  });
});

describe('regional variants', () => {
  it('Schoch: a rubber ends when the frame holds four marks, possibly after three games', () => {
    const cv = compiled('hindersche-schoch');
    const lose = { points: { N: 50, W: 30, S: 35, E: 25 } };
    // N loses all four deals of phase 1 twice (two frame marks each time): the rubber is over after two games.
    const t = replay(cv, { variant: cv.id, players: ['N', 'W', 'S', 'E'], dealer: 'N', deals: Array(8).fill(lose) });
    expect(t.log[3]!.gameOver).toEqual({ loser: 'N', frameMarks: 2 });
    expect(t.state.awaiting).toBe('rubber-over');
    expect(t.state.settlement).toEqual({ N: -12, W: 4, S: 4, E: 4 });
  });

  it('Hindersi-Jass: a round of four deals gives plus and minus marks and clears the score', () => {
    const cv = compiled('hindersi-jass');
    const d = { points: { N: 40, W: 30, S: 50, E: 37 }, tricks: { N: 2, W: 2, S: 3, E: 2 } };
    const t = replay(cv, { variant: cv.id, players: ['N', 'W', 'S', 'E'], dealer: 'N', deals: Array(5).fill(d) });
    expect(t.log[3]!.tallies.marks).toEqual({ N: -1, W: 1, S: -1, E: 1 });
    expect(t.log[3]!.gameOver).toEqual({ loser: null, frameMarks: 0 });
    expect(t.log[4]!.tallies.score).toEqual({ N: 40, W: 30, S: 50, E: 37 });
    expect(cv.tables[0]!.points.reduce((a, b) => a + b, 0) + cv.phases[0]!.trickValues.reduce((a, b) => a + b, 0)).toBe(
      157,
    );
  });

  it('Hindersi-Jass: ties at the cut share the mark by default, or play off under the other reading', () => {
    const cv = compiled('hindersi-jass');
    const d = { points: { N: 40, W: 40, S: 40, E: 37 }, tricks: { N: 2, W: 2, S: 3, E: 2 } };
    const share = replay(cv, { variant: cv.id, players: ['N', 'W', 'S', 'E'], dealer: 'N', deals: Array(4).fill(d) });
    expect(share.log[3]!.tallies.marks).toEqual({ N: 0, W: 0, S: 0, E: 1 });
    const po = compiled('hindersi-jass', { 'jass-ties': 'playoff' });
    const t = replay(po, { variant: po.id, players: ['N', 'W', 'S', 'E'], dealer: 'N', deals: Array(4).fill(d) });
    expect(t.log[3]!.playoff?.sort()).toEqual(['N', 'S', 'W']);
  });
});

describe('the scored search bounds its work, not only its states', () => {
  it('with many tallies (each copied at every step) it makes proportionally fewer transitions', async () => {
    const { checkPath } = await import('../../src/check/check.ts');
    const { memoryReader } = await import('../../src/resolve/load.ts');
    const { compileVariant } = await import('../../src/compile/compile.ts');
    const { readFileSync } = await import('node:fs');
    const tallies = Array.from({ length: 400 }, (_, i) => `extra-${i}: tally per player "extra ${i}" [wiki]`).join(
      '\n',
    );
    const r = checkPath(
      memoryReader({
        'kein-stich': readFileSync('variants/kein-stich.stw', 'utf8'),
        many: `variant many "Many tallies"\nextends kein-stich\n${tallies}\n`,
      }),
      'many',
    );
    expect(r.diagnostics).toEqual([]);
    const bounds = { maxDepth: 8, maxStates: 1_000_000, maxTransitions: 200_000 };
    const { stats } = scoredWitness(compiled('kein-stich'), compileVariant(r.variant!), bounds);
    // No score can differ (the tallies never change), so the search runs to its bound: with 400
    // tallies for 4 players, 1,600 values a step, 50 times the budget's unit of 32.
    expect(stats.transitions).toBeLessThanOrEqual(200_000 / 50);
    expect(stats.complete).toBe(false);
  });
});
