/**
 * `<stichwort-play>`: play a game against bots. The engine loads when the element comes into view;
 * where a page embeds the table (`data-load="click"`, a rulebook), only when its button is pressed.
 */
import { defineLazyElement } from './lazy.ts';

defineLazyElement('stichwort-play', (el) => {
  const start = () => void import('./play-engine.ts').then((m) => m.boot(el));
  const button = el.dataset.load === 'click' ? el.querySelector<HTMLButtonElement>('.play-start button') : null;
  if (!button) return start();
  button.addEventListener('click', () => { button.textContent = 'Loading the table…'; start(); }, { once: true });
});
