/**
 * Checks per combination of readings (issue 29): the checks that read `players`, `deck`, `deal` and
 * `points` read the clauses in force together under each combination of the readings that guard
 * them, so that a file offering "three or four players" and "24 or 32 cards" by readings checks
 * clean, and a problem of one combination names it in words.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkPath } from '../../src/check/check.ts';
import { readingCombinations, MAX_COMBINATIONS, readingWords } from '../../src/check/checks/combinations.ts';
import { memoryReader } from '../../src/resolve/load.ts';
import { checkExtension, only, positionOf } from './fixtures.ts';

const FIXTURE = readFileSync('tests/fixtures/readings/table-and-pack.stw', 'utf8');
/** Checks the fixture with `edit` applied, as `table-and-pack.stw` in memory. */
const check = (edit: (t: string) => string = (t) => t) =>
  checkPath(memoryReader({ 'table-and-pack': edit(FIXTURE) }), 'table-and-pack');
const at = (text: string, needle: string) => {
  const p = positionOf(text, needle);
  return `${p.line}:${p.column}`;
};
const where = (d: { loc: { start: { line: number; column: number } } }) => `${d.loc.start.line}:${d.loc.start.column}`;

describe('a file offering three or four players and 24 or 32 cards by readings', () => {
  it('checks clean: each deal and each points clause is read with the pack and the table of its reading', () => {
    // Before, `deal-packets` read the long deal against the first deck (24 cards), and
    // `points-total` the long pack's points against it too (126, not 128).
    expect(check().diagnostics).toEqual([]);
  });

  it('names the one combination under which the players need more cards than the pack holds', () => {
    // The long pack without its Sevens: 28 cards, enough for three players of 8 but not for four.
    const text = FIXTURE.replace('ranks 7, 8, 9', 'ranks 8, 9');
    const d = only(check(() => text));
    expect([d.code, where(d)]).toEqual(['deal-packets', at(text, 'deal 8 each')]);
    expect(d.message).toBe('4 players of 8 cards need 32; the pack has 28, with reading table-size four and pack long');
  });

  it('checks a guarded points clause against the deck and deal of its reading, naming the reading', () => {
    const text = FIXTURE.replace('each trick 1 total 128', 'each trick 1 total 127');
    const d = only(check(() => text));
    expect([d.code, where(d)]).toEqual(['points-total', at(text, '127')]);
    expect(d.message).toBe(
      'the card points add up to 128, not the declared 127 (with S, H, D or C trumps, and with no trumps), with reading pack long',
    );
  });

  it('reports a card a clause names that one of its packs lacks, naming that pack', () => {
    const text = FIXTURE.replace('follow: must play led when holding led', 'follow: must play led when holding 7S');
    const d = only(check(() => text));
    expect([d.code, where(d)]).toEqual(['play-condition', at(text, '7S')]);
    expect(d.message).toContain(', with reading pack short');
  });

  it('requires a deal in force under every combination of the readings that guard the deals', () => {
    const text = FIXTURE.replace(
      'from forehand if reading pack is long',
      'from forehand if reading table-size is three',
    );
    const missing = check(() => text).diagnostics.filter((d) => d.code === 'missing-clause');
    expect(missing.map((d) => [where(d), d.message])).toEqual([
      [
        at(text, 'if reading pack is short  [table]'),
        'with reading pack long and table-size four, variant `table-and-pack` has no `deal` clause',
      ],
    ]);
  });

  it('reads a pass with the table of each reading: `across` only where three play, naming the reading', () => {
    const text = FIXTURE.replace('no-trumps:', 'passing: give 2 to next, across [table]\nno-trumps:');
    const d = only(check(() => text));
    expect([d.code, where(d)]).toEqual(['give-across', at(text, 'across [table]')]);
    expect(d.message).toBe(
      '`across` needs an even number of players, but `three-players` allows 3, with reading table-size three',
    );
  });

  it('still reports a problem of every combination without naming one', () => {
    const text = FIXTURE.replace('short-deal: deal 6 each in packets 3 3', 'short-deal: deal 6 each in packets 3 2');
    const d = only(check(() => text));
    expect([d.code, where(d), d.message]).toEqual([
      'deal-packets',
      at(text, 'deal 6 each'),
      'the packets add up to 5 cards, but each player is dealt 6',
    ]);
  });
});

describe('a trump named by a player counts as a trump (issue 29)', () => {
  it('checks the pack without trumps in a phase where no player names one', () => {
    // The base's Butzen has no step naming the trump: with `trump none` its deals have none, and the
    // base's points (140 with every trump suit) come to 120 without the specials of the trump.
    const d = only(
      checkExtension(
        'override upcard: trump none [pagat "Deal"]\nphase vier {\n  call: trump named by dealer [pagat "Deal"]\n}\n',
      ),
    );
    expect(d.code).toBe('points-total');
    expect(d.message).toBe('the card points add up to 120, not the declared 140 (with no trumps)');
  });

  it('and checks no deal without trumps where every phase names one', () => {
    expect(
      checkExtension(
        'override upcard: trump none [pagat "Deal"]\nphase vier {\n  call: trump named by dealer [pagat "Deal"]\n}\nphase butzen {\n  call-2: trump named by dealer [pagat "Deal"]\n}\n',
      ).diagnostics,
    ).toEqual([]);
  });
});

describe('combinations of readings', () => {
  it('are bounded: past MAX_COMBINATIONS none are listed (the checks then read the default readings)', () => {
    const ambiguities = Array.from({ length: 9 }, (_, i) => `q${i}`);
    const text = `variant many "Many questions"\nsource s "S"\n${ambiguities.map((q) => `ambiguity ${q} "?" {\n  a "A" [s]\n  b "B" [s]\n  default a\n}\n`).join('')}`;
    const v = checkPath(memoryReader({ many: text }), 'many').variant!;
    expect(2 ** 9).toBeGreaterThan(MAX_COMBINATIONS);
    expect(readingCombinations(v, ambiguities)).toBeNull();
    expect(readingCombinations(v, ambiguities.slice(0, 8))).toHaveLength(256);
  });

  it('are said in words', () => {
    expect(readingWords(new Map([['table-size', 'four']]))).toBe('with reading table-size four');
    expect(
      readingWords(
        new Map([
          ['table-size', 'four'],
          ['pack', 'short'],
          ['deal-passes', 'with-play'],
        ]),
      ),
    ).toBe('with reading table-size four, pack short and deal-passes with-play');
    expect(readingWords(new Map())).toBe('');
  });
});
