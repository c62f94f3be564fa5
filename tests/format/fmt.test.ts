/**
 * `stichwort fmt` and the formatter behind it: the shipped files are formatted already, formatting
 * never changes what a file says and is idempotent (a property over shipped files laid out at
 * random), comments stay where they are, and the command's exits, in-place writes, located syntax
 * errors and stdin mode.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { formatVariant, sameMeaning, CITE_COLUMN } from '../../src/format/index.ts';
import { tokenize } from '../../src/format/tokens.ts';
import { parseVariant } from '../../src/parse/parse.ts';
import { checkPath } from '../../src/check/check.ts';
import { memoryReader } from '../../src/resolve/load.ts';
import { compileVariant } from '../../src/compile/compile.ts';
import { cardPlayFingerprint } from '../../src/compile/fingerprint.ts';
import type { ResolvedVariant } from '../../src/resolve/resolve.ts';

const SHIPPED = ['variants', 'variants/house']
  .flatMap((dir) =>
    readdirSync(dir)
      .filter((f) => f.endsWith('.stw'))
      .map((f) => join(dir, f)),
  )
  .sort();
const TEXTS = new Map(SHIPPED.map((p) => [p, readFileSync(p, 'utf8')]));
const idOf = (path: string): string => basename(path, '.stw');

const formatted = (text: string, name = 't.stw'): string => {
  const r = formatVariant(text, name);
  if (!r.ok) throw new Error(`does not parse: ${r.diagnostics[0]!.message}`);
  return r.text;
};

/** Every shipped file by id, with `path`'s text replaced by `text`. */
const readerWith = (path: string, text: string) =>
  memoryReader(Object.fromEntries(SHIPPED.map((p) => [idOf(p), p === path ? text : TEXTS.get(p)!])));

/** Drops locations and file texts, and writes Maps as entry lists (a replacer for JSON.stringify). */
const meaningOnly = (k: string, x: unknown): unknown =>
  k === 'loc' || k.endsWith('Loc') || k === 'texts' ? undefined : x instanceof Map ? [...x] : x;

/** What a resolved variant says, locations and file texts apart. */
const resolvedMeaning = (v: ResolvedVariant): string => JSON.stringify(v, meaningOnly);

/** Resolves, checks and compiles `path` (as `text`): the resolved tree and the compiled card play. */
function meaningOf(path: string, text: string): { resolved: string; cardPlay: string; problems: string[] } {
  const { variant, diagnostics } = checkPath(readerWith(path, text), idOf(path));
  if (!variant) return { resolved: '', cardPlay: '', problems: diagnostics.map((d) => d.message) };
  return {
    resolved: resolvedMeaning(variant),
    cardPlay: JSON.stringify(JSON.parse(cardPlayFingerprint(compileVariant(variant))), meaningOnly),
    problems: diagnostics.map((d) => d.message),
  };
}

/** The test fixtures written in the language (those that parse: some are broken on purpose). */
const FIXTURES = (readdirSync('tests/fixtures', { recursive: true, encoding: 'utf8' }) as string[])
  .filter((f) => f.endsWith('.stw'))
  .map((f) => join('tests/fixtures', f))
  .filter((p) => formatVariant(readFileSync(p, 'utf8'), p).ok)
  .sort();

describe('the test fixtures', () => {
  it.each(FIXTURES)('%s is formatted (as an author would leave it)', (path) => {
    const text = readFileSync(path, 'utf8');
    expect(formatted(text, path)).toBe(text);
  });
});

describe('the shipped files', () => {
  it.each(SHIPPED)('%s is formatted already (what `fmt --check` asks)', (path) => {
    expect(formatted(TEXTS.get(path)!, path)).toBe(TEXTS.get(path));
  });

  it('were changed in layout only by the commits that formatted them: each resolves and compiles as before', () => {
    // The commits that laid the shipped files out (808cde1, and fad6a70 for a gallery file), each
    // file against its parent's text, among today's other files. Later commits may change what a
    // file says (a rule, a card's name); these two changed layout alone.
    const git = (...args: string[]) => {
      const r = spawnSync('git', args, { encoding: 'utf8' });
      expect(r.status, `git ${args.join(' ')}: ${r.stderr}`).toBe(0);
      return r.stdout;
    };
    let files = 0;
    for (const commit of ['808cde1', 'fad6a70']) {
      const changed = git('diff-tree', '--no-commit-id', '--name-only', '-r', '--diff-filter=M', commit)
        .split('\n')
        .filter((f) => f.endsWith('.stw'));
      for (const path of changed) {
        if (!TEXTS.has(path)) continue; // a file since removed
        const was = meaningOf(path, git('show', `${commit}^:${path}`)),
          is = meaningOf(path, git('show', `${commit}:${path}`));
        expect(is.problems, path).toEqual([]);
        expect(is.resolved === was.resolved, path).toBe(true);
        expect(is.cardPlay === was.cardPlay, path).toBe(true);
        files++;
      }
    }
    expect(files).toBeGreaterThan(20);
  });
});

