/**
 * Bounded fuzzing of the front end (issue 10): mutations of the shipped variants (lines deleted,
 * duplicated, swapped; tokens inserted; truncation; characters flipped), bases combined at random,
 * and deep, long and huge inputs, each run through parse → resolve (a memory reader over the
 * shipped files) → check → compile. No case may throw, take over 2 s, or report a diagnostic
 * without file:line:col. Seeded and bounded: the same cases every run.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPath } from '../../src/check/check.ts';
import type { Diagnostic } from '../../src/core/diagnostic.ts';
import { compileVariant } from '../../src/compile/compile.ts';
import { memoryReader } from '../../src/resolve/load.ts';
import { VARIANTS_DIR } from '../../src/resolve/disk.ts';

const SEED = 20261123;
/**
 * Each case's time limit: a bound that catches a hang or a blow-up (20,000 clauses checked pair by
 * pair take minutes), not a benchmark. Alone on an idle machine the slowest case takes under a
 * second; the suite runs beside other test files on a shared machine, where 2 s failed now and then.
 */
const CASE_LIMIT_MS = 8000;

const shipped: Record<string, string> = Object.fromEntries(
  readdirSync(VARIANTS_DIR)
    .filter((f) => f.endsWith('.stw'))
    .sort()
    .map((f) => [f.slice(0, -4), readFileSync(join(VARIANTS_DIR, f), 'utf8')]),
);
const ids = Object.keys(shipped);
/** The variants extending each id (directly), to check a mutated base through them too. */
const children = new Map(
  ids.map((id) => [id, ids.filter((c) => new RegExp(`^extends ${id}$`, 'm').test(shipped[c]!))]),
);

const figures = { cases: 0, slowestMs: 0, slowest: '', diagnostics: 0, clean: 0 };

/**
 * Runs the whole front end on `files`, checking `id` (and compiling it under each reading when it
 * checks clean); fails on a throw, a slow case or an unlocated diagnostic.
 */
function pipeline(files: Record<string, string>, id: string, what: string, everyReading = true): void {
  const t0 = performance.now();
  let diagnostics: Diagnostic[];
  try {
    const r = checkPath(memoryReader(files), id);
    diagnostics = r.diagnostics;
    if (r.variant && diagnostics.length === 0) {
      figures.clean++;
      compileVariant(r.variant);
      if (everyReading)
        for (const [amb, a] of r.variant.ambiguities)
          for (const reading of a.readings) compileVariant(r.variant, { [amb]: reading.id.name });
    }
  } catch (e) {
    throw new Error(`${what}: uncaught ${(e as Error).stack ?? String(e)}`);
  }
  const ms = performance.now() - t0;
  figures.cases++;
  figures.diagnostics += diagnostics.length;
  if (ms > figures.slowestMs) Object.assign(figures, { slowestMs: Math.round(ms), slowest: what });
  expect(ms, `${what} took ${ms.toFixed(0)} ms`).toBeLessThan(CASE_LIMIT_MS);
  for (const d of diagnostics) {
    const { source, start, end } = d.loc;
    expect(typeof source === 'string' && source.length > 0, `${what}: ${d.code} without a file`).toBe(true);
    expect(
      Number.isInteger(start.line) && start.line >= 1 && Number.isInteger(start.column) && start.column >= 1,
      `${what}: ${d.code} at ${start.line}:${start.column}`,
    ).toBe(true);
    expect(end.offset >= start.offset, `${what}: ${d.code} ends before it starts`).toBe(true);
    expect(d.message.length > 0).toBe(true);
  }
}

/** Checks `text` as variant `id` among the shipped files, and through a variant extending it. */
function checkMutated(id: string, text: string, what: string): void {
  const files = { ...shipped, [id]: text };
  pipeline(files, id, what);
  const child = children.get(id)![0];
  if (child) pipeline(files, child, `${what}, through ${child}`);
}

