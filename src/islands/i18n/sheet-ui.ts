/**
 * The score sheet's words in the reader's language (the Slate's, and the Play table's sheet):
 * ./sheet-en.ts or ./sheet-de.ts, whichever the page's language is, and only that one. A module of
 * its own, so that the Slate loads no other family's loader.
 */
import type { Lang } from '../../core/lang.ts';
import { family } from './family.ts';
import { pageLang } from './lang.ts';
import type { SheetCatalog } from './sheet-en.ts';

// Each language's import stands in a function of its own: written as one conditional, the bundler
// preloaded the English chunk (and what it imports) on a German page too.
const sheetDe = () => import('./sheet-de.ts').then((m) => m.sheetDe);
const sheetEn = () => import('./sheet-en.ts').then((m) => m.sheetEn);

/** The score sheet's family (./ui.ts `useUi` replaces it in a test). */
export const sheet = family<SheetCatalog>('score sheet’s', (lang) => (lang === 'de' ? sheetDe() : sheetEn()));

/** Loads the score sheet's catalog of `lang` (the page's by default), once: the Slate needs no more. */
export const loadSheetUi = (lang: Lang = pageLang()): Promise<SheetCatalog> => sheet.load(lang);

/** The score sheet's catalog, loaded. */
export const sheetUi = (): SheetCatalog => sheet.get();
