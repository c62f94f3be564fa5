/**
 * A small typed reader for JSON the project reads back (shard files): each reader takes a value
 * and the path it was found at, and returns it typed or throws a FieldError naming the path, what
 * was expected and what was there (`shard.count: expected a whole number from 1 to 100000, got
 * 2147483648`). Our own rather than a schema library: the project has none, the shapes are few,
 * and the messages name the field in the words the CLI uses.
 */
import { shown } from '../scenario/errors.ts';

/** A field that is not what it should be: `path` is where (`figures.tallies[0].sum[1]`). */
export class FieldError extends Error {
  readonly path: string;
  constructor(path: string, message: string) {
    super(`${path}: ${message}`);
    this.path = path;
  }
}

/** Throws a FieldError at `path`: expected `what`, got `v`. */
export function expected(path: string, what: string, v: unknown): never {
  throw new FieldError(path, `expected ${what}, got ${shown(v)}`);
}

/** `v` as a whole number from `min` to `max` (both safe integers). */
export function whole(v: unknown, path: string, min: number, max: number): number {
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < min || v > max)
    expected(path, `a whole number from ${min} to ${max}`, v);
  return v;
}

/** `v` as a string of at most `max` characters. */
export function text(v: unknown, path: string, max = 200): string {
  if (typeof v !== 'string' || v.length > max) expected(path, `text of at most ${max} characters`, v);
  return v;
}

/** `v` as a list of `min` to `max` entries. */
export function list(v: unknown, path: string, min: number, max: number): unknown[] {
  if (!Array.isArray(v) || v.length < min || v.length > max) {
    expected(
      path,
      min === max
        ? `a list of ${min}`
        : max >= EXACT
          ? min > 0
            ? `a list of at least ${min}`
            : 'a list'
          : `a list of ${min} to ${max}`,
      v,
    );
  }
  return v;
}

/** `v` as a plain object (not null, not a list). */
export function record(v: unknown, path: string): Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) expected(path, 'an object', v);
  return v as Record<string, unknown>;
}

/** `o`'s own field `key` (never one of Object.prototype's), or undefined. */
export const own = (o: Record<string, unknown>, key: string): unknown => (Object.hasOwn(o, key) ? o[key] : undefined);

/** The largest whole number a sum may reach and stay exact. */
export const EXACT = Number.MAX_SAFE_INTEGER;
