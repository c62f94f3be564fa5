/**
 * Walking syntax trees without recursion: whatever the input, no walk overflows the stack.
 */

/** Calls `visit` on every object inside `root` (arrays are walked, locations skipped). */
export function forEachNode(root: unknown, visit: (node: Record<string, unknown>) => void): void {
  const stack: unknown[] = [root];
  while (stack.length) {
    const x = stack.pop();
    if (!x || typeof x !== 'object') continue;
    if (Array.isArray(x)) { for (const item of x) stack.push(item); continue; }
    const node = x as Record<string, unknown>;
    visit(node);
    for (const key in node) if (key !== 'loc' && Object.hasOwn(node, key)) stack.push(node[key]);
  }
}

/** The ids of the ambiguities that `reading a is r` conditions and guards inside `root` name. */
export function referencedAmbiguities(root: unknown): Set<string> {
  const used = new Set<string>();
  forEachNode(root, (n) => {
    if (n.kind === 'ReadingIs') used.add((n.ambiguity as { name: string }).name);
  });
  return used;
}
