/**
 * The house rule's name and the text a new one starts from. Small on purpose: the Playground's page
 * imports this, while the checker that reads the file runs in a worker (./house-rule.ts).
 */
import type { ResolvedVariant } from '../resolve/resolve.ts';
import { VARIANT_EXTENSION } from '../resolve/load.ts';

/** The name the house rule goes by in error locations (`house-rule.stw:3:1`). */
export const HOUSE_FILE = 'house-rule';

/** A file's name as errors show it: `house-rule` is `house-rule.stw`. */
export const fileName = (source: string): string =>
  source.endsWith(VARIANT_EXTENSION) ? source : `${source}${VARIANT_EXTENSION}`;

/**
 * A house rule to start from: extends `base`, declares its own source, and shows one override and,
 * where the base has an open question, one choice of reading (`choice`, like `q is r`).
 */
export function template(base: string, title: string, choice: string | null = null): string {
  return `# A house rule: what your table does differently from ${title}.
# Write a clause to add, "override ID: ..." to change one, "remove ID" to drop one.
# Every clause cites a source; your own table is one.
variant my-house-rule "${title}, as we play it"
extends ${base}

source house "Our table's rules" by "Us" dated "${new Date().getFullYear()}"

# For example, a rubber of two games instead (uncomment to try):
# override rubber: rubber 2 games                                [house]
${
  choice
    ? `
# And one of its open questions read your way (see its variant page):
# default ${choice.padEnd(55)}[house]
`
    : ''
}`;
}

/** The template's example of `default q is r`: the base's first open question, read another way than its default. */
export function readingChoice(v: ResolvedVariant): string | null {
  const [amb] = v.ambiguities.values();
  const other = amb?.readings.find((r) => r.id.name !== amb.default.name);
  return amb && other ? `${amb.id.name} is ${other.id.name}` : null;
}
