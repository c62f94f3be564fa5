/** `<stichwort-simulate>`: simulate games of one or two variants in the browser; the panel loads when it comes into view. */
import { defineLazyElement } from './lazy.ts';
import { loadSimUi } from './i18n/sim-ui.ts';

// The panel and the page's words (its language's catalog alone) load side by side.
defineLazyElement(
  'stichwort-simulate',
  (el) => void Promise.all([import('./simulate-engine.ts'), loadSimUi()]).then(([m]) => m.boot(el)),
);
