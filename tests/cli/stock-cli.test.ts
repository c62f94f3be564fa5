/**
 * Drawing from the stock through the CLI (issue 29): a Hindersche deal of five cards each whose
 * players draw after each trick (`"stock"` beside `hands`, in the order drawn), free play while the
 * stock lasts and following once it is empty. The scenario is tests/fixtures/stock/; the refusals
 * and input errors change one thing of it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const tmp = mkdtempSync(join(tmpdir(), 'stichwort-stock-'));
const stackTrace = /\n\s+at .+:\d+:\d+/;

interface Deal {
  hands: Record<string, string[]>;
  stock?: string[];
  plays: string[];
}
interface Sc {
  variant: string;
  players: string[];
  dealer: string;
  deals: Deal[];
}
const sc: Sc = JSON.parse(readFileSync('tests/fixtures/stock/hindersche-stock.json', 'utf8'));

/** Runs the scenario (changed by `edit`) through `stichwort run`: the exit status, the transcript (or null) and stderr. */
function run(edit: (sc: Sc) => void = () => {}) {
  const copy: Sc = structuredClone(sc);
  edit(copy);
  const path = join(tmp, `s${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, JSON.stringify(copy));
  const r = spawnSync(process.execPath, ['bin/stichwort.js', 'run', path], { encoding: 'utf8', timeout: 60_000 });
  expect(r.stderr).not.toMatch(stackTrace);
  return { status: r.status, t: r.stdout ? JSON.parse(r.stdout) : null, stderr: r.stderr.replace(path, 'S') };
}

describe('five cards each and a stock (hindersche-stock)', () => {
  it('plays the whole pack in nine tricks of five cards each and sixteen drawn (exit 0)', () => {
    const { status, t } = run();
    expect(status).toBe(0);
    expect(t.log[0].tricks).toEqual({ W: 3, S: 1, E: 1, N: 4 });
    expect(t.log[0].points).toEqual({ W: 40, S: 22, E: 5, N: 73 });
    expect(t.state.tallies.marks).toEqual({ N: 1, W: 0, S: 0, E: 0 });
  });
  it('lets E play a Heart to a Club lead while the stock lasts (play 3 of the fixture)', () => {
    expect(sc.deals[0]!.plays[2]).toBe('E:10H');
    expect(sc.deals[0]!.hands.E).toContain('7C');
  });
  it('refuses a Spade to a Club lead once the stock is empty, in words (exit 1)', () => {
    const { status, t } = run((s) => {
      s.deals[0]!.plays = [...s.deals[0]!.plays.slice(0, 19), 'E:9S'];
    });
    expect(status).toBe(1);
    expect(t.error).toEqual({
      deal: 1,
      play: 20,
      rule: 'follow-or-trump',
      message:
        'E may not play 9S: a card of the suit led or a trump must be played when E holds a card of the suit led and the stock is empty. Clubs were led, and E holds Clubs; trumps are Diamonds. (rule follow-or-trump [table])',
    });
  });
  it('wants the stock of a played deal, naming the rule (exit 2)', () => {
    const { status, stderr } = run((s) => {
      delete s.deals[0]!.stock;
    });
    expect(status).toBe(2);
    expect(stderr.trim()).toBe(
      'S: deals[0].stock: missing: the players draw from the stock after each trick in this variant (rule draw); give its 16 cards in the order they are drawn',
    );
  });
  it('refuses a stock card that is also in a hand, and a stock of the wrong size (exit 2)', () => {
    const twice = run((s) => {
      s.deals[0]!.stock![3] = 'KD';
    });
    expect(twice.status).toBe(2);
    expect(twice.stderr.trim()).toBe("S: deals[0].stock[3]: KD is also in W's hand");
    const short = run((s) => {
      s.deals[0]!.stock!.pop();
    });
    expect(short.status).toBe(2);
    expect(short.stderr.trim()).toBe(
      'S: deals[0].stock: expected an array of the 16 cards left after the deal, in the order they are drawn',
    );
  });
  it('refuses a stock where the variant draws nothing (exit 2)', () => {
    const { status, stderr } = run((s) => {
      const widow: Sc = JSON.parse(readFileSync('tests/fixtures/moving/widow.json', 'utf8'));
      Object.assign(s, widow);
      s.deals[0]!.stock = ['6S'];
    });
    expect(status).toBe(2);
    expect(stderr.trim()).toBe(
      'S: deals[0].stock: this deal draws nothing from the stock (the variant has no `draw` clause for it): leave `stock` out',
    );
  });
  it('stops short of the deal with the tricks it needs counted with the draws (exit 2)', () => {
    const { status, stderr } = run((s) => {
      s.deals[0]!.plays = s.deals[0]!.plays.slice(0, 20);
    });
    expect(status).toBe(2);
    expect(stderr.trim()).toBe('S: deals[0].plays: only 20 cards are played; the deal needs 36');
  });
});
