/**
 * Defines a custom element that loads its engine only when it comes into view (an island that
 * hydrates when visible): `load()` runs once, the first time the element nears the viewport.
 */
export function defineLazyElement(name: string, load: (el: HTMLElement) => void): void {
  if (customElements.get(name)) return;
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
