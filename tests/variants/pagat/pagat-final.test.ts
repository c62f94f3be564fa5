/**
 * The final stage of Butzen with two players, and the end of a game, Hindersche (Pagat).
 * Expectations worked by hand from ../shared/seeds/000_8b9d2f8ed9111cdb.txt.
 */
import { describe, expect, it } from 'vitest';
import { deal, frame, marks, per, run, set } from './helpers.ts';

/**
 * N has the most in deals 1 and 2, W in deals 3 and 4: N2 W2, S and E clean and out.
 * Dealers N, W, S, E; the final stage starts with N dealing, W leading.
 */
const N2W2 = [
  deal('N50 W30 S35 E25', 'N3 W2 S2 E2'),
  deal('N50 W30 S35 E25', 'N3 W2 S2 E2'),
  deal('N20 W55 S35 E30', 'N1 W4 S2 E2'),
  deal('N20 W55 S35 E30', 'N1 W4 S2 E2'),
];
/** W marches in deal 1, N most in deal 2: N2 S1 E1, W out. Next dealer S. */
const W_OUT = [deal('N12 W104 S12 E12', 'N1 W6 S1 E1'), deal('N50 W30 S35 E25', 'N3 W2 S2 E2')];

describe('Pagat final stage (two players)', () => {
  // Pagat: "The winner of each deal erases one mark, or two in the case of march, but no marks are added by the loser."
  it('the winner (fewest points) erases one; the loser adds nothing', () => {
    const t = run([...N2W2, deal('N20 W60', 'N3 W6')]);
    expect(t.log[4]!.phase).toBe('butzen');
    expect(marks(t, 4)).toEqual(per('N1 W2 S0 E0'));
    expect(t.log[4]!.gameOver).toBeNull();
  });

  // Same sentence: the winner erases one, not more, however big the margin.
  it('a big margin short of a march still erases only one', () => {
    const t = run([...N2W2, deal('N10 W99', 'N1 W8')]);
    // 99 < 100 and W did not take all nine tricks: no march; N (fewest) erases one, W adds nothing
    expect(t.log[4]!.march).toBeNull();
    expect(marks(t, 4)).toEqual(per('N1 W2 S0 E0'));
  });

  // Pagat: "The winner of each deal erases one mark, or two in the case of march" + "As soon as one player has
  // erased all their marks, that player drops out and the last remaining player is the loser of the game."
  // + Phase 2: "the last player left in is the loser of the game and is penalised with a single chalk mark on the frame"
  it('a march by 100 points erases two; the clean player drops out and the other loses (one frame mark)', () => {
    const t = run([...N2W2, deal('N20 W60', 'N3 W6'), deal('N30 W100', 'N2 W7')]);
    // after deal 5: N1 W2; deal 6: W marches, 2 → 0: W out, N last in
    const e = t.log[5]!;
    expect(e.march).toBe('W');
    expect(marks(t, 5)).toEqual(per('N1 W0 S0 E0'));
    expect(e.gameOver).toMatchObject({ loser: 'N', frameMarks: 1 });
    expect(frame(t, 5)).toEqual(per('N1 W0 S0 E0'));
  });

  // "During Butzen, a march is achieved either by 'making 100' or by taking all 9 tricks."
  it('a march by all nine tricks (50 points) also erases two', () => {
    const t = run([...N2W2, deal('N20 W60', 'N3 W6'), deal('N0 W50', 'N0 W9')]);
    expect(t.log[5]!.march).toBe('W');
    expect(marks(t, 5)).toEqual(per('N1 W0 S0 E0'));
    expect(t.log[5]!.gameOver).toMatchObject({ loser: 'N', frameMarks: 1 });
  });

  // "The winner ... erases one mark, or two in the case of march, but no marks are added by the loser."
  it('a march by a player with three marks leaves him one; nobody adds', () => {
    const t = run([
      ...W_OUT,
      deal('N60 S10 E30', 'N5 S1 E3'), // four marks, three players: S 1 → 0 (out), N 2 → 3; E1
      deal('N100 E20', 'N7 E2'), // final stage: N marches, 3 → 1
    ]);
    expect(marks(t, 2)).toEqual(per('N3 W0 S0 E1'));
    expect(set(t.log[2]!.out)).toEqual(['S', 'W']);
    expect(marks(t, 3)).toEqual(per('N1 W0 S0 E1'));
    expect(t.log[3]!.gameOver).toBeNull();
  });

  // "During Butzen, if all players tie with the same number of card points, no marks are added or erased."
  it('the two tie: nothing changes', () => {
    const t = run([...N2W2, deal('N40 W40', 'N4 W5')]);
    expect(t.log[4]!.playoff).toBeNull();
    expect(marks(t, 4)).toEqual(per('N2 W2 S0 E0'));
  });

  // "As soon as one player has erased all their marks, that player drops out and the last remaining player
  // is the loser of the game." / "The marks are cleaned from the slate ready for the next game to begin."
  it('the other erases his last mark: game over, one frame mark; the next game starts clean with all four', () => {
    const t = run([
      ...W_OUT,
      deal('N60 S10 E30', 'N5 S1 E3'), // N3 E1, S out
      deal('N50 E10', 'N7 E2'), // E fewest: 1 → 0, out; N last in
      deal('N50 W30 S35 E25', 'N3 W2 S2 E2'), // game 2, deal 1: N most
    ]);
    expect(t.log[3]!.gameOver).toMatchObject({ loser: 'N', frameMarks: 1 });
    expect(marks(t, 3)).toEqual(per('N3 W0 S0 E0'));
    expect(frame(t, 3)).toEqual(per('N1 W0 S0 E0'));
    const g2 = t.log[4]!;
    expect(g2.game).toBe(2);
    expect(g2.phase).toBe('vier-strich');
    expect(g2.players).toHaveLength(4);
    expect(g2.out).toEqual([]);
    expect(marks(t, 4)).toEqual(per('N1 W0 S0 E0'));
    expect(frame(t, 4)).toEqual(per('N1 W0 S0 E0'));
  });

  // Same sentences, the state between games.
  it('after a game-over deal the state is the start of the next game', () => {
    const t = run([...W_OUT, deal('N60 S10 E30', 'N5 S1 E3'), deal('N50 E10', 'N7 E2')]);
    expect(t.state.game).toBe(2);
    expect(t.state.phase).toBe('vier-strich');
    expect(t.state.awaiting).toBe('deal');
    expect(t.state.out).toEqual([]);
    expect(t.state.tallies.marks).toEqual(per('N0 W0 S0 E0'));
    expect(t.state.tallies.frame).toEqual(per('N1 W0 S0 E0'));
  });

  // The excess-mark rules are for "When there are excess marks and at least three players"; with two players
  // "The winner of each deal erases one mark, or two in the case of march" – even with five marks on the slate.
  it('two players with five marks: a march erases two (the final-stage rule, not the excess rule)', () => {
    const t = run([
      ...W_OUT, // N2 S1 E1
      deal('N0 S0 E80', 'N0 S0 E9'), // E marches by all nine tricks: E out, N3 S2 (five marks, two players)
      deal('N20 S100', 'N2 S7'), // S marches: 2 → 0, out; N is the last one in
    ]);
    expect(marks(t, 2)).toEqual(per('N3 W0 S2 E0'));
    expect(t.log[3]!.march).toBe('S');
    expect(marks(t, 3)).toEqual(per('N3 W0 S0 E0'));
    expect(t.log[3]!.gameOver).toMatchObject({ loser: 'N', frameMarks: 1 });
  });

  it('two players with five marks: without a march the winner erases one', () => {
    const t = run([...W_OUT, deal('N0 S0 E80', 'N0 S0 E9'), deal('N20 S40', 'N3 S6')]);
    expect(marks(t, 3)).toEqual(per('N2 W0 S2 E0'));
  });
});
