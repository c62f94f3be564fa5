/**
 * Every shipped variant, under every combination of the readings of its ambiguities (up to
 * MAX_COMBINATIONS; beyond, each reading on its own), plays whole rubbers to the end card by card
 * through its machine: seeded random legal moves (a card, a pass, a pick-up), now and then a
 * Schleipfe or a Hübscher where the rules allow one. Each rubber must end within a bound of deals and moves, the machine must never
 * stop on an error, and the tallies, deal results and settlement must stay consistent.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActor } from 'xstate';
import { compileVariant, type CompiledVariant } from '../../src/compile/compile.ts';
import { awaiting, createGameMachine, type GameActor } from '../../src/engine/machine.ts';
import { legalMoves } from '../../src/engine/bot-move.ts';
import { participantsOf } from '../../src/engine/flow/order.ts';
import { redealAllowed } from '../../src/engine/flow/redeal.ts';
import { stateScope } from '../../src/engine/flow/scopes.ts';
import { isComplete, outcomeOf, takeRefused } from '../../src/engine/play.ts';
import { dealCards } from '../../src/engine/deal-cards.ts';
import { createRng, type Rng } from '../../src/engine/rng.ts';
import type { LogEntry } from '../../src/engine/state.ts';
import { loadVariant } from '../helpers.ts';

/** Rubbers per variant, shared out among its combinations of readings, at least one each (fixed seeds). */
const RUBBERS = 32;
/** Combinations of readings a variant may have before only one reading at a time is changed (Hindersi-Jass has 96). */
const MAX_COMBINATIONS = 128;
/** Deals in one rubber before it counts as endless (the longest of these rubbers has 39). */
const MAX_DEALS = 2_000;
/** Moves in one deal before it counts as endless (a beating deal picks cards back up). */
const MAX_MOVES = 5_000;

/** Sends `event`, failing with the machine's own error if it stopped on one. */
function send(actor: GameActor, event: Parameters<GameActor['send']>[0], what: string): void {
  actor.send(event);
  const snap = actor.getSnapshot();
  if (snap.status === 'error') throw new Error(`${what}: the machine stopped on ${String(snap.error)}`);
}

/** The tallies of `e` are whole numbers for every player (one number for a shared tally). */
function checkTallies(cv: CompiledVariant, e: LogEntry, n: number, where: string): void {
  for (const t of cv.tallies) {
    const v = e.tallies[t.name];
    expect(v, `${where}: tally ${t.name}`).toBeDefined();
    const values = typeof v === 'number' ? [v] : Object.values(v!);
    if (typeof v !== 'number') expect(values, `${where}: tally ${t.name} lists every player`).toHaveLength(n);
    for (const x of values) expect(Number.isInteger(x), `${where}: tally ${t.name} = ${x}`).toBe(true);
  }
}

/** Plays one deal card by card from the machine's state; returns the deal's result as the play left it. */
function playOneDeal(cv: CompiledVariant, actor: GameActor, rng: Rng, where: string) {
  const s = actor.getSnapshot().context;
  const participants = participantsOf(cv, s);
  // A Hübscher, where the rules allow one, now and then (at most once in a row: the same dealer deals again).
  const asker = participants.find((q) => redealAllowed(cv, s, q));
  if (asker !== undefined && s.entry?.kind !== 'redeal' && rng.int(8) === 0) {
    const before = s.dealNumber;
    send(actor, { type: 'REDEAL', seat: asker }, where);
    expect(actor.getSnapshot().context.dealNumber, `${where}: a redeal is recorded`).toBe(before + 1);
    return null;
  }
  const { hands, trump } = dealCards(cv, s, rng, participants);
  send(actor, { type: 'CARDS', hands, trump }, where);
  let moves = 0;
  for (;;) {
    const before = actor.getSnapshot().context.play!;
    if (isComplete(cv, before)) break;
    expect(moves++, `${where}: moves in one deal`).toBeLessThan(MAX_MOVES);
    // A Schleipfe now and then, by whoever the rules let take the last trick.
    const scope = stateScope(actor.getSnapshot().context);
    const taker =
      before.trick.length === 0 && before.lastTrick
        ? before.participants.find((q) => takeRefused(cv, before, q, scope) === null)
        : undefined;
    if (taker !== undefined && rng.int(4) === 0) send(actor, { type: 'TAKE', seat: taker }, where);
    const p = actor.getSnapshot().context.play!;
    const legal = legalMoves(cv, p, p.turn);
    expect(legal.length, `${where}: ${s.players[p.turn]} has a move`).toBeGreaterThan(0);
    const m = legal[rng.int(legal.length)]!;
    send(
      actor,
      m.kind === 'play'
        ? { type: 'PLAY', seat: p.turn, card: m.card }
        : m.kind === 'pass'
          ? { type: 'PASS', seat: p.turn }
          : { type: 'PICKUP', seat: p.turn },
      where,
    );
    expect(actor.getSnapshot().context.play, `${where}: a legal move is taken`).not.toBe(p);
  }
  const p = actor.getSnapshot().context.play!;
  const result = outcomeOf(p);
  send(actor, { type: 'COUNT' }, where);
  return { participants, result, hands: p.hands, trick: p.trick };
}

