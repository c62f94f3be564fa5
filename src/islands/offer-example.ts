/**
 * "Save this deal as an example", for an island whose host asks for it (`data-offer-example`, set by
 * the Playground when it mounts the island). The islands draw the button themselves and load this
 * module only on a click (with ../scenario/example-text.ts, which writes the block), so a page that
 * never saves pays nothing for it. The block is handed to the host as a bubbling, composed
 * `stichwort-example` event, `detail: { text, id, title }`. The attribute's value may list example
 * ids the file already has (space-separated), which the new one avoids.
 */
import type { CompiledVariant } from '../compile/compile.ts';
import type { GameEvent } from '../engine/machine.ts';
import { dealsFromEvents, exampleText, type SavedFrom, type SavedRun } from '../scenario/example-text.ts';

/** The event's name, for the host's listener. */
const EXAMPLE_EVENT = 'stichwort-example';

/** What the island knows of its deals when the button is pressed: the run itself, or the table's events. */
export type RunSource =
  | { run: SavedRun }
  | { events: readonly GameEvent[]; names: readonly string[]; dealer: string; options: Record<string, string> };

/**
 * Writes the block for `got` and dispatches it from `root`; `say` reports the outcome in words (a
 * run that cannot be written, or the title of the example saved).
 */
export function saveExample(
  root: HTMLElement,
  cv: CompiledVariant,
  from: SavedFrom,
  got: RunSource,
  say: (text: string) => void,
): void {
  const run =
    'run' in got
      ? got.run
      : {
          players: [...got.names],
          dealer: got.dealer,
          options: got.options,
          deals: dealsFromEvents(cv, got.names, got.events),
        };
  const block = exampleText(cv, run, from, (root.dataset.offerExample ?? '').split(/\s+/).filter(Boolean));
  if (typeof block === 'string') {
    say(`This deal cannot be saved as an example: ${block}.`);
    return;
  }
  root.dispatchEvent(new CustomEvent(EXAMPLE_EVENT, { bubbles: true, composed: true, detail: block }));
  say(`Saved as an example: “${block.title}”.`);
}
