/**
 * A frontier state's context packed as a list of numbers, and made again from it: what `revive`
 * read back from JSON text before, several times faster both ways (a search packs and unpacks tens
 * of thousands of states; JSON text cost a fifth of a search). The context made again is the one
 * JSON text would give, field for field and in the same order: numbers JSON cannot write (NaN, the
 * infinities) come back as null, -0 as 0. The parts a state seldom has (a play-off, a game's end, a
 * deal in play, a settlement, a play-off's winner) go as JSON text beside the numbers. A context of
 * any other shape than the flow makes (see `FIELDS`) is kept as JSON text whole.
 */
import { put } from '../engine/flow/entry.ts';
import type { Deferred } from '../compile/effects.ts';
import type { DealOutcome, GameState, PlayoffState } from '../engine/state.ts';

/** The fields of a game state in the order the flow makes them (engine/flow/states.ts, clone). */
const FIELDS = [
  'players',
  'readings',
  'game',
  'phase',
  'dealNumber',
  'dealer',
  'lastDealer',
  'out',
  'tallies',
  'playoff',
  'end',
  'phaseDeals',
  'eventCounts',
  'fired',
  'lastDeal',
  'settlement',
  'play',
  'entry',
  'afterPlayoff',
  'draft',
] as const;

/**
 * A packed context: its numbers as the characters of a text (see toText; a flat text costs the
 * collector nothing to trace), those too large for a character beside it, and the JSON text of its
 * seldom parts (null when it has none).
 */
export interface Packed {
  text: string;
  wide: number[] | null;
  rare: string | null;
}

/** The character that stands for a number held in `wide`; every other stands for a small integer (see zig). */
const WIDE = 0xffff;

/** Integers from -LIMIT to LIMIT go in one character each (zigzagged: 0, -1, 1, -2, ... as 0, 1, 2, 3, ...). */
const LIMIT = 0x7ffe;

/** Characters per call of String.fromCharCode (its arguments are bounded). */
const CHUNK = 4096;

/**
 * How a seldom part is held: absent (undefined), null, in the rare text, or as numbers (a play-off
 * or the winner of the last one, of the shapes the flow makes: a search keeps many states in a
 * play-off, and their JSON text was a tenth of a search).
 */
const ABSENT = 0,
  NULL = 1,
  IN_TEXT = 2,
  AS_NUMBERS = 3;

/** A number as JSON text would bring it back: NaN (read back as null) for one JSON cannot write. */
const num = (x: number): number => (Number.isFinite(x) ? x + 0 : NaN);

/** A number read back: NaN stands for null (see num). */
const back = (x: number): number => (Number.isNaN(x) ? (null as unknown as number) : x);

/** Packs and unpacks the contexts of one search (its texts, such as phases and rule ids, by number). */
export class Packer {
  private texts: string[] = [];
  private textIds = new Map<string, number>();
  /** The tally names of the first state packed: every state of a variant has the same, in one order. */
  private tallyNames: string[] | null = null;

  /** The numbers of the state being packed (one list, reused). */
  private scratch = new NumberList();

  /** The numbers of the state being unpacked (one list, reused: see fromText). */
  private read: number[] = [];

  /**
   * A follower (see follow) numbers texts only as its leader has: a state with a text it has not been
   * told of is not packed (it is kept as JSON, and its leader may pack it: see learnTexts).
   */
  private follower = false;
  /** Whether the state being packed has a text a follower has not been told of. */
  private missing = false;

  /** Makes this packer a follower of another's numbering of texts (see learn). */
  follow(): void {
    this.follower = true;
  }

  /** What a follower learns of this packer: the texts numbered `from` on, and the tally names (null before a state is packed). */
  taught(from: number): { texts: string[]; tallyNames: string[] | null } {
    return { texts: this.texts.slice(from), tallyNames: this.tallyNames };
  }

  /** How many texts this packer has numbered. */
  get textCount(): number {
    return this.texts.length;
  }

  /** Learns a leader's texts numbered `from` on (see taught) and its tally names. */
  learn(texts: readonly string[], from: number, tallyNames: string[] | null): void {
    if (from !== this.texts.length) throw new Error(`texts out of step: ${from} after ${this.texts.length}`);
    for (const t of texts) {
      this.textIds.set(t, this.texts.length);
      this.texts.push(t);
    }
    if (this.tallyNames === null && tallyNames !== null) this.tallyNames = [...tallyNames];
  }

