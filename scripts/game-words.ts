#!/usr/bin/env node
/**
 * No game words in src/: the core names no game, no variant and no game's own word (march, frame,
 * Schleipfe, ...) outside comments; those belong to the variant files, which declare them.
 *
 * `npm run game-words` (Node 24: `node scripts/game-words.ts`) prints the equivalent `grep` and its
 * result, then the exact check
 * (comments stripped by a scanner, not by line shape); tests/project/no-game-words.test.ts runs the same
 * check. Run `node scripts/build-parser.mjs` first so that the generated parser is checked too.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The game words, as regular-expression sources matched case-insensitively anywhere in a word. */
export const GAME_WORDS: readonly string[] = [
  'hindersche',
  'hindersi',
  'jass',
  'kein[ -]stich',
  'bauernheinrich',
  'pagat',
  'schoch',
  'swedish',
  'butzen',
  'vier-strich',
  'march',
  'frame',
  'schleipf',
  'h(ü|ue)bscher',
  'durchmarsch',
  'reachedPhase2',
];

/**
 * Parts of shipped variants' titles that are too common to be a game's own word: "Power" (Kein
 * Stich: Power) is also what the card tables call a card's strength in a trick.
 */
const COMMON_TITLE_WORDS = new Set(['power']);

/** The extensions walked under src/. */
const EXTENSIONS = /\.(ts|astro|css|mjs|js)$/;

const escapeRegex = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The titles of the shipped variants and their own parts ("Black Pig" of "Kein Stich: Black Pig",
 * "after Schoch" of "Hindersche (after Schoch)"), as regular-expression sources.
 */
export function titleWords(root: string): string[] {
  const out = new Set<string>();
  const dir = join(root, 'variants');
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.stw')) continue;
    const m = /^variant\s+\S+\s+"([^"]+)"/m.exec(readFileSync(join(dir, name), 'utf8'));
    if (!m) continue;
    const title = m[1]!;
    const parts = [title, ...title.split(/[:()]/).map((s) => s.trim())];
    for (const p of parts) if (p.length > 0 && !COMMON_TITLE_WORDS.has(p.toLowerCase())) out.add(escapeRegex(p));
  }
  return [...out];
}

/**
 * The text with its comments blanked out (newlines kept, so lines still count): `//` and block
 * comments in script, block comments in CSS, and in an .astro file the front matter and `<script>`
 * as script, `<!-- -->` and `{/* *\/}` in the markup. Strings and regular-expression literals are
 * skipped over, so a `//` inside them is not a comment.
 */
export function stripComments(text: string, path: string): string {
  if (path.endsWith('.css')) return blankBlocks(text);
  if (!path.endsWith('.astro')) return stripScript(text);
  let out = '';
  let i = 0;
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (front) {
    out = '---\n' + stripScript(front[1]!) + '\n---';
    i = front[0].length;
  }
  let rest = text.slice(i);
  rest = rest.replace(
    /(<script\b[^>]*>)([\s\S]*?)(<\/script>)/g,
    (_, a: string, body: string, b: string) => a + stripScript(body) + b,
  );
  rest = rest.replace(/<!--[\s\S]*?-->/g, blank);
  rest = rest.replace(/\{\/\*[\s\S]*?\*\/\}/g, blank);
  return out + rest;
}

const blank = (s: string): string => s.replace(/[^\n]/g, ' ');
const blankBlocks = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, blank);

/** Script text with its comments blanked: a small scanner over strings, templates, regexes, comments. */
function stripScript(s: string): string {
  const out: string[] = [];
  let i = 0;
  let last = ''; // the last significant character outside comments, to tell a regex from a division
  while (i < s.length) {
    const c = s[i]!;
    const d = s[i + 1];
    if (c === '/' && d === '/') {
      let j = i;
      while (j < s.length && s[j] !== '\n') j++;
      out.push(blank(s.slice(i, j)));
      i = j;
    } else if (c === '/' && d === '*') {
      const end = s.indexOf('*/', i + 2);
      const j = end < 0 ? s.length : end + 2;
      out.push(blank(s.slice(i, j)));
      i = j;
    } else if (c === '"' || c === "'" || c === '`') {
      let j = i + 1;
      while (j < s.length && s[j] !== c) {
        if (s[j] === '\\') j++;
        else if (c !== '`' && s[j] === '\n') break;
        j++;
      }
      out.push(s.slice(i, j + 1));
      i = j + 1;
      last = c;
    } else if (
      c === '/' &&
      (last === '' || /[(,=:[!&|?{};+\-*%<>~^]/.test(last) || /\breturn\s*$/.test(out.slice(-12).join('')))
    ) {
      let j = i + 1;
      let cls = false;
      while (j < s.length && s[j] !== '\n') {
        if (s[j] === '\\') j++;
        else if (s[j] === '[') cls = true;
        else if (s[j] === ']') cls = false;
        else if (s[j] === '/' && !cls) break;
        j++;
      }
      out.push(s.slice(i, j + 1));
      i = j + 1;
      last = '/';
    } else {
      out.push(c);
      if (!/\s/.test(c)) last = c;
      i++;
    }
  }
  return out.join('');
}

/** Every file walked under src/ (the generated parser included). */
function* files(dir: string): Generator<string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    if (e.isDirectory()) yield* files(path);
    else if (EXTENSIONS.test(e.name)) yield path;
  }
}

/** One line of src/ that names a game word outside comments: `file:line: text`. */
export interface Hit {
  file: string;
  line: number;
  word: string;
  text: string;
}

/** Every line under `root`/src that names a game word outside comments. */
export function gameWordHits(root: string): Hit[] {
  const words = new RegExp(`(${[...GAME_WORDS, ...titleWords(root)].join('|')})`, 'i');
  const hits: Hit[] = [];
  for (const path of files(join(root, 'src'))) {
    const text = readFileSync(path, 'utf8');
    const lines = stripComments(text, path).split('\n');
    const raw = text.split('\n');
    lines.forEach((l, n) => {
      const m = words.exec(l);
      if (m) hits.push({ file: relative(root, path), line: n + 1, word: m[1]!, text: raw[n]!.trim() });
    });
  }
  return hits;
}

/** The shell equivalent: grep, then drop lines that are only a comment (the scanner is exact). */
export function grepCommand(root: string): string {
  const pattern = [...GAME_WORDS, ...titleWords(root)].join('|').replace(/'/g, "'\\''");
  return (
    `grep -rniE '${pattern}' src --include='*.ts' --include='*.astro' --include='*.css' --include='*.mjs' --include='*.js'` +
    ` | grep -vE '^[^:]+:[0-9]+:\\s*(//|/?\\*|<!--|\\{/\\*)'`
  );
}

if (import.meta.main) {
  const root = join(import.meta.dirname, '..');
  const cmd = grepCommand(root);
  console.log(`$ ${cmd}`);
  let grep = '';
  try {
    grep = execFileSync('sh', ['-c', cmd], { cwd: root, encoding: 'utf8' });
  } catch {
    /* grep exits 1 on no match */
  }
  console.log(grep.trimEnd() || '(no lines)');
  const hits = gameWordHits(root);
  console.log(`\nexact check (comments stripped by a scanner): ${hits.length} line(s)`);
  for (const h of hits) console.log(`${h.file}:${h.line}: [${h.word}] ${h.text}`);
  process.exitCode = hits.length > 0 ? 1 : 0;
}
