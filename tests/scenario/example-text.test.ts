/**
 * "Save this deal as an example" (src/scenario/example-text.ts): deals played by bots as the play
 * island plays them (its events, takes included), and deals scored as the slate scores them, are
 * written as an `example` block; appended to the file they came from, the file must still check
 * clean and the new example must pass. Over seeded games of shipped variants and house rules.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { createActor } from 'xstate';
import { checkPath } from '../../src/check/check.ts';
import { formatDiagnostic } from '../../src/core/diagnostic.ts';
import { compileVariant, type CompiledVariant } from '../../src/compile/compile.ts';
import { diskReader } from '../../src/resolve/disk.ts';
import { awaiting, createGameMachine, isCounting, type GameEvent } from '../../src/engine/machine.ts';
import { botMove, moveText } from '../../src/engine/bot-move.ts';
import { randomBot } from '../../src/engine/bots.ts';
import { createRng } from '../../src/engine/rng.ts';
import { takeRefused } from '../../src/engine/play.ts';
import { dealCards } from '../../src/engine/deal-cards.ts';
import { participantsOf } from '../../src/engine/flow/order.ts';
import { stateScope } from '../../src/engine/flow/scopes.ts';
import { seatsToMove } from '../../src/engine/steps/index.ts';
import { parseMove } from '../../src/scenario/input.ts';
import { runExamples } from '../../src/scenario/examples.ts';
import {
  dealsFromEvents,
  exampleIds,
  exampleText,
  withFreshId,
  type ExampleBlock,
} from '../../src/scenario/example-text.ts';
import { seededScenario } from '../seeded-deals.ts';

const NAMES = ['You', 'Ada', 'Ben', 'Cleo'];
const tmp = mkdtempSync(join(tmpdir(), 'stw-example-'));

/** The variant at `path` checked and compiled under `options`. */
function load(path: string, options: Record<string, string> = {}): CompiledVariant {
  const { variant, diagnostics } = checkPath(diskReader, path);
  if (!variant || diagnostics.length)
    throw new Error(`${path} does not check: ${diagnostics.map((d) => d.message).join('; ')}`);
  return compileVariant(variant, options);
}

/**
 * A game played by random bots as the play island plays it (a deal shuffled per `deal` move, a
 * count when every card is out), with takes tried now and then where the rules allow them, for
 * `deals` deals or to the end of the rubber: the events sent, in order.
 */
function playGame(cv: CompiledVariant, seed: number, deals: number): { events: GameEvent[]; names: string[] } {
  const names = NAMES.slice(0, cv.players.max);
  const a = createActor(createGameMachine(cv), { input: { players: names, dealer: names.length - 1 } });
  a.start();
  const events: GameEvent[] = [];
  const send = (e: GameEvent) => {
    events.push(e);
    a.send(e);
  };
  const rng = createRng(seed);
  let dealt = 0;
  let lastTake = -1;
  // Bounded: a deal takes fewer moves than this, and a game `deals` deals.
  for (let guard = 0; guard < 20_000; guard++) {
    const snap = a.getSnapshot();
    const at = awaiting(snap);
    if (at === 'rubber-over') break;
    if (at !== 'play') {
      if (dealt === deals) break;
      const { hands, trump, upcard, talon } = dealCards(
        cv,
        snap.context,
        createRng(seed * 104729 + guard),
        participantsOf(cv, snap.context),
      );
      send({ type: 'CARDS', hands, trump, upcard, ...(talon.length > 0 ? { talon } : {}) });
      dealt++;
      continue;
    }
    if (isCounting(snap)) {
      send({ type: 'COUNT' });
      continue;
    }
    const p = snap.context.play!;
    if (cv.takeTrick && p.trick.length === 0 && p.lastTrick && p.tricksPlayed !== lastTake && rng.int(3) === 0) {
      lastTake = p.tricksPlayed;
      const taker = p.participants.find(
        (q) => q !== p.lastTrick!.takenBy && takeRefused(cv, p, q, stateScope(snap.context)) === null,
      );
      if (taker !== undefined) {
        send({ type: 'TAKE', seat: taker });
        continue;
      }
    }
    const seat = seatsToMove(cv, p)[0] ?? p.turn;
    const m = botMove(cv, p, seat, randomBot, rng);
    if (!m) throw new Error(`no move for seat ${seat}`);
    const text = moveText(cv, String(seat), m);
    send({ type: 'MOVE', seat, move: parseMove(cv, text.slice(text.indexOf(':') + 1), 'move') });
  }
  a.stop();
  return { events, names };
}

