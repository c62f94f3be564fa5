/**
 * XState's macrostep for one event, walked over the machine's own state nodes (their transitions,
 * guards, targets and entry actions as XState compiled them) with the plain functions that the
 * machine's named guards and actions are built from. Only what this walk does exactly as XState
 * does is taken: one active leaf (no parallel or history states), named guards (and their `and`,
 * `or`, `not`), named actions that assign or raise, no exit actions, no final state but the
 * machine's own (its end, without output). For
 * anything else it gives up (null) and the event goes to XState itself.
 *
 * Why: a deal that ends a phase, ends a game or enters a play-off passes through states that only
 * route onward (`ending`, `gameOver`); XState's macrostep for it costs several times the deal's
 * settlement (a snapshot rebuilt per action, sets of state nodes, inspection events).
 */
import { and, not, or, type AnyStateMachine } from 'xstate';
import type { GameEvent } from './machine.ts';
import type { GameState } from './state.ts';

/** The plain functions behind the machine's named guards and actions (the machine is built from the same table). */
export interface PlainFlow {
  /** The context a game starts from, given the machine's input. */
  context: (input: unknown) => GameState;
  /** Guards that read the context alone. */
  guards: Record<string, (s: GameState) => boolean>;
  /** Actions that assign: the whole next context from the context and the event. */
  actions: Record<string, (s: GameState, e: GameEvent) => GameState>;
  /** Actions that raise an event (or not, null) from the context. */
  raises: Record<string, (s: GameState) => GameEvent | null>;
}

/** What this walk reads of an XState transition definition. */
export interface Transition { guard?: unknown; target?: readonly StateNode[]; actions: readonly unknown[]; reenter: boolean; source: StateNode }

/** What taking a transition enters (see QuickStep.entryOf). */
interface Entry { target: StateNode; entered: readonly StateNode[]; leaf: StateNode }

/**
 * A named action as the walk runs it, looked up once: an assignment, a raise, or neither (one the
 * walk does not know, or not a name: the walk gives up when it comes to it).
 */
interface PlainAction { assign: ((s: GameState, e: GameEvent) => GameState) | null; raise: ((s: GameState) => GameEvent | null) | null }

/** What firing a transition does (see QuickStep.fireOf): what it enters (null: no target), and every action it runs, in order. */
interface Firing { entry: Entry | null; actions: readonly PlainAction[] }

/**
 * A transition as the walk selects it: its guard as a plain function (null: none), and what firing
 * it does, found the first time it fires (finding it may give up, as firing it would).
 */
interface Choice { t: Transition; guard: ((ctx: GameState) => boolean) | null; firing: Firing | null }

/** A leaf's transitions in the order the walk tries them (see QuickStep.planOf): eventless ones, and by event type. */
interface LeafPlan {
  always: readonly Choice[] | null; on: Map<string, readonly Choice[]>;
  /** An owned game's snapshot in this leaf, refilled each time the game enters it (see macrostep). */
  snapshot?: Snapshot;
}

/** What this walk reads of an XState state node. */
export interface StateNode {
  type: string;
  parent?: StateNode;
  entry: readonly unknown[];
  exit: readonly unknown[];
  always?: readonly Transition[];
  transitions: Map<string, Transition[]>;
  initial?: { target: readonly StateNode[]; actions: readonly unknown[] };
  states: Record<string, StateNode>;
  invoke: readonly unknown[];
  output?: unknown;
}

/** A snapshot as this walk reads and writes it (XState's MachineSnapshot, loosely). */
export interface Snapshot { status: string; context: GameState; _nodes: readonly StateNode[]; historyValue: unknown; children: unknown }

// XState's own combinators, recognised by their `check` (a guard built by `and([...])` carries it).
const AND = (and([]) as unknown as { check: unknown }).check;
const OR = (or([]) as unknown as { check: unknown }).check;
const NOT = (not('x') as unknown as { check: unknown }).check;

/** Thrown inside the walk when it meets something it does not do as XState does: XState takes the event. */
const GIVE_UP = Symbol('give up');

/** A guard the walk does not know: XState takes the event. */
const giveUp = (): boolean => { throw GIVE_UP; };

/** Microsteps one event may take before the walk leaves it to XState (which has its own bound). */
const STEP_LIMIT = 64;

