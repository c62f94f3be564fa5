/** How the Play table draws trick play: a trick led and won, points and tricks at each seat. */
import type { TableLook } from '../table-look.ts';

/** Trick play's look on the table. */
export const tricksTable: TableLook = { name: 'tricks', pile: false, leads: true, tallies: true };
