/**
 * A game of another family, written in the language and played through the CLI (issue 11): a
 * Hearts-type deal with a pass, the holder of the Two of Clubs leading it (after the pass moved
 * it), Hearts that may not be led until broken, and a player shooting the moon.
 * Fixture: tests/fixtures/hearts/hearts.stw and pass-and-moon.json (deal 1 played, deal 2 scored).
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const tmp = mkdtempSync(join(tmpdir(), 'stichwort-hearts-'));
interface Sc {
  variant: string;
  players: string[];
  dealer: string;
  deals: { hands?: Record<string, string[]>; plays?: string[] }[];
}
const scenario: Sc = JSON.parse(readFileSync('tests/fixtures/hearts/pass-and-moon.json', 'utf8'));

/** Runs `sc` through `stichwort run` and returns the exit status, the transcript and stderr. */
function run(sc: Sc) {
  const path = join(tmp, `s${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, JSON.stringify(sc));
  const r = spawnSync(process.execPath, ['bin/stichwort.js', 'run', path], { encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, t: r.stdout ? JSON.parse(r.stdout) : null, stderr: r.stderr };
}
/** The scenario with deal 1's play `i` replaced by `move`. */
const withPlay = (i: number, move: string): Sc => {
  const sc = structuredClone(scenario);
  sc.deals[0]!.plays![i] = move;
  return sc;
};

describe('a Hearts-type game through the CLI', () => {
  it('checks clean', () => {
    const r = spawnSync(process.execPath, ['bin/stichwort.js', 'check', 'tests/fixtures/hearts/hearts.stw'], {
      encoding: 'utf8',
    });
    expect(r.status).toBe(0);
  });

  it('plays a deal with a pass, led by whoever holds the Two of Clubs after it, then a deal where N shoots the moon', () => {
    const { status, t } = run(scenario);
    expect(status).toBe(0);
    const [played, moon] = t.log;
    // S was dealt the Two of Clubs and passed it on to W (the first deal passes to the next player).
    expect(scenario.deals[0]!.hands!.S).toContain('2C');
    expect(scenario.deals[0]!.plays!.slice(0, 5)).toEqual([
      'S:give:6H,2C,JS',
      'W:give:7H,AC,JC',
      'N:give:7C,5D,JD',
      'E:give:KS,9D,3H',
      'W:2C',
    ]);
    expect(played.forehand).toBe('W');
    expect(played.points).toEqual({ W: 1, N: 4, E: 5, S: 16 });
    expect(Object.values(played.points as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(26);
    expect(played.tallies.penalty).toEqual({ N: 4, E: 5, S: 16, W: 1 });
    // N takes all 26: the others take 26 each, N nothing.
    expect(moon.points.N).toBe(26);
    expect(moon.tallies.penalty).toEqual({ N: 4, E: 31, S: 42, W: 27 });
  });

  it('refuses the Two of Clubs from S, who passed it (exit 1: not their turn)', () => {
    const { status, t } = run(withPlay(4, 'S:2C'));
    expect(status).toBe(1);
    expect(t.error).toMatchObject({ deal: 1, rule: 'turn' });
  });

  it('refuses another lead to the first trick than the Two of Clubs (exit 1, open-two)', () => {
    const { status, t } = run(withPlay(4, 'W:7S'));
    expect(status).toBe(1);
    expect(t.error).toMatchObject({ deal: 1, play: 5, rule: 'open-two' });
  });

  it('refuses a Heart led before any Heart has been played, in words (exit 1, hearts-broken)', () => {
    // Trick 2: N, who won trick 1, holds the Seven of Hearts W passed and leads the Ace of Clubs instead.
    expect(scenario.deals[0]!.plays![8]).toBe('N:AC');
    const { status, t } = run(withPlay(8, 'N:7H'));
    expect(status).toBe(1);
    expect(t.error).toMatchObject({ deal: 1, play: 9, rule: 'hearts-broken' });
    expect(t.error.message).toMatch(/Heart/);
  });

  it('refuses a pass of two cards (exit 1, passing)', () => {
    const { status, t } = run(withPlay(0, 'S:give:6H,2C'));
    expect(status).toBe(1);
    expect(t.error).toMatchObject({ deal: 1, play: 1, rule: 'passing' });
  });
});
