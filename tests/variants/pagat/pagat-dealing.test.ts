/**
 * Dealer rotation, forehand and drop-outs, and the points a deal with fewer players may hold,
 * Hindersche (Pagat). Expectations worked by hand from ../shared/seeds/000_8b9d2f8ed9111cdb.txt.
 */
import { describe, expect, it } from 'vitest';
import { deal, expectInputError, FOUR_LOSERS, marks, per, run, runScenario, scenario, set } from './helpers.ts';

describe('Pagat dealing order', () => {
  // Pagat, Deal: "Thereafter the turn to deal passes to the right." / Rules of Play: "Forehand (the nearest
  // active player to dealer's right) leads to the first trick." Players are listed in order of play
  // (each one's right-hand neighbour next), so both walk the list N → W → S → E → N.
  it('four players: the deal and the lead pass along the order of play', () => {
    const t = run([...FOUR_LOSERS, deal('N35 W35 S35 E35', 'N2 W2 S2 E3')]);
    expect(t.log.map((e) => e.dealer)).toEqual(['N', 'W', 'S', 'E', 'N']);
    expect(t.log.map((e) => e.forehand)).toEqual(['W', 'S', 'E', 'N', 'W']);
    expect(t.log[0]!.players).toEqual(['W', 'S', 'E', 'N']);
    expect(t.log[3]!.players).toEqual(['N', 'W', 'S', 'E']);
    expect(t.state.dealer).toBe('W');
  });

  // Pagat: "If a player who drops out was due to deal next, the deal passes to the next player who is still
  // in the game." / "Forehand (the nearest active player to dealer's right)" / "they cannot lose and do not
  // take part in phase 2."
  it('drop-outs are skipped as dealer and as forehand; the next game deals on with everyone back', () => {
    const t = run(
      [
        deal('N12 W104 S12 E12', 'N1 W6 S1 E1'), // dealer E: W marches → N1 S1 E1
        deal('N50 W30 S35 E25', 'N3 W2 S2 E2'), // dealer N: N2 → four marks, W clean and out
        deal('N60 S30 E10', 'N5 S3 E1'), // W was due to deal: S deals, E leads. E erases his last mark (out), N3
        deal('N80 S20', 'N6 S3'), // E was due to deal: N deals, S leads (W skipped). S erases → out, N loses
        deal('N50 W30 S35 E25', 'N3 W2 S2 E2'), // game 2: the deal passes on from N to W
      ],
      { dealer: 'E' },
    );
    expect(t.log.map((e) => e.dealer)).toEqual(['E', 'N', 'S', 'N', 'W']);
    expect(t.log.map((e) => e.forehand)).toEqual(['N', 'W', 'E', 'S', 'S']);
    expect(t.log[2]!.players).toEqual(['E', 'N', 'S']);
    expect(t.log[3]!.players).toEqual(['S', 'N']);
    expect(marks(t, 2)).toEqual(per('N3 W0 S1 E0'));
    expect(t.log[3]!.gameOver).toMatchObject({ loser: 'N', frameMarks: 1 });
    expect(t.log[4]!.game).toBe(2);
    expect(t.log[4]!.players).toEqual(['S', 'E', 'N', 'W']);
  });

  // Same sentences: the clean players of phase 1 are skipped from the first Butzen deal on.
  it('two clean players out: the two left deal and lead in turn', () => {
    const t = run([
      deal('N50 W30 S35 E25', 'N3 W2 S2 E2'),
      deal('N50 W30 S35 E25', 'N3 W2 S2 E2'),
      deal('N20 W55 S35 E30', 'N1 W4 S2 E2'),
      deal('N20 W55 S35 E30', 'N1 W4 S2 E2'), // N2 W2, S and E out
      deal('N40 W40', 'N4 W5'), // tie: nothing changes
      deal('N40 W40', 'N4 W5'),
      deal('N40 W40', 'N4 W5'),
    ]);
    // after E dealt deal 4: N, W, N (S and E skipped)
    expect(t.log.slice(4).map((e) => e.dealer)).toEqual(['N', 'W', 'N']);
    expect(t.log.slice(4).map((e) => e.forehand)).toEqual(['W', 'N', 'W']);
    expect(t.state.dealer).toBe('W');
  });
});

describe('Pagat dealing when two drop out at once', () => {
  // Pagat: "if there are 6 marks, the players with the lowest two scores each erase 1 mark" + "As players erase
  // their last mark, they drop out. If a player who drops out was due to deal next, the deal passes to the next
  // player who is still in the game."
  it('two players erase their last marks in one deal; the deal skips both', () => {
    const t = run(
      [
        deal('N50 W30 S35 E25', 'N3 W2 S2 E2'), // dealer W: N1
        deal('N30 W30 S20 E60', 'N2 W2 S2 E3'), // dealer S: E1
        deal('N35 W35 S35 E35', 'N2 W2 S2 E3'), // dealer E: all on 35 → N2 W1 S1 E2 = 6
        deal('N50 W10 S20 E60', 'N3 W1 S2 E3'), // dealer N: W and S (lowest two) erase → both out
        deal('N20 E40', 'N3 E6'), // W and S were next: E deals, N leads; N erases one
      ],
      { dealer: 'W' },
    );
    expect(marks(t, 2)).toEqual(per('N2 W1 S1 E2'));
    expect(marks(t, 3)).toEqual(per('N2 W0 S0 E2'));
    expect(set(t.log[3]!.out)).toEqual(['S', 'W']);
    expect(t.log[3]!.gameOver).toBeNull();
    expect(t.log.map((e) => e.dealer)).toEqual(['W', 'S', 'E', 'N', 'E']);
    expect(t.log[4]!.forehand).toBe('N');
    expect(t.log[4]!.players).toEqual(['N', 'E']);
    expect(marks(t, 4)).toEqual(per('N1 W0 S0 E2'));
  });
});

