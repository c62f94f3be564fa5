/**
 * A choice at the table through the CLI (issue 29): a compendium whose dealer chooses the contract,
 * each contract once a game (tests/fixtures/choices/dealer-contract.stw and .json). The scenario
 * plays three deals (a game and the first deal of the next); the refusals change one move.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const tmp = mkdtempSync(join(tmpdir(), 'stichwort-choices-'));
const stackTrace = /\n\s+at .+:\d+:\d+/;

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, ['bin/stichwort.js', ...args], { encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
interface Sc {
  variant: string;
  deals: { hands: Record<string, string[]>; plays: string[] }[];
}
const sc: Sc = JSON.parse(readFileSync('tests/fixtures/choices/dealer-contract.json', 'utf8'));
/** Runs the scenario (changed by `edit`) and returns the exit status and the parsed transcript (or stderr). */
function run(edit: (sc: Sc) => void = () => {}) {
  const copy: Sc = structuredClone(sc);
  edit(copy);
  const path = join(tmp, `s${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, JSON.stringify(copy));
  const r = cli('run', path);
  return { status: r.status, t: r.stdout ? JSON.parse(r.stdout) : null, stderr: r.stderr };
}

describe('the dealer chooses the contract (dealer-contract)', () => {
  it('checks clean', () => {
    const r = cli('check', 'tests/fixtures/choices/dealer-contract.stw');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
  it('plays each contract once a game, paid by its own part of the points, and records the choice (exit 0)', () => {
    const { status, t } = run();
    expect(status).toBe(0);
    const log = t.log as { game: number; dealer: string; chosen: string[]; tallies: { pot: number } }[];
    expect(log.map((e) => [e.game, e.dealer, e.chosen])).toEqual([
      [1, 'N', ['no-hearts']],
      [1, 'E', ['no-tricks']],
      [2, 'S', ['no-hearts']],
    ]);
    // No Hearts pays 5 a Heart taken (E: 70 points, 6 tricks: 40); No Tricks 5 a trick.
    expect(log[0]!.tallies).toEqual({ stakes: { N: 0, E: -40, S: 0, W: 0 }, pot: 40 });
    expect(log[1]!.tallies).toEqual({ stakes: { N: -10, E: -45, S: -5, W: -20 }, pot: 80 });
    expect(log.map((e) => e.tallies.pot)).toEqual([40, 80, 120]);
  });
  it('refuses the contract already played this game, in words (exit 1)', () => {
    const { status, t } = run((s) => {
      s.deals[1]!.plays[0] = 'E:choose:no-hearts';
    });
    expect(status).toBe(1);
    expect(t.error).toEqual({
      deal: 2,
      play: 1,
      rule: 'contract',
      message: 'E may not choose "no-hearts": “No Hearts” was already chosen in this game (rule contract)',
    });
    expect(t.log).toHaveLength(1);
  });
  it('refuses a choice out of turn, an option the file does not declare and a card before the choice (exit 1)', () => {
    const refused = (edit: (s: Sc) => void) => run(edit);
    const outOfTurn = refused((s) => {
      s.deals[1]!.plays[0] = 'S:choose:no-tricks';
    });
    expect(outOfTurn.status).toBe(1);
    expect(outOfTurn.t.error).toMatchObject({
      rule: 'turn',
      message: 'S may not choose "no-tricks": another player makes this choice (rule contract)',
    });
    const unknown = refused((s) => {
      s.deals[1]!.plays[0] = 'E:choose:no-spades';
    });
    expect(unknown.status).toBe(1);
    expect(unknown.t.error.message).toBe(
      'E may not choose "no-spades": that is not one of the options: “No Tricks” (rule contract)',
    );
    const early = refused((s) => {
      s.deals[0]!.plays.shift();
    });
    expect(early.status).toBe(1);
    expect(early.t.error).toMatchObject({ deal: 1, play: 1, rule: 'contract' });
    expect(early.t.error.message).toMatch(/: first a choice is made: “No Tricks” or “No Hearts” \(rule contract\)$/);
  });
  it('refuses a second choice once play has begun, naming the play step (exit 1)', () => {
    const { status, t } = run((s) => {
      s.deals[0]!.plays.splice(2, 0, 'N:choose:no-tricks');
    });
    expect(status).toBe(1);
    expect(t.error).toMatchObject({ deal: 1, play: 3 });
    expect(t.error.message).toContain('choosing an option is not a move here');
  });
  it('refuses a malformed option id as an input error (exit 2), never with a stack trace', () => {
    const { status, stderr } = run((s) => {
      s.deals[0]!.plays[0] = 'N:choose:No Hearts';
    });
    expect(status).toBe(2);
    expect(stderr).toContain('deals[0].plays[0]: "choose:No Hearts": expected the id of an option');
    expect(stderr).not.toMatch(stackTrace);
  });
  it('random, greedy and searching bots all choose a contract and play each game through', () => {
    for (const bots of ['random', 'greedy', 'ismcts:10']) {
      const r = cli(
        'simulate',
        'tests/fixtures/choices/dealer-contract.stw',
        '--games',
        '4',
        '--bots',
        bots,
        '--workers',
        '1',
        '--json',
      );
      expect(r.status, r.stderr).toBe(0);
      const report = JSON.parse(r.stdout);
      expect(report.deals).toBe(8);
      // Each game pays 40 a deal into the pot whichever contract is chosen: two deals, two contracts.
      expect(JSON.stringify(report)).toContain('"pot"');
    }
  });
});
