/**
 * Integration fixtures (issue 11): whole deals of the new kinds played through the CLI, as users run
 * them (`bin/stichwort.js run`). (a) A Hearts-type deal: four players pass three cards, the holder of
 * the Two of Clubs leads, Hearts may not be led until one is played, and a player who takes all 26
 * penalty points shoots the moon (tests/fixtures/hearts/). (b) A beating deal with chosen personal
 * trumps and picking up the top two cards (tests/fixtures/steps/, scenario in tests/scenarios/steps/).
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const tmp = mkdtempSync(join(tmpdir(), 'stichwort-fixtures-'));
const stackTrace = /\n\s+at .+:\d+:\d+/;

interface Deal {
  hands?: Record<string, string[]>;
  plays?: string[];
  points?: Record<string, number>;
}
interface Sc {
  variant: string;
  players: string[];
  dealer: string;
  deals: Deal[];
}

/** Runs `sc` (changed by `edit`) through the CLI: exit status, transcript, stderr. */
function run(sc: Sc, edit: (sc: Sc) => void = () => {}) {
  const copy: Sc = structuredClone(sc);
  edit(copy);
  const path = join(tmp, `s${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, JSON.stringify(copy));
  const r = spawnSync(process.execPath, ['bin/stichwort.js', 'run', path], { encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, t: r.stdout ? JSON.parse(r.stdout) : null, stderr: r.stderr };
}

describe('(a) a Hearts-type deal through the CLI', () => {
  const sc: Sc = JSON.parse(readFileSync('tests/fixtures/hearts/moon.json', 'utf8'));
  const plays = sc.deals[0]!.plays!;

  it('passes three cards each, the holder of the Two of Clubs leads, S takes every trick and shoots the moon (exit 0)', () => {
    const { status, t, stderr } = run(sc);
    expect(status, stderr).toBe(0);
    const [first, second] = t.log;
    // W dealt, so N would lead by default; E holds the Two of Clubs and leads.
    expect(first).toMatchObject({ deal: 1, dealer: 'W', forehand: 'E', players: ['E', 'S', 'W', 'N'] });
    expect(first.points).toEqual({ E: 0, S: 26, W: 0, N: 0 });
    expect(first.tricks).toEqual({ E: 0, S: 13, W: 0, N: 0 });
    // The moon: the shooter scores nothing, everyone else 26.
    expect(first.tallies.score).toEqual({ N: 26, E: 26, S: 0, W: 26 });
    // A deal without a moon adds each player's own penalty points.
    expect(second.tallies.score).toEqual({ N: 26, E: 39, S: 10, W: 29 });
    expect(t.state.awaiting).toBe('deal');
  });

  it('refuses a Heart led before any Heart is played, naming the rule (exit 1)', () => {
    const at = plays.indexOf('S:KC');
    const { status, t, stderr } = run(sc, (s) => {
      s.deals[0]!.plays![at] = 'S:AH';
    });
    expect(status).toBe(1);
    expect(stderr).not.toMatch(stackTrace);
    expect(t.error).toMatchObject({ deal: 1, play: at + 1, rule: 'hearts-broken' });
    expect(t.log).toEqual([]);
  });

  it('allows a Heart to be led once Hearts are broken (the last trick is led with the Ace of Hearts)', () => {
    expect(plays.at(-4)).toBe('S:AH');
    expect(run(sc).status).toBe(0);
  });

  it('refuses the player after the dealer leading when another holds the Two of Clubs (exit 1)', () => {
    const at = plays.indexOf('E:2C');
    const { status, t } = run(sc, (s) => {
      s.deals[0]!.plays![at] = 'N:8C';
    });
    expect(status).toBe(1);
    expect(t.error).toMatchObject({ deal: 1, play: at + 1, rule: 'turn' });
  });

  it('refuses a pass of two cards, naming the passing step (exit 1)', () => {
    const { status, t } = run(sc, (s) => {
      s.deals[0]!.plays![1] = 'E:give:AH,QS';
    });
    expect(status).toBe(1);
    expect(t.error).toMatchObject({ deal: 1, play: 2, rule: 'passing' });
    expect(t.error.message).toMatch(/3 cards/);
  });

  it('refuses a card before everyone has passed (exit 1)', () => {
    const { status, t } = run(sc, (s) => {
      s.deals[0]!.plays!.splice(3, 0, 'E:2C');
    });
    expect(status).toBe(1);
    expect(t.error).toMatchObject({ deal: 1, play: 4, rule: 'passing' });
  });
});

describe('(b) a beating deal with chosen personal trumps and partial pick-ups through the CLI', () => {
  const sc: Sc = JSON.parse(readFileSync('tests/scenarios/steps/beating-chosen-top-two.json', 'utf8'));
  const plays = sc.deals[0]!.plays!;

  it('each player names a trump in turn, W picks up the top two, and everyone is placed (exit 0)', () => {
    const { status, t, stderr } = run(sc);
    expect(status, stderr).toBe(0);
    expect(plays.slice(0, 4)).toEqual(['E:trump:D', 'S:trump:C', 'W:trump:S', 'N:trump:H']);
    expect(t.log[0]).toMatchObject({ deal: 1, dealer: 'N', forehand: 'E', places: { E: 3, S: 1, W: 2, N: 4 } });
  });

  it('refuses a suit already chosen by another player, naming the clause (exit 1)', () => {
    const { status, t } = run(sc, (s) => {
      s.deals[0]!.plays![1] = 'S:trump:D';
    });
    expect(status).toBe(1);
    expect(t.error).toMatchObject({ deal: 1, play: 2, rule: 'beat' });
  });

  it('refuses picking up the whole pile where only the top two may be taken (exit 1)', () => {
    const at = plays.indexOf('W:pickup:2');
    const { status, t } = run(sc, (s) => {
      s.deals[0]!.plays![at] = 'W:pickup';
    });
    expect(status).toBe(1);
    expect(t.error).toMatchObject({ deal: 1, play: at + 1, rule: 'beat' });
  });
});
