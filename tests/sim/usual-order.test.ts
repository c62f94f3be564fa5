/**
 * The order of play of the usual deal is made once per variant, dealer and set of players out, and
 * shared (flow/order.ts `usualOrder`). Checked here against the order worked out afresh from the lead
 * clause, for every dealer and every set of players out, in a scrambled order of asking (so a key
 * that leaves out a part is caught by a shared order made for another state), and again after
 * rubbers of every variant have been simulated: the shared orders are read, never written.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { forehandOf, participantsOf } from '../../src/engine/flow/order.ts';
import { initialState } from '../../src/engine/flow/states.ts';
import type { CompiledVariant } from '../../src/compile/compile.ts';
import { checkText, compiled } from '../helpers.ts';
import { compileVariant } from '../../src/compile/compile.ts';
import { randomBot } from '../../src/engine/bots.ts';
import { playerFor } from '../../src/sim/play-block.ts';
import { playRun } from '../../src/sim/simulate.ts';

/** The seats in from forehand on, in order of play, worked out without any shared order. */
function expected(cv: CompiledVariant, out: boolean[], dealer: number): number[] {
  const s = {
    ...initialState(
      cv,
      out.map((_, i) => `P${i}`),
      dealer,
    ),
    out,
  };
  const first = forehandOf(cv, s);
  const order: number[] = [];
  for (let k = 0; k < out.length; k++) {
    const q = (first + k) % out.length;
    if (q >= 0 && !out[q]) order.push(q);
  }
  return order;
}

/** Every (out flags, dealer) of a table of `n`, in a fixed scrambled order, twice over. */
function cases(n: number): [boolean[], number][] {
  const all: [boolean[], number][] = [];
  for (let mask = 0; mask < (1 << n) - 1; mask++) {
    for (let dealer = 0; dealer < n; dealer++)
      all.push([Array.from({ length: n }, (_, i) => (mask & (1 << i)) !== 0), dealer]);
  }
  const scrambled = all
    .map((c, i) => [c, (i * 7919) % 1009] as const)
    .sort((a, b) => a[1] - b[1])
    .map(([c]) => c);
  return [...scrambled, ...all];
}

const shipped = readdirSync('variants')
  .filter((f) => f.endsWith('.stw'))
  .map((f) => f.replace(/\.stw$/, ''));

describe('the usual order of play, shared', () => {
  for (const id of shipped) {
    it(`${id}: the same order as the lead clause gives afresh, for every dealer and players out`, () => {
      const cv = compiled(id);
      for (const n of [cv.players.min, cv.players.max]) {
        for (const [out, dealer] of cases(n)) {
          const s = {
            ...initialState(
              cv,
              out.map((_, i) => `P${i}`),
              dealer,
            ),
            out,
          };
          const got = participantsOf(cv, s);
          expect(got, `${n} players, dealer ${dealer}, out ${out}`).toEqual(expected(cv, out, dealer));
        }
      }
    });
  }

  it('the shared orders are as they were made after simulated rubbers of every variant', () => {
    for (const id of shipped) {
      const cv = compiled(id);
      playRun([playerFor(cv, randomBot)], 11, 300);
      for (const n of [cv.players.min, cv.players.max]) {
        for (const [out, dealer] of cases(n)) {
          const s = {
            ...initialState(
              cv,
              out.map((_, i) => `P${i}`),
              dealer,
            ),
            out,
          };
          expect(participantsOf(cv, s), `${id}: ${n} players, dealer ${dealer}, out ${out}`).toEqual(
            expected(cv, out, dealer),
          );
        }
      }
    }
  });

  it('a lead clause counted from another seat (a house rule) has orders of its own', () => {
    const base = compiled('hindersche-pagat');
    const { variant, diagnostics } = checkText(
      {
        'hindersche-pagat': readFileSync('variants/hindersche-pagat.stw', 'utf8'),
        house:
          'variant house "House"\nextends hindersche-pagat\nsource house "Our table"\noverride forehand: lead dealer [house]\n',
      },
      'house',
    );
    expect(diagnostics.map((d) => d.message)).toEqual([]);
    const cv = compileVariant(variant!);
    const out = [false, false, false, false];
    for (let dealer = 0; dealer < 4; dealer++) {
      expect(participantsOf(cv, { ...initialState(cv, ['A', 'B', 'C', 'D'], dealer), out })[0]).toBe(dealer);
      expect(participantsOf(base, { ...initialState(base, ['A', 'B', 'C', 'D'], dealer), out })[0]).toBe(
        (dealer + 1) % 4,
      );
    }
  });
});
