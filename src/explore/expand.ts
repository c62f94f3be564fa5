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
import { keptText, reviveLeaf, startState, stepsFrom, valueOfText, valueText, writeStateKey, type Kept, type Searchable, type Step } from './search.ts';
import { FAILS, HOLDS, judgeState, SKIP, THREW } from './judge.ts';

/** A frontier state as it is sent to an expander: its value's JSON text, and its context packed or as JSON text (see Kept). */
export interface WireState { value: string; packed: Packed | null; text: string }

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
export interface WireError { name: string; message: string; run: { variant: string; where: string; clause: string | null } | null }

/** Kinds of transition (ChunkReply.kinds). */
export const KNOWN = 0, SMALL = 1, OTHER = 2, TOKENS = 3, FAILED = 4;
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
export function wireError(e: unknown): WireError {
  if (e instanceof RunError) return { name: e.name, message: e.message, run: { variant: e.variant, where: e.where, clause: e.clause } };
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

/** Expands pieces of levels of one search (see the file's comment). */
export class Expander {
  private readonly searchable: Searchable;
  private readonly keys = new KeySet();
  private readonly packer = new Packer();
  /** The number this expander gives each step it has sent. */
  private readonly stepIds = new Map<Step, number>();
  /** Each value's JSON text, by value (a few dozen). */
  private readonly valueTexts = new Map<unknown, string>();

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
    const { machine, snapshot, next, reads } = this.searchable;
    const keys = this.keys, cv = this.cv, claims = cv.claims.length;
    const counts = new Int32Array(job.states.length);
    const kinds: number[] = [], steps: number[] = [], keyMeta: number[] = [], statuses: number[] = [], codes: number[] = [];
    const keyBytes = new Bytes();
    const reply: ChunkReply = {
      chunk: job.chunk, countOnly: job.countOnly, counts, kinds: new Uint8Array(0), steps: new Int32Array(0), keyMeta: new Int32Array(0),
      keyBytes: new Uint8Array(0), others: [], tokens: [], statuses: new Uint8Array(0), values: [], packed: [], texts: [], codes: new Uint8Array(0),
      stepBase: this.stepIds.size, newSteps: [], errors: [],
    };
    for (let i = 0; i < job.states.length; i++) {
      const w = job.states[i]!;
      let from: LeafState, fromSteps: readonly Step[];
      try {
        const kept: Kept = { status: 'active', value: valueOfText(w.value), packed: w.packed, text: w.text, trail: null };
        from = reviveLeaf(machine, snapshot, kept, this.packer);
        fromSteps = stepsFrom(cv, from.context);
      } catch (e) {
        counts[i] = -1;
        reply.errors.push({ at: -1 - i, claim: -1, error: wireError(e) });
        continue;
      }
      counts[i] = fromSteps.length;
      if (job.countOnly) continue;
      for (const st of fromSteps) {
        let after: LeafState;
        try {
          after = next(from, st.outcome);
        } catch (e) {
          reply.errors.push({ at: kinds.length, claim: -1, error: wireError(e) });
          kinds.push(FAILED);
          continue;
        }
        keys.begin();
        writeStateKey(keys, after.base.status, after.context, reads);
        if (keys.provisional) {
          const tokens = new KeyTokens();
          writeStateKey(tokens, after.base.status, after.context, reads);
          reply.tokens.push(tokens.tokens);
          kinds.push(TOKENS);
        } else {
          if (keys.has()) { kinds.push(KNOWN); continue; }
          const bytes = keys.keyBytes;
          if (bytes) {
            keyMeta.push(bytes.length, keys.keyCount, keys.keyPartial);
            keyBytes.push(bytes);
            kinds.push(SMALL);
          } else {
            reply.others.push(keys.keyOther);
            kinds.push(OTHER);
          }
          keys.add();
        }
        const at = steps.length;
        steps.push(this.stepId(st, reply));
        statuses.push(STATUSES.indexOf(after.base.status));
        const base = at * claims;
        for (let c = 0; c < claims; c++) codes.push(SKIP);
        judgeState(cv, after.context, () => false, (c, holds) => { codes[base + c] = holds ? HOLDS : FAILS; },
          (c, e) => { codes[base + c] = THREW; reply.errors.push({ at, claim: c, error: wireError(e) }); });
        if (job.last) { reply.values.push(''); reply.packed.push(null); reply.texts.push(''); continue; }
        reply.values.push(this.valueText(after.base.value));
        const packed = this.packer.pack(after.context);
        reply.packed.push(packed);
        reply.texts.push(packed ? '' : keptText(after.context));
      }
    }
    reply.kinds = Uint8Array.from(kinds);
    reply.steps = Int32Array.from(steps);
    reply.keyMeta = Int32Array.from(keyMeta);
    reply.keyBytes = keyBytes.xs.slice(0, keyBytes.length);
    reply.statuses = Uint8Array.from(statuses);
    reply.codes = Uint8Array.from(codes);
    return reply;
  }

  /** The number of `st` (a shared step: see stepsFrom), sent with `reply` the first time. */
  private stepId(st: Step, reply: ChunkReply): number {
    let id = this.stepIds.get(st);
    if (id === undefined) {
      this.stepIds.set(st, id = this.stepIds.size);
      reply.newSteps.push(st);
    }
    return id;
  }

  /** A value's JSON text, written once per value object. */
  private valueText(value: unknown): string {
    let t = this.valueTexts.get(value);
    if (t === undefined) this.valueTexts.set(value, t = valueText(value as Kept['value']));
    return t;
  }
}
