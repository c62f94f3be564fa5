/**
 * A talon taken and cards laid away through the CLI (issue 29): the dealer of
 * hindersche-talon-laid-away takes the two cards of the talon and lays two away (`"N:give:9C,10C"`),
 * whose 10 points count for the dealer; then the eight tricks are played. The refusals change one
 * move of tests/fixtures/talon/laid-away.json and exit 1 with the rule and its words.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const tmp = mkdtempSync(join(tmpdir(), 'stichwort-talon-'));
const stackTrace = /\n\s+at .+:\d+:\d+/;

interface Sc {
  deals: { plays: string[]; talon?: string[] }[];
}
const SC: Sc = JSON.parse(readFileSync('tests/fixtures/talon/laid-away.json', 'utf8'));

/** Runs the fixture (changed by `edit`) through `stichwort run`: the exit status and the transcript. */
function run(edit: (sc: Sc) => void = () => {}) {
  const copy: Sc = structuredClone(SC);
  edit(copy);
  const path = join(tmp, `s${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, JSON.stringify(copy));
  const r = spawnSync(process.execPath, ['bin/stichwort.js', 'run', path], { encoding: 'utf8', timeout: 60_000 });
  expect(r.stderr).not.toMatch(stackTrace);
  return { status: r.status, t: r.stdout ? JSON.parse(r.stdout) : null, stderr: r.stderr };
}

describe('the dealer takes the talon and lays two cards away (hindersche-talon-laid-away)', () => {
  it('plays the deal out: the 10 points laid away count for the dealer (exit 0)', () => {
    const { status, t } = run();
    expect(status).toBe(0);
    // 140 in the pack less KC and AC left in the stock (15); N's 78 in tricks and the 10 of 9C, 10C laid away.
    expect(t.log[0].points).toEqual({ W: 0, S: 15, E: 22, N: 88 });
    expect(t.log[0].tricks).toEqual({ W: 0, S: 1, E: 1, N: 6 });
  });
  it('refuses laying away one card where two are laid away (exit 1)', () => {
    const { status, t } = run((s) => {
      s.deals[0]!.plays[0] = 'N:give:9C';
    });
    expect(status).toBe(1);
    expect(t.error).toEqual({
      deal: 1,
      play: 1,
      rule: 'laid-away',
      message: 'N may not give 9C: they lay 2 cards away, not 1 (rule laid-away)',
    });
  });
  it('refuses laying away a card not held (exit 1)', () => {
    const { status, t } = run((s) => {
      s.deals[0]!.plays[0] = 'N:give:9C,AH';
    });
    expect(status).toBe(1);
    expect(t.error.message).toBe('N may not give 9C, AH: AH is not in their hand (rule laid-away)');
  });
  it('refuses a card led before the cards are laid away (exit 1)', () => {
    const { status, t } = run((s) => {
      s.deals[0]!.plays.shift();
    });
    expect(status).toBe(1);
    expect(t.error).toEqual({
      deal: 1,
      play: 1,
      rule: 'laid-away',
      message: 'W may not play 6S: another player first lays 2 cards away (rule laid-away)',
    });
  });
  it('refuses a card taken with the talon and laid away, played later (exit 1)', () => {
    const { status, t } = run((s) => {
      s.deals[0]!.plays[0] = 'N:give:AS,10S';
    });
    expect(status).toBe(1);
    expect(t.error.rule).toBe('hand');
  });
});
