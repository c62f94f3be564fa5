/** `<stichwort-playground>`: write and check a house rule in the browser; the engine loads when the element comes into view. */
import { defineLazyElement } from './lazy.ts';

// The islands' words load with the islands the Playground opens (a table, a slate, a simulation).
defineLazyElement('stichwort-playground', (el) => void import('./playground-engine.ts').then((m) => m.boot(el)));