/** Plays a rubber of `cv` from `seed` to its end; fails on anything inconsistent. */
function playRubber(cv: CompiledVariant, seed: number, where: string): { deals: number } {
  const rng = createRng(seed);
  const n = cv.players.max;
  const players = Array.from({ length: n }, (_, i) => `P${i + 1}`);
  const actor = createActor(createGameMachine(cv), { input: { players, dealer: seed % n } }).start();
  let deals = 0;
  while (awaiting(actor.getSnapshot()) !== 'rubber-over') {
    const at = `${where}, deal ${deals + 1}`;
    expect(deals++, `${where}: deals in one rubber`).toBeLessThan(MAX_DEALS);
    const played = playOneDeal(cv, actor, rng, at);
    const s = actor.getSnapshot().context;
    const e = s.entry!;
    checkTallies(cv, e, n, at);
    if (!played) continue;
    const { participants, result, hands, trick } = played;
    if (result.places) {
      // A lay-off or beating deal places everyone dealt in, 1 to n, each place once.
      expect(
        participants.map((q) => result.places![q]!).sort((x, y) => x - y),
        `${at}: places`,
      ).toEqual(participants.map((_, i) => i + 1));
    } else {
      for (const q of participants) expect(hands[q], `${at}: ${players[q]} has played every card`).toEqual([]);
      expect(trick, `${at}: no card left on the table`).toEqual([]);
      expect(
        result.tricks.reduce((x, y) => x + y, 0),
        `${at}: tricks`,
      ).toBe(cv.deal.count);
      const total = cv.phases.find((ph) => ph.id === e.phase)?.pointsTotal ?? cv.pointsTotal;
      const points = result.points.reduce((x, y) => x + y, 0);
      if (total !== null) expect(points, `${at}: card points`).toBeLessThanOrEqual(total);
      if (total !== null && participants.length * cv.deal.count === cv.deck.size)
        expect(points, `${at}: card points of the whole pack`).toBe(total);
    }
  }
  const end = actor.getSnapshot().context;
  if (cv.settle) {
    expect(end.settlement, `${where}: a settlement`).not.toBeNull();
    for (const x of end.settlement!) expect(Number.isFinite(x), `${where}: settlement ${x}`).toBe(true);
  }
  actor.stop();
  return { deals };
}

/**
 * Every combination of readings of the ambiguities of `id`, or, when there are more than
 * MAX_COMBINATIONS, the defaults and each other reading on its own (one changed at a time).
 */
function readingSets(id: string): Record<string, string>[] {
  const ambiguities = [...loadVariant(id).ambiguities];
  const count = ambiguities.reduce((n, [, amb]) => n * amb.readings.length, 1);
  if (count > MAX_COMBINATIONS) {
    return [
      {},
      ...ambiguities.flatMap(([q, amb]) =>
        amb.readings.filter((r) => r.id.name !== amb.default.name).map((r) => ({ [q]: r.id.name })),
      ),
    ];
  }
  let sets: Record<string, string>[] = [{}];
  for (const [q, amb] of ambiguities)
    sets = sets.flatMap((set) => amb.readings.map((r) => ({ ...set, [q]: r.id.name })));
  return sets;
}

const shipped = readdirSync(new URL('../../variants/', import.meta.url))
  .filter((f) => f.endsWith('.stw'))
  .map((f) => f.slice(0, -4))
  .sort();

describe('random games of every shipped variant under every reading', () => {
  it('finds the shipped variants', () => {
    expect(shipped.length).toBeGreaterThanOrEqual(13);
  });

  for (const id of shipped) {
    it(`${id}: every rubber ends with consistent tallies, under every reading`, () => {
      const v = loadVariant(id);
      const sets = readingSets(id);
      for (const options of sets) {
        const cv = compileVariant(v, options);
        const reading =
          Object.entries(options)
            .map(([q, r]) => `${q} = ${r}`)
            .join(', ') || 'no ambiguity';
        fc.assert(
          fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
            playRubber(cv, seed, `${id} under ${reading}, seed ${seed}`);
          }),
          { numRuns: Math.max(1, Math.floor(RUBBERS / sets.length)), seed: 10 },
        );
      }
    }, 60_000);
  }
});
