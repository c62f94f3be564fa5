/**
 * The rubber of four games and its settlement, Hindersche (Pagat).
 * Expectations worked by hand from ../shared/seeds/000_8b9d2f8ed9111cdb.txt.
 */
import { describe, expect, it } from 'vitest';
import { expectInputError, frame, per, run, runScenario, scenario } from './helpers.ts';

/**
 * Four deals in which `loser` loses a game through Butzen (one frame mark):
 *  1. `marcher` makes 100: the other three one mark each (3 marks);
 *  2. `loser` has the most: loser 2, b 1, c 1 = four marks, the marcher is clean and out;
 *  3. (three players, four marks) b fewest erases his only mark and is out, loser (most) adds: loser 3, c 1;
 *  4. (final stage) c fewest erases his only mark and is out: `loser` is the last one in.
 */
function butzenLoss(loser: string, marcher: string, b: string, c: string) {
  const four = (pts: Record<string, number>, tr: Record<string, number>) => ({ points: pts, tricks: tr });
  return [
    four({ [marcher]: 104, [loser]: 12, [b]: 12, [c]: 12 }, { [marcher]: 6, [loser]: 1, [b]: 1, [c]: 1 }),
    four({ [loser]: 50, [marcher]: 30, [b]: 35, [c]: 25 }, { [loser]: 3, [marcher]: 2, [b]: 2, [c]: 2 }),
    four({ [b]: 10, [loser]: 60, [c]: 30 }, { [b]: 1, [loser]: 5, [c]: 3 }),
    four({ [c]: 10, [loser]: 50 }, { [c]: 2, [loser]: 7 }),
  ];
}

/** Four deals in which `loser` has the most points every time: a whitewash, two frame marks. */
function whitewash(loser: string) {
  const others = ['N', 'W', 'S', 'E'].filter((p) => p !== loser);
  const d = {
    points: { [loser]: 50, [others[0]!]: 30, [others[1]!]: 35, [others[2]!]: 25 },
    tricks: { [loser]: 3, [others[0]!]: 2, [others[1]!]: 2, [others[2]!]: 2 },
  };
  return [d, d, d, d];
}

describe('Pagat rubber and settlement', () => {
  // Pagat: "Normally four games constitute a rubber. If playing for stakes, at the end of a rubber those with
  // marks on the frame pay each opponent for each mark they have acquired."
  // "For example, if A has 3 marks on the frame, B has 1 mark and C and D have none, A pays € 15 and B € 5 to
  // each opponent. Thus A loses €40, B breaks even and C and D win € 20 each."
  // With a tariff of 1 (the contract's default) instead of €5: A −8, B 0, C +4, D +4.
  it("Pagat's settlement example: A (N) 3 frame marks, B (W) 1 → N −8, W 0, S +4, E +4", () => {
    const deals = [
      ...butzenLoss('N', 'W', 'S', 'E'),
      ...butzenLoss('N', 'W', 'S', 'E'),
      ...butzenLoss('N', 'W', 'S', 'E'),
      ...butzenLoss('W', 'N', 'S', 'E'),
    ];
    const t = run(deals);
    expect(t.log).toHaveLength(16);
    expect(t.log.map((e) => e.game)).toEqual([1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4]);
    for (const i of [3, 7, 11]) expect(t.log[i]!.gameOver).toMatchObject({ loser: 'N', frameMarks: 1 });
    expect(t.log[15]!.gameOver).toMatchObject({ loser: 'W', frameMarks: 1 });
    expect(frame(t, 3)).toEqual(per('N1 W0 S0 E0'));
    expect(frame(t, 11)).toEqual(per('N3 W0 S0 E0'));
    expect(frame(t, 15)).toEqual(per('N3 W1 S0 E0'));
    expect(t.state.awaiting).toBe('rubber-over');
    // N pays 3 to each of W, S, E (−9) and gets 1 from W (+1): −8. W pays 1 to each (−3), gets 3 from N: 0.
    // S and E each get 3 from N and 1 from W: +4.
    expect(t.state.settlement).toEqual({ N: -8, W: 0, S: 4, E: 4 });
  });

  // Same rule, whitewashes count two frame marks ("Two lost games are chalked for that player on the frame").
  it('whitewashes in the rubber: N 4, W 2, S 1, E 0 frame marks → N −9, W −1, S +3, E +7', () => {
    const t = run([...whitewash('N'), ...whitewash('W'), ...whitewash('N'), ...butzenLoss('S', 'N', 'W', 'E')]);
    expect(t.log).toHaveLength(16);
    expect(frame(t, 15)).toEqual(per('N4 W2 S1 E0'));
    expect(t.state.awaiting).toBe('rubber-over');
    // total 7 frame marks; each player nets (7 − own) received − 3 × own paid = 7 − 4 × own
    expect(t.state.settlement).toEqual({ N: 7 - 16, W: 7 - 8, S: 7 - 4, E: 7 });
  });

  // "Normally four games constitute a rubber" + contract: "deals left over are an error".
  it('a deal left over after the fourth game is malformed input', () => {
    const deals = [
      ...whitewash('N'),
      ...whitewash('W'),
      ...whitewash('S'),
      ...whitewash('E'),
      ...whitewash('N').slice(0, 1),
    ];
    expectInputError(() => runScenario(scenario(deals)), /deals\[16\]|deal 17|left over/);
  });

  it('not yet over after three games', () => {
    const t = run([...whitewash('N'), ...whitewash('W'), ...whitewash('S')]);
    expect(t.state.awaiting).toBe('deal');
    expect(t.state.settlement).toBeNull();
    expect(t.state.game).toBe(4);
    expect(t.state.tallies.frame).toEqual(per('N2 W2 S2 E0'));
  });
});
