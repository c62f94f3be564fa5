/**
 * The search's own structures (src/explore/search.ts, key-set.ts): a state's key is the same as
 * another's exactly when the JSON key the search used before would be (tested against it, written
 * out here, on states the shipped variants reach and on states changed at random), and the set
 * of keys holds a key exactly when a set of their JSON texts would.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { compiled } from '../helpers.ts';
import { KeySet } from '../../src/explore/key-set.ts';
import { keep, keepLast, revive, startState, stepsFrom, writeKey, type Searchable } from '../../src/explore/search.ts';
import type { GameSnapshot } from '../../src/engine/machine.ts';
import type { GameState } from '../../src/engine/state.ts';
import { createRng, type Rng } from '../../src/engine/rng.ts';
import { sameJson, sameMembers } from '../../src/explore/same-json.ts';
import { Packer } from '../../src/explore/packed.ts';

/** The key as the search wrote it before (JSON of the parts that can influence what happens next): the oracle. */
function jsonKey(snapshot: GameSnapshot, reads: Searchable['reads']): string {
  const s = snapshot.context;
  let out = 0;
  for (let q = 0; q < s.out.length; q++) if (s.out[q]) out += 2 ** q;
  const tallies: number[][] = [];
  for (const name of Object.keys(s.tallies)) tallies.push(s.tallies[name]!);
  const times: number[] = [];
  for (const id of reads.times) times.push(Object.hasOwn(s.fired, id) ? s.fired[id]! : 0);
  return JSON.stringify([
    snapshot.status,
    s.game,
    s.phase,
    s.dealer,
    out,
    tallies,
    s.playoff,
    s.end,
    reads.deals ? s.phaseDeals : 0,
    reads.eventCounts ? s.eventCounts : 0,
    times,
  ]);
}

/** Up to `limit` states of `id` breadth first (every state a transition reaches, repeats included). */
function reached(id: string, limit: number): { states: GameSnapshot[]; reads: Searchable['reads'] } {
  const cv = compiled(id);
  const { snapshot, step, reads } = startState(cv, undefined, { quiet: true });
  const states: GameSnapshot[] = [snapshot];
  const seen = new Set<string>([jsonKey(snapshot, reads)]);
  let frontier = [snapshot];
  for (let depth = 0; depth < 6 && states.length < limit && frontier.length > 0; depth++) {
    const next: GameSnapshot[] = [];
    for (const s of frontier) {
      if (s.status !== 'active') continue;
      for (const st of stepsFrom(cv, s.context)) {
        if (states.length >= limit) break;
        const after = step(s, st.outcome);
        states.push(after);
        const key = jsonKey(after, reads);
        if (!seen.has(key)) {
          seen.add(key);
          next.push(after);
        }
      }
    }
    frontier = next;
  }
  return { states, reads };
}

/** Whether `keys` had the key of `snaps` (one after another) before, adding it. */
function addAll(keys: KeySet, snaps: GameSnapshot[], reads: Searchable['reads'][]): boolean {
  keys.begin();
  snaps.forEach((s, i) => writeKey(keys, s, reads[i]!));
  if (keys.has()) return true;
  keys.add();
  return false;
}

/** A copy of `s` with its context changed by `change` (a deep copy first: states are never changed in place). */
function changed(s: GameSnapshot, change: (c: GameState) => void): GameSnapshot {
  const context = structuredClone(s.context);
  change(context);
  return { ...s, context } as GameSnapshot;
}

/** Numbers that JSON writes alike or apart in ways a key must follow. */
const ODD_NUMBERS = [0, -0, 1, -1, 0.5, 1 / 3, NaN, Infinity, -Infinity, 2 ** 31, -(2 ** 31), 2 ** 40, 1e21, 1e-7];

/**
 * Gives `c` a copy of `from`'s play-off changed into one of other shapes and numbers than the flow
 * makes (packed.ts packs the flow's as numbers; these must fall back to text and key alike).
 */
