/** How the Play table draws a lay-off: rows of suits, nobody leads, places instead of points. */
import type { TableLook } from '../table-look.ts';

/** A lay-off's look on the table. */
export const layoffTable: TableLook = { name: 'layoff', pile: false, leads: false, tallies: false };
