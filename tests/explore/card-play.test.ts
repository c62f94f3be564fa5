/**
 * `diff` sees every difference in card play (issue 10, rules item 3): whether two compiled
 * variants play differently is read off the compiled variants (their card-play fingerprints, the
 * readings in force included), and a played witness is searched in both directions, with the
 * moves before play (a Hübscher) as well as cards, pick-ups and passes.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPath } from '../../src/check/check.ts';
import { compileVariant, type CompiledVariant } from '../../src/compile/compile.ts';
import { cardPlayFingerprint } from '../../src/compile/fingerprint.ts';
import { playedWitness, playRulesDiffer } from '../../src/explore/witness.ts';
import { diskReader } from '../../src/resolve/disk.ts';
import { replayOrMessage, type Scenario } from '../../src/scenario/replay.ts';
import { compiled, loadVariant } from '../helpers.ts';

const tmp = mkdtempSync(join(tmpdir(), 'stichwort-card-play-'));

/** Writes a house-rule file into the temporary folder; returns its path. */
function houseRule(name: string, lines: string[]): string {
  const p = join(tmp, `${name}.stw`);
  writeFileSync(p, [`variant ${name} "${name}"`, ...lines, ''].join('\n'));
  return p;
}

/** The house rule at `path`, checked clean and compiled under its defaults. */
function compiledFile(path: string): CompiledVariant {
  const { variant, diagnostics } = checkPath(diskReader, path);
  expect(diagnostics.map((d) => d.message)).toEqual([]);
  return compileVariant(variant!);
}

const plainOnly = houseRule('bh-plain-only', [
  'extends bauernheinrich',
  'source house "Our table"',
  'remove trump-against-trump-any                                   [house]',
  'override trump-against-trump-plain: trumps beat plain suits      [house]',
]);
const atWill = houseRule('bh-at-will', [
  'extends bauernheinrich',
  'source house "Our table"',
  'default must-if-possible is pick-up-at-will                       [house]',
]);
const twoPlayers = houseRule('pagat-two-players', [
  'extends hindersche-pagat',
  'source house "Our table"',
  'default huebscher-players is two-players                          [house]',
]);
const noSchleipfe = houseRule('pagat-no-schleipfe', [
  'extends hindersche-pagat',
  'source house "Our table"',
  'remove schleipfe                                                   [house]',
]);
const dealerLeads = houseRule('pagat-dealer-leads', [
  'extends hindersche-pagat',
  'source house "Our table"',
  'override forehand: lead dealer                                     [house]',
]);
const tenCounts = houseRule('pagat-ten-counts-less', [
  'extends hindersche-pagat',
  'source house "Our table"',
  'override card-points: points A 11, K 4, Q 3, J 2, 10 5, old-man 12, little-man 12 total 120   [house]',
]);

/** The transcript of `sc` under `cv`, as text to compare (the variant's own name left out). */
const transcript = (cv: CompiledVariant, sc: Scenario) =>
  JSON.stringify(replayOrMessage(cv, sc), (k, x) =>
    k === 'variant' || k === 'options' || k === 'rules' ? undefined : x,
  );

/** The witness runs under one variant and is refused, or ends otherwise, under the other. */
function expectWitness(a: CompiledVariant, b: CompiledVariant, sc: Scenario) {
  const ta = replayOrMessage(a, sc),
    tb = replayOrMessage(b, sc);
  const clean = (t: typeof ta) => typeof t === 'object' && !t.error;
  expect(clean(ta) || clean(tb)).toBe(true);
  expect(transcript(a, sc)).not.toBe(transcript(b, sc));
}

