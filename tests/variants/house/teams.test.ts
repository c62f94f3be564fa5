/**
 * Partnerships, part two (issue 29): the gallery house rules with partners found by a card and
 * team tie-breaks, each checked clean with its examples passing against it and failing against its
 * base; teams found from the cards through the engine (the outcome, the transcript), what a player
 * at the Play table knows of them, and each team's line on the score sheet.
 */
import { describe, expect, it } from 'vitest';
import { checkPath } from '../../../src/check/check.ts';
import { compileVariant } from '../../../src/compile/compile.ts';
import { initialState } from '../../../src/engine/flow/states.ts';
import { knownTeam } from '../../../src/engine/known-teams.ts';
import { dealContext, outcomeOf, playCard, startPlay } from '../../../src/engine/play.ts';
import { dealCards } from '../../../src/engine/deal-cards.ts';
import { playByRules } from '../../../src/engine/fast-deal.ts';
import { randomBot } from '../../../src/engine/bots.ts';
import { seatView } from '../../../src/engine/bot-move.ts';
import { createRng } from '../../../src/engine/rng.ts';
import { participantsOf } from '../../../src/engine/flow/order.ts';
import { diskReader } from '../../../src/resolve/disk.ts';
import type { ResolvedVariant } from '../../../src/resolve/resolve.ts';
import { runExamples } from '../../../src/scenario/examples.ts';
import { scoreSheet } from '../../../src/islands/slate-sheet.ts';
import type { ShownEntry } from '../../../src/engine/state.ts';

/** The gallery files of this part, with the base each extends. */
const GALLERY: [string, string][] = [
  ['hindersche-called-ace', 'hindersche-pagat'],
  ['bauernheinrich-partners-out', 'bauernheinrich'],
];

const house = (id: string): ResolvedVariant => {
  const { variant, diagnostics } = checkPath(diskReader, `variants/house/${id}.stw`);
  expect(diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
  return variant!;
};

describe('gallery: partners found by a card, teams out together, team tie-breaks', () => {
  for (const [id, base] of GALLERY) {
    it(`${id}: checks clean, cites a house-rule source, and its examples pass against it and fail against ${base}`, () => {
      const v = house(id);
      expect(v.file.extends.map((x) => x.name)).toEqual([base]);
      expect(v.sources.get('table')?.title).toMatch(/^House rule: /);
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

describe('teams found by a card, in the engine and at the table', () => {
  const cv = compileVariant(house('hindersche-called-ace'));
  const c = (name: string) => cv.deck.byName.get(name)!;
  const hand = (names: string) => names.split(' ').map(c);
  // Seats N W S E (0..3), dealer N; W was dealt the Ace of Hearts, so N and W play together.
  const hands = [
    hand('AC 10H 9C KH 8S 9D 8H 7H 8C'),
    hand('AH JH AD 10D 7S 8D JC QC QH'),
    hand('AS 6C JD QD 9H 10C 7D KS KC'),
    hand('9S KD 6S 7C 6H 10S JS QS 6D'),
  ];
  const start = () => startPlay(cv, initialState(cv, ['N', 'W', 'S', 'E'], 0), hands, cv.deck.suits.indexOf('D'));

  it('finds the teams from the hands as dealt, and the outcome carries them to the settlement', () => {
    const p = start();
    expect(p.teams).toEqual([0, 0, 2, 2]);
    expect(outcomeOf(p).teams).toEqual([0, 0, 2, 2]);
  });
  it('gives a bot no teams found by a card in its view: it does not know its partner', () => {
    const p = start();
    expect(seatView(p, 0).table.teams).toBeUndefined();
    expect(seatView(p, 1).table.teamsOut).toBeUndefined();
  });
  it('shows a partner only to the holder of the card until it is played', () => {
    const p = start();
    // W holds the Ace: W knows N is the partner; N (the dealer), S and E do not know yet.
    expect(knownTeam(cv, p, 1, 4)).toEqual([0, 1]);
    expect([0, 2, 3].map((q) => knownTeam(cv, p, q, 4))).toEqual([null, null, null]);
    // W leads the Ace of Hearts: now everyone knows.
    const after = playCard(cv, p, 1, c('AH'));
    expect([0, 2, 3].map((q) => knownTeam(cv, after, q, 4))).toEqual([
      [0, 1],
      [2, 3],
      [2, 3],
    ]);
  });
  it('gives each team a line in words on the score sheet, only in a game in teams', () => {
    const entry = {
      game: 1,
      deal: 1,
      kind: 'deal',
      phase: 'vier',
      dealer: 'N',
      forehand: 'W',
      players: ['W', 'S', 'E', 'N'],
      points: { N: 0, W: 87, S: 53, E: 0 },
      tricks: { N: 0, W: 6, S: 3, E: 0 },
      tallies: { marks: { N: 1, W: 1, S: 0, E: 0 } },
      out: [],
      playoff: null,
      gameOver: null,
      rules: [],
    } as unknown as ShownEntry;
    const ctx = { players: ['N', 'W', 'S', 'E'], phaseTitle: () => '', notes: () => [] };
    const teams = [
      { players: ['N', 'W'], points: 87, tricks: 6, tallies: { marks: 2 } },
      { players: ['S', 'E'], points: 53, tricks: 3, tallies: { marks: 0 } },
    ];
    expect(scoreSheet([{ ...entry, teams }], ctx).rows[0]!.teams).toEqual([
      'N and W: 87 card points and 6 tricks between them; marks 2',
      'S and E: 53 card points and 3 tricks between them; marks 0',
    ]);
    expect(Object.hasOwn(scoreSheet([entry], ctx).rows[0]!, 'teams')).toBe(false);
  });
});

describe('teams out together (`teams across, out together`) in a beating deal', () => {
  /** Random deals of `id` played to the end: each deal's places and cards left, by seat (N E S W). */
  const deals = (id: string) => {
    const path = id === 'bauernheinrich' ? 'variants/bauernheinrich.stw' : `variants/house/${id}.stw`;
    const cv = compileVariant(checkPath(diskReader, path).variant!);
    const s = initialState(cv, ['N', 'E', 'S', 'W'], 0);
    const phase = cv.phases[0]!;
    return Array.from({ length: 40 }, (_, k) => {
      const rng = createRng(k + 1);
      const { hands, trump } = dealCards(cv, s, rng);
      const o = playByRules(cv, phase, hands, participantsOf(cv, s, hands), trump, randomBot, rng, dealContext(cv, s));
      return { places: o.places!, cards: o.cards! };
    });
  };
  const partners = (a: number, b: number) => a % 2 === b % 2;
  it('ends the deal when both players of a team are out, the others placed by the cards they still hold', () => {
    const ended = deals('bauernheinrich-partners-out');
    let early = 0;
    for (const { places, cards } of ended) {
      const first = places.indexOf(1),
        second = places.indexOf(2);
      if (!partners(first, second)) continue;
      early++;
      // The other team still holds cards, the fewer the better placed.
      const [third, fourth] = [places.indexOf(3), places.indexOf(4)];
      expect(cards[third]! > 0 && cards[fourth]! > 0).toBe(true);
      expect(cards[third]!).toBeLessThanOrEqual(cards[fourth]!);
    }
    expect(early).toBeGreaterThan(0);
  });
  it('plays on to the last two without `out together`: the third out holds no cards', () => {
    for (const { places, cards } of deals('bauernheinrich')) expect(cards[places.indexOf(3)]).toBe(0);
  });
});
