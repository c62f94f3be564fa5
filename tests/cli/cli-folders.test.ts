/**
 * `stichwort check DIR` and `stichwort fmt [--check] DIR` (issue 27): every `.stw` file below the
 * folder, sorted; hidden folders skipped; a folder linked into itself searched once; the depth and
 * the number of files bounded, and what is past a bound said, never skipped in silence.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_FOLDER_DEPTH } from '../../src/cli/variant-files.ts';

const tmp = mkdtempSync(join(tmpdir(), 'stichwort-folders-'));

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, ['bin/stichwort.js', ...args], { encoding: 'utf8', timeout: 120_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
/** Writes `text` at `path` below `root`, making the folders on the way. */
function put(root: string, path: string, text: string): string {
  const p = join(root, path);
  mkdirSync(join(p, '..'), { recursive: true });
  writeFileSync(p, text);
  return p;
}
const variant = (id: string) => `variant ${id} "${id}"\nextends kein-stich\n`;
const messy = 'variant m "M"\nextends kein-stich\nsource s "S"\nplayers 4 clockwise   [s]\n';

describe('a folder of variant files', () => {
  const root = join(tmp, 'rules');
  put(root, 'b.stw', variant('b'));
  put(root, 'a/z.stw', variant('z'));
  put(root, 'a/c.stw', variant('c'));
  put(root, 'notes.txt', 'not a variant');
  put(root, '.hidden/h.stw', 'variant h "never read"\nplayers 4 sideways [s]\n');
  // A link back up: followed once, never round and round.
  symlinkSync(root, join(root, 'a', 'loop'));

  it('check DIR checks every .stw below it, sorted, hidden folders and loops aside', () => {
    const r = cli('check', root);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(
      r.stdout
        .split('\n')
        .filter(Boolean)
        .map((l) => l.split(/\s+/)[1]),
    ).toEqual([join(root, 'a/c.stw'), join(root, 'a/z.stw'), join(root, 'b.stw')]);
  });

  it('fmt --check DIR names the files that would change; fmt DIR formats them', () => {
    const dir = join(tmp, 'to-format');
    const m = put(dir, 'sub/messy.stw', messy);
    put(dir, 'clean.stw', variant('clean'));
    const before = cli('fmt', '--check', dir);
    expect(before.status).toBe(1);
    expect(before.stdout).toContain(`${m}:4: would be reformatted`);
    expect(cli('fmt', dir)).toMatchObject({ status: 0, stdout: `formatted ${m}\n` });
    expect(readFileSync(m, 'utf8')).not.toBe(messy);
    expect(cli('fmt', '--check', dir)).toMatchObject({ status: 0, stdout: '', stderr: '' });
  });

  it('a folder with no variant files, or past the depth bound, is said (exit 2), the files found still checked', () => {
    const empty = join(tmp, 'empty');
    mkdirSync(empty);
    expect(cli('check', empty)).toMatchObject({
      status: 2,
      stderr: `stichwort check: ${empty}: no variant files (.stw) in it or the folders below it\n`,
    });
    const deep = join(tmp, 'deep');
    put(deep, 'top.stw', variant('top'));
    const bottom = put(
      deep,
      `${Array.from({ length: MAX_FOLDER_DEPTH + 1 }, (_, i) => `d${i}`).join('/')}/bottom.stw`,
      variant('bottom'),
    );
    const r = cli('check', deep);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`more than ${MAX_FOLDER_DEPTH} folders deep`);
    expect(r.stdout).toContain(join(deep, 'top.stw'));
    expect(r.stdout).not.toContain(bottom);
  });

  it('the shipped variants/: check and fmt --check pass', () => {
    const check = cli('check', 'variants/');
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
    expect(check.stdout).toContain('ok  variants/house/');
    expect(cli('fmt', '--check', 'variants/')).toMatchObject({ status: 0, stdout: '', stderr: '' });
  });
});
