/**
 * Expands pieces of a search level for `verify` on a thread other than the one that merges them
 * (verify.ts ClaimSearch.mergeChunk): each transition from each state, in order, as either a state
 * this expander made before or a new one's key, packed state, status and claims' codes.
 *
 * A state this expander made before is sent as known: it made it from an earlier piece (this level
 * or one before: pieces are sent to an expander in the order they are merged), and when that piece
 * was merged the state was added to the seen set, or was seen already, or the bound on states had
 * been reached, after which no state is added. Most transitions lead to states seen (about five in
 * six), and these are sent as one byte.
 *
 * The numbers keys and packed states give texts (phases, rule ids) are the merging thread's: this
 * expander follows its KeySet and Packer (`follow`), and is sent the texts they number with each
 * piece. A key with a text not yet numbered there goes as its texts and numbers (KeyTokens); a
 * state with one, as JSON text.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import type { LeafState } from '../engine/machine.ts';
import { RunError } from '../engine/errors.ts';
import { KeySet, KeyTokens } from './key-set.ts';
import { Packer, type Packed } from './packed.ts';
import {
  keptText,
  reviveLeaf,
  startState,
  stepsFrom,
  valueOfText,
  valueText,
  writeStateKey,
  type Kept,
  type Searchable,
  type Step,
} from './search.ts';
import { FAILS, HOLDS, judgeState, SKIP, THREW } from './judge.ts';

/** A frontier state as it is sent to an expander: its value's JSON text, and its context packed or as JSON text (see Kept). */
export interface WireState {
  value: string;
  packed: Packed | null;
  text: string;
}

/** A piece of a level to expand. */
export interface ChunkJob {
  chunk: number;
  /** Whether the level is the search's last (its new states are not kept: no packing). */
  last: boolean;
  /** Whether only the transitions are to be counted (the bound on states is reached). */
  countOnly: boolean;
  states: WireState[];
  /** The merging thread's key texts and packer texts numbered from `from` on, and its tally names (see follow). */
  keyTexts: { from: number; texts: string[] };
  packTexts: { from: number; texts: string[]; tallyNames: string[] | null };
}

/** A failure met while expanding, to be made again where it is merged (see errorOf). */
export interface WireError {
  name: string;
  message: string;
  run: { variant: string; where: string; clause: string | null } | null;
}

/** Kinds of transition (ChunkReply.kinds). */
export const KNOWN = 0,
  SMALL = 1,
  OTHER = 2,
  TOKENS = 3,
  FAILED = 4;
/** A snapshot's status by its number in a reply. */
export const STATUSES: readonly Kept['status'][] = ['active', 'done', 'error', 'stopped'];

/** What expanding a piece gave (see the file's comment). */
export interface ChunkReply {
  chunk: number;
  countOnly: boolean;
  /** Transitions from each state; -1 when reviving it or finding its steps threw (see errors). */
  counts: Int32Array;
  /** Per transition: KNOWN, a new state's key as bytes (SMALL), as JSON text (OTHER), as tokens (TOKENS), or FAILED (it threw). */
  kinds: Uint8Array;
  /** Per new state (a transition not KNOWN nor FAILED), in order: */
  steps: Int32Array;
  /** Its key's byte length, number count and partial hash (SMALL only, in order; see KeySet.loadKey). */
  keyMeta: Int32Array;
  keyBytes: Uint8Array;
  others: string[];
  tokens: KeyTokens['tokens'][];
  statuses: Uint8Array;
  values: string[];
  packed: (Packed | null)[];
  texts: string[];
  /** Claim codes (judge.ts), claims by state. */
  codes: Uint8Array;
  /** Steps numbered first in this reply, from number `stepBase` on. */
  stepBase: number;
  newSteps: Step[];
  /** Failures: at a transition (claim -1), at a new state's claim, or (at -1 - i) at state i. */
  errors: { at: number; claim: number; error: WireError }[];
}

