/** Boots a `<stichwort-simulate>` element from the JSON it carries: the variants to simulate. */
import { mountSimulatePanel, type SimVariant } from './simulate-panel.ts';
import { loadSimUi } from './i18n/sim-ui.ts';

/** Starts the panel inside `root`, once the page's words for it are loaded. */
export async function boot(root: HTMLElement): Promise<void> {
  await loadSimUi();
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
