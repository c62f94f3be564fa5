/**
 * The command tables of the README and of the language reference (§12) say what each command's own
 * `--help` says: one row per command, its synopsis the usage's first lines (every option the command
 * takes, in its order), and the default bounds of `verify` as the command has them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/cli/commands.ts';
import { VERIFY_BOUNDS } from '../../src/cli/io.ts';

const DOCS = ['README.md', 'grammar/README.md'];

/** A synopsis with its blank space and escaped bars made plain, so that a table cell and a usage compare. */
const plain = (s: string) =>
  s
    .replaceAll('\\|', '|')
    .replace(/\s*\|\s*/g, '|')
    .replace(/\s+/g, ' ')
    .trim();

/** The usage's synopsis: its lines up to the first blank one. */
const synopsis = (usage: string) => plain(usage.split(/\n\s*\n/)[0]!);

/** Each command table row of a document: the synopsis in its first cell and the rest of the row. */
function rows(doc: string): Map<string, { synopsis: string; text: string }> {
  const found = new Map<string, { synopsis: string; text: string }>();
  for (const line of readFileSync(doc, 'utf8').split('\n')) {
    const m = /^\| `(stichwort (\w+)(?:[^`]|`(?!\s*\|(?!\|)))*?)` \| (.*) \|$/.exec(line);
    if (m) found.set(m[2]!, { synopsis: plain(m[1]!), text: m[3]! });
  }
  return found;
}

describe.each(DOCS)('the command table of %s', (doc) => {
  const table = rows(doc);

  it('has one row per command, and no row for a command there is not', () => {
    expect([...table.keys()].sort()).toEqual(COMMANDS.map((c) => c.name).sort());
  });

  it.each(COMMANDS.map((c) => [c.name, c.usage] as const))("gives %s's synopsis as its --help does", (name, usage) => {
    expect(table.get(name)?.synopsis).toBe(synopsis(usage));
  });

  it("gives verify's default bounds as the command has them", () => {
    const text = table.get('verify')!.text;
    expect(text).toContain(`${VERIFY_BOUNDS.maxDepth} deals`);
    expect(text).toContain(VERIFY_BOUNDS.maxStates.toLocaleString('en'));
    expect(text).toContain(VERIFY_BOUNDS.maxTransitions.toLocaleString('en'));
  });
});
