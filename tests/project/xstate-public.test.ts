/**
 * XState through its public API only (issue 28): package.json allows any xstate 5.x, and its private
 * fields change between minor versions. No file under src/ (the generated parser aside) reads a
 * snapshot's `_nodes`, names XState's `StateNode` type, or casts `as unknown as` to a type imported
 * from 'xstate'. The quick walk (engine/quick-step.ts) reads the machine's config as machine.ts
 * generates it instead. Comments are not code: one may say what the code does not do.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stripComments } from '../../scripts/game-words.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const SRC = join(ROOT, 'src');
/** The generated parser is not ours to write. */
const SKIPPED = join(SRC, 'parse', 'generated');

/** Every source file under `dir`, recursively. */
function sources(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    if (path === SKIPPED) continue;
    if (e.isDirectory()) out.push(...sources(path));
    else if (/\.(ts|tsx|mts|js|mjs|astro)$/.test(e.name)) out.push(path);
  }
  return out;
}

/** The local names a file's code imports from 'xstate' (or one of its entry points), namespaces included. */
function xstateNames(code: string): Set<string> {
  const names = new Set<string>();
  for (const m of code.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]xstate(?:\/[^'"]*)?['"]/g)) {
    for (const part of m[1]!.split(',')) {
      const local = part
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)
        .pop()!
        .trim();
      if (local) names.add(local);
    }
  }
  for (const m of code.matchAll(/import\s+(?:type\s+)?\*\s+as\s+([\w$]+)\s+from\s*['"]xstate(?:\/[^'"]*)?['"]/g))
    names.add(m[1]!);
  return names;
}

/** What in `code` (comments removed) reaches past XState's public API: one line per finding. */
function privateUses(code: string): string[] {
  const found: string[] = [];
  if (/\b_nodes\b/.test(code)) found.push('reads `_nodes`');
  if (/\bStateNode\b/.test(code)) found.push('names `StateNode`');
  const names = xstateNames(code);
  for (const m of code.matchAll(/\bas\s+unknown\s+as\s+(import\s*\(\s*['"]xstate|[\w$]+)/g)) {
    const to = m[1]!;
    if (to.startsWith('import') || names.has(to))
      found.push(`casts \`as unknown as ${to.startsWith('import') ? "import('xstate')" : to}\``);
  }
  return found;
}

describe('XState through its public API only', () => {
  it('the check finds what the quick walk used to read', () => {
    expect(privateUses('const start = leafOf(snap._nodes);')).toEqual(['reads `_nodes`']);
    expect(privateUses("import type { StateNode } from 'xstate';")).toEqual(['names `StateNode`']);
    expect(privateUses('export interface StateNode { type: string }')).toEqual(['names `StateNode`']);
    expect(
      privateUses("import { and, type AnyStateMachine } from 'xstate';\nnew W(machine as unknown as AnyStateMachine);"),
    ).toEqual(['casts `as unknown as AnyStateMachine`']);
    expect(
      privateUses("import type { MachineSnapshot as M } from 'xstate/guards';\nconst s = x as unknown as M;"),
    ).toEqual(['casts `as unknown as M`']);
    expect(privateUses("const s = x as unknown as import('xstate').AnyStateMachine;")).toEqual([
      "casts `as unknown as import('xstate')`",
    ]);
    // A cast to the project's own type, a name that merely contains the word, and comments are not flagged.
    expect(
      privateUses(
        "import { createActor } from 'xstate';\nconst e = x as unknown as GameEvent;\ntype StateNodeLike = {};",
      ),
    ).toEqual([]);
    expect(stripComments('// no `_nodes` read here\nconst a = 1;', 'x.ts')).not.toMatch(/_nodes/);
  });

  it('no file under src/ reads XState internals', () => {
    const hits = sources(SRC).flatMap((file) =>
      privateUses(stripComments(readFileSync(file, 'utf8'), file)).map((what) => `${relative(ROOT, file)}: ${what}`),
    );
    expect(hits, hits.join('\n')).toEqual([]);
  });
});
