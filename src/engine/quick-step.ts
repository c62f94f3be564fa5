/**
 * XState's macrostep for one event, walked over the machine's config as machine.ts generates it (its
 * states, transitions, named guards, targets and entry actions) with the plain functions that the
 * machine's named guards and actions are built from. XState itself is used through its public API
 * only: a snapshot is read by its `status`, `value` and `context`, and the snapshot of each state
 * the walk ends in is one `machine.resolveState` made. Only what this walk does exactly as XState
 * does is taken: one active leaf (no parallel or history states), named guards (and their `and`,
 * `or`, `not`, as machine.ts records them), named actions that assign or raise, no exit actions, no
 * final state but the machine's own (its end, without output). For anything else it gives up (null)
 * and the event goes to XState itself.
 *
 * Why: a deal that ends a phase, ends a game or enters a play-off passes through states that only
 * route onward (`ending`, `gameOver`); XState's macrostep for it costs several times the deal's
 * settlement (a snapshot rebuilt per action, sets of state nodes, inspection events).
 */
import type { StateValue } from 'xstate';
import type { GameEvent, GameMachine, GameSnapshot } from './machine.ts';
import type { GameState } from './state.ts';

/**
 * A guard as the walk reads it: a named guard, or XState's `and`, `or` or `not` of guards. machine.ts
 * records what each combined guard it builds stands for (PlainFlow.combined), so that the walk need
 * not look inside the function XState's combinators return.
 */
export type PlainGuard = string | { and: readonly PlainGuard[] } | { or: readonly PlainGuard[] } | { not: PlainGuard };

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
  /** What each guard the machine's config holds as an object (XState's `and`, `or`, `not`) stands for; the walk gives up on any other. */
  combined: { get(guard: object): PlainGuard | undefined };
}

/** A transition of the config as the walk reads it (see transitionsOf). */
interface Transition {
  source: PlainNode;
  /** The guard as the config has it (undefined: none). */
  guard: unknown;
  /** The target as the config has it, one entry per target (null: a transition without one). */
  target: readonly unknown[] | null;
  actions: readonly unknown[];
  reenter: boolean;
  /** What taking it enters, found the first time it is taken (see QuickStep.entryOf). */
  entry?: Entry;
}

/** What taking a transition enters (see QuickStep.entryOf). */
interface Entry {
  target: PlainNode;
  entered: readonly PlainNode[];
  leaf: PlainNode;
}

/**
 * A named action as the walk runs it, looked up once: an assignment, a raise, or neither (one the
 * walk does not know, or not a name: the walk gives up when it comes to it).
 */
interface PlainAction {
  assign: ((s: GameState, e: GameEvent) => GameState) | null;
  raise: ((s: GameState) => GameEvent | null) | null;
}

/** What firing a transition does (see QuickStep.fireOf): what it enters (null: no target), and every action it runs, in order. */
interface Firing {
  entry: Entry | null;
  actions: readonly PlainAction[];
}

/**
 * A transition as the walk selects it: its guard as a plain function (null: none), and what firing
 * it does, found the first time it fires (finding it may give up, as firing it would).
 */
interface Choice {
  t: Transition;
  guard: ((ctx: GameState) => boolean) | null;
  firing: Firing | null;
}

/** A leaf's transitions in the order the walk tries them (see QuickStep.planOf): eventless ones, and by event type. */
interface LeafPlan {
  always: readonly Choice[] | null;
  on: Map<string, readonly Choice[]>;
  /** An owned game's snapshot in this leaf, refilled each time the game enters it (see macrostep). */
  snapshot?: GameSnapshot;
}

/**
 * A state of the machine as the walk reads it from the config (see treeOf), with what the walk
 * finds out about it kept on it: the tree is the walk's own, made once per walk.
 */
export interface PlainNode {
  key: string;
  /** Its id: the config's `id`, else XState's default (the machine's id and the path, joined by dots). */
  id: string;
  parent: PlainNode | null;
  /** XState's type of the state: one with substates is compound, one without atomic, unless the config says final. */
  type: 'compound' | 'atomic' | 'final';
  entry: readonly unknown[];
  always: readonly Transition[];
  on: ReadonlyMap<string, readonly Transition[]>;
  /** The config's `initial` (XState's key of the first substate). */
  initial: unknown;
  states: ReadonlyMap<string, PlainNode>;
  /** Its plan as a leaf (see QuickStep.planOf). */
  plan?: LeafPlan;
  /** The substate a compound state enters first (null: none the walk takes; see QuickStep.initialOf). */
  first?: PlainNode | null;
  /** The snapshot XState resolves for this leaf (see QuickStep.template). */
  template?: GameSnapshot;
}

