/** `<stichwort-simulate>`: simulate games of one or two variants in the browser; the panel loads when it comes into view. */
import { defineLazyElement } from './lazy.ts';

defineLazyElement('stichwort-simulate', (el) => void import('./simulate-engine.ts').then((m) => m.boot(el)));
