/**
 * Scenario moves other than cards (contract: /work/shared/scenario-format.md, "Played"): giving
 * cards, naming a trump, picking up part of a trick. Malformed ones are input errors (exit 2); one
 * the variant does not allow at that point is refused like a card (exit 1, the rule, a message).
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const tmp = mkdtempSync(join(tmpdir(), 'stichwort-moves-'));
const stackTrace = /\n\s+at .+:\d+:\d+/;

/** Runs the CLI as users do (`bin/stichwort.js`). */
function cli(...args: string[]) {
  const r = spawnSync(process.execPath, ['bin/stichwort.js', ...args], { encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
let n = 0;
const write = (sc: unknown) => {
  const p = join(tmp, `s${n++}.json`);
  writeFileSync(p, JSON.stringify(sc));
  return p;
};

/** The public played Pagat deal, with `plays` changed by `edit`. */
function pagat(edit: (plays: string[]) => string[]) {
  const { scenario } = JSON.parse(readFileSync('tests/scenarios/public/pagat-03-played-deal.json', 'utf8'));
  scenario.deals[0].plays = edit(scenario.deals[0].plays);
  return write(scenario);
}
/** The vendored Bauernheinrich deal, with `plays` changed by `edit`. */
function bauernheinrich(edit: (plays: string[]) => string[], variant = 'bauernheinrich') {
  const sc = JSON.parse(readFileSync('tests/scenarios/bauernheinrich/whole-hand-played.json', 'utf8'));
  sc.deals[0].plays = edit(sc.deals[0].plays);
  return write({ ...sc, variant });
}

describe('a move after the deal is over', () => {
  it('a card after the last trick is refused in words: the deal is over, every trick played', () => {
    const r = cli(
      'run',
      pagat((plays) => [...plays, 'N:AS']),
    );
    expect(r.stderr).not.toMatch(stackTrace);
    expect(r.status).toBe(1);
    const { error } = JSON.parse(r.stdout);
    expect(error).toMatchObject({ deal: 1, play: 37, rule: 'deal-over' });
    expect(error.message).toBe('N may not play AS: the deal is over (all 9 tricks have been played)');
  });

  it('a move after every player of a beating deal is out is refused in words', () => {
    const file = bauernheinrich((plays) => [...plays, 'N:pickup']);
    const r = cli('run', file);
    expect(r.status).toBe(1);
    const { error } = JSON.parse(r.stdout);
    expect(error.rule).toBe('deal-over');
    expect(error.message).toBe('N may not pick up: the deal is over (every player has a place)');
  });
});

describe('scenario moves beyond cards', () => {
  it('giving cards where the variant has no step for it is refused like a card: exit 1, rule and message', () => {
    const r = cli(
      'run',
      pagat((plays) => ['W:give:JD,JC,AS', ...plays]),
    );
    expect(r.stderr).not.toMatch(stackTrace);
    expect(r.status).toBe(1);
    const { error } = JSON.parse(r.stdout);
    expect(error).toMatchObject({ deal: 1, play: 1, rule: 'play' });
    expect(error.message).toBe(
      'W may not give JD, JC, AS now: giving cards is not a move here: the deal is at its card play in tricks (rule play)',
    );
  });

  it('naming a trump where nobody names one is refused like a card', () => {
    const r = cli(
      'run',
      pagat((plays) => ['W:trump:H', ...plays]),
    );
    expect(r.status).toBe(1);
    const { error } = JSON.parse(r.stdout);
    expect(error).toMatchObject({ deal: 1, play: 1, rule: 'play' });
    expect(error.message).toBe(
      'W may not name H now: naming a suit is not a move here: the deal is at its card play in tricks (rule play)',
    );
  });

  it('picking up part of the trick where the rule is the whole trick is refused, naming the play clause', () => {
    // S picks up the three cards W, N and E played; two of them is not what `play beating` allows.
    const r = cli(
      'run',
      bauernheinrich((plays) => plays.map((x, i) => (i === 3 ? 'S:pickup:2' : x))),
    );
    expect(r.stderr).not.toMatch(stackTrace);
    expect(r.status).toBe(1);
    const { error } = JSON.parse(r.stdout);
    expect(error).toMatchObject({ deal: 1, play: 4, rule: 'beat' });
    expect(error.message).toBe('S may not pick up here: a player picks up the whole trick (3 cards) (rule beat)');
  });

  it('picking up all three by count is the same move as picking up the trick', () => {
    const whole = cli(
      'run',
      bauernheinrich((plays) => plays),
    );
    const byCount = cli(
      'run',
      bauernheinrich((plays) => plays.map((x, i) => (i === 3 ? 'S:pickup:3' : x))),
    );
    expect(byCount.status).toBe(0);
    expect(byCount.stdout).toBe(whole.stdout);
  });

  it.each([
    ['W:give:JD,XX', 'deals[0].plays[0]', '"XX" is not a card of this pack'],
    ['W:give:JD,JD', 'deals[0].plays[0]', 'a card is listed twice'],
    ['W:trump:Z', 'deals[0].plays[0]', 'expected one of the suits S H D C'],
    ['W:pickup:0', 'deals[0].plays[0]', 'expected how many cards to pick up'],
    ['W:dance:JD', 'deals[0].plays[0]', '"dance:JD" is not a move'],
  ])('a malformed move %s is an input error (exit 2) naming the field', (move, field, words) => {
    const r = cli(
      'run',
      pagat((plays) => [move, ...plays]),
    );
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(field);
    expect(r.stderr).toContain(words);
    expect(r.stderr).not.toMatch(stackTrace);
    expect(r.stdout).toBe('');
  });
});

describe("a choice and a talon (the contract's later forms)", () => {
  it('choosing an option where the variant offers none is refused like a card: exit 1, rule and message', () => {
    const r = cli(
      'run',
      pagat((plays) => ['W:choose:no-hearts', ...plays]),
    );
    expect(r.stderr).not.toMatch(stackTrace);
    expect(r.status).toBe(1);
    const { error } = JSON.parse(r.stdout);
    expect(error).toMatchObject({ deal: 1, play: 1, rule: 'play' });
    expect(error.message).toBe(
      'W may not choose "no-hearts" now: choosing an option is not a move here: the deal is at its card play in tricks (rule play)',
    );
  });

  it('a choice that is not an option id is malformed input: exit 2, located', () => {
    const r = cli(
      'run',
      pagat((plays) => ['W:choose:No Hearts!', ...plays]),
    );
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(
      'deals[0].plays[0]: "choose:No Hearts!": expected the id of an option the variant declares',
    );
  });

  it('a talon given for a variant that deals none is malformed input, not silently dropped', () => {
    const { scenario } = JSON.parse(readFileSync('tests/scenarios/public/pagat-03-played-deal.json', 'utf8'));
    scenario.deals[0].talon = ['7C'];
    const r = cli('run', write(scenario));
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('deals[0].talon: this variant deals no talon: every card goes to the hands');
  });
});