/** The tree of a machine's config and its states by id (null: a config of a shape the walk does not take). */
interface Tree {
  root: PlainNode;
  ids: ReadonlyMap<string, PlainNode>;
}

/** The keys a state's config may have for the walk to take it: anything else (exit, invoke, after, onDone, history...) is left to XState. */
const NODE_KEYS = new Set(['id', 'initial', 'states', 'on', 'always', 'entry', 'tags', 'type', 'description', 'meta']);
/** The keys the machine's own config may have besides NODE_KEYS (setup adds `schemas`). */
const ROOT_KEYS = new Set(['context', 'types', 'schemas', 'version']);
/** The keys a transition's config may have for the walk to take it. */
const TRANSITION_KEYS = new Set(['target', 'guard', 'actions', 'reenter', 'description', 'meta']);

/** Whether `x` is a plain record (a config object rather than a function, array or value). */
function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** XState's `toArray`: nothing as none, a list as it is, anything else as a list of one. */
function listOf(x: unknown): readonly unknown[] {
  if (x === undefined) return [];
  return Array.isArray(x) ? x : [x];
}

/**
 * The transitions of a config's `on[type]` or `always` as XState normalises them (a string is a
 * target; a list is tried in order), or null when one has a shape the walk does not take.
 */
function transitionsOf(config: unknown, source: PlainNode): Transition[] | null {
  const list: Transition[] = [];
  for (const c of listOf(config)) {
    if (typeof c === 'string') {
      list.push({ source, guard: undefined, target: [c], actions: [], reenter: false });
      continue;
    }
    if (!isRecord(c) || Object.keys(c).some((k) => !TRANSITION_KEYS.has(k))) return null;
    const target = c.target === undefined ? null : listOf(c.target);
    list.push({ source, guard: c.guard, target, actions: listOf(c.actions), reenter: c.reenter === true });
  }
  return list;
}

/**
 * The machine's states as the walk reads them from the config machine.ts generated (the config the
 * machine was created from, `machine.config`), or null when some state is of a shape the walk does
 * not take (parallel or history states, exit actions, invoked actors, delayed or wildcard
 * transitions, output): then XState takes every event.
 */
function treeOf(config: unknown): Tree | null {
  if (!isRecord(config)) return null;
  const rootId = typeof config.id === 'string' ? config.id : '(machine)';
  const ids = new Map<string, PlainNode>();
  const nodeOf = (c: unknown, key: string, parent: PlainNode | null, path: readonly string[]): PlainNode | null => {
    if (!isRecord(c)) return null;
    for (const k of Object.keys(c)) if (!NODE_KEYS.has(k) && !(parent === null && ROOT_KEYS.has(k))) return null;
    const states = c.states;
    if (states !== undefined && !isRecord(states)) return null;
    const declared = c.type;
    const compound = states !== undefined && Object.keys(states).length > 0;
    if (
      declared !== undefined &&
      declared !== (compound ? 'compound' : 'atomic') &&
      !(declared === 'final' && !compound)
    )
      return null;
    const id = typeof c.id === 'string' ? c.id : parent === null ? rootId : [rootId, ...path].join('.');
    const on = new Map<string, readonly Transition[]>();
    const children = new Map<string, PlainNode>();
    const node: PlainNode = {
      key,
      id,
      parent,
      type: declared === 'final' ? 'final' : compound ? 'compound' : 'atomic',
      entry: listOf(c.entry),
      always: [],
      on,
      initial: c.initial,
      states: children,
    };
    const always = transitionsOf(c.always, node);
    if (!always) return null;
    node.always = always;
    const events = c.on;
    if (events !== undefined) {
      if (!isRecord(events)) return null;
      for (const [type, ts] of Object.entries(events)) {
        const list = transitionsOf(ts, node);
        if (!list || type.includes('*')) return null;
        on.set(type, list);
      }
    }
    ids.set(id, node);
    if (states !== undefined) {
      for (const [k, s] of Object.entries(states)) {
        const child = nodeOf(s, k, node, [...path, k]);
        if (!child) return null;
        children.set(k, child);
      }
    }
    return node;
  };
  const root = nodeOf(config, rootId, null, []);
  return root && { root, ids };
}

