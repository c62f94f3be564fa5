/**
 * Bounded breadth-first search over the states a variant's machine reaches through scored deals.
 * Each step sends one representative outcome (outcomes.ts) as a `DEAL` event through XState's pure
 * `transition`, so the search runs the same machine as play, scenarios and simulation.
 */
import { compassSeats } from '../engine/seat-names.ts';
import { initialTransition } from 'xstate';
import { inertScope } from '../engine/runner.ts';
import type { CompiledVariant } from '../compile/compile.ts';
import { quickTransition } from '../engine/quick-machine.ts';
import {
  createGameMachine,
  type GameMachine,
  type GameSnapshot,
  type LeafState,
  type MachineOptions,
} from '../engine/machine.ts';
import { leafWalker } from './leaf-walk.ts';
import { participantsOf } from '../engine/flow/order.ts';
import { withCards } from '../engine/flow/settle.ts';
import { ownedCopy } from '../engine/flow/states.ts';
import type { DealOutcome, GameState, PlayoffState } from '../engine/state.ts';
import type { GameEnd } from '../compile/effects.ts';
import type { Scenario } from '../scenario/replay.ts';
import { representativeOutcomes } from './outcomes.ts';
import type { KeySet, KeyWriter } from './key-set.ts';
import type { Packed, Packer } from './packed.ts';

/** One scored deal on a search path: who was dealt in and what they took. */
export interface Step {
  participants: number[];
  outcome: DealOutcome;
}

/** The players a search of `cv` seats at a table of `n`: compass points in its order of play (see compassSeats). */
export const searchPlayers = (cv: CompiledVariant, n: number): string[] => compassSeats(cv.players.direction, n);

/** A machine ready for searching: its initial snapshot and a function from (snapshot, outcome) to the next. */
export interface Searchable {
  machine: GameMachine;
  snapshot: GameSnapshot;
  step: (snapshot: GameSnapshot, outcome: DealOutcome) => GameSnapshot;
  /**
   * The state after `outcome` from `from`, as a search holds states (see LeafState): no snapshot is
   * made, and `from` is left as it was (an owned machine settles into a copy of its context).
   */
  next: (from: LeafState, outcome: DealOutcome) => LeafState;
  /** What `next` falls back to when the quick walk gives up: XState's own macrostep (from a copy, as `next`). */
  nextByXState: (from: LeafState, outcome: DealOutcome) => LeafState;
  /** The initial snapshot as a LeafState. */
  start: LeafState;
  /** Which per-game counters any rule or claim reads; the others are left out of state keys. */
  reads: { deals: boolean; eventCounts: boolean; times: string[] };
}

/**
 * Prepares `cv` for searching. `options.owned`: the machine settles each deal into the state it is
 * given (createGameMachine), and `next` and `step` give it a copy of the state they step from
 * (flow/states.ts ownedCopy): one copy per deal tried, where a machine that does not own its states copies
 * the state at every step of a deal that goes on to a play-off, a phase's end or a new game. XState's pure `transition()` builds a throwaway actor (with its own
 * initial state) on every call: measured at 200-360 µs a step here, against 60-190 µs for
 * `machine.transition` with one scope built once. That scope is made only of public parts — an
 * unstarted actor, its system, and no-op effects — as `transition()` builds its own: the machine has
 * no side effects beyond `assign` and `raise`, both computed in the pure step, so nothing is lost.
 */
