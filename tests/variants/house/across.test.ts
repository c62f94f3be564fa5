/**
 * Across games, and a deal that ends early (issue 29): `deal ends when` (a deal in tricks that stops
 * once a condition on the cards played holds), the gallery house rules of that part, the checker's
 * located refusals, scored deals that stop early, and the fast loop against the rules.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkPath } from '../../../src/check/check.ts';
import { compileVariant, type CompiledVariant } from '../../../src/compile/compile.ts';
import type { Bot } from '../../../src/engine/bots.ts';
import { newScratch, playByRules, playDeal } from '../../../src/engine/fast-deal.ts';
import { participantsOf } from '../../../src/engine/flow/order.ts';
import { initialState } from '../../../src/engine/flow/states.ts';
import { dealCards } from '../../../src/engine/deal-cards.ts';
import { createRng } from '../../../src/engine/rng.ts';
import { ruleWords, variantNames } from '../../../src/compile/clause-words.ts';
import { diskReader } from '../../../src/resolve/disk.ts';
import { memoryReader } from '../../../src/resolve/load.ts';
import { runExamples } from '../../../src/scenario/examples.ts';
import { ScenarioInputError } from '../../../src/scenario/errors.ts';
import { replay } from '../../../src/scenario/replay.ts';

/** The gallery files of this part, with the base each extends. */
const GALLERY: [string, string][] = [
  ['kein-stich-penalties-out', 'kein-stich'],
  ['kein-stich-loss-limit', 'kein-stich'],
  ['kein-stich-march-doubles', 'kein-stich-march'],
];

