/** How the Play table draws a beating deal: a pile, the last card on top, that a player picks up. */
import type { TableLook } from '../table-look.ts';

/** A beating deal's look on the table. */
export const beatingTable: TableLook = { name: 'beating', pile: true, leads: true, tallies: false };
