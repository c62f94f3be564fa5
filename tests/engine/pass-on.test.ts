/**
 * Cards that pass on when picked up (src/engine/steps/beating/pass-on.ts, issue 29): the King of
 * Diamonds W picks up goes at once to N, the next player still in; the log says so; the step and
 * the simulator's in-place form move it alike; a player out of cards receives nothing; the Play
 * table's words; the gallery house rule and its example against its base.
 */
import { describe, expect, it } from 'vitest';
import { ruleWords, variantNames } from '../../src/compile/clause-words.ts';
import type { CompiledVariant } from '../../src/compile/compile.ts';
import type { BeatingStep } from '../../src/compile/steps.ts';
import { startPlayIn } from '../../src/engine/play.ts';
import type { DealContext, PlayState } from '../../src/engine/state.ts';
import { passOnInPlace } from '../../src/engine/steps/beating/pass-on.ts';
import { applyStepMove, explainMove } from '../../src/engine/steps/index.ts';
import { passedOnWords } from '../../src/islands/play-words.ts';
import { createPlayGame } from '../../src/islands/play-game.ts';
import { runExamples } from '../../src/scenario/examples.ts';
import { compiled, loadVariant } from '../helpers.ts';

const ID = 'variants/house/bauernheinrich-kings-pass-on.stw';
const context: DealContext = {
  index: 0,
  seats: { seats: 4, out: [false, false, false, false], tied: [], dealer: 0, playoffDealer: -1 },
  upcard: -1,
};
const card = (cv: CompiledVariant, name: string) => cv.deck.byName.get(name)!;
/** The example's deal (N E S W, N dealing), after `moves` (`W:7C`, `N:pickup`). */
function dealAfter(cv: CompiledVariant, moves: string): PlayState {
  const hands = [
    'AS 9H AD 8S KS QS 8C AH',
    'QD KH 10S 7S 10D KD 7D 8D',
    'JH 10C 7H 9S QC KC JC 9D',
    'JD AC 7C 8H 10H JS QH 9C',
  ];
  let p = startPlayIn(
    cv,
    'hand',
    [1, 2, 3, 0],
    hands.map((h) => h.split(' ').map((n) => card(cv, n))),
    -1,
    context,
  );
  for (const m of moves.split(' ')) {
    const [who, what] = m.split(':') as [string, string];
    const seat = 'NESW'.indexOf(who);
    p = applyStepMove(
      cv,
      p,
      seat,
      what === 'pickup' ? { kind: 'pickup', count: null } : { kind: 'card', card: card(cv, what) },
    );
  }
  return p;
}
const MOVES = 'W:7C N:QS E:KH S:JH S:QC W:JS N:pickup E:KD S:JC W:pickup';

