/**
 * `verify`: checks each `claim` of a variant on every state its machine reaches through scored
 * deals, up to a bound. A claim is checked after each settled deal (never while a play-off is
 * pending); the first state where it fails gives the shortest counterexample.
 *
 * The search goes level by level (ClaimSearch). A level is expanded here (serialLevel), or by
 * other threads in pieces (expand.ts) whose replies are merged here in the order this thread
 * would have made the same transitions (mergeChunk): the verdicts, counterexamples and figures are
 * the same however many threads expand.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import type { GameState } from '../engine/state.ts';
import type { Scenario } from '../scenario/replay.ts';
import { KeySet } from './key-set.ts';
import { Packer } from './packed.ts';
import {
  addKey,
  keepLeaf,
  pathOf,
  pathToScenario,
  reviveLeaf,
  startState,
  stepsFrom,
  valueOfText,
  writeStateKey,
  type Bounds,
  type Kept,
  type Searchable,
  type SearchStats,
  type Step,
  type Trail,
} from './search.ts';
import { FAILED, KNOWN, OTHER, SMALL, STATUSES, errorOf, type ChunkReply } from './expand.ts';
import { FAILS, HOLDS, judgeState, SKIP, THREW } from './judge.ts';

/** The verdict on one claim. */
export interface ClaimResult {
  id: string;
  text: string;
  /**
   * `holds`: no reachable state within the bounds breaks it; `fails`: see `counterexample`;
   * `unchecked`: no state within the bounds was one the claim speaks of.
   */
  verdict: 'holds' | 'fails' | 'unchecked';
  /** States where the claim's condition applied. */
  checked: number;
  counterexample: Scenario | null;
}

/** Explores `cv` breadth first and judges every claim. */
export function verifyClaims(cv: CompiledVariant, bounds: Bounds): { results: ClaimResult[]; stats: SearchStats } {
  const search = new ClaimSearch(cv, bounds);
  while (search.going()) search.serialLevel();
  return search.finish();
}

/**
 * A breadth-first search judging the claims of a variant, one level (depth) at a time: the seen
 * states, the frontier with the path to each, the figures and the verdicts.
 */
export class ClaimSearch {
  readonly results: ClaimResult[];
  readonly seen = new KeySet();
  /** Packs the frontier's states (the numbering of texts other threads follow: see expand.ts). */
  readonly packer = new Packer();
  frontier: Kept[];
  depth = 0;
  private transitions = 0;
  private complete = true;
  /** Whether a state of the last level (depth maxDepth, kept by no frontier) could go on. */
  private lastActive = false;
  private readonly searchable: Searchable;
  private readonly players: string[];
  private readonly maxTransitions: number;
  /** The level being merged (see beginLevel). */
  private next: Kept[] = [];

  private readonly cv: CompiledVariant;
  readonly bounds: Bounds;

  constructor(cv: CompiledVariant, bounds: Bounds) {
    this.cv = cv;
    this.bounds = bounds;
    // Quiet: a claim reads the entry only of a deal that ends a game (see judgeState). Owned: each
    // deal tried is settled into a copy of its own (see startState).
    this.searchable = startState(cv, undefined, { quiet: true, owned: true });
    const { snapshot, start, reads } = this.searchable;
    this.players = snapshot.context.players;
    this.results = cv.claims.map((c) => ({
      id: c.id,
      text: c.text,
      verdict: 'holds',
      checked: 0,
      counterexample: null,
    }));
    addKey(this.seen, snapshot, reads);
    this.frontier = [keepLeaf(this.packer, start, null)];
    this.maxTransitions = bounds.maxTransitions ?? Infinity;
  }

  /** Whether a claim is still undecided (the search stops once every claim has failed). */
  private undecided(): boolean {
    return this.results.some((r) => r.verdict === 'holds');
  }

  /** Whether the search goes on to another level. */
  going(): boolean {
    return (
      this.frontier.length > 0 &&
      this.depth < this.bounds.maxDepth &&
      this.undecided() &&
      this.transitions < this.maxTransitions
    );
  }

  /** Whether the search makes no more transitions of this level from the next frontier state on. */
  private stopped(): boolean {
    return this.transitions >= this.maxTransitions || !this.undecided();
  }

  /** Whether the bound on states is reached: a transition from now on is counted, not made (see serialLevel). */
  full(): boolean {
    return !this.complete && this.seen.size >= this.bounds.maxStates;
  }

  /** Whether the level being expanded is the last (its states are not kept, see serialLevel). */
  lastLevel(): boolean {
    return this.depth >= this.bounds.maxDepth;
  }

  /** Expands the next level on this thread. */
  serialLevel(): void {
    this.beginLevel();
    const { machine, snapshot, next: step, start, reads } = this.searchable;
    const seen = this.seen;
    for (const kept of this.frontier) {
      if (kept.status !== 'active' || this.stopped()) continue;
      const snap = this.depth === 1 ? start : reviveLeaf(machine, snapshot, kept, this.packer);
      const trail = kept.trail;
      for (const st of stepsFrom(this.cv, snap.context)) {
        this.transitions++;
        // Once the bound on states is reached (and the search said incomplete), a transition can only
        // lead to a state seen or to one not kept, and either is passed over: it is counted, not made.
        if (this.full()) continue;
        const after = step(snap, st.outcome);
        seen.begin();
        writeStateKey(seen, after.base.status, after.context, reads);
        if (!this.isNew()) continue;
        const t: Trail = { step: st, parent: trail };
        judgeState(
          this.cv,
          after.context,
          (i) => this.results[i]!.verdict === 'fails',
          (i, holds) => this.record(i, holds ? HOLDS : FAILS, t),
        );
        // The last level is never expanded: only whether a state of it could go on is read (see lastActive).
        if (!this.lastLevel()) this.next.push(keepLeaf(this.packer, after, t));
        else if (after.base.status === 'active') this.lastActive = true;
      }
    }
    this.endLevel();
  }

