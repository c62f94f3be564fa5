/**
 * The quick walk as a search takes it (see engine/quick-step.ts): from a state held as the snapshot
 * of its leaf plus a context of its own (LeafState), to the next such state, without making a
 * snapshot. Most states a search reaches it has seen already, so it makes one only for a state it
 * keeps. A module of the search's own: the pages that play a game load the quick walk, not this.
 */
import { quickFlowOf, type GameEvent, type GameMachine, type GameSnapshot, type LeafState } from '../engine/machine.ts';
import { emptied, QuickStep, type PlainNode } from '../engine/quick-step.ts';
import type { GameState } from '../engine/state.ts';

/** The quick walk with a search's step (`walk`): see the file's comment. */
class LeafWalk extends QuickStep {
  /** The leaf of each template (see QuickStep.template), so that a kept state's leaf is found without following its state value. */
  private readonly leafOfTemplate = new Map<GameSnapshot, PlainNode>();

  /**
   * The snapshot of the leaf the walk ends at (`base` itself when it stays; see `template`: its
   * context is not the state's) after `event` from a state in `base`'s leaf with context `ctx`,
   * which is left in `this.ctx`. An owned game's actions write into `ctx`: give each call a copy of
   * its own (flow.ts ownedCopy). Null when the walk gave up or a rule threw, never a throw: send the
   * event to XState, from a fresh copy.
   */
  walk(base: GameSnapshot, ctx: GameState, event: GameEvent): GameSnapshot | null {
    if (!this.ok || base.status !== 'active') return null;
    try {
      const start = this.leafOfTemplate.get(base) ?? this.leafOf(base.value);
      if (!start) return null;
      const queue = this.queue;
      emptied(queue);
      const first = this.select(start, ctx, event);
      if (!first) return null;
      this.fire(first, start, ctx, event, queue);
      if (!this.settle(this.leaf!, this.ctx!, event, queue)) return null;
      const leaf = this.leaf!;
      return leaf === start ? base : this.template(leaf, this.ctx!);
    } catch (e) {
      void e;
      return null;
    }
  }

  /** The context the last `walk` ended with. */
  walked(): GameState {
    return this.ctx!;
  }

  protected override template(leaf: PlainNode, ctx: GameState): GameSnapshot {
    const t = super.template(leaf, ctx);
    if (!this.leafOfTemplate.has(t)) this.leafOfTemplate.set(t, leaf);
    return t;
  }
}

/**
 * For `machine`: the state after `event` from a state in `base`'s leaf with context `context`, by
 * the quick walk without making a snapshot; null when the walk cannot follow XState or a rule
 * failed: send the event to the machine. A machine whose game owns its states
 * (MachineOptions.owned) writes into `context`: give each call a copy of its own (flow.ts
 * ownedCopy). The walk is made once per machine (a search walks hundreds of thousands of deals).
 */
export function leafWalker(
  machine: GameMachine,
): (base: GameSnapshot, context: GameState, event: GameEvent) => LeafState | null {
  let quick = walks.get(machine);
  if (quick === undefined) {
    const parts = quickFlowOf(machine);
    walks.set(machine, (quick = parts ? new LeafWalk(machine, parts.flow, parts.owned) : null));
  }
  if (!quick) return () => null;
  const walker = quick;
  return (base, context, event) => {
    if (event.type !== 'DEAL') return null;
    const after = walker.walk(base, context, event);
    return after ? { base: after, context: walker.walked() } : null;
  };
}

const walks = new WeakMap<object, LeafWalk | null>();
