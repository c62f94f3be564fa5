/**
 * Phases chosen at the table in the machine (issue 29): the game waits for the choice in a state of
 * its own (awaiting a deal, no deal taken), a `choose` move naming a phase offered takes it to that
 * phase, and the quick walk of each DEAL (into the next choice, the next game, the rubber's end)
 * gives the very snapshot XState's macrostep gives, over random games of the fixture.
 */
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../src/engine/bots.ts';
import { newScratch, playDeal } from '../../src/engine/fast-deal.ts';
import { participantsOf } from '../../src/engine/flow/order.ts';
import { choicePending, phaseChooser, phasesOffered } from '../../src/engine/flow/phase-choice.ts';
import { awaiting, createGameMachine, phaseOf, type GameSnapshot } from '../../src/engine/machine.ts';
import { quickInitial, quickTransition } from '../../src/engine/quick-machine.ts';
import { dealContext } from '../../src/engine/play.ts';
import { dealCards } from '../../src/engine/deal-cards.ts';
import { createRng } from '../../src/engine/rng.ts';
import { inertScope } from '../../src/engine/runner.ts';
import { checkPath } from '../../src/check/check.ts';
import { compileVariant } from '../../src/compile/compile.ts';
import { diskReader } from '../../src/resolve/disk.ts';

const cv = compileVariant(checkPath(diskReader, 'tests/fixtures/choices/chosen-contracts.stw').variant!);
const seen = (s: GameSnapshot) => ({
  value: s.value,
  status: s.status,
  tags: [...s.tags].sort(),
  context: JSON.stringify(s.context),
});

describe('the machine with phases chosen at the table', () => {
  const machine = createGameMachine(cv);
  const players = ['N', 'E', 'S', 'W'];
  const scope = inertScope(machine, { players, dealer: 0 });

  it('waits for the dealer’s choice, refuses a phase not offered, and goes to the phase chosen', () => {
    let snap = machine.getInitialSnapshot(scope, { players, dealer: 0 });
    expect(choicePending(snap.context)).toBe(true);
    expect(awaiting(snap)).toBe('deal');
    expect(snap.hasTag('awaiting-phase-choice')).toBe(true);
    expect(phaseChooser(cv, snap.context)).toBe(0);
    expect(phasesOffered(cv, snap.context).map((p) => p.id)).toEqual(['no-tricks', 'no-hearts', 'no-max']);
    // A DEAL, a phase not chosen by this clause and a choice out of turn are not taken.
    const outcome = { points: [10, 10, 10, 10], tricks: [2, 2, 2, 2] };
    expect(machine.transition(snap, { type: 'DEAL', outcome }, scope).context).toBe(snap.context);
    const domino = { type: 'MOVE' as const, seat: 0, move: { kind: 'choose' as const, option: 'domino' } };
    expect(machine.transition(snap, domino, scope).value).toEqual(snap.value);
    const early = { type: 'MOVE' as const, seat: 1, move: { kind: 'choose' as const, option: 'no-max' } };
    expect(machine.transition(snap, early, scope).value).toEqual(snap.value);
    snap = machine.transition(snap, { ...early, seat: 0 }, scope);
    expect(phaseOf(snap)).toBe('no-max');
    expect(snap.context.phaseChoice).toEqual({ played: ['no-max'], pending: false });
    snap = machine.transition(snap, { type: 'DEAL', outcome: { points: [0, 40, 0, 0], tricks: [2, 2, 2, 2] } }, scope);
    expect(choicePending(snap.context)).toBe(true);
    expect(phaseChooser(cv, snap.context)).toBe(1);
    expect(phasesOffered(cv, snap.context).map((p) => p.id)).toEqual(['no-tricks', 'no-hearts']);
  });

  it('walks each DEAL quickly as XState does, through choices, the Domino, new games and the rubber’s end', () => {
    const rng = createRng(29);
    const scratch = newScratch();
    let quick = 0;
    for (let rubber = 0; rubber < 3; rubber++) {
      const input = { players, dealer: rubber };
      let snap = machine.getInitialSnapshot(scope, input);
      expect(seen(quickInitial(machine, input)!)).toEqual(seen(snap));
      for (let n = 0; n < 100 && awaiting(snap) !== 'rubber-over'; n++) {
        const s = snap.context;
        if (choicePending(s)) {
          const offered = phasesOffered(cv, s);
          const option = offered[rng.int(offered.length)]!.id;
          snap = machine.transition(
            snap,
            { type: 'MOVE', seat: phaseChooser(cv, s), move: { kind: 'choose', option } },
            scope,
          );
          expect(phaseOf(snap)).toBe(option);
          continue;
        }
        const { hands, trump, upcard } = dealCards(cv, s, rng, participantsOf(cv, s));
        const phase = cv.phases.find((p) => p.id === s.phase)!;
        const order = participantsOf(cv, s, hands);
        const outcome = playDeal(cv, phase, hands, order, trump, randomBot, rng, scratch, dealContext(cv, s, upcard));
        const event = { type: 'DEAL' as const, outcome };
        const walked = quickTransition(machine, snap, event);
        const full = machine.transition(snap, event, scope);
        if (walked) {
          quick++;
          expect(seen(walked)).toEqual(seen(full));
        }
        snap = full;
      }
      expect(awaiting(snap)).toBe('rubber-over');
    }
    expect(quick).toBeGreaterThan(10);
  });
});
