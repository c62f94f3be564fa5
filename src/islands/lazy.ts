import { loadUi } from './i18n/ui.ts';

/**
 * Defines a custom element that loads its engine only when it comes into view (an island that
 * hydrates when visible): `load()` runs once, the first time the element nears the viewport, once
 * the page's words (./i18n/ui.ts: its language's catalog alone) are loaded, which starts at once.
 */
export function defineLazyElement(name: string, whenVisible: (el: HTMLElement) => void): void {
  if (customElements.get(name)) return;
  const words = loadUi();
  const load = (el: HTMLElement) => void words.then(() => whenVisible(el));
  customElements.define(
    name,
    class extends HTMLElement {
      connectedCallback(): void {
        if (!('IntersectionObserver' in window)) return load(this);
        const io = new IntersectionObserver(
          (entries) => {
            if (entries.some((e) => e.isIntersecting)) {
              io.disconnect();
              load(this);
            }
          },
          { rootMargin: '200px' },
        );
        io.observe(this);
      }
    },
  );
}
