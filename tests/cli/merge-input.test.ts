/**
 * Shards are input (issue 27): `stichwort merge` reads every field of a shard file within the CLI's
 * own bounds and checks that the shards add up to their run before it reports anything. A forged
 * shard is exit 2 naming the file and the field — never V8 out of memory, never a figure made of
 * shards that do not belong together, never ∞ or NaN in the report.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { mergeShardTexts } from '../../src/cli/merge.ts';
import { InputError } from '../../src/cli/io.ts';

const tmp = mkdtempSync(join(tmpdir(), 'stichwort-merge-'));

function cli(...args: string[]) {
  const started = performance.now();
  const r = spawnSync(process.execPath, ['bin/stichwort.js', ...args], { encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, ms: performance.now() - started };
}

/** The two shards of a 200-game run of Kein Stich (two blocks: one each), as text. */
let shards: [string, string];
beforeAll(() => {
  shards = [1, 2].map((i) => {
    const r = cli('simulate', 'kein-stich', '--games', '200', '--seed', '1', '--shard', `${i}/2`, '--workers', '1');
    expect(r.status).toBe(0);
    return r.stdout;
  }) as [string, string];
}, 60_000);

/** Writes `text` as a shard file named `name`; returns its path. */
const write = (name: string, text: string) => {
  const file = join(tmp, name);
  writeFileSync(file, text);
  return file;
};

/** Shard 1's text, edited by `edit` on its parsed JSON. */
// biome-ignore lint/suspicious/noExplicitAny: a forged shard is edited as the untyped JSON it is
const forged = (edit: (o: any) => void) => {
  const o = JSON.parse(shards[0]);
  edit(o);
  return JSON.stringify(o);
};

describe('stichwort merge: a forged shard is exit 2 naming the file and the field', () => {
  const cases: [string, () => string, string | RegExp][] = [
    [
      'count 2^31',
      () =>
        forged((o) => {
          o.shard.count = 2 ** 31;
        }),
      'shard.count: expected a whole number from 1 to 100000, got 2147483648',
    ],
    [
      'count 10^7',
      () =>
        forged((o) => {
          o.shard.count = 1e7;
        }),
      'shard.count: expected a whole number from 1 to 100000, got 10000000',
    ],
    [
      'index 3/2',
      () =>
        forged((o) => {
          o.shard.index = 3;
        }),
      'shard.index: expected a whole number from 1 to 2, got 3',
    ],
    [
      'index 0/2',
      () =>
        forged((o) => {
          o.shard.index = 0;
        }),
      'shard.index: expected a whole number from 1 to 2, got 0',
    ],
    [
      'figures.games 10^9',
      () =>
        forged((o) => {
          o.figures.games = 1e9;
        }),
      'figures.games: expected a whole number from 0 to 10000000, got 1000000000',
    ],
    [
      '1e309 (Infinity)',
      () => shards[0].replace('"length":{"sum":500', '"length":{"sum":1e309'),
      'figures.length.sum: expected a whole number from 0 to 9007199254740991, got Infinity',
    ],
    [
      'a count as text',
      () =>
        forged((o) => {
          o.figures.deals = '500';
        }),
      'figures.deals: expected a whole number from 0 to 9007199254740991, got "500"',
    ],
    [
      'a sum as text',
      () =>
        forged((o) => {
          o.figures.tallies[0].sum[1] = 'NaN';
        }),
      'figures.tallies[0].sum[1]: expected a whole number from -9007199254740991 to 9007199254740991, got "NaN"',
    ],
    [
      'elapsedMs as text',
      () =>
        forged((o) => {
          o.elapsedMs = '123';
        }),
      /^elapsedMs: expected a number of milliseconds from 0 to [0-9]+, got "123"$/,
    ],
    [
      'elapsedMs negative',
      () =>
        forged((o) => {
          o.elapsedMs = -5;
        }),
      /^elapsedMs: expected a number of milliseconds from 0 to [0-9]+, got -5$/,
    ],
    [
      'a sum near 1.7e308',
      () =>
        forged((o) => {
          o.figures.tallies[0].sum[0] = 1.7e308;
          o.figures.tallies[0].squares[0] = 1.7e308;
        }),
      'figures.tallies[0].sum[0]: expected a whole number from -9007199254740991 to 9007199254740991, got 1.7e+308',
    ],
    [
      'games that do not add up to the run',
      () =>
        forged((o) => {
          o.figures.games = 99;
        }),
      'figures.games: shard 1/2 of a run of 200 games played 100 games, got 99',
    ],
    [
      'run games past the bound',
      () =>
        forged((o) => {
          o.run.games = 1e12;
        }),
      'run.games: expected a whole number from 1 to 10000000, got 1000000000000',
    ],
    [
      'a seed past the bound',
      () =>
        forged((o) => {
          o.run.seed = -1;
        }),
      'run.seed: expected a whole number from 0 to 4294967295, got -1',
    ],
    [
      "deals that do not add up to the games' lengths",
      () =>
        forged((o) => {
          o.figures.deals = 400;
        }),
      "figures.deals: the games' lengths add up to 500 deals and play-offs, got 400 and 0",
    ],
  ];
  for (const [what, text, message] of cases) {
    it(what, () => {
      const bad = write(`bad-${what.replace(/\W+/g, '-')}.json`, text());
      const good = write('s2.json', shards[1]);
      const r = cli('merge', bad, good);
      expect(r.status, r.stderr).toBe(2);
      expect(r.stdout).toBe('');
      const prefix = `stichwort merge: ${bad}: `;
      expect(r.stderr.startsWith(prefix), r.stderr).toBe(true);
      expect(r.stderr.endsWith('\n') && r.stderr.split('\n').length).toBe(2);
      const said = r.stderr.slice(prefix.length, -1);
      if (typeof message === 'string') expect(said).toBe(message);
      else expect(said).toMatch(message);
      // A generous bound: the 2^31 shard took V8 to its heap limit; 10^7, 10 s.
      expect(r.ms).toBeLessThan(10_000);
    });
  }

  it('sums that pass 2^53 only when added up are refused, naming the shard that passes it', () => {
    const near = (text: string) => {
      const o = JSON.parse(text);
      o.figures.tallies[0].sum[0] = 2 ** 52 + 1;
      return JSON.stringify(o);
    };
    const a = write('near-1.json', near(shards[0])),
      b = write('near-2.json', near(shards[1]));
    const r = cli('merge', a, b);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(
      `stichwort merge: ${b}: figures.tallies[0].sum[0]: the shards add up past 9007199254740991, where sums are no longer exact\n`,
    );
  });

  it("the issue's run: shards 1/2, 2/2 and a forged 3/2 are never 300 games of a 200-game run", () => {
    const a = write('r1.json', shards[0]),
      b = write('r2.json', shards[1]);
    const c = write(
      'r3.json',
      forged((o) => {
        o.shard.index = 3;
      }),
    );
    const r = cli('merge', a, b, c);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`stichwort merge: ${c}: shard.index: expected a whole number from 1 to 2, got 3\n`);
    expect(cli('merge', a, b, '--json')).toMatchObject({ status: 0 });
  });
});

