/**
 * Choices at the table (issue 29): the gallery house rules that use a `choice`, each checked clean
 * with its examples passing against it and failing against its base; a choice made every deal, once
 * a game, and an option offered only under a condition, played through the engine.
 */
import { describe, expect, it } from 'vitest';
import { checkPath } from '../../../src/check/check.ts';
import { compileVariant } from '../../../src/compile/compile.ts';
import { legalPlays, outcomeOf, startPlay } from '../../../src/engine/play.ts';
import { dealCards } from '../../../src/engine/deal-cards.ts';
import { botMove } from '../../../src/engine/bot-move.ts';
import { randomBot } from '../../../src/engine/bots.ts';
import { createRng } from '../../../src/engine/rng.ts';
import { initialState } from '../../../src/engine/flow/states.ts';
import {
  applyStepMove,
  dealDone,
  explainMove,
  legalStepMoves,
  playStepOf,
  seatsToMove,
} from '../../../src/engine/steps/index.ts';
import { diskReader } from '../../../src/resolve/disk.ts';
import { memoryReader } from '../../../src/resolve/load.ts';
import type { ResolvedVariant } from '../../../src/resolve/resolve.ts';
import { runExamples } from '../../../src/scenario/examples.ts';
import { ruleWords, variantNames } from '../../../src/compile/clause-words.ts';
import { readFileSync } from 'node:fs';

/** The gallery files of this part, with the base each extends. */
const GALLERY: [string, string][] = [
  ['hindersche-announced-march', 'hindersche-pagat'],
  ['kein-stich-moon-call', 'kein-stich'],
  ['kein-stich-prizes-called', 'kein-stich'],
  ['kein-stich-hearts-called', 'kein-stich'],
  ['kein-stich-moon-choice', 'kein-stich'],
];