  /** `s` packed (its entry and a truthy draft as null), or null when it is of another shape (keep it as JSON). */
  pack(s: GameState): Packed | null {
    this.missing = false;
    if (!this.hasFields(s) || !plain(s)) return null;
    const n = this.scratch;
    n.length = 0;
    n.push(num(s.game));
    n.push(this.text(s.phase));
    n.push(num(s.dealNumber));
    n.push(num(s.dealer));
    n.push(num(s.lastDealer));
    n.push(s.out.length);
    for (const o of s.out) {
      if (typeof o !== 'boolean') return null;
      n.push(o ? 1 : 0);
    }
    if (!this.packTallies(s.tallies, n)) return null;
    n.push(num(s.phaseDeals));
    if (!packNumbers(s.eventCounts, n)) return null;
    if (!this.packFired(s.fired, n)) return null;
    if (!packLastDeal(s.lastDeal, n)) return null;
    // Seldom parts: how each is held, then (for those in text) one JSON array of them.
    const rare: unknown[] = [];
    this.packPart(s.playoff, n, rare, (p) => this.packPlayoff(p as PlayoffState, n));
    this.packPart(s.end, n, rare, null);
    this.packPart(s.settlement, n, rare, null);
    this.packPart(s.afterPlayoff, n, rare, packWinner);
    // The draft: null (as a truthy one is kept), or absent.
    n.push(s.draft === undefined ? ABSENT : NULL);
    if (this.missing) return null;
    return toText(n.xs, n.length, rare.length ? JSON.stringify(rare) : null);
  }

  /** The context packed as `p`, with the start's players and readings. */
  unpack(p: Packed, players: string[], readings: Record<string, string>): GameState {
    const n = fromText(p, this.read);
    let i = 0;
    const game = back(n[i++]!),
      phase = this.texts[n[i++]!]!,
      dealNumber = back(n[i++]!),
      dealer = back(n[i++]!),
      lastDealer = back(n[i++]!);
    const out: boolean[] = [];
    for (let k = n[i++]!; k > 0; k--) out.push(n[i++] === 1);
    const tallies: Record<string, number[]> = {};
    for (const name of this.tallyNames!) {
      const t: number[] = [];
      for (let k = n[i++]!; k > 0; k--) t.push(back(n[i++]!));
      put(tallies, name, t);
    }
    const phaseDeals = back(n[i++]!);
    const eventCounts: number[] = [];
    for (let k = n[i++]!; k > 0; k--) eventCounts.push(back(n[i++]!));
    const fired: Record<string, number> = {};
    for (let k = n[i++]!; k > 0; k--) {
      const name = this.texts[n[i++]!]!;
      put(fired, name, back(n[i++]!));
    }
    let lastDeal: GameState['lastDeal'] = null;
    if (n[i++] === 1) {
      const outcome = { points: [], tricks: [] } as DealOutcome;
      i = unpackNumbers(n, i, outcome.points);
      i = unpackNumbers(n, i, outcome.tricks);
      if (n[i++] === 1) i = unpackNumbers(n, i, (outcome.places = []));
      if (n[i++] === 1) i = unpackNumbers(n, i, (outcome.cards = []));
      const eventBy: number[] = [];
      i = unpackNumbers(n, i, eventBy);
      lastDeal = { outcome, eventBy };
    }
    const rare = p.rare === null ? [] : (JSON.parse(p.rare) as unknown[]);
    let r = 0;
    const part = (how: number): unknown => (how === IN_TEXT ? rare[r++] : how === NULL ? null : undefined);
    let playoff: GameState['playoff'];
    if (n[i] === AS_NUMBERS) {
      i++;
      i = this.unpackPlayoff(n, i);
      playoff = this.playoff;
    } else playoff = part(n[i++]!) as GameState['playoff'];
    const end = part(n[i++]!) as GameState['end'];
    const settlement = part(n[i++]!) as GameState['settlement'];
    let afterPlayoff: GameState['afterPlayoff'];
    if (n[i] === AS_NUMBERS) {
      afterPlayoff = { winner: back(n[i + 1]!) };
      i += 2;
    } else afterPlayoff = part(n[i++]!) as GameState['afterPlayoff'];
    const context: GameState = {
      players,
      readings,
      game,
      phase,
      dealNumber,
      dealer,
      lastDealer,
      out,
      tallies,
      playoff: playoff!,
      end: end!,
      phaseDeals,
      eventCounts,
      fired,
      lastDeal,
      settlement: settlement!,
      play: null,
      entry: null,
    };
    // As JSON text brings them back: a field that was undefined is absent.
    if (afterPlayoff !== undefined) context.afterPlayoff = afterPlayoff;
    if (n[i++] === NULL) context.draft = null;
    return context;
  }