export function startState(
  cv: CompiledVariant,
  players = searchPlayers(cv, cv.players.max),
  options: MachineOptions = {},
): Searchable {
  const machine = createGameMachine(cv, options);
  const input = { players, dealer: 0 };
  const [snapshot] = initialTransition(machine, input);
  const scope = inertScope(machine, input);
  const owned = options.owned ?? false;
  const walk = leafWalker(machine);
  const nextByXState = (from: LeafState, outcome: DealOutcome): LeafState => {
    const event = { type: 'DEAL', outcome } as const;
    const after = machine.transition(
      { ...from.base, context: owned ? ownedCopy(from.context) : from.context } as GameSnapshot,
      event,
      scope,
    );
    return { base: after, context: after.context };
  };
  const next = (from: LeafState, outcome: DealOutcome): LeafState => {
    const event = { type: 'DEAL', outcome } as const;
    const walked = walk(from.base, owned ? ownedCopy(from.context) : from.context, event);
    // The walk gave up or a rule failed: XState takes the event, from a copy of its own (the walk may have written into the other).
    return walked ?? nextByXState(from, outcome);
  };
  const step = owned
    ? (snap: GameSnapshot, outcome: DealOutcome): GameSnapshot => {
        const after = next({ base: snap, context: snap.context }, outcome);
        return { ...after.base, context: after.context } as GameSnapshot;
      }
    : (snap: GameSnapshot, outcome: DealOutcome): GameSnapshot => {
        const event = { type: 'DEAL', outcome } as const;
        return quickTransition(machine, snap, event) ?? machine.transition(snap, event, scope);
      };
  const text = JSON.stringify([cv.variant.clauses.map((c) => c.node.body), cv.variant.claims]);
  const times: string[] = [];
  const values = new Set<string>();
  JSON.parse(text, (_k, v) => {
    if (v && v.kind === 'Times') times.push(v.clause.name);
    if (v && v.kind === 'Value') values.add(v.name.name);
    return v;
  });
  const eventCounts = cv.events.some((e) => values.has(e.count));
  const reads = { deals: text.includes('"kind":"Deals"'), eventCounts, times: [...new Set(times)] };
  return { machine, snapshot, step, next, nextByXState, start: { base: snapshot, context: snapshot.context }, reads };
}

/**
 * The deals the search tries from `s`. `also`: another variant the same deals are sent to (diff),
 * whose rules may read what `cv`'s do not (the cards left in hand). Without one, each outcome is the
 * one the flow settles (withCards, for `s`'s phase: a deal played in tricks leaves no cards in hand),
 * made once here rather than at every transition; with one, as dealt, since the two variants' states
 * may be in phases of different kinds.
 */
export function stepsFrom(cv: CompiledVariant, s: GameState, also?: CompiledVariant): readonly Step[] {
  const participants = participantsOf(cv, s);
  const phase = cv.phases.find((p) => p.id === s.phase)!;
  const other = also?.phases.find((p) => p.id === s.phase);
  const cards = phase.needsCards || (other?.needsCards ?? false);
  // The moves either variant counts in this phase's deals (passes, pick-ups): every outcome gives them.
  const counted = other ? [...new Set([...phase.counts, ...other.counts])] : phase.counts;
  // The same few deals are tried from thousands of states: made once per phase, players dealt in,
  // table size and `cards` (shared, never changed: the flow copies what it keeps).
  let byPhase = stepCache.get(cv);
  if (!byPhase) stepCache.set(cv, (byPhase = new Map()));
  let byKey = byPhase.get(phase.id);
  if (!byKey) byPhase.set(phase.id, (byKey = new Map()));
  const alone = also === undefined;
  const key = counted.length
    ? `${dealKey(participants, s.players.length, cards, alone)} ${counted.join(' ')}`
    : dealKey(participants, s.players.length, cards, alone);
  let steps = byKey.get(key);
  if (!steps) {
    steps = representativeOutcomes(cv, participants, s.players.length, phase, cards, counted).map((outcome) => ({
      participants,
      outcome: alone ? withCards(cv, s, outcome) : outcome,
    }));
    byKey.set(key, steps);
  }
  return steps;
}

/** The steps of each variant by phase, then by dealKey. */
const stepCache = new WeakMap<CompiledVariant, Map<string, Map<number | string, readonly Step[]>>>();

/** Seats up to which dealKey is a number (13 digits of base 13 and the rest stay below 2^53). */
const NUMBER_KEY_SEATS = 12;

/**
 * One key for the players dealt in (in order), the table's size, `cards` and `alone` (no other
 * variant: see stepsFrom): a number without a string made (this runs for every state a search
 * expands), each seat a digit of base seats + 1; past NUMBER_KEY_SEATS seats, or for seats that are
 * not a table's, a text.
 */
