/**
 * Phase 2 (Butzen) of Hindersche (Pagat) with exactly four marks on the slate and three or four
 * players in. Expectations worked by hand from ../shared/seeds/000_8b9d2f8ed9111cdb.txt.
 */
import { describe, expect, it } from 'vitest';
import { deal, FOUR_LOSERS, marks, per, run, set } from './helpers.ts';

/**
 * W marches in deal 1 (N1 S1 E1), N has the most in deal 2 (N2): four marks, W clean and out.
 * Butzen starts with N2 S1 E1; dealers so far N, W; the next deal is dealt by S, E leads.
 */
const W_OUT = [deal('N12 W104 S12 E12', 'N1 W6 S1 E1'), deal('N50 W30 S35 E25', 'N3 W2 S2 E2')];

describe('Pagat Butzen with exactly four marks', () => {
  // Pagat: "The player with the fewest points erases 1 mark, while the player with the most 'receives'
  // the mark erased by the winner. Thus so long as there is no march, there are always 4 marks on the slate."
  // + "As players erase their last mark, they drop out."
  it('four players: the fewest erases one (and drops out), the most adds one', () => {
    const t = run([...FOUR_LOSERS, deal('N40 W15 S45 E40', 'N2 W2 S3 E2')]);
    const e = t.log[4]!;
    expect(e.phase).toBe('butzen');
    expect(e.march).toBeNull();
    expect(e.playoff).toBeNull();
    // W 15 fewest: W 1 → 0, out; S 45 most: S 1 → 2. Total 1 + 0 + 2 + 1 = 4.
    expect(marks(t, 4)).toEqual(per('N1 W0 S2 E1'));
    expect(e.out).toEqual(['W']);
    expect(e.gameOver).toBeNull();
  });

  // Same rule with three players in (points need not add to 140: 9 cards are out of play).
  it('three players: the fewest erases one, the most adds one; still four marks', () => {
    const t = run([
      ...FOUR_LOSERS,
      deal('N40 W15 S45 E40', 'N2 W2 S3 E2'), // N1 W0 S2 E1, W out
      deal('N30 S20 E50', 'N3 S2 E4'), // S fewest: 2 → 1; E most: 1 → 2
    ]);
    expect(set(t.log[5]!.players)).toEqual(['E', 'N', 'S']);
    expect(marks(t, 5)).toEqual(per('N1 W0 S1 E2'));
    expect(t.log[5]!.out).toEqual(['W']);
  });

  // Pagat: "A player who makes a march erases all their marks (1 or 2) and drops out, while the opponents
  // each add 1 to their tally. This may create an excess mark"
  it('a march by 100 points with one mark: the marcher erases it and is out, the three others add one (six marks)', () => {
    const t = run([...FOUR_LOSERS, deal('N10 W10 S100 E20', 'N1 W1 S6 E1')]);
    const e = t.log[4]!;
    expect(e.march).toBe('S');
    expect(marks(t, 4)).toEqual(per('N2 W2 S0 E2'));
    expect(e.out).toEqual(['S']);
  });

  // Same sentence, a marcher with two marks: "erases all their marks (1 or 2)".
  it('a march by a player with two marks erases both; the two others add one', () => {
    const t = run([...W_OUT, deal('N100 S10 E20', 'N6 S1 E2')]);
    // N2 S1 E1 → N0 (out), S2, E2: four marks, two players left
    expect(t.log[2]!.march).toBe('N');
    expect(marks(t, 2)).toEqual(per('N0 W0 S2 E2'));
    expect(set(t.log[2]!.out)).toEqual(['N', 'W']);
    expect(t.log[2]!.gameOver).toBeNull();
  });

  // Pagat: "During Butzen, a march is achieved either by 'making 100' or by taking all 9 tricks."
  it('a march by taking all nine tricks with fewer than 100 points (three players)', () => {
    const t = run([
      ...W_OUT,
      // three players: 27 cards dealt, E takes every trick but only 80 points
      deal('N0 S0 E80', 'N0 S0 E9'),
    ]);
    expect(t.log[2]!.march).toBe('E');
    // E1 → 0, out; N2 → 3, S1 → 2: five marks, two players left
    expect(marks(t, 2)).toEqual(per('N3 W0 S2 E0'));
    expect(set(t.log[2]!.out)).toEqual(['E', 'W']);
  });

  // Pagat: "During Butzen, if all players tie with the same number of card points, no marks are added or erased."
  it('all four tie on 35: nothing changes', () => {
    const t = run([...FOUR_LOSERS, deal('N35 W35 S35 E35', 'N2 W2 S2 E3')]);
    expect(t.log[4]!.playoff).toBeNull();
    expect(marks(t, 4)).toEqual(per('N1 W1 S1 E1'));
    expect(t.log[4]!.out).toEqual([]);
    expect(t.state.awaiting).toBe('deal');
  });

  // Same sentence, three players.
  it('all three tie: nothing changes', () => {
    const t = run([...W_OUT, deal('N40 S40 E40', 'N3 S3 E3')]);
    expect(t.log[2]!.playoff).toBeNull();
    expect(marks(t, 2)).toEqual(per('N2 W0 S1 E1'));
  });

  // Pagat, Playoff: "For example, in the Butzen phase with 3 players and 4 marks on the slate, if A and B
  // tie for lowest score, C adds a mark and then sits out while A and B hold a playoff. The winner of the
  // playoff then erases a mark."
  it("Pagat's A/B/C example: C adds at once, A and B play off, the winner erases", () => {
    const t = run([
      ...W_OUT, // N2 S1 E1, W out
      deal('N20 S20 E50', 'N2 S2 E5'), // N and S tie for fewest (A, B); E (C) has the most
      deal('N40 S10', 'N5 S4'), // play-off: S has the fewest and wins it
    ]);
    // E adds at once: N2 S1 E2 while the play-off is pending
    expect(set(t.log[2]!.playoff)).toEqual(['N', 'S']);
    expect(marks(t, 2)).toEqual(per('N2 W0 S1 E2'));
    expect(t.state.awaiting).toBe('deal'); // (state after the whole run)
    const p = t.log[3]!;
    expect(p.kind).toBe('playoff');
    expect(p.phase).toBe('butzen');
    expect(set(p.players)).toEqual(['N', 'S']);
    // S wins the play-off and erases his only mark: out. N2 E2 – two players left.
    expect(marks(t, 3)).toEqual(per('N2 W0 S0 E2'));
    expect(set(p.out)).toEqual(['S', 'W']);
  });

  // Same example, the other play-off result.
  it('A/B/C example, the other winner: N erases one of his two marks', () => {
    const t = run([...W_OUT, deal('N20 S20 E50', 'N2 S2 E5'), deal('N10 S40', 'N4 S5')]);
    expect(marks(t, 3)).toEqual(per('N1 W0 S1 E2'));
    expect(t.log[3]!.out).toEqual(['W']);
  });

  // Pagat: "If two or three players tie for most points, those involved in the tie hold a playoff"
  // (in either phase) – with four marks the fewest erases at once and the tie for most plays off.
  it('a tie for most in Butzen: the fewest erases at once, the play-off loser adds the mark', () => {
    const t = run([
      ...FOUR_LOSERS,
      deal('N10 W30 S50 E50', 'N1 W2 S3 E3'), // N fewest erases (1 → 0); S and E tie for most
      deal('S20 E60', 'S4 E5'), // play-off: E has the most and loses it
    ]);
    expect(set(t.log[4]!.playoff)).toEqual(['E', 'S']);
    expect(marks(t, 4)).toEqual(per('N0 W1 S1 E1'));
    expect(t.log[5]!.kind).toBe('playoff');
    expect(marks(t, 5)).toEqual(per('N0 W1 S1 E2'));
    expect(t.log[5]!.out).toEqual(['N']);
  });

  // "The player with the fewest points erases 1 mark" – a tie for fewest among four players.
  it('a tie for fewest among four: the most adds at once, the play-off winner erases', () => {
    const t = run([
      ...FOUR_LOSERS,
      deal('N20 W20 S40 E60', 'N2 W2 S2 E3'), // E most: 1 → 2 at once; N and W play off
      deal('N50 W30', 'N5 W4'), // W fewest: W wins, erases his only mark
    ]);
    expect(set(t.log[4]!.playoff)).toEqual(['N', 'W']);
    expect(marks(t, 4)).toEqual(per('N1 W1 S1 E2'));
    expect(marks(t, 5)).toEqual(per('N1 W0 S1 E2'));
    expect(t.log[5]!.out).toEqual(['W']);
  });

  // "The player with the fewest points erases 1 mark" + Playoff: "when two or three players have exactly equal
  // number of points ... there is an additional 'playoff' deal in which only the tied players take part"
  it('a three-way tie for fewest among four: the most adds at once, a three-player play-off decides who erases', () => {
    const t = run([
      ...FOUR_LOSERS,
      deal('N20 W20 S20 E80', 'N2 W2 S2 E3'), // E most: 1 → 2 at once; N, W, S play off
      deal('N10 W30 S40', 'N2 W3 S4'), // N fewest: wins, erases his only mark
    ]);
    expect(set(t.log[4]!.playoff)).toEqual(['N', 'S', 'W']);
    expect(marks(t, 4)).toEqual(per('N1 W1 S1 E2'));
    expect(t.log[5]!.kind).toBe('playoff');
    expect(set(t.log[5]!.players)).toEqual(['N', 'S', 'W']);
    expect(marks(t, 5)).toEqual(per('N0 W1 S1 E2'));
    expect(t.log[5]!.out).toEqual(['N']);
  });
});
