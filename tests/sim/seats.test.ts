/**
 * Seats named by a card or a result (`holder of 7H`, `loser of last game`, `winner of last playoff`),
 * tie-breaks in player sets (`most points then most tricks`), measures over a group (`highest points
 * among ...`) and the cards left in hand (`cards`): issue 11, items 3 and 6.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { checkPath } from '../../src/check/check.ts';
import { compileVariant, type CompiledVariant } from '../../src/compile/compile.ts';
import { memoryReader } from '../../src/resolve/load.ts';
import { replay } from '../../src/scenario/replay.ts';
import { ScenarioInputError } from '../../src/scenario/errors.ts';
import { runExamples } from '../../src/scenario/examples.ts';
import { isComplete, legalPlays, playCard, startPlayIn } from '../../src/engine/play.ts';
import { simulate } from '../../src/sim/simulate.ts';
import { bots } from '../../src/engine/bots.ts';
import { representativeOutcomes } from '../../src/explore/outcomes.ts';
import { scoredWitness } from '../../src/explore/witness.ts';

const bases: Record<string, string> = {
  'hindersche-pagat': readFileSync('variants/hindersche-pagat.stw', 'utf8'),
  'kein-stich': readFileSync('variants/kein-stich.stw', 'utf8'),
  bauernheinrich: readFileSync('variants/bauernheinrich.stw', 'utf8'),
};

/** A house rule over `base`, checked clean and compiled. */
function house(rules: string, base = 'hindersche-pagat'): CompiledVariant {
  const files = { ...bases, house: `variant house "House"\nextends ${base}\nsource house "Our table"\n${rules}\n` };
  const { variant, diagnostics } = checkPath(memoryReader(files), 'house');
  expect(diagnostics.map((d) => d.message)).toEqual([]);
  return compileVariant(variant!);
}
const plain = (base: string) => compileVariant(checkPath(memoryReader(bases), base).variant!);
const SEATS = ['N', 'W', 'S', 'E'];
const run = (cv: CompiledVariant, deals: unknown[], players = SEATS) =>
  replay(cv, { variant: cv.id, players, dealer: players[0]!, deals });
const pts = (n: number, w: number, s: number, e: number, tricks?: [number, number, number, number]) => ({
  points: { N: n, W: w, S: s, E: e },
  ...(tricks ? { tricks: { N: tricks[0], W: tricks[1], S: tricks[2], E: tricks[3] } } : {}),
});

/**
 * A Pagat deal with the pack dealt in order (N the first nine cards, W the next nine, ...) and its
 * plays, each the first legal card, starting from `leader`: written out here, not read from the rules
 * under test, so that the replay shows who the rules let lead.
 */
function playedDeal(cv: CompiledVariant, leader: string) {
  const names = cv.deck.names;
  const hands = SEATS.map((_, i) => Array.from({ length: 9 }, (_, k) => i * 9 + k));
  const at = SEATS.indexOf(leader);
  const order = [0, 1, 2, 3].map((k) => (at + k) % 4);
  let p = startPlayIn(cv, cv.phases[0]!.id, order, hands, 2);
  const plays: string[] = [];
  while (!isComplete(cv, p)) {
    const card = legalPlays(cv, p, p.turn)[0]!;
    plays.push(`${SEATS[p.turn]}:${names[card]}`);
    p = playCard(cv, p, p.turn, card);
  }
  return {
    trump: cv.deck.suits[2],
    hands: Object.fromEntries(SEATS.map((s, i) => [s, hands[i]!.map((c) => names[c])])),
    plays,
  };
}

describe('lead holder of CARD: the player dealt a card leads', () => {
  it("the holder of the card leads and is the transcript's forehand; under the base the same cards are refused", () => {
    const cv = house('override forehand: lead holder of 7C [house]');
    // N holds cards 0-8, W 9-17, S 18-26, E 27-35 (the pack by suit, S H D C): E holds the Seven of Clubs.
    const holder = SEATS[Math.floor(cv.deck.byName.get('7C')! / 9)]!;
    expect(holder).toBe('E'); // not W, the base's forehand (next after dealer N)
    const deal = playedDeal(cv, holder);
    const t = run(cv, [deal]);
    expect(t.error).toBeUndefined();
    expect(t.log[0]!.forehand).toBe(holder);
    expect(t.log[0]!.players[0]).toBe(holder);
    const base = run(plain('hindersche-pagat'), [deal]);
    expect(base.error?.rule).toBe('turn');
    expect(base.error?.play).toBe(1);
  });

  it('`playoff lead holder of CARD` checks; a play-off scored without its cards keeps the default leader', () => {
    const cv = house('override playoff-leader: playoff lead holder of 7H [house]');
    const deals = [pts(45, 45, 30, 20), { points: { N: 40, W: 30 }, tricks: { N: 5, W: 4 } }];
    const t = run(cv, deals);
    expect(t.log[1]!.kind).toBe('playoff');
    expect(t.log[1]!.forehand).toBe(run(plain('hindersche-pagat'), deals).log[1]!.forehand);
  });

  it('a deal scored without its cards names the player the cards are dealt from as forehand', () => {
    const t = run(house('override forehand: lead holder of 7H [house]'), [pts(50, 30, 35, 25)]);
    expect(t.log[0]!.forehand).toBe('W');
  });

  it('simulation plays with the holder leading (the fast path finds the order from the cards)', () => {
    const cv = house('override forehand: lead holder of 7H [house]');
    const r = simulate(cv, { games: 3, seed: 7, bot: bots.random!, botName: 'random' });
    expect(r.games).toBe(3);
  });
});