  /** Starts the next level (see mergeChunk, endLevel). */
  beginLevel(): void {
    this.depth++;
    this.next = [];
  }

  /** Ends the level begun: its new states are the frontier. */
  endLevel(): void {
    this.frontier = this.next;
    this.next = [];
  }

  /**
   * Whether the key written into `seen` is of a state not seen, within the bound on states: it is
   * then added. At the bound, the search is marked incomplete.
   */
  private isNew(): boolean {
    const seen = this.seen;
    if (seen.has()) return false;
    if (seen.size >= this.bounds.maxStates) {
      this.complete = false;
      return false;
    }
    seen.add();
    return true;
  }

  /** Records claim `i`'s code (expand.ts) on a new state reached by `trail`. */
  private record(i: number, code: number, trail: Trail): void {
    const r = this.results[i]!;
    if (code === SKIP) return;
    r.checked++;
    if (code === FAILS) {
      r.verdict = 'fails';
      r.counterexample = pathToScenario(this.cv.id, this.players, pathOf(trail));
    }
  }

  /**
   * Merges an expanded piece of this level: `states`, the frontier's active states the piece was
   * made from, in order, and `reply`, what expanding them gave (expand.ts). Each transition is taken
   * as serialLevel takes it, in the same order. `stepOf` gives a step by the number the expanding
   * thread gave it. False once the search makes no more transitions this level (its bounds, or
   * every claim failed): the pieces after it are not merged.
   */
  mergeChunk(states: readonly Kept[], reply: ChunkReply, stepOf: (id: number) => Step): boolean {
    const seen = this.seen,
      claims = this.cv.claims.length,
      last = this.lastLevel();
    // Cursors: transitions, new states, and the keys of each kind (see ChunkReply).
    let t = 0,
      r = 0,
      small = 0,
      bytesAt = 0,
      others = 0,
      tokens = 0;
    for (let i = 0; i < states.length; i++) {
      if (this.stopped()) return false;
      const n = reply.counts[i]!;
      if (n < 0) throw this.errorAt(reply, -1 - i);
      const trail = states[i]!.trail;
      for (let k = 0; k < n; k++, t++) {
        this.transitions++;
        // Counted, not made (see serialLevel); a piece expanded only to be counted has no kinds.
        const kind = reply.countOnly ? KNOWN : reply.kinds[t]!;
        if (kind !== KNOWN && kind !== FAILED) r++;
        if (this.full()) {
          if (kind === SMALL) bytesAt += reply.keyMeta[3 * small++]!;
          else if (kind === OTHER) others++;
          else if (kind !== KNOWN && kind !== FAILED) tokens++;
          continue;
        }
        // A state the expanding thread made before: it was merged then (see expand.ts).
        if (kind === KNOWN) continue;
        if (kind === FAILED) throw this.errorAt(reply, t);
        const at = r - 1;
        if (kind === SMALL) {
          const length = reply.keyMeta[3 * small]!;
          seen.loadKey(reply.keyBytes, bytesAt, length, reply.keyMeta[3 * small + 1]!, reply.keyMeta[3 * small + 2]!);
          bytesAt += length;
          small++;
        } else if (kind === OTHER) seen.loadOther(reply.others[others++]!);
        else {
          seen.begin();
          for (const tok of reply.tokens[tokens++]!)
            if (typeof tok === 'string') seen.text(tok);
            else seen.number(tok);
        }
        if (!this.isNew()) continue;
        const tr: Trail = { step: stepOf(reply.steps[at]!), parent: trail };
        for (let c = 0; c < claims; c++) {
          const code = reply.codes[at * claims + c]!;
          if (this.results[c]!.verdict === 'fails') continue;
          if (code === THREW) throw this.errorAt(reply, at, c);
          this.record(c, code, tr);
        }
        const status = STATUSES[reply.statuses[at]!]!;
        if (!last) this.next.push(this.keptOf(reply, at, status, tr));
        else if (status === 'active') this.lastActive = true;
      }
    }
    return true;
  }

  /** The new state `at` of `reply` as the frontier keeps it: a state a follower could not pack is packed here if it can be. */
  private keptOf(reply: ChunkReply, at: number, status: Kept['status'], trail: Trail): Kept {
    const value = valueOfText(reply.values[at]!);
    const packed = reply.packed[at]!;
    if (packed) return { status, value, packed, text: '', trail };
    const text = reply.texts[at]!;
    // Packed by this packer, which numbers the texts the follower did not know (see Packer.follow).
    const repacked = this.packer.pack(JSON.parse(text) as GameState);
    return repacked
      ? { status, value, packed: repacked, text: '', trail }
      : { status, value, packed: null, text, trail };
  }

  /** The error an expanding thread met at `at` (a transition, a new state's claim, or -1 - a state revived), made again here. */
  private errorAt(reply: ChunkReply, at: number, claim = -1): Error {
    const e = reply.errors.find((x) => x.at === at && x.claim === claim);
    if (!e) return new Error(`an expanding thread failed at ${at} and did not say why`);
    return errorOf(e.error);
  }

  /** The verdicts and figures, once the search has stopped. */
  finish(): { results: ClaimResult[]; stats: SearchStats } {
    if (this.lastActive || this.frontier.some((f) => f.status === 'active') || this.transitions >= this.maxTransitions)
      this.complete = false;
    for (const r of this.results) if (r.verdict === 'holds' && r.checked === 0) r.verdict = 'unchecked';
    return {
      results: this.results,
      stats: { states: this.seen.size, transitions: this.transitions, depth: this.depth, complete: this.complete },
    };
  }
}
