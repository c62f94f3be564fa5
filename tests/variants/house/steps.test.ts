/**
 * The play steps' new options (issue 11, items 5 and 7): picking up only the top of a beating
 * game's trick (`pick up top N`, `pick up any number`), lay-off rows that go round the corner
 * (`rows wrap`) and a lay-off opened by any card of a rank (`from any J`). The gallery house rules,
 * the checker's reports, the rules themselves, and the step functions against the machine.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActor } from 'xstate';
import { checkPath } from '../../../src/check/check.ts';
import { compileVariant } from '../../../src/compile/compile.ts';
import type { LayoffStep } from '../../../src/compile/steps.ts';
import { botMove, stepMove } from '../../../src/engine/bot-move.ts';
import type { Bot } from '../../../src/engine/bots.ts';
import { playByRules } from '../../../src/engine/fast-deal.ts';
import { participantsOf } from '../../../src/engine/flow/order.ts';
import { initialState } from '../../../src/engine/flow/states.ts';
import { createGameMachine, isCounting } from '../../../src/engine/machine.ts';
import { outcomeOf, startPlayIn } from '../../../src/engine/play.ts';
import { dealCards } from '../../../src/engine/deal-cards.ts';
import { createRng } from '../../../src/engine/rng.ts';
import { explainMove, legalStepMoves } from '../../../src/engine/steps/index.ts';
import { emptyRows, fits, lay } from '../../../src/engine/steps/layoff/rules.ts';
import { pickUp } from '../../../src/engine/steps/beating/rules.ts';
import { diskReader } from '../../../src/resolve/disk.ts';
import { memoryReader } from '../../../src/resolve/load.ts';
import { runExamples } from '../../../src/scenario/examples.ts';

/** The gallery files of this part, with the base each extends. */
const GALLERY: [string, string][] = [
  ['bauernheinrich-pick-up-top', 'bauernheinrich'],
  ['bauernheinrich-pick-up-any', 'bauernheinrich'],
  ['kein-stich-domino-wrap', 'kein-stich'],
  ['kein-stich-domino-any-jack', 'kein-stich'],
];