  /**
   * A seldom part (see AS_NUMBERS): how it is held, then its numbers (by `asNumbers`, which says
   * whether it could write them all), or into `rare`.
   */
  private packPart(
    part: unknown,
    n: NumberList,
    rare: unknown[],
    asNumbers: ((part: object, n: NumberList) => boolean) | null,
  ): void {
    if (part === undefined) {
      n.push(ABSENT);
      return;
    }
    if (part === null) {
      n.push(NULL);
      return;
    }
    if (asNumbers && typeof part === 'object') {
      const at = n.length;
      n.push(AS_NUMBERS);
      if (asNumbers(part, n)) return;
      n.length = at;
    }
    n.push(IN_TEXT);
    rare.push(part);
  }

  /**
   * A play-off of the shape the flow makes (PlayoffState, each Deferred's fields in their order) as
   * numbers: false for any other. An effect's action (the compiled variant's) goes as the number of
   * its JSON text, and comes back as one object per text, shared: actions are read, never written.
   */
  private packPlayoff(p: PlayoffState, n: NumberList): boolean {
    if (!hasOnly(p, PLAYOFF_FIELDS) || !Array.isArray(p.pending) || typeof p.origin !== 'string') return false;
    if (typeof p.tiedDealer !== 'number' || typeof p.dealer !== 'number') return false;
    n.push(p.pending.length);
    for (const d of p.pending) {
      if (typeof d !== 'object' || d === null || !hasOnly(d, DEFERRED_FIELDS)) return false;
      if (typeof d.slots !== 'number' || typeof d.dir !== 'string' || typeof d.clause !== 'string') return false;
      if (typeof d.action !== 'object' || d.action === null || !packNumbers(d.group, n)) return false;
      n.push(num(d.slots));
      n.push(this.text(d.dir));
      n.push(this.actionId(d.action));
      if (!packAmounts(d.amounts, n)) return false;
      n.push(this.text(d.clause));
    }
    n.push(num(p.tiedDealer));
    n.push(num(p.dealer));
    n.push(this.text(p.origin));
    return true;
  }

  /** The play-off packed by packPlayoff from `n` at `i`, into `this.playoff`; where the next part starts. */
  private unpackPlayoff(n: number[], i: number): number {
    const pending: Deferred[] = [];
    for (let k = n[i++]!; k > 0; k--) {
      const group: number[] = [];
      i = unpackNumbers(n, i, group);
      const slots = back(n[i++]!),
        dir = this.texts[n[i++]!]! as Deferred['dir'],
        action = this.action(n[i++]!);
      const amounts: Record<number, number> = {};
      for (let m = n[i++]!; m > 0; m--) {
        amounts[n[i]!] = back(n[i + 1]!);
        i += 2;
      }
      pending.push({ group, slots, dir, action, amounts, clause: this.texts[n[i++]!]! });
    }
    this.playoff = {
      pending,
      tiedDealer: back(n[i]!),
      dealer: back(n[i + 1]!),
      origin: this.texts[n[i + 2]!]! as PlayoffState['origin'],
    };
    return i + 3;
  }

  /** The play-off unpackPlayoff made last. */
  private playoff: PlayoffState | null = null;

  /** The actions by the number of their JSON text (see packPlayoff). */
  private actions = new Map<number, Deferred['action']>();

  /**
   * The number of `action`'s JSON text, written once per action object (the compiled variant's, or
   * one read back by `action`: a few in all, never written after they are made).
   */
  private actionId(action: Deferred['action']): number {
    let id = this.actionIds.get(action);
    if (id === undefined) {
      id = this.text(JSON.stringify(action));
      if (id >= 0) this.actionIds.set(action, id);
    }
    return id;
  }

  /** The number of each action's JSON text (see actionId). */
  private actionIds = new WeakMap<object, number>();

  /** The one action read back from text number `id`. */
  private action(id: number): Deferred['action'] {
    let a = this.actions.get(id);
    if (a === undefined) this.actions.set(id, (a = JSON.parse(this.texts[id]!) as Deferred['action']));
    return a;
  }

