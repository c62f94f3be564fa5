/**
 * Butzen with excess marks (more than four on the slate) and at least three players, Hindersche
 * (Pagat). Expectations worked by hand from ../shared/seeds/000_8b9d2f8ed9111cdb.txt.
 */
import { describe, expect, it } from 'vitest';
import { deal, FOUR_LOSERS, marks, per, run, set } from './helpers.ts';

/** N, then W most, then S marches in deal 3: N2 W2 E1 = 5 marks, S out. Next dealer E, forehand N. */
const FIVE = [
  deal('N50 W30 S35 E25', 'N3 W2 S2 E2'),
  deal('N20 W55 S35 E30', 'N1 W4 S2 E2'),
  deal('N10 W10 S110 E10', 'N1 W1 S6 E1'),
];
/** N, W, S most, then E marches in deal 4: N2 W2 S2 = 6 marks, E out. Next dealer N. */
const SIX = [...FOUR_LOSERS.slice(0, 3), deal('N10 W10 S10 E110', 'N1 W1 S1 E6')];
/** N, W, S most, then all four on 35 in deal 4: N2 W2 S2 E1 = 7 marks, nobody out. */
const SEVEN = [...FOUR_LOSERS.slice(0, 3), deal('N35 W35 S35 E35', 'N2 W2 S2 E3')];
/** N, W most, all on 35 in deal 3: N2 W2 S1 E1 = 6 marks, four players in. */
const SIX_OF_FOUR = [...FOUR_LOSERS.slice(0, 2), deal('N35 W35 S35 E35', 'N2 W2 S2 E3')];

describe('Pagat Butzen with excess marks and at least three players', () => {
  it('the set-ups have 5, 6, 7 and 6 marks', () => {
    expect(marks(run(FIVE), 2)).toEqual(per('N2 W2 S0 E1'));
    expect(marks(run(SIX), 3)).toEqual(per('N2 W2 S2 E0'));
    expect(marks(run(SEVEN), 3)).toEqual(per('N2 W2 S2 E1'));
    expect(marks(run(SIX_OF_FOUR), 2)).toEqual(per('N2 W2 S1 E1'));
  });

  // Pagat: "If there are more than four marks on the slate, marks are erased but not added." /
  // "So if there are 5 marks on the slate, in the next deal 1 mark is erased by the player with the lowest score"
  it('five marks: only the lowest erases, nobody adds; then back to four-mark Butzen', () => {
    const t = run([
      ...FIVE,
      deal('N30 W50 E40', 'N3 W3 E3'), // N lowest: 2 → 1; W (most) adds nothing → 4 marks
      deal('N40 W20 E50', 'N3 W2 E4'), // four marks: W fewest 2 → 1, E most 1 → 2
    ]);
    expect(t.log[3]!.phase).toBe('butzen');
    expect(marks(t, 3)).toEqual(per('N1 W2 S0 E1'));
    expect(marks(t, 4)).toEqual(per('N1 W1 S0 E2'));
    expect(t.log[4]!.out).toEqual(['S']);
  });

  // Pagat: "if there are 6 marks, the players with the lowest two scores each erase 1 mark. ... No one adds marks."
  it('six marks, three players: the two lowest erase one each', () => {
    const t = run([...SIX, deal('N60 W20 S40', 'N4 W2 S3')]);
    expect(marks(t, 4)).toEqual(per('N2 W1 S1 E0'));
    expect(t.log[4]!.playoff).toBeNull();
  });

  // Same sentence, with four players still in.
  it('six marks, four players: the two lowest erase one each', () => {
    const t = run([...SIX_OF_FOUR, deal('N10 W20 S50 E60', 'N1 W2 S3 E3')]);
    // N 2 → 1, W 2 → 1; S and E keep 1: four marks
    expect(marks(t, 3)).toEqual(per('N1 W1 S1 E1'));
    expect(t.log[3]!.out).toEqual([]);
  });

  // Pagat: "If there are 7 marks, all except the player with the highest score erase 1 mark. No one adds marks."
  it('seven marks: all but the highest erase one each (the one with one mark drops out)', () => {
    const t = run([...SEVEN, deal('N50 W20 S30 E40', 'N3 W2 S2 E2')]);
    // N (50) is highest and keeps 2; W 2 → 1, S 2 → 1, E 1 → 0 (out): four marks
    expect(marks(t, 4)).toEqual(per('N2 W1 S1 E0'));
    expect(t.log[4]!.out).toEqual(['E']);
  });

  // "the players with the lowest two scores each erase 1 mark": a tie between the two lowest decides nothing,
  // Playoff: "it may be necessary to resolve the tie in order to determine which player should add or erase a mark"
  it('six marks, the two lowest tie: both erase, no play-off needed', () => {
    const t = run([...SIX, deal('N20 W20 S60', 'N2 W2 S5')]);
    expect(t.log[4]!.playoff).toBeNull();
    expect(marks(t, 4)).toEqual(per('N1 W1 S2 E0'));
    expect(t.state.awaiting).toBe('deal');
  });

  // "in the next deal 1 mark is erased by the player with the lowest score" + "If two or three players
  // tie ... it may be necessary to resolve the tie": five marks, two tie for lowest → play-off.
  it('five marks, two tie for lowest: play-off, its winner erases', () => {
    const t = run([
      ...FIVE,
      deal('N20 W20 E50', 'N2 W2 E5'), // N and W tie for lowest; nobody adds
      deal('N30 W10', 'N5 W4'), // play-off: W fewest, wins, erases
    ]);
    expect(set(t.log[3]!.playoff)).toEqual(['N', 'W']);
    expect(marks(t, 3)).toEqual(per('N2 W2 S0 E1'));
    const p = t.log[4]!;
    expect(p.kind).toBe('playoff');
    // E dealt deal 4; of N and W, N has the earlier turn to deal, W (next in rotation) leads
    expect(p.dealer).toBe('N');
    expect(p.forehand).toBe('W');
    expect(marks(t, 4)).toEqual(per('N2 W1 S0 E1'));
  });

  // "If there are 7 marks, all except the player with the highest score erase 1 mark": a tie for highest
  // must be played off to see which of the two does not erase.
  it('seven marks, two tie for highest: the other two erase at once, the play-off winner erases too', () => {
    const t = run([
      ...SEVEN,
      deal('N20 W20 S50 E50', 'N2 W2 S3 E2'), // N, W erase; S/E tied for highest
      deal('S30 E40', 'S4 E5'), // S fewest: wins, erases; E is "the highest" and keeps his mark
    ]);
    expect(set(t.log[4]!.playoff)).toEqual(['E', 'S']);
    expect(marks(t, 4)).toEqual(per('N1 W1 S2 E1'));
    expect(marks(t, 5)).toEqual(per('N1 W1 S1 E1'));
  });
});

