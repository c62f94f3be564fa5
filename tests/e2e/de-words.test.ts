/**
 * The German edition speaks German (issue 30): no /de/ page shows an English phrase of the page
 * catalog (src/site/i18n/ui.ts). Every English entry's fixed words of two or more (a function's
 * words around its arguments, a sentence's words around its links) are looked for in the text and
 * the labels (aria-label, title, placeholder, alt) of every German page, outside what is marked
 * English (`lang="en"`: a book not yet written in German, the switch to the English edition) and
 * outside code. Read from the built HTML, so it needs no browser.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, haveBuiltSite } from '../built-site.ts';
import { ui } from '../../src/site/i18n/ui.ts';
import { sitePages } from './reader-pages.ts';

/** Elements whose content is not read as the page's words. */
const SKIP = new Set(['code', 'pre', 'script', 'style', 'template', 'svg']);
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const INLINE = new Set(['a', 'abbr', 'b', 'em', 'i', 'mark', 'small', 'span', 'strong', 'sub', 'sup', 'time']);
const LABELS = /\s(?:aria-label|title|placeholder|alt)="([^"]*)"/g;

const decode = (s: string): string =>
  s
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(Number.parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** A page's words as a reader sees or hears them: its text and its elements' labels, without English-marked parts and code. */
function germanText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  const out: string[] = [];
  // The open elements, each with whether it (or one around it) is left out.
  const open: { tag: string; skip: boolean }[] = [];
  for (const m of body.matchAll(/<(\/?)([a-zA-Z][\w-]*)([^>]*)>|([^<]+)/g)) {
    const skipping = open.at(-1)?.skip ?? false;
    if (m[4] !== undefined) {
      if (!skipping) out.push(decode(m[4]));
      continue;
    }
    const [, close, name, attrs] = m as unknown as [string, string, string, string];
    const tag = name.toLowerCase();
    if (close) {
      const at = open.findLastIndex((e) => e.tag === tag);
      if (at >= 0) open.length = at;
      if (!INLINE.has(tag)) out.push(' ');
      continue;
    }
    const skip = skipping || SKIP.has(tag) || /\slang="en"/.test(attrs);
    if (!skip) for (const l of attrs.matchAll(LABELS)) out.push(` ${decode(l[1]!)} `);
    if (!INLINE.has(tag)) out.push(' ');
    if (!VOID.has(tag) && !attrs.endsWith('/')) open.push({ tag, skip });
  }
  return out.join('').replace(/\s+/g, ' ');
}

/**
 * The fixed phrases of an English entry: a string (or a list's strings) of two words or more; of a
 * function or a sentence with links, the words around its arguments and links, of three words or
 * more (two words around an argument, "is over", are no sign of an English page).
 */
function phrases(entry: unknown): string[] {
  if (Array.isArray(entry)) return entry.flatMap(phrases);
  const MARK = '\u0001';
  const text =
    typeof entry === 'function' ? String(entry(...Array.from({ length: entry.length }, () => MARK))) : String(entry);
  const parts = text.split(new RegExp(`${MARK}|[\\[\\]\`*]|\\{\\w+\\}|\\d+`)).map((p) =>
    p
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^[,.;:—(]+\s*|\s*[,.;:—)]+$/g, ''),
  );
  const words = parts.length > 1 ? /\p{L}+\s+\p{L}+\s+\p{L}+/u : /\p{L}+\s+\p{L}+/u;
  return parts.filter((p) => words.test(p));
}

/** Whether `text` has `phrase` as whole words (not "Rules" inside "Rulesets"). */
function hasPhrase(text: string, phrase: string): boolean {
  for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
    const before = text[at - 1] ?? ' ';
    const after = text[at + phrase.length] ?? ' ';
    if (!/\p{L}/u.test(before) && !/\p{L}/u.test(after)) return true;
  }
  return false;
}

/**
 * Phrases the catalog shares with English that is not the pages' to translate: the words layer's
 * sentences (rules in words, clause titles, the course's exercises, the steps' descriptions), English
 * until the German words layer (src/compile/de/) is merged, and the house rules' own summaries
 * (their files' prose). Each says why; the words layer's are to be dropped from here once it is German.
 */
const SHARED: ReadonlyMap<string, string> = new Map([
  ['the game', 'rules in words: "loses the game"'],
  ['The cards', 'rules in words: "The cards are laid off in suit rows"'],
  ['No trumps', 'a clause title'],
  ['a card of its own', 'rules in words: "is a card of its own"'],
  ['highest first', 'the course\'s exercise: "Put these cards in order, the highest first"'],
  ['The rows on the table', "the lay-off step's description"],
  ['in order of play', "house rules' summaries"],
]);

describe.skipIf(!haveBuiltSite)('the German edition in German', () => {
  const en = ui('en') as Record<string, unknown>;
  const de = new Set(Object.values(ui('de') as Record<string, unknown>).flatMap(phrases));
  // A phrase the German catalog says too (a name, the switch to the English edition) is no English left in place.
  const english = [...new Set(Object.values(en).flatMap(phrases))].filter((p) => !de.has(p) && !SHARED.has(p));
  const pages = sitePages(DIST, true).filter((p) => p.startsWith('/de/'));

  it('finds the English phrases of the catalog', () => {
    for (const p of SHARED.keys()) expect(Object.values(en).flatMap(phrases), p).toContain(p);
    expect(english).toContain('Read the rules');
    expect(english.find((p) => p.startsWith('short lessons take you'))).toMatch(/The rules are those of$/);
    expect(germanText('<body><p>Read <a>the rules</a> <code>Read the rules</code></p></body>')).toBe(
      ' Read the rules ',
    );
    expect(
      germanText('<body><div lang="en"><p>Read the rules</p></div><p title="Open the table">x</p></body>'),
    ).toContain('Open the table');
  });

  it('shows none of them on a German page', () => {
    expect(pages.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const path of pages) {
      const text = germanText(readFileSync(join(DIST, path, 'index.html'), 'utf8'));
      for (const p of english) if (hasPhrase(text, p)) found.push(`${path}: ${p}`);
    }
    expect(found).toEqual([]);
  });
});
