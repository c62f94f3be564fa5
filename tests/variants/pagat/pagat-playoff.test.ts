/**
 * Play-offs in Hindersche (Pagat): who deals and leads them, who deals after them (ambiguity
 * `playoff-next-dealer`), and how a play-off is decided (ambiguity `playoff-decided`).
 * Worked from ../shared/seeds/000_8b9d2f8ed9111cdb.txt and the readings of variants/hindersche-pagat.stw.
 */
import { describe, expect, it } from 'vitest';
import { deal, expectInputError, FOUR_LOSERS, marks, per, run, runScenario, scenario, set } from './helpers.ts';

const nextDealer = (reading?: string) => (reading ? { options: { 'playoff-next-dealer': reading } } : {});
const decided = (reading?: string) => (reading ? { options: { 'playoff-decided': reading } } : {});

describe('Pagat play-off: dealer and leader', () => {
  // Pagat, Playoff: "In a playoff deal, the cards are dealt by whichever player in the playoff has the earlier
  // turn to deal and the next player in rotation leads to the first trick."
  it('W and E tie after N dealt: W (next to deal) deals the play-off, E leads', () => {
    const t = run([deal('N30 W45 S20 E45', 'N2 W3 S1 E3'), deal('W30 E50', 'W4 E5')]);
    const p = t.log[1]!;
    expect(p.kind).toBe('playoff');
    expect(p.dealer).toBe('W');
    expect(p.forehand).toBe('E');
    expect(p.players).toEqual(['E', 'W']);
    expect(marks(t, 1)).toEqual(per('N0 W0 S0 E1'));
  });

  // Same sentence: the dealer of the tied deal has just dealt, so his turn to deal is the latest.
  it('N (the dealer) and S tie: S deals the play-off, N leads', () => {
    const t = run([deal('N45 W30 S45 E20', 'N3 W2 S3 E1'), deal('N40 S30', 'N5 S4')]);
    expect(t.log[1]!.dealer).toBe('S');
    expect(t.log[1]!.forehand).toBe('N');
    expect(marks(t, 1)).toEqual(per('N1 W0 S0 E0'));
  });
});

