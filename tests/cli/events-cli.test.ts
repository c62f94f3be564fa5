/**
 * Moves counted through the CLI (issue 29): a Domino whose passes pay into the pot, played move by
 * move (tests/fixtures/events/domino-pass-pays.json: the passes counted from its `"S:pass"` moves),
 * a pass refused while a card fits (exit 1), and a scored lay-off that leaves out the passes a rule
 * reads (exit 2).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const tmp = mkdtempSync(join(tmpdir(), 'stichwort-events-'));
const stackTrace = /\n\s+at .+:\d+:\d+/;

interface Sc {
  variant: string;
  players: string[];
  dealer: string;
  deals: Record<string, unknown>[];
}
const fixture = (name: string): Sc => JSON.parse(readFileSync(`tests/fixtures/events/${name}.json`, 'utf8'));

/** Runs `sc` (changed by `edit`) through `stichwort run`: the exit status, the transcript (or null) and stderr. */
function run(sc: Sc, edit: (sc: Sc) => void = () => {}) {
  const copy: Sc = structuredClone(sc);
  edit(copy);
  const path = join(tmp, `s${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, JSON.stringify(copy));
  const r = spawnSync(process.execPath, ['bin/stichwort.js', 'run', path], { encoding: 'utf8', timeout: 60_000 });
  expect(r.stderr).not.toMatch(stackTrace);
  return { status: r.status, t: r.stdout ? JSON.parse(r.stdout) : null, stderr: r.stderr };
}

describe('each pass in the Domino pays into the pot (kein-stich-domino-pass-pays)', () => {
  const sc = fixture('domino-pass-pays');
  it('plays the Domino out; E passed 3 times, S twice, W once, and the first out takes what is left (exit 0)', () => {
    const { status, t } = run(sc);
    expect(status).toBe(0);
    const last = t.log.at(-1);
    expect(last.places).toEqual({ N: 1, E: 4, S: 3, W: 2 });
    expect(last.passes).toEqual({ N: 0, E: 3, S: 2, W: 1 });
    // 160 from the trick deals and 6 from the passes: 50 to W, 10 to S, the 106 left to N.
    expect(last.tallies).toEqual({ stakes: { N: 36, E: -33, S: -22, W: 19 }, pot: 0 });
  });
  it('refuses a pass by a player who holds a card that fits (exit 1)', () => {
    const { status, t } = run(sc, (s) => {
      (s.deals[4]!.plays as string[])[1] = 'S:pass';
    });
    expect(status).toBe(1);
    expect(t.error).toEqual({
      deal: 5,
      play: 2,
      rule: 'domino-play',
      message: 'S may not pass while holding a card that can be laid (rule domino-play)',
    });
  });
  it('asks a scored Domino for its passes, which a rule reads (exit 2)', () => {
    const { status, stderr } = run(sc, (s) => {
      s.deals[4] = { places: { N: 1, E: 4, S: 3, W: 2 } };
    });
    expect(status).toBe(2);
    expect(stderr).toMatch(/deals\[4\]\.passes: missing: a rule of this phase counts each player's passes/);
  });
  it('settles a scored Domino that gives the passes as the played one', () => {
    const { status, t } = run(sc, (s) => {
      s.deals[4] = { places: { N: 1, E: 4, S: 3, W: 2 }, passes: { N: 0, E: 3, S: 2, W: 1 } };
    });
    expect(status).toBe(0);
    expect(t.log.at(-1).tallies).toEqual({ stakes: { N: 36, E: -33, S: -22, W: 19 }, pot: 0 });
  });
});
