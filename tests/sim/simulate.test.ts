/**
 * Simulation runs (issue 13): a seed's figures never depend on how the run is split — one thread,
 * worker threads, or shards added up by `stichwort merge` — and merge refuses shards that do not
 * make one run. The intervals are the textbook ones.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPath } from '../../src/check/check.ts';
import { compileVariant } from '../../src/compile/compile.ts';
import { randomBot } from '../../src/engine/bots.ts';
import { diskReader } from '../../src/resolve/disk.ts';
import { memoryReader } from '../../src/resolve/load.ts';
import { holm, meanEstimate, shareEstimate, twoSidedP } from '../../src/sim/intervals.ts';
import { verdicts } from '../../src/sim/compare.ts';
import { simulate, simulatePair } from '../../src/sim/simulate.ts';
import { meanText } from '../../src/sim/report.ts';
import { differenceCells } from '../../src/sim/difference-text.ts';

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, ['bin/stichwort.js', ...args], { encoding: 'utf8', timeout: 120_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
/** A JSON report without what differs from run to run (timing, threads). */
function figures(stdout: string) {
  const o = JSON.parse(stdout);
  for (const r of 'differences' in o ? [o, o.a, o.b] : [o]) {
    delete r.elapsedMs;
    delete r.dealsPerSecond;
    delete r.workers;
  }
  return o;
}
const compiled = (id: string) => compileVariant(checkPath(diskReader, id).variant!);
const tmp = mkdtempSync(join(tmpdir(), 'stichwort-sim-'));

describe('simulate: the same figures however the run is split', () => {
  it('--workers 1, --workers 2 and three shards merged give identical figures for a seed', () => {
    const run = ['simulate', 'hindersche-pagat', '--games', '530', '--seed', '77'];
    const one = cli(...run, '--workers', '1', '--json');
    const two = cli(...run, '--workers', '2', '--json');
    expect(one.stderr).toBe('');
    expect(two.stderr).toBe('');
    expect(figures(one.stdout).games).toBe(530);
    expect(figures(two.stdout)).toEqual(figures(one.stdout));
    const files = [1, 2, 3].map((i) => {
      const r = cli(...run, '--shard', `${i}/3`, '--workers', '2');
      expect(r.status).toBe(0);
      const file = join(tmp, `shard-${i}.json`);
      writeFileSync(file, r.stdout);
      return file;
    });
    // Any order: the figures add exactly.
    const merged = cli('merge', files[2]!, files[0]!, files[1]!, '--json');
    expect(merged.stderr).toBe('');
    expect(figures(merged.stdout)).toEqual(figures(one.stdout));
    // A different seed gives different figures (the test above could not pass by printing nothing).
    expect(figures(cli('simulate', 'hindersche-pagat', '--games', '530', '--seed', '78', '--json').stdout)).not.toEqual(
      figures(one.stdout),
    );
  }, 120_000);

  it('a paired comparison is the same on one thread and two; a variant against itself differs in nothing', () => {
    const run = ['simulate', 'kein-stich', 'kein-stich-march', '--games', '250', '--seed', '3', '--json'];
    const one = figures(cli(...run, '--workers', '1').stdout);
    expect(figures(cli(...run, '--workers', '2').stdout)).toEqual(one);
    const self = simulatePair(compiled('hindersche-pagat'), compiled('hindersche-pagat'), {
      games: 200,
      seed: 5,
      bot: randomBot,
      botName: 'random',
    });
    expect(self.differences.length).toBeGreaterThan(5);
    for (const d of self.differences) {
      expect(d.difference.value, `${d.figure} ${d.subject}`).toBe(0);
      expect(d.significant).toBe(false);
    }
  }, 120_000);

  it('the library run equals the CLI run, block for block', () => {
    const lib = simulate(compiled('bauernheinrich'), { games: 150, seed: 4, bot: randomBot, botName: 'random' });
    const cliRun = figures(
      cli('simulate', 'bauernheinrich', '--games', '150', '--seed', '4', '--workers', '1', '--json').stdout,
    );
    const { elapsedMs: _e, dealsPerSecond: _d, workers: _w, ...rest } = lib;
    expect(rest).toEqual(cliRun);
  });
});

