/**
 * The ids of every shipped variant and house rule, read from the compiled variants (not a kept
 * list): clauses, phases, questions (ambiguities) and their readings, tallies and events. Readers'
 * pages must name none of them (tests/e2e/raw-ids.test.ts).
 */
import { join } from 'node:path';
import { checkPath } from '../../src/check/check.ts';
import { compileVariant, type CompiledVariant } from '../../src/compile/compile.ts';
import { diskReader, VARIANTS_DIR } from '../../src/resolve/disk.ts';
import { siteVariants } from '../../src/site/data.ts';
import { galleryFiles } from '../variants/house-gallery.ts';

/** What kind of thing an id names, for the failure message. */
export type IdKind = 'clause' | 'phase' | 'question' | 'reading' | 'tally' | 'event';

/** Every id of `cv`, with its kind. */
function idsOf(cv: CompiledVariant, into: Map<string, IdKind>): void {
  const v = cv.variant;
  for (const c of v.clauses) into.set(c.id, 'clause');
  for (const p of cv.phases) into.set(p.id, 'phase');
  for (const [a, amb] of v.ambiguities) {
    into.set(a, 'question');
    for (const r of amb.readings) into.set(r.id.name, 'reading');
  }
  for (const t of cv.tallies) into.set(t.name, 'tally');
  for (const e of cv.events) into.set(e.id, 'event');
}

/** Every id of every variant in variants/ and every house rule in variants/house/. */
export function shippedIds(): Map<string, IdKind> {
  const ids = new Map<string, IdKind>();
  for (const v of siteVariants()) idsOf(v.compiled, ids);
  for (const path of galleryFiles(join(VARIANTS_DIR, 'house'))) {
    const { variant } = checkPath(diskReader, path);
    if (!variant) throw new Error(`house rule ${path} does not check`);
    idsOf(compileVariant(variant), ids);
  }
  return ids;
}

/**
 * The ids a reader would not write as a word: those with a hyphen (`upcard-four`). A one-word id
 * is mostly a word of the game ("marks", "butzen"), which prose may use.
 */
export const hyphenatedIds = (ids: Map<string, IdKind>): [string, IdKind][] =>
  [...ids].filter(([id]) => id.includes('-'));
