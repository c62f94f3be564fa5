/**
 * Names that are keys of Object.prototype (issue 10): input never names a key of a plain object.
 * In the language only `constructor` is a valid id; through the readers and the playground any
 * string can be a variant id.
 */
import { describe, expect, it } from 'vitest';
import { checkPath } from '../../src/check/check.ts';
import { compileVariant } from '../../src/compile/compile.ts';
import type { ScoreScope } from '../../src/compile/expr.ts';
import { memoryReader } from '../../src/resolve/load.ts';
import { checkHouseRule } from '../../src/islands/house-rule.ts';
import { runExamples } from '../../src/scenario/examples.ts';
import { BASE, only } from './fixtures.ts';

const PROTO_KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

describe('prototype keys as names', () => {
  it.each(PROTO_KEYS)('a memory reader knows no variant %s', (key) => {
    const r = checkPath(memoryReader({ mini: BASE }), key);
    const d = only(r);
    expect([d.code, d.message]).toEqual(['unknown-variant', `no variant file "${key}"`]);
  });

  it('`extends constructor` in the playground is an unknown base at its name', () => {
    const { diagnostics } = checkHouseRule({ mini: BASE }, 'variant x "X"\nextends constructor\n');
    expect(diagnostics.map((d) => [d.code, String(d.loc.source), d.loc.start.line, d.loc.start.column])).toEqual([
      ['unknown-variant', 'house-rule.stw', 2, 9],
    ]);
  });

  it('`constructor` as a source, tally (a clause label), ambiguity, reading and phase checks clean and runs', () => {
    const text =
      BASE.replace(/\bpagat\b/g, 'constructor')
        .replace(/\bmarks\b/g, 'constructor')
        .replace(/\basking\b/g, 'constructor')
        .replace(/\bany-number\b/g, 'constructor')
        .replace(/\bbutzen\b/g, 'constructor') +
      'example both "A deal in each phase" {\n  players N E S W dealer N\n  options constructor = constructor\n  deal points N 50 E 40 S 30 W 20\n  expect constructor N 1 E 0 S 0 W 0\n}\n';
    const r = checkPath(memoryReader({ mini: text }), 'mini');
    expect(r.diagnostics).toEqual([]);
    const cv = compileVariant(r.variant!);
    expect(cv.readings.constructor).toBe('constructor');
    expect(Object.hasOwn(cv.readings, 'constructor')).toBe(true);
    expect(runExamples(r.variant!).filter((e) => !e.ok)).toEqual([]);
  });

  it('`times constructor` reads 0 before the clause has applied, not a function', () => {
    const text =
      BASE.replace('most: otherwise:', 'constructor: otherwise:') +
      'x: game over when times constructor = 0 and active = 9: end game [pagat "x"]\n';
    const r = checkPath(memoryReader({ mini: text }), 'mini');
    expect(r.diagnostics).toEqual([]);
    const rule = compileVariant(r.variant!).gameOver.find((g) => g.id === 'x')!;
    const scope = { seats: 9, out: Array(9).fill(false), fired: {} } as unknown as ScoreScope;
    expect(rule.when!(scope, -1)).toBe(true);
  });

  it('a reading chosen for an ambiguity named like a prototype key is not lost', () => {
    const r = checkPath(memoryReader({ mini: BASE.replace(/\basking\b/g, 'constructor') }), 'mini');
    expect(r.diagnostics).toEqual([]);
    expect(compileVariant(r.variant!, { constructor: 'two-players' }).readings.constructor).toBe('two-players');
    expect(() => compileVariant(r.variant!, JSON.parse('{"__proto__": "x"}'))).toThrow(/unknown ambiguity "__proto__"/);
  });
});
