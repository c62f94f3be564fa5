/**
 * A play-off deal's order of play is made once per variant and seat scope of its `playoff lead`
 * clause, and shared (flow/playoffs.ts `playoffOrder`, used by settlePlayoff, which a search runs at hundreds
 * of thousands of play-off deals). Checked here against participantsOf, which works the order out
 * afresh, for every shipped variant and house rule: every tied group (in every order), set of players
 * out, tied deal's dealer and play-off dealer of a table, asked in a scrambled order and then again
 * in order (so a key that leaves out a part is caught by an order made for another state). The order
 * a settlement used is the one its (quiet) deal's draft lists. States of one tie share its play-off
 * object, so the last order found again for the same play-off (when the dealer and those out are
 * the same) is checked too.
 */
import { describe, expect, it } from 'vitest';
import type { CompiledVariant } from '../../src/compile/compile.ts';
import { participantsOf } from '../../src/engine/flow/order.ts';
import { settlePlayoff } from '../../src/engine/flow/playoffs.ts';
import { initialState } from '../../src/engine/flow/states.ts';
import type { DealOutcome, GameState } from '../../src/engine/state.ts';
import { compiled, shippedFiles } from '../helpers.ts';

const files = shippedFiles();

/** Every ordering of every subset of two or more of `seats` seats. */
function groups(seats: number): number[][] {
  const all: number[][] = [];
  const grow = (g: number[]) => {
    if (g.length >= 2) all.push(g);
    for (let q = 0; q < seats; q++) if (!g.includes(q)) grow([...g, q]);
  };
  grow([]);
  return all;
}

/**
 * A state of `n` players in a play-off among `group`, with `out`, the tied deal dealt by `tiedDealer`
 * and the play-off by `dealer`. States of one group and tied deal's dealer share their play-off, as
 * the deals a search tries from one state do (`playoffs`, by group and dealer).
 */
function inPlayoff(
  cv: CompiledVariant,
  n: number,
  group: number[],
  out: boolean[],
  tiedDealer: number,
  dealer: number,
  playoffs: Map<string, GameState['playoff']>,
): GameState {
  const s = {
    ...initialState(
      cv,
      Array.from({ length: n }, (_, i) => `P${i}`),
      dealer,
    ),
    out,
  };
  const key = `${group} ${tiedDealer}`;
  let playoff = playoffs.get(key);
  if (!playoff) {
    playoffs.set(
      key,
      (playoff = {
        pending: [{ group, slots: 1, dir: 'fewest', action: { kind: 'nothing' }, amounts: {}, clause: 'test' }],
        tiedDealer,
        dealer,
        origin: 'deal',
      }),
    );
  }
  s.playoff = playoff;
  return s;
}

describe("a play-off deal's shared order of play", () => {
  /** Settlements compared (else the tests below prove nothing). */
  let compared = 0;
  for (const file of files) {
    it(`${file.split('/').pop()}: the order participantsOf works out afresh`, () => {
      const cv = compiled(file);
      for (const n of new Set([cv.players.min, Math.min(cv.players.max, 5)])) {
        const zeros = new Array<number>(n).fill(0);
        const outcome: DealOutcome = { points: zeros, tricks: zeros, places: zeros, cards: zeros };
        const cases: [number[], boolean[], number, number][] = [];
        for (const group of groups(n)) {
          for (let mask = 0; mask < 1 << n; mask++) {
            // Only players not tied may be out (the flow never ties a player who is out).
            if (group.some((q) => (mask & (1 << q)) !== 0)) continue;
            const out = Array.from({ length: n }, (_, i) => (mask & (1 << i)) !== 0);
            for (let tied = -1; tied < n; tied++)
              for (let dealer = 0; dealer < n; dealer++) cases.push([group, out, tied, dealer]);
          }
        }
        const scrambled = cases
          .map((c, i) => [c, (i * 7919) % 1009] as const)
          .sort((a, b) => a[1] - b[1])
          .map(([c]) => c);
        const playoffs = new Map<string, GameState['playoff']>();
        for (const [group, out, tied, dealer] of [...scrambled, ...cases]) {
          const s = inPlayoff(cv, n, group, out, tied, dealer, playoffs);
          const expected = participantsOf(cv, s);
          let after: GameState;
          try {
            after = settlePlayoff(cv, s, outcome, { quiet: true });
          } catch {
            // A state a variant's rules cannot settle (its play-off reads what this one leaves out) is not compared.
            continue;
          }
          expect(
            after.draft!.participants,
            `${n} players, tied ${group}, out ${out}, tied deal's dealer ${tied}, dealer ${dealer}`,
          ).toEqual(expected);
          compared++;
        }
      }
    });
  }

  it('compared many settlements (else the tests above prove nothing)', () => {
    expect(compared).toBeGreaterThan(100_000);
  });
});