describe('Pagat points of a deal', () => {
  // Pagat: "There is a total of 140 card points in the pack." / Deal: "the dealer still deals 9 cards to each
  // active player in packets of 3, but now the remaining 9 or 18 cars are out of play"
  it('a three-player deal may hold fewer than 140 points', () => {
    const t = run([...FOUR_LOSERS, deal('N40 W15 S45 E40', 'N2 W2 S3 E2'), deal('N5 S5 E5', 'N3 S3 E3')]);
    // all three tie on 5: nothing changes
    expect(marks(t, 5)).toEqual(per('N1 W0 S2 E1'));
  });

  it('a two-player deal may hold fewer than 140 points', () => {
    const t = run([
      deal('N50 W30 S35 E25', 'N3 W2 S2 E2'),
      deal('N50 W30 S35 E25', 'N3 W2 S2 E2'),
      deal('N20 W55 S35 E30', 'N1 W4 S2 E2'),
      deal('N20 W55 S35 E30', 'N1 W4 S2 E2'),
      deal('N1 W2', 'N4 W5'), // N fewest erases one
    ]);
    expect(marks(t, 4)).toEqual(per('N1 W2 S0 E0'));
  });

  // Pagat, Deal: "now the remaining 9 or 18 cars are out of play" + Scoring: "each player works out their own
  // score by counting up the total point value of cards they took in their tricks" + the card table (Ace 11,
  // King 4, Queen 3, Ten 10, Nine to Six 0). A two-player final-stage deal played card by card, diamonds trump:
  // W wins tricks 1–8 (AS KS QS 10S AC KC QC 10C over N's 6–9): 11+4+3+10+11+4+3+10 = 56;
  // N wins trick 9 (KH over 6H): 4. Total 60 of 140 – the other 18 cards are out of play.
  // "The winner of each deal erases one mark": N (4, fewest) erases one.
  it('a two-player deal played card by card counts only the cards dealt', () => {
    const t = run([
      deal('N50 W30 S35 E25', 'N3 W2 S2 E2'),
      deal('N50 W30 S35 E25', 'N3 W2 S2 E2'),
      deal('N20 W55 S35 E30', 'N1 W4 S2 E2'),
      deal('N20 W55 S35 E30', 'N1 W4 S2 E2'), // N2 W2, S and E out; N deals, W leads
      {
        trump: 'D',
        hands: {
          N: ['6S', '7S', '8S', '9S', '6C', '7C', '8C', '9C', 'KH'],
          W: ['AS', 'KS', 'QS', '10S', 'AC', 'KC', 'QC', '10C', '6H'],
        },
        plays: [
          'W:AS',
          'N:6S',
          'W:KS',
          'N:7S',
          'W:QS',
          'N:8S',
          'W:10S',
          'N:9S',
          'W:AC',
          'N:6C',
          'W:KC',
          'N:7C',
          'W:QC',
          'N:8C',
          'W:10C',
          'N:9C',
          'W:6H',
          'N:KH',
        ],
      },
    ]);
    const e = t.log[4]!;
    expect(e.dealer).toBe('N');
    expect(e.forehand).toBe('W');
    expect(e.points).toEqual({ N: 4, W: 56 });
    expect(e.tricks).toEqual({ N: 1, W: 8 });
    expect(e.march).toBeNull();
    expect(marks(t, 4)).toEqual(per('N1 W2 S0 E0'));
  });

  // Same sentence: no deal can hold more than the 140 points in the pack.
  it('a three-player deal with 141 points is malformed', () => {
    expectInputError(
      () =>
        runScenario(
          scenario([...FOUR_LOSERS, deal('N40 W15 S45 E40', 'N2 W2 S3 E2'), deal('N41 S50 E50', 'N3 S3 E3')]),
        ),
      /deals\[5\]|deal 6/,
      /points/,
    );
  });

  it('a two-player play-off deal with 141 points is malformed', () => {
    expectInputError(
      () => runScenario(scenario([deal('N45 W45 S30 E20', 'N3 W3 S2 E1'), deal('N71 W70', 'N5 W4')])),
      /deals\[1\]|deal 2/,
      /points/,
    );
  });

  // "There is a total of 140 card points in the pack" – with four players the whole pack is dealt, in Butzen too.
  it('a four-player Butzen deal must add up to 140', () => {
    expectInputError(
      () => runScenario(scenario([...FOUR_LOSERS, deal('N40 W15 S45 E41', 'N2 W2 S3 E2')])),
      /deals\[4\]|deal 5/,
      /points/,
    );
  });
});
