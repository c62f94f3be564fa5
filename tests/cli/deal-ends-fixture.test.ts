/**
 * A deal that ends early, played through the CLI as users run it (`bin/stichwort.js run`): Kein
 * Stich where No Hearts, No Obers and No Max stop once every penalty card is taken
 * (variants/house/kein-stich-penalties-out.stw; tests/fixtures/deal-ends/). A played No Obers deal
 * stops after the second trick, a scored No Max deal gives two tricks, and the round goes on to the
 * Domino (exit 0); a card played after the end is refused by the clause that ended the deal (exit 1),
 * and the base game, which plays every card, asks for the rest of the deal (exit 2).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const tmp = mkdtempSync(join(tmpdir(), 'stichwort-deal-ends-'));
const stackTrace = /\n\s+at .+:\d+:\d+/;

interface Sc {
  variant: string;
  deals: { hands?: Record<string, string[]>; plays?: string[] }[];
}

const load = (name: string): Sc => JSON.parse(readFileSync(`tests/fixtures/deal-ends/${name}`, 'utf8'));

/** Runs `sc` (changed by `edit`) through the CLI: exit status, transcript, stderr. */
function run(sc: Sc, edit: (sc: Sc) => void = () => {}) {
  const copy: Sc = structuredClone(sc);
  edit(copy);
  const path = join(tmp, `s${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, JSON.stringify(copy));
  const r = spawnSync(process.execPath, ['bin/stichwort.js', 'run', path], { encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, t: r.stdout ? JSON.parse(r.stdout) : null, stderr: r.stderr };
}

describe('a deal that ends once the penalty cards are out, through the CLI', () => {
  const played = load('penalties-out.json');
  const refused = load('penalties-out-refused.json');

  it('stops No Obers after the trick that takes the last Ober, and scores the tricks so far (exit 0)', () => {
    expect(played.deals[2]!.plays).toHaveLength(8);
    const { status, t, stderr } = run(played);
    expect(status, stderr).toBe(0);
    expect(t.log.map((e: { phase: string }) => e.phase)).toEqual([
      'no-tricks',
      'no-hearts',
      'no-obers',
      'no-max',
      'domino',
    ]);
    expect(t.log[2].points).toEqual({ N: 0, E: 40, S: 0, W: 0 });
    expect(t.log[2].tricks).toEqual({ N: 0, E: 2, S: 0, W: 0 });
    // A scored No Max deal that stopped after two tricks.
    expect(t.log[3].tricks).toEqual({ E: 0, S: 1, W: 0, N: 1 });
    expect(t.log[3].tallies.pot).toBe(160);
    expect(t.state.settlement).toEqual({ N: 70, E: -5, S: -50, W: -15 });
  });

  it('refuses a card played after the end, naming the clause that ended the deal (exit 1)', () => {
    const { status, t, stderr } = run(refused);
    expect(status).toBe(1);
    expect(stderr).not.toMatch(stackTrace);
    expect(t.error).toEqual({
      deal: 3,
      play: 9,
      rule: 'obers-out',
      message:
        'E may not play KC: the deal ended after trick 2, when 4 Obers have been played. (rule obers-out [table "No Obers"])',
    });
    expect(t.log).toHaveLength(2);
  });

  it('under the base game the stopped deal is unfinished: the rest of its cards are asked for (exit 2)', () => {
    const { status, stderr } = run(played, (s) => {
      s.variant = 'kein-stich';
    });
    expect(status).toBe(2);
    expect(stderr).not.toMatch(stackTrace);
    expect(stderr).toContain('deals[2].plays: only 8 cards are played; the deal needs 32');
  });
});

describe('rounds until somebody is 100 down, through the CLI', () => {
  const limit = load('loss-limit.json');

  it('plays a second round because nobody is 100 down after the first, and names who passed the limit (exit 0)', () => {
    const { status, t, stderr } = run(limit);
    expect(status, stderr).toBe(0);
    expect(t.log.map((e: { game: number }) => e.game)).toEqual([1, 1, 1, 1, 1, 2, 2, 2, 2, 2]);
    expect(t.log[4].gameOver.loser).toBeNull();
    expect(t.log[4].tallies.stakes).toEqual({ N: 60, E: -15, S: -20, W: -25 });
    expect(t.log[9].gameOver.loser).toBe('W');
    expect(t.state.awaiting).toBe('rubber-over');
    expect(t.state.settlement).toEqual({ N: 160, E: 35, S: -10, W: -185 });
  });

  it('a deal after the limit is passed is left over (exit 2); under the base one round is the rubber (exit 2)', () => {
    const more = run(limit, (s) => {
      s.deals.push(s.deals[0]!);
    });
    expect(more.status).toBe(2);
    expect(more.stderr).not.toMatch(stackTrace);
    expect(more.stderr).toContain('the rubber is over after deal 10; 1 deal(s) left over');
    const base = run(limit, (s) => {
      s.variant = 'kein-stich';
    });
    expect(base.status).toBe(2);
    expect(base.stderr).toContain('the rubber is over after deal 5; 5 deal(s) left over');
  });
});