/** Thrown inside the walk when it meets something it does not do as XState does: XState takes the event. */
const GIVE_UP = Symbol('give up');

/** A guard the walk does not know: XState takes the event. */
const giveUp = (): boolean => {
  throw GIVE_UP;
};

/** Microsteps one event may take before the walk leaves it to XState (which has its own bound). */
const STEP_LIMIT = 64;

/** Runs XState macrosteps for machines of one shape: see the file's comment. */
export class QuickStep {
  protected readonly ok: boolean;
  private readonly machine: GameMachine;
  private readonly flow: PlainFlow;
  /** The machine's states, read from its config (null: not of a shape the walk takes, `ok` is false). */
  private readonly tree: Tree | null;
  /** Each guard met, as its plain function (see plainGuard). */
  private readonly guards = new Map<unknown, (ctx: GameState) => boolean>();
  /** The leaf of each state value of a template (see template): a snapshot the walk made shares its template's value. */
  private readonly leaves = new WeakMap<object, PlainNode>();
  /**
   * Where a microstep (`fire`) left the walk: the leaf and the context. Fields rather than a pair
   * returned per microstep (a deal takes several); the walk is not reentrant (actions send nothing).
   */
  protected leaf: PlainNode | null = null;
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

  constructor(machine: GameMachine, flow: PlainFlow, owned = false) {
    this.machine = machine;
    this.flow = flow;
    this.owned = owned;
    // `config` is XState's public record of the config the machine was created from (machine.ts's).
    this.tree = treeOf(machine.config);
    this.ok = this.tree !== null;
  }

