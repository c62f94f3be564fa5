/**
 * src/cli/safe-write.ts (issue 27, "nothing lost"): a file is written whole or not at all, keeps
 * the permissions of the one it replaces, is written through a link without breaking it, and a
 * new file never replaces one that exists.
 */
import { describe, expect, it } from 'vitest';
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WriteFailed, writeSafely } from '../../src/cli/safe-write.ts';

const tmp = mkdtempSync(join(tmpdir(), 'stichwort-safe-write-'));

describe('writeSafely', () => {
  it('replaces a file, keeping its permissions (a private file stays private)', () => {
    const p = join(tmp, 'private.stw');
    writeFileSync(p, 'old');
    chmodSync(p, 0o600);
    writeSafely(p, 'new', { overwrite: true });
    expect(readFileSync(p, 'utf8')).toBe('new');
    expect(statSync(p).mode & 0o777).toBe(0o600);
  });

  it('writes through a symbolic link: the file it points to changes, the link stays a link', () => {
    const dir = join(tmp, 'linked');
    mkdirSync(dir);
    const real = join(dir, 'real.stw');
    writeFileSync(real, 'old');
    const link = join(tmp, 'link.stw');
    symlinkSync(real, link);
    writeSafely(link, 'new', { overwrite: true });
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(real, 'utf8')).toBe('new');
    expect(readdirSync(dir)).toEqual(['real.stw']);
  });

  it('refuses to replace a file unless asked, and leaves it', () => {
    const p = join(tmp, 'kept.json');
    writeFileSync(p, 'mine');
    expect(() => writeSafely(p, 'theirs', { overwrite: false })).toThrow(WriteFailed);
    expect(() => writeSafely(p, 'theirs', { overwrite: false })).toThrow(`${p}: exists; nothing was written`);
    expect(readFileSync(p, 'utf8')).toBe('mine');
    const fresh = join(tmp, 'fresh.json');
    writeSafely(fresh, 'new', { overwrite: false });
    expect(readFileSync(fresh, 'utf8')).toBe('new');
  });

  it('a folder it cannot write into: the message says what failed and that nothing was written; no temporary file', () => {
    const missing = join(tmp, 'no-such-folder', 'x.json');
    expect(() => writeSafely(missing, 'x', { overwrite: false })).toThrow(
      /cannot write it: .*no such folder \(ENOENT\); nothing was written$/,
    );
    expect(readdirSync(tmp).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});
