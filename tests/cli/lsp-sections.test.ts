/**
 * Where `stichwort lsp`'s hover sends a reader for the rulebook section that explains a clause: to
 * the rulebook's own file in the project (an editor opens it) by default, or to the published site
 * given with `--site`. A site-relative path, which an editor cannot open, is never given.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { diskSections } from '../../src/cli/lsp-files.ts';

const ROOT = join(import.meta.dirname, '..', '..');

describe('the rulebook links of stichwort lsp', () => {
  it('open the rulebook file in the project by default', () => {
    const link = diskSections()!('hindersche-pagat', 'march-1');
    expect(link).toEqual({
      href: pathToFileURL(join(ROOT, 'content', 'hindersche.mdx')).href,
      heading: 'Phase 1: Vier-Strich',
    });
  });

  it('go to the published site with --site', () => {
    expect(diskSections('https://example.org/stichwort/')!('hindersche-pagat', 'march-1')).toEqual({
      href: 'https://example.org/stichwort/rules/hindersche/#phase-1-vier-strich',
      heading: 'Phase 1: Vier-Strich',
    });
  });

  it('refuse a --site that is not a web address, in words (exit 2)', () => {
    const r = spawnSync(
      join(ROOT, 'node_modules', '.bin', 'node'),
      [join(ROOT, 'bin', 'stichwort.js'), 'lsp', '--site', 'javascript:alert(1)'],
      { cwd: ROOT, encoding: 'utf8', input: '' },
    );
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(
      /^stichwort lsp: --site must be a web address \(http or https\), like https:\/\/example\.org\/stichwort; got "javascript:alert\(1\)"/,
    );
  });
});
