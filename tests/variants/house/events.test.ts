/**
 * Moves as values (issue 29): a deal's passes (a lay-off) and pick-ups (a beating deal) counted per
 * player and read by scoring (`pay passes stakes from everyone into pot`, `players where pickups =
 * 0`); the gallery house rules that use them, the checker's `move-count`, scored deals that give
 * the counts, and played deals that count them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkPath } from '../../../src/check/check.ts';
import { compileVariant } from '../../../src/compile/compile.ts';
import { diskReader } from '../../../src/resolve/disk.ts';
import { memoryReader } from '../../../src/resolve/load.ts';
import type { ResolvedVariant } from '../../../src/resolve/resolve.ts';
import { runExamples } from '../../../src/scenario/examples.ts';
import { runScenario } from '../../../src/scenario/run.ts';
import { ScenarioInputError } from '../../../src/scenario/errors.ts';

/** The gallery files of this part, with the base each extends. */
const GALLERY: [string, string][] = [
  ['kein-stich-domino-pass-pays', 'kein-stich'],
  ['bauernheinrich-clean-win', 'bauernheinrich'],
];

const house = (id: string): ResolvedVariant => {
  const { variant, diagnostics } = checkPath(diskReader, `variants/house/${id}.stw`);
  expect(diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
  return variant!;
};

describe('gallery: moves counted', () => {
  for (const [id, base] of GALLERY) {
    it(`${id}: checks clean, cites a source, and its examples pass against it and fail against ${base}`, () => {
      const v = house(id);
      expect(v.file.extends.map((x) => x.name)).toEqual([base]);
      expect([...v.sources.keys()]).toContain('table');
      expect(v.examples.length).toBeGreaterThan(0);
      expect(
        runExamples(v)
          .filter((r) => !r.ok)
          .map((r) => r.message),
      ).toEqual([]);
      const b = checkPath(diskReader, base).variant!;
      const texts = new Map([...b.texts, ...v.texts]);
      const againstBase = runExamples({ ...b, examples: v.examples, texts });
      // The first example fails against the base on what it scores, not on the counts it gives.
      expect(againstBase[0]!.ok).toBe(false);
      expect(againstBase[0]!.message).toMatch(/expected/);
    });
  }
});

// ── The checker: a count where no deal has the move ─────────────────────────

const KEIN_STICH = readFileSync('variants/kein-stich.stw', 'utf8');
const BAUERNHEINRICH = readFileSync('variants/bauernheinrich.stw', 'utf8');
const HEADER = (base: string) => `variant t "T"\n  extends ${base}\nsource table "House rule" by "us"\n`;
/** Checks `body` (line 4 on) as a house rule on `base`. */
const checkRule = (body: string, base = 'kein-stich') =>
  checkPath(memoryReader({ 'kein-stich': KEIN_STICH, bauernheinrich: BAUERNHEINRICH, t: HEADER(base) + body }), 't')
    .diagnostics;
const at = (d: { code: string; loc: { source: unknown; start: { line: number; column: number } } }) =>
  `${d.code} ${String(d.loc.source)}:${d.loc.start.line}:${d.loc.start.column}`;

describe('move-count: passes and pick-ups only where deals have them', () => {
  it('accepts passes in the lay-off phase and pick-ups in a beating game', () => {
    expect(checkRule('phase domino {\n  p: after deal: pay passes stakes from everyone into pot [table]\n}\n')).toEqual(
      [],
    );
    expect(
      checkRule(
        'w: game over when count(players where pickups = 0 and place = 1) > 0: end game [table]\n',
        'bauernheinrich',
      ),
    ).toEqual([]);
  });

  it('refuses passes in a phase played in tricks, at the word', () => {
    const d = checkRule('phase no-tricks {\n  p: after deal: pay passes stakes from everyone into pot [table]\n}\n');
    expect(d.map(at)).toEqual(['move-count t.stw:5:22']);
    expect(d[0]!.message).toBe(
      "`passes` counts each player's passes, which only a lay-off deal has, but the deals of phase no-tricks are played in tricks: it would be 0 for everyone",
    );
    expect(d[0]!.hint).toBe('read it in a phase whose deals are laid off (`play layoff from CARD`)');
  });

  it('refuses pick-ups at the top level of a game with no beating deal, and passes in a beating game', () => {
    const d = checkRule('w: game over when count(players where pickups > 0) > 0: end game [table]\n');
    expect(d.map(at)).toEqual(['move-count t.stw:4:39']);
    expect(d[0]!.message).toMatch(/but no phase of this game is beaten: it would be 0 for everyone$/);
    const e = checkRule('w: game over when count(players where passes > 0) > 0: end game [table]\n', 'bauernheinrich');
    expect(e.map(at)).toEqual(['move-count t.stw:4:39']);
    expect(e[0]!.message).toMatch(/but the deals of phase hand are beaten: it would be 0 for everyone$/);
  });

  it('reads a tally a file declared as `passes` as the tally, as before', () => {
    expect(
      checkRule(
        'passes: tally per player "Passes" "our own count" [table]\nphase no-tricks {\n  p: after deal: add 1 passes to most points [table]\n}\n',
      ),
    ).toEqual([]);
  });
});

// ── Scored and played deals ─────────────────────────────────────────────────

const tricks = { points: { N: 10, E: 10, S: 10, W: 10 } };
const passPays = (domino: object) => ({
  variant: 'variants/house/kein-stich-domino-pass-pays.stw',
  players: ['N', 'E', 'S', 'W'],
  dealer: 'W',
  deals: [tricks, tricks, tricks, tricks, domino],
});

describe('a deal gives or counts its moves', () => {
  it('a scored lay-off of a phase that reads passes must give them (a located input error)', () => {
    expect(() => runScenario(passPays({ places: { N: 1, E: 2, S: 3, W: 4 } }))).toThrow(ScenarioInputError);
    expect(() => runScenario(passPays({ places: { N: 1, E: 2, S: 3, W: 4 } }))).toThrow(
      /deals\[4\]\.passes: missing: a rule of this phase counts each player's passes/,
    );
  });

  it('a played lay-off counts each pass of its moves, and the pot is paid from them', () => {
    const sc = JSON.parse(readFileSync('tests/fixtures/events/domino-pass-pays.json', 'utf8'));
    const played = sc.deals[4];
    const passes = Object.fromEntries(
      sc.players.map((p: string) => [p, played.plays.filter((m: string) => m === `${p}:pass`).length]),
    );
    expect(Object.values(passes).some((n) => (n as number) > 0)).toBe(true);
    const t = runScenario(sc);
    expect(t.error).toBeUndefined();
    // The same deal scored with the passes counted from its moves settles the same.
    const last = t.log.at(-1)!;
    const scored = runScenario({ ...sc, deals: [...sc.deals.slice(0, 4), { places: last.places, passes }] });
    expect(scored.log.at(-1)!.tallies).toEqual(last.tallies);
  });

  it('a deal that reads no count keeps its outcome as before (no passes counted)', () => {
    const cv = compileVariant(checkPath(diskReader, 'kein-stich').variant!);
    expect(cv.phases.map((p) => p.counts)).toEqual([[], [], [], [], []]);
    const house = compileVariant(checkPath(diskReader, 'variants/house/kein-stich-domino-pass-pays.stw').variant!);
    expect(house.phases.map((p) => p.counts)).toEqual([[], [], [], [], ['passes']]);
  });
});
