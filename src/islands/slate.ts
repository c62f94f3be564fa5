/** `<stichwort-slate>`: the score sheet as drawn at the table; the engine loads when it comes into view. */
import { defineLazyElement } from './lazy.ts';

defineLazyElement('stichwort-slate', (el) => void import('./slate-engine.ts').then((m) => m.boot(el)));