describe('formatVariant', () => {
  it('keeps comments where they are: own lines indented as what follows, trailing ones after two spaces', () => {
    const input = [
      '# The file: a comment before the header.',
      'variant tiny "Tiny"',
      'source s "S"   ',
      '',
      '',
      '',
      '# Before a clause.',
      'players 4 clockwise [ s  "Players" ]# after a citation',
      '   lead:   lead dealer      # after code',
      '   [s]',
      'phase one "One" {',
      '# inside, before a clause',
      '      ends:  ends when deals = 1 [s]',
      '# before the closing brace',
      '}',
      'example e "E" {',
      'players N E S W dealer N  # the seats',
      '        deal points N 1 E 2 S 3 W 4',
      '}',
      '# The end.',
      '',
      '',
    ].join('\n');
    const pad = (s: string) => s.padEnd(CITE_COLUMN);
    expect(formatted(input)).toBe(
      [
        '# The file: a comment before the header.',
        'variant tiny "Tiny"',
        'source s "S"',
        '',
        '# Before a clause.',
        `${pad('players 4 clockwise')}[s "Players"]  # after a citation`,
        'lead: lead dealer  # after code',
        `${pad('')}[s]`,
        'phase one "One" {',
        '  # inside, before a clause',
        `${pad('  ends: ends when deals = 1')}[s]`,
        '  # before the closing brace',
        '}',
        'example e "E" {',
        '  players N E S W dealer N  # the seats',
        '  deal points N 1 E 2 S 3 W 4',
        '}',
        '# The end.',
        '',
      ].join('\n'),
    );
  });

  it('puts a citation two spaces after a clause that reaches past the column', () => {
    const long = `a-long-label: tally per player "${'x'.repeat(60)}"`;
    expect(formatted(`variant t "T"\nsource s "S"\n${long}    [s]\n`)).toBe(
      `variant t "T"\nsource s "S"\n${long}  [s]\n`,
    );
  });

  it('indents wrapped lines past their item, keeping their alignment as the item moves', () => {
    const input =
      'variant t "T"\n  extends base\nsource s "S"\nphase p "P" {\n    x: when active = 2 and\n         deals = 1: nothing [s]\n}\n';
    expect(formatted(input)).toBe(
      `variant t "T"\nextends base\nsource s "S"\nphase p "P" {\n  x: when active = 2 and\n       deals = 1: nothing${' '.repeat(CITE_COLUMN - 25)}[s]\n}\n`,
    );
  });

  it('puts each item on its own line and keeps the double spaces that group the moves of a trick', () => {
    const input =
      'variant t "T" source s "S" players 4 clockwise [s]\nexample e "E" { players N E S W dealer N\n  moves N:2C   E:3C S:4C W:5C  E:6C\n}\n';
    expect(formatted(input)).toBe(
      `variant t "T"\nsource s "S"\n${'players 4 clockwise'.padEnd(CITE_COLUMN)}[s]\nexample e "E" { players N E S W dealer N\n  moves N:2C  E:3C S:4C W:5C  E:6C\n}\n`,
    );
  });

  it('refuses a file that does not parse, with the located syntax error', () => {
    const r = formatVariant('variant t "T"\nsource s "S"\nplayers 4 sideways [s]\n', 'bad.stw');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.diagnostics[0]!.code).toBe('syntax');
    expect([r.diagnostics[0]!.loc.start.line, r.diagnostics[0]!.loc.start.column]).toEqual([3, 11]);
  });

  it('keeps a byte order mark and turns Windows line ends into Unix ones', () => {
    expect(formatted('\uFEFFvariant t "T"\r\nsource s "S"\r\n')).toBe('\uFEFFvariant t "T"\nsource s "S"\n');
  });

  it('is bounded: a file of a megabyte formats in well under the test timeout', () => {
    const line = `c: players 4 clockwise${' '.repeat(8)}[s "${'x'.repeat(20)}"]\n`;
    const big =
      'variant t "T"\nsource s "S"\n' +
      Array.from({ length: Math.floor(1_000_000 / line.length) }, (_, i) => line.replace('c:', `c${i}:`)).join('');
    const started = performance.now();
    const out = formatted(big);
    expect(out.length).toBeLessThan(big.length * 2);
    expect(performance.now() - started).toBeLessThan(20_000);
  }, 60_000);
});

