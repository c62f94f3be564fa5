/**
 * Steps interleaved with the packets of the deal through the CLI (issue 29): forehand names the trump
 * after the first packet and announces a march after the second (tests/fixtures/moments/packets.stw
 * and .json). The scenario plays the deal; the refusals change one move and exit 1 in words.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const tmp = mkdtempSync(join(tmpdir(), 'stichwort-moments-'));

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, ['bin/stichwort.js', ...args], { encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
interface Sc {
  deals: { hands: Record<string, string[]>; plays: string[] }[];
}
const sc: Sc = JSON.parse(readFileSync('tests/fixtures/moments/packets.json', 'utf8'));
/** Runs the scenario with play `index` (0-based) replaced by `move`; the exit status and the transcript. */
function run(index?: number, move?: string) {
  const copy: Sc = structuredClone(sc);
  if (index !== undefined) copy.deals[0]!.plays[index] = move!;
  const path = join(tmp, `s${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, JSON.stringify(copy));
  const r = cli('run', path);
  return { status: r.status, t: r.stdout ? JSON.parse(r.stdout) : null, stderr: r.stderr };
}

describe('a trump named after the first packet, a march announced after the second (packets)', () => {
  it('checks clean', () => {
    const r = cli('check', 'tests/fixtures/moments/packets.stw');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
  it('plays the deal: Spades named, the march announced and made, two marks to each of the others (exit 0)', () => {
    const { status, t } = run();
    expect(status).toBe(0);
    expect(t.log[0]).toMatchObject({
      points: { W: 128, S: 0, E: 0, N: 12 },
      march: 'W',
      chosen: ['march-announced'],
      tallies: { marks: { N: 2, W: 0, S: 2, E: 2 } },
    });
  });
  it('refuses the announcement before the trump is named, though the file writes it first (exit 1)', () => {
    const { status, t, stderr } = run(0, 'W:choose:march-announced');
    expect(status).toBe(1);
    expect(t.error).toEqual({
      deal: 1,
      play: 1,
      rule: 'call',
      message: 'W may not choose "march-announced": the trump is named first (rule call)',
    });
    expect(stderr).toContain('deal 1, play 1: W may not choose "march-announced"');
  });
  it('refuses a card before the announcement, and the announcement by another player (exit 1)', () => {
    const card = run(1, 'W:7S');
    expect(card.status).toBe(1);
    expect(card.t.error).toMatchObject({
      play: 2,
      rule: 'announce',
      message: 'W may not play 7S: first a choice is made: “Announce a march” or “Say nothing” (rule announce)',
    });
    const other = run(1, 'S:choose:silent');
    expect(other.status).toBe(1);
    expect(other.t.error).toMatchObject({
      rule: 'turn',
      message: expect.stringContaining('another player makes this choice'),
    });
  });
});
