/**
 * Phase 1 (Vier-Strich) of Hindersche as described by Pagat (../shared/seeds/000_8b9d2f8ed9111cdb.txt).
 * Every expectation is worked by hand; the arithmetic is in the comments.
 */
import { describe, expect, it } from 'vitest';
import { deal, FOUR_LOSERS, frame, marks, per, run, set } from './helpers.ts';

describe('Pagat phase 1: who takes a mark', () => {
  // Pagat: "The player with the most points (if less than 100) at the end of a deal receives 1 mark."
  it('the most points takes one mark', () => {
    const t = run([deal('N50 W30 S35 E25', 'N3 W2 S2 E2')]);
    const e = t.log[0]!;
    expect(e.kind).toBe('deal');
    expect(e.phase).toBe('vier-strich');
    expect(e.march).toBeNull();
    expect(e.playoff).toBeNull();
    expect(e.gameOver).toBeNull();
    expect(e.out).toEqual([]);
    // N has 50 > 35 > 30 > 25: N takes the mark.
    expect(marks(t, 0)).toEqual(per('N1 W0 S0 E0'));
    expect(frame(t, 0)).toEqual(per('N0 W0 S0 E0'));
    expect(t.state.phase).toBe('vier-strich');
    expect(t.state.awaiting).toBe('deal');
  });

  // Pagat: "The player with the most points (if less than 100) ... receives 1 mark." 99 is not a march.
  it('99 points is not a march: the 99 simply takes one mark', () => {
    const t = run([deal('N99 W21 S10 E10', 'N6 W1 S1 E1')]);
    expect(t.log[0]!.march).toBeNull();
    expect(marks(t, 0)).toEqual(per('N1 W0 S0 E0'));
  });

  // Pagat: "A player who takes 100 or more card points in tricks has made a 'march' (Durchmarsch).
  // This player wins and the three opponents are given 1 mark each."
  it('a march of exactly 100 marks the three others', () => {
    const t = run([deal('N14 W16 S100 E10', 'N1 W1 S6 E1')]);
    expect(t.log[0]!.march).toBe('S');
    // S clean, N W E one each: 3 marks, fewer than four, so phase 1 goes on.
    expect(marks(t, 0)).toEqual(per('N1 W1 S0 E1'));
    expect(t.log[0]!.out).toEqual([]);
    expect(t.state.phase).toBe('vier-strich');
  });

  // Pagat: "If two or three players tie for most points, those involved in the tie hold a playoff to
  // determine who gets the mark." / Playoff: "there is an additional 'playoff' deal in which only the
  // tied players take part, and the result is used only to break the tie."
  it('a two-way tie for most: play-off between the two, its loser takes the mark', () => {
    const t = run([
      deal('N45 W45 S30 E20', 'N3 W3 S2 E1'),
      // the play-off: only N and W are dealt in (18 cards), W has the most points and loses it
      deal('N30 W50', 'N4 W5'),
    ]);
    expect(set(t.log[0]!.playoff)).toEqual(['N', 'W']);
    expect(marks(t, 0)).toEqual(per('N0 W0 S0 E0'));
    const p = t.log[1]!;
    expect(p.kind).toBe('playoff');
    expect(p.phase).toBe('vier-strich');
    expect(set(p.players)).toEqual(['N', 'W']);
    expect(p.playoff).toBeNull();
    expect(marks(t, 1)).toEqual(per('N0 W1 S0 E0'));
    expect(t.state.awaiting).toBe('deal');
  });

  // Same sentence: the state after the tied deal waits for the play-off.
  it('after a tied deal the run awaits the play-off of the tied players', () => {
    const t = run([deal('N45 W45 S30 E20', 'N3 W3 S2 E1')]);
    expect(t.state.awaiting).toBe('playoff');
    expect(set(t.state.playoff)).toEqual(['N', 'W']);
  });

  // Pagat: "If two or three players tie for most points, those involved in the tie hold a playoff"
  // Playoff: "the cards are dealt by whichever player in the playoff has the earlier turn to deal and
  // the next player in rotation leads to the first trick."
  it('a three-way tie for most: play-off of the three, the most points in it takes the mark', () => {
    const t = run([
      deal('N20 W40 S40 E40', 'N2 W3 S2 E2'),
      // 27 cards dealt, 9 out of play: W 30 + S 50 + E 20 = 100 <= 140
      deal('W30 S50 E20', 'W3 S4 E2'),
    ]);
    expect(set(t.log[0]!.playoff)).toEqual(['E', 'S', 'W']);
    expect(marks(t, 0)).toEqual(per('N0 W0 S0 E0'));
    const p = t.log[1]!;
    expect(p.kind).toBe('playoff');
    // N dealt the tied deal; the earlier turn to deal among W, S, E is W's (next after N);
    // the next tied player after W in rotation, S, leads; order of play S, E, W.
    expect(p.dealer).toBe('W');
    expect(p.forehand).toBe('S');
    expect(p.players).toEqual(['S', 'E', 'W']);
    expect(marks(t, 1)).toEqual(per('N0 W0 S1 E0'));
  });

  // Pagat: "If everyone scores exactly 35, each of the four players receives 1 mark."
  // + "Phase 1 comprises up to four deals but ends as soon as four or more marks are chalked on the slate"
  it('all four on 35 in the first deal: a mark each, four marks, phase 1 over, nobody out', () => {
    const t = run([deal('N35 W35 S35 E35', 'N2 W2 S2 E3')]);
    expect(t.log[0]!.playoff).toBeNull();
    expect(marks(t, 0)).toEqual(per('N1 W1 S1 E1'));
    expect(t.log[0]!.out).toEqual([]);
    expect(t.state.phase).toBe('butzen');
  });
});

