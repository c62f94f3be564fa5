/**
 * Shared test helpers: load and compile a variant from variants/ or from text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkPath } from '../src/check/check.ts';
import { compileVariant, type CompiledVariant } from '../src/compile/compile.ts';
import { diskReader, VARIANTS_DIR } from '../src/resolve/disk.ts';
import { memoryReader } from '../src/resolve/load.ts';
import type { ResolvedVariant } from '../src/resolve/resolve.ts';

/** The checked variant `id` from variants/; fails the test if it does not check clean. */
export function loadVariant(id: string): ResolvedVariant {
  const { variant, diagnostics } = checkPath(diskReader, id);
  if (!variant || diagnostics.length) throw new Error(`${id}: ${diagnostics.map((d) => d.message).join('; ')}`);
  return variant;
}

/** The compiled variant `id` under `options`. */
export function compiled(id: string, options: Record<string, string> = {}): CompiledVariant {
  return compileVariant(loadVariant(id), options);
}

/** Checks in-memory files `{ id: text }` and returns the diagnostics for `id`. */
export function checkText(files: Record<string, string>, id: string) {
  return checkPath(memoryReader(files), id);
}

/** `rules` added to the Pagat rules as a house rule `id` ("House", sourced to "Our table"), compiled; fails on any diagnostic. */
export function pagatHouse(id: string, rules: string): CompiledVariant {
  const base = readFileSync(new URL('../variants/hindersche-pagat.stw', import.meta.url), 'utf8');
  const files = {
    'hindersche-pagat': base,
    [id]: `variant ${id} "House"\nextends hindersche-pagat\nsource house "Our table"\n${rules}\n`,
  };
  const { variant, diagnostics } = checkPath(memoryReader(files), id);
  if (!variant || diagnostics.length) throw new Error(`${id}: ${diagnostics.map((d) => d.message).join('; ')}`);
  return compileVariant(variant);
}

/** The paths of every shipped variant file, variants/ and then variants/house/, each folder sorted. */
export function shippedFiles(): string[] {
  const stw = (dir: string) =>
    readdirSync(dir)
      .filter((f) => f.endsWith('.stw'))
      .map((f) => join(dir, f))
      .sort();
  return [...stw(VARIANTS_DIR), ...stw(join(VARIANTS_DIR, 'house'))];
}