function oddPlayoff(c: GameState, from: GameSnapshot, rng: Rng): void {
  const pick = <T>(xs: readonly T[]): T => xs[rng.int(xs.length)]!;
  c.playoff = structuredClone(from.context.playoff);
  const p = c.playoff as unknown as Record<string, unknown>,
    d = c.playoff!.pending[0] as unknown as Record<string, unknown>;
  switch (rng.int(9)) {
    case 0:
      d.amounts = { 3: pick(ODD_NUMBERS), 1: 2, x: 1 };
      break;
    case 1:
      d.amounts = pick([
        { 2: pick(ODD_NUMBERS), '-1': 1 },
        { 2: 1, '01': 4 },
        { 3: 1, '1.0': 2 },
        { 4294967296: 1, 0: 2 },
      ]);
      break;
    case 2:
      d.group = [pick(ODD_NUMBERS), 1];
      break;
    case 3:
      p.tiedDealer = pick(ODD_NUMBERS);
      d.slots = pick(ODD_NUMBERS);
      break;
    case 4:
      d.extra = 1;
      break;
    case 5:
      d.action = { ...(d.action as object), more: [pick(ODD_NUMBERS)] };
      break;
    case 6:
      p.dealer = undefined;
      break;
    case 7:
      c.playoff!.pending.push({ ...c.playoff!.pending[0]!, amounts: {}, group: [] });
      break;
    default:
      d.clause = pick(['a', '__proto__', '']);
  }
}

const VARIANTS = readdirSync('variants')
  .filter((f) => f.endsWith('.stw'))
  .map((f) => f.slice(0, -4));

describe('state keys', () => {
  it('are equal exactly when the JSON keys are, on the states every shipped variant reaches', () => {
    for (const id of VARIANTS) {
      const { states, reads } = reached(id, 4_000);
      const keys = new KeySet();
      const texts = new Set<string>();
      for (const s of states) {
        const text = jsonKey(s, reads);
        expect(addAll(keys, [s], [reads]), id).toBe(texts.has(text));
        texts.add(text);
      }
      expect(keys.size).toBe(texts.size);
      expect(texts.size).toBeGreaterThan(10);
    }
  });

  it('are equal exactly when the JSON keys are, on states changed at random (odd numbers, play-offs, ends)', () => {
    const { states, reads } = reached('hindersche-pagat', 3_000);
    const rng = createRng(7);
    const pick = <T>(xs: readonly T[]): T => xs[rng.int(xs.length)]!;
    const withPlayoff = states.filter((s) => s.context.playoff);
    expect(withPlayoff.length).toBeGreaterThan(0);
    const variants: GameSnapshot[] = [];
    for (let i = 0; i < 3_000; i++) {
      const s = pick(states);
      variants.push(
        changed(s, (c) => {
          const names = Object.keys(c.tallies);
          switch (rng.int(6)) {
            case 0: {
              const t = c.tallies[pick(names)]!;
              t[rng.int(t.length)] = pick(ODD_NUMBERS);
              break;
            }
            case 1:
              oddPlayoff(c, pick(withPlayoff), rng);
              break;
            case 2:
              if (c.playoff) c.playoff.pending[0]!.amounts[0] = pick(ODD_NUMBERS);
              break;
            case 3:
              c.end = { loser: rng.int(4), amount: pick([1, 2, 0.5]), tally: pick([null, names[0]!, '']) };
              break;
            case 4:
              if (c.playoff)
                c.playoff = {
                  ...c.playoff,
                  origin: pick(['deal', 'after-deal', 'game-over'] as const),
                  tiedDealer: rng.int(4),
                };
              break;
            default:
              c.out[rng.int(c.out.length)] = rng.int(2) === 0;
          }
        }),
      );
    }
    const keys = new KeySet();
    const texts = new Set<string>();
    for (const s of [...variants, ...variants.slice(0, 500)]) {
      const text = jsonKey(s, reads);
      expect(addAll(keys, [s], [reads])).toBe(texts.has(text));
      texts.add(text);
    }
    expect(keys.size).toBe(texts.size);
  });

  it('of two states one after the other tell pairs apart as joined JSON keys did', () => {
    const { states, reads } = reached('kein-stich', 600);
    const rng = createRng(3);
    const keys = new KeySet();
    const texts = new Set<string>();
    for (let i = 0; i < 5_000; i++) {
      const a = states[rng.int(states.length)]!,
        b = states[rng.int(40)]!;
      const text = jsonKey(a, reads) + jsonKey(b, reads);
      expect(addAll(keys, [a, b], [reads, reads])).toBe(texts.has(text));
      texts.add(text);
    }
  });
});

