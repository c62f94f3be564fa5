import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';

const tmp = mkdtempSync(join(tmpdir(), 'stichwort-cli-'));

/** Runs the CLI as users do (`bin/stichwort.js`, Node 24). */
function cli(...args: string[]) {
  const r = spawnSync(process.execPath, ['bin/stichwort.js', ...args], { encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
const stackTrace = /\n\s+at .+:\d+:\d+/;
const write = (name: string, text: string) => {
  const p = join(tmp, name);
  writeFileSync(p, text);
  return p;
};
const scenario = (deals: unknown[], extra: object = {}) =>
  write(
    `s${Math.random().toString(36).slice(2)}.json`,
    JSON.stringify({ variant: 'hindersche-pagat', players: ['N', 'W', 'S', 'E'], dealer: 'N', deals, ...extra }),
  );

describe('stichwort CLI', () => {
  it('check: exit 0 on the variants', () => {
    const r = cli('check', 'variants/hindersche-pagat.stw');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('ok');
  });

  it('check: counts in words, a house rule saying how many clauses are its own ("1 example", not "1 examples")', () => {
    const r = cli('check', 'variants/house/bauernheinrich-cards-left.stw');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/\(2 of 21 clauses written here, 3 ambiguities, 1 example\)/);
    const base = cli('check', 'variants/hindersche-pagat.stw');
    expect(base.stdout).not.toContain('written here');
  });

  it('src/cli/main.ts run directly is the same command as the bin (it printed nothing before)', () => {
    const r = spawnSync(process.execPath, ['src/cli/main.ts', 'check', 'variants/hindersche-pagat.stw'], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect([r.status, r.stdout]).toEqual([0, cli('check', 'variants/hindersche-pagat.stw').stdout]);
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

  it('simulate, verify, diff: a malformed file gets the same code frame as check, with its line', () => {
    const p = write(
      'broken-base.stw',
      'variant broken-base extends hindersche-pagat\nx: tally per plyer "m" [pagat "Scoring"]\n',
    );
    for (const args of [
      ['simulate', p, '--games', '1'],
      ['verify', p],
      ['diff', 'hindersche-pagat', p],
    ]) {
      const r = cli(...args);
      expect(r.status, args.join(' ')).toBe(1);
      expect(r.stderr, args.join(' ')).toMatch(/broken-base\.stw:2:14/);
      expect(r.stderr, args.join(' ')).toContain('2 | x: tally per plyer "m" [pagat "Scoring"]');
    }
  });

  it('simulate: a variant id that does not exist gets the nearest id, and no empty code frame', () => {
    const r = cli('simulate', 'hindersche-pagt');
    expect(r.status).toBe(1);
    expect(r.stderr).toBe(
      'error[unknown-variant]: no variant file "hindersche-pagt"\n --> hindersche-pagt\n' +
        '  = hint: did you mean `hindersche-pagat`? Give a variant id from variants/ or a path to a .stw file\n',
    );
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
    const r = cli(
      'run',
      scenario([{ points: { N: 50, W: 30, S: 35, E: 25 } }], { options: { 'no-such-question': 'x' } }),
    );
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('no-such-question');
  });

  it('simulate: same seed, same figures (timing aside)', () => {
    const strip = (s: string) => {
      const o = JSON.parse(s);
      delete o.elapsedMs;
      delete o.dealsPerSecond;
      delete o.workers;
      return o;
    };
    const a = cli('simulate', 'hindersche-pagat', '--games', '200', '--seed', '9', '--json');
    const b = cli('simulate', 'hindersche-pagat', '--games', '200', '--seed', '9', '--json');
    const c = cli('simulate', 'hindersche-pagat', '--games', '200', '--seed', '10', '--json');
    expect(a.status).toBe(0);
    expect(strip(a.stdout)).toEqual(strip(b.stdout));
    expect(strip(a.stdout)).not.toEqual(strip(c.stdout));
    const o = JSON.parse(a.stdout);
    expect(o.games).toBe(200);
    expect(o.dealsPerSecond).toBeGreaterThan(0);
    expect(o.seats.map((x: { player: string }) => x.player)).toEqual(['P1', 'P2', 'P3', 'P4']);
    expect(a.stderr).toBe('');
  });

  it('simulate: greedy bots and bad arguments', () => {
    expect(cli('simulate', 'hindersche-pagat', '--games', '50', '--bots', 'greedy').status).toBe(0);
    const r = cli('simulate', 'hindersche-pagat', '--bots', 'clever');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--bots');
  });

  it('explain: a file with several bases names them as it writes them, not as one chain', () => {
    const p = write(
      'pm.stw',
      'variant pm "Power with March"\nextends kein-stich-power, kein-stich-march\nsource house "Our table"\n',
    );
    expect(cli('explain', p).stdout.split('\n')[0]).toBe(
      'Power with March (pm), extends kein-stich-power, kein-stich-march',
    );
    expect(cli('explain', 'kein-stich-six-first-last').stdout.split('\n')[0]).toContain(
      'extends kein-stich-six-penultimate → kein-stich',
    );
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

  it('diff: a house rule that changes nothing is the same game, said at once with no search', () => {
    const p = write('same.stw', 'variant same "Same"\nextends hindersche-pagat\nsource house "Our table"\n');
    const r = cli('diff', 'hindersche-pagat', p);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(
      'No witness to search for: hindersche-pagat and same have the same rules in force, in the same order, with the same default readings',
    );
    expect(r.stdout).not.toContain('pairs of states');
    const j = JSON.parse(cli('diff', 'hindersche-pagat', p, '--json').stdout) as {
      sameGame: boolean;
      witness: unknown;
    };
    expect([j.sameGame, j.witness]).toEqual([true, null]);
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
    expect(j.rules.rules.some((x: { id: string; change: string }) => x.id === 'three' && x.change === 'added')).toBe(
      true,
    );
  });

  it('verify: each claim holds or fails with a counterexample; exit 1 when one fails', () => {
    const sw = cli('verify', 'hindersche-swedish', '--depth', '5');
    expect(sw.status).toBe(0);
    expect(sw.stdout).toMatch(/holds\s+never-two-marks/);
    const text = cli('verify', 'hindersche-pagat', '--depth', '3');
    expect(text.stdout).toMatch(
      /FAILS {2}always-four: .*\n {9}counterexample in 2 deals, the points each player took:\n {11}1\. W \d+, S \d+, E \d+, N \d+\n {11}2\. /,
    );
    expect(text.stdout).toContain('(--counterexamples DIR writes it as a scenario that `stichwort run` replays)');
    // The default bounds: deeper than when verify was first measured (depth 7, 600,000 transitions), for the same time.
    expect(JSON.parse(cli('verify', 'kein-stich', '--json').stdout).bounds).toEqual({
      maxDepth: 8,
      maxStates: 150_000,
      maxTransitions: 1_200_000,
    });
    const none = cli('verify', 'bauernheinrich');
    expect(none.status).toBe(0);
    expect(none.stdout).toBe(
      'Bauernheinrich states no claims: nothing to verify. A claim is written in the variant file as `claim ID "TEXT": CONDITION [SOURCE]`.\n',
    );
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
      const r = cli('simulate', v, '--games', '2000', '--seed', '5', '--json');
      expect(r.status).toBe(0);
      const o = JSON.parse(r.stdout);
      expect(o.games).toBe(2000);
      expect((o.seats as { settlement: { value: number } }[]).reduce((a, s) => a + s.settlement.value, 0)).toBeCloseTo(
        v === 'kein-stich' ? 0 : 1,
        5,
      );
    }
  });

  it('run: `playoff rank fewest place, then fewest points` is played through, exit 0 (issue 10, rules item 4)', () => {
    const house = write(
      'place-rank.stw',
      'variant place-rank "P"\nextends hindersche-pagat\nsource house "Our table"\n' +
        'override playoff-rank: playoff rank fewest place, then fewest points [house]\n',
    );
    const r = cli(
      'run',
      scenario([{ points: { N: 20, W: 45, S: 30, E: 45 } }, { points: { W: 50, E: 90 }, tricks: { W: 4, E: 5 } }], {
        variant: house,
      }),
    );
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const t = JSON.parse(r.stdout);
    expect(t.log.map((e: { kind: string }) => e.kind)).toEqual(['deal', 'playoff']);
    expect(t.log[1].tallies.marks).toEqual({ N: 0, W: 0, S: 0, E: 1 });
  });

  it('check and simulate: Kein Stich without the end of its first phase is refused, located at the `remove` (issue 10)', () => {
    const p = write(
      'no-end.stw',
      'variant no-end "No end"\nextends kein-stich\nsource house "Our table"\nremove no-tricks-end [house]\n',
    );
    for (const r of [cli('check', p), cli('simulate', p, '--games', '1')]) {
      expect(r.status).toBe(1);
      expect(r.stderr).toContain(
        'error[never-ends]: removing `no-tricks-end` leaves phase `no-tricks` with no way to end',
      );
      expect(r.stderr).toContain(`no-end.stw:4:8`);
      expect(r.stderr).not.toMatch(stackTrace);
    }
  });

  it('simulate: a variant whose first phase never ends stops past the bound with exit 1, naming the variant (issue 10)', () => {
    const p = write(
      'forever.stw',
      'variant forever "Never ends"\nextends kein-stich\nsource house "Our table"\n' +
        'override no-tricks-end: ends when deals < 0 [house]\n',
    );
    const r = cli('simulate', p, '--games', '2');
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(
      `${p}:1:9: forever: game 1 has gone on for more than 10000 deals (now in phase no-tricks)`,
    );
    expect(r.stderr).not.toMatch(stackTrace);
    expect(r.stdout).toBe('');
  });

  it('simulate --workers 2: a run whose blocks fail on this thread and on a worker says so once, as one thread does', () => {
    const p = write(
      'forever-pool.stw',
      'variant forever "Never ends"\nextends kein-stich\nsource house "Our table"\n' +
        'override no-tricks-end: ends when deals < 0 [house]\n',
    );
    const one = cli('simulate', p, '--games', '300', '--workers', '1');
    const two = cli('simulate', p, '--games', '300', '--workers', '2');
    expect(one.status).toBe(1);
    expect(two.status).toBe(1);
    expect(two.stderr).toBe(one.stderr);
    expect(two.stderr.match(/has gone on for more than/g)).toHaveLength(1);
    expect(two.stdout).toBe('');
  });

  it('simulate: a bot named after an Object method is unknown, exit 2 (issue 10)', () => {
    for (const name of ['constructor', 'toString', '__proto__']) {
      const r = cli('simulate', 'hindersche-pagat', '--games', '1', '--bots', name);
      expect(r.status, name).toBe(2);
      expect(r.stderr).toContain(`--bots: unknown bot "${name}"; the bots are: random, greedy, ismcts`);
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

/** The first line of stderr: the one-line message a refusal prints (usage may follow). */
const firstLine = (s: string) => s.split('\n')[0];
/** Any raw control character a terminal would act on (C0 but tab and newline, DEL, C1, bidi overrides). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it finds
const rawControl = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const pagatScenario = {
  variant: 'hindersche-pagat',
  players: ['N', 'W', 'S', 'E'],
  dealer: 'N',
  deals: [{ points: { N: 50, W: 30, S: 35, E: 25 } }],
};

describe('stichwort CLI: paths (issue 10)', () => {
  it('check refuses a path that is not a .stw file (a device, another file) with exit 2, and a folder with none below it', () => {
    for (const target of ['/dev/zero', '/etc/passwd']) {
      const r = cli('check', target);
      expect(r.status).toBe(2);
      expect(r.stderr).toBe(
        `stichwort check: ${target}: not a variant file; give a variant id from variants/ or a path ending in .stw\n`,
      );
    }
    // A folder stands for the variant files below it (issue 27): /etc has none.
    expect(cli('check', '/etc')).toMatchObject({
      status: 2,
      stderr: 'stichwort check: /etc: no variant files (.stw) in it or the folders below it\n',
    });
  });

  it('check refuses a .stw that is a directory, a device or over 1 MiB, and still checks the other files', () => {
    const dir = join(tmp, 'folder.stw');
    mkdirSync(dir, { recursive: true });
    const zero = join(tmp, 'zero.stw');
    if (!existsSync(zero)) symlinkSync('/dev/zero', zero);
    const big = write('big.stw', `variant big "B"\n${'#'.repeat(1024 * 1024)}\n`);
    const r = cli('check', dir, zero, big, 'variants/hindersche-pagat.stw');
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(
      [
        `stichwort check: ${dir}: is a directory, not a variant file`,
        `stichwort check: ${zero}: not a regular file, so not a variant file`,
        `stichwort check: ${big}: over 1 MiB, the size limit for a variant file`,
        '',
      ].join('\n'),
    );
    expect(r.stdout).toMatch(/^ok {2}variants\/hindersche-pagat\.stw/);
  });

  it("run: a scenario's variant is an id or a .stw path; any other file is refused unread", () => {
    for (const variant of ['/etc', '/etc/passwd', '../package.json']) {
      const file = write(`v${Math.random().toString(36).slice(2)}.json`, JSON.stringify({ ...pagatScenario, variant }));
      const r = cli('run', file);
      expect(r.status).toBe(2);
      expect(r.stderr).toBe(
        `${file}: variant: expected a variant id (a file name in variants/ without .stw) or a path ending in .stw, got ${JSON.stringify(variant)}\n`,
      );
    }
    const dir = join(tmp, 'folder.stw');
    mkdirSync(dir, { recursive: true });
    const file = write('v-dir.json', JSON.stringify({ ...pagatScenario, variant: dir }));
    const r = cli('run', file);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`${file}: variant: ${dir}: is a directory, not a variant file\n`);
  });

  it('run: an unknown variant id names the variants there are', () => {
    const file = write('v-constructor.json', JSON.stringify({ ...pagatScenario, variant: 'constructor' }));
    const r = cli('run', file);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(
      new RegExp(
        `^${file.replace(/[.]/g, '\\.')}: variant: no variant "constructor" in variants/; the variants are: .*hindersche-pagat.*\\n$`,
      ),
    );
  });

  it('run: a scenario file that is a directory, a device or over 1 MiB exits 2', () => {
    const zero = join(tmp, 'zero.json');
    if (!existsSync(zero)) symlinkSync('/dev/zero', zero);
    const big = write('big.json', JSON.stringify({ ...pagatScenario, pad: 'x'.repeat(1024 * 1024) }));
    expect(cli('run', tmp)).toMatchObject({ status: 2, stderr: `${tmp}: is a directory, not a scenario file\n` });
    expect(cli('run', zero)).toMatchObject({
      status: 2,
      stderr: `${zero}: not a regular file, so not a scenario file\n`,
    });
    expect(cli('run', big)).toMatchObject({
      status: 2,
      stderr: `${big}: over 1 MiB, the size limit for a scenario file\n`,
    });
  });

  it('a .stw that links to another kind of file is refused unread: no line of that file is ever printed (issue 27)', () => {
    const secret = write('secret.txt', 'password = hunter2\nvariant x "X"\n');
    const link = join(tmp, 'innocent.stw');
    symlinkSync(secret, link);
    const base = write('uses-innocent.stw', 'variant uses-innocent "U"\nextends innocent\n');
    for (const args of [
      ['check', link],
      ['fmt', link],
      ['fmt', '--check', link],
      ['explain', link],
      ['check', base],
    ]) {
      const r = cli(...args);
      expect(r.stdout + r.stderr, args.join(' ')).not.toContain('hunter2');
      expect(r.stderr, args.join(' ')).toContain(`a link to ${secret}, which is not a variant file`);
      expect(r.status, args.join(' ')).toBe(args[1] === base ? 1 : 2);
    }
    expect(readFileSync(secret, 'utf8')).toBe('password = hunter2\nvariant x "X"\n');
    // A link to a .stw file is read as that file.
    const target = write('linked-target.stw', 'variant linked "Linked"\nextends kein-stich\n');
    const good = join(tmp, 'good-link.stw');
    symlinkSync(target, good);
    expect(cli('check', good)).toMatchObject({ status: 0, stderr: '' });
  });

  it('verify and diff check where they will write before searching', () => {
    const missing = join(tmp, 'no-such-folder');
    const aFile = write('a-file.txt', 'x');
    const v1 = cli('verify', 'hindersche-pagat', '--counterexamples', missing);
    expect(v1).toMatchObject({
      status: 2,
      stdout: '',
      stderr: `stichwort verify: --counterexamples ${missing}: no such folder\n`,
    });
    const v2 = cli('verify', 'hindersche-pagat', '--counterexamples', aFile);
    expect(v2).toMatchObject({
      status: 2,
      stdout: '',
      stderr: `stichwort verify: --counterexamples ${aFile}: not a folder\n`,
    });
    const d1 = cli('diff', 'hindersche-pagat', 'hindersche-swedish', '--witness', join(missing, 'w.json'));
    expect(d1).toMatchObject({
      status: 2,
      stdout: '',
      stderr: `stichwort diff: --witness ${join(missing, 'w.json')}: no such folder ${missing}\n`,
    });
    const d2 = cli('diff', 'hindersche-pagat', 'hindersche-swedish', '--witness', tmp);
    expect(d2).toMatchObject({
      status: 2,
      stdout: '',
      stderr: `stichwort diff: --witness ${tmp}: is a folder, give a file name\n`,
    });
  });

  it('diff --witness refuses a file that exists, before searching, and leaves it; --force replaces it (issue 27)', () => {
    const mine = 'variant mine "My own variant, not to be lost"\n';
    const existing = write('mine.stw', mine);
    const r = cli('diff', 'hindersche-pagat', 'hindersche-swedish', '--witness', existing);
    expect(r).toMatchObject({
      status: 2,
      stdout: '',
      stderr: `stichwort diff: --witness ${existing}: exists; give another name, or --force to replace it\n`,
    });
    expect(readFileSync(existing, 'utf8')).toBe(mine);
    const forced = cli('diff', 'hindersche-pagat', 'hindersche-swedish', '--witness', existing, '--force');
    expect(forced.stderr).toBe('');
    expect(forced.status).toBe(0);
    expect(JSON.parse(readFileSync(existing, 'utf8')).deals.length).toBeGreaterThan(0);
    expect(cli('diff', '--help').stdout).toContain('--force');
    const readmeRow = readFileSync('README.md', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('| `stichwort diff '));
    expect(readmeRow).toContain('--force');
  });
});

describe('stichwort CLI: names that are keys (issue 10)', () => {
  it('--bots accepts only the bots there are, never a name from the object prototype', () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const r = cli('simulate', 'hindersche-pagat', '--games', '3', '--bots', name);
      expect(r.status).toBe(2);
      expect(firstLine(r.stderr)).toBe(
        `stichwort simulate: --bots: unknown bot "${name}"; the bots are: random, greedy, ismcts`,
      );
      expect(r.stdout).toBe('');
    }
  });

  it('--option: malformed, unknown, prototype and repeated names exit 2 with the choices', () => {
    const sim = (...o: string[]) =>
      cli('simulate', 'hindersche-pagat', '--games', '3', ...o.flatMap((x) => ['--option', x]));
    const declared = 'playoff-next-dealer, playoff-dealer-turn, playoff-decided, huebscher-players';
    expect(firstLine(sim('playoff-next-dealer').stderr)).toBe(
      'stichwort simulate: --option expects AMB=READING, got "playoff-next-dealer"',
    );
    for (const amb of ['__proto__', 'constructor', 'nope']) {
      const r = sim(`${amb}=x`);
      expect(r.status).toBe(2);
      expect(r.stderr).toBe(
        `stichwort simulate: --option: unknown ambiguity "${amb}"; hindersche-pagat declares: ${declared}\n`,
      );
    }
    const r = sim('playoff-next-dealer=toString');
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(
      'stichwort simulate: --option: ambiguity "playoff-next-dealer" has no reading "toString"; its readings are: left-of-playoff-dealer, right-of-playoff-dealer, resume\n',
    );
    const twice = sim('playoff-next-dealer=resume', 'playoff-next-dealer=resume');
    expect(twice.status).toBe(2);
    expect(firstLine(twice.stderr)).toBe('stichwort simulate: --option playoff-next-dealer is given twice');
  });

  it('run: a player named like a prototype key is a player like any other', () => {
    const file = write(
      'proto-players.json',
      JSON.stringify({
        variant: 'hindersche-pagat',
        players: ['constructor', 'W', 'S', 'toString'],
        dealer: 'W',
        deals: [{ points: { W: 50, S: 35, toString: 25 } }],
      }),
    );
    const r = cli('run', file);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`${file}: deals[0].points.constructor: missing (dealt in: S, toString, constructor, W)\n`);
  });
});

describe('stichwort CLI: numbers, BOM, terminal safety (issue 10)', () => {
  it('numbers are decimal digits within bounds', () => {
    const cases: [string[], string][] = [
      [
        ['simulate', 'hindersche-pagat', '--games', '0x10'],
        '--games expects a whole number from 1 to 10000000 in decimal digits, got "0x10"',
      ],
      [
        ['simulate', 'hindersche-pagat', '--games', '1e3'],
        '--games expects a whole number from 1 to 10000000 in decimal digits, got "1e3"',
      ],
      [
        ['simulate', 'hindersche-pagat', '--games', ' 12'],
        '--games expects a whole number from 1 to 10000000 in decimal digits, got " 12"',
      ],
      [
        ['simulate', 'hindersche-pagat', '--games', '0'],
        '--games expects a whole number from 1 to 10000000 in decimal digits, got "0"',
      ],
      [
        ['simulate', 'hindersche-pagat', '--seed', '0b11'],
        '--seed expects a whole number from 0 to 4294967295 in decimal digits, got "0b11"',
      ],
      [
        ['simulate', 'hindersche-pagat', '--seed', '4294967296'],
        '--seed expects a whole number from 0 to 4294967295 in decimal digits, got "4294967296"',
      ],
      [
        ['verify', 'hindersche-pagat', '--depth', '0x3'],
        '--depth expects a whole number from 1 to 100 in decimal digits, got "0x3"',
      ],
      [
        ['diff', 'hindersche-pagat', 'hindersche-swedish', '--max-states', '1.5'],
        '--max-states expects a whole number from 1 to 100000000 in decimal digits, got "1.5"',
      ],
    ];
    for (const [args, message] of cases) {
      const r = cli(...args);
      expect(r.status).toBe(2);
      expect(firstLine(r.stderr)).toBe(`stichwort ${args[0]}: ${message}`);
    }
  });

  it('run: a JSON scenario may start with a byte order mark', () => {
    const r = cli('run', write('bom.json', '\uFEFF' + JSON.stringify(pagatScenario)));
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).log[0].tallies.marks).toEqual({ N: 1, W: 0, S: 0, E: 0 });
  });

  it('check: a variant file may start with a byte order mark', () => {
    const file = write(
      'bom.stw',
      '\uFEFF' +
        readFileSync('variants/hindersche-swedish.stw', 'utf8').replace(/^variant hindersche-swedish/m, 'variant bom'),
    );
    const r = cli('check', file);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^ok {2}\S*bom\.stw {2}\(/);
  });

  it('explain escapes control characters from variant strings', () => {
    const file = write(
      'rogue.stw',
      readFileSync('variants/hindersche-swedish.stw', 'utf8').replace(
        /^variant hindersche-swedish "[^"]*"/m,
        'variant rogue "\u001b]0;pwned\u0007Rogue\u009b2J\u202e"',
      ),
    );
    const r = cli('explain', file);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).not.toMatch(rawControl);
    expect(r.stdout.split('\n')[0]).toBe(
      '\\u001b]0;pwned\\u0007Rogue\\u009b2J\\u202e (rogue), extends hindersche-pagat',
    );
  });

  it('run: names from the scenario reach the terminal escaped, and the transcript stays the same JSON', () => {
    const odd = 'N\u001b[2J\u009b31m';
    const ok = cli(
      'run',
      write(
        'odd-names.json',
        JSON.stringify({
          ...pagatScenario,
          players: [odd, 'W', 'S', 'E'],
          dealer: odd,
          deals: [{ points: { [odd]: 50, W: 30, S: 35, E: 25 } }],
        }),
      ),
    );
    expect(ok.status).toBe(0);
    expect(ok.stdout).not.toMatch(rawControl);
    expect(JSON.parse(ok.stdout).log[0].dealer).toBe(odd);
    const file = write(
      'odd-error.json',
      JSON.stringify({ ...pagatScenario, deals: [{ points: { N: 50, W: 30, S: 35, [odd]: 25 } }] }),
    );
    const bad = cli('run', file);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toBe(`${file}: deals[0].points.N\\u001b[2J\\u009b31m: unknown player "N\\u001b[2J\\u009b31m"\n`);
  });

  it('check: a code frame shows a control character escaped', () => {
    const file = write('frame.stw', 'variant frame "F"\nsource s "S"\nplayers 4 \u001b[2J sideways [s]\n');
    const r = cli('check', file);
    expect(r.status).toBe(1);
    expect(r.stderr).not.toMatch(rawControl);
    expect(r.stderr).toContain('3 | players 4 \\u001b[2J sideways [s]');
  });
});

describe('stichwort CLI: one line, never a stack trace (issue 10)', () => {
  it('an unexpected error names the command and its input, exit 70', async () => {
    const { runGuarded } = await import('../../src/cli/main.ts');
    const lines: string[] = [];
    const write = process.stderr.write;
    process.stderr.write = ((s: string) => {
      lines.push(s);
      return true;
    }) as typeof process.stderr.write;
    try {
      const status = await runGuarded(
        {
          name: 'boom',
          summary: '',
          usage: 'stichwort boom',
          run: () => {
            throw new TypeError('x is not a function');
          },
        },
        ['some-input', '--flag'],
      );
      expect(status).toBe(70);
    } finally {
      process.stderr.write = write;
    }
    expect(lines.join('')).toBe(
      'stichwort boom: internal error (a bug in stichwort, not in your input) on `stichwort boom some-input --flag`: TypeError: x is not a function; set STICHWORT_DEBUG=1 for the stack trace\n',
    );
  });
});

describe('README and npm start (issue 10)', () => {
  const readme = readFileSync('README.md', 'utf8');
  const shellLines = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)]
    .flatMap((m) => m[1]!.split('\n'))
    .map((l) => l.replace(/#.*$/, '').trim())
    .filter(Boolean);
  // What a clone holds: the files git tracks (none when git is missing, and the tests below say so).
  const tracked = (spawnSync('git', ['ls-files'], { encoding: 'utf8' }).stdout ?? '').split('\n').filter(Boolean);
  const globRegex = (g: string) => new RegExp(`^${g.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);

  it('every stichwort example runs, exit 0, from a checkout of the repository alone', () => {
    const examples = shellLines.filter((l) => l.startsWith('npx stichwort ')).map((l) => l.split(/\s+/).slice(2));
    expect(examples.length).toBeGreaterThanOrEqual(6);
    // A checkout with nothing beside it: the tracked top-level entries (and the installed packages) in an empty folder.
    const clone = mkdtempSync(join(tmpdir(), 'stichwort-clone-'));
    for (const top of new Set([...tracked.map((f) => f.split('/')[0]!), 'node_modules']))
      symlinkSync(join(process.cwd(), top), join(clone, top));
    for (const args of examples) {
      for (const a of args.filter((x) => x.includes('/'))) {
        // A folder (`variants/`) stands for the files below it.
        expect(
          tracked.some((f) => globRegex(a).test(f) || (a.endsWith('/') && f.startsWith(a))),
          `${a} is a file or folder in the repository`,
        ).toBe(true);
      }
      const expanded = args.flatMap((a) =>
        a.includes('*')
          ? readdirSync(join(clone, dirname(a)))
              .filter((f) => globRegex(basename(a)).test(f))
              .map((f) => join(dirname(a), f))
          : [a],
      );
      const r = spawnSync(process.execPath, [join(clone, 'bin/stichwort.js'), ...expanded], {
        cwd: clone,
        encoding: 'utf8',
        timeout: 120_000,
      });
      expect({ example: args.join(' '), status: r.status, stderr: r.stderr }).toEqual({
        example: args.join(' '),
        status: 0,
        stderr: '',
      });
    }
  }, 300_000);

  it('every link of the README to a file points into the repository', () => {
    const links = [...readme.matchAll(/\]\(([^)#]+)(?:#[^)]*)?\)/g)]
      .map((m) => m[1]!)
      .filter((l) => !/^[a-z]+:/.test(l));
    expect(links).toContain('tests/scenarios/scenario-format.md');
    for (const l of links)
      expect(
        tracked.some((f) => f === l || f.startsWith(l.replace(/\/?$/, '/'))),
        l,
      ).toBe(true);
  });

  it('every npm command in the README is a script of package.json', () => {
    const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;
    const named = [...readme.matchAll(/\bnpm (?:run ([\w-]+)|(start|test)\b)/g)].map((m) => m[1] ?? m[2]!);
    expect(named).toEqual(expect.arrayContaining(['start', 'test', 'dev', 'build', 'bench', 'budget']));
    for (const n of named) expect(Object.hasOwn(scripts, n), `npm ${n}`).toBe(true);
  });

  it('npm start says what it does at each step (the build takes minutes)', () => {
    expect(JSON.parse(readFileSync('package.json', 'utf8')).scripts.start).toBe('node scripts/start.mjs');
    const r = spawnSync(process.execPath, ['scripts/start.mjs', '--dry-run'], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(
      [
        'stichwort start: step 1 of 3: building the rulebook site (astro build; a minute or two, page by page below)',
        'stichwort start:   would run: astro build',
        'stichwort start: step 2 of 3: indexing the site for search (pagefind)',
        'stichwort start:   would run: pagefind --site dist',
        'stichwort start: step 3 of 3: serving the site (astro preview): open the address printed below; Ctrl+C stops it',
        'stichwort start:   would run: astro preview',
        '',
      ].join('\n'),
    );
  });
});