function dealKey(participants: readonly number[], seats: number, cards: boolean, alone: boolean): number | string {
  if (seats > NUMBER_KEY_SEATS || participants.length > seats)
    return `${participants.join(',')} ${seats} ${cards} ${alone}`;
  let key = 0;
  for (let i = 0; i < participants.length; i++) {
    const q = participants[i]!;
    if (!(q >= 0 && q < seats && Number.isInteger(q))) return `${participants.join(',')} ${seats} ${cards} ${alone}`;
    key = key * (seats + 1) + q + 1;
  }
  return (key * (NUMBER_KEY_SEATS + 1) + seats) * 4 + (cards ? 2 : 0) + (alone ? 1 : 0);
}

/**
 * A search path kept as a chain back to the start: each state found keeps one small link rather than
 * a copy of the whole path (the frontier of a deep search holds tens of thousands of them).
 */
export interface Trail {
  step: Step;
  parent: Trail | null;
}

/** The steps of `trail`, from the start. */
export function pathOf(trail: Trail | null): Step[] {
  const path: Step[] = [];
  for (let t = trail; t; t = t.parent) path.push(t.step);
  return path.reverse();
}

/**
 * A frontier state as a search keeps it: the machine's state value, and its context packed as
 * numbers (packed.ts), or failing that as JSON text (the game state is plain JSON data), without the log entry, which only describes the deal that led there (a claim reads it
 * before; the next deal replaces it before anything reads it). `revive` makes the snapshot again
 * when the state is expanded. A deep search holds tens of thousands of frontier states: as
 * objects, with their snapshots, they cost several times the memory of this text.
 */
export interface Kept {
  status: GameSnapshot['status'];
  value: GameSnapshot['value'];
  packed: Packed | null;
  text: string;
  trail: Trail | null;
}

/** State values by their JSON (there are a few dozen), so that kept states share them. */
const values = new Map<string, GameSnapshot['value']>();

/**
 * The shared value (see `values`) for each value object met: the quick walk gives every snapshot it
 * ends at a leaf that leaf's own value object, so most values are found without writing their JSON.
 */
const sharedValues = new WeakMap<object, GameSnapshot['value']>();

/** The one value kept for `value` and every value equal to it (a string value is its own). */
function shareValue(value: GameSnapshot['value']): GameSnapshot['value'] {
  if (typeof value !== 'object' || value === null) return value;
  let shared = sharedValues.get(value);
  if (shared !== undefined) return shared;
  const v = JSON.stringify(value);
  shared = values.get(v);
  if (shared === undefined) values.set(v, (shared = value));
  sharedValues.set(value, shared);
  return shared;
}

/** `snapshot`, reached by `trail`, as a frontier keeps it (see Kept), packed by `packer` (one per search and machine). */
export function keep(packer: Packer, snapshot: GameSnapshot, trail: Trail | null): Kept {
  return keepState(packer, snapshot.status, snapshot.value, snapshot.context, trail);
}

/** `state`, reached by `trail`, as a frontier keeps it (see keep). */
export function keepLeaf(packer: Packer, state: LeafState, trail: Trail | null): Kept {
  return keepState(packer, state.base.status, state.base.value, state.context, trail);
}

/** A state of status `status`, value `value` and context `s` as a frontier keeps it (see keep). */
function keepState(
  packer: Packer,
  status: GameSnapshot['status'],
  value: GameSnapshot['value'],
  s: GameState,
  trail: Trail | null,
): Kept {
  const packed = packer.pack(s);
  if (packed) return { status, value: shareValue(value), packed, text: '', trail };
  // A spread, when there is an entry or a draft to leave out, rather than a rest pattern leaving out
  // players and readings too: V8 copies a whole object several times faster. Players and readings
  // (a few dozen characters) are written and revived as the start's.
  return { status, value: shareValue(value), packed: null, text: keptText(s), trail };
}

/** The JSON text a state is kept as when it cannot be packed (see Kept): without its entry, and a truthy draft as null. */
export function keptText(s: GameState): string {
  const kept = s.draft ? { ...s, entry: null, draft: null } : s.entry !== null ? { ...s, entry: null } : s;
  return JSON.stringify(kept);
}

/** The JSON text of each state value object met (a few dozen: values are shared, see shareValue). */
const valueTexts = new WeakMap<object, string>();

/** The JSON text of a state value (see valueOfText), written once per value object. */
export function valueText(value: GameSnapshot['value']): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  let t = valueTexts.get(value);
  if (t === undefined) valueTexts.set(value, (t = JSON.stringify(value)));
  return t;
}

