/**
 * The islands' words in the reader's language: one catalog per language (./en.ts, ./de.ts), each a
 * module of its own so that the bundler splits them and a page downloads only its language's. An
 * island loads the catalog once (`loadUi`) before it first draws; everything it draws then reads it
 * synchronously (`ui`).
 */
import type { Lang } from '../../core/lang.ts';
import type { IslandCatalog } from './en.ts';
import { pageLang } from './lang.ts';

let current: IslandCatalog | null = null;
let loading: Promise<IslandCatalog> | null = null;

/** Loads the catalog of `lang` (the page's by default), once: later calls get the same catalog. */
export function loadUi(lang: Lang = pageLang()): Promise<IslandCatalog> {
  loading ??= (lang === 'de' ? import('./de.ts').then((m) => m.de) : import('./en.ts').then((m) => m.en)).then(
    (c) => (current = c),
  );
  return loading;
}

/** The catalog loaded; an island that draws before `loadUi` has settled is a bug, said at once. */
export function ui(): IslandCatalog {
  if (!current) throw new Error('The islands’ words are read before loadUi() has loaded them.');
  return current;
}

/**
 * Uses `catalog` from now on, without loading (a test, or a page that has its catalog already). A
 * test that uses another language than the one loaded puts the former back when it is done.
 */
export function useUi(catalog: IslandCatalog): IslandCatalog | null {
  const was = current;
  current = catalog;
  loading = Promise.resolve(catalog);
  return was;
}