/**
 * A shipped file laid out at random: between two tokens that had blank space between them, the
 * space is kept, widened, narrowed to one space, made a tab, broken onto new lines (blank ones
 * too, indented anyhow, Windows line ends too) or given a comment; after a comment a line break always follows. Where there was no
 * space none is put (it might join two words), and tokens themselves are never touched.
 */
const relaidOut = (text: string) => {
  const tokens = tokenize(text);
  const gap = fc.oneof(
    fc.constant({ kind: 'keep' as const, n: 0 }),
    fc.record({
      kind: fc.constantFrom('spaces' as const, 'tab' as const, 'lines' as const, 'blank' as const, 'comment' as const),
      n: fc.integer({ min: 0, max: 80 }),
    }),
  );
  return fc.array(gap, { minLength: tokens.length, maxLength: tokens.length }).map((gaps) => {
    let s = '',
      prevEnd = 0;
    tokens.forEach((t, i) => {
      const original = text.slice(prevEnd, t.start);
      const g = gaps[i]!;
      const afterComment = i > 0 && tokens[i - 1]!.kind === 'comment';
      if (i === 0 || original === '' || g.kind === 'keep') s += original;
      else if (g.kind === 'spaces') s += afterComment ? `\n${' '.repeat(g.n % 7)}` : ' '.repeat(1 + (g.n % 7));
      else if (g.kind === 'tab') s += afterComment ? '\r\n\t' : '\t';
      else if (g.kind === 'lines') s += `\n${' '.repeat(g.n)}`;
      else if (g.kind === 'blank') s += `\n\n\n${' '.repeat(g.n % 9)}`;
      else s += `${afterComment ? '\n' : ' '}# a comment ${g.n}\n${' '.repeat(g.n % 13)}`;
      s += text.slice(t.start, t.end);
      prevEnd = t.end;
    });
    return s + text.slice(prevEnd);
  });
};

describe('formatting a file laid out at random', () => {
  // The shipped files of every kind: a base with phases, ambiguities, claims and examples; house rules extending it.
  const samples = [
    'variants/hindersche-pagat.stw',
    'variants/kein-stich.stw',
    'variants/bauernheinrich.stw',
    'variants/house/hindersche-six-for-trump.stw',
    'variants/house/kein-stich-passing.stw',
    'variants/kein-stich-march.stw',
  ];

  it.each(samples)('%s: parses to the same tree, and formatting again changes nothing', (path) => {
    const original = parseVariant(TEXTS.get(path)!, path);
    if (!original.ok) throw new Error('a shipped file does not parse');
    fc.assert(
      fc.property(relaidOut(TEXTS.get(path)!), (text) => {
        const relaid = parseVariant(text, path);
        expect(relaid.ok && sameMeaning(original.file, relaid.file)).toBe(true);
        const once = formatted(text, path);
        const parsed = parseVariant(once, path);
        expect(parsed.ok && sameMeaning(original.file, parsed.file)).toBe(true);
        expect(formatted(once, path)).toBe(once);
        expect(once).not.toMatch(/[ \t]\n|\n\n\n|\r/);
        expect(once.endsWith('\n') && !once.endsWith('\n\n')).toBe(true);
      }),
      { numRuns: 25, seed: 14 },
    );
  });

  it.each(samples)('%s: resolves and compiles to the same variant once formatted', (path) => {
    const before = meaningOf(path, TEXTS.get(path)!);
    fc.assert(
      fc.property(relaidOut(TEXTS.get(path)!), (text) => {
        const after = meaningOf(path, formatted(text, path));
        expect(after.problems).toEqual([]);
        // Compared as booleans: a difference would print two whole variants.
        expect(after.resolved === before.resolved, 'the resolved variant').toBe(true);
        expect(after.cardPlay === before.cardPlay, 'the compiled card play').toBe(true);
      }),
      { numRuns: 4, seed: 67 },
    );
  });
});

