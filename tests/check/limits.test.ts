/**
 * Depth and size (issue 10): deep nesting, long chains and huge files get a located error or are
 * handled iteratively; nothing overflows the stack. Timing is left to the fuzz test's hang guard
 * and `npm run bench`; these tests assert what is reported, and where.
 */
import { describe, expect, it } from 'vitest';
import { checkPath } from '../../src/check/check.ts';
import { compileVariant } from '../../src/compile/compile.ts';
import type { ScoreScope } from '../../src/compile/expr.ts';
import { memoryReader } from '../../src/resolve/load.ts';
import { MAX_NESTING, MAX_SEAT_STEPS } from '../../src/parse/parse.ts';
import { MAX_FILES } from '../../src/resolve/resolve.ts';
import { MAX_POINT_VALUE, MAX_SUITS } from '../../src/compile/cards.ts';
import { DEFAULT_LIMITS } from '../../src/compile/compile.ts';
import { BASE, checkBase, checkExtension, HEADER, only, positionOf } from './fixtures.ts';

/** `x: game over when COND: end game [pagat "x"]` on line 2 of t.stw. */
const gameOver = (cond: string) => checkExtension(`x: game over when ${cond}: end game [pagat "x"]\n`);

/** The compiled `game over` rule `x`, evaluated with `active` players left of four. */
function holdsWithActive(result: ReturnType<typeof checkExtension>, active: number): boolean {
  const rule = compileVariant(result.variant!).gameOver.find((r) => r.id === 'x')!;
  const scope = { seats: 4, out: [0, 1, 2, 3].map((i) => i >= active) } as unknown as ScoreScope;
  return rule.when!(scope, -1);
}

describe('deep and long input', () => {
  it('2,500 nested parentheses: located at the first one past the limit', () => {
    const d = only(gameOver('('.repeat(2500) + 'active = 1' + ')'.repeat(2500)));
    expect([d.code, d.loc.source, d.loc.start.line, d.loc.start.column]).toEqual([
      'too-deep',
      't.stw',
      2,
      19 + MAX_NESTING,
    ]);
    expect(d.message).toContain(`more than ${MAX_NESTING} deep`);
    expect(d.hint).toBeTruthy();
  });

  it('parentheses inside strings and comments do not count', () => {
    const deep = '('.repeat(MAX_NESTING + 1);
    const r = checkExtension(`# ${deep}\nsource more "${deep}"\n`);
    expect(r.diagnostics).toEqual([]);
  });

  it('an `or` of 10,000 terms checks and compiles, and means what it says', () => {
    const r = gameOver(Array.from({ length: 10000 }, (_, i) => `active = ${i + 1}`).join(' or '));
    expect(r.diagnostics).toEqual([]);
    expect(holdsWithActive(r, 3)).toBe(true);
    expect(holdsWithActive(r, 0)).toBe(false);
  });

  it('an `and` of 10,000 terms and a sum of 10,000 numbers check and compile', () => {
    const r = gameOver(
      Array.from({ length: 10000 }, () => 'active = 2').join(' and ') +
        ' and active = ' +
        Array(10000).fill('1').join(' + ') +
        ' - 9998',
    );
    expect(r.diagnostics).toEqual([]);
    expect(holdsWithActive(r, 2)).toBe(true);
    expect(holdsWithActive(r, 1)).toBe(false);
  });

  it('10,000 `not`s check and compile; an even number cancels out', () => {
    const even = gameOver('not '.repeat(10000) + 'active = 1');
    expect(even.diagnostics).toEqual([]);
    expect(holdsWithActive(even, 1)).toBe(true);
    const odd = gameOver('not '.repeat(10001) + 'active = 1');
    expect(odd.diagnostics).toEqual([]);
    expect(holdsWithActive(odd, 1)).toBe(false);
  });

  it('a seat 3,000 steps long: located at the first step past the limit', () => {
    const d = only(
      checkExtension(`override forehand: lead ${'next active after '.repeat(3000)}dealer [pagat "Play"]\n`),
    );
    expect([d.code, d.loc.start.line, d.loc.start.column]).toEqual([
      'too-deep',
      2,
      25 + MAX_SEAT_STEPS * 'next active after '.length,
    ]);
    expect(d.message).toContain(`more than ${MAX_SEAT_STEPS} steps`);
  });

  it('a seat chain in 3,000 parentheses: located at the first parenthesis past the limit', () => {
    const text = `override forehand: lead ${'next active after ('.repeat(3000)}dealer${')'.repeat(3000)} [pagat "Play"]\n`;
    const d = only(checkExtension(text));
    expect([d.code, d.loc.start.line, d.loc.start.column]).toEqual([
      'too-deep',
      2,
      24 + (MAX_NESTING + 1) * 'next active after ('.length,
    ]);
  });

  it('a chain of 3,000 `extends`: located at the extends that goes past the limit', () => {
    const files: Record<string, string> = { mini: BASE };
    for (let i = 0; i < 3000; i++) files[`v${i}`] = `variant v${i} extends ${i ? `v${i - 1}` : 'mini'}\n`;
    const r = checkPath(memoryReader(files), 'v2999');
    expect(r.variant).toBeNull();
    const d = only(r);
    // v2999 is the first file, v2999 - (MAX_FILES - 1) the last one read; its base would be one too many.
    const last = 2999 - (MAX_FILES - 1);
    expect([d.code, d.loc.source, d.loc.start.line, d.loc.start.column]).toEqual([
      'too-many-bases',
      `v${last}.stw`,
      1,
      positionOf(files[`v${last}`]!, `v${last - 1}`).column,
    ]);
    expect(d.message).toContain(String(MAX_FILES));
  });

  it('a chain of exactly the limit resolves', () => {
    const files: Record<string, string> = { mini: BASE };
    for (let i = 0; i < MAX_FILES - 1; i++) files[`v${i}`] = `variant v${i} extends ${i ? `v${i - 1}` : 'mini'}\n`;
    const r = checkPath(memoryReader(files), `v${MAX_FILES - 2}`);
    expect(r.diagnostics).toEqual([]);
    expect(r.variant!.chain).toHaveLength(MAX_FILES);
  });

  it('points-range: a card value too large for the tables, at the value', () => {
    const text = BASE.replace('points A 11,', 'points A 40000,');
    const d = only(checkBase(() => text));
    const at = positionOf(text, 'A 40000');
    expect([d.code, d.loc.start.line, d.loc.start.column]).toEqual(['points-range', at.line, at.column]);
    expect(d.message).toBe(`a value of 40000 points; at most ${MAX_POINT_VALUE}`);
  });

  it('a deck of 1,000 suits: deck-size at the first suit too many, and no card tables built', () => {
    const suits = Array.from({ length: 1000 }, (_, i) => `X${i}`).join(', ');
    const text = BASE.replace('suits S, H, D, C', `suits S, H, D, C, ${suits}`);
    const d = only(checkBase(() => text));
    const at = positionOf(text, `X${MAX_SUITS - 4}`);
    expect([d.code, d.loc.start.line, d.loc.start.column]).toEqual(['deck-size', at.line, at.column]);
    expect(d.message).toBe(`a deck of more than ${MAX_SUITS} suits`);
  });

  it('a deck of 32 suits is refused: its trumps would share a bit with the first suit in the rules of play', () => {
    const suits = (n: number) => Array.from({ length: n - 4 }, (_, i) => `X${i}`).join(', ');
    const at = (n: number) => BASE.replace('suits S, H, D, C', `suits S, H, D, C, ${suits(n)}`);
    const d = only(checkBase(() => at(32)));
    expect([d.code, d.message]).toEqual(['deck-size', 'a deck of more than 31 suits']);
    expect(checkBase(() => at(31)).diagnostics.filter((x) => x.code === 'deck-size')).toEqual([]);
  });

  it.each(['1000000000', '10000000000'])(
    'deal %s each: refused by deal-packets before any work on its tricks',
    (count) => {
      const r = checkBase((t) => t.replace('deal 6 each in packets 3 3', `deal ${count} each in packets ${count}`));
      const d = only(r);
      expect([d.code, d.loc.start.line, d.loc.start.column]).toEqual([
        'deal-packets',
        positionOf(BASE, 'deal 6').line,
        positionOf(BASE, 'deal 6').column,
      ]);
      expect(d.message).toBe(`4 players of ${count} cards need ${4 * Number(count)}; the pack has 24`);
    },
  );
});