/** `block` appended to the file at `path` (in a folder of its own, under the same name), checked and its examples run. */
function appendAndRun(
  path: string,
  block: ExampleBlock,
): { problems: string[]; result: ReturnType<typeof runExamples>[number] | undefined } {
  const text = readFileSync(path, 'utf8');
  const fresh = withFreshId(block, text);
  const dir = mkdtempSync(join(tmp, 'v-'));
  const copy = join(dir, basename(path));
  writeFileSync(copy, `${text.trimEnd()}\n\n${fresh.text}`);
  const { variant, diagnostics } = checkPath(diskReader, copy);
  const problems = diagnostics.map((d) => formatDiagnostic(d, variant?.texts.get(String(d.loc.source)) ?? ''));
  if (!variant || problems.length) return { problems, result: undefined };
  const mine = variant.examples.filter((e) => e.id.name === fresh.id);
  return { problems, result: runExamples({ ...variant, examples: mine })[0] };
}

const PLAYED: [string, Record<string, string>][] = [
  ['variants/hindersche-pagat.stw', {}],
  ['variants/hindersche-swedish.stw', {}],
  ['variants/kein-stich.stw', {}],
  ['variants/bauernheinrich.stw', { 'last-place': 'not-recorded' }],
  ['variants/house/hindersche-six-for-trump.stw', {}],
  ['variants/house/hindersche-forehand-names-trump.stw', {}],
  ['variants/house/hindersche-no-schleipfe.stw', {}],
  ['variants/house/hindersche-march-at-90.stw', {}],
  ['variants/house/kein-stich-power-march.stw', {}],
  ['variants/house/bauernheinrich-pick-up-any.stw', {}],
  // A talon given to a player (the example writes it), cards moved by rule, cards chosen to give.
  ['variants/house/bauernheinrich-widow.stw', {}],
  ['variants/house/bauernheinrich-sixes-to-owners.stw', {}],
  ['variants/house/kein-stich-domino-one-heart.stw', {}],
];

describe('a deal played at the table, saved as an example', () => {
  for (const [path, options] of PLAYED) {
    it(`replays and passes when appended to ${path}`, () => {
      const cv = load(path, options);
      for (const [seed, deals] of [
        [1, 1],
        [7, 2],
        [23, 4],
      ] as const) {
        const { events, names } = playGame(cv, seed, deals);
        const block = exampleText(
          cv,
          { players: names, dealer: names.at(-1)!, options, deals: dealsFromEvents(cv, names, events) },
          'table',
          ['example-1'],
        );
        if (typeof block === 'string') throw new Error(`seed ${seed}: ${block}`);
        expect(block.id).toBe('example-2');
        expect(block.text).toMatch(/^example example-2 "Deal \d+ as played at the table: [^"]+" \{\n/);
        const { problems, result } = appendAndRun(path, block);
        expect(problems, `seed ${seed}\n${block.text}`).toEqual([]);
        expect(result?.ok, `seed ${seed}: ${result?.message}\n${block.text}`).toBe(true);
      }
    });
  }

  it('writes the deal saved in full (hands, trump, moves) and expects what it scored', () => {
    const cv = load('variants/hindersche-pagat.stw');
    const { events, names } = playGame(cv, 5, 1);
    const block = exampleText(
      cv,
      { players: names, dealer: 'Cleo', deals: dealsFromEvents(cv, names, events) },
      'table',
    );
    if (typeof block === 'string') throw new Error(block);
    expect(block.text).toMatch(/\n {2}players You Ada Ben Cleo dealer Cleo\n {2}hand You( \w+){9}\n/);
    expect(block.text).toMatch(/\n {2}trump \w+\n {2}moves /);
    expect(block.text).toMatch(/\n {2}expect card-points You \d+ Ada \d+ Ben \d+ Cleo \d+\n {2}expect tricks-taken /);
    expect(block.text).toMatch(/\n {2}expect marks You \d Ada \d Ben \d Cleo \d\n/);
  });

  it('leaves out a deal still being played, and offers nothing before a deal is over', () => {
    const cv = load('variants/hindersche-pagat.stw');
    const { events, names } = playGame(cv, 3, 1);
    const cut = events.findIndex((e) => e.type === 'COUNT');
    expect(dealsFromEvents(cv, names, events.slice(0, cut))).toEqual([]);
    expect(exampleText(cv, { players: names, dealer: 'Cleo', deals: [] }, 'table')).toBe('no deal is finished yet');
  });
});

