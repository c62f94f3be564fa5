/**
 * The "Save this deal as an example" button both islands draw for a host that asks for it
 * (`data-offer-example`, see ./offer-example.ts). One small module, so the two islands share one
 * lazy import of the writer: the islands' own bundles stay as they were but for this.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import type { SavedFrom } from '../scenario/example-text.ts';
import type { RunSource } from './offer-example.ts';

/** The button when `root` asks for it, else none; `source` is read on the click, `say` reports in words. */
export function saveButtons(
  root: HTMLElement,
  cv: CompiledVariant,
  from: SavedFrom,
  source: () => RunSource,
  say: (text: string) => void,
): HTMLButtonElement[] {
  if (root.dataset.offerExample === undefined) return [];
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = 'Save this deal as an example';
  b.onclick = () => {
    const got = source();
    void import('./offer-example.ts').then((m) => m.saveExample(root, cv, from, got, say));
  };
  return [b];
}
