/**
 * What a lay-off's log of play tells the search bot (../../move-search.ts `knownCards`) about the
 * cards it has not seen: the step's own rows, built again, say which cards a passer cannot hold.
 */
import type { CompiledVariant } from '../../../compile/compile.ts';
import type { LayoffStep } from '../../../compile/steps.ts';
import { emptyRows, fits, lay } from './rules.ts';

/**
 * A lay-off's passes: the rows built again card by card (the step's own `lay`), and at each pass
 * every card that fitted them then is one the passer cannot hold (hands only shrink in a lay-off).
 */
export function passesShow(
  cv: CompiledVariant,
  step: LayoffStep,
  entries: (RegExpExecArray | null)[],
  excluded: (Set<number> | null)[],
): void {
  const rows = emptyRows(cv.deck);
  for (const e of entries) {
    if (!e) continue;
    const q = Number(e[1]);
    if (e[2] === 'pass') {
      if (q >= excluded.length) continue;
      const none = (excluded[q] ??= new Set());
      for (let c = 0; c < cv.deck.size; c++) if (fits(cv.deck, rows, step, c)) none.add(c);
    } else if (/^\d+$/.test(e[2]!)) lay(cv.deck, rows, Number(e[2]), step.wrap);
  }
}
