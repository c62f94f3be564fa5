/**
 * Steps before play through the CLI (issue 11, items 2 and 4): passing cards with a direction that
 * cycles by deal, an exchange with the table, a trump named by a player, personal trumps chosen in
 * turn. Scenarios in tests/scenarios/steps/ play whole deals; the refusals change one move.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const tmp = mkdtempSync(join(tmpdir(), 'stichwort-steps-'));
const stackTrace = /\n\s+at .+:\d+:\d+/;

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, ['bin/stichwort.js', ...args], { encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
interface Deal {
  hands: Record<string, string[]>;
  plays: string[];
  trump?: string;
}
interface Sc {
  variant: string;
  players: string[];
  dealer: string;
  deals: Deal[];
}
const fixture = (name: string): Sc => JSON.parse(readFileSync(`tests/scenarios/steps/${name}.json`, 'utf8'));
/** Runs `sc` (changed by `edit`) and returns the exit status and the parsed transcript (or stderr). */
function run(sc: Sc, edit: (sc: Sc) => void = () => {}) {
  const copy: Sc = structuredClone(sc);
  edit(copy);
  const path = join(tmp, `s${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, JSON.stringify(copy));
  const r = cli('run', path);
  return { status: r.status, t: r.stdout ? JSON.parse(r.stdout) : null, stderr: r.stderr };
}

describe('a pass whose direction cycles by deal (kein-stich-passing)', () => {
  const sc = fixture('kein-stich-pass-next-then-previous');
  it('plays two deals: three cards to the next player, then to the previous one (exit 0)', () => {
    const { status, t } = run(sc);
    expect(status).toBe(0);
    expect(t.log.map((e: { points: object }) => e.points)).toEqual([
      { E: 5, S: 10, W: 10, N: 15 },
      { S: 40, W: 0, N: 0, E: 0 },
    ]);
    expect(t.state.tallies.pot).toBe(80);
  });
  it('refuses a card before everyone has passed, naming the step (exit 1)', () => {
    const { status, t } = run(sc, (s) => {
      s.deals[0]!.plays.splice(2, 0, 'E:7C');
    });
    expect(status).toBe(1);
    expect(t.error).toEqual({
      deal: 1,
      play: 3,
      rule: 'passing',
      message: 'E may not play 7C: every player first passes 3 cards (rule passing)',
    });
  });
  it('refuses a pass of the wrong size, of a card not held, and a second pass, in words', () => {
    const refused = (plays: string[]) =>
      run(sc, (s) => {
        s.deals[0]!.plays.splice(0, 4, ...plays);
      }).t.error;
    expect(refused(['E:give:AC,KC'])).toMatchObject({
      play: 1,
      rule: 'passing',
      message: 'E may not give AC, KC: each player gives 3 cards, not 2 (rule passing)',
    });
    expect(refused(['E:give:AC,KC,AD'])).toMatchObject({
      play: 1,
      rule: 'passing',
      message: 'E may not give AC, KC, AD: AD is not in their hand (rule passing)',
    });
    expect(refused(['E:give:AC,KC,QC', 'E:give:JC,10C,9C'])).toMatchObject({
      play: 2,
      rule: 'passing',
      message: 'E may not give JC, 10C, 9C: they have already given their cards in this pass (rule passing)',
    });
  });
  it('refuses cards received in the wrong direction: in deal 2 S holds the Spades W passed back, not those of N', () => {
    // Deal 2 passes to the previous player: W's 7S 8S 9S go to S. Had they gone next, S would not hold 7S.
    const { status } = run(sc);
    expect(status).toBe(0);
    const wrong = run(sc, (s) => {
      s.deals[1]!.plays = s.deals[1]!.plays.map((m) => m.replace(/^S:7S$/, 'S:7H'));
    });
    expect(wrong.status).toBe(1);
    expect(wrong.t.error).toMatchObject({ deal: 2, rule: 'hand' });
  });
  it('the base variant has no pass: the same scenario is refused at the first give (exit 1)', () => {
    const { status, t } = run(sc, (s) => {
      s.variant = 'kein-stich';
    });
    expect(status).toBe(1);
    expect(t.error).toMatchObject({ deal: 1, play: 1, rule: 'play' });
  });
  it('a malformed give is an input error naming the play (exit 2)', () => {
    const r = run(sc, (s) => {
      s.deals[0]!.plays[0] = 'E:give:AC,XX,QC';
    });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('deals[0].plays[0]: "give:AC,XX,QC": "XX" is not a card of this pack');
    expect(r.stderr).not.toMatch(stackTrace);
    const twice = run(sc, (s) => {
      s.deals[0]!.plays[0] = 'E:give:AC,AC,KC';
    });
    expect(twice.status).toBe(2);
    expect(twice.stderr).toContain('deals[0].plays[0]: "give:AC,AC,KC": a card is listed twice');
  });
});

describe('the Six of trumps robs the turned card (hindersche-six-for-trump)', () => {
  const sc = fixture('hindersche-six-swapped');
  it("S gives the Six of Hearts for the dealer's turned King; E then makes 100 (exit 0)", () => {
    const { status, t } = run(sc);
    expect(status).toBe(0);
    expect(t.log[0].points).toEqual({ W: 0, S: 7, E: 101, N: 32 });
    expect(t.log[0].march).toBe('E');
  });
  it('only the holder of the Six may exchange (exit 1, rule swap)', () => {
    const { status, t } = run(sc, (s) => {
      s.deals[0]!.plays[0] = 'W:give:6S';
    });
    expect(status).toBe(1);
    expect(t.error).toEqual({
      deal: 1,
      play: 1,
      rule: 'swap',
      message: 'W may not give 6S: only the holder of 6H may exchange it for the trump card (rule swap)',
    });
  });
  it('the exchange is optional: without it the King stays with the dealer', () => {
    const kept = run(sc, (s) => {
      s.deals[0]!.plays = [
        'W:6S',
        'S:6H',
        'E:9H',
        'N:7C',
        'E:10H',
        'N:KH',
        'W:7S',
        'S:7H',
        'N:8C',
        'W:8S',
        'S:8H',
        'E:JH',
        'E:QH',
        'N:9C',
        'W:9S',
        'S:JD',
        'S:6D',
        'E:AH',
        'N:10C',
        'W:10S',
        'E:QD',
        'N:JC',
        'W:JS',
        'S:7D',
        'E:KD',
        'N:QC',
        'W:QS',
        'S:8D',
        'E:AD',
        'N:KC',
        'W:KS',
        'S:9D',
        'E:6C',
        'N:AC',
        'W:AS',
        'S:10D',
      ];
    });
    expect(kept.status).toBe(0);
    expect(kept.t.log[0].points).toEqual({ W: 0, S: 15, E: 79, N: 46 });
  });
  it('a scenario must say which card is turned, not only its suit (exit 2)', () => {
    const r = run(sc, (s) => {
      s.deals[0]!.trump = 'H';
    });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('deals[0].trump: the turned trump card is exchanged in this variant (rule swap)');
  });
});

describe('forehand names trumps (hindersche-forehand-names-trump)', () => {
  const sc = fixture('hindersche-forehand-names-spades');
  it('W names Spades with no trump given in the deal, and makes 100 (exit 0)', () => {
    const { status, t } = run(sc);
    expect(status).toBe(0);
    expect(sc.deals[0]!.trump).toBeUndefined();
    expect(t.log[0].points).toEqual({ W: 128, S: 0, E: 0, N: 12 });
  });
  it('refuses a card before the trump is named, and a name from another player (exit 1)', () => {
    const card = run(sc, (s) => {
      s.deals[0]!.plays[0] = 'W:6S';
    });
    expect(card.status).toBe(1);
    expect(card.t.error).toEqual({
      deal: 1,
      play: 1,
      rule: 'call',
      message: 'W may not play 6S: the trump is named first (rule call)',
    });
    const other = run(sc, (s) => {
      s.deals[0]!.plays[0] = 'S:trump:H';
    });
    expect(other.t.error).toMatchObject({
      deal: 1,
      play: 1,
      rule: 'turn',
      message: 'S may not name H as trump: another player names the trump (rule call)',
    });
  });
  it('a suit that is not in the pack is an input error (exit 2)', () => {
    const r = run(sc, (s) => {
      s.deals[0]!.plays[0] = 'W:trump:X';
    });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('deals[0].plays[0]: "trump:X": expected one of the suits S H D C');
  });
});

describe('personal trumps chosen in turn (bauernheinrich-chosen-trumps)', () => {
  const sc = fixture('bauernheinrich-chosen-trumps');
  it('each player names a suit from forehand on, then the beating is played out (exit 0)', () => {
    const { status, t } = run(sc);
    expect(status).toBe(0);
    expect(t.log[0].places).toEqual({ E: 3, S: 2, W: 4, N: 1 });
  });
  it('refuses a suit already chosen, and choosing out of turn, in words (exit 1)', () => {
    const taken = run(sc, (s) => {
      s.deals[0]!.plays[1] = 'S:trump:H';
    });
    expect(taken.status).toBe(1);
    expect(taken.t.error).toEqual({
      deal: 1,
      play: 2,
      rule: 'beat',
      message: "S may not name H as trump: H is already another player's personal trump suit (rule beat)",
    });
    const early = run(sc, (s) => {
      s.deals[0]!.plays[0] = 'S:trump:C';
    });
    expect(early.t.error).toMatchObject({ deal: 1, play: 1, rule: 'turn' });
  });
  it('the base deals the trumps from the Ace of Clubs: naming one is refused there (exit 1)', () => {
    const { status, t } = run(sc, (s) => {
      s.variant = 'bauernheinrich';
    });
    expect(status).toBe(1);
    expect(t.error).toMatchObject({ deal: 1, play: 1, rule: 'beat' });
  });
});

describe('check: steps before play are located', () => {
  it('refuses `across` at a table that may be odd, at file:line:col (exit 1)', () => {
    const text = readFileSync('variants/house/kein-stich-passing.stw', 'utf8')
      .replace('variant kein-stich-passing', 'variant odd-across')
      .replace(
        'give 3 to next, previous, none if reading table-size is three-or-four',
        'give 3 to next, across, none if reading table-size is three-or-four',
      );
    const path = join(tmp, 'odd-across.stw');
    writeFileSync(path, text);
    const line = text.split('\n').findIndex((l) => l.startsWith('passing-three')) + 1;
    const r = cli('check', path);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(
      `error[give-across]: \`across\` needs an even number of players, but \`three-players\` allows 3`,
    );
    expect(r.stderr).toContain(`odd-across.stw:${line}:32`);
    expect(r.stderr).not.toMatch(stackTrace);
  });
});

describe('a beating deal with chosen personal trumps and partial pick-ups (test fixture)', () => {
  const sc = fixture('beating-chosen-top-two');
  it('chooses the trumps, picks up the top two cards when unable to beat, and places everyone (exit 0)', () => {
    const { status, t } = run(sc);
    expect(status).toBe(0);
    expect(sc.deals[0]!.plays.slice(0, 4)).toEqual(['E:trump:D', 'S:trump:C', 'W:trump:S', 'N:trump:H']);
    expect(sc.deals[0]!.plays).toContain('W:pickup:2');
    expect(t.log[0].places).toEqual({ E: 3, S: 1, W: 2, N: 4 });
  });
  it('refuses picking up the whole pile of three, where the top two are the rule (exit 1)', () => {
    const at = sc.deals[0]!.plays.indexOf('W:pickup:2');
    const { status, t } = run(sc, (s) => {
      s.deals[0]!.plays[at] = 'W:pickup';
    });
    expect(status).toBe(1);
    expect(t.error).toMatchObject({ deal: 1, play: at + 1, rule: 'beat' });
  });
});