describe('next game dealer loser of last game', () => {
  // Every hand of Bauernheinrich is a game; here the last out loses it and deals the next.
  const rules = `override hand-over: game over when deals = 1: (players where place = 4) loses game with 1 last [house]
override rubber: rubber 3 games [house]`;
  it('the loser of a game deals the first deal of the next', () => {
    const cv = house(`${rules}\nloser-deals: next game dealer loser of last game [house]`, 'bauernheinrich');
    const players = ['N', 'E', 'S', 'W'];
    const t = run(
      cv,
      [
        { places: { E: 1, S: 2, N: 3, W: 4 } },
        { places: { N: 1, S: 2, W: 3, E: 4 } },
        { places: { N: 1, S: 2, W: 3, E: 4 } },
      ],
      players,
    );
    expect(t.log.map((e) => e.dealer)).toEqual(['N', 'W', 'E']);
    expect(t.log[0]!.gameOver?.loser).toBe('W');
    // Without the clause the deal passes on as usual: E after N.
    const usual = run(
      house(rules, 'bauernheinrich'),
      [{ places: { E: 1, S: 2, N: 3, W: 4 } }, { places: { N: 1, S: 2, W: 3, E: 4 } }],
      players,
    );
    expect(usual.log.map((e) => e.dealer)).toEqual(['N', 'E']);
  });
  it('a game ended with no loser leaves the deal to pass on as usual', () => {
    const cv = house(
      'override rubber: rubber 2 games [house]\nloser-deals: next game dealer loser of last game [house]',
      'bauernheinrich',
    );
    const players = ['N', 'E', 'S', 'W'];
    const t = run(cv, [{ places: { E: 1, S: 2, N: 3, W: 4 } }, { places: { N: 1, S: 2, W: 3, E: 4 } }], players);
    expect(t.log.map((e) => e.dealer)).toEqual(['N', 'E']);
  });
});

describe('playoff then lead SEAT: who leads the first deal after a play-off', () => {
  const deals = [
    pts(45, 45, 30, 20),
    { points: { N: 30, W: 40 }, tricks: { N: 4, W: 5 } },
    pts(50, 30, 35, 25),
    pts(20, 55, 35, 30),
  ];
  it("the play-off's winner leads the next deal, whoever deals it; the deal after goes back to the usual lead", () => {
    const t = run(house('winner-leads: playoff then lead winner of last playoff [house]'), deals);
    const base = run(plain('hindersche-pagat'), deals);
    expect(t.log.map((e) => e.dealer)).toEqual(base.log.map((e) => e.dealer));
    expect([base.log[2]!.dealer, base.log[2]!.forehand]).toEqual(['N', 'W']);
    expect(t.log[2]!.forehand).toBe('N');
    expect(t.log[3]!.forehand).toBe(base.log[3]!.forehand);
  });
  it('a redeal of that deal is led by the winner too', () => {
    const cv = house(`winner-leads: playoff then lead winner of last playoff [house]
override huebscher: action redeal by anyone before play [house]`);
    const t = run(cv, [deals[0], deals[1], { redeal: true, askedBy: 'S' }, deals[2]]);
    expect(t.log.map((e) => [e.kind, e.forehand])).toEqual([
      ['deal', 'W'],
      ['playoff', t.log[1]!.forehand],
      ['redeal', 'N'],
      ['deal', 'N'],
    ]);
  });
});