describe('stichwort fmt', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'stichwort-fmt-'));
  const cli = (args: string[], input?: string) => {
    const r = spawnSync(process.execPath, ['bin/stichwort.js', 'fmt', ...args], {
      encoding: 'utf8',
      timeout: 60_000,
      input,
    });
    return { status: r.status, stdout: r.stdout, stderr: r.stderr };
  };
  const copy = (name: string, text: string) => {
    const p = join(tmp, name);
    writeFileSync(p, text);
    return p;
  };
  const messy = 'variant t "T"\nsource s "S"\nplayers 4 clockwise   [s]\n\n\n\nlead: lead dealer [s]   \n';

  it('--check: exit 0 on the shipped files, writing nothing', () => {
    const r = cli(['--check', ...SHIPPED]);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('');
    expect(r.status).toBe(0);
  });

  it('--check: exit 1 naming the file and its first changed line, and leaves it as it was', () => {
    const p = copy('messy.stw', messy);
    const clean = copy('clean.stw', formatted(messy));
    const mtime = statSync(p).mtimeMs;
    const r = cli(['--check', p, clean]);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain(`${p}:3: would be reformatted`);
    expect(r.stdout).toContain('  - players 4 clockwise   [s]');
    expect(r.stdout).not.toContain(clean);
    expect(readFileSync(p, 'utf8')).toBe(messy);
    expect(statSync(p).mtimeMs).toBe(mtime);
  });

  it('rewrites in place only the files that change, and lists them', () => {
    const p = copy('rewrite.stw', messy);
    const clean = copy('untouched.stw', formatted(messy));
    const mtime = statSync(clean).mtimeMs;
    const r = cli([p, clean]);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(`formatted ${p}\n`);
    expect(readFileSync(p, 'utf8')).toBe(formatted(messy));
    expect(statSync(clean).mtimeMs).toBe(mtime);
    expect(cli(['--check', p]).status).toBe(0);
  });

  it('refuses a file that does not parse with its syntax error located, exit 1, and never writes it', () => {
    const broken = 'variant t "T"\nsource s "S"\n\n\nplayers 4 sideways   [s]\n';
    const p = copy('broken.stw', broken);
    const r = cli([p]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`${p}:5:11`);
    expect(r.stderr).toContain('expected `-`, `anticlockwise` or `clockwise` but found "s"');
    expect(r.stderr).toContain('5 | players 4 sideways   [s]');
    expect(r.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
    expect(readFileSync(p, 'utf8')).toBe(broken);
  });

  it('reads stdin and writes stdout with `-` or no file', () => {
    for (const args of [['-'], []]) {
      const r = cli(args, messy);
      expect(r.status).toBe(0);
      expect(r.stdout).toBe(formatted(messy));
    }
    const bad = cli(['-'], 'variant t "T"\nplayers 4 sideways\n');
    expect(bad.status).toBe(1);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toContain('<stdin>:2:11');
  });

  it('a write that fails (a file-size limit) leaves the file byte for byte as it was, says so, and goes on to the next file', () => {
    // Over 512 bytes, the limit `ulimit -f 1` sets; the second file stays under it once formatted.
    const bigText = `${messy}# ${'a long comment '.repeat(50)}\n`;
    const big = copy('too-big-to-write.stw', bigText);
    const small = copy('small-enough.stw', messy);
    const before = readFileSync(big);
    const r = spawnSync(
      'sh',
      ['-c', 'ulimit -f 1; exec "$0" bin/stichwort.js fmt "$@"', process.execPath, big, small],
      { encoding: 'utf8', timeout: 60_000 },
    );
    expect(r.stderr).toContain(big);
    expect(r.stderr).toMatch(/file-size limit/);
    expect(r.stderr).toContain('left unchanged');
    expect(r.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
    expect(r.status).toBe(2);
    expect(readFileSync(big).equals(before)).toBe(true);
    expect(r.stdout).toBe(`formatted ${small}\n`);
    expect(readFileSync(small, 'utf8')).toBe(formatted(messy));
    // No temporary file is left beside them.
    expect(readdirSync(tmp).filter((f) => !f.endsWith('.stw'))).toEqual([]);
  });

  it('refuses a path not ending in .stw and a missing file (exit 2)', () => {
    expect(cli([join(tmp, 'notes.txt')]).status).toBe(2);
    const r = cli([join(tmp, 'missing.stw')]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('no such file');
  });
});
