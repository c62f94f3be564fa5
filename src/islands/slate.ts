/**
 * `<stichwort-slate>`: the score sheet as drawn at the table; the engine loads when it comes into
 * view, or, for a slate beside other islands (`data-load="open"`: a comparison's witness), when the
 * reader presses its "Open the slate" button, which then hands the focus to the slate's first control.
 */
import { defineLazyElement } from './lazy.ts';

defineLazyElement('stichwort-slate', (el) => {
  // The engine loads the page's words as it boots (only the page's language: ./i18n/sheet-ui.ts).
  const start = () => import('./slate-engine.ts').then((m) => m.boot(el));
  if (el.dataset.load !== 'open') return void start();
  const open = document.createElement('button');
  open.type = 'button';
  open.className = 'play-open';
  // The page names the button in its language (no catalog loads before the reader opens the slate).
  open.textContent = el.dataset.openLabel ?? '';
  open.addEventListener(
    'click',
    () => {
      open.disabled = true;
      // The button goes with the placeholder: the focus moves to the slate rather than to the page.
      void start().then(() => el.querySelector<HTMLElement>('button:not([disabled]), select, summary')?.focus());
    },
    { once: true },
  );
  // With script running, the button replaces the placeholder's note that the slate needs it.
  el.querySelector('.slate-placeholder')?.replaceChildren(open);
});