  /** The snapshot after `event`, or null: send it to XState (the walk gave up or a function threw). */
  step(snapshot: GameSnapshot, event: GameEvent): GameSnapshot | null {
    if (!this.ok || snapshot.status !== 'active') return null;
    this.ran = false;
    try {
      return this.macrostep(snapshot, event);
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
  initial(input: unknown): GameSnapshot | null {
    if (!this.tree) return null;
    try {
      const root = this.tree.root;
      // XState's init event, as the machine's entry actions would see it (no action of this machine reads it).
      const init = { type: 'xstate.init', input } as unknown as GameEvent;
      const queue = this.queue;
      emptied(queue);
      // The root and its initial states are entered, outermost first, with the context the machine starts from.
      let ctx = this.flow.context(input);
      const entered: PlainNode[] = [root];
      for (let n = root; n.type === 'compound'; ) {
        const first = this.initialOf(n);
        if (!first) return null;
        n = first;
        entered.push(n);
      }
      for (const s of entered) ctx = this.run(s.entry, ctx, init, queue);
      if (!this.settle(entered[entered.length - 1]!, ctx, init, queue)) return null;
      const leaf = this.leaf!,
        settled = this.ctx!;
      return { ...this.template(leaf, settled), context: settled };
    } catch (e) {
      void e;
      return null;
    }
  }

  private macrostep(snap: GameSnapshot, event: GameEvent): GameSnapshot | null {
    const start = this.leafOf(snap.value);
    if (!start) return null;
    const queue = this.queue;
    emptied(queue);
    const first = this.select(start, snap.context, event);
    // An event nothing takes leaves the snapshot as it is in XState: left to it (rare).
    if (!first) return null;
    this.fire(first, start, snap.context, event, queue);
    if (!this.settle(this.leaf!, this.ctx!, event, queue)) return null;
    const leaf = this.leaf!,
      ctx = this.ctx!;
    // An owned game's snapshot is its own too: a deal that stays in its state changes only the
    // context; one that enters another state (a phase's end, a game's) refills that leaf's own
    // snapshot, made once from its template, as the caller reads a snapshot only until the next event.
    if (this.owned) {
      if (leaf === start) {
        snap.context = ctx;
        return snap;
      }
      const plan = this.planOf(leaf);
      const own = (plan.snapshot ??= { ...this.template(leaf, ctx) });
      own.context = ctx;
      own.historyValue = snap.historyValue;
      own.children = snap.children;
      return own;
    }
    const template = leaf === start ? snap : this.template(leaf, ctx);
    return { ...template, context: ctx, historyValue: snap.historyValue, children: snap.children };
  }

  /**
   * The leaf state a snapshot's state value names (null: none, or several: parallel states). The
   * value of a snapshot the walk made is its template's, found by identity; any other is followed
   * down from the root (one key a level).
   */
  protected leafOf(value: unknown): PlainNode | null {
    if (typeof value === 'object' && value !== null) {
      const known = this.leaves.get(value);
      if (known) return known;
    }
    let n = this.tree?.root;
    let v = value;
    while (n && isRecord(v)) {
      const keys = Object.keys(v);
      if (keys.length !== 1) return null;
      n = n.states.get(keys[0]!);
      v = v[keys[0]!];
    }
    if (!n || typeof v !== 'string') return null;
    const leaf = n.states.get(v);
    return leaf && leaf.type !== 'compound' ? leaf : null;
  }

  /**
   * The rest of a macrostep: eventless transitions until none is enabled, then the raised events in
   * order, each followed by eventless transitions again. False when it gives up; else the leaf and
   * context it ends with are in `this.leaf` and `this.ctx`.
   */
  protected settle(leaf: PlainNode, ctx: GameState, ev: GameEvent, queue: GameEvent[]): boolean {
    for (let steps = 0; ; steps++) {
      if (steps > STEP_LIMIT) return false;
      this.leaf = leaf;
      this.ctx = ctx;
      if (leaf.type === 'final') {
        // The machine's own final state ends it (status `done`, no output declared): nothing more runs.
        // (A config with `output` is not walked at all: see treeOf.)
        return leaf.parent === this.tree!.root;
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
  protected select(leaf: PlainNode, ctx: GameState, ev: GameEvent): Choice | null {
    const plan = this.planOf(leaf);
    let list = plan.on.get(ev.type);
    if (list === undefined) plan.on.set(ev.type, (list = this.choicesOf(leaf, ev.type)));
    for (let i = 0; i < list.length; i++) {
      const c = list[i]!;
      if (c.guard === null || c.guard(ctx)) return c;
    }
    return null;
  }

  /** The first eventless transition enabled, from the leaf up (the guards here read the context alone). */
  private eventless(leaf: PlainNode, ctx: GameState): Choice | null {
    const plan = this.planOf(leaf);
    const list = (plan.always ??= this.alwaysOf(leaf));
    for (let i = 0; i < list.length; i++) {
      const c = list[i]!;
      if (c.guard === null || c.guard(ctx)) return c;
    }
    return null;
  }

  /** `leaf`'s plan: its transitions as the walk tries them, each list made the first time it is asked for. */
  private planOf(leaf: PlainNode): LeafPlan {
    return (leaf.plan ??= { always: null, on: new Map() });
  }

  /** The transitions of `leaf` and its ancestors that take events of type `type`, in the order they are tried. */
  private choicesOf(leaf: PlainNode, type: string): Choice[] {
    const list: Choice[] = [];
    for (let n: PlainNode | null = leaf; n; n = n.parent) {
      const ts = n.on.get(type);
      if (ts) for (const t of ts) list.push(this.choice(t));
    }
    return list;
  }

  /**
   * The eventless transitions of `leaf` and its ancestors, in the order they are tried, each with its
   * guard as a plain function (null: none). Made once per leaf: they are tried after every deal.
   */
  private alwaysOf(leaf: PlainNode): Choice[] {
    const list: Choice[] = [];
    for (let n: PlainNode | null = leaf; n; n = n.parent) {
      for (const t of n.always) list.push(this.choice(t));
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
    if (!f) this.guards.set(g, (f = this.plainGuard(g)));
    return f;
  }

  /**
   * The plain function a guard of the machine stands for (made once per guard: several are read
   * every deal): a named guard of the flow, or a combination machine.ts recorded (PlainFlow.combined).
   */
  private plainGuard(g: unknown): (ctx: GameState) => boolean {
    if (typeof g === 'string') return Object.hasOwn(this.flow.guards, g) ? this.flow.guards[g]! : giveUp;
    const plain =
      (typeof g === 'object' || typeof g === 'function') && g !== null ? this.flow.combined.get(g) : undefined;
    return plain === undefined ? giveUp : this.combination(plain);
  }

  /** The plain function of a recorded guard (see PlainGuard). */
  private combination(g: PlainGuard): (ctx: GameState) => boolean {
    if (typeof g === 'string') return this.plainGuard(g);
    if ('not' in g) {
      const f = this.combination(g.not);
      return (ctx) => !f(ctx);
    }
    if ('and' in g) {
      const fs = g.and.map((p) => this.combination(p));
      return (ctx) => {
        for (const f of fs) if (!f(ctx)) return false;
        return true;
      };
    }
    const fs = g.or.map((p) => this.combination(p));
    return (ctx) => {
      for (const f of fs) if (f(ctx)) return true;
      return false;
    };
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
  protected fire(c: Choice, leaf: PlainNode, ctx: GameState, ev: GameEvent, queue: GameEvent[]): void {
    const firing = (c.firing ??= this.firingOf(c.t));
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
    let e = t.entry;
    if (!e) {
      if (t.target?.length !== 1 || t.reenter) throw GIVE_UP;
      const target = this.targetOf(t.target[0], t.source);
      if (!target) throw GIVE_UP;
      const domain = domainOf(target, t.source);
      if (!domain) throw GIVE_UP;
      const entered: PlainNode[] = [];
      for (let n: PlainNode | null = target; n && n !== domain; n = n.parent) entered.unshift(n);
      let n = target;
      while (n.type === 'compound') {
        const first = this.initialOf(n);
        if (!first) throw GIVE_UP;
        n = first;
        entered.push(n);
      }
      t.entry = e = { target, entered, leaf: n };
    }
    return e;
  }

  /**
   * The state XState resolves a transition's target to from `source`: `#id` (and a path below it)
   * names a state by id; a key names a sibling of the source (`a.b`: a state below it); `.key`, a
   * substate of the source. Null when it names none (or uses escapes, which the walk does not read).
   */
  private targetOf(target: unknown, source: PlainNode): PlainNode | null {
    if (typeof target !== 'string' || target.includes('\\')) return null;
    const path = target.split('.');
    let n: PlainNode | null | undefined;
    if (target.startsWith('#')) {
      n = this.tree!.ids.get(path.shift()!.slice(1));
    } else if (target.startsWith('.')) {
      path.shift();
      n = source;
    } else {
      n = source.parent;
    }
    for (const key of path) n = key.length > 0 ? n?.states.get(key) : null;
    return n ?? null;
  }

  /**
   * The state a compound state enters first, or null when its config's `initial` is not a key of
   * one of its states (XState's initial transition with actions or several targets is left to it).
   */
  private initialOf(n: PlainNode): PlainNode | null {
    if (n.first === undefined) n.first = typeof n.initial === 'string' ? (n.states.get(n.initial) ?? null) : null;
    return n.first;
  }

  /**
   * The snapshot XState resolves for `leaf` (made once per leaf by `machine.resolveState`; its
   * context is replaced), its state value remembered as the leaf's (see leafOf).
   */
  protected template(leaf: PlainNode, ctx: GameState): GameSnapshot {
    let t = leaf.template;
    if (!t) {
      const path: string[] = [];
      for (let n: PlainNode | null = leaf; n?.parent; n = n.parent) path.unshift(n.key);
      let value: StateValue = path.pop()!;
      while (path.length) value = { [path.pop()!]: value };
      t = this.machine.resolveState({ value, context: ctx });
      if (t.status !== (leaf.type === 'final' ? 'done' : 'active') || this.leafOf(t.value) !== leaf) throw GIVE_UP;
      if (typeof t.value === 'object' && t.value !== null) this.leaves.set(t.value, leaf);
      leaf.template = t;
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

/** Whether `n` is `leaf` or one of its ancestors. */
function onPath(leaf: PlainNode, n: PlainNode): boolean {
  for (let m: PlainNode | null = leaf; m; m = m.parent) if (m === n) return true;
  return false;
}

/**
 * XState's transition domain for a transition (not reentering) from `source` to `target`: the
 * source itself when the target is inside it, else the lowest proper ancestor of the target that
 * holds the source.
 */
function domainOf(target: PlainNode, source: PlainNode): PlainNode | null {
  if (onPath(target, source)) return source;
  for (let a = target.parent; a; a = a.parent) if (onPath(source, a)) return a;
  return null;
}
