/**
 * Cards moved by rule and unequal hands through the CLI (issue 29): a beating game whose Sixes go to
 * the players whose personal trump they are (the hands then differ), a talon given to the holder of
 * a card (`"talon"` beside `hands`), and a talon dealt into the dealer's hand (hands of 7 and 11).
 * The scenarios are in tests/fixtures/moving/; the refusals change one thing of them.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const tmp = mkdtempSync(join(tmpdir(), 'stichwort-moving-'));
const stackTrace = /\n\s+at .+:\d+:\d+/;

interface Deal {
  hands: Record<string, string[]>;
  talon?: string[];
  plays: string[];
}
interface Sc {
  variant: string;
  players: string[];
  dealer: string;
  deals: Deal[];
}
const fixture = (name: string): Sc => JSON.parse(readFileSync(`tests/fixtures/moving/${name}.json`, 'utf8'));

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

describe('the Sixes go to their owners (bauernheinrich-sixes-to-owners)', () => {
  const sc = fixture('sixes-to-owners');
  it('plays the deal out with hands of 8 and 10 after the Sixes moved (exit 0)', () => {
    const { status, t } = run(sc);
    expect(status).toBe(0);
    expect(t.log[0].places).toEqual({ E: 3, S: 4, W: 1, N: 2 });
    expect(t.state.tallies.wins).toEqual({ N: 0, E: 0, S: 0, W: 1 });
  });
  it('refuses a Six its holder no longer holds once trumps are chosen (exit 1)', () => {
    const { status, t } = run(sc, (s) => {
      s.deals[0]!.plays.splice(4, 0, 'E:6C');
    });
    expect(status).toBe(1);
    expect(t.error).toEqual({ deal: 1, play: 5, rule: 'hand', message: 'E does not hold 6C' });
  });
  it('refuses a Six given by hand: the Sixes move by themselves (exit 1)', () => {
    const { status, t } = run(sc, (s) => {
      s.deals[0]!.plays.splice(4, 0, 'S:give:6H');
    });
    expect(status).toBe(1);
    expect(t.error.rule).toBe('beat');
    expect(t.error.message).toBe(
      'S may not give 6H now: giving cards is not a move here: the deal is at its card play by beating (rule beat)',
    );
  });
});

describe('the Sixes go home where the cards fix the personal trumps (tests/fixtures/moving/sixes-home-fixed.stw)', () => {
  it('checks clean and its example holds: E’s Six of Clubs is S’s to lead, S’s Six of Hearts is gone to N', () => {
    const r = spawnSync(process.execPath, ['bin/stichwort.js', 'check', 'tests/fixtures/moving/sixes-home-fixed.stw'], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});

describe('a talon given to the holder of a card (bauernheinrich-widow)', () => {
  const sc = fixture('widow');
  it('plays the deal with the talon in E’s hand (exit 0)', () => {
    const { status, t } = run(sc);
    expect(status).toBe(0);
    expect(t.log[0].places).toEqual({ E: 4, S: 2, W: 3, N: 1 });
  });
  it('refuses a card that does not beat the widow’s Ace of Hearts (exit 1)', () => {
    const { status, t } = run(sc, (s) => {
      s.deals[0]!.plays[1] = 'S:QC';
    });
    expect(status).toBe(1);
    expect(t.error.rule).toBe('beat');
    expect(t.error.play).toBe(2);
  });
  it('refuses a played deal without its talon, in words (exit 2)', () => {
    const { status, stderr } = run(sc, (s) => {
      delete s.deals[0]!.talon;
    });
    expect(status).toBe(2);
    expect(stderr).toContain(
      'deals[0].talon: missing: the talon goes to a player in this variant (rule widow); give its 4 cards',
    );
  });
  it('refuses a talon of the wrong size and a card both in a hand and the talon (exit 2)', () => {
    expect(run(sc, (s) => s.deals[0]!.talon!.pop()).stderr).toContain(
      'deals[0].talon: expected an array of the 4 cards of the talon',
    );
    expect(
      run(sc, (s) => {
        s.deals[0]!.talon![0] = 'AC';
      }).stderr,
    ).toContain("deals[0].talon[0]: AC is also in E's hand");
  });
});

describe('a talon dealt into the dealer’s hand (bauernheinrich-dealer-talon)', () => {
  const sc = fixture('dealer-talon');
  it('accepts hands of 7 and 11 and plays them out (exit 0)', () => {
    const { status, t } = run(sc);
    expect(status).toBe(0);
    expect(t.log[0].places).toEqual({ E: 4, S: 1, W: 2, N: 3 });
  });
  it('refuses the dealer’s hand without the talon, in words (exit 2)', () => {
    const { status, stderr } = run(sc, (s) => {
      s.deals[0]!.hands.N = s.deals[0]!.hands.N!.slice(0, 7);
    });
    expect(status).toBe(2);
    expect(stderr).toContain('deals[0].hands.N: has 7 cards; N is dealt 11 (7 and the talon of 4)');
  });
  it('refuses a talon listed apart: it is in the dealer’s hand (exit 2)', () => {
    const { stderr } = run(sc, (s) => {
      s.deals[0]!.talon = ['AH', 'QD', 'KD', 'AD'];
    });
    expect(stderr).toContain("deals[0].talon: the talon is dealt into N's hand in this variant");
  });
  it('refuses the same hands of 7 and 11 under Bauernheinrich, which deals 8 each (exit 2)', () => {
    const { status, stderr } = run(sc, (s) => {
      s.variant = 'bauernheinrich';
    });
    expect(status).toBe(2);
    expect(stderr).toContain('deals[0].hands.E: has 7 cards; each player is dealt 8');
  });
});

describe('a King picked up passes to the left (bauernheinrich-kings-pass-on)', () => {
  const sc = fixture('kings-pass-on');
  it('plays the deal out: N leads the King of Diamonds W picked up, and every move after is the rules’ (exit 0)', () => {
    const { status, t } = run(sc);
    expect(status).toBe(0);
    expect(sc.deals[0]!.plays.slice(9, 11)).toEqual(['W:pickup', 'N:KD']);
    expect(t.log[0].places).toEqual({ E: 4, S: 3, W: 1, N: 2 });
  });
  it('refuses the King to W, who picked it up and passed it on (exit 1)', () => {
    const { status, t } = run(sc, (s) => {
      s.deals[0]!.plays[13] = 'W:KD';
    });
    expect(status).toBe(1);
    expect(t.error).toEqual({ deal: 1, play: 14, rule: 'hand', message: 'W does not hold KD' });
  });
  it('refuses the same moves under Bauernheinrich, where the King stays with W (exit 1)', () => {
    const { status, t } = run(sc, (s) => {
      s.variant = 'bauernheinrich';
    });
    expect(status).toBe(1);
    expect(t.error).toEqual({ deal: 1, play: 11, rule: 'hand', message: 'N does not hold KD' });
  });
});
