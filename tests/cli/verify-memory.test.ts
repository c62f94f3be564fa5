/**
 * verify and diff within memory (issue 27): bounds whose search needs more memory than
 * --max-memory (default: half the machine's) are refused before the search, in a sentence (exit
 * 2); a search that runs out of memory all the same is reported as such (exit 2), never as V8's
 * FATAL with a native stack and exit 1 ("a claim fails"); a search a bound stops short says so and
 * calls no claim "holds".
 */
import { spawnSync } from 'node:child_process';
import { totalmem } from 'node:os';
import { describe, expect, it } from 'vitest';

function run(nodeFlags: string[], ...args: string[]) {
  const started = performance.now();
  const r = spawnSync(process.execPath, [...nodeFlags, 'bin/stichwort.js', ...args], {
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: r.status, signal: r.signal, stdout: r.stdout, stderr: r.stderr, ms: performance.now() - started };
}
const cli = (...args: string[]) => run([], ...args);
const HALF = Math.floor(totalmem() / 2 / 2 ** 20);

describe('bounds past --max-memory are refused before the search', () => {
  it('verify --max-states 100000000 (about 30 GB) under --max-memory 4096', () => {
    const r = cli('verify', 'hindersche-pagat', '--max-states', '100000000', '--max-memory', '4096');
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      'stichwort verify: --max-states 100000000 needs about 28.1 GB of memory (about 300 bytes a state, and 130 MB to start), ' +
        'more than --max-memory 4096 MB: give a smaller --max-states, or a larger --max-memory if the machine has it\n',
    );
    expect(r.ms).toBeLessThan(20_000);
  });

  it("by default, half the machine's memory", () => {
    const r = cli('verify', 'hindersche-pagat', '--max-states', '100000000');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`more than --max-memory ${HALF} MB (by default half this machine's memory)`);
  });

  it('each worker thread holds its own share of the states', () => {
    const r = cli('verify', 'hindersche-pagat', '--max-states', '10000000', '--workers', '4', '--max-memory', '8192');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^stichwort verify: --max-states 10000000 on 4 threads needs about 11\.3 GB of memory/);
  });

  it('diff counts pairs of states', () => {
    const r = cli(
      'diff',
      'kein-stich',
      'kein-stich-unter-of-hearts',
      '--max-states',
      '100000000',
      '--max-memory',
      '4096',
    );
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(
      /^stichwort diff: --max-states 100000000 needs about 70\.0 GB of memory \(about 750 bytes a pair of states, and 130 MB to start\), more than --max-memory 4096 MB/,
    );
  });

  it('--max-memory is a whole number of MB within its range', () => {
    const r = cli('verify', 'hindersche-pagat', '--max-memory', '12x');
    expect(r.status).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe(
      'stichwort verify: --max-memory expects a whole number from 64 to 1048576 in decimal digits, got "12x"',
    );
  });
});

describe('a search that runs out of memory says so', () => {
  it('verify on a 64 MB heap with a large --max-states: exit 2, "ran out of memory", no FATAL or native stack', () => {
    const r = run(
      ['--max-old-space-size=64'],
      'verify',
      'hindersche-pagat',
      '--max-states',
      '3000000',
      '--depth',
      '100',
      '--max-transitions',
      '1000000000',
    );
    expect(r.status, r.stderr.slice(0, 2000)).toBe(2);
    expect(r.stderr).toMatch(/^stichwort verify: ran out of memory/);
    expect(r.stderr).not.toMatch(/FATAL|Last few GCs|node::|JS stacktrace/);
    expect(r.stderr.split('\n').length).toBeLessThanOrEqual(3);
    expect(r.ms).toBeLessThan(90_000);
  });
});

describe('a search a bound stops short calls no claim "holds"', () => {
  it('verify --max-transitions 1', () => {
    const r = cli('verify', 'hindersche-pagat', '--max-transitions', '1');
    expect(r.status).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toMatch(
      /^Hindersche \(Pagat\): 3 claims; explored 20 states, and the search stopped at --max-transitions 1 before it had checked every state 1 deal deep \(in \d+ ms\)$/,
    );
    expect(lines.filter((l) => /^ {2}holds/.test(l))).toEqual([]);
    expect(lines.filter((l) => /^ {2}not refuted {2}/.test(l))).toHaveLength(2);
    expect(r.stdout).toContain(
      'checked in 1 state before the search stopped: it may still fail in a state the search did not reach',
    );
    const json = JSON.parse(cli('verify', 'hindersche-pagat', '--max-transitions', '1', '--json').stdout);
    expect(json.stats.stopped).toBe('max-transitions');
    expect(json.claims.map((c: { verdict: string }) => c.verdict)).toEqual(['not-refuted', 'unchecked', 'not-refuted']);
  });

  it('the default bounds still say "holds" where every state to the depth was checked', () => {
    const r = cli('verify', 'hindersche-swedish', '--json');
    const json = JSON.parse(r.stdout);
    expect(json.stats.stopped).toBe(null);
    expect(json.claims.some((c: { verdict: string }) => c.verdict === 'holds')).toBe(true);
  });
});
