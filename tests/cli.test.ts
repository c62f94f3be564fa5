import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const tmp = mkdtempSync(join(tmpdir(), 'stichwort-cli-'));

/** Runs the CLI as users do (`bin/stichwort.js`, Node 24). */
function cli(...args: string[]) {
  const r = spawnSync(process.execPath, ['bin/stichwort.js', ...args], { encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
const stackTrace = /\n\s+at .+:\d+:\d+/;
const write = (name: string, text: string) => { const p = join(tmp, name); writeFileSync(p, text); return p; };
const scenario = (deals: unknown[], extra: object = {}) =>
  write(`s${Math.random().toString(36).slice(2)}.json`, JSON.stringify({ variant: 'hindersche-pagat', players: ['N', 'W', 'S', 'E'], dealer: 'N', deals, ...extra }));

describe('stichwort CLI', () => {
  it('check: exit 0 on the variants', () => {
    const r = cli('check', 'variants/hindersche-pagat.stw');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('ok');
  });

  it('check: a malformed file gets file:line:col, a code frame, exit 1 and no stack trace', () => {
    const p = write('broken.stw', 'variant broken "B"\nsource s "S"\nplayers 4 sideways [s]\n');
    const r = cli('check', p);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/broken\.stw:3:11/);
    expect(r.stderr).toContain('3 | players 4 sideways [s]');
    expect(r.stderr).not.toMatch(stackTrace);
  });

  it('check: a semantic error is located with a hint', () => {
    const text = readFileSync('variants/hindersche-pagat.stw', 'utf8')
      .replace('variant hindersche-pagat', 'variant typo')
      .replace('when phase = butzen and', 'when phase = butzn and');
    const r = cli('check', write('typo.stw', text));
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/typo\.stw:\d+:\d+/);
    expect(r.stderr).toContain('butzen');
    expect(r.stderr).not.toMatch(stackTrace);
  });

  it('run: prints the transcript and exits 0', () => {
    const r = cli('run', scenario([{ points: { N: 50, W: 30, S: 35, E: 25 } }]));
    expect(r.status).toBe(0);
    const t = JSON.parse(r.stdout);
    expect(t.log[0].tallies.marks).toEqual({ N: 1, W: 0, S: 0, E: 0 });
    expect(t.state).toMatchObject({ dealer: 'W', awaiting: 'deal', phase: 'vier-strich' });
  });

  it('run: malformed input exits 2 with one message naming the deal and field', () => {
    const r = cli('run', scenario([{ points: { N: 50, W: 30, S: 35, X: 25 } }]));
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('deals[0].points.X');
    expect(r.stderr).not.toMatch(stackTrace);
    expect(r.stdout).toBe('');
  });

  it('run: bad JSON and a missing file exit 2', () => {
    expect(cli('run', write('bad.json', '{ "variant": ')).status).toBe(2);
    expect(cli('run', join(tmp, 'nope.json')).status).toBe(2);
  });

  it('run: a forbidden move exits 1 with the transcript and the rule', () => {
    const r = cli('run', scenario([{ redeal: true, askedBy: 'S' }]));
    expect(r.status).toBe(1);
    expect(JSON.parse(r.stdout).error).toMatchObject({ deal: 1, rule: 'huebscher' });
  });

  it('run: unknown options are input errors', () => {
    const r = cli('run', scenario([{ points: { N: 50, W: 30, S: 35, E: 25 } }], { options: { 'no-such-question': 'x' } }));
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('no-such-question');
  });

  it('simulate: same seed, same figures (timing aside)', () => {
    const strip = (s: string) => { const o = JSON.parse(s); delete o.elapsedMs; delete o.dealsPerSecond; return o; };
    const a = cli('simulate', 'hindersche-pagat', '--games', '200', '--seed', '9');
    const b = cli('simulate', 'hindersche-pagat', '--games', '200', '--seed', '9');
    const c = cli('simulate', 'hindersche-pagat', '--games', '200', '--seed', '10');
    expect(a.status).toBe(0);
    expect(strip(a.stdout)).toEqual(strip(b.stdout));
    expect(strip(a.stdout)).not.toEqual(strip(c.stdout));
    const o = JSON.parse(a.stdout);
    expect(o.games).toBe(200);
    expect(o.dealsPerSecond).toBeGreaterThan(0);
    expect(Object.keys(o.lossRate)).toHaveLength(4);
    expect(a.stderr).toBe('');
  });

  it('simulate: greedy bots and bad arguments', () => {
    expect(cli('simulate', 'hindersche-pagat', '--games', '50', '--bots', 'greedy').status).toBe(0);
    const r = cli('simulate', 'hindersche-pagat', '--bots', 'clever');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--bots');
  });

  it('explain: lists rules with citations and ambiguities with readings', () => {
    const r = cli('explain', 'hindersche-pagat');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('follow-or-trump');
    expect(r.stdout).toContain('[pagat "Rules of Play"]');
    expect(r.stdout).toContain('playoff-next-dealer');
    expect(r.stdout).toMatch(/\* left-of-playoff-dealer/);
    const j = JSON.parse(cli('explain', 'hindersche-pagat', '--json').stdout);
    expect(j.ambiguities.map((a: { id: string }) => a.id)).toContain('huebscher-players');
  });

  it('diff: rules with citations, and a witness file that runs under both variants with different tallies', () => {
    const w = join(tmp, 'w.json');
    const r = cli('diff', 'hindersche-pagat', 'hindersche-swedish', '--witness', w);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('excess');
    expect(r.stdout).toContain('[swedish "Den andra fasen"]');
    expect(r.stdout).toMatch(/Witness: \d+ scored deals?, after which the scores differ/);
    const scenario = JSON.parse(readFileSync(w, 'utf8'));
    const a = cli('run', w);
    const b = cli('run', write('w-swedish.json', JSON.stringify({ ...scenario, variant: 'hindersche-swedish' })));
    expect(a.status).toBe(0);
    expect(b.status).toBe(0);
    const tallies = (out: string) => JSON.parse(out).log.map((e: { tallies: unknown }) => e.tallies);
    expect(tallies(a.stdout)).not.toEqual(tallies(b.stdout));
    const j = JSON.parse(cli('diff', 'hindersche-pagat', 'hindersche-swedish', '--json').stdout);
    expect(j.rules.rules.some((x: { id: string; change: string }) => x.id === 'three' && x.change === 'added')).toBe(true);
  });

  it('verify: each claim holds or fails with a counterexample; exit 1 when one fails', () => {
    const sw = cli('verify', 'hindersche-swedish', '--depth', '5');
    expect(sw.status).toBe(0);
    expect(sw.stdout).toMatch(/holds\s+never-two-marks/);
    const pa = cli('verify', 'hindersche-pagat', '--depth', '5', '--json');
    expect(pa.status).toBe(1);
    const claims = JSON.parse(pa.stdout).claims;
    expect(claims.find((c: { id: string }) => c.id === 'always-four').verdict).toBe('fails');
    expect(claims.find((c: { id: string }) => c.id === 'always-four').counterexample.deals.length).toBeGreaterThan(0);
  });

  it('run: a whole Kein Stich round and a whole Bauernheinrich hand, played card by card', () => {
    const ks = cli('run', 'tests/scenarios/kein-stich/full-round-played.json');
    expect(ks.status).toBe(0);
    const t = JSON.parse(ks.stdout);
    expect(t.log).toHaveLength(5);
    expect(t.state.tallies.pot).toBe(0);
    const bh = cli('run', 'tests/scenarios/bauernheinrich/whole-hand-played.json');
    expect(bh.status).toBe(0);
    expect(Object.values(JSON.parse(bh.stdout).log[0].places).sort()).toEqual([1, 2, 3, 4]);
  });

  it('simulate: thousands of seeded Kein Stich rounds and Bauernheinrich hands', () => {
    for (const v of ['kein-stich', 'bauernheinrich']) {
      const r = cli('simulate', v, '--games', '2000', '--seed', '5');
      expect(r.status).toBe(0);
      const o = JSON.parse(r.stdout);
      expect(o.games).toBe(2000);
      expect(Object.values(o.meanSettlement as Record<string, number>).reduce((a, b) => a + b, 0)).toBeCloseTo(v === 'kein-stich' ? 0 : 1, 5);
    }
  });

  it('run: `playoff rank fewest place, then fewest points` is played through, exit 0 (issue 10, rules item 4)', () => {
    const house = write('place-rank.stw', 'variant place-rank "P"\nextends hindersche-pagat\nsource house "Our table"\n'
      + 'override playoff-rank: playoff rank fewest place, then fewest points [house]\n');
    const r = cli('run', scenario([{ points: { N: 20, W: 45, S: 30, E: 45 } }, { points: { W: 50, E: 90 }, tricks: { W: 4, E: 5 } }], { variant: house }));
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const t = JSON.parse(r.stdout);
    expect(t.log.map((e: { kind: string }) => e.kind)).toEqual(['deal', 'playoff']);
    expect(t.log[1].tallies.marks).toEqual({ N: 0, W: 0, S: 0, E: 1 });
  });

  it('check and simulate: Kein Stich without the end of its first phase is refused, located at the phase (issue 10)', () => {
    const p = write('no-end.stw', 'variant no-end "No end"\nextends kein-stich\nsource house "Our table"\nremove no-tricks-end [house]\n');
    const line = readFileSync('variants/kein-stich.stw', 'utf8').split('\n').findIndex((l) => l.startsWith('phase no-tricks ')) + 1;
    for (const r of [cli('check', p), cli('simulate', p, '--games', '1')]) {
      expect(r.status).toBe(1);
      expect(r.stderr).toContain('error[never-ends]: phase `no-tricks` can never end');
      expect(r.stderr).toContain(`kein-stich.stw:${line}:7`);
      expect(r.stderr).not.toMatch(stackTrace);
    }
  });

  it('simulate: a variant whose first phase never ends stops past the bound with exit 1, naming the variant (issue 10)', () => {
    const p = write('forever.stw', 'variant forever "Never ends"\nextends kein-stich\nsource house "Our table"\n'
      + 'override no-tricks-end: ends when deals < 0 [house]\n');
    const r = cli('simulate', p, '--games', '2');
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`${p}:1:9: forever: game 1 has gone on for more than 10000 deals (now in phase no-tricks)`);
    expect(r.stderr).not.toMatch(stackTrace);
    expect(r.stdout).toBe('');
  });

  it('simulate: a bot named after an Object method is unknown, exit 2 (issue 10)', () => {
    for (const name of ['constructor', 'toString', '__proto__']) {
      const r = cli('simulate', 'hindersche-pagat', '--games', '1', '--bots', name);
      expect(r.status, name).toBe(2);
      expect(r.stderr).toContain(`--bots must be one of random, greedy, not "${name}"`);
    }
  });

  it('--help works on every command', () => {
    for (const cmd of ['check', 'run', 'simulate', 'explain', 'diff', 'verify']) {
      const r = cli(cmd, '--help');
      expect(r.status).toBe(0);
      expect(r.stdout).toContain(`stichwort ${cmd}`);
    }
    expect(cli('--help').status).toBe(0);
    expect(cli('frobnicate').status).toBe(2);
  });
});
