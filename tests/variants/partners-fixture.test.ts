/**
 * A partnership trick game scored by teams, played through the CLI (issue 29): Hindersche by
 * partners across, where the team that took the more card points marks both its players.
 * Fixture: tests/fixtures/partners/partners.stw, two-deals.json (two played deals) and
 * refused.json (the second deal with a card that does not follow suit); called-ace.stw, partners
 * found by a card, with called-ace.json (a played deal) and called-ace-refused.json (a card refused).
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';

/** Runs a fixture scenario through `stichwort run`: the exit status, the transcript and stderr. */
function run(name: string) {
  const r = spawnSync(process.execPath, ['bin/stichwort.js', 'run', `tests/fixtures/partners/${name}`], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: r.status, t: r.stdout ? JSON.parse(r.stdout) : null, stderr: r.stderr };
}

describe('a partnership trick game scored by teams, through the CLI', () => {
  it('checks clean', () => {
    const r = spawnSync(process.execPath, ['bin/stichwort.js', 'check', 'tests/fixtures/partners/partners.stw'], {
      encoding: 'utf8',
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('marks both players of the team with more card points, and shows the teams in the transcript', () => {
    const { status, t } = run('two-deals.json');
    expect(status).toBe(0);
    const [first, second] = t.log;
    // Deal 1: W took the most (87), E nothing; W and E sit opposite, so both take a mark.
    expect(first.points).toEqual({ W: 87, S: 53, E: 0, N: 0 });
    expect(first.tallies.marks).toEqual({ N: 0, W: 1, S: 0, E: 1 });
    expect(first.teams).toEqual([
      { players: ['N', 'S'], points: 53, tricks: 3, tallies: { marks: 0, frame: 0 } },
      { players: ['W', 'E'], points: 87, tricks: 6, tallies: { marks: 2, frame: 0 } },
    ]);
    // Deal 2: N took the most alone (45), but S (27) shares the mark: N and S have 72 to 68.
    expect(second.points).toEqual({ S: 27, E: 27, N: 45, W: 41 });
    expect(second.tallies.marks).toEqual({ N: 1, W: 1, S: 1, E: 1 });
    expect(second.teams.map((x: { points: number }) => x.points)).toEqual([72, 68]);
    // Four marks end phase 1; nobody is clean, so all four play on in Butzen.
    expect(t.state).toMatchObject({ phase: 'butzen', out: [] });
  });

  it('refuses a card that does not follow suit (exit 1), naming the rule, with the transcript so far', () => {
    const { status, t, stderr } = run('refused.json');
    expect(status).toBe(1);
    expect(t.error).toMatchObject({ deal: 2, play: 10, rule: 'follow-or-trump' });
    expect(t.log).toHaveLength(1);
    expect(t.log[0].teams[1].tallies.marks).toBe(2);
    expect(stderr).toContain('deal 2, play 10: E may not play 9C');
  });

  it('finds the partner by a card: W was dealt the Ace of Hearts, so W partners the dealer N (called-ace.json)', () => {
    const { status, t } = run('called-ace.json');
    expect(status).toBe(0);
    const [deal] = t.log;
    expect(deal.points).toEqual({ W: 80, S: 60, E: 0, N: 0 });
    expect(deal.tallies.marks).toEqual({ N: 1, W: 1, S: 0, E: 0 });
    expect(deal.teams).toEqual([
      { players: ['N', 'W'], points: 80, tricks: 6, tallies: { marks: 2, frame: 0 } },
      { players: ['S', 'E'], points: 60, tricks: 3, tallies: { marks: 0, frame: 0 } },
    ]);
  });

  it('refuses a card that does not follow suit in a deal with a called partner (exit 1), naming the rule', () => {
    const { status, t, stderr } = run('called-ace-refused.json');
    expect(status).toBe(1);
    expect(t.error).toMatchObject({ deal: 1, play: 8, rule: 'follow-or-trump' });
    expect(t.log).toHaveLength(0);
    expect(stderr).toContain('deal 1, play 8: W may not play QH');
  });
});
