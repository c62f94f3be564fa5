/**
 * A talon taken and cards laid away (issue 29): the gallery house rule hindersche-talon-laid-away
 * (the dealer takes the talon of two and lays two away, counting for them), the cards laid away
 * kept from every other seat's view and from the log, the bots' choice of the cards worth least,
 * the log's words, and a bots-only deal that plays its eight tricks out.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { checkPath } from '../../../src/check/check.ts';
import { ruleWords, variantNames } from '../../../src/compile/clause-words.ts';
import { botMove, seatView } from '../../../src/engine/bot-move.ts';
import { randomBot } from '../../../src/engine/bots.ts';
import { initialState } from '../../../src/engine/flow/states.ts';
import { createGameMachine, type GameEvent } from '../../../src/engine/machine.ts';
import { dealState } from '../../../src/engine/play.ts';
import { createRng } from '../../../src/engine/rng.ts';
import { advanceSteps, applyStepMove, dealDone, enterStep, seatsToMove } from '../../../src/engine/steps/index.ts';
import type { PlayState } from '../../../src/engine/state.ts';
import { eventText } from '../../../src/islands/play-words.ts';
import { diskReader } from '../../../src/resolve/disk.ts';
import { runExamples } from '../../../src/scenario/examples.ts';
import { compiled } from '../../helpers.ts';

const ID = 'hindersche-talon-laid-away';
const BASE = 'hindersche-pagat';
const cv = compiled(ID);
const card = (name: string) => cv.deck.byName.get(name)!;
const names = (cards: readonly number[]) => cards.map((c) => cv.deck.names[c]);
/** Seats in order of play from the forehand: W S E N, N dealing. */
const PLAYERS = ['W', 'S', 'E', 'N'];
const HANDS = [
  '6S 7S 8S 9S 6H 7H 8H 9H',
  'JS QS KS 10H JH QH KH AH',
  '6D 7D 8D 9D 10D 6C 7C 8C',
  'JD QD KD AD 9C 10C JC QC',
];

/** The fixture's deal, the talon AS 10S, up to the dealer's lay-away (the talon already in N's hand). */
function dealt(): PlayState {
  const s = initialState(cv, PLAYERS, 3);
  const p = dealState(
    cv,
    s,
    HANDS.map((h) => h.split(' ').map(card)),
    cv.deck.suits.indexOf('D'),
    -1,
    [card('AS'), card('10S')],
  );
  return advanceSteps(cv, enterStep(cv, p, 0));
}

describe(`gallery: ${ID}`, () => {
  it(`checks clean, cites a source, and its example passes against it and fails against ${BASE}`, () => {
    const { variant, diagnostics } = checkPath(diskReader, `variants/house/${ID}.stw`);
    expect(diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    const v = variant!;
    expect(v.file.extends.map((x) => x.name)).toEqual([BASE]);
    expect(v.clauses.filter((c) => String(c.node.loc.source).includes(ID)).every((c) => c.node.cite !== null)).toBe(
      true,
    );
    expect(runExamples(v).filter((r) => !r.ok)).toEqual([]);
    const b = checkPath(diskReader, BASE).variant!;
    const againstBase = runExamples({ ...b, examples: v.examples, texts: new Map([...b.texts, ...v.texts]) });
    expect(againstBase.map((r) => r.ok)).toEqual(v.examples.map(() => false));
  });
  it('says the step in words', () => {
    const { variant } = checkPath(diskReader, `variants/house/${ID}.stw`);
    const clause = variant!.clauses.find((c) => c.id === 'laid-away')!;
    expect(ruleWords(clause.node, variantNames(variant!, cv.deck))).toBe(
      'Before play, the dealer lays 2 cards of their hand away, face down and out of play; their card points count for that player.',
    );
  });
});

describe('cards laid away', () => {
  it('waits for the dealer, who holds the talon: ten cards', () => {
    const p = dealt();
    expect(seatsToMove(cv, p)).toEqual([3]);
    expect(names(p.hands[3]!).sort()).toEqual(['10C', '10S', '9C', 'AD', 'AS', 'JC', 'JD', 'KD', 'QC', 'QD']);
  });
  it('keeps the cards from the others: the log says how many, the views show neither them nor the talon', () => {
    const p = applyStepMove(cv, dealt(), 3, { kind: 'give', cards: [card('AS'), card('10S')] });
    expect(p.hands.map((h) => h.length)).toEqual([8, 8, 8, 8]);
    expect(p.plays.at(-1)).toBe('3:lay:2');
    expect(p.points).toEqual([0, 0, 0, 21]);
    for (const seat of [0, 1, 2]) {
      const view = seatView(p, seat);
      expect(view.table.deal.talon).toBeUndefined();
      expect(view.table.plays).toEqual(['3:lay:2']);
    }
  });
  it('has a bot lay away the cards worth least from its own hand, trumps kept', () => {
    const m = botMove(cv, dealt(), 3, randomBot, createRng(1));
    expect(m?.kind).toBe('give');
    expect(names((m as { cards: number[] }).cards)).toEqual(['9C', 'JC']);
  });
  it('plays a bots-only deal out: eight tricks, the dealer’s points with what was laid away', () => {
    let p = dealt();
    const rng = createRng(7);
    // Bounded: a deal of 32 cards and one lay-away.
    for (let k = 0; k < 100 && !dealDone(cv, p); k++) {
      const seat = seatsToMove(cv, p)[0]!;
      const m = botMove(cv, p, seat, randomBot, rng)!;
      p = applyStepMove(cv, p, seat, m.kind === 'play' ? { kind: 'card', card: m.card } : (m as never));
    }
    expect(dealDone(cv, p)).toBe(true);
    expect(p.tricks.reduce((a, b) => a + b, 0)).toBe(8);
    // 140 less KC and AC never dealt (15): every other point is in a trick or laid away (9C and JC, 2).
    expect(p.points.reduce((a, b) => a + b, 0)).toBe(125);
  });
  it('says in the log who lays how many cards away, and never which', () => {
    const move = { kind: 'give' as const, cards: [card('AS'), card('10S')] };
    const e = { type: 'MOVE', seat: 3, move } as GameEvent;
    expect(eventText(cv, e, ['You', 'Ada', 'Ben', 'Cleo'], dealt())).toBe('Cleo lays 2 cards away');
    expect(eventText(cv, { ...e, seat: 0 } as GameEvent, ['You', 'Ada', 'Ben', 'Cleo'], null)).toBe('You give cards');
  });
  it('is inspected before the machine takes the move: the deal as the move is made', () => {
    const seen: number[] = [];
    const a = createActor(createGameMachine(cv), {
      input: { players: PLAYERS, dealer: 3 },
      inspect: (e) => {
        if (e.type === '@xstate.event' && e.actorRef === a && (e.event as GameEvent).type === 'MOVE')
          seen.push(a.getSnapshot().context.play!.hands[3]!.length);
      },
    });
    a.start();
    const hands = HANDS.map((h) => h.split(' ').map(card));
    a.send({ type: 'CARDS', hands, trump: 2, talon: [card('AS'), card('10S')] } as GameEvent);
    a.send({ type: 'MOVE', seat: 3, move: { kind: 'give', cards: [card('9C'), card('10C')] } } as GameEvent);
    expect(seen).toEqual([10]);
    expect(a.getSnapshot().context.play!.hands[3]!.length).toBe(8);
  });
});
