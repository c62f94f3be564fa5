/** `<stichwort-playground>`: write and check a house rule in the browser; the engine loads when the element comes into view. */
import { defineLazyElement } from './lazy.ts';
import { loadUi } from './i18n/ui.ts';

// The engine and the page's words (its Play table's and score sheet's: ./i18n/ui.ts) load side by side.
defineLazyElement(
  'stichwort-playground',
  (el) => void Promise.all([import('./playground-engine.ts'), loadUi()]).then(([m]) => m.boot(el)),
);