describe('playoff then dealer ... winner of last playoff', () => {
  it("the play-off's winner leads the next deal when the player before them deals it", () => {
    const cv = house(
      'override after-playoff: playoff then dealer previous active before winner of last playoff [house]',
    );
    // N and W tie for most points; N wins the play-off (fewest points) and W takes the mark.
    const deals = [pts(45, 45, 30, 20), { points: { N: 30, W: 40 }, tricks: { N: 4, W: 5 } }, pts(50, 30, 35, 25)];
    const t = run(cv, deals);
    expect(t.log[1]!.tallies.marks).toEqual({ N: 0, W: 1, S: 0, E: 0 });
    expect([t.log[2]!.dealer, t.log[2]!.forehand]).toEqual(['E', 'N']);
    const base = run(plain('hindersche-pagat'), deals);
    expect([base.log[2]!.dealer, base.log[2]!.forehand]).toEqual(['N', 'W']);
  });
  it('a play-off with no single winner passes the choice over to the next one', () => {
    const cv = house(
      'override after-playoff: playoff then dealer previous active before winner of last playoff, next active after playoff dealer [house]',
    );
    // Three tie for most points; in the play-off N takes the most (the mark) and W and S share first place.
    const t = run(cv, [
      pts(40, 40, 40, 20),
      { points: { N: 50, W: 45, S: 45 }, tricks: { N: 3, W: 3, S: 3 } },
      pts(50, 30, 35, 25),
    ]);
    expect(t.log[1]!.tallies.marks).toEqual({ N: 1, W: 0, S: 0, E: 0 });
    const playoffDealer = t.log[1]!.dealer;
    const next = SEATS[(SEATS.indexOf(playoffDealer) + 1) % 4];
    expect(t.log[2]!.dealer).toBe(next);
  });
});

describe('tie-breaks in player sets: most points then most tricks', () => {
  const deals = [pts(45, 45, 30, 20, [3, 4, 1, 1])];
  it('a tie on points is broken by tricks, with no play-off', () => {
    const t = run(house('override most-points: otherwise: add 1 marks to most points then most tricks [house]'), deals);
    expect(t.log[0]!.playoff).toBeNull();
    expect(t.log[0]!.tallies.marks).toEqual({ N: 0, W: 1, S: 0, E: 0 });
    expect(run(plain('hindersche-pagat'), deals).log[0]!.playoff?.sort()).toEqual(['N', 'W']);
  });
  it("`fewest` keys and a comma before `then` read the same; still tied, the variant's ties policy applies", () => {
    const cv = house('override most-points: otherwise: add 1 marks to most points, then fewest tricks [house]');
    expect(run(cv, deals).log[0]!.tallies.marks).toEqual({ N: 1, W: 0, S: 0, E: 0 });
    const tied = run(cv, [pts(45, 45, 30, 20, [3, 3, 2, 1])]);
    expect(tied.log[0]!.playoff?.sort()).toEqual(['N', 'W']);
  });
  it('with a count: `lowest 2 by points then most tricks` keeps the tie-break to the cut', () => {
    const cv = house('override most-points: otherwise: add 1 marks to lowest 2 by points then most tricks [house]');
    const t = run(cv, [pts(30, 45, 30, 35, [2, 4, 1, 2])]);
    // N and S tie on 30 for both places: both chosen, order by tricks does not matter.
    expect(t.log[0]!.tallies.marks).toEqual({ N: 1, W: 0, S: 1, E: 0 });
    const u = run(cv, [pts(30, 35, 35, 40, [2, 2, 3, 2])]);
    // N lowest; W and S tie on 35 for the second place: S has more tricks.
    expect(u.log[0]!.tallies.marks).toEqual({ N: 1, W: 0, S: 1, E: 0 });
  });
  it('a scored deal must give tricks when a tie-break reads them', () => {
    const cv = house('override most-points: otherwise: add 1 marks to most points then most tricks [house]');
    expect(() => run(cv, [pts(45, 45, 30, 20)])).toThrow(ScenarioInputError);
  });
});

describe('measures over a group: highest VALUE among SET', () => {
  it('reads the value over the players of the set only, and 0 over nobody', () => {
    const cv = house(`best: tally per player "best score among the trick-takers" [house]
note (after most-points): after deal: add highest points among (players where tricks >= 3) best to everyone [house]
none (after note): after deal: add lowest points among (players where tricks > 9) best to everyone [house]`);
    const t = run(cv, [pts(50, 30, 35, 25, [3, 2, 3, 1])]);
    expect(t.log[0]!.tallies.best).toEqual({ N: 50, W: 50, S: 50, E: 50 });
  });
});