const house = (id: string) => {
  const { variant, diagnostics } = checkPath(diskReader, `variants/house/${id}.stw`);
  expect(diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
  return variant!;
};

describe('gallery: picking up the top of the trick, lay-off rows round the corner and from any card of a rank', () => {
  for (const [id, base] of GALLERY) {
    it(`${id}: checks clean, cites a source, and its examples pass against it and fail against ${base}`, () => {
      const v = house(id);
      expect(v.file.extends.map((x) => x.name)).toEqual([base]);
      expect([...v.sources.keys()]).toContain('table');
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

const files = {
  'kein-stich': readFileSync('variants/kein-stich.stw', 'utf8'),
  bauernheinrich: readFileSync('variants/bauernheinrich.stw', 'utf8'),
};
const check = (text: string) =>
  checkPath(memoryReader({ ...files, t: text }), 't').diagnostics.map(
    (d) => `${d.code} ${d.loc.start.line}:${d.loc.start.column} ${d.message}`,
  );
const KS = 'variant t "T"\n  extends kein-stich\nsource table "House rule" by "us"\n';
const BH = 'variant t "T"\n  extends bauernheinrich\nsource table "House rule" by "us"\n';
const BEAT = 'play beating, permanent J, personal trumps C S H D from holder of AC, pick up when unable';
const GUARD = 'if reading must-if-possible is must-beat';

describe('the checker', () => {
  it('accepts the new options, alone and together', () => {
    expect(check(`${KS}override domino-play: play layoff from any J, rows wrap [table]\n`)).toEqual([]);
    expect(check(`${BH}override beat: ${BEAT}, pick up top 2 ${GUARD} [table]\n`)).toEqual([]);
  });
  it('wants a rank after `from any`, located at the name', () => {
    expect(check(`${KS}override domino-play: play layoff from any JC [table]\n`)).toEqual([
      'unknown-card 4:44 `JC` is not a rank of the deck',
    ]);
  });
  it('refuses `pick up top 0` and both ways of picking up at once, at the clause', () => {
    expect(check(`${BH}override beat: ${BEAT}, pick up top 0 ${GUARD} [table]\n`)).toEqual([
      'pick-up-count 4:16 `pick up top 0` picks up no card',
    ]);
    expect(check(`${BH}override beat: ${BEAT}, pick up top 1, pick up any number ${GUARD} [table]\n`)).toEqual([
      'pick-up-count 4:16 both `pick up top N` and `pick up any number`: a beating game picks up one way',
    ]);
  });
});

describe('lay-off rows', () => {
  const cv = compileVariant(house('kein-stich-domino-wrap'));
  const deck = cv.deck;
  const c = (name: string) => deck.byName.get(name)!;
  const wrap: Pick<LayoffStep, 'start' | 'anyOfRank' | 'wrap'> = { start: c('JC'), anyOfRank: false, wrap: true };
  const plain = { ...wrap, wrap: false };
  const laid = (...names: string[]) =>
    names.reduce((r, x) => {
      lay(deck, r, c(x), true);
      return r;
    }, emptyRows(deck));

  it('go round the corner both ways only with `rows wrap`', () => {
    const up = laid('JC', 'QC', 'KC', 'AC');
    expect(fits(deck, up, wrap, c('7C'))).toBe(true);
    expect(fits(deck, up, plain, c('7C'))).toBe(false);
    expect(fits(deck, up, wrap, c('10C'))).toBe(true);
    const down = laid('JC', '10C', '9C', '8C', '7C');
    expect(fits(deck, down, wrap, c('AC'))).toBe(true);
    expect(fits(deck, down, wrap, c('QC'))).toBe(true);
    expect(fits(deck, down, wrap, c('KC'))).toBe(false);
  });
  it('take nothing more once they hold the whole suit', () => {
    const full = laid('JC', 'QC', 'KC', 'AC', '7C', '8C', '9C', '10C');
    expect(full.laid).toBe(8);
    for (const x of ['JC', '10C', '7C']) expect(fits(deck, full, wrap, c(x))).toBe(false);
  });
  it('open from any card of the rank: forehand begins, and only a Jack opens', () => {
    const any = compileVariant(house('kein-stich-domino-any-jack'));
    const domino = any.phases.at(-1)!;
    const hands = [
      ['7C', 'JH'],
      ['JC', '8C'],
      ['9C', '10C'],
      ['QC', 'KC'],
    ].map((h) => h.map((x) => any.deck.byName.get(x)!));
    const p = startPlayIn(any, domino.id, [2, 3, 0, 1], hands, -1);
    expect(p.turn).toBe(2);
    expect(legalStepMoves(any, p, 2)).toEqual([{ kind: 'pass' }]);
    const n = startPlayIn(any, domino.id, [0, 1, 2, 3], hands, -1);
    expect(legalStepMoves(any, n, 0)).toEqual([{ kind: 'card', card: any.deck.byName.get('JH') }]);
    expect(explainMove(any, n, 0, { kind: 'card', card: any.deck.byName.get('7C')! })).toEqual({
      clause: 'domino-play',
      reason: 'that card does not fit a row (rule domino-play)',
    });
  });
});

describe('picking up the top of the trick', () => {
  const top = compileVariant(house('bauernheinrich-pick-up-top'));
  const any = compileVariant(house('bauernheinrich-pick-up-any'));
  const c = (name: string) => top.deck.byName.get(name)!;
  const hands = [
    ['8H', 'QS'],
    ['JH', '7C'],
    ['JS', '7S'],
    ['AD', '9S'],
  ].map((h) => h.map(c));
  /** W (seat 0) led the Eight of Hearts, N the Jack of Hearts, E the Jack of Spades: seat 3 is to move. */
  const midway = (cv: typeof top) => {
    const p = startPlayIn(cv, cv.phases[0]!.id, [0, 1, 2, 3], hands, -1);
    return {
      ...p,
      hands: p.hands.map((h, q) => (q === 3 ? h : h.slice(1))),
      trick: [c('8H'), c('JH'), c('JS')],
      trickSeats: [0, 1, 2],
      trickSize: 4,
      turn: 3,
    };
  };
  it('offers exactly the pick-ups the clause allows', () => {
    expect(legalStepMoves(top, midway(top), 3)).toEqual([{ kind: 'pickup', count: 1 }]);
    expect(legalStepMoves(any, midway(any), 3)).toEqual([
      { kind: 'pickup', count: 1 },
      { kind: 'pickup', count: 2 },
      { kind: 'pickup', count: null },
    ]);
  });
  it('leaves the rest of the trick, with the card now on top to beat', () => {
    const p = pickUp(midway(top), 3, 1);
    expect(p.hands[3]).toEqual([c('AD'), c('9S'), c('JS')]);
    expect(p.trick).toEqual([c('8H'), c('JH')]);
    expect(p.trickSeats).toEqual([0, 1]);
    expect(p.turn).toBe(0);
    expect(p.plays.at(-1)).toBe('3:pickup:1');
  });
  it('takes the whole trick when it holds no more than N cards', () => {
    const p = pickUp(midway(top), 3, 5);
    expect(p.trick).toEqual([]);
    expect(p.hands[3]!.length).toBe(5);
  });
});

/** A random bot that does not depend on the order of the legal cards. */
const sortedBot: Bot = (v, rng) => [...v.legal].sort((a, b) => a - b)[rng.int(v.legal.length)]!;

describe('the step functions and the machine play the house rules alike', () => {
  for (const [id] of GALLERY) {
    it(`${id}: random deals, step functions = machine`, () => {
      const cv = compileVariant(house(id));
      const machine = createGameMachine(cv);
      const players = ['N', 'E', 'S', 'W'];
      const ph = cv.phases.find((x) => x.steps.at(-1)!.kind !== 'tricks')!;
      const state = { ...initialState(cv, players, 0), phase: ph.id };
      const participants = participantsOf(cv, state);
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
          const { hands, trump } = dealCards(cv, state, createRng(seed), participants);
          const steps = playByRules(
            cv,
            ph,
            hands.map((h) => [...h]),
            participants,
            trump,
            sortedBot,
            createRng(seed + 1),
          );
          const snapshot = machine.resolveState({ value: { game: { [ph.id]: 'deal' } }, context: state });
          const actor = createActor(machine, { snapshot, input: { players, dealer: 0 } }).start();
          actor.send({ type: 'CARDS', hands, trump });
          const rng = createRng(seed + 1);
          let moves = 0;
          for (; moves < 5000 && !isCounting(actor.getSnapshot()); moves++) {
            const p = actor.getSnapshot().context.play!;
            const move = botMove(cv, p, p.turn, sortedBot, rng);
            if (!move) break;
            actor.send({ type: 'MOVE', seat: p.turn, move: stepMove(move) });
          }
          // A deal the simulator calls off (cards going round past its move limit) is not compared.
          if (moves < 5000 && isCounting(actor.getSnapshot()))
            expect(outcomeOf(actor.getSnapshot().context.play!)).toEqual(steps);
          expect([...steps.places!].filter((x, q) => participants.includes(q) && x > 0).sort()).toEqual(
            participants.map((_, k) => k + 1),
          );
        }),
        { numRuns: 25, seed: 20261123 },
      );
    });
  }
});

describe('grammar/README.md: the examples of the new play options', () => {
  const blocks = [...readFileSync('grammar/README.md', 'utf8').matchAll(/```stw\n([\s\S]*?)```/g)].map((m) => m[1]!);
  for (const id of ['kein-stich-domino-wrap', 'kein-stich-domino-any-jack', 'bauernheinrich-pick-up-top']) {
    it(`${id} parses, checks clean and its examples pass`, () => {
      const text = blocks.find((b) => b.includes(`variant ${id} `));
      expect(text, id).toBeDefined();
      const { variant, diagnostics } = checkPath(memoryReader({ ...files, [id]: text! }), id);
      expect(diagnostics.map((d) => `${d.code} ${d.loc.start.line}:${d.loc.start.column} ${d.message}`)).toEqual([]);
      expect(
        runExamples(variant!)
          .filter((r) => !r.ok)
          .map((r) => r.message),
      ).toEqual([]);
    });
  }
});