/** Whether every node of `root`'s tree is of a shape the walk handles (checked once per machine). */
function walkable(root: StateNode): boolean {
  const ok = (n: StateNode): boolean =>
    (n.type === 'compound' || n.type === 'atomic' || n.type === 'final') && n.exit.length === 0 && n.invoke.length === 0
    && [...n.transitions.keys()].every((k) => !k.includes('*')) && Object.values(n.states).every(ok);
  return ok(root);
}

/** Runs XState macrosteps for machines of one shape: see the file's comment. */
export class QuickStep {
  protected readonly ok: boolean;
  private readonly machine: AnyStateMachine;
  private readonly flow: PlainFlow;
  /** Each guard met, as its plain function (see plainGuard). */
  private readonly guards = new Map<unknown, (ctx: GameState) => boolean>();
  /** Each compound state's first state (see initialOf). */
  private readonly initials = new Map<StateNode, StateNode | null>();
  /** What each transition taken enters (see entryOf). */
  private readonly entries = new Map<Transition, Entry>();
  /**
   * Each leaf's plan (see planOf), by the node's `order` (XState numbers a machine's nodes from 0):
   * found by an index at every microstep rather than looked up in a map. A node without such a
   * number has its plan in `otherPlans`.
   */
  private readonly plans: (LeafPlan | undefined)[] = [];
  private readonly otherPlans = new Map<StateNode, LeafPlan>();
  /** A snapshot of each leaf, as XState resolves it: the shape of the next snapshot once the walk ends there. */
  private readonly templates = new Map<StateNode, Snapshot>();
  /**
   * Where a microstep (`fire`) left the walk: the leaf and the context. Fields rather than a pair
   * returned per microstep (a deal takes several); the walk is not reentrant (actions send nothing).
   */
  protected leaf: StateNode | null = null;
  protected ctx: GameState | null = null;
  /**
   * Whether the game owns its states (MachineOptions.owned): its actions write into the context they
   * are given, so once one has run the event cannot be handed to XState from the same snapshot.
   */
  private readonly owned: boolean;
  /** Whether an assigning action has run in the event being walked (see `owned`). */
  private ran = false;
  /** The events raised and not yet taken in the event being walked: one array, emptied for each walk. */
  protected readonly queue: GameEvent[] = [];

  constructor(machine: AnyStateMachine, flow: PlainFlow, owned = false) {
    this.machine = machine;
    this.flow = flow;
    this.owned = owned;
    this.ok = walkable(machine.root as unknown as StateNode);
  }

  /** The snapshot after `event`, or null: send it to XState (the walk gave up or a function threw). */
  step<S>(snapshot: S, event: GameEvent): S | null {
    const snap = snapshot as unknown as Snapshot;
    if (!this.ok || snap.status !== 'active') return null;
    this.ran = false;
    try {
      return this.macrostep(snap, event) as S | null;
    } catch (e) {
      // GIVE_UP, or a rule that failed: XState runs the event again and reports the failure its own way.
      // An owned state already written into cannot be run again: the rule's failure is thrown as it is
      // (as XState would throw it), and giving up midway is a fault of the walk, never a silent rerun.
      if (this.owned && this.ran) {
        if (e === GIVE_UP) throw new Error('a game that owns its states left the quick walk after changing its state');
        throw e;
      }
      return null;
    }
  }

  /** The machine's first snapshot for `input`, or null: ask XState (as `step`). */
  initial(input: unknown): unknown {
    if (!this.ok) return null;
    try {
      const root = this.machine.root as unknown as StateNode;
      const init = { type: 'xstate.init', input } as unknown as GameEvent;
      const queue = this.queue;
      emptied(queue);
      // The root and its initial states are entered, outermost first, with the context the machine starts from.
      let ctx = this.flow.context(input);
      const entered: StateNode[] = [root];
      for (let n = root; n.type === 'compound';) {
        const first = this.initialOf(n);
        if (!first) return null;
        n = first;
        entered.push(n);
      }
      for (const s of entered) ctx = this.run(s.entry, ctx, init, queue);
      if (!this.settle(entered[entered.length - 1]!, ctx, init, queue)) return null;
      const leaf = this.leaf!, settled = this.ctx!;
      return { ...this.template(leaf, settled), context: settled };
    } catch (e) {
      void e;
      return null;
    }
  }

