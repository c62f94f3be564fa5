/**
 * `<stichwort-play>`: play a game against bots; the engine loads when the element comes into view,
 * or, for a table embedded in another page (`data-load="open"`), when the reader presses its
 * "Open the table" button, which then hands the focus to the table's first control.
 */
import { defineLazyElement } from './lazy.ts';

defineLazyElement('stichwort-play', (el) => {
  // The engine loads the page's words as it boots (its language's catalog alone: ./i18n/ui.ts).
  const start = () => import('./play-engine.ts').then((m) => m.boot(el));
  if (el.dataset.load !== 'open') return void start();
  const open = document.createElement('button');
  open.type = 'button';
  open.className = 'play-open';
  // The page names the button in its language (no catalog loads before the reader opens the table).
  open.textContent = el.dataset.openLabel ?? '';
  open.addEventListener(
    'click',
    () => {
      open.disabled = true;
      // The button goes with the placeholder: the focus moves to the table rather than to the page.
      void start().then(() => el.querySelector<HTMLElement>('button:not([disabled]), summary')?.focus());
    },
    { once: true },
  );
  // With script running, the button replaces the placeholder's note that the table needs it.
  el.querySelector('.play-placeholder')?.replaceChildren(open);
});
