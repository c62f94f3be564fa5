/**
 * The score sheet's words in German (the Slate's, and the sheet under the Play table), checked
 * against the English catalog's shape (`satisfies SheetCatalog`) and by tests/islands/i18n-catalog.test.ts.
 */
import type { SheetCatalog } from './sheet-en.ts';
import { YOU } from './you.ts';

const LISTS = new Intl.ListFormat('de', { type: 'conjunction' });

export const sheetDe = {
  seat: (name: string): string => (name === YOU ? 'Du' : name),
  label: 'Spielliste',
  deal: 'Spiel',
  what: 'Was geschah',
  caption: (titles: readonly string[]): string => `${LISTS.format(titles)} nach jedem Spiel, Änderung in Klammern`,
  out: ' raus',
} satisfies SheetCatalog;