describe('the key set', () => {
  it('holds a list of numbers and texts exactly when a set of their JSON texts would, past every growth', () => {
    const rng = createRng(11);
    const keys = new KeySet();
    const texts = new Set<string>();
    for (let i = 0; i < 40_000; i++) {
      const length = 1 + rng.int(6);
      const list: (number | string)[] = [];
      for (let j = 0; j < length; j++) {
        const r = rng.int(20);
        list.push(
          r === 0 ? ODD_NUMBERS[rng.int(ODD_NUMBERS.length)]! : r === 1 ? ['a', 'b', ''][rng.int(3)]! : rng.int(8) - 2,
        );
      }
      keys.begin();
      // A text is told apart from a number by its place in a key: here by a mark before it.
      for (const x of list)
        if (typeof x === 'string') {
          keys.number(1);
          keys.text(x);
        } else {
          keys.number(0);
          keys.number(x);
        }
      const text = JSON.stringify(list.map((x) => (typeof x === 'string' ? `t${x}` : x)));
      const had = keys.has();
      expect(had).toBe(texts.has(text));
      if (!had) keys.add();
      texts.add(text);
    }
    expect(keys.size).toBe(texts.size);
    expect(keys.size).toBeGreaterThan(5_000);
  });

  it('writes an object as its JSON text', () => {
    const keys = new KeySet();
    const add = (write: () => void) => {
      keys.begin();
      write();
      const had = keys.has();
      if (!had) keys.add();
      return had;
    };
    expect(add(() => keys.json({ a: 1 }))).toBe(false);
    expect(add(() => keys.json({ a: 1 }))).toBe(true);
    expect(add(() => keys.text('{"a":1}'))).toBe(true);
    expect(add(() => keys.json({ a: 2 }))).toBe(false);
    expect(add(() => keys.json(null))).toBe(false);
    expect(add(() => keys.text(''))).toBe(true);
  });
});

/** A context as JSON text brings it back (the old way of keeping a state): entry null, a truthy draft null. */
function viaJson(s: GameState): GameState {
  return JSON.parse(JSON.stringify({ ...s, entry: null, ...(s.draft ? { draft: null } : {}) })) as GameState;
}

describe('kept states', () => {
  it('revive as JSON text would bring them back, field for field and in order, on the states every shipped variant reaches', () => {
    for (const id of VARIANTS) {
      const cv = compiled(id);
      const { machine, snapshot } = startState(cv, undefined, { quiet: true });
      const packer = new Packer();
      const { states } = reached(id, 1_500);
      let packed = 0;
      for (const s of states.filter((x) => x.status === 'active')) {
        const kept = keep(packer, s, null);
        if (kept.packed) packed++;
        const back = revive(machine, snapshot, kept, packer);
        expect(back.value).toEqual(s.value);
        expect(JSON.stringify(back.context), id).toBe(JSON.stringify(viaJson(s.context)));
        expect(Object.keys(back.context)).toEqual(Object.keys(viaJson(s.context)));
        expect(back.context.players).toBe(snapshot.context.players);
        expect(keepLast(s).status).toBe(s.status);
      }
      expect(packed, id).toBeGreaterThan(0);
    }
  });

  it('pack odd numbers, play-offs, ends and settlements as JSON text would bring them back, and keep odd shapes as JSON', () => {
    const cv = compiled('hindersche-pagat');
    const { machine, snapshot } = startState(cv, undefined, { quiet: true });
    const { states } = reached('hindersche-pagat', 2_000);
    const withPlayoff = states.filter((s) => s.context.playoff);
    const rng = createRng(9);
    const pick = <T>(xs: readonly T[]): T => xs[rng.int(xs.length)]!;
    const packer = new Packer();
    let asJson = 0;
    for (let i = 0; i < 2_000; i++) {
      const s = changed(pick(states), (c) => {
        const names = Object.keys(c.tallies);
        switch (rng.int(10)) {
          case 0: {
            const t = c.tallies[pick(names)]!;
            t[rng.int(t.length)] = pick(ODD_NUMBERS);
            break;
          }
          case 1:
            oddPlayoff(c, pick(withPlayoff), rng);
            break;
          case 2:
            c.end = { loser: rng.int(4), amount: pick(ODD_NUMBERS), tally: pick([null, names[0]!]) };
            break;
          case 3:
            c.settlement = [1, -0, NaN, 2.5];
            break;
          case 4:
            c.afterPlayoff = pick([
              null,
              undefined,
              { winner: 2 },
              { winner: pick(ODD_NUMBERS) },
              { winner: 1, x: 2 },
            ] as GameState['afterPlayoff'][]);
            break;
          case 5:
            c.fired = { ...c.fired, ['__proto__']: 3, 'x-1': pick(ODD_NUMBERS) };
            break;
          // More numbers than one call makes characters of (see packed.ts, CHUNK).
          case 8:
            c.tallies[names[0]!] = Array.from({ length: 9_000 }, (_, k) => k * 7 - 20_000);
            break;
          // Shapes the flow does not make: kept as JSON text.
          case 6:
            (c as unknown as Record<string, unknown>).extra = 1;
            break;
          case 7:
            if (c.lastDeal) (c.lastDeal.outcome as unknown as Record<string, unknown>).more = [1];
            break;
          default:
            c.eventCounts = c.eventCounts.map(() => pick(ODD_NUMBERS));
        }
      });
      const kept = keep(packer, s, null);
      if (!kept.packed) asJson++;
      const back = revive(machine, snapshot, kept, packer);
      expect(JSON.stringify(back.context)).toBe(JSON.stringify(viaJson(s.context)));
      expect(Object.keys(back.context)).toEqual(Object.keys(viaJson(s.context)));
      // Null where JSON writes null (not NaN), 0 where it writes 0 (not -0).
      expect({ ...back.context, players: null, readings: null }).toEqual({
        ...viaJson(s.context),
        players: null,
        readings: null,
      });
    }
    expect(asJson).toBeGreaterThan(100);
    expect(asJson).toBeLessThan(1_000);
  });
});

