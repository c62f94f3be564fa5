/**
 * Hübscher ("nicer ones"): a hand thrown in and dealt again, Hindersche (Pagat), under the variant's
 * declared reading `huebscher-players` (default any-number). Worked from ../shared/seeds/000_8b9d2f8ed9111cdb.txt.
 */
import { describe, expect, it } from 'vitest';
import { deal, FOUR_LOSERS, marks, per, redeal, run, runScenario, scenario } from './helpers.ts';

/** W marches, then N most: N2 S1 E1, W out; Butzen with three players, S to deal. */
const W_OUT = [deal('N12 W104 S12 E12', 'N1 W6 S1 E1'), deal('N50 W30 S35 E25', 'N3 W2 S2 E2')];

describe('Pagat Hübscher', () => {
  // Pagat: "At any stage during Butzen, a player who feels they have an unwinnable hand may ask for
  // “nicer ones” (hübscher) before play begins." – during Butzen, so not in phase 1.
  it('refused in phase 1 (first deal): a rule violation in the transcript, not an input error', () => {
    const t = runScenario(scenario([redeal('S')]));
    expect(t.error).toBeDefined();
    expect(t.error!.deal).toBe(1);
    expect(t.error!.rule).toBe('huebscher');
    expect(t.log).toHaveLength(0);
  });

  it('refused in phase 1 after a deal: the log keeps the deal before it', () => {
    const t = runScenario(scenario([deal('N50 W30 S35 E25', 'N3 W2 S2 E2'), redeal('S')]));
    expect(t.error?.deal).toBe(2);
    expect(t.error?.rule).toBe('huebscher');
    expect(t.log).toHaveLength(1);
    expect(marks(t, 0)).toEqual(per('N1 W0 S0 E0'));
  });

  // Same sentence + "If the opponent(s) agree, the cards are thrown in and the same dealer deals again."
  it('accepted in Butzen with four players (default reading): logged as a redeal, the same dealer deals again', () => {
    const t = run([
      ...FOUR_LOSERS, // dealers N W S E; next N
      redeal('S'),
      deal('N10 W30 S40 E60', 'N1 W3 S2 E3'), // N fewest: out; E most: 2
      deal('W20 S35 E70', 'W2 S2 E5'), // next dealer after N: W
    ]);
    const r = t.log[4]!;
    expect(r.kind).toBe('redeal');
    expect(r.phase).toBe('butzen');
    expect(r.dealer).toBe('N');
    expect(marks(t, 4)).toEqual(per('N1 W1 S1 E1'));
    expect(t.log[5]!.kind).toBe('deal');
    expect(t.log[5]!.dealer).toBe('N');
    expect(t.log[5]!.forehand).toBe('W');
    expect(marks(t, 5)).toEqual(per('N0 W1 S1 E2'));
    expect(t.log[6]!.dealer).toBe('W');
  });

  it('accepted in Butzen with three players under the default reading any-number', () => {
    const t = run([...W_OUT, redeal('E'), deal('N40 S20 E30', 'N4 S2 E3')]);
    expect(t.options['huebscher-players']).toBe('any-number');
    expect(t.log[2]!.kind).toBe('redeal');
    expect(t.log[2]!.dealer).toBe('S');
    expect(t.log[3]!.dealer).toBe('S');
    // S fewest erases his only mark; N most adds: N3 E1
    expect(marks(t, 3)).toEqual(per('N3 W0 S0 E1'));
  });

  // Reading two-players: "only in the final stage with two players, where the text says it normally happens"
  // (Pagat: "This normally happens only when there are only two players.")
  it('two-players reading: refused while four players are in', () => {
    const t = runScenario(scenario([...FOUR_LOSERS, redeal('S')], { options: { 'huebscher-players': 'two-players' } }));
    expect(t.error?.deal).toBe(5);
    expect(t.error?.rule).toBe('huebscher');
    expect(t.log).toHaveLength(4);
  });

  it('two-players reading: refused while three players are in', () => {
    const t = runScenario(scenario([...W_OUT, redeal('S')], { options: { 'huebscher-players': 'two-players' } }));
    expect(t.error?.deal).toBe(3);
    expect(t.error?.rule).toBe('huebscher');
  });

  it('two-players reading: accepted in the final stage', () => {
    const t = run(
      [
        ...W_OUT,
        deal('N60 S10 E30', 'N5 S1 E3'), // dealer S: S out, N3 E1
        redeal('N'), // dealer E (next in after S)
        deal('N50 E10', 'N7 E2'), // the same dealer E: E erases his last mark; N loses
      ],
      { options: { 'huebscher-players': 'two-players' } },
    );
    expect(t.log[3]!.kind).toBe('redeal');
    expect(t.log[3]!.dealer).toBe('E');
    expect(t.log[4]!.dealer).toBe('E');
    expect(t.log[4]!.forehand).toBe('N');
    expect(t.log[4]!.gameOver).toMatchObject({ loser: 'N', frameMarks: 1 });
  });
});
