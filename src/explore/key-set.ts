/**
 * The set of states a search has visited, each known by its key: a short list of numbers (texts,
 * such as a phase or a play-off as JSON, stand in as numbers of their own: see `text`). A search
 * asks about every transition it makes, hundreds of thousands of them, and almost all of them lead
 * to a state already seen. A key is written into a scratch list, hashed and looked up without
 * making a string or any other object; only a new state's key is copied into the set's pool.
 *
 * Two keys are the same exactly when their lists are equal, number for number (as JSON would write
 * them: -0 is 0, and every non-finite number, like a missing one, is `null`): the hash only finds
 * where to look, and every candidate is compared in full.
 */

/** The first size of the table of keys (it doubles as it fills). */
const FIRST_TABLE = 1 << 10;

/** Bytes per page of the pool: keys are copied into pages, so a growing pool is never copied whole. */
const PAGE = 1 << 16;

/** Mixes one word into a hash (FNV-1a's step, on words). */
const mix = (h: number, word: number): number => Math.imul(h ^ word, 0x01000193);

/** Spreads a hash's bits (MurmurHash3's finalizer), so that near keys land far apart in the table. */
function finish(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/**
 * Where the numbers a follower (see KeySet.follow) gives texts it has not been told of start: far
 * above any text numbered by a leader (a few dozen), so that the two never meet.
 */
const PROVISIONAL = 1 << 24;

/** What a key is written with: numbers and texts (KeySet, or a list of them: see KeyTokens). */
export interface KeyWriter {
  number(x: number | null | undefined): void;
  text(t: string): void;
  json(o: object | null): void;
}

/**
 * A key written as its numbers and texts (a text as a string, an object as its JSON text, as `json`
 * numbers them): what a follower sends of a key that has a text its leader has not numbered yet.
 */
export class KeyTokens implements KeyWriter {
  tokens: (number | null | undefined | string)[] = [];
  number(x: number | null | undefined): void {
    this.tokens.push(x);
  }
  text(t: string): void {
    this.tokens.push(t);
  }
  json(o: object | null): void {
    this.tokens.push(o === null ? '' : JSON.stringify(o));
  }
}

/** A set of keys (see the file's comment): write a key with `number` and `text`, then ask `has`, then `add`. */
export class KeySet implements KeyWriter {
  /** The key being written. */
  private scratch = new Float64Array(64);
  private length = 0;
  /** Whether every number of the key being written is a 32-bit integer (then it goes in the pool). */
  private small = true;
  /**
   * The key being written as bytes (see `encode`): small numbers, most of a key, take one byte, so a
   * search's hundred thousand keys take a few megabytes.
   */
  private bytes = new Uint8Array(256);
  private byteLength = 0;
  /** The hash of the key's numbers so far (each mixed in as it is written). */
  private partial = 0x811c9dc5;
  /** Pooled keys' bytes, page after page; a key is never split between pages. */
  private pages: Uint8Array[] = [new Uint8Array(PAGE)];
  private pageUsed = 0;
  /** Per pooled key: its page, where it starts there, its length in bytes, and its hash (the table grows without hashing again). */
  private keyPage = new Int32Array(FIRST_TABLE);
  private keyStart = new Int32Array(FIRST_TABLE);
  private keyLength = new Int32Array(FIRST_TABLE);
  private hashes = new Int32Array(FIRST_TABLE);
  /** Open addressing: 1 + the index of a pooled key, or 0 for an empty slot. Kept at most half full. */
  private table = new Int32Array(FIRST_TABLE * 2);
  private pooled = 0;
  /**
   * Keys with a number that is not a small integer (a fraction, a large or non-finite number): rare,
   * so kept as JSON text in a plain set. Never equal to a pooled key, which has no such number.
   */
  private others = new Set<string>();
  /** Each text met, by the number that stands for it (positions in a key tell texts from numbers). */
  private texts = new Map<string, number>();
  /** The last two texts looked up, and their numbers. */
  private lastText: string | null = null;
  private lastId = 0;
  private prevText: string | null = null;
  private prevId = 0;
  /**
   * The number of each object's JSON text (see `json`), by the object: a state shares its play-off
   * and game end with the states before it (the flow copies only what it changes), so each such
   * object is written once, however many transitions lead through it.
   */
  private jsonOf = new WeakMap<object, number>();
  /** Where `has` found the key missing: its hash and slot, for `add`. */
  private hash = 0;
  private slot = -1;
  /**
   * A follower numbers texts as its leader does (see follow): a text it has not been told of gets a
   * provisional number of its own (from PROVISIONAL), and the key written is marked (`provisional`).
   */
  private follower = false;
  private provisionals = new Map<string, number>();
  /** Whether the key being written has a provisional number (a follower's key its leader cannot read as bytes). */
  provisional = false;
  /** A key given as JSON text by `loadOther` (see otherText), or null. */
  private loadedOther: string | null = null;

  /** Makes this set a follower: it numbers texts only as told by `learnTexts` (a leader's `textsFrom`). */
  follow(): void {
    this.follower = true;
  }

  /** The texts numbered `from` on, in order (a leader's, for its followers). */
  textsFrom(from: number): string[] {
    return [...this.texts.keys()].slice(from);
  }

  /** How many texts this set has numbered. */
  get textCount(): number {
    return this.texts.size;
  }

  /** Learns a leader's texts numbered `from` on (this follower knows those before `from` already). */
  learnTexts(texts: readonly string[], from: number): void {
    if (from !== this.texts.size) throw new Error(`texts out of step: ${from} after ${this.texts.size}`);
    for (const t of texts) {
      this.texts.set(t, this.texts.size);
      this.provisionals.delete(t);
    }
    // The remembered lookups may hold provisional numbers; objects' numbers are never provisional.
    this.lastText = this.prevText = null;
  }

  /** The number of text `t` not yet numbered: a new one for a leader, a provisional one for a follower. */
  private newText(t: string): number {
    if (!this.follower) {
      const id = this.texts.size;
      this.texts.set(t, id);
      return id;
    }
    let id = this.provisionals.get(t);
    if (id === undefined) this.provisionals.set(t, (id = PROVISIONAL + this.provisionals.size));
    return id;
  }

  /** The key being written, when it is small (see `small`): its bytes (a view, valid until the next key), how many numbers, and its hash so far. */
  get keyBytes(): Uint8Array | null {
    return this.small ? this.bytes.subarray(0, this.byteLength) : null;
  }
  get keyCount(): number {
    return this.length;
  }
  get keyPartial(): number {
    return this.partial;
  }
  /** The key being written, when it is not small, as the JSON text `loadOther` takes. */
  get keyOther(): string {
    return this.otherText();
  }

  /** Starts key as a follower wrote it (see keyBytes): `count` numbers as `bytes[from, from + length)`, hashed so far to `partial`. */
  loadKey(bytes: Uint8Array, from: number, length: number, count: number, partial: number): void {
    this.begin();
    if (length > this.bytes.length) this.bytes = grown(this.bytes, Math.max(length, this.bytes.length * 2));
    const own = this.bytes;
    for (let i = 0; i < length; i++) own[i] = bytes[from + i]!;
    this.byteLength = length;
    this.length = count;
    this.partial = partial;
  }

  /** Starts a key that is not small as a follower wrote it (see keyOther). */
  loadOther(text: string): void {
    this.begin();
    this.small = false;
    this.loadedOther = text;
  }

  /** How many keys the set holds. */
  get size(): number {
    return this.pooled + this.others.size;
  }

  /** Starts writing a new key. */
  begin(): void {
    this.length = 0;
    this.small = true;
    this.slot = -1;
    this.byteLength = 0;
    this.partial = 0x811c9dc5;
    this.provisional = false;
    this.loadedOther = null;
  }

  /** Appends a number to the key being written (see the file's comment for -0 and non-finite numbers). */
  number(x: number | null | undefined): void {
    // x | 0 turns -0 into 0, as JSON writes it. A key of small integers (almost every key) is only
    // written as bytes; its numbers are listed (`scratch`) once another number comes (see `listed`).
    if (this.small && typeof x === 'number' && (x | 0) === x) {
      this.length++;
      this.encode(x | 0);
      return;
    }
    this.listed();
    if (this.length === this.scratch.length) this.scratch = grown(this.scratch, this.length * 2);
    this.scratch[this.length++] = typeof x !== 'number' ? NaN : (x | 0) === x ? x | 0 : Number.isFinite(x) ? x : NaN;
  }

  /**
   * Makes `scratch` the key's list of numbers, the first time a number that is not a small integer
   * comes: the numbers so far, read back from their bytes (see `encode`). Then the key is no longer small.
   */
  private listed(): void {
    if (!this.small) return;
    this.small = false;
    if (this.length > this.scratch.length) this.scratch = grown(this.scratch, this.length * 2);
    const bytes = this.bytes;
    let k = 0;
    for (let i = 0; i < this.byteLength; ) {
      let z = 0;
      for (let shift = 0; ; shift += 7) {
        const b = bytes[i++]!;
        z += (b & 0x7f) * 2 ** shift;
        if (b < 0x80) break;
      }
      // Zigzag undone (see encode): 0, 1, 2, 3, ... as 0, -1, 1, -2, ...
      this.scratch[k++] = z % 2 === 0 ? z / 2 : -(z + 1) / 2;
    }
  }

  /** Appends a text to the key being written, as the number that stands for it in this set. */
  text(t: string): void {
    // Most texts of a key are the same as the last key's (its status, its phase): the last two
    // looked up are remembered, and found without a lookup.
    let id: number;
    if (t === this.lastText) id = this.lastId;
    else if (t === this.prevText) id = this.prevId;
    else {
      let found = this.texts.get(t);
      if (found === undefined) found = this.newText(t);
      id = found;
    }
    if (id >= PROVISIONAL) this.provisional = true;
    if (t !== this.lastText) {
      this.prevText = this.lastText;
      this.prevId = this.lastId;
      this.lastText = t;
      this.lastId = id;
    }
    this.number(id);
  }

  /**
   * Appends `o` as its JSON text would be appended by `text` (null as the empty text). `o` is read
   * once: an object is never written after it is first keyed (states are never changed in place).
   */
  json(o: object | null): void {
    if (o === null) {
      this.text('');
      return;
    }
    let id = this.jsonOf.get(o);
    if (id === undefined) {
      const t = JSON.stringify(o);
      id = this.texts.get(t);
      if (id === undefined) id = this.newText(t);
      // A provisional number is not kept: the leader may number the text later.
      if (id < PROVISIONAL) this.jsonOf.set(o, id);
      else this.provisional = true;
    }
    this.number(id);
  }

  /** Whether the key written since `begin` is in the set. */
  has(): boolean {
    if (!this.small) return this.others.has(this.otherText());
    const h = finish(mix(this.partial, this.length));
    const mask = this.table.length - 1;
    for (let i = h & mask, probes = 0; probes <= mask; i = (i + 1) & mask, probes++) {
      const e = this.table[i]!;
      if (e === 0) {
        this.hash = h;
        this.slot = i;
        return false;
      }
      if (this.hashes[e - 1] === h && this.equals(e - 1)) return true;
    }
    // Unreachable: the table is never more than half full.
    throw new Error('key table full');
  }

  /** Adds the key written since `begin`, which `has` has just found missing. */
  add(): void {
    if (!this.small) {
      this.others.add(this.otherText());
      return;
    }
    if (this.slot < 0) throw new Error('add without has');
    const index = this.pooled++;
    if (index === this.hashes.length) {
      this.keyPage = grown(this.keyPage, index * 2);
      this.keyStart = grown(this.keyStart, index * 2);
      this.keyLength = grown(this.keyLength, index * 2);
      this.hashes = grown(this.hashes, index * 2);
    }
    const n = this.byteLength;
    let page = this.pages[this.pages.length - 1]!;
    if (this.pageUsed + n > page.length) {
      // A new page (of its own size for a key longer than a page).
      this.pages.push((page = new Uint8Array(Math.max(PAGE, n))));
      this.pageUsed = 0;
    }
    // Byte by byte: a key is a few dozen bytes, and a subarray to copy from would be an object per key.
    const bytes = this.bytes,
      at = this.pageUsed;
    for (let i = 0; i < n; i++) page[at + i] = bytes[i]!;
    this.keyPage[index] = this.pages.length - 1;
    this.keyStart[index] = this.pageUsed;
    this.keyLength[index] = n;
    this.pageUsed += n;
    this.hashes[index] = this.hash;
    this.table[this.slot] = index + 1;
    this.slot = -1;
    if (this.pooled * 2 > this.table.length) this.rehash(this.table.length * 2);
  }

  /**
   * Appends 32-bit integer `x` to `bytes` and mixes it into the hash: zigzagged (small negative
   * numbers small too) and written seven bits a byte, low bits first, the top bit set on every byte
   * but a number's last. Each list of numbers has one such text and no two share one.
   */
  private encode(x: number): void {
    if (this.byteLength + 5 > this.bytes.length) this.bytes = grown(this.bytes, this.bytes.length * 2);
    const bytes = this.bytes;
    let n = this.byteLength;
    let z = ((x << 1) ^ (x >> 31)) >>> 0;
    while (z >= 0x80) {
      bytes[n++] = (z & 0x7f) | 0x80;
      z >>>= 7;
    }
    bytes[n++] = z;
    this.byteLength = n;
    this.partial = mix(this.partial, x);
  }

  /** Whether pooled key `index` is the key being written (as `bytes`). */
  private equals(index: number): boolean {
    const n = this.byteLength;
    if (this.keyLength[index] !== n) return false;
    const page = this.pages[this.keyPage[index]!]!;
    const from = this.keyStart[index]!;
    for (let i = 0; i < n; i++) if (page[from + i] !== this.bytes[i]) return false;
    return true;
  }

  /** The key being written as JSON text (a non-finite number as `null`, as JSON writes it). */
  private otherText(): string {
    if (this.loadedOther !== null) return this.loadedOther;
    return JSON.stringify(Array.from(this.scratch.subarray(0, this.length)));
  }

  /** A table of `size` slots holding every pooled key again. */
  private rehash(size: number): void {
    const table = new Int32Array(size);
    const mask = size - 1;
    for (let index = 0; index < this.pooled; index++) {
      let i = this.hashes[index]! & mask;
      while (table[i] !== 0) i = (i + 1) & mask;
      table[i] = index + 1;
    }
    this.table = table;
  }
}

/** A copy of `xs` with room for `size` elements. */
function grown<T extends Uint8Array | Int32Array | Float64Array>(xs: T, size: number): T {
  const bigger = new (xs.constructor as new (n: number) => T)(size);
  bigger.set(xs);
  return bigger;
}