describe('Pagat play-off: who deals next (playoff-next-dealer)', () => {
  // Pagat: "When the playoff is settled, the normal game resumes, and the turn to deal passes to the player to
  // the left of the one who dealt for the playoff."
  // Players are in order of play N → W → S → E, each the right-hand neighbour of the one before, so the player
  // to W's left is N (W is on N's right).
  //  - left-of-playoff-dealer (default): to the left of the play-off dealer W → N
  //  - right-of-playoff-dealer: the next in the usual rotation after W → S
  //  - resume: as if there were no play-off, the next after N (the tied deal's dealer) → W
  const tiedWE = [
    deal('N30 W45 S20 E45', 'N2 W3 S1 E3'),
    deal('W30 E50', 'W4 E5'),
    deal('N50 W30 S35 E25', 'N3 W2 S2 E2'),
  ];
  const cases: [string | undefined, string, string][] = [
    [undefined, 'N', 'W'],
    ['left-of-playoff-dealer', 'N', 'W'],
    ['right-of-playoff-dealer', 'S', 'E'],
    ['resume', 'W', 'S'],
  ];
  for (const [reading, dealer, forehand] of cases) {
    it(`W/E play-off dealt by W, ${reading ?? 'default'}: ${dealer} deals next, ${forehand} leads`, () => {
      const t = run(tiedWE, nextDealer(reading));
      expect(t.options['playoff-next-dealer']).toBe(reading ?? 'left-of-playoff-dealer');
      expect(t.log[1]!.dealer).toBe('W');
      expect(t.log[2]!.kind).toBe('deal');
      expect(t.log[2]!.dealer).toBe(dealer);
      expect(t.log[2]!.forehand).toBe(forehand);
      // E lost the play-off, N has the most in deal 3
      expect(marks(t, 2)).toEqual(per('N1 W0 S0 E1'));
    });
    it(`state after the W/E play-off, ${reading ?? 'default'}: next dealer ${dealer}`, () => {
      const t = run(tiedWE.slice(0, 2), nextDealer(reading));
      expect(t.state.awaiting).toBe('deal');
      expect(t.state.dealer).toBe(dealer);
    });
  }

  // Same sentence with N and S tied: the play-off dealer is S (see above).
  //  - left of S → W;  right of S (next in rotation) → E;  resume after N → W
  const tiedNS = [
    deal('N45 W30 S45 E20', 'N3 W2 S3 E1'),
    deal('N40 S30', 'N5 S4'),
    deal('N50 W30 S35 E25', 'N3 W2 S2 E2'),
  ];
  const casesNS: [string | undefined, string][] = [
    [undefined, 'W'],
    ['right-of-playoff-dealer', 'E'],
    ['resume', 'W'],
  ];
  for (const [reading, dealer] of casesNS) {
    it(`N/S play-off dealt by S, ${reading ?? 'default'}: ${dealer} deals next`, () => {
      const t = run(tiedNS, nextDealer(reading));
      expect(t.log[1]!.dealer).toBe('S');
      expect(t.log[2]!.dealer).toBe(dealer);
    });
  }

  // Pagat: "... the turn to deal passes to the player to the left of the one who dealt for the playoff."
  // In Butzen (A/B/C set-up): W is out; N and S tie for fewest after S dealt. Play-off dealer: after S comes E
  // (not tied), then N → N deals, S leads. N wins (fewer points) and erases one: N1 S1 E2.
  // Next dealer: to the left of N (before N in the order of play, W skipped as out) → E.
  it('in Butzen, default reading: the player to the left of the play-off dealer, out players skipped', () => {
    const t = run([
      deal('N12 W104 S12 E12', 'N1 W6 S1 E1'),
      deal('N50 W30 S35 E25', 'N3 W2 S2 E2'),
      deal('N20 S20 E50', 'N2 S2 E5'),
      deal('N10 S40', 'N4 S5'),
      deal('N30 S40 E50', 'N3 S3 E3'),
    ]);
    expect(t.log[3]!.dealer).toBe('N');
    expect(t.log[3]!.forehand).toBe('S');
    expect(marks(t, 3)).toEqual(per('N1 W0 S1 E2'));
    expect(t.log[4]!.dealer).toBe('E');
    expect(t.log[4]!.forehand).toBe('N');
    // four marks, three players: N fewest 1 → 0 (out), E most 2 → 3
    expect(marks(t, 4)).toEqual(per('N0 W0 S1 E3'));
  });
});