const house = (id: string): ResolvedVariant => {
  const { variant, diagnostics } = checkPath(diskReader, `variants/house/${id}.stw`);
  expect(diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
  return variant!;
};

describe('gallery: choices at the table', () => {
  for (const [id, base] of GALLERY) {
    it(`${id}: checks clean, cites a house-rule source, and its examples pass against it and fail against ${base}`, () => {
      const v = house(id);
      expect(v.file.extends.map((x) => x.name)).toEqual([base]);
      expect(v.sources.get('table')?.title).toMatch(/^House rule: /);
      expect(v.clauses.some((c) => c.node.body.kind === 'Choice')).toBe(true);
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
      const texts = new Map([...b.texts, ...v.texts]);
      const againstBase = runExamples({ ...b, examples: v.examples, texts });
      expect(againstBase.map((r) => r.ok)).toEqual(v.examples.map(() => false));
    });
  }
});

// ── The step in the engine ───────────────────────────────────────────────────

const KEIN_STICH = readFileSync('variants/kein-stich.stw', 'utf8');
const HEADER = 'variant t "T"\n  extends kein-stich\nsource table "House rule" by "us"\n';
/** A house rule on Kein Stich from `body`, compiled. */
function compiled(body: string) {
  const { variant, diagnostics } = checkPath(memoryReader({ 'kein-stich': KEIN_STICH, t: HEADER + body }), 't');
  expect(diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([]);
  return compileVariant(variant!);
}

describe('the choice step', () => {
  it('waits for the chooser alone, offers the options in the order written, and then lets play begin', () => {
    const cv = compiled('call: choice by dealer: a "First", b "Second" [table]\n');
    const s = initialState(cv, ['N', 'E', 'S', 'W'], 3);
    const { hands, trump } = dealCards(cv, s, createRng(3));
    let p = startPlay(cv, s, hands, trump);
    const dealer = s.dealer;
    expect(seatsToMove(cv, p)).toEqual([dealer]);
    expect(legalStepMoves(cv, p, dealer)).toEqual([
      { kind: 'choose', option: 'a' },
      { kind: 'choose', option: 'b' },
    ]);
    expect(legalStepMoves(cv, p, (dealer + 1) % 4)).toEqual([]);
    expect(legalPlays(cv, p, p.participants[0]!)).toEqual([]);
    p = applyStepMove(cv, p, dealer, { kind: 'choose', option: 'b' });
    expect(p.chosen).toEqual(['b']);
    expect(p.plays).toEqual([`${dealer}:choose:b`]);
    expect(legalPlays(cv, p, p.participants[0]!).length).toBeGreaterThan(0);
  });

  it('offers an option with a condition only when it holds for the chooser, read in the game as the deal begins', () => {
    const cv = compiled('call: choice by dealer: a "Always", b "After the first deal" when deals >= 1 [table]\n');
    const s = initialState(cv, ['N', 'E', 'S', 'W'], 3);
    const { hands, trump } = dealCards(cv, s, createRng(3));
    const first = startPlay(cv, s, hands, trump);
    expect(legalStepMoves(cv, first, s.dealer)).toEqual([{ kind: 'choose', option: 'a' }]);
    const later = startPlay(cv, { ...s, phaseDeals: 1 }, hands, trump);
    expect(legalStepMoves(cv, later, s.dealer).map((m) => (m.kind === 'choose' ? m.option : ''))).toEqual(['a', 'b']);
  });

  it('made once a game, stands for the later deals of the game without asking again; a new game asks afresh', () => {
    const cv = compiled('call: choice once a game by dealer: a "First", b "Second" [table]\n');
    const s = initialState(cv, ['N', 'E', 'S', 'W'], 3);
    const { hands, trump } = dealCards(cv, s, createRng(3));
    const later = startPlay(cv, { ...s, chosen: ['b'] }, hands, trump);
    expect(later.chosen).toEqual(['b']);
    expect(legalPlays(cv, later, later.participants[0]!).length).toBeGreaterThan(0);
    const fresh = startPlay(cv, { ...s, chosen: [] }, hands, trump);
    expect(seatsToMove(cv, fresh)).toEqual([s.dealer]);
  });

  it('an option offered once a game is not offered after it was chosen; with none left the deal goes on without a choice', () => {
    const cv = compiled('call: choice by dealer: a "First" once a game, b "Second" once a game [table]\n');
    const s = initialState(cv, ['N', 'E', 'S', 'W'], 3);
    const { hands, trump } = dealCards(cv, s, createRng(3));
    const second = startPlay(cv, { ...s, chosen: ['a'] }, hands, trump);
    expect(legalStepMoves(cv, second, s.dealer)).toEqual([{ kind: 'choose', option: 'b' }]);
    const none = startPlay(cv, { ...s, chosen: ['a', 'b'] }, hands, trump);
    expect(none.chosen).toEqual([]);
    expect(legalPlays(cv, none, none.participants[0]!).length).toBeGreaterThan(0);
  });
});

describe('personal trumps chosen (a choice made in every deal)', () => {
  it('are chosen again in each deal of a game of several hands, from forehand, every suit open again', () => {
    const text = readFileSync('variants/house/bauernheinrich-chosen-trumps.stw', 'utf8');
    const base = readFileSync('variants/bauernheinrich.stw', 'utf8');
    const rule =
      'variant t "T"\n  extends bauernheinrich-chosen-trumps\nsource ours "House rule" by "us"\noverride hand-over: game over when deals = 2: end game [ours]\n';
    const { variant, diagnostics } = checkPath(
      memoryReader({ bauernheinrich: base, 'bauernheinrich-chosen-trumps': text, t: rule }),
      't',
    );
    expect(diagnostics.map((d) => d.message)).toEqual([]);
    const cv = compileVariant(variant!);
    const s = initialState(cv, ['N', 'E', 'S', 'W'], 0);
    for (const deal of [0, 1]) {
      const at = { ...s, dealNumber: deal, dealer: deal };
      const { hands, trump } = dealCards(cv, at, createRng(5 + deal));
      let p = startPlay(cv, at, hands, trump);
      expect(p.trumps!.every((t) => t < 0)).toBe(true);
      const forehand = p.participants[0]!;
      expect(seatsToMove(cv, p)).toEqual([forehand]);
      expect(legalStepMoves(cv, p, forehand)).toHaveLength(4);
      for (const [k, q] of p.participants.entries()) p = applyStepMove(cv, p, q, { kind: 'name', suit: k });
      expect(p.trumps!.filter((t) => t >= 0)).toHaveLength(4);
    }
  });
});

describe('a choice made after play (the moon shooter chooses)', () => {
  const MOON =
    'phase no-hearts {\n' +
    '  moon: choice after play by player with points 40: pay "The others pay", off "Mine taken off" [table]\n' +
    '  moon-pay (before no-hearts-pay): when chosen pay: pay 40 stakes from (players where points = 0) into pot [table]\n' +
    '}\n';
  /** The deal `p` played to its last card, each player playing their first legal card. */
  function playedOut(cv: ReturnType<typeof compiled>, p: ReturnType<typeof startPlay>) {
    // Bounded: a deal of 32 cards.
    for (let k = 0; k < 32 && legalPlays(cv, p, p.turn).length > 0; k++)
      p = applyStepMove(cv, p, p.turn, { kind: 'card', card: legalPlays(cv, p, p.turn)[0]! });
    return p;
  }
  const card = (cv: ReturnType<typeof compiled>, names: string) => names.split(' ').map((n) => cv.deck.byName.get(n)!);

  it('waits after the last card for the player the seat names, offering the options; the choice is in the outcome', () => {
    const cv = compiled(MOON);
    const s = { ...initialState(cv, ['N', 'E', 'S', 'W'], 0), phase: 'no-hearts' };
    const hands = [
      card(cv, '7S 8S 9S 10S JS QS KS AS'),
      // The forehand (E, after the dealer N) leads every Heart and takes them all.
      card(cv, '7H 8H 9H 10H JH QH KH AH'),
      card(cv, '7D 8D 9D 10D JD QD KD AD'),
      card(cv, '7C 8C 9C 10C JC QC KC AC'),
    ];
    let p = playedOut(cv, startPlay(cv, s, hands, -1));
    expect(p.points).toEqual([0, 40, 0, 0]);
    expect(p.hands.every((h) => h.length === 0)).toBe(true);
    expect(dealDone(cv, p)).toBe(false);
    expect(seatsToMove(cv, p)).toEqual([1]);
    expect(legalStepMoves(cv, p, 1)).toEqual([
      { kind: 'choose', option: 'pay' },
      { kind: 'choose', option: 'off' },
    ]);
    expect(legalStepMoves(cv, p, 0)).toEqual([]);
    expect(explainMove(cv, p, 0, { kind: 'choose', option: 'pay' })).toEqual({
      clause: 'turn',
      reason: 'another player makes this choice (rule moon)',
    });
    // The play step is still the card play: the table keeps its look, the bots their trick model.
    expect(playStepOf(cv.phases.find((ph) => ph.id === 'no-hearts')!).kind).toBe('tricks');
    p = applyStepMove(cv, p, 1, { kind: 'choose', option: 'off' });
    expect(dealDone(cv, p)).toBe(true);
    expect(outcomeOf(p).chosen).toEqual(['off']);
  });

  it('without such a player nobody chooses: the deal is done at its last card, and a bot chooses when there is one', () => {
    const cv = compiled(MOON);
    let moons = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const s = { ...initialState(cv, ['N', 'E', 'S', 'W'], seed % 4), phase: 'no-hearts' };
      const { hands, trump } = dealCards(cv, s, createRng(seed));
      const p = playedOut(cv, startPlay(cv, s, hands, trump));
      const shooter = p.points.indexOf(40);
      expect(dealDone(cv, p)).toBe(shooter < 0);
      expect(seatsToMove(cv, p)).toEqual(shooter < 0 ? [] : [shooter]);
      if (shooter < 0) expect(outcomeOf(p).chosen).toEqual([]);
      else {
        moons++;
        const move = botMove(cv, p, shooter, randomBot, createRng(seed));
        expect(move?.kind).toBe('choose');
      }
    }
    expect(moons).toBeLessThan(12);
  });

  it('says in words who chooses and when, and that nobody does when the seat names nobody', () => {
    const v = house('kein-stich-moon-choice');
    const moon = v.clauses.find((c) => c.id === 'moon-choice')!;
    expect(ruleWords(moon.node, variantNames(v, compileVariant(v).deck))).toBe(
      'The player whose points are 40 chooses after play, before the deal is scored: “The others pay for my moon” or “My own penalty is taken off”. When there is no such player, nobody chooses.',
    );
  });
});
