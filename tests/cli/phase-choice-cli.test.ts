/**
 * Phases chosen at the table through the CLI (issue 29): a compendium whose dealer chooses the next
 * contract among those not yet played, the contracts differing in their card values and rules of
 * play (tests/fixtures/choices/chosen-contracts.stw and .json). The scenario plays a game (No Max
 * played card by card, where its rule binds; No Hearts and No Tricks given by their points; the
 * Domino last) and the first deal of the next; the refusals change one move.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkPath } from '../../src/check/check.ts';
import { compileVariant } from '../../src/compile/compile.ts';
import { ruleWords, variantNames } from '../../src/compile/clause-words.ts';
import { diskReader } from '../../src/resolve/disk.ts';

const FILE = 'tests/fixtures/choices/chosen-contracts.stw';
const tmp = mkdtempSync(join(tmpdir(), 'stichwort-phase-choice-'));
const stackTrace = /\n\s+at .+:\d+:\d+/;

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, ['bin/stichwort.js', ...args], { encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
interface Sc {
  deals: { hands?: Record<string, string[]>; plays?: string[] }[];
}
const sc: Sc = JSON.parse(readFileSync('tests/fixtures/choices/chosen-contracts.json', 'utf8'));
/** Runs the scenario (changed by `edit`) and returns the exit status and the parsed transcript (or stderr). */
function run(edit: (sc: Sc) => void = () => {}) {
  const copy: Sc = structuredClone(sc);
  edit(copy);
  const path = join(tmp, `s${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, JSON.stringify(copy));
  const r = cli('run', path);
  return { status: r.status, t: r.stdout ? JSON.parse(r.stdout) : null, stderr: r.stderr };
}

describe('the dealer chooses the next contract (chosen-contracts)', () => {
  it('checks clean, and says the clause in words naming the contracts by title', () => {
    const r = cli('check', FILE);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const { variant } = checkPath(diskReader, FILE);
    const clause = variant!.clauses.find((c) => c.id === 'contracts')!;
    expect(ruleWords(clause.node, variantNames(variant!, compileVariant(variant!).deck))).toBe(
      'The dealer chooses the next contract among those not yet played this game: “No Tricks”, “No Hearts” or “No Max”; each is played once a game.',
    );
  });
  it('plays each contract in the order the dealers choose, with its own card values, then the Domino (exit 0)', () => {
    const { status, t } = run();
    expect(status).toBe(0);
    const log = t.log as { game: number; deal: number; phase: string; dealer: string; tallies: { pot: number } }[];
    expect(log.map((e) => [e.game, e.deal, e.phase, e.dealer])).toEqual([
      [1, 1, 'no-max', 'N'],
      [1, 2, 'no-hearts', 'E'],
      [1, 3, 'no-tricks', 'S'],
      [1, 4, 'domino', 'W'],
      [2, 1, 'no-hearts', 'N'],
    ]);
    // No Max: the King of Hearts, discarded by S on E's first Spade, costs E 40.
    expect(log[0]!.tallies).toEqual({ stakes: { N: 0, E: -40, S: 0, W: 0 }, pot: 40 });
    expect(log.map((e) => e.tallies.pot)).toEqual([40, 80, 120, 0, 40]);
    // The next game chooses afresh: No Hearts again, chosen by N; the next deal waits for E's choice.
    expect(t.state).toMatchObject({ game: 2, phase: 'no-hearts', dealer: 'E', awaiting: 'deal' });
  });
  it('binds the chosen contract’s own rule of play: in No Max the King of Hearts must be discarded (exit 1)', () => {
    const { status, t } = run((s) => {
      s.deals[0]!.plays![2] = 'S:9H';
    });
    expect(status).toBe(1);
    expect(t.error).toEqual({
      deal: 1,
      play: 3,
      rule: 'king-discard',
      message:
        'S may not play 9H: in a deal of No Max, the King of Hearts must be played when S holds no card of the suit led. Spades were led, and S holds no Spades. (rule king-discard [table])',
    });
  });
  it('refuses a contract already played this game, naming it by its title (exit 1)', () => {
    const { status, t } = run((s) => {
      s.deals[1]!.plays = ['E:choose:no-max'];
    });
    expect(status).toBe(1);
    expect(t.error).toEqual({
      deal: 2,
      play: 1,
      rule: 'contracts',
      message: 'E may not choose "no-max": “No Max” was already played in this game (rule contracts)',
    });
    expect(t.log).toHaveLength(1);
  });
  it('refuses a choice out of turn, a phase that is not a contract, a missing choice and a card first (exit 1)', () => {
    const outOfTurn = run((s) => {
      s.deals[1]!.plays = ['S:choose:no-hearts'];
    });
    expect(outOfTurn.status).toBe(1);
    expect(outOfTurn.t.error).toEqual({
      deal: 2,
      play: 1,
      rule: 'turn',
      message: 'S may not choose "no-hearts": E chooses the next contract (rule contracts)',
    });
    const domino = run((s) => {
      s.deals[1]!.plays = ['E:choose:domino'];
    });
    expect(domino.t.error.message).toBe(
      'E may not choose "domino": that is not one of the contracts: “No Tricks” or “No Hearts” (rule contracts)',
    );
    const missing = run((s) => {
      delete s.deals[1]!.plays;
    });
    expect(missing.status).toBe(1);
    expect(missing.t.error).toMatchObject({ deal: 2, play: 1, rule: 'contracts' });
    expect(missing.t.error.message).toContain('first E chooses the next contract: “No Tricks” or “No Hearts”');
    const card = run((s) => {
      s.deals[0]!.plays!.shift();
    });
    expect(card.status).toBe(1);
    expect(card.t.error).toEqual({
      deal: 1,
      play: 1,
      rule: 'contracts',
      message:
        'E may not play 7S: first N chooses the next contract: “No Tricks”, “No Hearts” or “No Max” (rule contracts)',
    });
  });
  it('refuses a malformed choice as an input error (exit 2), never with a stack trace', () => {
    const { status, stderr } = run((s) => {
      s.deals[1]!.plays = ['E:choose:No Hearts'];
    });
    expect(status).toBe(2);
    expect(stderr).toContain('deals[1].plays[0]: "choose:No Hearts": expected the id of an option');
    expect(stderr).not.toMatch(stackTrace);
  });
  it('random, greedy and searching bots all choose the contracts and play each game through', () => {
    for (const bots of ['random', 'greedy', 'ismcts:10']) {
      const r = cli('simulate', FILE, '--games', '4', '--bots', bots, '--workers', '1', '--json');
      expect(r.status, r.stderr).toBe(0);
      const report = JSON.parse(r.stdout);
      // Three contracts chosen and the Domino: four deals a game, whatever the order.
      expect(report.deals).toBe(16);
    }
  });
});