describe('deals scored on the slate, saved as an example', () => {
  const SCORED: [string, string[]][] = [
    ['variants/hindersche-pagat.stw', ['N', 'W', 'S', 'E']],
    ['variants/hindersche-schoch.stw', ['N', 'W', 'S', 'E']],
    ['variants/hindersi-jass.stw', ['N', 'W', 'S', 'E']],
    ['variants/kein-stich-six-penultimate.stw', ['N', 'E', 'S', 'W']],
    ['variants/house/hindersche-sweep.stw', ['N', 'W', 'S', 'E']],
    ['variants/house/hindersche-tie-marks-both.stw', ['N', 'W', 'S', 'E']],
    ['variants/house/hindersche-swedish-playoff.stw', ['N', 'W', 'S', 'E']],
  ];
  for (const [path, players] of SCORED) {
    it(`passes when appended to ${path}`, () => {
      const cv = load(path);
      for (const [seed, n] of [
        [2, 1],
        [11, 5],
        [31, 12],
      ] as const) {
        const sc = seededScenario(cv, seed, n, players);
        const block = exampleText(cv, { players, dealer: sc.dealer, deals: sc.deals }, 'slate');
        if (typeof block === 'string') throw new Error(`seed ${seed}: ${block}`);
        expect(block.title).toMatch(/^Deal \d+ as scored on the slate: /);
        const { problems, result } = appendAndRun(path, block);
        expect(problems, `seed ${seed}\n${block.text}`).toEqual([]);
        expect(result?.ok, `seed ${seed}: ${result?.message}\n${block.text}`).toBe(true);
      }
    });
  }

  it('writes the options chosen, and says why when the deals are refused', () => {
    const cv = load('variants/hindersche-pagat.stw', { 'playoff-decided': 'points-only' });
    const players = ['N', 'W', 'S', 'E'];
    const block = exampleText(
      cv,
      {
        players,
        dealer: 'N',
        options: { 'playoff-decided': 'points-only' },
        deals: [{ points: { N: 50, W: 30, S: 35, E: 25 } }],
      },
      'slate',
    );
    if (typeof block === 'string') throw new Error(block);
    expect(block.text).toContain('\n  options playoff-decided = points-only\n  deal points N 50 W 30 S 35 E 25\n');
    expect(block.title).toBe('Deal 1 as scored on the slate: marks N +1');
    expect(
      exampleText(cv, { players, dealer: 'N', deals: [{ points: { N: 500, W: 30, S: 35, E: 25 } }] }, 'slate'),
    ).toMatch(/^these deals cannot be replayed: /);
  });
});

describe('example ids', () => {
  it('reads the ids a file declares and renumbers a block whose id is taken', () => {
    const file = 'example example-1 "a" {\n}\n  example example-2 "b" {\n}\n';
    expect(exampleIds(file)).toEqual(['example-1', 'example-2']);
    const block = { id: 'example-1', title: 't', text: 'example example-1 "t" {\n}\n' };
    expect(withFreshId(block, file)).toEqual({ id: 'example-3', title: 't', text: 'example example-3 "t" {\n}\n' });
    expect(withFreshId(block, '')).toBe(block);
  });
});
