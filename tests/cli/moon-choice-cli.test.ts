/**
 * A choice made after play through the CLI (issue 29): the moon shooter chooses how the moon counts
 * once the cards are played (tests/fixtures/choices/moon-choice.stw and .json). The first deal has a
 * moon and the shooter's choice; the second none, so nobody chooses. The refusals change one move.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const tmp = mkdtempSync(join(tmpdir(), 'stichwort-moon-choice-'));
const stackTrace = /\n\s+at .+:\d+:\d+/;

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, ['bin/stichwort.js', ...args], { encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
interface Sc {
  deals: { plays: string[] }[];
}
const sc: Sc = JSON.parse(readFileSync('tests/fixtures/choices/moon-choice.json', 'utf8'));
/** Runs the scenario (changed by `edit`) and returns the exit status and the parsed transcript (or stderr). */
function run(edit: (sc: Sc) => void = () => {}) {
  const copy: Sc = structuredClone(sc);
  edit(copy);
  const path = join(tmp, `s${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, JSON.stringify(copy));
  const r = cli('run', path);
  return { status: r.status, t: r.stdout ? JSON.parse(r.stdout) : null, stderr: r.stderr };
}

describe('the moon shooter chooses after play (moon-choice)', () => {
  it('checks clean', () => {
    const r = cli('check', 'tests/fixtures/choices/moon-choice.stw');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
  it('takes the shooter’s choice after the last card and scores by it; without a moon nobody chooses (exit 0)', () => {
    const { status, t } = run();
    expect(status).toBe(0);
    const log = t.log as { points: Record<string, number>; chosen: string[]; tallies: unknown }[];
    expect(log.map((e) => [e.points, e.chosen])).toEqual([
      [{ S: 40, W: 0, N: 0, E: 0 }, ['own-off']],
      [{ W: 20, N: 20, E: 0, S: 0 }, []],
    ]);
    // The moon's own penalty taken off: S is paid 40 from the pot; then W and N pay their Hearts.
    expect(log.map((e) => e.tallies)).toEqual([
      { stakes: { N: 0, E: 0, S: 40, W: 0 }, pot: -40 },
      { stakes: { N: -20, E: 0, S: 40, W: -20 }, pot: 0 },
    ]);
  });
  it('the other option scores the other way: every other player pays 40', () => {
    const { status, t } = run((s) => {
      s.deals[0]!.plays[32] = 'S:choose:others-pay';
    });
    expect(status).toBe(0);
    expect(t.log[0].tallies).toEqual({ stakes: { N: -40, E: -40, S: 0, W: -40 }, pot: 120 });
  });
  it('refuses the choice by another player, in words (exit 1)', () => {
    const { status, t, stderr } = run((s) => {
      s.deals[0]!.plays[32] = 'E:choose:own-off';
    });
    expect(status).toBe(1);
    expect(t.error).toEqual({
      deal: 1,
      play: 33,
      rule: 'turn',
      message: 'E may not choose "own-off": another player makes this choice (rule moon)',
    });
    expect(t.log).toHaveLength(0);
    expect(stderr).not.toMatch(stackTrace);
  });
  it('refuses an option not offered, a choice in a deal without a moon and a choice before the cards (exit 1)', () => {
    const unknown = run((s) => {
      s.deals[0]!.plays[32] = 'S:choose:both';
    });
    expect(unknown.status).toBe(1);
    expect(unknown.t.error.message).toBe(
      'S may not choose "both": that is not one of the options: “The others pay for my moon” or “My own penalty is taken off” (rule moon)',
    );
    const none = run((s) => {
      s.deals[1]!.plays.push('W:choose:own-off');
    });
    expect(none.status).toBe(1);
    expect(none.t.error).toEqual({
      deal: 2,
      play: 33,
      rule: 'moon',
      message: 'W may not choose "own-off": nobody makes this choice in this deal (rule moon)',
    });
    const early = run((s) => {
      s.deals[0]!.plays.unshift('S:choose:own-off');
    });
    expect(early.status).toBe(1);
    expect(early.t.error).toMatchObject({ deal: 1, play: 1, rule: 'play' });
  });
  it('says that the choice is missing when the plays stop before it (exit 2, no stack trace)', () => {
    const { status, stderr } = run((s) => {
      s.deals[0]!.plays.pop();
    });
    expect(status).toBe(2);
    expect(stderr).toContain(
      'deals[0].plays: the plays stop before the deal is over: S is still to move: first a choice is made: “The others pay for my moon” or “My own penalty is taken off” (rule moon)',
    );
    expect(stderr).not.toMatch(stackTrace);
  });
});
