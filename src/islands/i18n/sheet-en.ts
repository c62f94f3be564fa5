/**
 * The score sheet's words in English (the Slate's, and the sheet under the Play table): the catalog
 * ./sheet-de.ts is checked against (its type is `SheetCatalog`). A family of its own so that a page
 * with a Slate alone loads these few words, not the Play table's (./ui.ts).
 */
export const sheetEn = {
  /** The human's seat as a column's name ("You"). */
  seat: (name: string): string => name,
  label: 'Score sheet',
  deal: 'Deal',
  what: 'What happened',
  caption: (titles: readonly string[]): string => `${titles.join(' and ')} after each deal, change in brackets`,
  out: ' out',
};

/** The shape every language's score-sheet catalog has: the English one's. */
export type SheetCatalog = typeof sheetEn;
