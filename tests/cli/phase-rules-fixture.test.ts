/**
 * A compendium house rule with a card-play rule for one deal only, played through the CLI as users
 * run it (`bin/stichwort.js run`): Kein Stich where, in No Max alone, a player who cannot follow suit
 * must discard the King of Hearts (tests/fixtures/phase-rules/). The same move is allowed in No
 * Tricks and refused in No Max (exit 1, naming the rule and its deal); the base allows it everywhere.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const tmp = mkdtempSync(join(tmpdir(), 'stichwort-phase-rules-'));
const stackTrace = /\n\s+at .+:\d+:\d+/;

interface Sc {
  variant: string;
  deals: { hands?: Record<string, string[]>; plays?: string[] }[];
}

const load = (name: string): Sc => JSON.parse(readFileSync(`tests/fixtures/phase-rules/${name}`, 'utf8'));

/** Runs `sc` (changed by `edit`) through the CLI: exit status, transcript, stderr. */
function run(sc: Sc, edit: (sc: Sc) => void = () => {}) {
  const copy: Sc = structuredClone(sc);
  edit(copy);
  const path = join(tmp, `s${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, JSON.stringify(copy));
  const r = spawnSync(process.execPath, ['bin/stichwort.js', 'run', path], { encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, t: r.stdout ? JSON.parse(r.stdout) : null, stderr: r.stderr };
}

describe('a rule for one deal of a compendium, through the CLI', () => {
  const allowed = load('no-max-king.json');
  const refused = load('no-max-king-refused.json');

  it('allows a player out of Clubs to keep the King of Hearts in No Tricks, and makes them discard it in No Max (exit 0)', () => {
    // Deal 1, No Tricks: E holds the King of Hearts and no Club, and discards the Nine of Spades.
    expect(allowed.deals[0]!.hands!.E).toContain('KH');
    expect(allowed.deals[0]!.plays!.slice(0, 2)).toEqual(['N:7C', 'E:9S']);
    const { status, t, stderr } = run(allowed);
    expect(status, stderr).toBe(0);
    expect(t.log.map((e: { phase: string }) => e.phase)).toEqual(['no-tricks', 'no-hearts', 'no-obers', 'no-max']);
    // Deal 4, No Max: N discards the King of Hearts on the first trick, which E takes.
    expect(allowed.deals[3]!.plays!.slice(0, 2)).toEqual(['W:7C', 'N:KH']);
    expect(t.log[3].points).toEqual({ W: 0, N: 0, E: 40, S: 0 });
    expect(t.log[3].tallies.pot).toBe(160);
  });

  it('refuses the same discard of a Spade in No Max, naming the rule and the deal it binds in (exit 1)', () => {
    const { status, t, stderr } = run(refused);
    expect(status).toBe(1);
    expect(stderr).not.toMatch(stackTrace);
    expect(t.error).toEqual({
      deal: 4,
      play: 2,
      rule: 'king-discard',
      message:
        'N may not play 9S: in a deal of No Max (King of Hearts), the King of Hearts must be played when N holds no card of the suit led. Acorns were led, and N holds no Acorns. (rule king-discard [table "No Max"])',
    });
    expect(t.log).toHaveLength(3);
    expect(stderr).toContain('deal 4, play 2: N may not play 9S');
  });

  it('allows that discard under the base game, whose No Max has no such rule (exit 0)', () => {
    const { status, t, stderr } = run(refused, (s) => {
      s.variant = 'kein-stich';
    });
    expect(status, stderr).toBe(0);
    expect(t.log).toHaveLength(4);
  });
});
