/**
 * `<stichwort-play>`: play a game against bots. Loads the engine only when the element scrolls
 * into view (the page itself ships nothing else).
 */
class StichwortPlay extends HTMLElement {
  connectedCallback(): void {
    const start = () => void import('./play-engine.ts').then((m) => m.boot(this));
    if (!('IntersectionObserver' in window)) return start();
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) { io.disconnect(); start(); }
    }, { rootMargin: '200px' });
    io.observe(this);
  }
}
if (!customElements.get('stichwort-play')) customElements.define('stichwort-play', StichwortPlay);
