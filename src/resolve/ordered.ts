/**
 * An insertion-ordered map that can also insert before or after a key, in constant time: the
 * clauses and phases in force, where `(before x)` and `(after x)` place new entries. Resolving
 * stays linear in the number of clauses however many are placed, overridden or removed.
 */
interface Link<K, V> {
  key: K;
  value: V;
  prev: Link<K, V> | null;
  next: Link<K, V> | null;
}

/** Keys in order, with lookups, replacement in place, and insertion next to a key. */
export class OrderedMap<K, V> {
  private readonly links = new Map<K, Link<K, V>>();
  private head: Link<K, V> | null = null;
  private tail: Link<K, V> | null = null;

  /** A map holding `entries` in their order. */
  constructor(entries: Iterable<readonly [K, V]> = []) {
    for (const [k, v] of entries) this.append(k, v);
  }

  /** How many entries there are. */
  get size(): number {
    return this.links.size;
  }

  /** Whether `key` is present. */
  has(key: K): boolean {
    return this.links.has(key);
  }

  /** The value of `key`, or undefined. */
  get(key: K): V | undefined {
    return this.links.get(key)?.value;
  }

  /** Replaces the value of a present `key`, keeping its place. */
  replace(key: K, value: V): void {
    const link = this.links.get(key);
    if (link) link.value = value;
  }

  /** Adds `key` at the end (the key must not be present). */
  append(key: K, value: V): void {
    this.link(key, value, this.tail, null);
  }

  /** Adds `key` just before (or after) the present key `anchor`. */
  insert(where: 'before' | 'after', anchor: K, key: K, value: V): void {
    const at = this.links.get(anchor);
    if (!at) return this.append(key, value);
    if (where === 'before') this.link(key, value, at.prev, at);
    else this.link(key, value, at, at.next);
  }

  /** Removes `key` if present. */
  delete(key: K): void {
    const link = this.links.get(key);
    if (!link) return;
    if (link.prev) link.prev.next = link.next;
    else this.head = link.next;
    if (link.next) link.next.prev = link.prev;
    else this.tail = link.prev;
    this.links.delete(key);
  }

  /** The keys in order (lazily: a "did you mean" hint may stop early). */
  *keys(): IterableIterator<K> {
    for (let l = this.head; l; l = l.next) yield l.key;
  }

  /** The values in order. */
  values(): V[] {
    return this.entries().map(([, v]) => v);
  }

  /** The entries in order. */
  entries(): [K, V][] {
    const out: [K, V][] = [];
    for (let l = this.head; l; l = l.next) out.push([l.key, l.value]);
    return out;
  }

  /** A copy with the same entries in the same order. */
  clone(): OrderedMap<K, V> {
    return new OrderedMap(this.entries());
  }

  private link(key: K, value: V, prev: Link<K, V> | null, next: Link<K, V> | null): void {
    const link: Link<K, V> = { key, value, prev, next };
    if (prev) prev.next = link;
    else this.head = link;
    if (next) next.prev = link;
    else this.tail = link;
    this.links.set(key, link);
  }
}