  private macrostep(snap: Snapshot, event: GameEvent): Snapshot | null {
    const start = leafOf(snap._nodes);
    if (!start) return null;
    const queue = this.queue;
    emptied(queue);
    const first = this.select(start, snap.context, event);
    // An event nothing takes leaves the snapshot as it is in XState: left to it (rare).
    if (!first) return null;
    this.fire(first, start, snap.context, event, queue);
    if (!this.settle(this.leaf!, this.ctx!, event, queue)) return null;
    const leaf = this.leaf!, ctx = this.ctx!;
    // An owned game's snapshot is its own too: a deal that stays in its state changes only the
    // context; one that enters another state (a phase's end, a game's) refills that leaf's own
    // snapshot, made once from its template, as the caller reads a snapshot only until the next event.
    if (this.owned) {
      if (leaf === start) {
        snap.context = ctx;
        return snap;
      }
      const plan = this.planOf(leaf);
      const own = plan.snapshot ??= { ...this.template(leaf, ctx) };
      own.context = ctx;
      own.historyValue = snap.historyValue;
      own.children = snap.children;
      return own;
    }
    const template = leaf === start ? snap : this.template(leaf, ctx);
    return { ...template, context: ctx, historyValue: snap.historyValue, children: snap.children };
  }

  /**
   * The rest of a macrostep: eventless transitions until none is enabled, then the raised events in
   * order, each followed by eventless transitions again. False when it gives up; else the leaf and
   * context it ends with are in `this.leaf` and `this.ctx`.
   */
  protected settle(leaf: StateNode, ctx: GameState, ev: GameEvent, queue: GameEvent[]): boolean {
    for (let steps = 0; ; steps++) {
      if (steps > STEP_LIMIT) return false;
      this.leaf = leaf;
      this.ctx = ctx;
      if (leaf.type === 'final') {
        // The machine's own final state ends it (status `done`, no output declared): nothing more runs.
        const root = this.machine.root as unknown as StateNode;
        return leaf.parent === root && root.output === undefined;
      }
      let c = this.eventless(leaf, ctx);
      if (!c) {
        const next = queue.length > 0 ? queue.shift() : undefined;
        if (!next) return true;
        ev = next;
        c = this.select(leaf, ctx, ev);
        if (!c) continue;
      } else if (!c.t.target) {
        return false;
      }
      this.fire(c, leaf, ctx, ev, queue);
      leaf = this.leaf!;
      ctx = this.ctx!;
    }
  }

  /** The first transition of the leaf or its ancestors that takes `ev` (XState's transition selection). */
  protected select(leaf: StateNode, ctx: GameState, ev: GameEvent): Choice | null {
    const plan = this.planOf(leaf);
    let list = plan.on.get(ev.type);
    if (list === undefined) plan.on.set(ev.type, list = this.choicesOf(leaf, ev.type));
    for (let i = 0; i < list.length; i++) {
      const c = list[i]!;
      if (c.guard === null || c.guard(ctx)) return c;
    }
    return null;
  }

  /** The first eventless transition enabled, from the leaf up (the guards here read the context alone). */
  private eventless(leaf: StateNode, ctx: GameState): Choice | null {
    const plan = this.planOf(leaf);
    const list = plan.always ??= this.alwaysOf(leaf);
    for (let i = 0; i < list.length; i++) {
      const c = list[i]!;
      if (c.guard === null || c.guard(ctx)) return c;
    }
    return null;
  }

  /** `leaf`'s plan: its transitions as the walk tries them, each list made the first time it is asked for. */
  private planOf(leaf: StateNode): LeafPlan {
    const order = (leaf as { order?: unknown }).order;
    if (typeof order === 'number' && Number.isInteger(order) && order >= 0) return this.plans[order] ??= { always: null, on: new Map() };
    let plan = this.otherPlans.get(leaf);
    if (!plan) this.otherPlans.set(leaf, plan = { always: null, on: new Map() });
    return plan;
  }