describe('simulate: figures from what the variant declares', () => {
  it('a game of money reports its tallies by title, per seat, summing to nothing; a game of places reports places', () => {
    const ks = simulate(compiled('kein-stich'), { games: 300, seed: 2, bot: randomBot, botName: 'random' });
    const stakes = ks.tallies.find((t) => t.id === 'stakes')!;
    expect(stakes.title).toBe('Stakes');
    expect(stakes.perGame.reduce((a, e) => a + e.value, 0)).toBeCloseTo(0, 6);
    expect(ks.losers).toBe(false);
    const bh = simulate(compiled('bauernheinrich'), { games: 300, seed: 2, bot: randomBot, botName: 'random' });
    // Figures are given to four decimals: their sums are exact to within the rounding.
    expect(bh.seats.reduce((a, s) => a + s.place!.value, 0)).toBeCloseTo(1 + 2 + 3 + 4, 3);
    const hp = simulate(compiled('hindersche-pagat'), { games: 300, seed: 2, bot: randomBot, botName: 'random' });
    expect(hp.seats.reduce((a, s) => a + s.lost.value, 0)).toBeCloseTo(1, 3);
    expect(hp.seats.every((s) => s.place === null)).toBe(true);
  });

  it('reports the events a clause of the variant can make, and no other (the prelude declares `march` for every game)', () => {
    const events = (id: string) =>
      simulate(compiled(id), { games: 40, seed: 2, bot: randomBot, botName: 'random' }).events.map((e) => e.id);
    // No phase of these has a `march when` clause: a March rate would be a word from another game, always 0.
    expect(events('kein-stich')).toEqual([]);
    expect(events('bauernheinrich')).toEqual([]);
    expect(events('hindersche-pagat')).toEqual(['march']);
    expect(events('kein-stich-march')).toEqual(['march']);
    const text = cli('simulate', 'bauernheinrich', '--games', '20', '--seed', '1', '--workers', '1');
    expect(text.stdout).not.toMatch(/March/);
    // A comparison gives shares as percentages, as the report of one variant does, and each seat's settlement with its unit.
    const pair = cli(
      'simulate',
      'hindersche-pagat',
      'variants/house/hindersche-march-at-90.stw',
      '--games',
      '60',
      '--seed',
      '1',
      '--workers',
      '1',
    );
    expect(pair.stdout).toMatch(/\n {2}P1 loses +\d+\.\d% +\d+\.\d% +−?\d+\.\d% \(/);
    expect(pair.stdout).toMatch(/\n {2}settlement per rubber in Frame, P1 +−?[\d.]+ /);
    // Each seat's settlement is read with its unit, the settled tally's title: a settlement, so a
    // figure below 0 reads as paid, not as a negative count of the tally.
    expect(text.stdout).toMatch(/P1 \(random\) +settlement per rubber in Wins [\d.]+ \([\d.]+ to [\d.]+\); place /);
    // An event made after one left out is counted as its own: here the winner of every hand makes it.
    const base = readFileSync('variants/bauernheinrich.stw', 'utf8');
    const house =
      `variant bh-first "First out" extends bauernheinrich\nsource t "Our table"\n` +
      `event first-out "First out" player winner count firsts [t]\nphase hand { out-1: first-out when place = 1 [t] }\n`;
    const { variant, diagnostics } = checkPath(memoryReader({ bauernheinrich: base, 'bh-first': house }), 'bh-first');
    expect(diagnostics).toEqual([]);
    const r = simulate(compileVariant(variant!), { games: 30, seed: 2, bot: randomBot, botName: 'random' });
    expect(r.events.map((e) => [e.id, e.rate.value])).toEqual([['first-out', 1]]);
  });
});

describe('how the figures read', () => {
  it('a mean and its interval with as many decimals each, whole numbers as whole', () => {
    expect(meanText({ value: 7.23, low: 7.16, high: 7.3 })).toBe('7.23 (7.16 to 7.30)');
    expect(meanText({ value: -2.31, low: -4.3, high: -0.32 })).toBe('−2.31 (−4.30 to −0.32)');
    expect(meanText({ value: 5, low: 5, high: 5 })).toBe('5 (5 to 5)');
    expect(meanText({ value: 1234.5, low: 1200, high: 1269 })).toBe('1,234.50 (1,200.00 to 1,269.00)');
    // A value that rounds to zero from below is no negative number.
    expect(meanText({ value: -0.001, low: -0.2, high: 0.2 })).toBe('0.00 (−0.20 to 0.20)');
  });

  it('a compared figure: shares as percentages, other numbers as the report writes them', () => {
    const d = (figure: string, a: number, b: number, value: number, low: number, high: number) =>
      differenceCells({ figure, a, b, difference: { value, low, high } });
    expect(d('tally change: stakes', 1.57, -2.252, 0.06, -0.216, 0.336)).toEqual([
      '1.57',
      '−2.25',
      '0.06 (−0.22 to 0.34)',
    ]);
    expect(d('deals per game', 5, 5, 0, 0, 0)).toEqual(['5', '5', '0 (0 to 0)']);
    expect(d('event rate', 0, 0.0031, -0.0031, -0.0046, -0.0017)).toEqual(['0.0%', '0.3%', '−0.3% (−0.5% to −0.2%)']);
  });
});

describe('simulate A B: which differences are significant, all figures taken together', () => {
  it("p-values of the normal test, and Holm's adjustment", () => {
    expect(twoSidedP(0)).toBeCloseTo(1, 6);
    expect(twoSidedP(1.959963984540054)).toBeCloseTo(0.05, 6);
    expect(twoSidedP(-2.575829303548901)).toBeCloseTo(0.01, 6);
    expect(twoSidedP(6)).toBeCloseTo(1.973e-9, 11);
    const adjusted = holm([0.01, 0.04, 0.03, 0.005]);
    [0.03, 0.06, 0.06, 0.02].forEach((x, i) => expect(adjusted[i]).toBeCloseTo(x, 12));
    expect(holm([0.5, 0.9])).toEqual([1, 1]);
  });

  it('a dozen differences each just past 5% alone are chance together; a large one stays significant', () => {
    const measured = (z: number, i: number) => ({
      figure: 'deals per game',
      subject: String(i),
      label: `f${i}`,
      a: 0,
      b: 0,
      paired: true,
      se: 0.01,
      difference: { value: z * 0.01, low: (z - 1.96) * 0.01, high: (z + 1.96) * 0.01 },
    });
    const twelve = verdicts(Array.from({ length: 12 }, (_, i) => measured(2.2, i)));
    // Alone, each interval leaves 0 out (p = 0.028), as the old verdict read it; together, none is significant.
    expect(twelve.every((d) => d.difference.low > 0 && d.p < 0.05 && !d.significant)).toBe(true);
    const withOne = verdicts([...Array.from({ length: 11 }, (_, i) => measured(2.2, i)), measured(5, 11)]);
    expect(withOne.map((d) => d.significant)).toEqual([...new Array(11).fill(false), true]);
    // A figure equal in every game is no test: it neither counts among the others nor is significant.
    const still = { ...measured(0, 12), se: 0, difference: { value: 0, low: 0, high: 0 } };
    expect(verdicts([measured(2.2, 0), still])).toMatchObject([
      { significant: true, pAdjusted: verdicts([measured(2.2, 0)])[0]!.pAdjusted },
      { p: 1, significant: false },
    ]);
  });

  it("the CLI gives each figure's p-value, alone and adjusted, and says what significant means", () => {
    const run = cli(
      'simulate',
      'hindersche-pagat',
      'variants/house/hindersche-march-at-90.stw',
      '--games',
      '300',
      '--seed',
      '3',
      '--workers',
      '1',
      '--json',
    );
    const ds = JSON.parse(run.stdout).differences as { p: number; pAdjusted: number; significant: boolean }[];
    expect(ds.length).toBeGreaterThan(10);
    for (const d of ds) {
      expect(d.pAdjusted).toBeGreaterThanOrEqual(d.p);
      expect(d.significant).toBe(d.pAdjusted < 0.05);
    }
    const text = cli(
      'simulate',
      'hindersche-pagat',
      'variants/house/hindersche-march-at-90.stw',
      '--games',
      '300',
      '--seed',
      '3',
      '--workers',
      '1',
    );
    expect(text.stdout).toMatch(
      /\n {2}significant: unlikely to be chance even among the \d+ figures that could differ \(Holm's correction at 5%\); each interval is 95% for its figure alone\n$/,
    );
  });
});

describe('simulate A B: what the two variants do not share', () => {
  it('an event only one variant can make is compared with 0 for the other (a house rule that adds a march)', () => {
    const pair = simulatePair(compiled('kein-stich'), compiled('kein-stich-march'), {
      games: 400,
      seed: 3,
      bot: randomBot,
      botName: 'random',
    });
    const march = pair.differences.find((d) => d.figure === 'event rate' && d.subject === 'march')!;
    expect(march).toBeDefined();
    expect(march.label).toBe('March: share of deals');
    expect(march.a).toBe(0);
    expect(march.b).toBe(pair.b.events.find((e) => e.id === 'march')!.rate.value);
    expect(march.b).toBeGreaterThan(0);
    expect(march.difference.value).toBeCloseTo(-march.b, 4);
    // The other way round, the same figure with the signs turned.
    const back = simulatePair(compiled('kein-stich-march'), compiled('kein-stich'), {
      games: 400,
      seed: 3,
      bot: randomBot,
      botName: 'random',
    });
    expect(back.differences.find((d) => d.subject === 'march')!.difference.value).toBeCloseTo(march.b, 4);
  });

  it('who loses and what a rubber settles are compared only where both variants have them, alike', () => {
    const pair = (a: string, b: string) =>
      simulatePair(compiled(a), compiled(b), {
        games: 200,
        seed: 3,
        bot: randomBot,
        botName: 'random',
      }).differences.map((d) => d.figure);
    // A game of places names no loser: its 0% would read as a game nobody loses.
    expect(pair('hindersche-pagat', 'bauernheinrich')).not.toContain('lost');
    // Frame against Marks: two different tallies, not one figure.
    expect(pair('hindersche-pagat', 'hindersi-jass')).not.toContain('settlement');
    // Alike: both compared.
    expect(pair('hindersche-pagat', 'hindersche-swedish')).toEqual(expect.arrayContaining(['lost', 'settlement']));
  });

  it('a rubber of one game settled as it stands is compared once, game by game, not again per rubber', () => {
    const figures = (a: string, b: string) =>
      simulatePair(compiled(a), compiled(b), { games: 200, seed: 3, bot: randomBot, botName: 'random' }).differences;
    // Kein Stich pays each game's stakes as they stand: "Stakes per rubber" would repeat "Stakes a
    // game" with an unpaired interval ten times as wide.
    const ks = figures('kein-stich', 'kein-stich-march');
    expect(ks.map((d) => d.figure)).not.toContain('settlement');
    expect(ks.filter((d) => d.figure === 'tally change: stakes').map((d) => [d.label, d.paired])).toEqual(
      ['P1', 'P2', 'P3', 'P4'].map((p) => [`Stakes a game, ${p}`, true]),
    );
    // A rubber of several games still compares what it settles.
    const long = readFileSync('variants/kein-stich.stw', 'utf8');
    const house =
      'variant ks-long "Long rubbers" extends kein-stich\nsource t "Our table"\noverride rubber: rubber 2 games [t]\n';
    const { variant, diagnostics } = checkPath(memoryReader({ 'kein-stich': long, 'ks-long': house }), 'ks-long');
    expect(diagnostics).toEqual([]);
    const both = simulatePair(compileVariant(variant!), compileVariant(variant!), {
      games: 200,
      seed: 3,
      bot: randomBot,
      botName: 'random',
    }).differences;
    expect(both.filter((d) => d.figure === 'settlement').map((d) => d.label)).toEqual(
      ['P1', 'P2', 'P3', 'P4'].map((p) => `settlement per rubber in Stakes, ${p}`),
    );
  });

  it("a phase only one variant has is compared game by game, reached in none of the other's games", () => {
    const base = readFileSync('variants/kein-stich.stw', 'utf8');
    const house =
      'variant ks-extra "Extra" extends kein-stich\nsource t "Our table"\n' +
      'phase extra "One more deal" (before domino) {\n  extra-pay: otherwise: add 1 stakes to everyone [t]\n  extra-end: ends when deals = 1 [t]\n}\n';
    const { variant, diagnostics } = checkPath(memoryReader({ 'kein-stich': base, 'ks-extra': house }), 'ks-extra');
    expect(diagnostics).toEqual([]);
    const pair = simulatePair(compiled('kein-stich'), compileVariant(variant!), {
      games: 200,
      seed: 3,
      bot: randomBot,
      botName: 'random',
    });
    const extra = pair.differences.find((d) => d.figure === 'phase reached' && d.subject === 'extra')!;
    expect(extra).toMatchObject({ label: 'games reaching One more deal', a: 0, b: 1, paired: true, significant: true });
    expect(extra.difference).toEqual({ value: -1, low: -1, high: -1 });
  });
});

describe('stichwort merge: only the shards of one run, each once', () => {
  const shard = (i: number, n: number, seed = '1') => {
    const r = cli('simulate', 'kein-stich', '--games', '120', '--seed', seed, '--shard', `${i}/${n}`, '--workers', '1');
    const file = join(tmp, `ks-${seed}-${i}-${n}.json`);
    writeFileSync(file, r.stdout);
    return file;
  };
  it('refuses a missing shard, a shard twice, another run, and a file that is no shard, with exit 2', () => {
    const [a, b] = [shard(1, 2), shard(2, 2)];
    const other = shard(2, 2, '9');
    expect(cli('merge', a)).toMatchObject({
      status: 2,
      stderr: 'stichwort merge: shards 2/2 are missing: merge needs all 2\n',
    });
    expect(cli('merge', a, a).stderr).toBe(`stichwort merge: ${a}: shard 1/2 is given twice (also ${a})\n`);
    expect(cli('merge', a, other).stderr).toContain(`stichwort merge: ${other}: a shard of another run than ${a}`);
    const junk = join(tmp, 'junk.json');
    writeFileSync(junk, '{"format": "x"}');
    expect(cli('merge', a, junk)).toMatchObject({ status: 2 });
    expect(cli('merge', a, junk).stderr).toContain(`${junk}: not a shard file`);
    expect(JSON.parse(readFileSync(b, 'utf8')).shard).toEqual({ index: 2, count: 2 });
    // A shard file is input: a key that is no number, or figures that do not fit the variant, are refused in words.
    for (const [what, edit] of [
      [
        'a histogram key',
        (o: { figures: { length: { histogram: Record<string, number> } } }) => {
          o.figures.length.histogram = JSON.parse('{"__proto__": 3}');
        },
      ],
      [
        'a list too short',
        (o: { figures: { losses: number[] } }) => {
          o.figures.losses = [1];
        },
      ],
      [
        'a layout that is no layout',
        (o: { layouts: unknown[] }) => {
          o.layouts = [null];
        },
      ],
    ] as const) {
      const o = JSON.parse(readFileSync(b, 'utf8'));
      (edit as (x: unknown) => void)(o);
      const bad = join(tmp, `bad-${what.replace(/ /g, '-')}.json`);
      writeFileSync(bad, JSON.stringify(o));
      const r = cli('merge', a, bad);
      expect(r.status, what).toBe(2);
      // Named by the field (issue 27): `figures.length.histogram: ...`, `layouts[0]: expected an object, got null`.
      expect(r.stderr, what).toMatch(
        new RegExp(
          `^stichwort merge: ${bad.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: (figures|layouts)[.\\[][^:]*: expected `,
        ),
      );
    }
    expect(cli('merge', a, b, '--csv').stdout.split('\n')[0]).toBe('figure,subject,value,low,high');
  });
  it("refuses a comparison's shard whose paired figures are not the ones this version compares (a shard of another version)", () => {
    const run = ['simulate', 'kein-stich', 'kein-stich-march', '--games', '120', '--seed', '1', '--workers', '1'];
    const [a, b] = [1, 2].map((i) => {
      const file = join(tmp, `pair-${i}.json`);
      writeFileSync(file, cli(...run, '--shard', `${i}/2`).stdout);
      return file;
    });
    expect(cli('merge', a!, b!).status).toBe(0);
    // One figure fewer, as a version that left out the march (made by one variant only) wrote it.
    const o = JSON.parse(readFileSync(b!, 'utf8'));
    o.figures.differences.sum.pop();
    o.figures.differences.squares.pop();
    const old = join(tmp, 'pair-old.json');
    writeFileSync(old, JSON.stringify(o));
    const r = cli('merge', a!, old);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(
      `stichwort merge: ${old}: figures.differences: its paired figures are not the ones this version of stichwort compares (a shard from another version?): write the shards again with this one\n`,
    );
  });

  it('refuses a shard of another format version by name, before reading its figures', () => {
    const file = join(tmp, 'ks-v1.json');
    const o = JSON.parse(cli('simulate', 'kein-stich', '--games', '20', '--shard', '1/1', '--workers', '1').stdout);
    expect(o.format).toBe('stichwort-simulation-shard/2');
    o.format = 'stichwort-simulation-shard/1';
    writeFileSync(file, JSON.stringify(o));
    const r = cli('merge', file);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(
      `stichwort merge: ${file}: a shard of another version of stichwort ("format": "stichwort-simulation-shard/1"; this one reads "stichwort-simulation-shard/2"): write the shards again with this one\n`,
    );
  });

  it('--shard must be I/N with 1 ≤ I ≤ N', () => {
    for (const bad of ['0/3', '4/3', '1-3', '/3', '1/0']) {
      const r = cli('simulate', 'kein-stich', '--shard', bad);
      expect(r.status).toBe(2);
      expect(r.stderr.split('\n')[0]).toBe(
        `stichwort simulate: --shard expects I/N with 1 ≤ I ≤ N (such as 2/8), got "${bad}"`,
      );
    }
  });
});

describe('95% intervals', () => {
  it("Wilson's interval for a share, the normal one for a mean", () => {
    // 40 of 100: Wilson gives 0.3094 to 0.4980.
    const s = shareEstimate(40, 100);
    expect([s.low, s.high].map((x) => Math.round(x * 10000) / 10000)).toEqual([0.3094, 0.498]);
    expect(shareEstimate(0, 50).low).toBe(0);
    expect(shareEstimate(0, 50).high).toBeGreaterThan(0.05);
    // 1, 2, 3, 4, 5: mean 3, sample sd 1.5811, half-width 1.96 × 1.5811 / √5 = 1.3859.
    const m = meanEstimate(15, 55, 5);
    expect(m.value).toBe(3);
    expect(Math.round((m.high - m.value) * 10000) / 10000).toBe(1.3859);
  });
});

describe('simulate --bots: a bot per seat', () => {
  it('seats the spec in order, reports each seat with its bot, and is the same on two workers', () => {
    const run = [
      'simulate',
      'hindersche-pagat',
      '--games',
      '120',
      '--seed',
      '11',
      '--bots',
      'ismcts:20,random,greedy,random',
      '--json',
    ];
    const one = figures(cli(...run, '--workers', '1').stdout);
    expect(one.seats.map((s: { bot: string }) => s.bot)).toEqual(['ismcts:20', 'random', 'greedy', 'random']);
    expect(figures(cli(...run, '--workers', '2').stdout)).toEqual(one);
    const wrong = cli('simulate', 'hindersche-pagat', '--bots', 'ismcts,random');
    expect(wrong.status).toBe(2);
    expect(wrong.stderr.split('\n')[0]).toBe(
      'stichwort simulate: --bots: "ismcts,random" seats 2 bots, but the table has 4 seats: give one name, or 4',
    );
  }, 60_000);
});
