/**
 * The engine's words (src/engine/explain.ts, issue 12): a refused card in a sentence built from the
 * clause and the table, to "you" or by name; and what each rule that scored a deal did, built from
 * the clause (whom it picked, by which figure) and the deal's figures.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { explainDeal } from '../../src/engine/explain-deal.ts';
import { refusalSentence } from '../../src/engine/explain.ts';
import { startPlayIn } from '../../src/engine/play.ts';
import { replayWithState, type Scenario } from '../../src/scenario/replay.ts';
import { compiled } from '../helpers.ts';

/** The sentences for every deal of scenario file `path`, deal by deal. */
function dealSentences(path: string): string[][] {
  const raw = JSON.parse(readFileSync(path, 'utf8'));
  const sc = (raw.scenario ?? raw) as Scenario;
  const cv = compiled(sc.variant, sc.options ?? {});
  const out: string[][] = [];
  let before = null;
  for (let i = 1; i <= sc.deals.length; i++) {
    const entry = replayWithState(cv, { ...sc, deals: sc.deals.slice(0, i) }).state.entry!;
    out.push(explainDeal(cv, entry, before).map((x) => x.sentence));
    before = entry.tallies;
  }
  return out;
}

describe('a deal scored, in words', () => {
  it('Hindersche: the most and the fewest card points, with the figure, and who goes out', () => {
    const deals = dealSentences('tests/scenarios/public/pagat-01-phase1-then-butzen.json');
    // The unit agrees with the figure ("+1 mark", not "+1 marks on the slate": issue 26).
    expect(deals[0]).toEqual(['N took the most card points (50): +1 mark']);
    expect(deals[4]).toEqual([
      'N took the fewest card points (10): −1 mark',
      'E took the most card points (60): +1 mark',
    ]);
  });

  it('Hindersche: a march marks the others, each named in seat order; a clean slate puts a player out', () => {
    expect(dealSentences('tests/scenarios/public/pagat-02-march-in-deal-one.json')).toEqual([
      ['N, S and E: +1 mark each'],
      ['N took the most card points (50): +1 mark', 'W is out of the game'],
    ]);
  });

  it('Hindersche by partners: the team with the most points, named with its figure between them', () => {
    expect(dealSentences('tests/fixtures/partners/two-deals.json')).toEqual([
      ['W and E took the most card points between them (87): +1 mark each'],
      ['N and S took the most card points between them (72): +1 mark each'],
    ]);
  });

  it('Kein Stich: what each player paid into the pot, and what the lay-off paid out', () => {
    const deals = dealSentences('tests/scenarios/kein-stich/full-round-played.json');
    expect(deals[0]![0]).toMatch(/^paid into the pot: ([NESW] \d+(, )?)+$/);
    expect(deals.at(-1)!).toHaveLength(1);
    expect(deals.at(-1)![0]).toMatch(/^paid from the pot: ([NESW] \d+(, )?)+$/);
    // The prizes in the order they rank (the first out's first), not in seat order.
    const paid = [...deals.at(-1)![0]!.matchAll(/\d+/g)].map((m) => Number(m[0]));
    expect(paid).toEqual([...paid].sort((a, b) => b - a));
    expect(new Set(paid).size).toBeGreaterThan(1);
  });
});

describe('a refused card, in words', () => {
  const cv = compiled('hindersche-pagat');
  const card = (n: string) => cv.deck.byName.get(n)!;
  // N leads the Ace of Hearts; E holds Hearts and tries a Spade.
  const hands = [
    ['AH', '7C', '8C'],
    ['9H', '6S', '7S'],
    ['KC', 'QC', 'JC'],
    ['6D', '7D', '8D'],
  ].map((h) => h.map(card));
  const p0 = startPlayIn(cv, 'vier-strich', [0, 1, 2, 3], hands, cv.deck.suits.indexOf('D'));
  const p = {
    ...p0,
    hands: p0.hands.map((h, i) => (i === 0 ? h.filter((c) => c !== card('AH')) : h)),
    trick: [card('AH')],
    trickSeats: [0],
    turn: 1,
  };

  it('to the player as "you", naming the suit led, what they hold and the trumps', () => {
    expect(refusalSentence(cv, p, 1, card('6S'), ['N', 'E', 'S', 'W'], 1)).toEqual({
      clause: 'follow-or-trump',
      sentence:
        'The 6 of Spades may not be played: a card of the suit led or a trump must be played when you hold a card of the suit led. Hearts were led, and you hold Hearts; trumps are Diamonds.',
    });
  });

  it('by name, for the CLI and the other seats', () => {
    expect(refusalSentence(cv, p, 1, card('6S'), ['N', 'E', 'S', 'W'])!.sentence).toBe(
      'The 6 of Spades may not be played: a card of the suit led or a trump must be played when E holds a card of the suit led. Hearts were led, and E holds Hearts; trumps are Diamonds.',
    );
    expect(refusalSentence(cv, p, 1, card('9H'), ['N', 'E', 'S', 'W'])).toBeNull();
  });
});

describe('a card refused in a beating deal, in words', () => {
  // N (trump Clubs, holding the Ace) has led the 7 of Hearts; E's trump suit is Spades, and E holds the 9 of Hearts.
  const play = (reading: string) => {
    const cv = compiled('bauernheinrich', { 'must-if-possible': reading });
    const card = (n: string) => cv.deck.byName.get(n)!;
    const hands = [
      ['AC', '7H', '8D'],
      ['9H', 'AS', '8C'],
      ['KD', 'QD', '9D'],
      ['7C', '8S', '9C'],
    ].map((h) => h.map(card));
    const p0 = startPlayIn(cv, cv.phases[0]!.id, [0, 1, 2, 3], hands, -1);
    const p = {
      ...p0,
      hands: p0.hands.map((h, i) => (i === 0 ? h.filter((c) => c !== card('7H')) : h)),
      trick: [card('7H')],
      trickSeats: [0],
      turn: 1,
    };
    return (name: string, names = ['N', 'E', 'S', 'W']) =>
      refusalSentence(cv, p, 1, card(name), names, names.indexOf('You'))?.sentence ?? null;
  };

  it('a trump that beats, refused because a card of the suit on top beats too, says so (not that it does not beat)', () => {
    const suitFirst = play('suit-first');
    expect(suitFirst('AS')).toBe(
      'The Ace of Leaves may not be played: E holds a card of the suit on top that beats it, and a player who can beat in that suit must. ' +
        'On top lies the 7 of Hearts, played by N (whose trump suit is Acorns); E’s trump suit is Leaves, and the Ace of Leaves is of it. Unters beat any other card.',
    );
    expect(suitFirst('9H')).toBeNull();
    expect(suitFirst('8C')).toMatch(/^The 8 of Acorns may not be played: that card does not beat the one on top\./);
    // To the player who played the card on top: "played by you", not "by You".
    expect(play('suit-first')('8C', ['You', 'E', 'S', 'W'])).toMatch(/played by you \(whose trump suit is Acorns\)/);
    // Beating with a trump is allowed when the suit need not come first.
    expect(play('must-beat')('AS')).toBeNull();
  });
});