  /** The transitions of `leaf` and its ancestors that take events of type `type`, in the order they are tried. */
  private choicesOf(leaf: StateNode, type: string): Choice[] {
    const list: Choice[] = [];
    for (let n: StateNode | undefined = leaf; n; n = n.parent) {
      const ts = n.transitions.get(type);
      if (ts) for (const t of ts) list.push(this.choice(t));
    }
    return list;
  }

  /**
   * The eventless transitions of `leaf` and its ancestors, in the order they are tried, each with its
   * guard as a plain function (null: none). Made once per leaf: they are tried after every deal.
   */
  private alwaysOf(leaf: StateNode): Choice[] {
    const list: Choice[] = [];
    for (let n: StateNode | undefined = leaf; n; n = n.parent) {
      if (n.always) for (const t of n.always) list.push(this.choice(t));
    }
    return list;
  }

  /** `t` as the walk selects it (its guard's plain function made now; it only throws, giving up, when called). */
  private choice(t: Transition): Choice {
    return { t, guard: t.guard === undefined ? null : this.guardOf(t.guard), firing: null };
  }

  /** The plain function of guard `g`, made once (see plainGuard). */
  private guardOf(g: unknown): (ctx: GameState) => boolean {
    let f = this.guards.get(g);
    if (!f) this.guards.set(g, f = this.plainGuard(g));
    return f;
  }

  /** The plain function a guard of the machine stands for (made once per guard: several are read every deal). */
  private plainGuard(g: unknown): (ctx: GameState) => boolean {
    if (typeof g === 'string') return Object.hasOwn(this.flow.guards, g) ? this.flow.guards[g]! : giveUp;
    const check = typeof g === 'function' ? (g as { check?: unknown }).check : undefined;
    const parts = (g as { guards?: unknown[] } | null)?.guards;
    if (!parts || !check) return giveUp;
    const fs = parts.map((p) => this.plainGuard(p));
    if (check === AND) return (ctx) => { for (const f of fs) if (!f(ctx)) return false; return true; };
    if (check === OR) return (ctx) => { for (const f of fs) if (f(ctx)) return true; return false; };
    if (check === NOT) return (ctx) => !fs[0]!(ctx);
    return giveUp;
  }

  private run(actions: readonly unknown[], ctx: GameState, ev: GameEvent, queue: GameEvent[]): GameState {
    for (const a of actions) {
      if (typeof a !== 'string') throw GIVE_UP;
      const assign = this.flow.actions[a];
      if (assign) {
        this.ran = true;
        ctx = assign(ctx, ev);
        continue;
      }
      const raise = this.flow.raises[a];
      if (!raise) throw GIVE_UP;
      const raised = raise(ctx);
      if (raised) queue.push(raised);
    }
    return ctx;
  }

  /** Runs the named actions `actions` as `run` does, looked up once (see PlainAction). */
  private runPlain(actions: readonly PlainAction[], ctx: GameState, ev: GameEvent, queue: GameEvent[]): GameState {
    for (let i = 0; i < actions.length; i++) {
      const a = actions[i]!;
      if (a.assign) {
        this.ran = true;
        ctx = a.assign(ctx, ev);
        continue;
      }
      if (!a.raise) throw GIVE_UP;
      const raised = a.raise(ctx);
      if (raised) queue.push(raised);
    }
    return ctx;
  }

  /**
   * One microstep: the transition's actions, then the entry actions of the states entered, outermost
   * first (no state here has exit actions). Leaves the new leaf and context in `this.leaf` and `this.ctx`.
   */
  protected fire(c: Choice, leaf: StateNode, ctx: GameState, ev: GameEvent, queue: GameEvent[]): void {
    const firing = c.firing ??= this.firingOf(c.t);
    const entry = firing.entry;
    if (!entry) {
      this.ctx = this.runPlain(firing.actions, ctx, ev, queue);
      this.leaf = leaf;
      return;
    }
    // Entering a state that is still active (a target on the leaf's own path) is left to XState.
    if (onPath(leaf, entry.target)) throw GIVE_UP;
    this.ctx = this.runPlain(firing.actions, ctx, ev, queue);
    this.leaf = entry.leaf;
  }

