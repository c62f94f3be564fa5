/**
 * The tutorial "Write your first house rule" (content/tutorials/write-a-house-rule.mdx, shown by
 * src/pages/learn/write-a-house-rule.astro): the files it shows exist and check as its prose says
 * (the first lacks a citation, the second is clean, the finished rule passes its examples), the
 * commands it runs at build time are real ones on real files, its prose quotes no source text, and
 * the built page (when there is one) carries the outputs and stays a text page.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkPath } from '../../src/check/check.ts';
import { diskReader } from '../../src/resolve/disk.ts';
import { runExamples } from '../../src/scenario/examples.ts';
import { gz, inlineScripts } from '../e2e/page-js.ts';
import { DIST, haveBuiltSite } from '../built-site.ts';

const MDX = 'content/tutorials/write-a-house-rule.mdx';
const text = readFileSync(MDX, 'utf8');
const files = [...text.matchAll(/<VariantFile path="([^"]+)"/g)].map((m) => m[1]!);
const runs = [...text.matchAll(/<CliRun args=\{(\[[^\]]*\])\}/g)].map((m) => JSON.parse(m[1]!) as string[]);

describe('the house-rule tutorial', () => {
  it('shows files that exist, and runs check, diff and simulate on them', () => {
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const f of files) expect(existsSync(f), f).toBe(true);
    expect(runs.map((r) => r[0])).toEqual(expect.arrayContaining(['check', 'diff', 'simulate']));
    for (const r of runs) for (const a of r.filter((x) => x.endsWith('.stw'))) expect(existsSync(a), a).toBe(true);
  });

  it('checks its steps as the text says: no citation first, then clean, then a rule whose examples pass', () => {
    const [one, two, done] = files.map((f) => checkPath(diskReader, f));
    expect(one!.diagnostics.map((d) => d.code)).toEqual(['missing-cite']);
    expect(two!.diagnostics).toEqual([]);
    expect(done!.diagnostics).toEqual([]);
    const own = done!.variant!.examples.filter((e) => String(e.loc.source) === String(done!.variant!.file.loc.source));
    expect(own.length).toBeGreaterThan(0);
    expect(runExamples({ ...done!.variant!, examples: own }).map((r) => r.ok)).toEqual(own.map(() => true));
  });

  it('quotes no run of eight words from the sources', () => {
    const seeds = join(import.meta.dirname, '..', '..', '..', '..', 'shared', 'seeds');
    if (!existsSync(seeds)) return;
    const words = (s: string) =>
      s
        .toLowerCase()
        .replace(/[^a-zäöüß0-9 ]+/g, ' ')
        .split(/\s+/)
        .filter(Boolean);
    const mine = words(text);
    const runsOf = new Set(mine.slice(0, -7).map((_, i) => mine.slice(i, i + 8).join(' ')));
    for (const f of readdirSync(seeds).filter((x) => x.endsWith('.txt'))) {
      const theirs = words(readFileSync(join(seeds, f), 'utf8'));
      const shared = theirs
        .slice(0, -7)
        .map((_, i) => theirs.slice(i, i + 8).join(' '))
        .filter((r) => runsOf.has(r));
      expect(shared, f).toEqual([]);
    }
  });

  const built = join(DIST, 'learn', 'write-a-house-rule', 'index.html');
  it.skipIf(!haveBuiltSite)('is built with the outputs of the commands, and little inline script', () => {
    const html = readFileSync(built, 'utf8');
    expect(html).toContain('error[missing-cite]');
    expect(html).toMatch(/hindersche-pagat → hindersche-march-at-90: \d+ changed/);
    expect(html).toContain('significant');
    // As the budget measures a text page (scripts/budget.ts): its inline scripts, gzipped.
    expect(inlineScripts(html).reduce((n, code) => n + gz(code), 0)).toBeLessThanOrEqual(1024);
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
  });
});
