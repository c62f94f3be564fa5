import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPath } from '../../src/check/check.ts';
import { formatDiagnostic } from '../../src/core/diagnostic.ts';
import { diskReader, VARIANTS_DIR } from '../../src/resolve/disk.ts';

const files = readdirSync(VARIANTS_DIR)
  .filter((f) => f.endsWith('.stw'))
  .sort();

describe('variants/*.stw', () => {
  it('there is at least the Pagat variant', () => {
    expect(files).toContain('hindersche-pagat.stw');
  });

  it.each(files)('%s checks clean', (file) => {
    const { variant, diagnostics } = checkPath(diskReader, join(VARIANTS_DIR, file));
    const shown = diagnostics.map((d) => formatDiagnostic(d, variant?.texts.get(String(d.loc.source)) ?? ''));
    expect(shown).toEqual([]);
    expect(variant).not.toBeNull();
  });
});
