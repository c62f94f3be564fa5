/**
 * The message of a passing in-file example counts its expectations in agreeing English:
 * "1 expectation holds", "2 expectations hold" (src/scenario/examples.ts).
 */
import { describe, expect, it } from 'vitest';
import { checkPath } from '../../src/check/check.ts';
import { memoryReader } from '../../src/resolve/load.ts';
import { runExamples } from '../../src/scenario/examples.ts';
import { BASE } from '../check/fixtures.ts';

/** The messages of the examples of BASE with `examples` appended. */
function messages(examples: string): string[] {
  const { variant, diagnostics } = checkPath(memoryReader({ mini: BASE + examples }), 'mini');
  expect(diagnostics).toEqual([]);
  if (!variant) throw new Error('the fixture did not resolve');
  return runExamples(variant).map((r) => r.message);
}

const EXAMPLE = (id: string, expects: string[]): string =>
  `example ${id} "A deal" {\n  players N E S W dealer N\n  deal points N 50 E 40 S 30 W 20\n${expects.map((e) => `  ${e}\n`).join('')}}\n`;

describe('an example that holds', () => {
  it('says "1 expectation holds" for one, "2 expectations hold" for two', () => {
    expect(
      messages(
        EXAMPLE('one', ['expect marks N 1 E 0 S 0 W 0']) +
          EXAMPLE('two', ['expect marks N 1 E 0 S 0 W 0', 'expect marks N 1']),
      ),
    ).toEqual(['one: 1 expectation holds', 'two: 2 expectations hold']);
  });
});
