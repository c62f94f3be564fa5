/**
 * The islands draw with the catalog of the page's language, loaded once before they first draw
 * (src/islands/i18n/ui.ts). Tests draw as an English page does; a test of another language passes
 * that language's catalog to `useUi` and puts the English one back.
 */
import { en } from '../../src/islands/i18n/en.ts';
import { sheetEn } from '../../src/islands/i18n/sheet-en.ts';
import { simEn } from '../../src/islands/i18n/sim-en.ts';
import { useUi } from '../../src/islands/i18n/ui.ts';

useUi(en, sheetEn, simEn);