/** The one value kept for a state value's JSON text (see `values`): a search thread sends values to another as text. */
export function valueOfText(text: string): GameSnapshot['value'] {
  let shared = values.get(text);
  if (shared === undefined) {
    shared = JSON.parse(text) as GameSnapshot['value'];
    values.set(text, shared);
  }
  return shared;
}

/**
 * `snapshot` as the last level of a bounded search keeps it: its status and value only. The search
 * stops at that depth, so the state is never revived and its context (the bulk of a frontier) is
 * neither written nor held; a caller reads only whether it could go on.
 */
export function keepLast(snapshot: GameSnapshot): Kept {
  return { status: snapshot.status, value: snapshot.value, packed: null, text: '', trail: null };
}

/**
 * The snapshot XState resolves for each kept state value (shared by the kept states, see `values`):
 * a revived state is that snapshot with its own context, as `resolveState` would make it again.
 */
const resolved = new WeakMap<GameMachine, WeakMap<object, GameSnapshot>>();

/** The snapshot of a kept state in a search from `start` (whose players and readings it shares), packed by `packer`. */
export function revive(machine: GameMachine, start: GameSnapshot, kept: Kept, packer: Packer): GameSnapshot {
  const { base, context } = reviveLeaf(machine, start, kept, packer);
  return { ...base, context } as GameSnapshot;
}

/** A kept state (see revive) as a LeafState: its context, and the snapshot XState resolves for its value. */
export function reviveLeaf(machine: GameMachine, start: GameSnapshot, kept: Kept, packer: Packer): LeafState {
  // The start's own (equal) players and readings, shared by every state as in play.
  const { players, readings } = start.context;
  let context: GameState;
  if (kept.packed) context = packer.unpack(kept.packed, players, readings);
  else {
    context = JSON.parse(kept.text) as GameState;
    context.players = players;
    context.readings = readings;
  }
  // A value is a string for a top-level leaf (kept objects only are shared by identity).
  const value = kept.value as unknown;
  if (typeof value !== 'object' || value === null)
    return { base: machine.resolveState({ value: kept.value, context }), context };
  // By machine, then value: a diff search revives states of two machines, whose equal values are one object.
  let byValue = resolved.get(machine);
  if (!byValue) resolved.set(machine, (byValue = new WeakMap()));
  let template = byValue.get(value);
  if (!template) byValue.set(value, (template = machine.resolveState({ value: kept.value, context })));
  return { base: template, context };
}

/**
 * Writes into `keys` everything that can influence what happens next (for visiting each state
 * once): the status, the phase, game and dealer, who is out as one number (a bit per seat), the
 * tallies' values without their names (their order is the variant's, the same in every state) each
 * after its length, any play-off and game end (see writePlayoff, writeEnd), and the counters the rules read
 * (`reads`). Two states write the same key exactly when these parts are equal; the lengths make the
 * key of two states written one after the other (a diff search keys a pair) tell pairs apart too.
 */
export function writeKey(keys: KeySet, snapshot: GameSnapshot, reads: Searchable['reads']): void {
  writeStateKey(keys, snapshot.status, snapshot.context, reads);
}

/** The key (see writeKey) of a state of status `status` and context `s`. */
export function writeStateKey(
  keys: KeyWriter,
  status: GameSnapshot['status'],
  s: GameState,
  reads: Searchable['reads'],
): void {
  keys.text(status);
  keys.text(s.phase);
  keys.number(s.game);
  keys.number(s.dealer);
  let out = 0;
  // A shift for the first 30 seats (`**` is a call of its own, at every transition).
  for (let q = 0; q < s.out.length; q++) if (s.out[q]) out += q < 30 ? 1 << q : 2 ** q;
  keys.number(out);
  // for-in rather than Object.keys: the same own names in the same order, without an array per key.
  for (const name in s.tallies) {
    const t = s.tallies[name]!;
    keys.number(t.length);
    for (let i = 0; i < t.length; i++) keys.number(t[i]);
  }
  writePlayoff(keys, s.playoff ?? null, s.players.length);
  writeEnd(keys, s.end ?? null);
  if (reads.deals) keys.number(s.phaseDeals);
  if (reads.eventCounts) {
    keys.number(s.eventCounts.length);
    for (let i = 0; i < s.eventCounts.length; i++) keys.number(s.eventCounts[i]);
  }
  for (let i = 0; i < reads.times.length; i++) {
    const id = reads.times[i]!;
    keys.number(Object.hasOwn(s.fired, id) ? s.fired[id]! : 0);
  }
}