  /** Whether `s` has exactly the fields of FIELDS, in that order (the last two may be missing, as in a first state). */
  private hasFields(s: GameState): boolean {
    let k = 0;
    for (const name in s) {
      if (k >= FIELDS.length || name !== FIELDS[k]) return false;
      k++;
    }
    return k === FIELDS.length || (k === FIELDS.length - 2 && s.afterPlayoff === undefined && s.draft === undefined);
  }

  /** The number standing for text `t` in this packer (-1 for one a follower has not been told of: see `missing`). */
  private text(t: string): number {
    let id = this.textIds.get(t);
    if (id === undefined) {
      if (this.follower) {
        this.missing = true;
        return -1;
      }
      id = this.texts.length;
      this.texts.push(t);
      this.textIds.set(t, id);
    }
    return id;
  }

  /** Tallies by the names of the first state packed, in its order; false when `tallies` has others. */
  private packTallies(tallies: Record<string, number[]>, n: NumberList): boolean {
    if (this.tallyNames === null) {
      const names: string[] = [];
      for (const name in tallies) names.push(name);
      this.tallyNames = names;
    }
    let k = 0;
    for (const name in tallies) {
      if (k >= this.tallyNames.length || name !== this.tallyNames[k]) return false;
      if (!packNumbers(tallies[name], n)) return false;
      k++;
    }
    return k === this.tallyNames.length;
  }

  /** Clause counts: how many, then each name's number and count, in their order. */
  private packFired(fired: Record<string, number>, n: NumberList): boolean {
    if (typeof fired !== 'object' || fired === null) return false;
    const at = n.length;
    n.push(0);
    let k = 0;
    for (const name in fired) {
      if (!Object.hasOwn(fired, name) || typeof fired[name] !== 'number') return false;
      n.push(this.text(name));
      n.push(num(fired[name]));
      k++;
    }
    n.xs[at] = k;
    return true;
  }
}

/**
 * A list of numbers written from the start again for each state packed: one, reused, and never
 * emptied (an array's length set to 0 gives up its room, which the next state then grows again);
 * its numbers are the first `length` of `xs`.
 */
class NumberList {
  xs: number[] = [];
  length = 0;

  push(x: number): void {
    this.xs[this.length++] = x;
  }
}

/** The character codes toText makes (one list, reused: small integers, so never a list of doubles). */
const codes: number[] = [];

/** The first `length` of `n` as characters (see Packed): a small integer as one character, any other number as WIDE and in `wide`; with `rare`. */
function toText(n: number[], length: number, rare: string | null): Packed {
  let wide: number[] | null = null;
  for (let i = 0; i < length; i++) {
    const x = n[i]!;
    // Zigzagged (see LIMIT) by shifts: x is a small integer here (a 32-bit one: `x | 0` is x; -0 is 0).
    if ((x | 0) === x && x >= -LIMIT && x <= LIMIT) codes[i] = (x << 1) ^ (x >> 31);
    else {
      codes[i] = WIDE;
      (wide ??= []).push(x);
    }
  }
  // Cut to this state's length (never to 0: see NumberList), so that the characters made are its own.
  if (codes.length !== length) codes.length = length;
  let text: string;
  if (codes.length <= CHUNK) text = String.fromCharCode.apply(null, codes);
  else {
    text = '';
    for (let i = 0; i < codes.length; i += CHUNK) text += String.fromCharCode.apply(null, codes.slice(i, i + CHUNK));
  }
  return { text, wide, rare };
}

/**
 * The numbers of `p` (see toText) into the start of `into`, which is returned; what lies past them is
 * an earlier state's (`into` is never emptied, see NumberList: unpack reads only as far as the counts
 * written tell it).
 */
function fromText(p: Packed, into: number[]): number[] {
  const { text, wide } = p;
  let w = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    into[i] = c === WIDE ? wide![w++]! : c & 1 ? -(c + 1) / 2 : c / 2;
  }
  return into;
}

/** A list of numbers: its length, then each (see num); false when it is not one. */
function packNumbers(xs: unknown, n: NumberList): boolean {
  if (!Array.isArray(xs)) return false;
  n.push(xs.length);
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i] as unknown;
    if (typeof x !== 'number') return false;
    n.push(num(x));
  }
  return true;
}

/** A list packed by packNumbers from `n` at `i` into `into`; where the next part starts. */
function unpackNumbers(n: number[], i: number, into: number[]): number {
  for (let k = n[i++]!; k > 0; k--) into.push(back(n[i++]!));
  return i;
}