describe('gallery: across games and deals that end early', () => {
  for (const [id, base] of GALLERY) {
    it(`${id}: checks clean, cites a source, and its examples pass against it and fail against ${base}`, () => {
      const { variant, diagnostics } = checkPath(diskReader, `variants/house/${id}.stw`);
      expect(diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const v = variant!;
      expect(v.file.extends.map((x) => x.name)).toEqual([base]);
      expect(v.clauses.filter((c) => String(c.node.loc.source).includes(id)).every((c) => c.node.cite !== null)).toBe(
        true,
      );
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

const KEIN_STICH = readFileSync('variants/kein-stich.stw', 'utf8');
const HEADER = 'variant t "T"\n  extends kein-stich\nsource table "House rule" by "us"\n';
/** Checks `body` (line 4 on) as a house rule on Kein Stich. */
const checkRule = (body: string) => checkPath(memoryReader({ 'kein-stich': KEIN_STICH, t: HEADER + body }), 't');
const at = (d: { code: string; loc: { source: unknown; start: { line: number; column: number } } }) =>
  `${d.code} ${String(d.loc.source)}:${d.loc.start.line}:${d.loc.start.column}`;
const compiledRule = (body: string): CompiledVariant => {
  const { variant, diagnostics } = checkRule(body);
  expect(diagnostics.map(at)).toEqual([]);
  return compileVariant(variant!);
};

describe('deal ends when: the checker', () => {
  it('accepts it at the top level and in a phase played in tricks', () => {
    expect(
      checkRule(
        'all-out: deal ends when played points = 40 or reading deal-passes is against-play [table]\nphase no-max {\n  king: deal ends when played KH = 1 [table]\n}\n',
      ).diagnostics,
    ).toEqual([]);
  });

  it('refuses the hand and the trick where they stand: there is neither between tricks', () => {
    const d = checkRule(
      'x: deal ends when holding KH or trick > 3 or played (led or rank Q) = 4 or led is H [table]\n',
    ).diagnostics;
    expect(d.map(at)).toEqual([
      'play-condition t.stw:4:19',
      'play-condition t.stw:4:33',
      'play-condition t.stw:4:54',
      'play-condition t.stw:4:76',
    ]);
    expect(d[0]!.message).toBe(
      '`holding` has no meaning when a deal ends: the end is tried after a trick, with no hand to read and no trick on the table',
    );
    expect(d[0]!.hint).toMatch(/^a deal ends on the cards played so far: `played CARDS`/);
  });

  it('refuses a value of the game and `phase =`, with a hint for a deal end', () => {
    const d = checkRule('x: deal ends when total pot > 3 or phase = no-max [table]\n').diagnostics;
    expect(d.map(at)).toEqual(['play-condition t.stw:4:19', 'play-condition t.stw:4:36']);
    expect(d[0]!.message).toBe('`total` is not known while the deal is played');
    expect(d[1]!.hint).toMatch(/^write the clause inside the phase's block: `phase no-max \{ LABEL: deal ends when/);
  });

  it('refuses it in a phase played by laying off, at its label', () => {
    const d = checkRule('phase domino {\n  x: deal ends when played H = 8 [table]\n}\n').diagnostics;
    expect(d.map(at)).toEqual(['misplaced-clause t.stw:5:3']);
    expect(d[0]!.message).toBe(
      '`deal ends` clause `x` stops a deal in tricks, but the deals of phase `domino` are played by laying off, so it never applies',
    );
  });

  it('refuses a count the pack cannot reach (it never ends the deal), at the condition', () => {
    const d = checkRule(
      'phase no-obers {\n  x: deal ends when played rank Q = 5 [table]\n}\nphase no-max {\n  y: deal ends when 2 <= played KH and played H > 1 [table]\n}\n',
    ).diagnostics;
    expect(d.map(at)).toEqual(['unreachable-clause t.stw:5:21', 'unreachable-clause t.stw:8:21']);
    expect(d[0]!.message).toBe(
      '`x` can never hold: it counts more cards played than the pack has (or fewer than none), so the deal never ends early',
    );
  });

  it('refuses two in force for the same deals', () => {
    const d = checkRule(
      'phase no-max {\n  x: deal ends when played KH = 1 [table]\n  y: deal ends when played H = 8 [table]\n}\n',
    ).diagnostics;
    expect(d.map(at)).toEqual(['conflicting-clauses t.stw:6:3']);
  });
});

describe('deal ends when: play, scenarios and words', () => {
  const cv = compiledRule('phase no-max {\n  king-out: deal ends when played KH = 1 [table "No Max"]\n}\n');
  const noMax = cv.phases.find((p) => p.id === 'no-max')!;

  it('compiles for its phase only, and says itself in words', () => {
    expect(cv.phases.filter((p) => p.dealEnds).map((p) => p.id)).toEqual(['no-max']);
    expect(noMax.dealEnds!.id).toBe('king-out');
    const { variant } = checkRule('phase no-max {\n  king-out: deal ends when played KH = 1 [table "No Max"]\n}\n');
    const clause = variant!.clauses.find((c) => c.id === 'king-out')!;
    expect(ruleWords(clause.node, variantNames(variant!, cv.deck))).toBe(
      'The deal stops after the first trick at whose end the King of Hearts has been played: the cards still in hand are not played, and the deal is scored on the tricks taken.',
    );
  });

  it('the fast loop stops where the rules stop, and some deals stop early', () => {
    const sortedBot: Bot = (v, rng) => [...v.legal].sort((a, b) => a - b)[rng.int(v.legal.length)]!;
    const state = { ...initialState(cv, ['N', 'E', 'S', 'W'], 0), phase: 'no-max' };
    const participants = participantsOf(cv, state);
    let early = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const { hands, trump } = dealCards(cv, state, createRng(seed), participants);
      const copy = () => hands.map((h) => [...h]);
      const fast = playDeal(cv, noMax, copy(), participants, trump, sortedBot, createRng(seed), newScratch());
      const rules = playByRules(cv, noMax, copy(), participants, trump, sortedBot, createRng(seed));
      expect(fast).toEqual(rules);
      const played = fast.tricks.reduce((a, b) => a + b, 0);
      expect(fast.points.reduce((a, b) => a + b, 0)).toBe(40);
      if (played < 8) early++;
    }
    expect(early).toBeGreaterThan(20);
  });

  const scored = (tricks: Record<string, number>) => ({
    variant: 't',
    players: ['N', 'E', 'S', 'W'],
    dealer: 'W',
    deals: [
      { points: { N: 10, E: 15, S: 5, W: 10 }, tricks: { N: 2, E: 3, S: 1, W: 2 } },
      { points: { N: 20, E: 0, S: 15, W: 5 }, tricks: { N: 3, E: 1, S: 2, W: 2 } },
      { points: { N: 10, E: 10, S: 10, W: 10 }, tricks: { N: 2, E: 2, S: 2, W: 2 } },
      { points: { N: 0, E: 40, S: 0, W: 0 }, tricks },
    ],
  });

  it('a scored deal of a phase that may stop early may give fewer tricks; other phases still need them all', () => {
    const t = replay(cv, scored({ N: 0, E: 1, S: 0, W: 0 }));
    expect(t.log.at(-1)!.tricks).toEqual({ N: 0, E: 1, S: 0, W: 0 });
    expect(t.log.at(-1)!.tallies.pot).toBe(160);
    const base = compileVariant(checkPath(memoryReader({ 'kein-stich': KEIN_STICH }), 'kein-stich').variant!);
    expect(() => replay(base, scored({ N: 0, E: 1, S: 0, W: 0 }))).toThrow(ScenarioInputError);
    expect(() => replay(base, scored({ N: 0, E: 1, S: 0, W: 0 }))).toThrow(/the tricks add up to 1, but 8 are played/);
  });
});
