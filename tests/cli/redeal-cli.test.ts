/**
 * A redeal that reads the asker's hand, through the CLI (issue 29): tests/fixtures/redeal/
 * no-trump-redeal.json throws in a hand without trumps, then refuses a hand holding the Jack of
 * Diamonds under Hearts (a trump there) in words, exit 1; without hands the redeal is taken as
 * agreed (exit 0); hands without the asker's are malformed (exit 2).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const tmp = mkdtempSync(join(tmpdir(), 'stichwort-redeal-'));
const stackTrace = /\n\s+at .+:\d+:\d+/;
const FIXTURE = 'tests/fixtures/redeal/no-trump-redeal.json';

type Sc = { deals: Record<string, unknown>[] };

/** Runs the fixture (changed by `edit`) through `stichwort run`: the exit status, the transcript (or null) and stderr. */
function run(edit: (sc: Sc) => void = () => {}) {
  const sc: Sc = JSON.parse(readFileSync(FIXTURE, 'utf8'));
  edit(sc);
  const path = join(tmp, `s${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, JSON.stringify(sc));
  const r = spawnSync(process.execPath, ['bin/stichwort.js', 'run', path], { encoding: 'utf8', timeout: 60_000 });
  expect(r.stderr).not.toMatch(stackTrace);
  return { status: r.status, t: r.stdout ? JSON.parse(r.stdout) : null, stderr: r.stderr };
}

describe('a redeal for a hand without trumps (hindersche-no-trump-redeal)', () => {
  it('throws in W’s hand without trumps and refuses S’s, which holds the Jack of Diamonds (exit 1)', () => {
    const { status, t } = run();
    expect(status).toBe(1);
    expect(t.log[0].kind).toBe('redeal');
    expect(t.error.deal).toBe(3);
    expect(t.error.rule).toBe('huebscher');
    expect(t.error.message).toMatch(
      /^S may not ask for a redeal with this hand: Any player may ask for a redeal before play when the player holds no trump or /,
    );
  });
  it('takes the redeals as agreed when the scenario gives no hands (exit 0)', () => {
    const { status, t } = run((sc) => {
      for (const d of sc.deals) {
        delete d.hands;
        delete d.trump;
      }
    });
    expect(status).toBe(0);
    expect(t.log.map((e: { kind: string }) => e.kind)).toEqual(['redeal', 'deal', 'redeal']);
  });
  it('refuses hands without the asker’s (exit 2), naming the field', () => {
    const { status, stderr } = run((sc) => {
      sc.deals[2]!.hands = { W: ['6S'] };
    });
    expect(status).toBe(2);
    expect(stderr).toMatch(/deals\[2\]\.hands\.S: missing: the hand of S, who asks for the redeal/);
  });
});