const TOKENS = [
  '(',
  ')',
  '{',
  '}',
  '[',
  ']',
  ':',
  ',',
  '"',
  '#',
  '=',
  '>=',
  '-',
  '+',
  '*',
  '\n',
  ' ',
  '\uFEFF',
  'not',
  'and',
  'or',
  'when',
  'otherwise',
  'phase',
  'override',
  'remove',
  'extends',
  'variant',
  'ambiguity',
  'default',
  'example',
  'claim',
  'source',
  'players',
  'deck',
  'deal',
  'points',
  'total',
  'tally',
  'march',
  'ends',
  'next active after',
  'dealer',
  'constructor',
  '__proto__',
  'toString',
  '0',
  '-1',
  '99999999999',
  '1000000000',
  'reading',
  'is',
  'if',
  'times',
  'count(',
  'everyone',
  'J',
  'S',
  'N',
];

type Mutation =
  | { op: 'delete' | 'duplicate'; line: number }
  | { op: 'swap'; line: number; other: number }
  | { op: 'insert'; at: number; token: string }
  | { op: 'truncate'; at: number }
  | { op: 'flip'; at: number; char: string };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ op: fc.constantFrom('delete' as const, 'duplicate' as const), line: fc.nat() }),
  fc.record({ op: fc.constant('swap' as const), line: fc.nat(), other: fc.nat() }),
  fc.record({
    op: fc.constant('insert' as const),
    at: fc.nat(),
    token: fc.oneof(fc.constantFrom(...TOKENS), fc.string({ maxLength: 6 })),
  }),
  fc.record({ op: fc.constant('truncate' as const), at: fc.nat() }),
  fc.record({
    op: fc.constant('flip' as const),
    at: fc.nat(),
    char: fc.oneof(fc.constantFrom(...'(){}[]:,"#=-+ \n\tazAZ09_'), fc.string({ minLength: 1, maxLength: 1 })),
  }),
);

function mutate(text: string, m: Mutation): string {
  const lines = text.split('\n');
  switch (m.op) {
    case 'delete':
      lines.splice(m.line % lines.length, 1);
      return lines.join('\n');
    case 'duplicate': {
      const i = m.line % lines.length;
      lines.splice(i, 0, lines[i]!);
      return lines.join('\n');
    }
    case 'swap': {
      const i = m.line % lines.length,
        j = m.other % lines.length;
      [lines[i], lines[j]] = [lines[j]!, lines[i]!];
      return lines.join('\n');
    }
    case 'insert': {
      const at = m.at % (text.length + 1);
      return text.slice(0, at) + m.token + text.slice(at);
    }
    case 'truncate':
      return text.slice(0, m.at % (text.length + 1));
    case 'flip': {
      const at = m.at % Math.max(1, text.length);
      return text.slice(0, at) + m.char + text.slice(at + 1);
    }
  }
}

