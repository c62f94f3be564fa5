/**
 * Malformed scenario input for Hindersche (Pagat): ScenarioInputError naming the deal and field
 * (../shared/scenario-format.md, "Errors"), never a rule violation or a crash.
 */
import { describe, expect, it } from 'vitest';
import { deal, expectInputError, FOUR_LOSERS, runScenario, ScenarioInputError, scenario } from './helpers.ts';

/** W marches, then N most: Butzen with N, S, E (three players), W out. */
const W_OUT = [deal('N12 W104 S12 E12', 'N1 W6 S1 E1'), deal('N50 W30 S35 E25', 'N3 W2 S2 E2')];

describe('Pagat scenario input errors', () => {
  it('an unknown player in a deal', () => {
    expectInputError(() => runScenario(scenario([deal('N50 W30 S35 X25', 'N3 W2 S2 X2')])), /deals\[0\]|deal 1/, /X/);
  });

  it('a seated player missing from a four-player deal', () => {
    expectInputError(() => runScenario(scenario([deal('N50 W55 S35', 'N3 W3 S3')])), /deals\[0\]|deal 1/, /E/);
  });

  // Pagat: "There is a total of 140 card points in the pack." With four players the whole pack is dealt.
  it('points adding to 139 with four players', () => {
    expectInputError(
      () => runScenario(scenario([deal('N50 W30 S34 E25', 'N3 W2 S2 E2')])),
      /deals\[0\]|deal 1/,
      /points/,
    );
  });

  it('points adding to 141 with four players, in the third deal', () => {
    expectInputError(
      () => runScenario(scenario([...FOUR_LOSERS.slice(0, 2), deal('N30 W20 S61 E30', 'N2 W2 S3 E2')])),
      /deals\[2\]|deal 3/,
      /points/,
    );
  });

  // Pagat: "During Butzen, a march is achieved either by 'making 100' or by taking all 9 tricks." –
  // without tricks the runner cannot tell whether E took every trick.
  it('tricks missing from a three-player Butzen deal', () => {
    expectInputError(() => runScenario(scenario([...W_OUT, deal('N0 S0 E80')])), /deals\[2\]|deal 3/, /tricks/);
  });

  it('tricks missing from a four-player Butzen deal', () => {
    expectInputError(
      () => runScenario(scenario([...FOUR_LOSERS, deal('N40 W15 S45 E40')])),
      /deals\[4\]|deal 5/,
      /tricks/,
    );
  });

  // Phase 1 only reads points ("100 or more card points"): tricks may be left out.
  it('tricks may be left out in phase 1', () => {
    const t = runScenario(scenario([deal('N50 W30 S35 E25'), deal('N14 W16 S100 E10')]));
    expect(t.error).toBeUndefined();
    expect(t.log).toHaveLength(2);
  });

  // Pagat: "they cannot lose and do not take part in phase 2."
  it('a player who is out appears in a deal', () => {
    expectInputError(
      () => runScenario(scenario([...W_OUT, deal('N30 W10 S20 E40', 'N3 W1 S2 E3')])),
      /deals\[2\]|deal 3/,
      /W/,
    );
  });

  it('tricks that do not add up to nine', () => {
    expectInputError(
      () => runScenario(scenario([deal('N50 W30 S35 E25', 'N3 W2 S2 E1')])),
      /deals\[0\]|deal 1/,
      /tricks/,
    );
  });

  it('an unknown ambiguity id in options', () => {
    expectInputError(
      () => runScenario(scenario([deal('N50 W30 S35 E25', 'N3 W2 S2 E2')], { options: { 'no-such-ambiguity': 'x' } })),
      /options/,
      /no-such-ambiguity/,
    );
  });

  it('an unknown reading of a declared ambiguity', () => {
    expectInputError(
      () =>
        runScenario(
          scenario([deal('N50 W30 S35 E25', 'N3 W2 S2 E2')], { options: { 'playoff-decided': 'coin-toss' } }),
        ),
      /options/,
      /coin-toss/,
    );
  });

  it('a first dealer who is not seated', () => {
    expectInputError(() => runScenario(scenario([], { dealer: 'X' })), /dealer/);
  });

  it('a deal that is neither scored, played nor a redeal', () => {
    expectInputError(() => runScenario(scenario([{ foo: 1 }])), /deals\[0\]|deal 1/);
  });

  // Found in review: a message quoted the bad value with JSON.stringify, which overflowed the stack
  // on a deeply nested one (exit 70) and echoed a long one, or a list of 100,000 players, in full.
  it('a bad value is described briefly, however deep or long it is', () => {
    const deep = JSON.parse('['.repeat(100_000) + ']'.repeat(100_000));
    const cases: [Record<string, unknown>, string][] = [
      [
        { variant: deep },
        'variant: expected a variant id (a file name in variants/ without .stw) or a path ending in .stw, got a list of 1',
      ],
      [
        { variant: 'X'.repeat(100_000) },
        `variant: expected a variant id (a file name in variants/ without .stw) or a path ending in .stw, got "${'X'.repeat(200)}…"`,
      ],
      [
        { variant: 'x'.repeat(100_000) },
        `variant: no variant "${'x'.repeat(200)}…" in variants/; the variants are: bauernheinrich, hindersche-pagat, hindersche-schoch, hindersche-swedish, hindersi-jass, kein-stich, kein-stich-black-pig, kein-stich-king-louis, kein-stich-march, kein-stich-power, kein-stich-six-first-last, kein-stich-six-penultimate, kein-stich-unter-of-hearts`,
      ],
      [{ dealer: deep }, 'dealer: expected one of the players (N, W, S, E), got a list of 1'],
      [
        { players: Array.from({ length: 100_000 }, (_, i) => `P${i}`), dealer: 'N' },
        'dealer: expected one of the players (P0, P1, P2, P3, P4, P5, P6, P7 and 99992 more), got "N"',
      ],
      [
        { deals: [{ points: { N: deep, W: 30, S: 35, E: 35 } }] },
        'deals[0].points.N: expected a whole number ≥ 0, got a list of 1',
      ],
      [
        { deals: [{ points: { N: Infinity, W: 30, S: 35, E: 35 } }] },
        'deals[0].points.N: expected a whole number ≥ 0, got Infinity',
      ],
    ];
    for (const [extra, message] of cases) {
      const e = expectInputError(() => runScenario(scenario([], extra)));
      expect(e.message).toBe(message);
    }
    expectInputError(
      () => runScenario(scenario([], { variant: '/nonexistent/x.stw' })),
      /^variant: "\/nonexistent\/x\.stw" does not check clean:\nerror\[unknown-variant\]/,
    );
  });

  it('input errors are thrown, not reported as rule violations', () => {
    expect(() => runScenario(scenario([deal('N50 W30 S34 E25')]))).toThrow(ScenarioInputError);
  });
});
