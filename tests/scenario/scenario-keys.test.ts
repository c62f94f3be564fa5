/**
 * Unknown keys in a scenario (issue 27): `"option"` for `options`, or a misspelt field of a deal,
 * was silently dropped and the defaults used. Now exit 2 naming the key's path, with the nearest
 * known field; every field the contract names (../shared/scenario-format.md), the variant's own
 * trick-taking key and every key the repository's scenarios use still run. An example file wrapped
 * as `{ "name", "cite", "scenario": {...} }` runs as the scenario it holds.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../src/scenario/run.ts';
import { ScenarioInputError } from '../../src/scenario/errors.ts';

const tmp = mkdtempSync(join(tmpdir(), 'stichwort-keys-'));
const cli = (...args: string[]) =>
  spawnSync(process.execPath, ['bin/stichwort.js', ...args], { encoding: 'utf8', timeout: 60_000 });
const write = (name: string, o: unknown) => {
  const f = join(tmp, name);
  writeFileSync(f, typeof o === 'string' ? o : JSON.stringify(o));
  return f;
};

const BASE = {
  variant: 'hindersche-pagat',
  players: ['N', 'W', 'S', 'E'],
  dealer: 'N',
  deals: [{ points: { N: 50, W: 30, S: 35, E: 25 }, tricks: { N: 3, W: 2, S: 2, E: 2 } }],
};
const played = JSON.parse(readFileSync('tests/scenarios/public/pagat-03-played-deal.json', 'utf8')).scenario;

/** The message `runScenario` refuses `input` with. */
function refusal(input: unknown): string {
  try {
    runScenario(input);
  } catch (e) {
    if (e instanceof ScenarioInputError) return e.message;
    throw e;
  }
  throw new Error('not refused');
}

describe('run: an unknown key is exit 2 with its path and the nearest field', () => {
  it('"option" for "options", on the command line', () => {
    const f = write('option.json', { ...BASE, option: { 'no-such': 'x' } });
    const r = cli('run', f);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      `${f}: option: unknown field; did you mean \`options\`? A scenario's fields are variant, options, players, dealer, deals\n`,
    );
  });

  it('a misspelt field of a scored deal', () => {
    expect(refusal({ ...BASE, deals: [{ ...BASE.deals[0], trick: { N: 3, W: 2, S: 2, E: 2 } }] })).toBe(
      "deals[0].trick: unknown field; did you mean `tricks`? A deal's fields are points, tricks, places, cards, hands, plays, trump, talon, stock, redeal, askedBy, schleipfen",
    );
  });

  it('the trick-taking key misspelt in a played deal', () => {
    expect(refusal({ ...played, deals: [{ ...played.deals[0], schleipfe: [] }] })).toMatch(
      /^deals\[0\]\.schleipfe: unknown field; did you mean `schleipfen`\?/,
    );
  });

  it('a field of a trick taken out of turn', () => {
    const d = { ...played.deals[0], schleipfen: [{ trick: 1, takenby: 'W' }] };
    expect(refusal({ ...played, deals: [d] })).toMatch(
      /^deals\[0\]\.schleipfen\[0\]\.takenby: unknown field; did you mean `takenBy`\? A taken trick's fields are trick, takenBy$/,
    );
  });

  it('a key nothing is near, and keys an object has by its prototype', () => {
    expect(refusal({ ...BASE, colour: 'red' })).toBe(
      "colour: unknown field. A scenario's fields are variant, options, players, dealer, deals",
    );
    expect(refusal(JSON.parse(`{"__proto__": 1, ${JSON.stringify(BASE).slice(1)}`))).toMatch(
      /^__proto__: unknown field/,
    );
    expect(
      refusal({ ...BASE, deals: [JSON.parse(`{"constructor": 1, "points": {"N": 50, "W": 30, "S": 35, "E": 25}}`)] }),
    ).toMatch(/^deals\[0\]\.constructor: unknown field/);
  });

  it('a long key is quoted cut, and suggests nothing', () => {
    const key = 'x'.repeat(100_000);
    const m = refusal({ ...BASE, [key]: 1 });
    expect(m.length).toBeLessThan(400);
    expect(m).toMatch(/^"x{40}…": unknown field\. /);
  });
});

describe('run: the fields the contract names and the repository uses still run', () => {
  it('an example file wrapped as { name, cite, scenario } runs as its scenario; a bad key inside is located under scenario.', () => {
    const file = 'tests/scenarios/public/pagat-01-phase1-then-butzen.json';
    const wrapped = cli('run', file);
    expect(wrapped.stderr).toBe('');
    expect(wrapped.status).toBe(0);
    const inner = cli('run', write('inner.json', JSON.parse(readFileSync(file, 'utf8')).scenario));
    expect(wrapped.stdout).toBe(inner.stdout);
    expect(refusal({ name: 'x', cite: 'y', scenario: { ...BASE, option: {} } })).toMatch(
      /^scenario\.option: unknown field; did you mean `options`\?/,
    );
    expect(refusal({ name: 'x', cite: 'y', scenario: BASE, expectt: [] })).toMatch(
      /^expectt: unknown field; did you mean `expect`\? An example file's fields are name, cite, scenario, expect, expectExit$/,
    );
  });

  it('every scenario file in tests/ is refused for no unknown field', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        if (e.isDirectory()) walk(join(dir, e.name));
        else if (e.name.endsWith('.json')) files.push(join(dir, e.name));
      }
    };
    walk('tests/scenarios');
    walk('tests/fixtures');
    let ran = 0;
    for (const f of files) {
      const o = JSON.parse(readFileSync(f, 'utf8'));
      const sc = o.scenario ?? o;
      if (!Array.isArray(sc.deals)) continue;
      ran++;
      try {
        runScenario(o);
      } catch (e) {
        if (!(e instanceof ScenarioInputError)) throw e;
        expect(e.message, f).not.toMatch(/unknown field/);
      }
    }
    expect(ran).toBeGreaterThanOrEqual(15);
  });
});
