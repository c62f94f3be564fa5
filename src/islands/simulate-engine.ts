/** Boots a `<stichwort-simulate>` element from the JSON it carries: the variants to simulate. */
import { mountSimulatePanel, type SimVariant } from './simulate-panel.ts';

/** Starts the panel inside `root`. */
export function boot(root: HTMLElement): void {
  const data = JSON.parse(root.querySelector('script[type="application/json"]')!.textContent!) as {
    variants: SimVariant[];
  };
  const host = document.createElement('div');
  root.querySelector('.simulate-placeholder')?.remove();
  root.append(host);
  mountSimulatePanel(
    host,
    data.variants,
    () => new Worker(new URL('./simulate-worker.ts', import.meta.url), { type: 'module' }),
  );
}