describe("bounds past the engine's (issue 27)", () => {
  const { dealsPerGame, gamesPerRubber } = DEFAULT_LIMITS;

  it.each([
    'deals = 4294967296',
    `deals >= ${dealsPerGame + 1}`,
    `deals > ${dealsPerGame}`,
    `${dealsPerGame + 1} <= deals`,
    `active = 1 or deals = ${dealsPerGame + 1}`,
  ])('`game over when %s` is refused at the count of deals the engine never reaches', (cond) => {
    const d = only(gameOver(cond));
    const at = positionOf(HEADER + `x: game over when ${cond}`, cond.includes(' or ') ? 'deals' : cond);
    expect([d.code, d.loc.start.line, d.loc.start.column]).toEqual(['past-engine-bound', at.line, at.column]);
    expect(d.message).toContain(dealsPerGame.toLocaleString('en'));
    expect(d.hint).toBeTruthy();
  });

  it('a count of deals within the bound, or one that holds early, checks clean', () => {
    for (const cond of [
      `deals = ${dealsPerGame}`,
      `deals >= ${dealsPerGame}`,
      `deals < ${dealsPerGame * 10}`,
      `not deals = ${dealsPerGame + 1}`,
    ]) {
      expect(gameOver(cond).diagnostics, cond).toEqual([]);
    }
  });

  it("a phase's `ends when deals = N` past the bound is refused too", () => {
    const r = checkBase((t) => t.replace('vier-end: ends when total marks >= 4', 'vier-end: ends when deals = 99999'));
    const d = only(r);
    expect([d.code, d.loc.start.line]).toEqual(['past-engine-bound', positionOf(BASE, 'vier-end').line]);
  });

  it('`rubber N games` past the games a rubber may run is refused; at the bound it checks', () => {
    const d = only(checkExtension(`r: rubber ${gamesPerRubber + 1} games [pagat "x"]\n`));
    expect([d.code, d.loc.start.line]).toEqual(['past-engine-bound', 2]);
    expect(d.message).toContain(gamesPerRubber.toLocaleString('en'));
    expect(checkExtension(`r: rubber ${gamesPerRubber} games [pagat "x"]\n`).diagnostics).toEqual([]);
  });
});
