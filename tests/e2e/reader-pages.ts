/**
 * The pages a player reads, for the tests that crawl them (tests/e2e/raw-ids.test.ts,
 * tests/e2e/tap-targets.test.ts): every page of the built site except the authors' own — the
 * Playground and the tutorial on writing a house rule. The variant pages are readers' pages too;
 * only their source views (code and pre blocks) are for authors. Any element a page marks with
 * AUTHOR_ATTR (an "As written" block that quotes a variant file) is left out of what is read.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page } from 'playwright-core';
import { DIST } from './browser.ts';

/** Pages written for authors: ids and file code are their subject there. */
export const AUTHOR_PAGES: ReadonlySet<string> = new Set(['/playground/', '/learn/write-a-house-rule/']);

/** The attribute with which a reader's page marks a block for authors (the file's text, collapsed). */
export const AUTHOR_ATTR = 'data-author';

/**
 * Every page of the built site's English edition, as a path like `/variants/kein-stich/`, in a stable
 * order; with `editions`, the German edition's too (`/de/variants/kein-stich/`): every page has its
 * counterpart there (tests/e2e/editions.test.ts), so the crawls read the German pages they need.
 */
export function sitePages(dir = DIST, editions = false): string[] {
  return readdirSync(dir)
    .flatMap((f) => {
      const p = join(dir, f);
      if (statSync(p).isDirectory())
        return f.startsWith('_') || f === 'pagefind' || (f === 'de' && dir === DIST && !editions)
          ? []
          : sitePages(p, editions);
      return f === 'index.html' ? [`/${relative(DIST, dir)}${relative(DIST, dir) ? '/' : ''}`] : [];
    })
    .sort();
}

/** Every page a player reads. */
export const readerPages = (dir = DIST): string[] => sitePages(dir).filter((p) => !AUTHOR_PAGES.has(p));

/**
 * A sample of the German edition's pages, for the crawls that read every English page (reading every
 * German one too would double their time; both editions are built by the same page files): of each
 * kind of page (its address without its last part, `/de/compare/`), all when the kind has at most
 * fifteen (the site's own pages), else its first, middle and last (the generated ones).
 */
export function germanSample(dir = DIST): string[] {
  const kinds = new Map<string, string[]>();
  for (const p of sitePages(dir, true).filter((x) => x.startsWith('/de/'))) {
    const kind = p.replace(/[^/]+\/$/, '');
    kinds.set(kind, [...(kinds.get(kind) ?? []), p]);
  }
  return [...kinds.values()].flatMap((ps) =>
    ps.length <= 15 ? ps : [ps[0]!, ps[Math.floor(ps.length / 2)]!, ps.at(-1)!],
  );
}

/** Whether the page at `path` is a variant's page, whose code (the file, its rules as written) is its source view, for authors. */
export const hasSourceView = (path: string): boolean => /^(\/de)?\/variants\//.test(path);

/**
 * The text of `page` (at `path`) a reader can read: the whole body (header, sidebar, main,
 * footer), closed disclosures and text for screen readers included, without pre blocks, scripts
 * and the blocks marked for authors. Inline code counts: in a rulebook or on Compare it is read as
 * text. Only a variant's page keeps its code (its source view) out.
 */
export function readableText(page: Page, path: string): Promise<string> {
  return page.evaluate(
    ([attr, code]) => {
      const copy = document.body.cloneNode(true) as HTMLElement;
      copy
        .querySelectorAll(`pre, script, style, template, [${attr}]${code ? ', code' : ''}`)
        .forEach((x) => x.remove());
      // A detached copy is not laid out, so its text is every text node: a space after each block keeps words apart.
      copy
        .querySelectorAll(
          'p, li, td, th, h1, h2, h3, h4, h5, h6, dt, dd, summary, caption, figcaption, div, section, br, option',
        )
        .forEach((x) => x.append(' '));
      return copy.textContent ?? '';
    },
    [AUTHOR_ATTR, hasSourceView(path)] as const,
  );
}