describe('whether two compiled variants play differently', () => {
  it('sees trumps that beat plain suits only, which no clause kind listed', () => {
    const a = compiled('bauernheinrich'),
      b = compiledFile(plainOnly);
    expect(playRulesDiffer(a, b)).toBe(true);
  });

  it('sees a house rule that only changes the default reading of how a card must be beaten', () => {
    const a = compiled('bauernheinrich'),
      b = compiledFile(atWill);
    expect(playRulesDiffer(a, b)).toBe(true);
  });

  it('sees the reading in force of who may ask for a Hübscher', () => {
    expect(playRulesDiffer(compiled('hindersche-pagat'), compiledFile(twoPlayers))).toBe(true);
  });

  it('does not see rules that only score or pass on the deal', () => {
    const v = loadVariant('hindersche-pagat');
    expect(playRulesDiffer(compileVariant(v), compileVariant(v))).toBe(false);
    // Who deals after a play-off, and how a play-off is decided, change no card of a deal.
    expect(playRulesDiffer(compileVariant(v), compileVariant(v, { 'playoff-next-dealer': 'resume' }))).toBe(false);
    expect(playRulesDiffer(compileVariant(v), compileVariant(v, { 'playoff-decided': 'points-only' }))).toBe(false);
    expect(playRulesDiffer(compiled('kein-stich'), compiled('kein-stich-march'))).toBe(false);
  });

  it('refuses to fingerprint a compiled function that records no clause it was compiled from', () => {
    const cv = compiled('hindersche-pagat');
    expect(() => cardPlayFingerprint({ ...cv, lead: () => 0 })).toThrow(
      /hindersche-pagat: the compiled function at "lead" records no clause/,
    );
    // A part that only scores is not looked at.
    expect(cardPlayFingerprint({ ...cv, gameOver: [] })).toBe(cardPlayFingerprint(cv));
  });

  it('fingerprints every shipped variant under each of its readings', () => {
    for (const id of [
      'bauernheinrich',
      'hindersche-pagat',
      'hindersche-schoch',
      'hindersche-swedish',
      'hindersi-jass',
      'kein-stich',
      'kein-stich-black-pig',
      'kein-stich-king-louis',
      'kein-stich-march',
      'kein-stich-power',
      'kein-stich-six-first-last',
      'kein-stich-six-penultimate',
      'kein-stich-unter-of-hearts',
    ]) {
      const v = loadVariant(id);
      expect(cardPlayFingerprint(compileVariant(v)).length).toBeGreaterThan(0);
      for (const [q, amb] of v.ambiguities)
        for (const r of amb.readings) cardPlayFingerprint(compileVariant(v, { [q]: r.id.name }));
    }
  });
});