const MINI = shipped['kein-stich']!;
const DEEP: [string, () => Record<string, string>, string][] = [
  [
    '2,500 nested parentheses',
    () => ({
      t: `variant t extends kein-stich\nx: game over when ${'('.repeat(2500)}deals = 1${')'.repeat(2500)}: end game [wiki]\n`,
    }),
    't',
  ],
  [
    'an `or` of 10,000 terms',
    () => ({
      t: `variant t extends kein-stich\nx: game over when ${Array(10000).fill('deals = 1').join(' or ')}: end game [wiki]\n`,
    }),
    't',
  ],
  [
    'a sum of 10,000 terms',
    () => ({
      t: `variant t extends kein-stich\nx: game over when deals = ${Array(10000).fill('1 - 1').join(' + ')}: end game [wiki]\n`,
    }),
    't',
  ],
  [
    '10,000 `not`s',
    () => ({
      t: `variant t extends kein-stich\nx: game over when ${'not '.repeat(10000)}deals = 1: end game [wiki]\n`,
    }),
    't',
  ],
  [
    'a 3,000-step seat',
    () => ({
      t: `variant t extends kein-stich\noverride forehand: lead ${'next active after '.repeat(3000)}dealer [wiki]\n`,
    }),
    't',
  ],
  [
    'a 3,000-step seat in parentheses',
    () => ({
      t: `variant t extends kein-stich\noverride forehand: lead ${'next active after ('.repeat(3000)}dealer${')'.repeat(3000)} [wiki]\n`,
    }),
    't',
  ],
  [
    'a 3,000-file extends chain',
    () =>
      Object.fromEntries(
        Array.from({ length: 3000 }, (_, i) => [`v${i}`, `variant v${i} extends ${i ? `v${i - 1}` : 'kein-stich'}\n`]),
      ),
    'v2999',
  ],
  [
    'deal 1000000000 each',
    () => ({
      t: `variant t extends kein-stich\noverride dealing: deal 1000000000 each in packets 1000000000 from forehand [wiki]\n`,
    }),
    't',
  ],
  [
    '20,000 clauses',
    () => ({
      t: `variant t extends kein-stich\n${Array.from({ length: 20000 }, (_, i) => `c${i}: tally per player "t${i}" [wiki]`).join('\n')}\n`,
    }),
    't',
  ],
  [
    '5,000 phases',
    () => ({
      t: `variant t extends kein-stich\n${Array.from({ length: 5000 }, (_, i) => `phase p${i} (before domino) { s${i}: otherwise: add 1 stakes to everyone [wiki] }`).join('\n')}\n`,
    }),
    't',
  ],
  [
    '20,000 unknown overrides',
    () => ({
      t: `variant t extends kein-stich\n${Array.from({ length: 20000 }, (_, i) => `override x${i}: ties share [wiki]`).join('\n')}\n`,
    }),
    't',
  ],
  [
    'a deck of 1,000 suits and 1,000 ranks',
    () => ({
      t: `variant t extends kein-stich\noverride deck: deck { suits ${Array.from({ length: 1000 }, (_, i) => `S${i}`).join(', ')} ranks ${Array.from({ length: 1000 }, (_, i) => `R${i}`).join(', ')} } [wiki]\n`,
    }),
    't',
  ],
  [
    '6,000 steps before play',
    () => ({
      t: `variant t extends hindersche-pagat\nsource table "T"\n${Array.from({ length: 2000 }, (_, i) => `n${i}: trump named by dealer [table]\ne${i}: exchange 6 of trump for trump card [table]\ng${i}: give 99 to across [table]`).join('\n')}\n`,
    }),
    't',
  ],
  ['a 1 MB string', () => ({ t: `variant t "${'x'.repeat(1_000_000)}" extends kein-stich\n` }), 't'],
  ['a 1 MB comment', () => ({ t: `# ${'('.repeat(1_000_000)}\nvariant t extends kein-stich\n` }), 't'],
  ['a byte order mark', () => ({ t: `\uFEFF${MINI}` }), 't'],
  ['extends constructor', () => ({ t: 'variant t extends constructor\n' }), 't'],
  ['extends __proto__ as a file id', () => ({ ['__proto__']: 'variant p extends kein-stich\n' }), '__proto__'],
];

describe('fuzzing the front end', () => {
  afterAll(() => {
    console.log(
      `fuzz: ${figures.cases} cases (${figures.clean} checked clean, ${figures.diagnostics} diagnostics); slowest ${figures.slowestMs} ms (${figures.slowest})`,
    );
  });

  it.each(DEEP)('%s', (what, files, id) => {
    pipeline({ ...shipped, ...files() }, id, what, false);
  });

  it('mutations of the shipped variants', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ids), fc.array(mutation, { minLength: 1, maxLength: 4 }), (id, ms) => {
        checkMutated(id, ms.reduce(mutate, shipped[id]!), `${id} after ${JSON.stringify(ms)}`);
      }),
      { seed: SEED, numRuns: 3000 },
    );
  });

  it('bases combined at random', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...ids), { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        (bases, override) => {
          const text = `variant h "House" extends ${bases.join(', ')}\nsource house "Ours"\n${override ? 'override rubber: rubber 2 games [house]\n' : ''}`;
          pipeline({ ...shipped, h: text }, 'h', `extends ${bases.join(', ')}`);
        },
      ),
      { seed: SEED, numRuns: 200 },
    );
  });
});
