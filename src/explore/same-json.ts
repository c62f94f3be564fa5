/**
 * Whether two values have the same JSON text, without writing either: a diff search compares what
 * two variants' deals leave at every transition it makes, and almost always they agree.
 */

/** Nesting deeper than this is compared by JSON text itself (which has its own limit). */
const MAX_DEPTH = 64;

/**
 * Whether `JSON.stringify(x) === JSON.stringify(y)` for plain JSON data (numbers, strings,
 * booleans, null, arrays and plain objects): a non-finite number reads as null, -0 as 0, and an
 * object's own keys are compared in their order, those with an undefined or function value left
 * out, as JSON leaves them. Anything else (an object with `toJSON`, a bigint) is compared by its text.
 */
export function sameJson(x: unknown, y: unknown): boolean {
  return same(x, y, 0);
}

/** `x` as JSON writes an array element: undefined, a function and a symbol read as null. */
function asElement(x: unknown): unknown {
  return x === undefined || typeof x === 'function' || typeof x === 'symbol' ? null : x;
}

/** Whether JSON leaves out a property with value `x`. */
function leftOut(x: unknown): boolean {
  return x === undefined || typeof x === 'function' || typeof x === 'symbol';
}

/** Whether `x` is one JSON writes as null: null itself, or a number that is not finite. */
function isNull(x: unknown): boolean {
  return x === null || (typeof x === 'number' && !Number.isFinite(x));
}

function same(x: unknown, y: unknown, depth: number): boolean {
  if (x === y) return true;
  if (isNull(x) || isNull(y)) return isNull(x) && isNull(y);
  if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return textOf(x) === textOf(y);
  if (depth >= MAX_DEPTH || hasToJson(x) || hasToJson(y)) return textOf(x) === textOf(y);
  const xa = Array.isArray(x),
    ya = Array.isArray(y);
  if (xa !== ya) return false;
  if (xa) return sameElements(x as unknown[], y as unknown[], depth);
  return sameProperties(x as Record<string, unknown>, y as Record<string, unknown>, depth);
}

/** Two arrays element by element (see asElement). */
function sameElements(x: unknown[], y: unknown[], depth: number): boolean {
  if (x.length !== y.length) return false;
  for (let i = 0; i < x.length; i++) if (!same(asElement(x[i]), asElement(y[i]), depth + 1)) return false;
  return true;
}

/** Two objects' written properties, in order (see leftOut). */
function sameProperties(x: Record<string, unknown>, y: Record<string, unknown>, depth: number): boolean {
  const xk = Object.keys(x),
    yk = Object.keys(y);
  let i = 0,
    j = 0;
  // Bounded by the two key lists: each turn moves past at least one key.
  for (;;) {
    while (i < xk.length && leftOut(x[xk[i]!])) i++;
    while (j < yk.length && leftOut(y[yk[j]!])) j++;
    if (i === xk.length || j === yk.length) return i === xk.length && j === yk.length;
    if (xk[i] !== yk[j] || !same(x[xk[i]!], y[yk[j]!], depth + 1)) return false;
    i++;
    j++;
  }
}

function hasToJson(x: object): boolean {
  return typeof (x as { toJSON?: unknown }).toJSON === 'function';
}

/** `x`'s JSON text (a value JSON cannot write, such as a bigint, as its own kind and text). */
function textOf(x: unknown): string {
  try {
    return JSON.stringify(x) ?? 'undefined';
  } catch {
    return `${typeof x}:${String(x)}`;
  }
}

/**
 * Whether `sameJson([...xs].sort(), [...ys].sort())`: whether the two lists hold the same members
 * as often, in any order. A diff search asks it of who is out and who is dealt in at every
 * transition; the default sort turns every number into a string first. A list of strings or of
 * integers (any mix) is compared member by member, each counted in both (a table's few seats, so
 * bounded by its length squared); any other list by sorting, as the call above.
 */
export function sameMembers(xs: readonly unknown[], ys: readonly unknown[]): boolean {
  if (xs.length !== ys.length) return false;
  if (!plainMembers(xs) || !plainMembers(ys)) return sameJson([...xs].sort(), [...ys].sort());
  for (const x of xs) if (occurrences(xs, x) !== occurrences(ys, x)) return false;
  return true;
}

/** Whether every member of `xs` is a string or an integer (for which === is equality of JSON text; -0 and 0 alike in both). */
function plainMembers(xs: readonly unknown[]): boolean {
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i];
    if (typeof x !== 'string' && !Number.isInteger(x)) return false;
  }
  return true;
}

/** How many members of `xs` are `x`. */
function occurrences(xs: readonly unknown[], x: unknown): number {
  let k = 0;
  for (let i = 0; i < xs.length; i++) if (xs[i] === x) k++;
  return k;
}