describe('a played witness for every difference in card play', () => {
  it('trumps beat plain suits: a deal in which the house rule refuses a trump on a trump', () => {
    const a = compiled('bauernheinrich'),
      b = compiledFile(plainOnly);
    const w = playedWitness(a, b, 300)!;
    expect(w).not.toBeNull();
    expect(w.scenario.deals).toHaveLength(1);
    expectWitness(a, b, w.scenario);
    const t = replayOrMessage(b, w.scenario);
    expect(typeof t === 'object' && t.error?.rule).toBe('beat');
  });

  it('pick up at will: a deal in which the house rule picks up a trick that the default must beat', () => {
    const a = compiled('bauernheinrich'),
      b = compiledFile(atWill);
    const w = playedWitness(a, b, 300)!;
    expect(w).not.toBeNull();
    expect(w.legalUnder).toBe('bh-at-will');
    expectWitness(a, b, w.scenario);
    const t = replayOrMessage(a, w.scenario);
    expect(typeof t === 'object' && t.error).toMatchObject({ deal: 1, rule: 'beat' });
    expect(typeof t === 'object' && t.error!.message).toMatch(/may not pick up here/);
  });

  it('a Hübscher with four players in: Butzen reached by scored deals, then a redeal the house rule refuses', () => {
    const a = compiled('hindersche-pagat'),
      b = compiledFile(twoPlayers);
    const w = playedWitness(a, b, 50)!;
    expect(w).not.toBeNull();
    expect(w.scenario.deals.at(-1)).toMatchObject({ redeal: true });
    expectWitness(a, b, w.scenario);
    const t = replayOrMessage(b, w.scenario);
    expect(typeof t === 'object' && t.error).toMatchObject({ deal: w.scenario.deals.length, rule: 'huebscher' });
  });

  it('robbing the trump card: the witness deals the turned card as the engine does, so a swap the base refuses is found', () => {
    const a = compiled('hindersche-pagat'),
      b = compiled('hindersche-six-for-trump');
    const w = playedWitness(a, b, 50)!;
    expect(w).not.toBeNull();
    expect(w.legalUnder).toBe('hindersche-six-for-trump');
    expectWitness(a, b, w.scenario);
    // The deal names the turned card, which the swap takes; the base refuses the swap as a move.
    expect(w.scenario.deals.at(-1)).toMatchObject({ trump: expect.stringMatching(/^(10|[6-9JQKA])[SHDC]$/) });
    const t = replayOrMessage(a, w.scenario);
    expect(typeof t === 'object' && t.error?.message).toMatch(/may not give 6[SHDC]/);
  });

  it('no Schleipfe: a deal in which a trick is taken by another than its winner, which the house rule refuses', () => {
    const a = compiled('hindersche-pagat'),
      b = compiledFile(noSchleipfe);
    expect(playRulesDiffer(a, b)).toBe(true);
    const w = playedWitness(a, b, 20)!;
    expect(w.legalUnder).toBe('hindersche-pagat');
    expect(w.scenario.deals).toHaveLength(1);
    expect(w.scenario.deals[0]).toMatchObject({ schleipfen: [{ trick: 1 }] });
    expectWitness(a, b, w.scenario);
    const t = replayOrMessage(b, w.scenario);
    expect(typeof t === 'object' && t.error).toMatchObject({ deal: 1, rule: 'no-take-trick' });
  });
});

describe('other parts of card play', () => {
  it("who leads: the dealer leads under the house rule, so forehand's first card is out of turn", () => {
    const a = compiled('hindersche-pagat'),
      b = compiledFile(dealerLeads);
    const w = playedWitness(a, b, 5)!;
    expect(w).toMatchObject({ atPlay: 1, legalUnder: 'hindersche-pagat' });
    const t = replayOrMessage(b, w.scenario);
    expect(typeof t === 'object' && t.error).toMatchObject({ deal: 1, play: 1, rule: 'turn' });
  });

  it('what a card is worth: the same moves under both, counted otherwise', () => {
    const a = compiled('hindersche-pagat'),
      b = compiledFile(tenCounts);
    expect(playRulesDiffer(a, b)).toBe(true);
    const w = playedWitness(a, b, 5)!;
    expectWitness(a, b, w.scenario);
    const points = (cv: CompiledVariant) => {
      const t = replayOrMessage(cv, w.scenario);
      return typeof t === 'object' && !t.error && t.log[0]!.points;
    };
    expect(points(a)).toBeTruthy();
    expect(points(b)).toBeTruthy();
    expect(points(a)).not.toEqual(points(b));
  });
});

describe('stichwort diff', () => {
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, ['bin/stichwort.js', ...args], { encoding: 'utf8', timeout: 60_000 });

  it('shows a played deal for each Bauernheinrich house rule instead of "No scored witness" alone', () => {
    for (const [file, legal, refused] of [
      [plainOnly, 'bauernheinrich', 'bh-plain-only'],
      [atWill, 'bh-at-will', 'bauernheinrich'],
    ] as const) {
      const r = cli('diff', 'bauernheinrich', file);
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout).toContain('No scored witness');
      expect(r.stdout).toContain(
        `Card play differs: a deal legal under ${legal} that ${refused} refuses or scores differently`,
      );
      expect(r.stdout).toMatch(/≠ 1\. played: \d+ moves/);
    }
  }, 60_000);
});
