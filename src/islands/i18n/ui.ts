/**
 * The islands' words in the reader's language: a catalog per language for each family of islands,
 * each a module of its own so that the bundler splits them and a page downloads only its
 * language's, and only the family it shows: the Play table's (its results panel and the course:
 * ./en.ts, ./de.ts), the score sheet's (the Slate's and the table's sheet: ./sheet-en.ts,
 * ./sheet-de.ts) and the Simulate panel's (./sim-en.ts, ./sim-de.ts). An island loads its catalogs
 * once (`loadUi`, `loadSheetUi`, `loadSimUi`) before it first draws; everything it draws then reads
 * them synchronously (`ui`, `sheetUi`, `simUi`).
 */
import type { Lang } from '../../core/lang.ts';
import type { IslandCatalog } from './en.ts';
import { pageLang } from './lang.ts';
import type { SheetCatalog } from './sheet-en.ts';
import type { SimCatalog } from './sim-en.ts';

/** A family's catalog: loaded once, read after, replaced by a test. */
function family<C>(what: string, load: (lang: Lang) => Promise<C>) {
  let current: C | null = null;
  let loading: Promise<C> | null = null;
  return {
    load(lang: Lang = pageLang()): Promise<C> {
      loading ??= load(lang).then((c) => (current = c));
      return loading;
    },
    get(): C {
      if (!current) throw new Error(`The ${what} words are read before they are loaded.`);
      return current;
    },
    use(catalog: C): void {
      current = catalog;
      loading = Promise.resolve(catalog);
    },
  };
}

const table = family<IslandCatalog>('Play table’s', (lang) =>
  lang === 'de' ? import('./de.ts').then((m) => m.de) : import('./en.ts').then((m) => m.en),
);
const sheet = family<SheetCatalog>('score sheet’s', (lang) =>
  lang === 'de' ? import('./sheet-de.ts').then((m) => m.sheetDe) : import('./sheet-en.ts').then((m) => m.sheetEn),
);

const sim = family<SimCatalog>('Simulate panel’s', (lang) =>
  lang === 'de' ? import('./sim-de.ts').then((m) => m.simDe) : import('./sim-en.ts').then((m) => m.simEn),
);

/**
 * Loads the Play table's catalog of `lang` (the page's by default), once, with the score sheet's it
 * draws (`sheet: false`: the course, which draws no sheet).
 */
export const loadUi = (lang: Lang = pageLang(), { sheet: withSheet = true } = {}): Promise<IslandCatalog> =>
  Promise.all([table.load(lang), withSheet ? sheet.load(lang) : null]).then(([c]) => c);

/** The Play table's catalog, loaded; an island that draws before `loadUi` has settled is a bug, said at once. */
export const ui = (): IslandCatalog => table.get();

/** Loads the score sheet's catalog of `lang` (the page's by default), once: the Slate needs no more. */
export const loadSheetUi = (lang: Lang = pageLang()): Promise<SheetCatalog> => sheet.load(lang);

/** The score sheet's catalog, loaded. */
export const sheetUi = (): SheetCatalog => sheet.get();

/** Loads the Simulate panel's catalog of `lang` (the page's by default), once. */
export const loadSimUi = (lang: Lang = pageLang()): Promise<SimCatalog> => sim.load(lang);

/** The Simulate panel's catalog, loaded. */
export const simUi = (): SimCatalog => sim.get();

/**
 * Uses these catalogs from now on, without loading (a test). A test that uses another language
 * than the one loaded puts the former back when it is done.
 */
export function useUi(catalog: IslandCatalog, sheetCatalog: SheetCatalog, simCatalog: SimCatalog): void {
  table.use(catalog);
  sheet.use(sheetCatalog);
  sim.use(simCatalog);
}