  /**
   * What firing `t` does: what it enters (entryOf, which gives up on a transition it cannot take),
   * and its actions followed by the entry actions of the states entered, outermost first, each
   * looked up once (see PlainAction). The same every time `t` fires.
   */
  private firingOf(t: Transition): Firing {
    if (!t.target) return { entry: null, actions: this.plainActions(t.actions) };
    const entry = this.entryOf(t);
    const actions = this.plainActions(t.actions);
    for (const n of entry.entered) actions.push(...this.plainActions(n.entry));
    return { entry, actions };
  }

  /** Named actions looked up as `run` looks them up: an assignment first, then a raise; anything else, neither. */
  private plainActions(actions: readonly unknown[]): PlainAction[] {
    return actions.map((a) => {
      if (typeof a !== 'string') return { assign: null, raise: null };
      const assign = this.flow.actions[a];
      if (assign) return { assign, raise: null };
      return { assign: null, raise: this.flow.raises[a] ?? null };
    });
  }

  /**
   * What taking transition `t` (with a target) enters: its target, the states entered outermost first
   * (from below the transition's domain down to a leaf, by initial states) and that leaf. The same for
   * every time `t` is taken: found once (a search takes a few transitions hundreds of thousands of times).
   */
  private entryOf(t: Transition): Entry {
    let e = this.entries.get(t);
    if (!e) {
      if (!t.target || t.target.length !== 1 || t.reenter) throw GIVE_UP;
      const target = t.target[0]!;
      const domain = domainOf(target, t.source);
      if (!domain) throw GIVE_UP;
      const entered: StateNode[] = [];
      for (let n: StateNode | undefined = target; n && n !== domain; n = n.parent) entered.unshift(n);
      let n = target;
      while (n.type === 'compound') {
        const first = this.initialOf(n);
        if (!first) throw GIVE_UP;
        n = first;
        entered.push(n);
      }
      this.entries.set(t, e = { target, entered, leaf: n });
    }
    return e;
  }

  /**
   * The state a compound state enters first, or null when its initial transition is not a plain one
   * (no actions, one target). Read once per state: XState's `initial` makes a closure at every read,
   * and a new game enters three compound states.
   */
  private initialOf(n: StateNode): StateNode | null {
    let first = this.initials.get(n);
    if (first === undefined) {
      const init = n.initial;
      first = !init || init.actions.length || init.target.length !== 1 ? null : init.target[0]!;
      this.initials.set(n, first);
    }
    return first;
  }

  /** The snapshot XState resolves for `leaf` (made once per leaf; its context is replaced). */
  protected template(leaf: StateNode, ctx: GameState): Snapshot {
    let t = this.templates.get(leaf);
    if (!t) {
      const path: string[] = [];
      for (let n: StateNode | undefined = leaf; n?.parent; n = n.parent) path.unshift((n as unknown as { key: string }).key);
      let value: unknown = path.pop()!;
      while (path.length) value = { [path.pop()!]: value };
      t = this.machine.resolveState({ value: value as never, context: ctx }) as unknown as Snapshot;
      if (t.status !== (leaf.type === 'final' ? 'done' : 'active') || leafOf(t._nodes) !== leaf) throw GIVE_UP;
      this.templates.set(leaf, t);
    }
    return t;
  }
}

/**
 * Empties `queue`, which a walk has almost always emptied already: its length is written only when
 * it is not 0 (a write of an array's length is a call into the runtime, at every deal).
 */
export function emptied(queue: GameEvent[]): void {
  if (queue.length !== 0) queue.length = 0;
}

/** The one atomic state among `nodes` (null if there are several: parallel states). */
export function leafOf(nodes: readonly StateNode[]): StateNode | null {
  let leaf: StateNode | null = null;
  for (const n of nodes) {
    if (n.type === 'compound') continue;
    if (leaf) return null;
    leaf = n;
  }
  return leaf;
}

/** Whether `n` is `leaf` or one of its ancestors. */
function onPath(leaf: StateNode, n: StateNode): boolean {
  for (let m: StateNode | undefined = leaf; m; m = m.parent) if (m === n) return true;
  return false;
}

/**
 * XState's transition domain for a transition (not reentering) from `source` to `target`: the
 * source itself when the target is inside it, else the lowest proper ancestor of the target that
 * holds the source.
 */
function domainOf(target: StateNode, source: StateNode): StateNode | null {
  if (onPath(target, source)) return source;
  for (let a = target.parent; a; a = a.parent) if (onPath(source, a)) return a;
  return null;
}
