/**
 * The `<Rules>` markers of every rulebook in a folder of MDX files (content/), read from disk: for
 * the site's build and for the language server. Node only; the browser gets the markers as data.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { markersIn, type RulesMarker } from './sections.ts';

/** Every marker in the `.mdx` files of `dir`, in file order; each file's name (without `.mdx`) is its book. */
export function markersInDir(dir: string): RulesMarker[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .sort()
    .flatMap((f) => markersIn(f.slice(0, -'.mdx'.length), readFileSync(join(dir, f), 'utf8')));
}
