/**
 * Readings of the table through the CLI (issue 29): a file offering three or four players and 24 or
 * 32 cards checks clean and simulates under each combination of its readings
 * (tests/fixtures/readings/), and Kein Stich for six players with the 52-card pack, a reading of
 * the gallery's kein-stich-any-table, replays a scenario and refuses a move that breaks a rule
 * (tests/fixtures/kein-stich-six/).
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const tmp = mkdtempSync(join(tmpdir(), 'stichwort-readings-'));

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, ['bin/stichwort.js', ...args], { encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const TABLE_AND_PACK = 'tests/fixtures/readings/table-and-pack.stw';

describe('three or four players, 24 or 32 cards, by readings', () => {
  it('checks clean', () => {
    const r = cli('check', TABLE_AND_PACK);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  const simulate = (table: string, pack: string) => {
    const r = cli(
      'simulate',
      TABLE_AND_PACK,
      '--games',
      '20',
      '--json',
      '--option',
      `table-size=${table}`,
      '--option',
      `pack=${pack}`,
    );
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    return JSON.parse(r.stdout);
  };

  it.each([
    ['four', 4],
    ['three', 3],
  ])(
    'simulates with table-size %s (%i players) under either pack, and the pack changes the games',
    (table, players) => {
      const short = simulate(table, 'short'),
        long = simulate(table, 'long');
      for (const report of [short, long]) {
        expect(report.bots).toHaveLength(players);
        // A game is four deals, and a play-off now and then.
        expect(report.games).toBe(20);
        expect(report.deals).toBeGreaterThanOrEqual(80);
      }
      // The same seeds deal from another pack: the games differ.
      expect(JSON.stringify(long.tallies)).not.toBe(JSON.stringify(short.tallies));
    },
  );
});

interface Deal {
  hands?: Record<string, string[]>;
  plays?: string[];
}
interface Sc {
  variant: string;
  options?: Record<string, string>;
  players: string[];
  deals: Deal[];
}
const SIX = JSON.parse(readFileSync('tests/fixtures/kein-stich-six/six-players-52-cards.json', 'utf8')) as Sc;
/** Runs the six-player scenario (changed by `edit`): exit status and transcript (or stderr). */
function run(edit: (sc: Sc) => void = () => {}) {
  const copy = structuredClone(SIX);
  edit(copy);
  const path = join(tmp, `s${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, JSON.stringify(copy));
  const r = cli('run', path);
  return { status: r.status, t: r.stdout ? JSON.parse(r.stdout) : null, stderr: r.stderr };
}

describe('Kein Stich for six players with 52 cards (kein-stich-any-table, reading six-full)', () => {
  it('deals 48 of the 52 cards, Twos included, and scores the No Tricks deal trick by trick (exit 0)', () => {
    const hands = Object.values(SIX.deals[0]!.hands!).flat();
    expect(hands).toHaveLength(48);
    expect(hands).toContain('2C');
    const { status, t } = run();
    expect(status).toBe(0);
    expect(t.options.table).toBe('six-full');
    expect(t.log[0].players).toEqual(['N', 'E', 'S', 'W', 'X', 'Y']);
    // With the Aces out of play the King is the top card of each suit: N holds K and Q of Clubs,
    // E of Spades, S of Diamonds, Y of Hearts, and each takes the two tricks of that suit, 5 each.
    expect(t.log[0].tricks).toEqual({ N: 2, E: 2, S: 2, W: 0, X: 0, Y: 2 });
    expect(t.log[0].points).toEqual({ N: 10, E: 10, S: 10, W: 0, X: 0, Y: 10 });
    expect(t.log[1].phase).toBe('no-hearts');
    expect(t.state.tallies.pot).toBe(80);
  });

  it('refuses a card that does not follow suit, naming the rule (exit 1)', () => {
    const { status, t } = run((s) => {
      s.deals[0]!.plays![1] = 'E:QS';
    });
    expect(status).toBe(1);
    expect(t.error).toEqual({
      deal: 1,
      play: 2,
      rule: 'follow-suit',
      message:
        'E may not play QS: a card of the suit led must be played when E holds a card of the suit led. Acorns were led, and E holds Acorns. (rule follow-suit [wiki "Rules"])',
    });
  });

  it('is refused by the base, which seats four (exit 2)', () => {
    const { status, stderr } = run((s) => {
      s.variant = 'kein-stich';
      delete s.options;
    });
    expect(status).toBe(2);
    expect(stderr).toContain('players: kein-stich is for 4 players, not 6');
  });

  it('refuses a card the 52-card pack does not have, as malformed input (exit 2)', () => {
    const { status, stderr } = run((s) => {
      s.deals[0]!.hands!.N![0] = '1C';
    });
    expect(status).toBe(2);
    expect(stderr).toMatch(/1C/);
  });
});
