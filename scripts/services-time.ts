/**
 * How long the language services take to re-check a 300-line house rule after an edit: the
 * figure the Playground's worker must keep under a frame (16 ms) per keystroke. Prints the median
 * and the maximum of update() over 50 edits (after a few to warm up), and the median of parsing the
 * file alone, the part no cache can save (a measure of how loaded the machine is, too).
 *
 *   node_modules/.bin/node scripts/services-time.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseVariant } from '../src/parse/parse.ts';
import { nodePrelude } from '../src/resolve/load.ts';
import { createSession } from '../src/services/session.ts';
import { houseRule } from './long-house-rule.ts';

const dir = join(import.meta.dirname, '..', 'variants');
const files = new Map<string, string>();
for (const f of readdirSync(dir)) if (f.endsWith('.stw')) files.set(f.slice(0, -4), readFileSync(join(dir, f), 'utf8'));

const session = createSession(Object.fromEntries(files), nodePrelude());
const text = houseRule(300);
const times: number[] = [];
for (let i = 0; i < 60; i++) {
  // An edit: one character typed in a line near the middle, as a keystroke would.
  const at = text.indexOf(`extra marks, kind ${75 + (i % 10)}`);
  const edited = `${text.slice(0, at)}${'x'.repeat(i % 3)}${text.slice(at)}`;
  const t0 = performance.now();
  const ds = session.update('long-house-rule', edited);
  const t = performance.now() - t0;
  if (ds.length) throw new Error(`the timed file has problems: ${ds[0]!.message}`);
  if (i >= 10) times.push(t);
}
// While a statement is half typed the file does not parse: the same edits, each leaving `x: add ` on a line of its own.
const broken: number[] = [];
for (let i = 0; i < 60; i++) {
  const at = text.indexOf(`extra marks, kind ${75 + (i % 10)}`);
  const line = text.indexOf('\n', at) + 1;
  const edited = `${text.slice(0, line)}x: add ${'1'.repeat(i % 3)}\n${text.slice(line)}`;
  const t0 = performance.now();
  const ds = session.update('long-house-rule', edited);
  const t = performance.now() - t0;
  if (ds[0]?.code !== 'syntax') throw new Error('the half-typed file should have a syntax error');
  if (i >= 10) broken.push(t);
}

// The floor: parsing the file alone (the one step that must be redone at each keystroke), on this machine now.
const parses: number[] = [];
for (let i = 0; i < 30; i++) {
  const t0 = performance.now();
  parseVariant(text, 'long-house-rule.stw');
  parses.push(performance.now() - t0);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const lines = text.split('\n').length - 1;
console.log(
  `update() on a clean ${lines}-line house rule (${text.length} characters) over ${times.length} edits: median ${median(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms; parsing it alone: median ${median(parses).toFixed(1)} ms`,
);
console.log(
  `update() with a statement half typed mid-file (a syntax error): median ${median(broken).toFixed(1)} ms, max ${Math.max(...broken).toFixed(1)} ms`,
);