/** The last deal (or none): its outcome's lists, places and cards when it has them, and who made each event. */
function packLastDeal(d: GameState['lastDeal'], n: NumberList): boolean {
  if (d === null) {
    n.push(0);
    return true;
  }
  if (typeof d !== 'object' || !hasOnly(d, ['outcome', 'eventBy'])) return false;
  const o = d.outcome;
  if (typeof o !== 'object' || o === null) return false;
  const places = Object.hasOwn(o, 'places'),
    cards = Object.hasOwn(o, 'cards');
  if (!hasOnly(o, OUTCOME_FIELDS[(places ? 1 : 0) + (cards ? 2 : 0)]!)) return false;
  n.push(1);
  if (!packNumbers(o.points, n) || !packNumbers(o.tricks, n)) return false;
  n.push(places ? 1 : 0);
  if (places && !packNumbers(o.places, n)) return false;
  n.push(cards ? 1 : 0);
  if (cards && !packNumbers(o.cards, n)) return false;
  return packNumbers(d.eventBy, n);
}

/** The fields of a play-off and of an effect it defers, in the order the flow makes them. */
const PLAYOFF_FIELDS = ['pending', 'tiedDealer', 'dealer', 'origin'];
const DEFERRED_FIELDS = ['group', 'slots', 'dir', 'action', 'amounts', 'clause'];

/**
 * Amounts by seat: how many, then each seat and amount, in JSON's order; false unless every name is
 * a seat number as JSON writes one (an array index: for-in gives them in increasing order, and an
 * object made again from them in any order is written in that order too) and every amount a number.
 */
function packAmounts(amounts: unknown, n: NumberList): boolean {
  if (typeof amounts !== 'object' || amounts === null || Array.isArray(amounts)) return false;
  const at = n.length;
  n.push(0);
  let k = 0;
  for (const name in amounts) {
    const q = seatNumber(name);
    const value = (amounts as Record<string, unknown>)[name];
    if (q < 0 || !Object.hasOwn(amounts, name) || typeof value !== 'number') return false;
    n.push(q);
    n.push(num(value));
    k++;
  }
  n.xs[at] = k;
  return true;
}

/**
 * The number `name` writes when it is one as JSON writes it, up to LIMIT (digits, no leading zero:
 * what String(q) gives); else -1. Read digit by digit, without a number made into text.
 */
function seatNumber(name: string): number {
  if (name.length === 0 || name.length > 5 || (name.length > 1 && name.charCodeAt(0) === 48)) return -1;
  let q = 0;
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    q = q * 10 + c;
  }
  return q <= LIMIT ? q : -1;
}

/** The winner of the last play-off (`afterPlayoff`), `{ winner }` with a number: as that number; false for any other shape. */
function packWinner(after: object, n: NumberList): boolean {
  if (!hasOnly(after, ['winner'])) return false;
  const winner = (after as { winner: unknown }).winner;
  if (typeof winner !== 'number') return false;
  n.push(num(winner));
  return true;
}

/** The fields of an outcome in their order: without places and cards, with places, with cards, with both. */
const OUTCOME_FIELDS = [
  ['points', 'tricks'],
  ['points', 'tricks', 'places'],
  ['points', 'tricks', 'cards'],
  ['points', 'tricks', 'places', 'cards'],
];

/**
 * Whether `s`'s fields are of the kinds the packing writes: numbers, a phase, the lists, no deal in
 * play, a play-off, end and settlement each present (null or not), and a draft that is an object, null or absent.
 */
function plain(s: GameState): boolean {
  return (
    typeof s.game === 'number' &&
    typeof s.phase === 'string' &&
    typeof s.dealNumber === 'number' &&
    typeof s.dealer === 'number' &&
    typeof s.lastDealer === 'number' &&
    typeof s.phaseDeals === 'number' &&
    Array.isArray(s.out) &&
    s.play === null &&
    s.playoff !== undefined &&
    s.end !== undefined &&
    s.settlement !== undefined &&
    (s.draft === undefined || s.draft === null || typeof s.draft === 'object') &&
    (s.lastDeal === null || typeof s.lastDeal === 'object') &&
    s.tallies !== null &&
    typeof s.tallies === 'object'
  );
}

/** Whether `o`'s own names are `names`, in that order. */
function hasOnly(o: object, names: readonly string[]): boolean {
  let k = 0;
  for (const name in o) {
    if (k >= names.length || name !== names[k] || !Object.hasOwn(o, name)) return false;
    k++;
  }
  return k === names.length;
}
