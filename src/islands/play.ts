/** `<stichwort-play>`: play a game against bots; the engine loads when the element comes into view. */
import { defineLazyElement } from './lazy.ts';

defineLazyElement('stichwort-play', (el) => void import('./play-engine.ts').then((m) => m.boot(el)));
