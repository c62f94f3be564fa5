/** The shape of what the Play table draws for a play step kind (see table-registry.ts). */
export interface TableLook {
  /** The middle's `data-kind`, which the table's styles read. */
  readonly name: string;
  /** The cards played stay as a pile, the last on top, until a player picks it up (no trick is won, none is led). */
  readonly pile: boolean;
  /** A player leads each round of cards (the lead badge); false where cards go to rows. */
  readonly leads: boolean;
  /** Each seat shows its points and tricks taken. */
  readonly tallies: boolean;
}
