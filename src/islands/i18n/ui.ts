/**
 * The islands' words in the reader's language: a catalog per language for each family of islands,
 * each a module of its own so that the bundler splits them and a page downloads only its
 * language's, and only the family it shows: the Play table's (its results panel and the course:
 * ./en.ts, ./de.ts, here), the score sheet's (the Slate's and the table's sheet: ./sheet-ui.ts) and
 * the Simulate panel's (./sim-ui.ts). An island loads its catalogs once (`loadUi`, `loadSheetUi`,
 * `loadSimUi`) before it first draws; everything it draws then reads them synchronously (`ui`,
 * `sheetUi`, `simUi`).
 */
import type { Lang } from '../../core/lang.ts';
import type { IslandCatalog } from './en.ts';
import { family } from './family.ts';
import { pageLang } from './lang.ts';
import type { SheetCatalog } from './sheet-en.ts';
import { sheet } from './sheet-ui.ts';
import type { SimCatalog } from './sim-en.ts';
import { sim } from './sim-ui.ts';

export { loadSheetUi, sheetUi } from './sheet-ui.ts';
export { loadSimUi, simUi } from './sim-ui.ts';

// One function per language's import (see ./sheet-ui.ts).
const tableDe = () => import('./de.ts').then((m) => m.de);
const tableEn = () => import('./en.ts').then((m) => m.en);

const table = family<IslandCatalog>('Play table’s', (lang) => (lang === 'de' ? tableDe() : tableEn()));

/**
 * Loads the Play table's catalog of `lang` (the page's by default), once, with the score sheet's it
 * draws (`sheet: false`: the course, which draws no sheet).
 */
export const loadUi = (lang: Lang = pageLang(), { sheet: withSheet = true } = {}): Promise<IslandCatalog> =>
  Promise.all([table.load(lang), withSheet ? sheet.load(lang) : null]).then(([c]) => c);

/** The Play table's catalog, loaded; an island that draws before `loadUi` has settled is a bug, said at once. */
export const ui = (): IslandCatalog => table.get();

/**
 * Uses these catalogs from now on, without loading (a test). A test that uses another language
 * than the one loaded puts the former back when it is done.
 */
export function useUi(catalog: IslandCatalog, sheetCatalog: SheetCatalog, simCatalog: SimCatalog): void {
  table.use(catalog);
  sheet.use(sheetCatalog);
  sim.use(simCatalog);
}