describe('Pagat Butzen: a march with excess marks', () => {
  // Pagat: "If a player makes a march, that player erases 2 marks if there are at least 2 excess marks
  // and the player has 2 marks to erase."
  it('six marks, marcher with two marks: erases two and is out; nobody adds', () => {
    const t = run([...SIX, deal('N20 W100 S20', 'N1 W6 S2')]);
    expect(t.log[4]!.march).toBe('W');
    expect(marks(t, 4)).toEqual(per('N2 W0 S2 E0'));
    expect(set(t.log[4]!.out)).toEqual(['E', 'W']);
  });

  // "During Butzen, a march is achieved either by 'making 100' or by taking all 9 tricks." (three players)
  it('six marks, march by all nine tricks (90 points): erases two', () => {
    const t = run([...SIX, deal('N0 W0 S90', 'N0 W0 S9')]);
    expect(t.log[4]!.march).toBe('S');
    expect(marks(t, 4)).toEqual(per('N2 W2 S0 E0'));
  });

  // Pagat: "If there is only one excess mark, or if the player who made march has only one mark, only one
  // mark is erased."
  it('five marks (one excess), marcher with two marks: erases only one', () => {
    const t = run([...FIVE, deal('N100 W20 E20', 'N6 W2 E1')]);
    expect(t.log[3]!.march).toBe('N');
    // N 2 → 1; nobody adds: 1 + 2 + 1 = 4
    expect(marks(t, 3)).toEqual(per('N1 W2 S0 E1'));
    expect(t.log[3]!.out).toEqual(['S']);
  });

  // Same sentence: "or if the player who made march has only one mark, only one mark is erased."
  it('seven marks, marcher with one mark: erases it and is out; nobody adds (six marks left)', () => {
    const t = run([...SEVEN, deal('N10 W10 S20 E100', 'N1 W1 S1 E6')]);
    expect(t.log[4]!.march).toBe('E');
    expect(marks(t, 4)).toEqual(per('N2 W2 S2 E0'));
    expect(t.log[4]!.out).toEqual(['E']);
  });

  // "that player erases 2 marks if there are at least 2 excess marks and the player has 2 marks to erase"
  // – and only that player: "marks are erased but not added", nobody else erases in a march deal.
  it('seven marks, marcher with two marks: erases two, nobody else erases or adds (five marks left)', () => {
    const t = run([
      ...SEVEN,
      deal('N100 W10 S10 E20', 'N6 W1 S1 E1'), // N 2 → 0 (out); W2 S2 E1
      deal('W30 S20 E40', 'W3 S2 E4'), // five marks, three players: only S (lowest) erases
    ]);
    expect(marks(t, 4)).toEqual(per('N0 W2 S2 E1'));
    expect(t.log[4]!.out).toEqual(['N']);
    expect(marks(t, 5)).toEqual(per('N0 W2 S1 E1'));
  });
});
