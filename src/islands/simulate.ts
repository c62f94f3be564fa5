/** `<stichwort-simulate>`: simulate games of one or two variants in the browser; the panel loads when it comes into view. */
import { defineLazyElement } from './lazy.ts';

// The panel loads the page's words as it boots (its language's catalog alone: ./i18n/sim-ui.ts).
defineLazyElement('stichwort-simulate', (el) => void import('./simulate-engine.ts').then((m) => m.boot(el)));