describe('on pickup: a King picked up passes to the next player still in', () => {
  const cv = compiled(ID);
  it('moves the King of Bells from W, who picked it up with the Jack of Clubs, to N, and logs it', () => {
    const p = dealAfter(cv, MOVES);
    const kd = card(cv, 'KD');
    expect(p.hands[3]).not.toContain(kd);
    expect(p.hands[3]).toContain(card(cv, 'JC'));
    expect(p.hands[0]).toContain(kd);
    expect(p.hands.map((h) => h.length)).toEqual([10, 6, 5, 7]);
    expect(p.plays.slice(-2)).toEqual(['3:pickup', `3:give:${kd}>0`]);
    expect(p.turn).toBe(0);
    expect(explainMove(cv, p, 3, { kind: 'card', card: kd })?.reason).toBe('it is not their turn');
    expect(explainMove(cv, p, 0, { kind: 'card', card: kd })).toBeNull();
  });
  it('leaves the pick-up as it was in the base game (the King stays with W)', () => {
    const p = dealAfter(compiled('variants/bauernheinrich.stw'), MOVES);
    expect(p.hands[3]).toContain(card(cv, 'KD'));
    expect(p.plays.at(-1)).toBe('3:pickup');
  });
  it('in place, as the simulator does, moves the same card to the same seat', () => {
    const before = dealAfter(cv, MOVES.split(' ').slice(0, -1).join(' '));
    const q = structuredClone(before);
    const picked = [...q.trick];
    q.hands[3]!.push(...picked);
    q.trick.length = 0;
    q.trickSeats.length = 0;
    const moved = passOnInPlace(cv, (cv.phases[0]!.steps.at(-1) as BeatingStep).passOn!, q, 3, picked);
    expect(moved).toEqual([{ card: card(cv, 'KD'), from: 3, to: 0 }]);
    expect(q.hands).toEqual(dealAfter(cv, MOVES).hands);
  });
  it('gives nothing to a player who is out: the card goes to the next one still in', () => {
    const before = dealAfter(cv, MOVES.split(' ').slice(0, -1).join(' '));
    const q = structuredClone(before);
    q.places[0] = 1;
    const picked = [...q.trick];
    q.hands[3]!.push(...picked);
    expect(passOnInPlace(cv, (cv.phases[0]!.steps.at(-1) as BeatingStep).passOn!, q, 3, picked)).toEqual([
      { card: card(cv, 'KD'), from: 3, to: 1 },
    ]);
  });
  it('says it in words, for the rulebook and the Play table', () => {
    const v = loadVariant(ID);
    const clause = v.clauses.find((c) => c.id === 'kings-pass-on')!.node;
    expect(ruleWords(clause, variantNames(v, cv.deck))).toBe(
      'When a player picks up, every King among the cards picked up passes at once, without a move, to the next player still in after its holder (its holder: the player who picked it up; still in: holding cards).',
    );
    const p = dealAfter(cv, MOVES);
    expect(passedOnWords(cv, p.plays, ['Ada', 'Bo', 'Cleo', 'Dan'])).toEqual(['the King of Bells passes to Ada']);
    expect(passedOnWords(cv, p.plays, ['You', 'Bo', 'Cleo', 'Dan'])).toEqual(['the King of Bells comes to you']);
    expect(passedOnWords(cv, dealAfter(cv, 'W:7C').plays, ['Ada', 'Bo', 'Cleo', 'Dan'])).toEqual([]);
  });
});

describe('gallery: bauernheinrich-kings-pass-on', () => {
  it('cites its source, and its example passes against it and fails against bauernheinrich', () => {
    const v = loadVariant(ID);
    expect(v.file.extends.map((x) => x.name)).toEqual(['bauernheinrich']);
    expect(v.clauses.find((c) => c.id === 'kings-pass-on')!.node.cite?.source.name).toBe('table');
    expect(runExamples(v).map((r) => r.ok)).toEqual([true]);
    const b = loadVariant('variants/bauernheinrich.stw');
    const againstBase = runExamples({ ...b, examples: v.examples, texts: new Map([...b.texts, ...v.texts]) });
    expect(againstBase.map((r) => r.ok)).toEqual([false]);
  });
});

describe('the Play table says the card passed on', () => {
  it('adds it to the pick-up’s line in the log: "Dan picks up; the King of Bells comes to you"', () => {
    const cv = compiled(ID);
    const hands = [
      'AS 9H AD 8S KS QS 8C AH',
      'QD KH 10S 7S 10D KD 7D 8D',
      'JH 10C 7H 9S QC KC JC 9D',
      'JD AC 7C 8H 10H JS QH 9C',
    ].map((h) => h.split(' '));
    const seat = (x: string) => String('NESW'.indexOf(x));
    const moves = MOVES.split(' ').map((m) => `${seat(m[0]!)}${m.slice(1)}`);
    const game = createPlayGame(
      cv,
      { names: ['You', 'Ada', 'Bo', 'Dan'], human: 0, dealer: 0 },
      { players: ['You', 'Ada', 'Bo', 'Dan'], human: 0, dealer: 0, hands, trump: null, plays: [] },
      { seed: 1, moves },
    );
    expect(game.broken).toBeNull();
    const labels = game.sent.map((e) => e.label);
    expect(labels.at(-1)).toBe('Dan picks up; the King of Bells comes to you');
    // The earlier pick-up (no King in it) says nothing more.
    expect(labels.filter((l) => l.startsWith('You pick up'))).toEqual(['You pick up']);
  });
});