describe('Pagat phase 1: when it ends and who drops out', () => {
  // Pagat: "Phase 1 comprises up to four deals but ends as soon as four or more marks are chalked on the slate"
  it('four different losers: four marks after deal 4, then Butzen', () => {
    const t = run(FOUR_LOSERS);
    expect(marks(t, 0)).toEqual(per('N1 W0 S0 E0'));
    expect(marks(t, 1)).toEqual(per('N1 W1 S0 E0'));
    expect(marks(t, 2)).toEqual(per('N1 W1 S1 E0'));
    expect(marks(t, 3)).toEqual(per('N1 W1 S1 E1'));
    expect(t.log.map((e) => e.phase)).toEqual(['vier-strich', 'vier-strich', 'vier-strich', 'vier-strich']);
    expect(t.log[3]!.out).toEqual([]);
    expect(t.state.phase).toBe('butzen');
    expect(t.state.game).toBe(1);
  });

  // Pagat: "... ends as soon as four or more marks are chalked on the slate" and
  // "At the end of the first phase any players who have no marks on the slate drop out of the game"
  it('a march in deal 1 then a most-points loss in deal 2: four marks end phase 1 after two deals; the marcher is out', () => {
    const t = run([
      deal('N12 W104 S12 E12', 'N1 W6 S1 E1'), // W marches: N1 S1 E1 (3 marks)
      deal('N50 W30 S35 E25', 'N3 W2 S2 E2'), // N most: N2 S1 E1 = 4 marks
    ]);
    expect(marks(t, 0)).toEqual(per('N1 W0 S1 E1'));
    expect(t.log[0]!.out).toEqual([]);
    expect(marks(t, 1)).toEqual(per('N2 W0 S1 E1'));
    expect(t.log[1]!.phase).toBe('vier-strich');
    expect(t.log[1]!.out).toEqual(['W']);
    expect(t.state.phase).toBe('butzen');
    expect(t.state.out).toEqual(['W']);
  });

  // Pagat: "if, however, a player has made 100 in the third or fourth deal ... there will be 5 to 7 marks.
  // The marks above 4 are called excess marks."
  it('a march in deal 3 gives five marks and ends phase 1; the clean marcher is out', () => {
    const t = run([
      deal('N50 W30 S35 E25', 'N3 W2 S2 E2'), // N1
      deal('N20 W55 S35 E30', 'N1 W4 S2 E2'), // W1
      deal('N10 W10 S110 E10', 'N1 W1 S6 E1'), // S marches: N2 W2 E1 = 5
    ]);
    expect(t.log[2]!.march).toBe('S');
    expect(marks(t, 2)).toEqual(per('N2 W2 S0 E1'));
    expect(t.log[2]!.out).toEqual(['S']);
    expect(t.state.phase).toBe('butzen');
  });

  // Same sentence: a march in the fourth deal.
  it('a march in deal 4 gives six marks; the clean marcher is out', () => {
    const t = run([...FOUR_LOSERS.slice(0, 3), deal('N10 W10 S10 E110', 'N1 W1 S1 E6')]);
    // N1 W1 S1 before; E's march adds one to each of the others: N2 W2 S2 = 6
    expect(t.log[3]!.march).toBe('E');
    expect(marks(t, 3)).toEqual(per('N2 W2 S2 E0'));
    expect(t.log[3]!.out).toEqual(['E']);
    expect(t.state.phase).toBe('butzen');
  });

  // Pagat: "... or if all four players tie on 35 after at least one deal has been played, there will be 5 to 7 marks."
  it('all on 35 in deal 4 gives seven marks; nobody is clean', () => {
    const t = run([...FOUR_LOSERS.slice(0, 3), deal('N35 W35 S35 E35', 'N2 W2 S2 E3')]);
    // N1 W1 S1 + one each = N2 W2 S2 E1 = 7
    expect(marks(t, 3)).toEqual(per('N2 W2 S2 E1'));
    expect(t.log[3]!.out).toEqual([]);
    expect(t.state.phase).toBe('butzen');
  });

  // Same sentence: all on 35 in deal 2 → 1 + 4 = 5 marks.
  it('all on 35 in deal 2 gives five marks and ends phase 1', () => {
    const t = run([deal('N50 W30 S35 E25', 'N3 W2 S2 E2'), deal('N35 W35 S35 E35', 'N2 W2 S2 E3')]);
    expect(marks(t, 1)).toEqual(per('N2 W1 S1 E1'));
    expect(t.state.phase).toBe('butzen');
  });

  // Pagat: "At the end of the first phase any players who have no marks on the slate drop out of the game -
  // they cannot lose and do not take part in phase 2."
  it('two clean players drop out; Butzen starts with two players (final stage)', () => {
    const t = run([
      deal('N50 W30 S35 E25', 'N3 W2 S2 E2'), // N1
      deal('N50 W30 S35 E25', 'N3 W2 S2 E2'), // N2
      deal('N20 W55 S35 E30', 'N1 W4 S2 E2'), // W1
      deal('N20 W55 S35 E30', 'N1 W4 S2 E2'), // W2 → 4 marks; S and E clean
      // Pagat, two players: "The winner of each deal erases one mark ... but no marks are added by the loser."
      deal('N20 W60', 'N3 W6'), // N fewest: N2 → N1; W keeps 2
    ]);
    expect(marks(t, 3)).toEqual(per('N2 W2 S0 E0'));
    expect(set(t.log[3]!.out)).toEqual(['E', 'S']);
    expect(t.log[3]!.gameOver).toBeNull();
    const e = t.log[4]!;
    expect(e.phase).toBe('butzen');
    expect(set(e.players)).toEqual(['N', 'W']);
    expect(marks(t, 4)).toEqual(per('N1 W2 S0 E0'));
  });

  // Pagat: "If a player loses all the first four deals (and there is no march), that player loses the
  // entire game and there is no Phase 2. Two lost games are chalked for that player on the frame"
  it('one player loses all four deals: game over with two frame marks, next game starts', () => {
    const t = run([
      deal('N50 W30 S35 E25', 'N3 W2 S2 E2'),
      deal('N50 W30 S35 E25', 'N3 W2 S2 E2'),
      deal('N50 W30 S35 E25', 'N3 W2 S2 E2'),
      deal('N50 W30 S35 E25', 'N3 W2 S2 E2'),
      // first deal of game 2: W has the most
      deal('N30 W50 S35 E25', 'N2 W3 S2 E2'),
    ]);
    expect(t.log.slice(0, 3).map((e) => e.gameOver)).toEqual([null, null, null]);
    const last = t.log[3]!;
    expect(last.game).toBe(1);
    expect(last.gameOver).toMatchObject({ loser: 'N', frameMarks: 2 });
    // tallies on the game-over entry are before the slate is wiped
    expect(marks(t, 3)).toEqual(per('N4 W0 S0 E0'));
    expect(frame(t, 3)).toEqual(per('N2 W0 S0 E0'));
    const next = t.log[4]!;
    expect(next.game).toBe(2);
    expect(next.phase).toBe('vier-strich');
    expect(next.out).toEqual([]);
    expect(next.players).toHaveLength(4);
    // marks wiped, frame kept
    expect(marks(t, 4)).toEqual(per('N0 W1 S0 E0'));
    expect(frame(t, 4)).toEqual(per('N2 W0 S0 E0'));
    expect(t.state.game).toBe(2);
  });

  // Pagat: "If a player loses all the first four deals ..." – three of four is not all four: N3 W1,
  // S and E clean drop out, Butzen goes on with N and W.
  it('three losses of four is no whitewash', () => {
    const t = run([
      deal('N50 W30 S35 E25', 'N3 W2 S2 E2'),
      deal('N50 W30 S35 E25', 'N3 W2 S2 E2'),
      deal('N50 W30 S35 E25', 'N3 W2 S2 E2'),
      deal('N20 W55 S35 E30', 'N1 W4 S2 E2'),
    ]);
    expect(t.log[3]!.gameOver).toBeNull();
    expect(marks(t, 3)).toEqual(per('N3 W1 S0 E0'));
    expect(set(t.log[3]!.out)).toEqual(['E', 'S']);
    expect(frame(t, 3)).toEqual(per('N0 W0 S0 E0'));
    expect(t.state.phase).toBe('butzen');
  });

  // Pagat: "If two or three players tie for most points, those involved in the tie hold a playoff to determine
  // who gets the mark." + "ends as soon as four or more marks are chalked" + "any players who have no marks on
  // the slate drop out": the fourth mark may come from a play-off, and the phase ends with it.
  it('the fourth mark given by a play-off ends phase 1; the clean player drops out then', () => {
    const t = run([
      deal('N50 W30 S35 E25', 'N3 W2 S2 E2'), // N1
      deal('N50 W30 S35 E25', 'N3 W2 S2 E2'), // N2
      deal('N20 W55 S35 E30', 'N1 W4 S2 E2'), // W1: three marks
      deal('N30 W20 S45 E45', 'N2 W2 S3 E2'), // S and E tie for most
      deal('S20 E50', 'S4 E5'), // play-off: E has the most, takes the fourth mark
    ]);
    expect(set(t.log[3]!.playoff)).toEqual(['E', 'S']);
    expect(t.log[3]!.out).toEqual([]);
    const p = t.log[4]!;
    expect(p.kind).toBe('playoff');
    expect(p.phase).toBe('vier-strich');
    expect(marks(t, 4)).toEqual(per('N2 W1 S0 E1'));
    expect(p.out).toEqual(['S']);
    expect(t.state.phase).toBe('butzen');
  });

  // Pagat: "If a player loses all the first four deals (and there is no march), that player loses the entire game"
  // – losing the fourth deal through its play-off is losing it.
  it('losing deal 4 through a play-off completes a whitewash: two frame marks', () => {
    const t = run([
      deal('N50 W30 S35 E25', 'N3 W2 S2 E2'),
      deal('N50 W30 S35 E25', 'N3 W2 S2 E2'),
      deal('N50 W30 S35 E25', 'N3 W2 S2 E2'),
      deal('N45 W45 S30 E20', 'N3 W3 S2 E1'), // N and W tie for most
      deal('N50 W30', 'N5 W4'), // N loses the play-off: his fourth mark
    ]);
    expect(t.log[3]!.gameOver).toBeNull();
    expect(t.log[4]!.kind).toBe('playoff');
    expect(t.log[4]!.gameOver).toMatchObject({ loser: 'N', frameMarks: 2 });
    expect(marks(t, 4)).toEqual(per('N4 W0 S0 E0'));
    expect(frame(t, 4)).toEqual(per('N2 W0 S0 E0'));
    expect(t.state.game).toBe(2);
  });
});
