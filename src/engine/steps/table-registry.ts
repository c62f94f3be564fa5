/**
 * What the Play table (src/islands/play-table.ts and its parts) draws for the step that plays a
 * deal's cards, by its kind: a registry apart from ./index.ts so that the browser's table code takes
 * these few flags and nothing of the rules. Each kind's look is in its folder (`<kind>/table.ts`).
 */
import type { CompiledStep } from '../../compile/steps.ts';
import { beatingTable } from './beating/table.ts';
import { layoffTable } from './layoff/table.ts';
import type { TableLook } from './table-look.ts';
import { tricksTable } from './tricks/table.ts';

/** The look of each play step kind; a step kind not listed is drawn as trick play. */
const LOOKS: Partial<Record<CompiledStep['kind'], TableLook>> = {
  tricks: tricksTable,
  beating: beatingTable,
  layoff: layoffTable,
};

/** How the table draws a deal whose play step is of `kind`. */
export const tableLook = (kind: CompiledStep['kind'] | undefined): TableLook => (kind && LOOKS[kind]) || tricksTable;

export type { TableLook } from './table-look.ts';