describe('mergeShardTexts: random mutations of a shard', () => {
  /** Every path to a leaf of `o` (numbers, strings, null), as keys. */
  const leaves = (o: unknown, at: (string | number)[] = []): (string | number)[][] =>
    typeof o === 'object' && o !== null
      ? Object.entries(o).flatMap(([k, v]) => leaves(v, [...at, Array.isArray(o) ? Number(k) : k]))
      : [at];
  const weird = fc.oneof(
    fc.constantFrom(
      2 ** 31,
      2 ** 53,
      -1,
      0,
      1,
      1e9,
      Infinity,
      -Infinity,
      1.7e308,
      0.5,
      -0.0,
      '1',
      'NaN',
      '',
      null,
      true,
      [],
      {},
      [1, 2],
      { sum: [] },
    ),
    fc.integer(),
    fc.double(),
    fc.string({ maxLength: 8 }),
  );
  it('is refused in words (an InputError) or merged into figures that add up, never a crash', () => {
    const base = [JSON.parse(shards[0]), JSON.parse(shards[1])];
    const paths = [leaves(base[0]), leaves(base[1])];
    fc.assert(
      fc.property(fc.nat(1), fc.nat(), weird, (which, pick, value) => {
        const o = structuredClone(base);
        const path = paths[which]![pick % paths[which]!.length]!;
        // biome-ignore lint/suspicious/noExplicitAny: walks any path of the untyped JSON
        let node: any = o[which];
        for (const k of path.slice(0, -1)) node = node[k];
        node[path.at(-1)!] = value;
        // Infinity does not survive JSON.stringify: written as text, 1e309 parses as Infinity again.
        const texts = o.map((x) =>
          JSON.stringify(x, (_k, v) => (v === Infinity ? '__inf__' : v === -Infinity ? '__ninf__' : v))
            .replace(/"__inf__"/g, '1e309')
            .replace(/"__ninf__"/g, '-1e309'),
        );
        const input = texts.map((text, i) => ({ file: `s${i + 1}.json`, text }));
        try {
          const merged = mergeShardTexts(input);
          const f = merged.figures as { games: number; deals: number; playoffs: number; length: { sum: number } };
          expect(f.games).toBe(200);
          expect(f.deals + f.playoffs).toBe(f.length.sum);
          expect(JSON.stringify(merged.figures)).not.toMatch(/null|NaN|Infinity/);
          expect(Number.isFinite(merged.elapsedMs) && merged.elapsedMs >= 0).toBe(true);
        } catch (e) {
          if (!(e instanceof InputError)) throw e;
          expect(e.message).toMatch(/^s[12]\.json: |^shards /);
        }
      }),
      { numRuns: 400, seed: 27 },
    );
  });
});

describe('a valid merge still reads as it did', () => {
  it("the shards as simulate wrote them merge to the run's 200 games", () => {
    const m = mergeShardTexts(shards.map((text, i) => ({ file: `s${i + 1}.json`, text })));
    expect((m.figures as { games: number }).games).toBe(200);
    expect(JSON.parse(readFileSync(write('ok.json', shards[0]), 'utf8')).shard).toEqual({ index: 1, count: 2 });
  });
});
