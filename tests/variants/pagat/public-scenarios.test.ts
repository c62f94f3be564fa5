/**
 * The public example scenarios (vendored from ../shared/scenarios into tests/scenarios/public), run through
 * the library `runScenario` and compared field by field the way ../shared/tools/check-public-scenarios.mjs
 * compares the CLI's output: `expectExit: 2` → ScenarioInputError thrown; `expectExit: 1` → the transcript
 * carries `error`; otherwise one log entry per `expect` item with every listed field as asserted.
 * swedish-* files run only once variants/hindersche-swedish.stw exists.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../../src/scenario/run.ts';
import { ScenarioInputError } from '../../../src/scenario/errors.ts';

const dir = new URL('../../scenarios/public/', import.meta.url);
const variantExists = (id: string) => existsSync(new URL(`../../variants/${id}.stw`, import.meta.url));
const prefixes: Record<string, string> = { pagat: 'hindersche-pagat', swedish: 'hindersche-swedish' };

interface PublicExample {
  name: string;
  cite: string;
  scenario: Record<string, unknown>;
  expect?: Record<string, unknown>[];
  expectExit?: number;
}

type Entry = Record<string, unknown> & { tallies?: Record<string, Record<string, number>> };

const sameSet = (a: unknown, b: unknown) =>
  JSON.stringify([...((a as string[] | null) ?? [])].sort()) ===
  JSON.stringify([...((b as string[] | null) ?? [])].sort());

/** The comparison of check-public-scenarios.mjs, as a list of complaints. */
function check(exp: Record<string, unknown>, act: Entry | undefined, where: string): string[] {
  const errs: string[] = [];
  if (!act) return [`${where}: no log entry`];
  for (const [k, v] of Object.entries(exp)) {
    if (k === 'why') continue;
    let got: unknown;
    if (k === 'marks' || k === 'frame' || k === 'score' || k === 'stakes') {
      got = act.tallies?.[k];
      const g = got as Record<string, number> | undefined;
      const ok = !!g && Object.entries(v as Record<string, number>).every(([p, n]) => g[p] === n);
      if (!ok) errs.push(`${where}: tallies.${k} expected ${JSON.stringify(v)} got ${JSON.stringify(got)}`);
    } else if (k === 'out' || k === 'playoff') {
      got = act[k];
      const ok =
        v === null
          ? got === null || got === undefined || (Array.isArray(got) && got.length === 0 && k === 'playoff')
          : sameSet(v, got);
      if (!ok) errs.push(`${where}: ${k} expected ${JSON.stringify(v)} got ${JSON.stringify(got)}`);
    } else if (k === 'gameOver') {
      got = act.gameOver;
      const g = got as Record<string, unknown> | null | undefined;
      const ok =
        v === null ? !g : !!g && Object.entries(v as Record<string, unknown>).every(([kk, vv]) => g[kk] === vv);
      if (!ok) errs.push(`${where}: gameOver expected ${JSON.stringify(v)} got ${JSON.stringify(got)}`);
    } else if (v && typeof v === 'object' && !Array.isArray(v)) {
      got = act[k];
      const g = got as Record<string, unknown> | null | undefined;
      const ok =
        !!g &&
        typeof g === 'object' &&
        Object.entries(v as Record<string, unknown>).every(([kk, vv]) => JSON.stringify(g[kk]) === JSON.stringify(vv));
      if (!ok) errs.push(`${where}: ${k} expected ${JSON.stringify(v)} got ${JSON.stringify(got)}`);
    } else {
      got = act[k];
      if (JSON.stringify(got ?? null) !== JSON.stringify(v))
        errs.push(`${where}: ${k} expected ${JSON.stringify(v)} got ${JSON.stringify(got)}`);
    }
  }
  return errs;
}

const files = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort();

describe('public scenarios (tests/scenarios/public)', () => {
  it('the vendored copies are present', () => {
    expect(files.filter((f) => f.startsWith('pagat-')).length).toBeGreaterThanOrEqual(5);
  });

  for (const f of files) {
    const prefix = f.split('-')[0]!;
    const variant = prefixes[prefix];
    const runnable = variant !== undefined && variantExists(variant);
    it.skipIf(!runnable)(f, () => {
      const ex = JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as PublicExample;
      if (ex.expectExit === 2) {
        let caught: unknown;
        try {
          runScenario(ex.scenario);
        } catch (e) {
          caught = e;
        }
        expect(caught, `${ex.name}: expected malformed input`).toBeInstanceOf(ScenarioInputError);
        return;
      }
      const t = runScenario(ex.scenario);
      if (ex.expectExit === 1) {
        expect(t.error, `${ex.name}: expected a rule violation`).toBeDefined();
        expect(typeof t.error!.rule).toBe('string');
        return;
      }
      expect(t.error, `${ex.name}: unexpected rule violation ${JSON.stringify(t.error)}`).toBeUndefined();
      const log = t.log as unknown as Entry[];
      const errs: string[] = [];
      if (log.length !== ex.expect!.length) errs.push(`log has ${log.length} entries, expected ${ex.expect!.length}`);
      ex.expect!.forEach((e, i) => errs.push(...check(e, log[i], `entry ${i + 1}`)));
      expect(errs, ex.name).toEqual([]);
    });
  }
});
