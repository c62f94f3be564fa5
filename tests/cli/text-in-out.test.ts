/**
 * Text in, text out (issue 27): input that is not UTF-8 is refused at its first bad byte, never
 * read with U+FFFD put in (which `fmt` would then write for good); `fmt` keeps a leading byte order
 * mark and the file's line ends; a carriage return or byte order mark inside a line is a located
 * syntax error, never an internal error.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseVariant } from '../../src/parse/parse.ts';
import { formatVariant } from '../../src/format/index.ts';

const tmp = mkdtempSync(join(tmpdir(), 'stichwort-text-'));
const header = 'variant t "T"\nsource s "S"\n';
/** A file `fmt` changes: a citation out of its column. */
const messy = `${header}players 4 clockwise   [s]\nlead: lead dealer [s]\n`;

function cli(args: string[], input?: string | Buffer) {
  const r = spawnSync(process.execPath, ['bin/stichwort.js', ...args], { encoding: 'utf8', timeout: 60_000, input });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
const write = (name: string, data: string | Buffer) => {
  const p = join(tmp, name);
  writeFileSync(p, data);
  return p;
};
const formatted = (text: string): string => {
  const r = formatVariant(text, 't.stw');
  if (!r.ok) throw new Error(r.diagnostics[0]!.message);
  return r.text;
};

describe('input that is not UTF-8', () => {
  // "# Straße" written in Latin-1: ß is the single byte 0xDF, column 7 of line 3.
  const latin1 = Buffer.concat([
    Buffer.from(`${header}# Stra`),
    Buffer.from([0xdf]),
    Buffer.from('e\nplayers 4 clockwise   [s]\n'),
  ]);

  it('check refuses it, located at the first bad byte, with a hint (exit 2)', () => {
    const p = write('latin1.stw', latin1);
    const r = cli(['check', p]);
    expect(r.stderr).toContain(`${p}:3:7: not valid UTF-8`);
    expect(r.stderr).toContain('0xDF');
    expect(r.stderr).toMatch(/save the file as UTF-8/);
    expect(r.status).toBe(2);
  });

  it('fmt refuses it and leaves the file byte for byte as it was (exit 2); from stdin too', () => {
    const p = write('latin1-fmt.stw', latin1);
    const r = cli(['fmt', p]);
    expect(r.stderr).toContain(`${p}:3:7: not valid UTF-8`);
    expect(r.status).toBe(2);
    expect(readFileSync(p).equals(latin1)).toBe(true);
    const stdin = cli(['fmt', '-'], latin1);
    expect(stdin.stderr).toContain('<stdin>:3:7: not valid UTF-8');
    expect(stdin.stdout).toBe('');
    expect(stdin.status).toBe(2);
  });

  it('a base that is not UTF-8 is located the same way, at the `extends` of the file that names it', () => {
    write(
      'latin1-base.stw',
      Buffer.from(latin1.toString('latin1').replace('variant t', 'variant latin1-base'), 'latin1'),
    );
    const r = cli(['check', write('on-latin1.stw', 'variant on-latin1 "On it"\nextends latin1-base\n')]);
    expect(r.stderr).toContain('error[unreadable-base]');
    expect(r.stderr).toContain('latin1-base.stw:3:7: not valid UTF-8');
    expect(r.status).toBe(1);
  });

  it('a character cut short or a stray continuation byte is located where its bytes begin', () => {
    // Line 3: `é` is C3 A9; cut to C3 before "x" (column 3), and a lone A9 after a whole `é` (column 6).
    const cut = Buffer.concat([Buffer.from(`${header}# `), Buffer.from([0xc3]), Buffer.from('x\n')]);
    expect(cli(['check', write('cut.stw', cut)]).stderr).toContain('cut.stw:3:3: not valid UTF-8');
    const stray = Buffer.concat([Buffer.from(`${header}# ab`), Buffer.from([0xc3, 0xa9, 0xa9]), Buffer.from('\n')]);
    expect(cli(['check', write('stray.stw', stray)]).stderr).toContain('stray.stw:3:6: not valid UTF-8');
  });
});

describe('fmt keeps the file as it was written', () => {
  it('a leading byte order mark and Windows line ends stay; formatting again changes nothing', () => {
    const crlf = `\uFEFF${messy.replace(/\n/g, '\r\n')}`;
    const p = write('windows.stw', crlf);
    const r = cli(['fmt', p]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(readFileSync(p, 'utf8')).toBe(`\uFEFF${formatted(messy).replace(/\n/g, '\r\n')}`);
    expect(cli(['fmt', '--check', p])).toMatchObject({ status: 0, stdout: '' });
  });

  it('from stdin to stdout too', () => {
    const r = cli(['fmt', '-'], messy.replace(/\n/g, '\r\n'));
    expect(r.stdout).toBe(formatted(messy).replace(/\n/g, '\r\n'));
  });
});

describe('a carriage return or byte order mark inside a line', () => {
  // `10` split by a carriage return reads as the ranks 1 and 0: the formatter would join them.
  const strayCr = `${header}plain-order: order plain A K Q J 1\r0 9 8 7 [s]\n`;
  const strayBom = `${header}players 4 \uFEFFclockwise [s]\n`;

  it('a carriage return that ends no line is a syntax error at it, saying what it is, with a hint', () => {
    const r = parseVariant(strayCr, 't.stw');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect([r.error.code, r.error.loc.start.line, r.error.loc.start.column]).toEqual(['syntax', 3, 35]);
    expect(r.error.message).toContain('carriage return');
    expect(r.error.hint).toBeTruthy();
    const f = formatVariant(strayCr, 't.stw');
    expect(f.ok).toBe(false);
  });

  it('a byte order mark after the start is a syntax error at it, saying what it is, with a hint', () => {
    const r = parseVariant(strayBom, 't.stw');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect([r.error.code, r.error.loc.start.line, r.error.loc.start.column]).toEqual(['syntax', 3, 11]);
    expect(r.error.message).toContain('byte order mark');
    expect(r.error.hint).toBeTruthy();
  });

  it('check and fmt locate it (exit 1), never an internal error, and fmt leaves the file', () => {
    for (const [name, text, where] of [
      ['cr.stw', strayCr, '3:35'],
      ['bom.stw', strayBom, '3:11'],
    ] as const) {
      const p = write(name, text);
      for (const args of [
        ['check', p],
        ['fmt', p],
      ]) {
        const r = cli(args);
        expect(r.stderr, args.join(' ')).toContain(`${p}:${where}`);
        expect(r.stderr, args.join(' ')).not.toContain('internal error');
        expect(r.status, args.join(' ')).toBe(1);
      }
      expect(readFileSync(p, 'utf8')).toBe(text);
    }
  });
});
