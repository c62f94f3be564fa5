/**
 * The recorded deal of a tutorial page (src/components/TutorialDemo.astro): draws the table as it
 * was after some events and hosts the inspector (./inspector.ts), whose Back, Forward and Live
 * controls choose the event. The recording holds what a spectator sees; hands appear only in the
 * views after the deal was counted.
 */
import { mountInspector, type ChartNode } from './inspector.ts';
import { cardElement } from './card-face.ts';

interface Card { name: string; rank: string; symbol: string; red: boolean }
interface View {
  value: unknown; tags: string[]; path: string; context: Record<string, unknown>;
  table: { seat: string; card: Card | null; cards: number; points: number; tricks: number }[];
  hands: { seat: string; cards: Card[] }[] | null;
}
interface Demo { chart: ChartNode; events: { type: string; label: string }[]; views: View[] }

const root = document.querySelector<HTMLElement>('.tdemo');
if (root) boot(root);

function boot(root: HTMLElement): void {
  const demo = JSON.parse(root.querySelector('script[type="application/json"]')!.textContent!) as Demo;
  root.querySelector('.tdemo-placeholder')?.remove();
  const table = root.querySelector<HTMLElement>('.tdemo-table')!;
  const path = root.querySelector<HTMLElement>('.tdemo-path')!;
  const hands = root.querySelector<HTMLElement>('.tdemo-hands')!;
  let at: number | null = null;
  const view = () => demo.views[Math.min(at ?? demo.events.length, demo.views.length - 1)]!;

  function draw(): void {
    const f = view();
    path.textContent = f.path;
    table.replaceChildren(...f.table.map((s) => {
      const li = document.createElement('li');
      const name = document.createElement('strong');
      name.textContent = s.seat;
      const played = document.createElement('span');
      played.className = 'played';
      if (s.card) played.append('played ', cardEl(s.card)); else played.textContent = 'no card in this trick';
      const figures = document.createElement('span');
      figures.className = 'figures';
      figures.textContent = `${s.cards} in hand · ${s.points} points · ${s.tricks} tricks`;
      li.append(name, played, figures);
      return li;
    }));
    hands.replaceChildren(...(f.hands ? [heading('The hands as dealt (shown once the deal is counted)'), ...f.hands.map((h) => {
      const p = document.createElement('p');
      p.append(`${h.seat}: `, ...h.cards.map(cardEl));
      return p;
    })] : []));
  }

  draw();
  mountInspector(root.querySelector<HTMLElement>('.tdemo-inspector')!, {
    events: () => demo.events,
    snapshot: () => { const f = view(); return { value: f.value, tags: f.tags, context: f.context }; },
    showAt: (n) => { at = n; draw(); },
  }, demo.chart);
}

function cardEl(c: Card): HTMLElement { return cardElement(c, 'tcard'); }

function heading(text: string): HTMLElement { const h = document.createElement('h3'); h.textContent = text; return h; }