describe('sameJson', () => {
  it('is true exactly when the JSON texts are equal, on random values', () => {
    const rng = createRng(5);
    const atoms: unknown[] = [
      0,
      -0,
      1,
      2,
      0.5,
      NaN,
      Infinity,
      -Infinity,
      null,
      undefined,
      '',
      'a',
      '1',
      true,
      false,
      () => 1,
    ];
    const value = (depth: number): unknown => {
      const r = rng.int(depth > 2 ? 1 : 4);
      if (r === 0) return atoms[rng.int(atoms.length)];
      if (r === 1) return Array.from({ length: rng.int(3) }, () => value(depth + 1));
      // Keys from a small set, in either order, so that equal texts come up often.
      const o: Record<string, unknown> = {};
      for (const k of rng.int(2) ? ['x', 'y'] : ['y', 'x']) if (rng.int(2)) o[k] = value(depth + 1);
      return o;
    };
    const values = Array.from({ length: 400 }, () => value(0));
    let equal = 0;
    for (const x of values) {
      for (const y of values.slice(0, 60)) {
        const same = JSON.stringify(x) === JSON.stringify(y);
        if (same) equal++;
        expect(sameJson(x, y), `${JSON.stringify(x)} vs ${JSON.stringify(y)}`).toBe(same);
      }
    }
    expect(equal).toBeGreaterThan(400);
  });
});

describe('sameMembers', () => {
  it('is true exactly when the JSON texts of the sorted lists are equal, on random lists', () => {
    const rng = createRng(17);
    const atoms: unknown[] = [
      0,
      -0,
      1,
      2,
      3,
      10,
      9,
      -1,
      2 ** 40,
      1.5,
      NaN,
      Infinity,
      null,
      undefined,
      '',
      'N',
      'W',
      '1',
      '10',
      true,
    ];
    // Mostly seats or names (the lists a diff search compares), now and then anything else.
    const list = (): unknown[] => {
      const kind = rng.int(4);
      return Array.from({ length: rng.int(5) }, () =>
        kind === 0 ? rng.int(5) : kind === 1 ? ['N', 'W', 'S', 'E'][rng.int(4)] : atoms[rng.int(atoms.length)],
      );
    };
    const lists = Array.from({ length: 600 }, list);
    let equal = 0;
    for (const x of lists) {
      for (const y of lists.slice(0, 80)) {
        const same = JSON.stringify([...x].sort()) === JSON.stringify([...y].sort());
        if (same) equal++;
        expect(sameMembers(x, y), `${JSON.stringify(x)} vs ${JSON.stringify(y)}`).toBe(same);
      }
    }
    // Equal lists in other orders come up (else this proves little).
    expect(equal).toBeGreaterThan(1_000);
  });
});
