/**
 * The ids of a file's `example` blocks, and a saved example's id made new for a file. Apart from
 * ./example-text.ts, which writes the blocks, so that the Playground's page can keep ids apart
 * without loading the replay the writer needs.
 */

/** A written example block: its id, its title in words, and its text. */
export interface ExampleBlock {
  id: string;
  title: string;
  text: string;
}

/** The example ids a file's text declares (to pass as `taken`, so a saved example gets a new one). */
export function exampleIds(fileText: string): string[] {
  return [...fileText.matchAll(/^[ \t]*example[ \t]+([a-z][a-z0-9-]*)/gm)].map((m) => m[1]!);
}

/** `block` with its id made new for `fileText` (the Playground's file may have gained examples since). */
export function withFreshId(block: ExampleBlock, fileText: string): ExampleBlock {
  const taken = exampleIds(fileText);
  if (!taken.includes(block.id)) return block;
  const id = freshId(taken);
  return { ...block, id, text: block.text.replace(`example ${block.id} `, `example ${id} `) };
}

/** The first `example-N` not in `taken`. */
export function freshId(taken: Iterable<string>): string {
  const used = new Set(taken);
  // The loop ends: `used` is finite.
  for (let n = 1; ; n++) if (!used.has(`example-${n}`)) return `example-${n}`;
}