describe('Pagat play-off: how it is decided (playoff-decided)', () => {
  // Pagat: "A player who takes 100 or more card points in tricks has made a 'march' (Durchmarsch). This player
  // wins" + Playoff: "the result is used only to break the tie".
  // march-counts (default): "a march wins outright" → N wins the play-off, W (the other) takes the mark.
  // points-only: "the fewest points win the play-off and the most lose" → N (100) loses and takes the mark.
  // Either way the play-off gives out exactly one mark (it only breaks the tie).
  const marchPlayoff = [deal('N45 W45 S30 E20', 'N3 W3 S2 E1'), deal('N100 W20', 'N7 W2')];
  it('march-counts (default): a 100 in a phase-1 play-off wins it; the other takes the mark', () => {
    const t = run(marchPlayoff);
    expect(t.options['playoff-decided']).toBe('march-counts');
    expect(t.log[1]!.march).toBe('N');
    expect(marks(t, 1)).toEqual(per('N0 W1 S0 E0'));
  });
  it('march-counts (explicit): the same', () => {
    expect(marks(run(marchPlayoff, decided('march-counts')), 1)).toEqual(per('N0 W1 S0 E0'));
  });
  it('points-only: a 100 in a play-off is just the most points; the 100 takes the mark', () => {
    expect(marks(run(marchPlayoff, decided('points-only')), 1)).toEqual(per('N1 W0 S0 E0'));
  });

  // march-counts: "a march wins outright – 100 points, or with two or three players all nine tricks";
  // points-only: "taking every trick is not a march" – then W (0 points) has the fewest and wins.
  const allTricks = [deal('N45 W45 S30 E20', 'N3 W3 S2 E1'), deal('N60 W0', 'N9 W0')];
  it('march-counts: all nine tricks in a two-player play-off win it', () => {
    const t = run(allTricks);
    expect(t.log[1]!.march).toBe('N');
    expect(marks(t, 1)).toEqual(per('N0 W1 S0 E0'));
  });
  it('points-only: all nine tricks (60 points against 0) lose the play-off', () => {
    const t = run(allTricks, decided('points-only'));
    expect(t.log[1]!.march).toBeNull();
    expect(marks(t, 1)).toEqual(per('N1 W0 S0 E0'));
  });

  // Butzen, four marks: N and W tie for fewest (E most adds at once: E2). Play-off N 100, W 20.
  // Pagat, Playoff: "The winner of the playoff then erases a mark." – one mark, the tie's mark.
  // march-counts: N wins → N 1 → 0 (out). points-only: W has fewer → W 1 → 0 (out).
  const butzenPlayoff = [...FOUR_LOSERS, deal('N20 W20 S40 E60', 'N2 W2 S2 E3'), deal('N100 W20', 'N7 W2')];
  it('march-counts: a march in a Butzen play-off for fewest wins it; the marcher erases the one mark', () => {
    const t = run(butzenPlayoff);
    expect(marks(t, 4)).toEqual(per('N1 W1 S1 E2'));
    expect(marks(t, 5)).toEqual(per('N0 W1 S1 E2'));
    expect(t.log[5]!.out).toEqual(['N']);
  });
  it('points-only: the same play-off is won by the fewest points', () => {
    const t = run(butzenPlayoff, decided('points-only'));
    expect(marks(t, 5)).toEqual(per('N1 W0 S1 E2'));
    expect(t.log[5]!.out).toEqual(['W']);
  });

  // march-counts reading: "otherwise the fewest points win and the most lose; a new tie plays off again."
  it('a new tie for most inside a three-way play-off plays off again', () => {
    const t = run([
      deal('N20 W40 S40 E40', 'N2 W3 S2 E2'), // W, S, E tie for most
      deal('W20 S40 E40', 'W2 S4 E3'), // in the play-off S and E tie for most again
      deal('S60 E30', 'S5 E4'), // S has the most: S takes the mark
    ]);
    expect(set(t.log[1]!.playoff)).toEqual(['E', 'S']);
    expect(marks(t, 1)).toEqual(per('N0 W0 S0 E0'));
    expect(t.log[2]!.kind).toBe('playoff');
    expect(marks(t, 2)).toEqual(per('N0 W0 S1 E0'));
  });

  it('a two-way play-off that ties again plays off again', () => {
    const t = run([deal('N45 W45 S30 E20', 'N3 W3 S2 E1'), deal('N40 W40', 'N4 W5'), deal('N50 W30', 'N5 W4')]);
    expect(set(t.log[1]!.playoff)).toEqual(['N', 'W']);
    expect(marks(t, 1)).toEqual(per('N0 W0 S0 E0'));
    expect(marks(t, 2)).toEqual(per('N1 W0 S0 E0'));
  });
});

describe('Pagat play-off: readings in force', () => {
  // Contract: the transcript's options are "the readings in force, defaults included"; the defaults are those
  // declared in variants/hindersche-pagat.stw.
  it('the defaults are reported', () => {
    const t = run([deal('N50 W30 S35 E25', 'N3 W2 S2 E2')]);
    expect(t.options).toMatchObject({
      'playoff-next-dealer': 'left-of-playoff-dealer',
      'playoff-decided': 'march-counts',
      'huebscher-players': 'any-number',
    });
  });
});

describe('Pagat play-off: input', () => {
  // Playoff: "an additional 'playoff' deal in which only the tied players take part"
  it('a player who is not in the play-off may not appear in its deal', () => {
    expectInputError(
      () => runScenario(scenario([deal('N45 W45 S30 E20', 'N3 W3 S2 E1'), deal('N30 W40 S10', 'N3 W4 S2')])),
      /deals\[1\]|deal 2/,
      /S/,
    );
  });

  // march-counts: "with two or three players all nine tricks" win a play-off, so its tricks are needed;
  // under points-only no rule of phase 1 or of the play-off reads tricks.
  it('march-counts: a play-off deal without tricks is malformed', () => {
    expectInputError(
      () => runScenario(scenario([deal('N45 W45 S30 E20'), deal('N30 W40')])),
      /deals\[1\]|deal 2/,
      /tricks/,
    );
  });
  it('points-only: a play-off deal without tricks is fine', () => {
    const t = run([deal('N45 W45 S30 E20'), deal('N30 W40')], decided('points-only'));
    expect(marks(t, 1)).toEqual(per('N0 W1 S0 E0'));
  });
});