/** `e` as a WireError. */
function wireError(e: unknown): WireError {
  if (e instanceof RunError)
    return { name: e.name, message: e.message, run: { variant: e.variant, where: e.where, clause: e.clause } };
  if (e instanceof Error) return { name: e.name, message: e.message, run: null };
  return { name: 'Error', message: String(e), run: null };
}

/** A WireError made again as the error it was (a RunError stays one, with its message). */
export function errorOf(w: WireError): Error {
  if (w.run) {
    const e = new RunError(w.run.variant, w.run.where, w.run.clause, '');
    e.message = w.message;
    return e;
  }
  const e = new Error(w.message);
  e.name = w.name;
  return e;
}

/** A growing list of bytes. */
class Bytes {
  xs = new Uint8Array(1 << 12);
  length = 0;
  push(b: Uint8Array): void {
    if (this.length + b.length > this.xs.length) {
      const bigger = new Uint8Array(Math.max(this.xs.length * 2, this.length + b.length));
      bigger.set(this.xs.subarray(0, this.length));
      this.xs = bigger;
    }
    this.xs.set(b, this.length);
    this.length += b.length;
  }
}

/** A ChunkReply as it is written, transition by transition (its numbers in lists, made typed arrays by `done`). */
class ReplyWriter {
  readonly reply: ChunkReply;
  private kinds: number[] = [];
  private steps: number[] = [];
  private keyMeta: number[] = [];
  private statuses: number[] = [];
  private codes: number[] = [];
  private keyBytes = new Bytes();

  constructor(job: ChunkJob, stepBase: number) {
    const none = new Uint8Array(0);
    this.reply = {
      chunk: job.chunk,
      countOnly: job.countOnly,
      counts: new Int32Array(job.states.length),
      kinds: none,
      steps: new Int32Array(0),
      keyMeta: new Int32Array(0),
      keyBytes: none,
      others: [],
      tokens: [],
      statuses: none,
      values: [],
      packed: [],
      texts: [],
      codes: none,
      stepBase,
      newSteps: [],
      errors: [],
    };
  }

  /** State `i` could not be revived or its steps found: it threw `e`. */
  stateFailed(i: number, e: unknown): void {
    this.reply.counts[i] = -1;
    this.reply.errors.push({ at: -1 - i, claim: -1, error: wireError(e) });
  }

  /** The next transition threw `e`. */
  failed(e: unknown): void {
    this.reply.errors.push({ at: this.kinds.length, claim: -1, error: wireError(e) });
    this.kinds.push(FAILED);
  }

  /** The next transition leads to a state this expander made before. */
  known(): void {
    this.kinds.push(KNOWN);
  }

  /** The next transition leads to a state new here, whose key `keys` has just written (and `writeAgain` writes as tokens, if need be). */
  newKey(keys: KeySet, writeAgain: (into: KeyTokens) => void): void {
    if (keys.provisional) {
      const tokens = new KeyTokens();
      writeAgain(tokens);
      this.reply.tokens.push(tokens.tokens);
      this.kinds.push(TOKENS);
      return;
    }
    const bytes = keys.keyBytes;
    if (bytes) {
      this.keyMeta.push(bytes.length, keys.keyCount, keys.keyPartial);
      this.keyBytes.push(bytes);
      this.kinds.push(SMALL);
    } else {
      this.reply.others.push(keys.keyOther);
      this.kinds.push(OTHER);
    }
  }

  /** The new state's step, status and claims' codes (judge.ts); its number among the new states. */
  newState(
    step: number,
    status: Kept['status'],
    judge: (record: (claim: number, code: number, e?: unknown) => void) => void,
    claims: number,
  ): number {
    const at = this.steps.length;
    this.steps.push(step);
    this.statuses.push(STATUSES.indexOf(status));
    const base = at * claims;
    for (let c = 0; c < claims; c++) this.codes.push(SKIP);
    judge((c, code, e) => {
      this.codes[base + c] = code;
      if (code === THREW) this.reply.errors.push({ at, claim: c, error: wireError(e) });
    });
    return at;
  }

