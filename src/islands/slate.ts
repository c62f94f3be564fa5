/**
 * `<stichwort-slate>`: the score sheet of a game as it is drawn at the table. Loads its engine only
 * when the element scrolls into view.
 */
class StichwortSlate extends HTMLElement {
  connectedCallback(): void {
    const start = () => void import('./slate-engine.ts').then((m) => m.boot(this));
    if (!('IntersectionObserver' in window)) return start();
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) { io.disconnect(); start(); }
    }, { rootMargin: '200px' });
    io.observe(this);
  }
}
if (!customElements.get('stichwort-slate')) customElements.define('stichwort-slate', StichwortSlate);