/**
 * A play-off (or none) into a key, field by field: the flow makes a new one at every play-off deal,
 * so its JSON text would be written at every transition through one. The fields are those of
 * PlayoffState and Deferred, which the flow makes in one order; an effect's action is written as
 * JSON, once per object (actions are the compiled variant's own).
 */
function writePlayoff(keys: KeyWriter, p: PlayoffState | null, seats: number): void {
  if (p === null) {
    keys.number(0);
    return;
  }
  keys.number(1);
  keys.number(p.pending.length);
  for (const d of p.pending) {
    keys.number(d.group.length);
    for (let i = 0; i < d.group.length; i++) keys.number(d.group[i]);
    keys.number(d.slots);
    keys.text(d.dir);
    keys.json(d.action);
    writeAmounts(keys, d.amounts, seats);
    keys.text(d.clause);
  }
  keys.number(p.tiedDealer);
  keys.number(p.dealer);
  keys.text(p.origin);
}

/**
 * An effect's amounts by seat, as JSON lists them: each seat that has one (the flow gives them to
 * the seats of a tie, seat numbers of the table, so in JSON's order of integer names) and its
 * number. A new object for every tie a deal defers, so not written as JSON; by seat rather than
 * by for-in, which makes a string of every seat.
 */
function writeAmounts(keys: KeyWriter, amounts: Record<number, number>, seats: number): void {
  for (let q = 0; q < seats; q++) {
    if (!Object.hasOwn(amounts, q)) continue;
    keys.number(q);
    keys.number(amounts[q]);
  }
  // Ends the list (no seat is negative).
  keys.number(-1);
}

/** A game's end (or none) into a key, field by field (a new one ends each game). */
function writeEnd(keys: KeyWriter, end: GameEnd | null): void {
  if (end === null) {
    keys.number(0);
    return;
  }
  keys.number(1);
  keys.number(end.loser);
  keys.number(end.amount);
  if (end.tally === null) keys.number(0);
  else {
    keys.number(1);
    keys.text(end.tally);
  }
}

/** `snapshot`'s key (see writeKey) alone in `keys`, and whether it is new there; a new one is added. */
export function addKey(keys: KeySet, snapshot: GameSnapshot, reads: Searchable['reads']): boolean {
  keys.begin();
  writeKey(keys, snapshot, reads);
  if (keys.has()) return false;
  keys.add();
  return true;
}

/** A path as a scenario (scored deals) that `stichwort run` replays. */
export function pathToScenario(variant: string, players: string[], path: Step[]): Scenario {
  return {
    variant,
    players,
    dealer: players[0]!,
    deals: path.map(({ participants, outcome }) =>
      outcome.places
        ? {
            places: Object.fromEntries(participants.map((q) => [players[q]!, outcome.places![q]!])),
            ...(outcome.cards
              ? { cards: Object.fromEntries(participants.map((q) => [players[q]!, outcome.cards![q]!])) }
              : {}),
            ...(outcome.passes
              ? { passes: Object.fromEntries(participants.map((q) => [players[q]!, outcome.passes![q]!])) }
              : {}),
            ...(outcome.pickups
              ? { pickups: Object.fromEntries(participants.map((q) => [players[q]!, outcome.pickups![q]!])) }
              : {}),
          }
        : {
            points: Object.fromEntries(participants.map((q) => [players[q]!, outcome.points[q]!])),
            tricks: Object.fromEntries(participants.map((q) => [players[q]!, outcome.tricks[q]!])),
          },
    ),
  };
}

/** Limits of a search: deals deep, distinct states kept, and machine transitions run in all. */
export interface Bounds {
  maxDepth: number;
  maxStates: number;
  maxTransitions?: number;
}

/** How far a search went. */
export interface SearchStats {
  states: number;
  transitions: number;
  depth: number;
  complete: boolean;
}