  /** The new state as kept: its value's JSON text, and its context packed or as JSON text (empty, on the last level). */
  kept(value: string, packed: Packed | null, text: string): void {
    this.reply.values.push(value);
    this.reply.packed.push(packed);
    this.reply.texts.push(text);
  }

  /** The reply, its lists made typed arrays. */
  done(): ChunkReply {
    const r = this.reply;
    r.kinds = Uint8Array.from(this.kinds);
    r.steps = Int32Array.from(this.steps);
    r.keyMeta = Int32Array.from(this.keyMeta);
    r.keyBytes = this.keyBytes.xs.slice(0, this.keyBytes.length);
    r.statuses = Uint8Array.from(this.statuses);
    r.codes = Uint8Array.from(this.codes);
    return r;
  }
}

/** Expands pieces of levels of one search (see the file's comment). */
export class Expander {
  private readonly searchable: Searchable;
  private readonly keys = new KeySet();
  private readonly packer = new Packer();
  /** The number this expander gives each step it has sent. */
  private readonly stepIds = new Map<Step, number>();

  private readonly cv: CompiledVariant;

  constructor(cv: CompiledVariant) {
    this.cv = cv;
    this.searchable = startState(cv, undefined, { quiet: true, owned: true });
    this.keys.follow();
    this.packer.follow();
  }

  /** Expands `job`'s states (see ChunkReply). */
  expand(job: ChunkJob): ChunkReply {
    this.keys.learnTexts(job.keyTexts.texts, job.keyTexts.from);
    this.packer.learn(job.packTexts.texts, job.packTexts.from, job.packTexts.tallyNames);
    const { machine, snapshot } = this.searchable;
    const out = new ReplyWriter(job, this.stepIds.size);
    for (let i = 0; i < job.states.length; i++) {
      const w = job.states[i]!;
      let from: LeafState, steps: readonly Step[];
      try {
        const kept: Kept = {
          status: 'active',
          value: valueOfText(w.value),
          packed: w.packed,
          text: w.text,
          trail: null,
        };
        from = reviveLeaf(machine, snapshot, kept, this.packer);
        steps = stepsFrom(this.cv, from.context);
      } catch (e) {
        out.stateFailed(i, e);
        continue;
      }
      out.reply.counts[i] = steps.length;
      if (!job.countOnly) for (const st of steps) this.transition(from, st, job.last, out);
    }
    return out.done();
  }

  /** The transition by `st` from `from`, written to `out` (see ChunkReply). */
  private transition(from: LeafState, st: Step, last: boolean, out: ReplyWriter): void {
    const { next, reads } = this.searchable;
    const keys = this.keys,
      cv = this.cv;
    let after: LeafState;
    try {
      after = next(from, st.outcome);
    } catch (e) {
      out.failed(e);
      return;
    }
    const {
      base: { status, value },
      context,
    } = after;
    keys.begin();
    writeStateKey(keys, status, context, reads);
    if (!keys.provisional) {
      if (keys.has()) {
        out.known();
        return;
      }
      out.newKey(keys, () => {});
      keys.add();
    } else out.newKey(keys, (tokens) => writeStateKey(tokens, status, context, reads));
    out.newState(
      this.stepId(st, out.reply),
      status,
      (record) =>
        judgeState(
          cv,
          context,
          () => false,
          (c, holds) => record(c, holds ? HOLDS : FAILS),
          (c, e) => record(c, THREW, e),
        ),
      cv.claims.length,
    );
    if (last) {
      out.kept('', null, '');
      return;
    }
    const packed = this.packer.pack(context);
    out.kept(valueText(value), packed, packed ? '' : keptText(context));
  }

  /** The number of `st` (a shared step: see stepsFrom), sent with `reply` the first time. */
  private stepId(st: Step, reply: ChunkReply): number {
    let id = this.stepIds.get(st);
    if (id === undefined) {
      this.stepIds.set(st, (id = this.stepIds.size));
      reply.newSteps.push(st);
    }
    return id;
  }
}