describe('cards: the cards left in hand when the deal ends', () => {
  const rules = `held: tally per player "cards left in hand" [house]
count-held (after domino-pay): after deal: add cards held to everyone [house]`;
  it('a scored lay-off deal gives them; a deal in tricks leaves none', () => {
    const cv = house(rules, 'kein-stich');
    const tricks = { points: { N: 10, E: 10, S: 10, W: 10 }, tricks: { N: 2, E: 2, S: 2, W: 2 } };
    const t = run(
      cv,
      [tricks, tricks, tricks, tricks, { places: { W: 1, N: 2, E: 3, S: 4 }, cards: { W: 0, N: 0, E: 2, S: 5 } }],
      ['N', 'E', 'S', 'W'],
    );
    expect(t.log[4]!.tallies.held).toEqual({ N: 0, E: 2, S: 5, W: 0 });
  });
  it('a scored lay-off deal without them is refused, naming the field', () => {
    const cv = house(rules, 'kein-stich');
    const tricks = { points: { N: 10, E: 10, S: 10, W: 10 }, tricks: { N: 2, E: 2, S: 2, W: 2 } };
    expect(() =>
      run(cv, [tricks, tricks, tricks, tricks, { places: { W: 1, N: 2, E: 3, S: 4 } }], ['N', 'E', 'S', 'W']),
    ).toThrow(/deals\[4\]\.cards: missing/);
  });
  it('a played deal counts them (simulated lay-offs read them without error)', () => {
    const cv = house(rules, 'kein-stich');
    const r = simulate(cv, { games: 2, seed: 3, bot: bots.random!, botName: 'random' });
    expect(r.games).toBe(2);
  });
});

describe('cards in in-file examples: deal places ... cards ...', () => {
  const rule = `penalty: tally per player "cards left by the last out" [house]
phase hand "A hand" {
  left-over: after deal: add cards penalty to (players where place = 4) [house]
}`;
  it('an example gives the cards left in hand after the places', () => {
    const cv = house(rule, 'bauernheinrich');
    const t = run(
      cv,
      [{ places: { E: 1, S: 2, N: 3, W: 4 }, cards: { E: 0, S: 0, N: 0, W: 5 } }],
      ['N', 'E', 'S', 'W'],
    );
    expect(t.log[0]!.tallies.penalty).toEqual({ N: 0, E: 0, S: 0, W: 5 });
    const files = {
      ...bases,
      house:
        `variant house "House"\nextends bauernheinrich\nsource house "Our table"\n${rule}\n` +
        'example left "W keeps five" {\n  players N E S W dealer N\n  deal places E 1 S 2 N 3 W 4 cards E 0 S 0 N 0 W 5\n  expect penalty W 5\n}\n' +
        'example none "no cards given" {\n  players N E S W dealer N\n  deal places E 1 S 2 N 3 W 4\n}\n',
    };
    const { variant, diagnostics } = checkPath(memoryReader(files), 'house');
    expect(diagnostics).toEqual([]);
    const [left, none] = runExamples(variant!);
    expect(left!.ok).toBe(true);
    expect(none!.ok).toBe(false);
    expect(none!.message).toContain('deals[0].cards: missing');
  });
});

describe('cards in the explorers: representative deals give them when a rule reads them', () => {
  const rule = `penalty: tally per player "cards left by the last out" [house]
phase hand "A hand" {
  left-over: after deal: add cards penalty to (players where place = 4) [house]
}`;
  it("the last out is left with a hand's worth, the others with none; a diff against the base runs", () => {
    const cv = house(rule, 'bauernheinrich');
    const outs = representativeOutcomes(cv, [0, 1, 2, 3], 4, cv.phases[0]!);
    expect(outs.length).toBe(24);
    for (const o of outs) expect(o.cards).toEqual(o.places!.map((pl) => (pl === 4 ? 8 : 0)));
    expect(representativeOutcomes(plain('bauernheinrich'), [0, 1, 2, 3], 4)[0]!.cards).toBeUndefined();
    expect(() => scoredWitness(plain('bauernheinrich'), cv, { maxDepth: 2, maxStates: 1000 })).not.toThrow();
  });
});

describe('a leader named by a card, after a pass', () => {
  it('is the player who holds the card once the pass is over', () => {
    const cv = house(
      'passing: give 3 to next, previous, none [house]\noverride forehand: lead holder of 7C [house]',
      'kein-stich',
    );
    const players = ['N', 'E', 'S', 'W'];
    const hands = {
      N: ['8C', '9C', 'AH', 'KH', '7S', '8S', '7D', '8D'],
      E: ['10C', 'JC', 'QH', 'JH', '9S', '10S', '9D', '10D'],
      S: ['7C', 'QC', '10H', '9H', 'JS', 'QS', 'JD', 'QD'],
      W: ['KC', 'AC', '8H', '7H', 'KS', 'AS', 'KD', 'AD'],
    };
    // S passes the Seven of Clubs on to W (the next player), who must then lead it.
    const gives = ['E:give:10C,JC,QH', 'S:give:7C,QC,10H', 'W:give:KC,AC,8H', 'N:give:8C,9C,AH'];
    const refused = replay(cv, { variant: cv.id, players, dealer: 'N', deals: [{ hands, plays: [...gives, 'S:JS'] }] });
    expect(refused.error).toMatchObject({ rule: 'turn' });
    // W, who holds it now, leads.
    const ok = replay(
      cv,
      { variant: cv.id, players, dealer: 'N', deals: [{ hands, plays: [...gives, 'W:7C'] }] },
      { unfinished: true },
    );
    expect(ok.error).toBeUndefined();
  });
});
