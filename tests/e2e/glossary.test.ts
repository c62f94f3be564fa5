/**
 * The glossary (issue 26): every word of the games that the Play table, its score and the course
 * show is explained in it, and it is linked both ways — each entry to the rulebook sections that
 * explain the term, and the section where a term is explained back to its entry.
 *
 * The words looked for come from the compiled variants (tallies, events, the action of taking a
 * trick one did not win, special cards, the pack's own rank names) and from the few words the engine
 * itself uses for every game (trick, trump, dealer, …); a word counts as shown when the table
 * during a deal, or a course page, has it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, haveBrowser, instantBots, siteUnderTest } from './browser.ts';
import { haveBuiltSite } from '../built-site.ts';
import { readableText } from './reader-pages.ts';
import { games, siteVariants } from '../../src/site/data.ts';
import { glossary, glossaryAnchor } from '../../src/site/glossary.ts';
import { variantNames } from '../../src/compile/clause-words.ts';

/** Words the engine says of every game, whatever its file: the table's and the results' own vocabulary. */
const ENGINE_WORDS = [
  'trick',
  'trump',
  'dealer',
  'forehand',
  'rubber',
  'play-off',
  'lay-off',
  'follow suit',
  'penalty',
  'pot',
  'stake',
  'mark',
];
/** Rank names a reader of English knows without the glossary. */
const ENGLISH_RANKS = new Set([
  'Ace',
  'King',
  'Queen',
  'Jack',
  '10',
  '9',
  '8',
  '7',
  '6',
  '5',
  '4',
  '3',
  '2',
  'Ten',
  'Nine',
  'Eight',
  'Seven',
  'Six',
]);

/** The game words of the shipped variants, from their compiled rules. */
function gameWords(): string[] {
  const words = new Set<string>(ENGINE_WORDS);
  for (const v of siteVariants()) {
    const cv = v.compiled;
    const names = variantNames(v.resolved, cv.deck);
    for (const t of cv.tallies) words.add(t.title);
    for (const e of cv.events) words.add(e.title);
    if (cv.trickTaking) words.add(cv.trickTaking.title);
    for (const c of v.resolved.clauses) {
      const n = c.node.body.kind === 'Special' ? names.special(c.id) : null;
      if (n) words.add(n);
    }
    for (const r of cv.deck.rankNames) if (r?.[0] && !ENGLISH_RANKS.has(r[0])) words.add(r[0]);
  }
  return [...words];
}

/** A word as compared: lower case, a plural's s dropped. */
const norm = (w: string): string => w.toLowerCase().replace(/(?<=\w{3})s$/, '');
/** Every name the glossary gives a term under: its forms and its other names, each without what is in brackets. */
const glossaryNames = (): Set<string> =>
  new Set(
    glossary()
      .terms.flatMap((t) => [t.term, t.names ?? ''].join(',').split(/[,;]/))
      .map((x) => norm(x.replace(/\([^)]*\)/g, '').trim()))
      .filter(Boolean),
  );

/** The HTML of the section of a built rulebook page that heading `anchor` opens (to the next heading as high). */
function sectionHtml(book: string, anchor: string): string | null {
  const html = readFileSync(join(DIST, 'rules', book, 'index.html'), 'utf8');
  const open = new RegExp(`<h([2-6])[^>]*\\sid="${anchor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`).exec(html);
  if (!open) return null;
  const rest = html.slice(open.index + open[0].length);
  const next = new RegExp(`<h[2-${open[1]}][\\s>]`).exec(rest);
  return next ? rest.slice(0, next.index) : rest;
}

describe.skipIf(!haveBuiltSite)('the glossary, linked both ways', () => {
  const terms = glossary().terms;

  it('lists the words the tables and the score use: Frame, forehand, rubber, pot, stake, lay-off, …', () => {
    const have = glossaryNames();
    expect(gameWords().filter((w) => !have.has(norm(w)))).toEqual([]);
  });

  it('links each entry to rulebook sections that exist, and the section that explains the term back to the entry', () => {
    const problems: string[] = [];
    const page = readFileSync(join(DIST, 'glossary', 'index.html'), 'utf8');
    for (const t of terms) {
      const anchor = glossaryAnchor(t.term);
      if (!page.includes(`id="${anchor}"`)) problems.push(`${t.term}: no entry #${anchor} on the Glossary page`);
      expect(t.sections.length, t.term).toBeGreaterThan(0);
      for (const [i, at] of t.sections.entries()) {
        const m = /^\/rules\/([^/]+)\/#(.+)$/.exec(at);
        const html = m ? sectionHtml(m[1]!, m[2]!) : null;
        if (html === null) {
          problems.push(`${t.term}: ${at} is no rulebook section`);
          continue;
        }
        // The first section is where the term is explained: it links to the entry.
        const back = [...html.matchAll(/href="([^"]*\/glossary\/#[^"]*)"/g)].some(
          (m) => decodeURIComponent(m[1]!.split('#')[1]!) === anchor,
        );
        if (i === 0 && !back) problems.push(`${t.term}: ${at} does not link back to /glossary/#${anchor}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('every rulebook link to the glossary finds an entry', () => {
    const anchors = new Set(terms.map((t) => glossaryAnchor(t.term)));
    const books = readdirSync(join(DIST, 'rules'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(books.length).toBeGreaterThan(2);
    const broken = books.flatMap((book) => {
      const html = readFileSync(join(DIST, 'rules', book, 'index.html'), 'utf8');
      return [...html.matchAll(/href="[^"]*\/glossary\/#([^"]*)"/g)]
        .map((m) => decodeURIComponent(m[1]!))
        .filter((a) => !anchors.has(a))
        .map((a) => `${book}: #${a}`);
    });
    expect(broken).toEqual([]);
  });
});

describe.skipIf(!haveBrowser)('the words the table and the course show', () => {
  const site = siteUnderTest();

  it('are each in the glossary', async () => {
    const have = glossaryNames();
    const words = gameWords();
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await instantBots(page);
    const missing = new Set<string>();
    const shown = new Set<string>();
    const look = (path: string, text: string) => {
      for (const w of words) {
        if (!new RegExp(`\\b${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}s?\\b`, 'i').test(text)) continue;
        shown.add(w);
        if (!have.has(norm(w))) missing.add(`${path}: ${w}`);
      }
    };
    for (const g of games()) {
      const start = g.variants.find((v) => v.base === null)!;
      await page.goto(`${site.base}/play/${start.id}/?seed=1`);
      await page.waitForSelector('stichwort-play[data-ready="true"]');
      await page.getByRole('button', { name: 'Deal', exact: true }).click();
      look(`/play/${start.id}/`, await readableText(page, `/play/${start.id}/`));
      await page.goto(`${site.base}/learn/${g.id}/`);
      look(`/learn/${g.id}/`, await readableText(page, `/learn/${g.id}/`));
    }
    await page.close();
    expect(shown.size).toBeGreaterThan(8);
    expect([...missing]).toEqual([]);
  }, 120_000);
});
